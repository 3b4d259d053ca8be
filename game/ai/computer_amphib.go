package ai

import (
	"fmt"
	"sort"

	"frontline/game"
	"frontline/game/board"
	"frontline/game/hex"
	"frontline/game/units"
)

// Amphibious moves (glossary Landing Ship, V.4, VI.3.3). Landing craft
// and landing ships carry land units along the coast faster than they
// walk over the mountains, but a landing costs turns: the craft comes to
// the units' coastal hex, they board (the next phase), it sails, and the
// load comes ashore only in the Movement Phase after it reached the beach,
// moving no further. So a unit goes by sea only when the landing brings
// it to an objective at least a turn sooner than its own feet would, and
// only onto a beach (or a port its side holds) where the enemy it knows of
// stands neither in the hex nor, beside it, stronger than the load.
// Everything is worked out again each phase from the Belief and the
// memory, so the computer carries no plan from one phase to the next.

// landMargin is the turns a landing must save over the walk to be made.
const landMargin = 1

// beachGuard is how far round a beach the known enemy must not outweigh
// the load.
const beachGuard = 1

// landingCraft: a ship that may put its load ashore on a beach.
func landingCraft(u *game.Unit) bool {
	return u.Card.Class == units.Ship && u.Card.Special.LandingShip
}

// turnsFor is the turns a mover of movement mv takes over d hexes.
func turnsFor(d, mv int) int {
	if d <= 0 {
		return 0
	}
	return (d + max(mv, 1) - 1) / max(mv, 1)
}

// walkTurns is the turns u takes on foot (or tracks) from h to the
// nearest objective of p; -1 without one.
func walkTurns(p plan, u *game.Unit, h hex.Hex) int {
	if len(p.goals) == 0 {
		return -1
	}
	return turnsFor(distance(h, p.goals), u.Face().Movement)
}

// landable: ship c may put its load ashore in h (glossary, Landing Ship):
// a coastal hex not closed to landings, or a port the side holds.
func (t *turn) landable(h hex.Hex) bool {
	m := t.b.Scenario().Map
	if hold, ok := t.b.Ports[h.String()]; ok && hold.Side == t.side {
		return true
	}
	return m.Terrain(h) == board.Coastal && !m.NoLandingAt(h)
}

// enemyAround is the fighting worth of the enemy the side sees or
// remembers within r hexes of h, and whether any of it stands in h.
func (t *turn) enemyAround(p plan, h hex.Hex, r int) (float64, bool) {
	sum, in := 0.0, p.enemies[h] > 0
	seen := map[hex.Hex]bool{}
	for _, es := range t.v.Enemy {
		seen[es.Hex] = true
		if hex.Distance(es.Hex, h) <= r && t.enemyGround(es) {
			sum += t.enemyPower(es)
			in = in || es.Hex == h
		}
	}
	markers := 0 // counted whole, so the map's order cannot change the sum
	for at, s := range t.c.mem.lastSeen {
		if !seen[at] && hex.Distance(at, h) <= r {
			markers += s.Count
		}
	}
	if markers > 0 {
		sum += float64(markers) * t.meanEnemyWorth()
	}
	return sum, in
}

// landing is a beach to put a load ashore on, with the turns it takes
// from where the ship is to the objective.
type landing struct {
	beach hex.Hex
	turns int
}

// beaches lists the hexes of the map where the side may land, in CCRR
// order (worked out once per turn).
func (t *turn) beaches() []hex.Hex {
	if t.beachList == nil {
		t.beachList = []hex.Hex{}
		for _, h := range t.b.Scenario().Map.Hexes() {
			if t.landable(h) {
				t.beachList = append(t.beachList, h)
			}
		}
		sort.Slice(t.beachList, func(i, j int) bool { return t.beachList[i].String() < t.beachList[j].String() })
	}
	return t.beachList
}

