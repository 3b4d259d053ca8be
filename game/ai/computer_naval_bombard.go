package ai

import (
	"fmt"
	"sort"

	"frontline/game"
	"frontline/game/combat"
	"frontline/game/hex"
	"frontline/game/units"
)

// Bombarding map features (CmdBombard, game/bombard.go): only the
// heaviest shells and bombs harm a port, an airfield or a standing
// bridge, so the orders come from the few units that carry them (the
// 8-inch howitzer, a fighter-bomber over its mission hex). The computer
// weighs each feature its units can reach by what the damage costs the
// enemy and by the chance of doing it, and bombards after its attacks,
// with units that found nothing better to fire at:
//   - a bridge whose far end the enemy's ground stacks stand near, while
//     its own objectives and stacks are on the near side and none of the
//     objectives it attacks lies beyond: down, it holds them back;
//   - an airfield where it sees enemy aircraft on the ground: damaged, it
//     lets them take off twice a turn; destroyed, it takes them along;
//   - an enemy port that is not one of its own objectives: damaged, it
//     gives the enemy 3 less supply relief for the turns left.
// It never bombards what it means to take.

// Features as targets: the value of the neutral cards of bombard.go. An
// existing bridge has no card; one hit that harms it brings it down.
var bridgeTarget = &units.Card{ID: "map.existing_bridge", Class: units.Structure, Full: units.Face{Endurance: 1},
	Special: units.Special{Structure: units.Bridge, MinShellMM: game.ExistingBridgeShellMM, MinBombLb: game.ExistingBridgeBombLb}}

// Weights of a feature's worth, in card cost.
const (
	bridgeNearReach   = 3   // enemy stacks this near a bridge's far end may cross it
	bridgeStackShare  = 0.5 // of their worth that a blown bridge holds back
	portReliefLost    = 3   // supply relief a damaged port loses a turn (5 to 2)
	fieldSortieWorth  = 2   // a turn, per enemy aircraft a damaged field slows
	minBombardChance  = 0.2 // least chance of any damage worth the fire
	minBombardWorth   = 2.0 // least expected worth of a bombardment
	bombardObservedTo = game.DestroyBonus
)

// featureWorth is what damaging and destroying the feature cmd names is
// worth to the side, with the reason in words; 0, 0 when it would rather
// keep the feature as it stands.
func (t *turn) featureWorth(cmd game.Command) (damage, destroy float64, why string) {
	g := t.b
	left := float64(max(g.Scenario().TurnLimit-g.Players[t.side].Turn, 1))
	goal := func(h hex.Hex) bool {
		for _, o := range goals(g, t.side) {
			if o == h {
				return true
			}
		}
		return false
	}
	switch cmd.Option {
	case game.FeaturePort:
		h := *cmd.Hex
		if hold, ok := g.Ports[h.String()]; !ok || hold.Side != game.Enemy(t.side) || goal(h) {
			return 0, 0, ""
		}
		w := portReliefLost * left
		return w, 5 * left, fmt.Sprintf("the enemy's port at %s lands his supplies", h)
	case game.FeatureAirfield:
		h := *cmd.Hex
		if goal(h) {
			return 0, 0, ""
		}
		planes, n := 0.0, 0
		for _, es := range t.v.Enemy {
			if es.Hex != h {
				continue
			}
			for _, su := range es.Units {
				if c, ok := g.Card(su.Card); ok && c.Class == units.Aircraft && !su.InFlight {
					planes += float64(c.Cost)
					n++
				}
			}
		}
		if n == 0 {
			return 0, 0, ""
		}
		return fieldSortieWorth * float64(n) * left, planes + fieldSortieWorth*float64(n)*left,
			fmt.Sprintf("%d enemy aircraft stand on the airfield at %s", n, h)
	}
	return t.bridgeWorth(cmd.Path[0], cmd.Path[1])
}

// bridgeWorth: a bridge between a and b is worth bringing down when the
// enemy's stacks stand near one end and the side's objectives and stacks
// are nearer the other, with nothing it attacks beyond it.
func (t *turn) bridgeWorth(a, b hex.Hex) (float64, float64, string) {
	g := t.b
	var defend, own []hex.Hex
	for _, o := range g.Scenario().ObjectivesOf(game.Enemy(t.side)) {
		defend = append(defend, o.Hex)
	}
	for _, s := range t.v.OwnStacks {
		own = append(own, s.Hex)
	}
	near, far := a, b
	if distance(b, defend) >= 0 && (distance(a, defend) < 0 || distance(b, defend) < distance(a, defend)) {
		near, far = b, a
	}
	for _, o := range goals(g, t.side) {
		if hex.Distance(far, o) < hex.Distance(near, o) {
			return 0, 0, "" // it has to cross there itself
		}
	}
	for _, h := range own {
		if hex.Distance(far, h) < hex.Distance(near, h) && hex.Distance(far, h) <= bridgeNearReach {
			return 0, 0, "" // its own stacks beyond would be cut off
		}
	}
	worth := 0.0
	for _, es := range t.v.Enemy {
		if t.enemyGround(es) && hex.Distance(far, es.Hex) <= bridgeNearReach && hex.Distance(far, es.Hex) < hex.Distance(near, es.Hex) {
			worth += t.stackValue(es)
		}
	}
	if worth == 0 {
		return 0, 0, ""
	}
	w := bridgeStackShare * worth
	e, _ := hex.EdgeBetween(a, b)
	return w, w, fmt.Sprintf("the bridge at %s carries the enemy (worth some %.0f) across toward %s", e, worth, near)
}

