package ai

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"frontline/game/combat"
	"frontline/game/tactical"
	"frontline/game/tactical/standalone"
	"frontline/game/units"
)

// The computer's purchase (Inset II.3) is a plan, not a list of
// favourites. Each card is judged against every card the enemy may buy,
// with the engine's exact odds: what its round's volley takes from that
// enemy in the open (harm), and how many rounds it lasts against the
// enemy's average volley (its life, at most the turn limit). Its kills of
// an enemy card are harm × life over that card's cost. The force is
// worth, summed over the enemy's cards, the share of the enemy's
// expected number of that card it can destroy, with diminishing returns
// (1 − e^−x): a second anti-tank gun is worth less than the first, so the
// force comes out combined arms. Units that can hold the objective
// (ground units that move) add worth of their own, with diminishing
// returns too. Cards are added one at a time, the best gain per point,
// while any fits.

// Weights of the plan.
const (
	holdWorth = 0.35 // share of the budget the holding units are worth in full
	holdUnits = 5.0  // holding units that make up most of that (1 − e^−n/holdUnits)
	// airShare: kills by an aircraft, and of one. Its life in the open
	// overrates it, and an enemy aircraft holds nothing: measured in
	// greedy battles, a plan buying bombers at full weight won 33 of 60
	// against random purchases, 40 of 60 without aircraft, 34 of 60
	// with this share (which buys none).
	airShare = 0.1
	// moraleLoss: share of the budget a unit lost is worth beyond its
	// cost. Each turn a side loses more units than it kills costs it a
	// point of morale (Inset IX.3), and at 0 the whole force leaves: a
	// plan of eight motorcycles at 3 points was routed by howitzers in
	// six turns. A unit counts its chance of being lost in the battle
	// (its fragility: the enemy's average volley on it over the turn
	// limit, against its cost, at most 1). Measured on points battles,
	// 40 seeds: ahead of random 64 → 74 of 80 at 0.02, 66 at 0.04.
	moraleLoss = 0.02
)

// purchase is the evaluation of one shop.
type purchase struct {
	own, foe []TableOffer
	harm     [][]float64 // harm[i][j]: own card i's volley on enemy card j, worth per round
	kills    [][]float64 // kills[i][j]: enemy cards j own card i destroys over its life
	fragile  []float64   // fragile[i]: the chance own card i is lost in the battle
	expect   float64     // how many of each enemy card the enemy is expected to field
	budget   int
}

func newPurchase(sh *TableShop) *purchase {
	p := &purchase{own: sh.Offer, foe: sh.EnemyOffer, budget: sh.Budget}
	if len(p.foe) == 0 {
		return p
	}
	mean := 0.0
	for _, e := range p.foe {
		mean += float64(e.Cost)
	}
	mean /= float64(len(p.foe))
	p.expect = float64(sh.Budget) / mean / float64(len(p.foe))
	limit := float64(max(sh.TurnLimit, 1))
	p.harm = make([][]float64, len(p.own))
	p.kills = make([][]float64, len(p.own))
	p.fragile = make([]float64, len(p.own))
	for i, c := range p.own {
		p.harm[i] = make([]float64, len(p.foe))
		threat := 0.0
		for j, e := range p.foe {
			p.harm[i][j] = harm(c.Card, e.Card, float64(e.Cost))
			threat += harm(e.Card, c.Card, float64(c.Cost))
		}
		threat /= float64(len(p.foe))
		p.fragile[i] = min(1, threat*limit/float64(max(c.Cost, 1)))
		life := limit
		if threat > 0 {
			life = min(limit, float64(c.Cost)/threat)
		}
		if n := c.Card.Special.TurnsOfFlight; n > 0 {
			life = min(life, float64(n))
		}
		life = max(life, 1)
		p.kills[i] = make([]float64, len(p.foe))
		for j, e := range p.foe {
			k := p.harm[i][j] * life / float64(e.Cost)
			if c.Card.Class == units.Aircraft {
				k *= airShare
			}
			p.kills[i][j] = k
		}
	}
	return p
}

