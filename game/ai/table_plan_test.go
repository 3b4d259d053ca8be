package ai

import (
	"testing"

	"frontline/game/dice"
	"frontline/game/tactical"
	"frontline/game/tactical/standalone"
	"frontline/game/units"
)

// Inset II.3: the computer's planned force, for either side of a points
// battle, is one the game accepts (within 200 points and the unit
// count), spends nearly all of the budget or stops where no card it can
// still afford adds worth (a fragile unit costs morale when lost), and
// combines arms: units that
// can hurt the enemy's tanks, units that can hurt its infantry, and
// enough ground units that move to take and hold the objective.
func TestInsetII3_ComputerBuysAPlannedForce(t *testing.T) {
	def, env, cs := matchData(t, "")
	for _, side := range standalone.Players {
		g, _, err := standalone.New(def, env, cs, dice.New(1))
		if err != nil {
			t.Fatal(err)
		}
		sh := shopOf(g, env.Catalog, side)
		o := NewComputerTable(1, Standard).Decide(&TableInput{Shop: sh})
		if err := g.CheckBuy(side, o.Buy); err != nil {
			t.Fatalf("%s: %v", side, err)
		}
		spent, antiTank, antiInfantry, holders := 0, 0, 0, 0
		tank, rifle := buyableOf(t, env, sh.Enemy, units.Tank), buyableOf(t, env, sh.Enemy, units.Infantry)
		for _, id := range o.Buy {
			c, _ := env.Catalog.Get(id)
			spent += standalone.Cost(env.Catalog, c, side)
			if canHarm(c, tank) {
				antiTank++
			}
			if canHarm(c, rifle) {
				antiInfantry++
			}
			if holds(c) {
				holders++
			}
		}
		if spent < sh.Budget-5 && addsWorth(sh, o.Buy, sh.Budget-spent) || antiTank == 0 || antiInfantry == 0 || holders < int(holdUnits) {
			t.Errorf("%s buys %v: %d points, %d against tanks, %d against infantry, %d to hold", side, o.Buy, spent, antiTank, antiInfantry, holders)
		}
		if o.Why == "" {
			t.Errorf("%s: no reason given", side)
		}
	}
}

// addsWorth reports whether a card of the shop costing at most left
// would raise the worth of the force bought.
func addsWorth(sh *TableShop, bought []string, left int) bool {
	p := newPurchase(sh)
	counts := make([]int, len(sh.Offer))
	for _, id := range bought {
		for i, o := range sh.Offer {
			if o.Card.ID == id {
				counts[i]++
				break
			}
		}
	}
	now := p.value(counts)
	for i, o := range sh.Offer {
		if o.Cost > 0 && o.Cost <= left {
			counts[i]++
			if p.value(counts) > now {
				return true
			}
			counts[i]--
		}
	}
	return false
}

// buyableOf is the first card of class k side s may buy.
func buyableOf(t *testing.T, env standalone.Env, s units.Side, k units.Class) *units.Card {
	t.Helper()
	for _, c := range env.Catalog.Side(s) {
		if c.Class == k && standalone.Buyable(env.Catalog, c, s) {
			return c
		}
	}
	t.Fatalf("no %s card for %s", k, s)
	return nil
}

// Inset II.3: the d20 winner that fields the stronger force (here three
// Shermans against one rifle squad) attacks; the weaker defends.
func TestInsetII3_ComputerChoosesItsRoleByStrength(t *testing.T) {
	_, env, _ := matchData(t, "")
	offer := func(id string, n int) []TableOffer {
		c, ok := env.Catalog.Get(id)
		if !ok {
			t.Fatalf("no card %s", id)
		}
		out := make([]TableOffer, n)
		for i := range out {
			out[i] = TableOffer{Card: c, Cost: c.Cost}
		}
		return out
	}
	strong, weak := offer("us.sherman_m4a3", 3), offer("de.rifle_squad", 1)
	p := NewComputerTable(1, Standard)
	if o := p.Decide(&TableInput{Choice: &TableChoice{Own: strong, Enemy: weak}}); o.Role != tactical.Attacker {
		t.Errorf("the stronger side chose %s: %s", o.Role, o.Why)
	}
	if o := p.Decide(&TableInput{Choice: &TableChoice{Own: weak, Enemy: strong}}); o.Role != tactical.Defender {
		t.Errorf("the weaker side chose %s: %s", o.Role, o.Why)
	}
}

// A drawn battle counts as ahead for the side that kept the larger share
// of the force it started with, not the larger total: the attacker of an
// authored battle starts with more.
func TestTableMatchAheadOnADrawIsTheShareKept(t *testing.T) {
	m := &TableMatch{Roles: [2]units.Side{units.Germany, units.US}, Winner: units.Neutral,
		Start: [2]int{60, 120}, Force: [2]int{45, 60}} // defender keeps 75 %, attacker 50 %
	if !m.Ahead(tactical.Defender) || m.Ahead(tactical.Attacker) {
		t.Errorf("ahead: defender %v, attacker %v", m.Ahead(tactical.Defender), m.Ahead(tactical.Attacker))
	}
	m.Winner = units.US
	if m.Ahead(tactical.Defender) || !m.Ahead(tactical.Attacker) {
		t.Error("a win is ahead whatever is left")
	}
}

// Inset II.3: when the unit count stops the purchase before the budget
// does, the plan trades bought cards for dearer ones while that adds
// worth — no single such trade the points left pay for improves it.
func TestInsetII3_ComputerSpendsWhatTheUnitCountLeaves(t *testing.T) {
	def, env, cs := matchData(t, "")
	for _, side := range standalone.Players {
		g, _, err := standalone.New(def, env, cs, dice.New(1))
		if err != nil {
			t.Fatal(err)
		}
		sh := shopOf(g, env.Catalog, side)
		sh.MaxUnits = 6
		p := newPurchase(sh)
		counts := p.buy(sh.MaxUnits)
		spent, n := 0, 0
		for i, c := range counts {
			spent += c * p.own[i].Cost
			n += c
		}
		if n > sh.MaxUnits || spent > sh.Budget {
			t.Fatalf("%s: %d units for %d points, over the limits", side, n, spent)
		}
		now := p.value(counts)
		for i, a := range p.own {
			for j, o := range p.own {
				if counts[i] == 0 || o.Cost <= a.Cost || o.Cost-a.Cost > sh.Budget-spent || o.Card.Limit > 0 && counts[j] >= o.Card.Limit {
					continue
				}
				counts[i]--
				counts[j]++
				if v := p.value(counts); v > now+1e-9 {
					t.Errorf("%s: trading %s for %s raises the worth %.2f → %.2f", side, a.Card.Name, o.Card.Name, now, v)
				}
				counts[j]--
				counts[i]++
			}
		}
		t.Logf("%s: %d units for %d of %d points", side, n, spent, sh.Budget)
	}
}
