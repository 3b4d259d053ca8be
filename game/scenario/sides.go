package scenario

import (
	"fmt"

	"frontline/game/hex"
	"frontline/game/units"
)

// sideState is what the loader keeps about a side while reading its units.
type sideState struct {
	path     string
	file     *fileSide
	side     *Side
	airfield map[hex.Hex]bool // hexes where the side places an airfield structure
	aircraft []pendingAir     // parked aircraft, checked once all airfields are known
}

type pendingAir struct {
	path string
	h    hex.Hex
}

// sides checks every [[side]]: two sides, us and germany, each once.
func (l *loader) sides() {
	list := l.f.Side
	if l.s.Type == ScenarioGame && len(list) != 2 {
		l.errorf("side", "a scenario game needs two [[side]] tables, one for \"us\" and one for \"germany\" (found %d)", len(list))
	}
	if len(list) > 2 {
		return
	}
	seen := map[units.Side]bool{}
	var states []*sideState
	for i := range list {
		fs := &list[i]
		path := fmt.Sprintf("side[%d]", i)
		name, ok := l.side(path+".name", fs.Name)
		if !ok {
			continue
		}
		if seen[name] {
			l.errorf(path+".name", "second [[side]] for %s (one per side)", name)
			continue
		}
		seen[name] = true
		sd := Side{Name: name, StartingIncome: l.startingIncome(), force: Force{Side: name}, path: path}
		if fs.Income != nil {
			sd.StartingIncome = l.income(path+".income", *fs.Income)
		}
		sd.setupZone = l.zone(path+".setup_zone", fs.SetupZone)
		l.s.sides = append(l.s.sides, sd)
		states = append(states, &sideState{path: path, file: fs, airfield: map[hex.Hex]bool{}})
	}
	// Units are read only once the side list is final, so pointers stay put.
	for i, st := range states {
		st.side = &l.s.sides[i]
		l.forwardHQ(st, st.file)
		l.unitEntries(st, st.file)
		l.parkedAircraft(st)
		if z := st.side.setupZone; z != nil {
			l.zoneClearOf(st.path+".setup_zone", z, st.side.Name, l.s.objectives)
		}
	}
	if len(l.s.sides) == 2 && l.s.sides[0].setupZone != nil && l.s.sides[1].setupZone != nil {
		l.zonesApart(states[1].path+".setup_zone", l.s.sides[1].setupZone, l.s.sides[0].setupZone)
	}
	l.noSharedHexes()
}

// noSharedHexes rejects a hex where both sides start: opposing units meet
// only in an engagement, never at setup. Aircraft in flight do not count.
func (l *loader) noSharedHexes() {
	if len(l.s.sides) != 2 {
		return
	}
	first := map[hex.Hex]bool{}
	for _, u := range l.s.sides[0].force.Units {
		if !u.Staged && !u.InFlight {
			first[u.Hex] = true
		}
	}
	reported := map[hex.Hex]bool{}
	for _, u := range l.s.sides[1].force.Units {
		if !u.Staged && !u.InFlight && first[u.Hex] && !reported[u.Hex] {
			reported[u.Hex] = true
			l.errorf(u.path, "hex %s holds units of both sides (opposing units may not start in the same hex)", u.Hex)
		}
	}
}

// forwardHQ places the side's Forward HQ given by forward_hq.
func (l *loader) forwardHQ(st *sideState, fs *fileSide) {
	if fs.ForwardHQ == "" {
		return
	}
	path := st.path + ".forward_hq"
	card := l.structureCard(st.side.Name, units.ForwardHQ)
	if card == nil {
		l.errorf(path, "the unit catalog has no Forward HQ card for %s", st.side.Name)
		return
	}
	h, ok := l.hex(path, fs.ForwardHQ)
	if !ok {
		return
	}
	if !l.placeGround(path, card, h) {
		return
	}
	l.inZone(path, st, h)
	l.notOnOwnObjective(path, st.side.Name, card, h)
	l.add(path, st, Unit{Card: card, Hex: h, Mans: -1}, nil)
}

// structureCard finds side's card of a structure kind.
func (l *loader) structureCard(side units.Side, kind units.StructureKind) *units.Card {
	for _, c := range l.cat.All() {
		if c.Side == side && c.Special.Structure == kind {
			return c
		}
	}
	return nil
}

// unitEntries reads [[side.unit]].
func (l *loader) unitEntries(st *sideState, fs *fileSide) {
	if !l.count(st.path+".unit", len(fs.Unit), MaxEntries) {
		return
	}
	for j := range fs.Unit {
		if l.capped {
			return
		}
		l.unitEntry(fmt.Sprintf("%s.unit[%d]", st.path, j), st, &fs.Unit[j])
	}
}

// add appends a unit (and its crew) to the side's force, keeping the cost,
// the unit cap and the build limits.
func (l *loader) add(path string, st *sideState, u Unit, crew *units.Card) {
	f := &st.side.force
	l.total++
	u.path = path
	f.Units = append(f.Units, u)
	f.Cost += u.Card.Cost
	if isCommand(u.Card) {
		f.CommandCost += u.Card.Cost
	}
	l.use(path, st.side.Name, u.Card)
	if crew != nil {
		l.total++
		f.Units = append(f.Units, Unit{Card: crew, Hex: u.Hex, Staged: u.Staged, DeployTurn: u.DeployTurn, Stars: u.Stars, Mans: len(f.Units) - 1, path: path})
		f.Units[len(f.Units)-2].Stars = nil // stars belong to the crew (VIII.2)
		f.Cost += crew.Cost
		l.use(path, st.side.Name, crew)
	}
	if l.total > MaxUnits && !l.capped {
		l.capped = true
		l.errorf(path, "more than %d units on the table, crews included (split the scenario or stage fewer units)", MaxUnits)
	}
}

func isCommand(c *units.Card) bool {
	return c.Special.Structure == units.ForwardHQ || c.Special.Structure == units.CommandPost
}