// harm is the worth c's round volley takes from a full-strength e in the
// open: per weapon fired (the primary and the first secondary that may
// harm e), shot by shot, the chance of destroying e times its worth plus
// half its worth times the chance of damaging it, times the weapon's
// reach. A one-time munition counts once in a battle of twelve rounds.
func harm(c, e *units.Card, worthE float64) float64 { return harmBy(c, e, worthE, reach) }

// harmBy is harm with each weapon's shots weighted by reachOf instead of
// reach (computer_miniatures.go weighs the map's engagement, where every
// weapon in the hex is in range, with 1).
func harmBy(c, e *units.Card, worthE float64, reachOf func(*units.Card, units.Weapon) float64) float64 {
	ws := c.Face(false).Weapons
	usable := func(i int) bool {
		return ws[i].Hits(e.TargetKind()) && !combat.Harmless(ws[i], e, false)
	}
	v := 0.0
	for _, wi := range combat.Volley(ws, usable) {
		w := ws[wi]
		o, err := combat.Predict(combat.Shot{Weapon: w, Target: e, UseAP: w.AP > 0 && e.Full.Defense >= 2})
		if err != nil {
			continue
		}
		shot := (o.Destroy + (o.Damage-o.Destroy)/2) * worthE * float64(max(w.Rate, 1)) * reachOf(c, w)
		if w.Expended {
			shot /= 12
		}
		v += shot
	}
	return v
}

// approach is how far apart the forces of a points battle begin, in
// inches (the attackers' zone's edge to the objective).
const approach = 24

// reach is the share of a battle weapon w of c is expected to find a
// target in range: its tactical range plus the way the unit covers in
// half the battle's turns, over the approach. Ranges decide the table:
// a rifle reaches 2", a howitzer the whole table, and infantry walks an
// inch a turn. Aircraft fly to their targets.
func reach(c *units.Card, w units.Weapon) float64 {
	if c.Class == units.Aircraft {
		return 1
	}
	walk := 0.0
	if mobile(c) {
		walk = float64(c.Full.Movement) * standalone.PointsTurnLimit / 2
	}
	return min(1, (float64(w.RangeTac)+walk)/approach)
}

// mobile reports whether a unit of card c can move once placed.
func mobile(c *units.Card) bool { return c.Full.Movement > 0 && !c.Special.Immobile }

// holds reports whether a unit of card c can take and hold an objective.
func holds(c *units.Card) bool { return c.Ground() && mobile(c) }

// value is what the force of counts (by own card) is worth.
func (p *purchase) value(counts []int) float64 {
	v, holders := 0.0, 0
	for j, e := range p.foe {
		k := 0.0
		for i, n := range counts {
			k += float64(n) * p.kills[i][j]
		}
		w := float64(e.Cost)
		if e.Card.Class == units.Aircraft {
			w *= airShare // it holds nothing and leaves the table
		}
		v += w * p.expect * (1 - math.Exp(-k/float64(len(p.foe))/p.expect))
	}
	for i, n := range counts {
		if holds(p.own[i].Card) {
			holders += n
		}
		if p.fragile != nil {
			v -= float64(n) * p.fragile[i] * moraleLoss * float64(p.budget)
		}
	}
	return v + holdWorth*float64(p.budget)*(1-math.Exp(-float64(holders)/holdUnits))
}

// buy builds the force: one card at a time, the best gain in worth per
// point among those that still fit the budget and the card's printed
// limit, while one gains anything.
func (p *purchase) buy(maxUnits int) []int {
	counts := make([]int, len(p.own))
	left, n := p.budget, 0
	now := p.value(counts)
	for n < maxUnits {
		best, bg := -1, 0.0
		for i, o := range p.own {
			if o.Cost > left || o.Cost <= 0 || (o.Card.Limit > 0 && counts[i] >= o.Card.Limit) {
				continue
			}
			counts[i]++
			if g := (p.value(counts) - now) / float64(o.Cost); g > bg {
				best, bg = i, g
			}
			counts[i]--
		}
		if best < 0 {
			break
		}
		counts[best]++
		left -= p.own[best].Cost
		now = p.value(counts)
		n++
	}
	p.upgrade(counts, left)
	return counts
}