// bombardChance is the chance that units firing at the feature of cmd
// damage it (destroy: bring it down), each shot weighed alone by the
// exact odds of one shot (combat.Predict), observed guns at +3.
func (t *turn) bombardChance(cmd game.Command, fire []game.UnitID, observed bool) (damage, destroy float64) {
	target, damaged, at := t.featureTarget(cmd)
	missDamage, missDestroy := 1.0, 1.0
	for _, id := range fire {
		u := t.b.Unit(id)
		d := 0
		if cmd.Option == game.FeatureBridge {
			d = min(hex.Distance(u.Hex, cmd.Path[0]), hex.Distance(u.Hex, cmd.Path[1]))
		} else {
			d = hex.Distance(u.Hex, at)
		}
		for _, w := range u.Face().Weapons {
			md, mx := featureMiss(w, d, target, damaged, observed)
			missDamage *= md
			missDestroy *= mx
		}
	}
	return 1 - missDamage, 1 - missDestroy
}

// featureTarget is the card the feature of cmd fights with, whether it is
// damaged, and its hex (ports and airfields).
func (t *turn) featureTarget(cmd game.Command) (*units.Card, bool, hex.Hex) {
	g := t.b
	switch cmd.Option {
	case game.FeaturePort:
		c, _ := g.Card(game.PortCard)
		return c, g.PortsDamaged[cmd.Hex.String()], *cmd.Hex
	case game.FeatureAirfield:
		c, _ := g.Card(game.AirfieldCard)
		return c, g.AirfieldsDamaged[cmd.Hex.String()], *cmd.Hex
	}
	return bridgeTarget, false, hex.Hex{}
}

// featureMiss is the chance that weapon w, d hexes from the feature,
// fails to damage it and to destroy it with all its shots.
func featureMiss(w units.Weapon, d int, target *units.Card, damaged, observed bool) (missDamage, missDestroy float64) {
	missDamage, missDestroy = 1, 1
	if !w.Hits(units.TargetVehicles) || d > w.RangeOp || combat.TooSmall(w, target) {
		return
	}
	s := combat.Shot{Weapon: w, Target: target, TargetDamaged: damaged}
	if observed && w.Indirect {
		s.AttackBonus = bombardObservedTo
	}
	o, err := combat.Predict(s)
	if err != nil {
		return
	}
	for range max(w.Rate, 1) {
		missDamage *= 1 - o.Damage
		missDestroy *= 1 - o.Destroy
	}
	return
}

// bombardment is one feature the side may fire at, with the units that
// may fire at it.
type bombardment struct {
	cmd  game.Command
	fire []game.UnitID
}

// bombards lists the bombardments worth firing now, best first: for
// each feature the side's units can harm, all of them fire, with an
// observer when one may direct the guns.
func (t *turn) bombards() []Order {
	g := t.b
	var list []bombardment
	at := map[string]int{} // orderKey of the feature order (no units) → index in list
	observers := t.observers()
	for _, u := range t.ownOnMap() {
		if !heavyMunitions(u.Card) {
			continue // BombardOrders reads every feature of the map: asked only of the few that may harm one
		}
		for _, cmd := range g.BombardOrders(u.ID) {
			cmd.Units = nil
			k := orderKey(cmd)
			if i, ok := at[k]; ok {
				list[i].fire = append(list[i].fire, u.ID)
				continue
			}
			at[k] = len(list)
			list = append(list, bombardment{cmd: cmd, fire: []game.UnitID{u.ID}})
		}
	}
	type scored struct {
		o     Order
		worth float64
	}
	var out []scored
	for _, bm := range list {
		damage, destroy, why := t.featureWorth(bm.cmd)
		if damage <= 0 && destroy <= 0 {
			continue
		}
		cmd := bm.cmd
		cmd.Units = bm.fire
		observed := false
		for _, o := range observers {
			c := cmd
			c.Unit = o
			if t.tries(c) {
				cmd, observed = c, true
				break
			}
		}
		pDamage, pDestroy := t.bombardChance(cmd, bm.fire, observed)
		worth := pDestroy*destroy + (pDamage-pDestroy)*damage
		if pDamage < minBombardChance || worth < minBombardWorth || !t.tries(cmd) {
			continue
		}
		how := "fire(s)"
		if observed {
			how = "fire(s), observed by " + g.Unit(cmd.Unit).Card.Marker + ","
		}
		odds := fmt.Sprintf("%.0f %% to damage it, %.0f %% to destroy it", 100*pDamage, 100*pDestroy)
		if pDamage == pDestroy {
			odds = fmt.Sprintf("%.0f %% to bring it down", 100*pDestroy)
		}
		out = append(out, scored{Order{Command: cmd, Reason: fmt.Sprintf("%s %s on it: %s; %s", t.namesOf(bm.fire), how, why, odds)}, worth})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].worth > out[j].worth })
	orders := make([]Order, len(out))
	for i, s := range out {
		orders[i] = s.o
	}
	return orders
}

// heavyMunitions: the card carries shells or bombs that harm some map
// feature (the lightest thresholds of bombard.go).
func heavyMunitions(c *units.Card) bool {
	for _, w := range c.Face(false).Weapons {
		if w.ShellMM >= game.ExistingBridgeShellMM || w.BombLb >= minFeatureBombLb {
			return true
		}
	}
	return false
}

// minFeatureBombLb: ports and airfields take bombs from 500 lb.
const minFeatureBombLb = 500

// namesOf is the markers of units, joined.
func (t *turn) namesOf(ids []game.UnitID) string {
	s := ""
	for i, id := range ids {
		if i > 0 {
			s += ", "
		}
		s += t.b.Unit(id).Card.Marker
	}
	return s
}