// bestLanding is the beach where ship c, starting from `from`, lands the
// load soonest at an objective: sailing, one phase to unload, then the
// slowest unit's walk. ok is false when no beach is safe for the load.
func (t *turn) bestLanding(p plan, c *game.Unit, from hex.Hex, load []*game.Unit) (landing, bool) {
	worth := 0.0
	for _, u := range load {
		worth += t.worth(u.Card)
	}
	best, found := landing{}, false
	for _, b := range t.beaches() {
		enemy, in := t.enemyAround(p, b, beachGuard)
		if in || enemy > worth {
			continue
		}
		walk := 0
		for _, u := range load {
			walk = max(walk, walkTurns(p, u, b))
		}
		turns := turnsFor(hex.Distance(from, b), c.Face().Movement) + 1 + walk
		if !found || turns < best.turns || turns == best.turns && distance(b, p.goals) < distance(best.beach, p.goals) {
			best, found = landing{beach: b, turns: turns}, true
		}
	}
	return best, found
}

// goesBySea: free unit u in h saves landMargin turns or more by landing
// from c; it returns the landing.
func (t *turn) goesBySea(p plan, c, u *game.Unit, h hex.Hex, sail int) (landing, bool) {
	if p.held[u.ID] || !u.Card.Ground() || u.Face().Movement == 0 || t.nearestEnemy(h) <= contact {
		return landing{}, false
	}
	walk := walkTurns(p, u, h)
	l, ok := t.bestLanding(p, c, h, []*game.Unit{u})
	if !ok || walk < 0 || sail+l.turns > walk-landMargin {
		return landing{}, false
	}
	l.turns += sail
	return l, true
}

// landings are the boarding and landing orders of the phase (preMoves):
// a loaded craft on a beach it may unload on puts its load ashore, and an
// empty one takes aboard the units of its hex that the sea brings sooner
// to the objective.
func (t *turn) landings(p plan) []Order {
	g := t.b
	var out []Order
	for _, c := range t.ownOnMap() {
		if !landingCraft(c) {
			continue
		}
		load := t.cargo(c)
		if len(load) > 0 {
			if !t.landsHere(p, c, load) {
				continue
			}
			for _, u := range load {
				cmd := game.Command{Kind: game.CmdDisembark, Side: t.side, Unit: u.ID}
				if t.tries(cmd) {
					out = append(out, Order{Command: cmd, Reason: fmt.Sprintf("%s comes ashore from %s at %s, %d hexes from the objective",
						u.Card.Marker, c.Card.Marker, c.Hex, distance(c.Hex, p.goals))})
				}
			}
			continue
		}
		for _, u := range g.Stack(c.Hex) {
			if u.Side != t.side || u.Aboard != 0 || g.CanEmbark(u.ID, c.ID) != nil {
				continue
			}
			l, ok := t.goesBySea(p, c, u, c.Hex, 0)
			if !ok {
				continue
			}
			out = append(out, Order{Command: game.Command{Kind: game.CmdEmbark, Side: t.side, Unit: u.ID, Target: c.ID},
				Reason: fmt.Sprintf("%s boards %s at %s to land at %s: at the objective in %d turns by sea against %d on foot",
					u.Card.Marker, c.Card.Marker, c.Hex, l.beach, l.turns, walkTurns(p, u, c.Hex))})
		}
	}
	return out
}

// landsHere: the load of c comes ashore where c is, the best beach for
// it (or, with no safe beach left, any beach the ship lies on). Once the
// first unit is ashore the rest follow: the load weighed the beach
// together.
func (t *turn) landsHere(p plan, c *game.Unit, load []*game.Unit) bool {
	if !t.landable(c.Hex) {
		return false
	}
	if c.UnloadStep == t.b.Step {
		return true
	}
	l, ok := t.bestLanding(p, c, c.Hex, load)
	return !ok || l.beach == c.Hex
}

// cargo is the units aboard c.
func (t *turn) cargo(c *game.Unit) []*game.Unit {
	var out []*game.Unit
	for _, u := range t.b.Stack(c.Hex) {
		if u.Aboard == c.ID {
			out = append(out, u)
		}
	}
	return out
}