// upgrade spends what the unit count left over: while it adds worth, it
// trades one bought card for a dearer one the points left pay for (ten
// Shermans and six jeeps stopped at the 16 units with 38 of 200 points
// unspent).
func (p *purchase) upgrade(counts []int, left int) {
	now := p.value(counts)
	for {
		from, to, bv := -1, -1, now
		for i, a := range p.own {
			if counts[i] == 0 {
				continue
			}
			for j, o := range p.own {
				if d := o.Cost - a.Cost; d <= 0 || d > left || (o.Card.Limit > 0 && counts[j] >= o.Card.Limit) {
					continue
				}
				counts[i]--
				counts[j]++
				if v := p.value(counts); v > bv {
					from, to, bv = i, j, v
				}
				counts[j]--
				counts[i]++
			}
		}
		if from < 0 {
			return
		}
		counts[from]--
		counts[to]++
		left -= p.own[to].Cost - p.own[from].Cost
		now = bv
	}
}

// planForce is the computer's purchase for the shop.
func planForce(sh *TableShop) TableOrder {
	p := newPurchase(sh)
	counts := p.buy(sh.MaxUnits)
	var ids, names []string
	spent := 0
	for i, n := range counts {
		for range n {
			ids = append(ids, p.own[i].Card.ID)
			spent += p.own[i].Cost
		}
		if n > 0 {
			names = append(names, fmt.Sprintf("%d %s", n, p.own[i].Card.Name))
		}
	}
	if len(ids) == 0 && len(sh.Offer) > 0 {
		cheap := slices.MinFunc(sh.Offer, func(a, b TableOffer) int { return a.Cost - b.Cost })
		ids = []string{cheap.Card.ID}
	}
	return TableOrder{Buy: ids, Why: fmt.Sprintf("buys %s for %d of %d: the most of the enemy's possible units destroyed per point, arms combined, enough to hold the objective",
		strings.Join(names, ", "), spent, sh.Budget)}
}

// Role choice: the d20 winner compares the two revealed forces by their
// Lanchester strength — the worth each side's round volley takes from
// the other's mix, times the worth it fields — and attacks when it is
// the stronger by attackAbove, else defends the objective.
const attackAbove = 1.0

// chooseRole is the computer's role for the choice.
func chooseRole(ch *TableChoice) TableOrder {
	a, d := strength(ch.Own, ch.Enemy), strength(ch.Enemy, ch.Own)
	ratio := a / max(d, 1e-9)
	if ratio > attackAbove {
		return TableOrder{Role: tactical.Attacker, Why: fmt.Sprintf("attacks: its force is %.2f times the enemy's in strength", ratio)}
	}
	return TableOrder{Role: tactical.Defender, Why: fmt.Sprintf("defends: its force is %.2f times the enemy's in strength", ratio)}
}

// strength is the Lanchester strength of force a against force b: the
// mean worth a unit of a takes from b's mix per round, times a's count,
// times a's worth.
func strength(a, b []TableOffer) float64 { return strengthBy(a, b, reach) }

// strengthBy is strength with harmBy's reachOf.
func strengthBy(a, b []TableOffer, reachOf func(*units.Card, units.Weapon) float64) float64 {
	if len(a) == 0 || len(b) == 0 {
		return 0
	}
	fire, total := 0.0, 0.0
	for _, x := range a {
		for _, y := range b {
			fire += harmBy(x.Card, y.Card, float64(y.Cost), reachOf)
		}
		total += float64(x.Cost)
	}
	return fire / float64(len(b)) * total
}
