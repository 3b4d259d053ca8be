package ai

import (
	"fmt"
	"slices"
	"strings"

	"frontline/game"
	"frontline/game/hex"
	"frontline/game/units"
)

// Naval gunfire support. A warship (a ship whose guns fire indirect, the
// destroyers off Salerno) reaches only one hex inland, so where it lies
// decides whether it fights: in the Movement Phase each one sails to the
// sea hex from which its guns reach the most valuable enemy stack and the
// objectives round it, and in the Combat Phase the fire missions name
// only the guns that can fire at the target (a fire mission is refused
// whole when one gun named cannot), so the ships join the field guns
// wherever an observer sees the target.

// navalReach is the longest operational range of a ship's indirect
// guns that hit troops or vehicles, or -1 when it has none (landing
// craft, transports).
func navalReach(c *units.Card) int {
	if c.Class != units.Ship {
		return -1
	}
	reach := -1
	for _, w := range c.Face(false).Weapons {
		if w.Indirect && (w.Hits(units.TargetInfantry) || w.Hits(units.TargetVehicles)) {
			reach = max(reach, w.RangeOp)
		}
	}
	return reach
}

// objectiveGunValue is what one objective within a warship's reach adds
// to a station: it supports the fight for it even where no enemy stack is
// seen yet.
const objectiveGunValue = 10

// stationValue is what a warship's guns reaching reach hexes from h can
// fire at: the most valuable enemy ground stack it knows of in reach
// (seen now, or markers remembered), and the objectives in reach. It
// names the stack for the order's reason.
func (t *turn) stationValue(p plan, h hex.Hex, reach int) (float64, string) {
	best, what := 0.0, ""
	for _, es := range t.v.Enemy {
		if hex.Distance(h, es.Hex) <= reach && t.enemyGround(es) {
			if v := t.stackValue(es); v > best {
				best, what = v, fmt.Sprintf("the enemy stack at %s (worth some %.0f)", es.Hex, v)
			}
		}
	}
	for _, eh := range sortedHexes(t.c.mem.lastSeen) {
		if s := t.c.mem.lastSeen[eh]; hex.Distance(h, eh) <= reach && float64(5*s.Count) > best {
			best, what = float64(5*s.Count), fmt.Sprintf("the %d enemy marker(s) last seen at %s", s.Count, eh)
		}
	}
	n := 0
	for _, o := range slices.Concat(p.goals, p.defend) {
		if hex.Distance(h, o) <= reach {
			n++
		}
	}
	if what == "" && n > 0 {
		what = fmt.Sprintf("%d objective(s)", n)
	}
	return best + float64(n*objectiveGunValue), what
}

// sortedHexes is the keys of m in CCRR order, so that plans do not depend
// on map order (replays must decide alike).
func sortedHexes[V any](m map[hex.Hex]V) []hex.Hex {
	out := make([]hex.Hex, 0, len(m))
	for h := range m {
		out = append(out, h)
	}
	slices.SortFunc(out, func(a, b hex.Hex) int { return strings.Compare(a.String(), b.String()) })
	return out
}

// stationShips sails each warship that may move to the station where its
// guns are worth most, staying where it is unless another is better.
func (t *turn) stationShips(p plan, go1 func(game.UnitID, []hex.Hex, string)) {
	g := t.b
	for _, ou := range t.v.Own {
		u := g.Unit(ou.ID)
		if u == nil || !u.Deployed() || g.CanMove(u.ID) != nil {
			continue
		}
		reach := navalReach(u.Card)
		if reach < 0 {
			continue
		}
		here, _ := t.stationValue(p, u.Hex, reach)
		opts := g.MoveOptions(u.ID)
		best, bestValue, bestWhat := "", here, ""
		for _, k := range sortedKeys(opts) {
			o := opts[k]
			to := o.Path[len(o.Path)-1]
			if o.Chance < minMoveChance || p.enemies[to] > 0 {
				continue
			}
			if v, what := t.stationValue(p, to, reach); v > bestValue {
				best, bestValue, bestWhat = k, v, what
			}
		}
		if best == "" {
			continue
		}
		path := opts[best].Path
		go1(u.ID, path, fmt.Sprintf("sails %s to %s: its guns reach %s from there", u.Card.Marker, path[len(path)-1], bestWhat))
	}
}

// ownOnMap is the side's units on the map, in the View's order.
func (t *turn) ownOnMap() []*game.Unit {
	var out []*game.Unit
	for _, ou := range t.v.Own {
		if u := t.b.Unit(ou.ID); u != nil && u.Deployed() {
			out = append(out, u)
		}
	}
	return out
}

// observers are the side's units on the map that may call fire missions.
func (t *turn) observers() []game.UnitID {
	var out []game.UnitID
	for _, u := range t.ownOnMap() {
		if u.Card.Special.FireMissions {
			out = append(out, u.ID)
		}
	}
	return out
}

// missionGuns are the guns of guns that may fire a mission observer o
// calls on h: those whose indirect weapons reach h, and of those, if the
// engine refuses them together, each it accepts alone.
func (t *turn) missionGuns(o game.UnitID, h hex.Hex, guns []game.UnitID) []game.UnitID {
	g := t.b
	var near []game.UnitID
	for _, id := range guns {
		u := g.Unit(id)
		for _, w := range u.Face().Weapons {
			if w.Indirect && hex.Distance(u.Hex, h) <= w.RangeOp {
				near = append(near, id)
				break
			}
		}
	}
	if len(near) < 2 || t.tries(t.missionAt(o, h, near)) {
		return near
	}
	var ok []game.UnitID
	for _, id := range near {
		if t.tries(t.missionAt(o, h, []game.UnitID{id})) {
			ok = append(ok, id)
		}
	}
	return ok
}

// missionAt is the Destroy mission observer o calls on h with guns.
func (t *turn) missionAt(o game.UnitID, h hex.Hex, guns []game.UnitID) game.Command {
	return game.Command{Kind: game.CmdFireMission, Side: t.side, Units: guns, Unit: o, Hex: &h, Option: string(game.MissionDestroy)}
}

// gunsNamed says which guns a fire mission brings, naval gunfire apart.
func (t *turn) gunsNamed(guns []game.UnitID) string {
	ships := 0
	for _, id := range guns {
		if t.b.Unit(id).Card.Class == units.Ship {
			ships++
		}
	}
	switch {
	case ships == 0:
		return fmt.Sprintf("%d gun(s)", len(guns))
	case ships == len(guns):
		return fmt.Sprintf("the naval gunfire of %d ship(s)", ships)
	}
	return fmt.Sprintf("%d gun(s) and the naval gunfire of %d ship(s)", len(guns)-ships, ships)
}
