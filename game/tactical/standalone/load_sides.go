package standalone

import (
	"fmt"
	"slices"

	"frontline/game/hex"
	"frontline/game/scenario"
	"frontline/game/units"
)

var roleNames = map[string]RoleChoice{"": Free, "defender": Defends, "attacker": Attacks}

// sides reads the two sides: one [[side]] each for "us" and "germany",
// both with a role or neither, each with units or a budget.
func (l *loader) sides(ss []fileSide) {
	if len(ss) != 2 {
		l.errorf("side", "%d sides (a battle has the two: us and germany)", len(ss))
		return
	}
	var seen [2]bool
	for i := range ss {
		base := fmt.Sprintf("side[%d]", i)
		fs := &ss[i]
		k, ok := playerIndex(units.Side(fs.Side))
		switch {
		case !ok:
			l.errorf(base+".side", "%q (us or germany)", fs.Side)
			continue
		case seen[k]:
			l.errorf(base+".side", "%s twice", fs.Side)
			continue
		}
		seen[k] = true
		l.d.Sides[k] = l.side(base, fs)
	}
	a, b := l.d.Sides[0].Role, l.d.Sides[1].Role
	if (a == Free) != (b == Free) || (a != Free && a == b) {
		l.errorf("side", "give one side role \"attacker\" and the other \"defender\", or neither (the d20 of Inset II.3 decides)")
	}
}

func (l *loader) side(base string, fs *fileSide) SideDef {
	s := SideDef{Side: units.Side(fs.Side)}
	r, ok := roleNames[fs.Role]
	if !ok {
		l.errorf(base+".role", "%q (attacker or defender, or leave it out)", fs.Role)
	}
	s.Role = r
	switch {
	case len(fs.Unit) > 0 && fs.Budget != 0:
		l.errorf(base+".budget", "a side has a fixed force or a budget, not both")
	case len(fs.Unit) == 0 && (fs.Budget < MinBudget || fs.Budget > MaxBudget):
		l.errorf(base+".budget", "%d (%d to %d; Inset II.3 uses %d)", fs.Budget, MinBudget, MaxBudget, StandardBudget)
	}
	s.Budget = fs.Budget
	for j := range fs.Unit {
		l.units(fmt.Sprintf("%s.unit[%d]", base, j), &s, &fs.Unit[j])
	}
	if len(s.Units) > MaxUnits {
		l.errorf(base+".unit", "%d units (at most %d)", len(s.Units), MaxUnits)
	}
	return s
}

func (l *loader) units(base string, s *SideDef, fu *fileUnit) {
	n0 := len(l.errs)
	c, ok := l.env.Catalog.Get(fu.Card)
	switch {
	case !ok:
		l.errorf(base+".card", "no unit card %q (assets/units.toml)", fu.Card)
		return
	case !Buyable(l.env.Catalog, c, s.Side):
		l.errorf(base+".card", "%s (%s, %s) cannot fight for %s on the table", c.ID, c.Side, c.Class, s.Side)
	}
	count := fu.Count
	if !l.doc.Has(base + ".count") {
		count = 1
	}
	if count < 1 || count > MaxUnits {
		l.errorf(base+".count", "%d (1 to %d)", count, MaxUnits)
	}
	if fu.Arrives < 0 || fu.Arrives > l.d.TurnLimit {
		l.errorf(base+".arrives", "turn %d (1 to the turn limit)", fu.Arrives)
	}
	if fu.DugIn && s.Role != Defends {
		l.errorf(base+".dug_in", "only a side whose role is defender starts dug in (IX.4.3)")
	}
	enters := hex.Direction(-1)
	if fu.Enters != nil {
		if d := l.sideList(base+".enters", []int{*fu.Enters}); len(d) == 1 {
			enters = d[0]
		}
		if s.Role == Defends {
			l.errorf(base+".enters", "the defender places anywhere on the table (IX.4.3)")
		}
	}
	var stars []scenario.Star
	for i, st := range fu.Stars {
		if !slices.Contains(starSet, scenario.Star(st)) {
			l.errorf(fmt.Sprintf("%s.stars[%d]", base, i), "%q is no experience star", st)
		}
		stars = append(stars, scenario.Star(st))
	}
	if len(l.errs) > n0 {
		return
	}
	u := UnitDef{Card: c, DugIn: fu.DugIn, Damaged: fu.Damaged, Arrives: max(fu.Arrives, 1), Enters: enters, Stars: stars}
	if c.Special.RequiresCrew != units.NoCrew {
		u.Crew, _ = l.env.Catalog.CrewFor(s.Side, c.Special.RequiresCrew)
	}
	for range min(count, MaxUnits+1-len(s.Units)) {
		s.Units = append(s.Units, u)
	}
}

// Buyable reports whether card c may fight for side s on the table: the
// side's own or a neutral card (Inset II.3), not a crew (crews come with
// what they man), and not a structure or obstacle (not placed as units).
func Buyable(cat *units.Catalog, c *units.Card, s units.Side) bool {
	if c.Side != s && c.Side != units.Neutral {
		return false
	}
	switch c.Class {
	case units.Crew, units.Structure, units.Obstacle:
		return false
	}
	_, crewed := cat.CrewFor(s, c.Special.RequiresCrew)
	return c.Special.RequiresCrew == units.NoCrew || crewed
}

// Cost is what card c costs side s in a bought force: the card and, for
// a unit that needs one, its crew.
func Cost(cat *units.Catalog, c *units.Card, s units.Side) int {
	n := c.Cost
	if c.Special.RequiresCrew != units.NoCrew {
		if crew, ok := cat.CrewFor(s, c.Special.RequiresCrew); ok {
			n += crew.Cost
		}
	}
	return n
}
