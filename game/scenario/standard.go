package scenario

import (
	"fmt"

	"frontline/game/board"
	"frontline/game/hex"
	"frontline/game/units"
)

// Standard Game numbers (Inset II.1, II.2.2).
const (
	DefaultForceLimit = 100
	// ObjectiveGap keeps a side's setup zone "adequately away" from the
	// objectives it must capture (Inset II.1 step 4): every zone hex is at
	// least this many hexes from each of them. A zone may hold the
	// enemy's objectives: those are the towns the side sets up to defend.
	ObjectiveGap = 3
)

// standard checks [standard]: the Standard Game setup on this map.
func (l *loader) standard() {
	fs := l.f.Standard
	if fs == nil {
		if l.s.Type == StandardGame {
			l.errorf("scenario.game_type", "game_type \"standard\" needs a [standard] table (force_limit, sides, objectives)")
		}
		return
	}
	st := &Standard{ForceLimit: DefaultForceLimit, TurnLimit: l.s.TurnLimit}
	if l.doc.Has("standard.force_limit") {
		if fs.ForceLimit < 1 || fs.ForceLimit > MaxIncome {
			l.errorf("standard.force_limit", "force_limit %d out of range (1..%d; the rules suggest 100)", fs.ForceLimit, MaxIncome)
		}
		st.ForceLimit = fs.ForceLimit
	}
	if l.doc.Has("standard.turn_limit") {
		if fs.TurnLimit < 1 || fs.TurnLimit > MaxTurnLimit {
			l.errorf("standard.turn_limit", "turn_limit %d out of range (1..%d; II.2.2 suggests 20 or 25)", fs.TurnLimit, MaxTurnLimit)
		}
		st.TurnLimit = fs.TurnLimit
	}
	st.Objectives = l.objectiveList("standard.objective", fs.Obj)
	l.standardObjectiveCounts(st.Objectives)
	l.standardSides(fs, st)
	l.s.Standard = st
}

// standardObjectiveCounts wants one primary and two secondaries per side
// (II.2.2).
func (l *loader) standardObjectiveCounts(objs []Objective) {
	for _, side := range []units.Side{units.US, units.Germany} {
		var p, s int
		for _, o := range objs {
			if o.Side == side {
				if o.Kind == Primary {
					p++
				} else if o.Kind == Secondary {
					s++
				}
			}
		}
		if p != 1 || s != 2 {
			l.errorf("standard.objective", "%s has %d primary and %d secondary objectives (a Standard Game gives each side one primary and two secondaries, II.2.2)", side, p, s)
		}
	}
}

// standardSides checks both sides' setup zones and HQ options.
func (l *loader) standardSides(fs *fileStandard, st *Standard) {
	if len(fs.Side) != 2 {
		l.errorf("standard.side", "[standard] needs two [[standard.side]] tables, \"us\" and \"germany\" (found %d)", len(fs.Side))
	}
	if len(fs.Side) > 2 {
		return
	}
	seen := map[units.Side]bool{}
	var paths []string
	for i, f := range fs.Side {
		path := fmt.Sprintf("standard.side[%d]", i)
		name, ok := l.side(path+".name", f.Name)
		if !ok {
			continue
		}
		if seen[name] {
			l.errorf(path+".name", "second [[standard.side]] for %s", name)
			continue
		}
		seen[name] = true
		sd := StandardSide{Name: name, setupZone: l.zone(path+".setup_zone", f.SetupZone)}
		if sd.setupZone == nil {
			l.errorf(path+".setup_zone", "missing setup zone (hexes \"CCRR\" and rectangles \"CCRR:CCRR\")")
		} else {
			l.zoneLand(path+".setup_zone", sd.setupZone)
			l.zoneAway(path+".setup_zone", sd.setupZone, name, st.Objectives)
		}
		sd.HQOptions = l.hqOptions(path+".hq_options", f.HQOptions, sd.setupZone)
		st.Sides = append(st.Sides, sd)
		paths = append(paths, path)
	}
	if len(st.Sides) == 2 && st.Sides[0].setupZone != nil && st.Sides[1].setupZone != nil {
		l.zonesApart(paths[1]+".setup_zone", st.Sides[1].setupZone, st.Sides[0].setupZone)
	}
}

// zoneLand wants at least one hex where ground units may stand.
func (l *loader) zoneLand(path string, z map[hex.Hex]bool) {
	for h := range z {
		if t := l.s.Map.Terrain(h); t.IsLand() && t != board.Impassable {
			return
		}
	}
	l.errorf(path, "setup zone holds no land a ground unit can stand on")
}

// zoneAway keeps a side's zone away from the objectives it must capture
// (Inset II.1 step 4).
func (l *loader) zoneAway(path string, z map[hex.Hex]bool, side units.Side, objs []Objective) {
	for _, o := range objs {
		if o.Side != side {
			continue
		}
	near:
		for _, h := range sortedHexes(z) {
			for _, oh := range o.Hexes { // lineobj.go: every hex of a line
				if d := hex.Distance(h, oh); d < ObjectiveGap {
					l.errorf(path, "setup zone hex %s is %d hexes from objective %s (%s); a side sets up at least %d hexes from the objectives it must capture (Inset II.1)", h, d, oh, o.Name, ObjectiveGap)
					break near
				}
			}
		}
	}
}

// hqOptions checks the potential Forward HQ hexes (IV.1.4): inside the
// side's zone, on ground where a command structure may stand.
func (l *loader) hqOptions(path string, items []string, z map[hex.Hex]bool) []hex.Hex {
	if !l.count(path, len(items), MaxHQOptions) {
		return nil
	}
	var out []hex.Hex
	for i, s := range items {
		p := fmt.Sprintf("%s[%d]", path, i)
		h, ok := l.hex(p, s)
		if !ok {
			continue
		}
		if z != nil && !z[h] {
			l.errorf(p, "Forward HQ option %s lies outside the side's setup zone", s)
		}
		if !l.commandGround(h) {
			l.errorf(p, "Forward HQ option %s is %s (needs passable land that is not swamp, IV.1.3)", s, l.s.Map.Terrain(h))
		}
		out = append(out, h)
	}
	return out
}

// StandardIncome is the currency each side starts a Standard Game with
// (Inset II.1 step 5).
const StandardIncome = 30

// AsStandard returns the scenario set up as a Standard Game on its map
// (Inset II.1, II.2.2): the [standard] objectives and turn limit, the
// Standard setup zones, no starting forces, StandardIncome each, and the
// first player decided by d20.
func (s *Scenario) AsStandard() (*Scenario, error) {
	if s.Standard == nil {
		return nil, fmt.Errorf("scenario %q has no [standard] setup, so it cannot be played as a Standard Game (II.1.1)", s.ID)
	}
	c := *s
	c.Type = StandardGame
	c.TurnLimit = s.Standard.TurnLimit
	c.FirstPlayer = FirstRoll
	c.objectives = s.Standard.Objectives
	c.sides = nil
	for _, sd := range s.Standard.Sides {
		c.sides = append(c.sides, Side{Name: sd.Name, StartingIncome: StandardIncome, setupZone: sd.setupZone, force: Force{Side: sd.Name}})
	}
	return &c, nil
}
