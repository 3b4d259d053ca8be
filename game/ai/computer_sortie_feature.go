package ai

import (
	"fmt"

	"frontline/game"
	"frontline/game/combat"
	"frontline/game/hex"
	"frontline/game/units"
)

// Sorties against map features (VI.2.3, VI.7.4, VII.3.4-VII.5.3). An
// aircraft bombards a port, an airfield or a bridge only over its mission
// hex, so the strike is planned in the Movement Phase: each aircraft with
// bombs heavy enough weighs the features within half its flight
// (computer_naval_bombard.go says what each is worth and how likely its
// bombs harm it) against the best enemy stack it could strike instead
// (the cost its weapons are expected to take from the stack's costliest
// marker it sees), and flies to the feature when that is worth more. The
// bombardment itself is given in the Combat Phase with the others.

// unitSortieWorth is the cost u's weapons are expected to take, one pass,
// from the costliest ground marker the side sees in es.
func (t *turn) unitSortieWorth(u *game.Unit, es game.EnemyStack) float64 {
	var target *units.Card
	for _, su := range es.Units {
		if c, ok := t.b.Card(su.Card); ok && c.Ground() && !su.InFlight && (target == nil || c.Cost > target.Cost) {
			target = c
		}
	}
	if target == nil {
		return 0
	}
	w := 0.0
	for _, x := range u.Face().Weapons {
		if !x.Hits(target.TargetKind()) || combat.TooSmall(x, target) {
			continue
		}
		o, err := combat.Predict(combat.Shot{Weapon: x, Target: target})
		if err != nil {
			continue
		}
		w += float64(max(x.Rate, 1)) * (o.Destroy + (o.Damage-o.Destroy)/2) * float64(target.Cost)
	}
	return w
}

// featureStrike is a sortie at a map feature with what it is worth.
type featureStrike struct {
	o     Order
	worth float64
}

// featureSortie is the most valuable strike of aircraft u at a map
// feature within reach, if any is worth minBombardWorth and more than
// floor (what its sortie at a stack is worth), and has minBombardChance
// to do damage.
func (t *turn) featureSortie(u *game.Unit, reach int, floor float64) (featureStrike, bool) {
	if !heavyMunitions(u.Card) {
		return featureStrike{}, false
	}
	var bombs []units.Weapon // only bombs fall on a bomb mission (VI.7.4)
	for _, w := range u.Face().Weapons {
		if w.BombLb > 0 {
			bombs = append(bombs, w)
		}
	}
	best, found := featureStrike{}, false
	for _, cmd := range t.features() {
		over := []hex.Hex{}
		if cmd.Option == game.FeatureBridge {
			over = cmd.Path
		} else {
			over = append(over, *cmd.Hex)
		}
		if hex.Distance(u.Hex, over[0]) > reach && hex.Distance(u.Hex, over[len(over)-1]) > reach {
			continue
		}
		damage, destroy, why := t.featureWorth(cmd)
		if damage <= 0 && destroy <= 0 {
			continue
		}
		target, damaged, _ := t.featureTarget(cmd)
		missDamage, missDestroy := 1.0, 1.0
		for _, w := range bombs {
			md, mx := featureMiss(w, 0, target, damaged, false)
			missDamage, missDestroy = missDamage*md, missDestroy*mx
		}
		pDamage, pDestroy := 1-missDamage, 1-missDestroy
		worth := pDestroy*destroy + (pDamage-pDestroy)*damage
		if pDamage < minBombardChance || worth < minBombardWorth || worth <= floor || found && worth <= best.worth {
			continue
		}
		for _, strike := range over {
			if hex.Distance(u.Hex, strike) > reach {
				continue
			}
			if o, ok := t.sortieAt(u, strike, []string{game.MissionDiveBomb, game.MissionBomb}); ok {
				o.Reason = fmt.Sprintf("%s flies to bomb the %s at %s and back to %s: %s; %.0f %% to damage it",
					u.Card.Marker, cmd.Option, strike, u.Hex, why, 100*pDamage)
				best, found = featureStrike{o: o, worth: worth}, true
				break
			}
		}
	}
	return best, found
}

// features lists a bombardment order (no firing units) at every port,
// airfield and bridge of the map.
func (t *turn) features() []game.Command {
	m := t.b.Scenario().Map
	var out []game.Command
	for _, c := range m.Cities {
		if !c.Port {
			continue
		}
		for _, h := range c.Hexes {
			at := h
			out = append(out, game.Command{Kind: game.CmdBombard, Side: t.side, Option: game.FeaturePort, Hex: &at})
		}
	}
	for _, a := range m.Airfields {
		at := a.Hex
		out = append(out, game.Command{Kind: game.CmdBombard, Side: t.side, Option: game.FeatureAirfield, Hex: &at})
	}
	for _, b := range m.Bridges {
		if !b.Collapsed && !t.b.BridgesDown[b.Edge.String()] {
			out = append(out, game.Command{Kind: game.CmdBombard, Side: t.side, Option: game.FeatureBridge, Path: []hex.Hex{b.Edge.A, b.Edge.B}})
		}
	}
	return out
}
