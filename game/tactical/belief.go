package tactical

import (
	"frontline/game/dice"
	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// A belief battle is a Battle rebuilt from one side's View, so that a
// computer player can ask the engine's own queries (CheckPlace, Route,
// Bar, LegalTargets, ShotOdds, ManeuverOptions …) without ever holding
// the real battle. It keeps only what the view shows: the enemy units the
// side cannot see are left out (their ids stand empty, as Absent
// placeholders, so that ids still match the real battle's), and what the
// view does not tell of a visible enemy (crew, jams, stars, advantage)
// takes its plainest value. Its dice are the caller's own. It answers
// queries; it is not meant to be played on to the end.

// unseen is the card of an id the view leaves out.
var unseen = &units.Card{ID: "unseen", Name: "unseen unit", Class: units.Infantry}

// aCrew stands for a crew the view says is hurt but does not name (a
// crew card's plainest endurance: 4, halved at 2), so that a belief
// played on can wound it further.
var aCrew = &units.Card{ID: "crew", Name: "crew", Class: units.Crew,
	Full: units.Face{Endurance: 4}, Damaged: units.Face{Damaged: true, Endurance: 2}}

// FromView builds the belief battle of v's side. enemy is the other
// side's name and rules the battle's options, both public; r is the
// dice the belief rolls if it is ever applied to.
func FromView(v View, enemy units.Side, rules Rules, r *dice.Roller) *Battle {
	if rules.TurnCap <= 0 {
		rules.TurnCap = DefaultTurnCap
	}
	b := &Battle{Table: v.Table, Rules: rules, Morale: v.Morale, Turn: v.Turn, Round: v.Round, Step: v.Step,
		Pending: v.Pending, Result: v.Result, Exchange: v.Exchange, dice: r,
		Zones: append([]Zone(nil), v.Zones...), Declared: append([]Declaration(nil), v.Declared...)}
	b.Sides[v.Role], b.Sides[v.Role.Other()] = v.Side, enemy
	n := 0
	for _, u := range v.Units {
		n = max(n, int(u.ID)+1)
	}
	b.Units = make([]Unit, n)
	for i := range b.Units {
		b.Units[i] = Unit{ID: UnitID(i), Card: unseen, Side: enemy, Role: v.Role.Other(), Status: Absent,
			Tailing: -1, Passed: -1, Lost: -1}
	}
	for _, uv := range v.Units {
		u := &b.Units[uv.ID]
		u.Card, u.Side, u.Role, u.Status = uv.Card, uv.Side, uv.Role, uv.Status
		u.Pos, u.Facing, u.Alt, u.Damaged, u.DugIn, u.Area = uv.Pos, uv.Facing, uv.Alt, uv.Damaged, uv.DugIn, uv.Area
		u.TowedBy = append([]UnitID(nil), uv.TowedBy...)
		u.Tailing, u.Passed, u.Lost = uv.Tailing, uv.Passed, uv.Lost
		u.Arrives = 1
		b.shelters = b.shelters || uv.Card.Special.Shelter
		if uv.Own {
			believeOwn(b, u, uv)
		}
	}
	return b
}

// believeOwn copies what the view tells of the viewer's own unit.
func believeOwn(b *Battle, u *Unit, uv UnitView) {
	u.Hidden, u.Arrives, u.ReadyAt, u.Pushed, u.Moved, u.Flown = uv.Hidden, max(uv.Arrives, 1), uv.ReadyAt, uv.Pushed, uv.Moved, uv.Flown
	u.Jams, u.Spent = append([]Jam(nil), uv.Jams...), append([]int(nil), uv.Spent...)
	u.MissionSince = uv.MissionSince
	u.Entered, u.Landing, u.Boost, u.Stars = uv.Entered, uv.Landing, uv.Boost, append(u.Stars[:0:0], uv.Stars...)
	if uv.Reconned {
		u.Reconned = b.Turn
	}
	if uv.Found {
		u.Found = b.Turn
	}
	if uv.Pushed == b.Turn && uv.Pushed > 0 {
		u.PushMove = PushGround
		if u.Aircraft() {
			u.PushMove = PushAir
		}
	}
	if uv.CrewLost || uv.CrewDamaged {
		u.Crew = &Crew{Card: aCrew, Damaged: uv.CrewDamaged, Destroyed: uv.CrewLost}
	}
	b.hiding = b.hiding || u.Hidden
}

// CheckMove says why the ground move c may not be made now, or nil; it
// changes nothing (planners try many moves).
func (b *Battle) CheckMove(c Command) error {
	u := b.Unit(c.Unit)
	if u == nil {
		return refuse("IX.5.2", "no such unit")
	}
	_, err := b.planMove(u, c)
	return err
}

// CheckFly says why aircraft u may not fly straight to p at altitude
// alt now, or nil.
func (b *Battle) CheckFly(u *Unit, p geom.Point, alt int64) error {
	_, _, err := b.checkFlight(u, p, alt)
	return err
}

// HasDeclared reports whether unit id has declared in this combat round.
func (b *Battle) HasDeclared(id UnitID) bool { return b.declared(id) }

// Follows reports whether u moves only with another unit (a gun in tow,
// a tow that is not the lead).
func (b *Battle) Follows(u *Unit) bool { return b.follows(u) }

// Walk goes d along the polyline from a through way and returns the
// corners passed and the point reached: a move command's Path and To
// for the first d of a Route.
func Walk(a geom.Point, way []geom.Point, d int64) ([]geom.Point, geom.Point) { return walk(a, way, d) }