// sailLandings moves the landing craft (planMoves): a loaded one toward
// the beach where its load lands soonest, an empty one to the coastal hex
// of free units the sea would bring sooner to the objective, which then
// wait for it. Passengers stay aboard.
func (t *turn) sailLandings(p plan, busy map[game.UnitID]bool, go1 func(game.UnitID, []hex.Hex, string)) {
	g := t.b
	for _, c := range t.ownOnMap() {
		if !landingCraft(c) {
			continue
		}
		load := t.cargo(c)
		for _, u := range load {
			busy[u.ID] = true
		}
		if g.CanMove(c.ID) != nil || c.UnloadStep == g.Step {
			continue
		}
		if len(load) > 0 {
			l, ok := t.bestLanding(p, c, c.Hex, load)
			if !ok || l.beach == c.Hex {
				continue // it unloads here (landings); the phase it sailed in, next phase
			}
			if path := t.sailToward(p, c, l.beach); path != nil {
				go1(c.ID, path, fmt.Sprintf("sails %s with %d unit(s) aboard toward %s: ashore %d hexes from the objective, no enemy known there stronger than the load",
					c.Card.Marker, len(load), l.beach, distance(l.beach, p.goals)))
			}
			continue
		}
		t.pickUp(p, c, busy, go1)
	}
}

// pickUp sends empty craft c to the coastal hex whose free units gain
// most turns by landing, counting its sail there; the units wait.
func (t *turn) pickUp(p plan, c *game.Unit, busy map[game.UnitID]bool, go1 func(game.UnitID, []hex.Hex, string)) {
	g := t.b
	best, bestGain, bestUnits := hex.Hex{}, 0, []game.UnitID(nil)
	for _, s := range t.v.OwnStacks {
		h := s.Hex
		if g.Scenario().Map.Terrain(h) != board.Coastal {
			continue
		}
		sail := turnsFor(hex.Distance(c.Hex, h), c.Face().Movement)
		gain, ids, room := 0, []game.UnitID(nil), 0
		for _, u := range g.Stack(h) {
			if u.Side != t.side || busy[u.ID] || u.Aboard != 0 || !fits(c, u, &room) {
				continue
			}
			if l, ok := t.goesBySea(p, c, u, h, sail); ok {
				gain += walkTurns(p, u, h) - l.turns
				ids = append(ids, u.ID)
			}
		}
		if gain > bestGain || gain == bestGain && gain > 0 && hex.Distance(c.Hex, h) < hex.Distance(c.Hex, best) {
			best, bestGain, bestUnits = h, gain, ids
		}
	}
	if bestGain == 0 {
		return
	}
	for _, id := range bestUnits {
		busy[id] = true
	}
	if best == c.Hex {
		return // they board at the next phase's start (landings)
	}
	if path := t.sailToward(p, c, best); path != nil {
		go1(c.ID, path, fmt.Sprintf("sails %s to %s to take %d unit(s) aboard: by sea they reach the objective %d turn(s) sooner",
			c.Card.Marker, best, len(bestUnits), bestGain))
	}
}

// fits: u takes room c still has in this count (room: soldiers taken so
// far); vehicles and guns need a ship that carries vehicles.
func fits(c, u *game.Unit, room *int) bool {
	s := c.Card.Special
	switch u.Card.Class {
	case units.Vehicle, units.Tank, units.Gun:
		return s.TransportVehicles > 0
	case units.Infantry, units.Crew:
		need := game.SquadRoom
		if u.Card.Special.Bearer == units.Team {
			need = game.TeamRoom
		}
		if *room+need > game.SquadRoom*s.TransportSquads+s.TransportSoldiers {
			return false
		}
		*room += need
		return true
	}
	return false
}

// sailToward is the path of ship c's move options that ends at to, or
// nearest it, never in a hex with enemy units; nil if none comes nearer.
func (t *turn) sailToward(p plan, c *game.Unit, to hex.Hex) []hex.Hex {
	opts := t.b.MoveOptions(c.ID)
	best, bestD := "", hex.Distance(c.Hex, to)
	for _, k := range sortedKeys(opts) {
		o := opts[k]
		end := o.Path[len(o.Path)-1]
		if _, in := t.enemyAround(p, end, 0); in || o.Chance < minMoveChance {
			continue
		}
		if d := hex.Distance(end, to); d < bestD {
			best, bestD = k, d
		}
	}
	if best == "" {
		return nil
	}
	return opts[best].Path
}
