package tactical

import (
	"frontline/game/hex"
	"frontline/game/scenario"
	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// View is what one side may know of a battle: the table, the step and
// pending decision, both morales, the placement zones, the declarations
// of the round, the result; all of its own units; and of the enemy's only
// those it can see — placed and not hidden (glossary Hidden), or gone in
// its sight. Enemy units still to be placed, absent or hidden are left
// out, and so is every enemy detail the table does not show (crews, jams,
// spent bombs, pushes, set-up, scouting). Nothing of the dice is in it.
// Unit ids are the battle's own, as commands name them.
type View struct {
	Side     units.Side
	Role     Role
	Table    *Table
	Turn     int
	Round    int
	Step     Step
	Pending  Decision
	Morale   [2]int // by role: tracked openly on the table (IX.5.1)
	Zones    []Zone
	Declared []Declaration
	Result   Result
	Units    []UnitView
	// Exchange is the maneuver waiting for a counter (DecideCounter):
	// both aircraft are in sight of both sides.
	Exchange Exchange
	// TerrainPlaced and TerrainDone: the terrain phase by role (IX.4.2).
	TerrainPlaced [2]int
	TerrainDone   [2]bool
}

// UnitView is one unit as a side sees it. Own is set for the viewer's own
// units, which alone carry the fields below it.
type UnitView struct {
	ID      UnitID
	Card    *units.Card
	Side    units.Side
	Role    Role
	Status  Status
	Pos     geom.Point
	Facing  geom.Angle
	Alt     int64
	Damaged bool
	DugIn   bool
	Area    geom.Polygon // an obstacle's belt
	TowedBy []UnitID     // a gun in tow: it stands with its lead, in sight
	// Tailing, Passed, Lost: an aircraft's Advantage and the maneuvers
	// that took it, which the table shows (IX.7).
	Tailing, Passed, Lost UnitID

	Own          bool
	Hidden       bool // the enemy has not found it
	Arrives      int
	CrewDamaged  bool
	CrewLost     bool
	ReadyAt      int
	Pushed       int
	Moved        bool
	Flown        int64
	Jams         []Jam
	Spent        []int
	Reconned     bool
	Found        bool // marked by enemy scouts this turn (VI.6.1)
	MissionSince int
	// Entered and Landing: the hexside an attacking unit came in by,
	// which decides its placement zone (IX.4.3); Boost: what its
	// maneuver gives it in the coming round (IX.7); Stars: its
	// experience (Inset VIII.3).
	Entered hex.Direction
	Landing bool
	Boost   Boost
	Stars   []scenario.Star
}

// View returns what side s may know of the battle.
func (b *Battle) View(s units.Side) View {
	r, _ := b.RoleOf(s)
	v := View{Side: s, Role: r, Table: b.Table, Turn: b.Turn, Round: b.Round, Step: b.Step, Pending: b.Pending,
		Morale: b.Morale, Zones: append([]Zone(nil), b.Zones...), Declared: append([]Declaration(nil), b.Declared...), Result: b.Result, Exchange: b.Exchange,
		TerrainPlaced: b.TerrainPlaced, TerrainDone: b.TerrainDone}
	for i := range b.Units {
		u := &b.Units[i]
		if u.Side != s && !b.Seen(s, u) {
			continue
		}
		uv := UnitView{ID: u.ID, Card: u.Card, Side: u.Side, Role: u.Role, Status: u.Status, Pos: u.Pos, Facing: u.Facing,
			Alt: u.Alt, Damaged: u.Damaged, DugIn: u.DugIn, Area: u.Area, TowedBy: append([]UnitID(nil), u.TowedBy...),
			Tailing: u.Tailing, Passed: u.Passed, Lost: u.Lost}
		if u.Side == s {
			uv.Own, uv.Hidden, uv.Arrives, uv.ReadyAt, uv.Pushed, uv.Moved, uv.Flown = true, u.Hidden, u.Arrives, u.ReadyAt, u.Pushed, u.Moved, u.Flown
			uv.Jams, uv.Spent = append([]Jam(nil), u.Jams...), append([]int(nil), u.Spent...)
			uv.Reconned, uv.Found, uv.MissionSince = u.Reconned == b.Turn, u.Found == b.Turn, u.MissionSince
			uv.Entered, uv.Landing, uv.Boost, uv.Stars = u.Entered, u.Landing, u.Boost, append([]scenario.Star(nil), u.Stars...)
			if u.Crew != nil {
				uv.CrewDamaged, uv.CrewLost = u.Crew.Damaged, u.Crew.Destroyed
			}
		}
		v.Units = append(v.Units, uv)
	}
	return v
}

// Seen reports whether side s sees enemy unit u: placed on the table and
// not hidden, or gone from it in s's sight.
func (b *Battle) Seen(s units.Side, u *Unit) bool {
	return u.Side == s || (!u.Hidden && u.Status != Waiting && u.Status != Absent)
}

// FilterEvents keeps the events side s may read: those naming no enemy
// unit it cannot see now (the placing, moving or scouting of a hidden
// unit, with their dice).
func (b *Battle) FilterEvents(s units.Side, evs []Event) []Event {
	out := make([]Event, 0, len(evs))
	for _, e := range evs {
		ok := true
		for _, id := range e.Units {
			if u := b.Unit(id); u != nil && !b.Seen(s, u) {
				ok = false
				break
			}
		}
		if ok {
			out = append(out, e)
		}
	}
	return out
}
