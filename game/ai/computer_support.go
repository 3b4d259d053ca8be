package ai

import (
	"fmt"
	"sort"

	"frontline/game"
	"frontline/game/cards"
	"frontline/game/hex"
	"frontline/game/units"
)

// The orders that support the fighting: reconnaissance before assaults,
// artillery fire missions and air sorties on the most valuable enemy
// stacks in reach, and Rush Deployment of staged units when an objective
// is under threat. Each is checked on a copy of the Belief before it is
// given (tries), so the computer never offers an order the engine would
// refuse for a reason it could know.

// tries reports whether cmd would be accepted now.
func (t *turn) tries(cmd game.Command) bool {
	_, err := t.b.Clone().Apply(cmd)
	return err == nil
}

// stackValue is what the computer believes an enemy stack costs.
func (t *turn) stackValue(es game.EnemyStack) float64 {
	sum := 0.0
	for _, su := range es.Units {
		if c, ok := t.b.Card(su.Card); ok {
			sum += float64(c.Cost)
		}
	}
	return sum + float64(es.Count-len(es.Units))*5
}

// recon scouts, with each unit that may, the fogged enemy stack within
// reach that stands nearest its own units (the one it may assault): the
// stack revealed, the assault is weighed on what is really there, with
// +1 initiative (VI.6.1).
func (t *turn) recon() []Order {
	g := t.b
	var out []Order
	scouted := map[hex.Hex]bool{}
	for _, ou := range t.v.Own {
		u := g.Unit(ou.ID)
		if u == nil || !u.Card.Special.Recon || !u.Deployed() || g.ReconnedThisTurn(u) {
			continue
		}
		for _, es := range t.v.Enemy {
			if es.Revealed || scouted[es.Hex] || es.Count <= len(es.Units) || hex.Distance(u.Hex, es.Hex) > game.ReconRange {
				continue
			}
			h := es.Hex
			cmd := game.Command{Kind: game.CmdRecon, Side: t.side, Unit: u.ID, Hex: &h}
			if !t.tries(cmd) {
				continue
			}
			scouted[h] = true
			out = append(out, Order{Command: cmd, Reason: fmt.Sprintf("%s scouts the stack of %d markers at %s before any assault", u.Card.Marker, es.Count, h)})
			break
		}
	}
	return out
}

// fireMissions: each forward observer calls the guns onto the most
// valuable enemy stack it may direct them at (a Destroy mission).
func (t *turn) fireMissions() (out []Order) {
	g := t.b
	var guns []game.UnitID
	observers := t.observers()
	for _, u := range t.ownOnMap() {
		for _, w := range u.Face().Weapons {
			if w.Indirect {
				guns = append(guns, u.ID)
				break
			}
		}
	}
	if len(guns) == 0 || len(observers) == 0 || t.c.noFireAt == g.Step {
		return nil
	}
	defer func() {
		if len(out) == 0 {
			t.c.noFireAt = g.Step // the guns have fired, or can reach nothing this phase
		}
	}()
	stacks := append([]game.EnemyStack(nil), t.v.Enemy...)
	sort.SliceStable(stacks, func(i, j int) bool { return t.stackValue(stacks[i]) > t.stackValue(stacks[j]) })
	for _, es := range stacks {
		if !t.enemyGround(es) || len(es.Units) == 0 {
			continue
		}
		for _, o := range observers {
			fire := t.missionGuns(o, es.Hex, guns) // computer_naval.go: only the guns that can fire, ships included
			if len(fire) == 0 {
				continue
			}
			if cmd := t.missionAt(o, es.Hex, fire); t.tries(cmd) {
				return []Order{{Command: cmd, Reason: fmt.Sprintf("%s calls %s onto the stack at %s (worth some %.0f)",
					g.Unit(o).Card.Marker, t.gunsNamed(fire), es.Hex, t.stackValue(es))}}
			}
		}
	}
	return nil
}

// sorties send each aircraft on the ground against the most valuable
// enemy ground stack within half its flight, bombing when it carries
// bombs, else strafing, and home to the field it left — or, when its
// bombs are worth more there, against a map feature in reach
// (computer_sortie_feature.go).
func (t *turn) sorties() []Order {
	g := t.b
	var out []Order
	stacks := append([]game.EnemyStack(nil), t.v.Enemy...)
	sort.SliceStable(stacks, func(i, j int) bool { return t.stackValue(stacks[i]) > t.stackValue(stacks[j]) })
	for _, ou := range t.v.Own {
		u := g.Unit(ou.ID)
		if u == nil || !u.Deployed() || u.InFlight || u.Card.Class != units.Aircraft {
			continue
		}
		reach := max(u.Face().Movement/2, 1)
		strike, worth, found := Order{}, 0.0, false
		for _, es := range stacks {
			if !t.enemyGround(es) || hex.Distance(u.Hex, es.Hex) > reach {
				continue
			}
			if o, ok := t.sortieAt(u, es.Hex, []string{game.MissionDiveBomb, game.MissionBomb, game.MissionStrafe}); ok {
				o.Reason = fmt.Sprintf("%s flies to %s the stack at %s (worth some %.0f) and back to %s",
					u.Card.Marker, o.Option, es.Hex, t.stackValue(es), u.Hex)
				strike, worth, found = o, t.unitSortieWorth(u, es), true
				break
			}
		}
		if f, ok := t.featureSortie(u, reach, worth); ok {
			if found {
				f.o.Reason += fmt.Sprintf(" (worth some %.0f against %.0f for the stack at %s)", f.worth, worth, *strike.Hex)
			}
			strike, found = f.o, true
		}
		if found {
			out = append(out, strike)
		}
	}
	return out
}

// sortieAt is the first of the missions that u may fly at strike and
// back home.
func (t *turn) sortieAt(u *game.Unit, strike hex.Hex, missions []string) (Order, bool) {
	for _, m := range missions {
		at, home := strike, u.Hex
		cmd := game.Command{Kind: game.CmdSortie, Side: t.side, Unit: u.ID, Option: m, Path: []hex.Hex{at, home}, Hex: &at}
		if t.tries(cmd) {
			return Order{Command: cmd}, true
		}
	}
	return Order{}, false
}

// rush brings the staged units forward with Rush Deployment when an
// objective of its own is threatened beyond its garrison.
func (t *turn) rush(deficit map[hex.Hex]float64) []Order {
	if len(deficit) == 0 || !t.holds(cards.RushDeployment) {
		return nil
	}
	var ids []game.UnitID
	for _, u := range t.b.Staged(t.side) {
		if t.b.RushBar(u.ID) == "" {
			ids = append(ids, u.ID)
		}
	}
	if len(ids) == 0 {
		return nil
	}
	cmd := game.Command{Kind: game.CmdRushDeployment, Side: t.side, Units: ids}
	if !t.tries(cmd) {
		return nil
	}
	return []Order{{Command: cmd, Reason: fmt.Sprintf("rushes %d staged units forward: an objective is threatened beyond its garrison", len(ids))}}
}

// flying: the aircraft id is in flight or has a sortie planned.
func (t *turn) flying(id game.UnitID) bool {
	if u := t.b.Unit(id); u == nil || u.InFlight {
		return true
	}
	for _, s := range t.b.Sorties {
		if contains(s.Units, id) {
			return true
		}
	}
	return false
}
