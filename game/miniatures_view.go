package game

import (
	"slices"

	"frontline/game/dice"
	"frontline/game/hex"
	"frontline/game/tactical"
	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// BattleView is the proposal of the open engagement and its battle as
// either side may know them (View.Battle). Fog: declaring the
// engagement revealed both stacks (Inset VIII.1) and the table has no
// hidden units yet, so both sides see every unit on it; units not yet
// placed show no position. When hidden units come to the table, this is
// where the enemy's must be left out.
type BattleView struct {
	Hex      hex.Hex    `json:"hex"`
	Proposer units.Side `json:"proposer"`
	Asked    bool       `json:"asked,omitempty"`
	Declined bool       `json:"declined,omitempty"`
	Offer    units.Side `json:"offer,omitempty"` // a cease fire waiting for its answer
	// Open: the battle is being fought; the fields below are its state.
	Open     bool          `json:"open,omitempty"`
	Attacker units.Side    `json:"attacker,omitempty"`
	Turn     int           `json:"turn,omitempty"`
	Round    int           `json:"round,omitempty"`
	Step     string        `json:"step,omitempty"`
	Waits    units.Side    `json:"waits,omitempty"` // whose order the battle waits for
	Wants    string        `json:"wants,omitempty"` // place, move, fly or declare
	Morale   [2]int        `json:"morale"`          // defender, attacker (IX.5.1)
	Zones    []TableZone   `json:"zones,omitempty"`
	Features []TableShape  `json:"features,omitempty"`
	Units    []TableMember `json:"units,omitempty"`
}

// TableZone is an attacker placement zone (IX.4.3).
type TableZone struct {
	Side  hex.Direction `json:"side"`
	Depth int64         `json:"depth"` // hundredths of an inch
}

// TableShape is a terrain feature of the table.
type TableShape struct {
	Kind    string       `json:"kind"`
	Name    string       `json:"name,omitempty"`
	By      units.Side   `json:"by,omitempty"`
	Corners []geom.Point `json:"corners"`
}

// TableMember is one unit on the table, named by its id on the map.
type TableMember struct {
	Unit    UnitID     `json:"unit"`
	Card    string     `json:"card"`
	Side    units.Side `json:"side"`
	Status  string     `json:"status"`
	Placed  bool       `json:"placed,omitempty"`
	Pos     geom.Point `json:"pos"`
	Facing  geom.Angle `json:"facing"`
	Alt     int64      `json:"alt,omitempty"`
	Damaged bool       `json:"damaged,omitempty"`
	DugIn   bool       `json:"dug_in,omitempty"`
	// CrewHurt: the crew inside is damaged; CrewLost: it is destroyed.
	CrewHurt bool `json:"crew_hurt,omitempty"`
	CrewLost bool `json:"crew_lost,omitempty"`
}

// battleView copies the proposal and battle, or nil.
func (g *Game) battleView() *BattleView {
	m := g.Miniatures
	if m == nil {
		return nil
	}
	v := &BattleView{Hex: m.Hex, Proposer: m.Proposer, Asked: m.Asked, Declined: m.Declined, Offer: m.Offer}
	b := m.battle
	if b == nil {
		return v
	}
	v.Open, v.Attacker, v.Turn, v.Round, v.Step = true, b.Sides[tactical.Attacker], b.Turn, b.Round, b.Step.String()
	v.Waits, v.Wants, v.Morale = b.Pending.Side, b.Pending.Kind.String(), b.Morale
	for _, z := range b.Zones {
		v.Zones = append(v.Zones, TableZone{Side: z.Side, Depth: z.Depth})
	}
	for _, f := range b.Table.Features() {
		v.Features = append(v.Features, TableShape{Kind: f.Kind.ID, Name: f.Name, By: f.By, Corners: f.Shape.Vertices()})
	}
	for i, tu := range b.Units {
		tm := TableMember{Unit: m.Members[i].Unit, Card: tu.Card.ID, Side: tu.Side, Status: tu.Status.String(),
			Damaged: tu.Damaged, DugIn: tu.DugIn}
		if tu.Status != tactical.Waiting && tu.Status != tactical.Absent {
			tm.Placed, tm.Pos, tm.Facing, tm.Alt = true, tu.Pos, tu.Facing, tu.Alt
		}
		if tu.Crew != nil {
			tm.CrewHurt, tm.CrewLost = tu.Crew.Damaged, tu.Crew.Destroyed
		}
		v.Units = append(v.Units, tm)
	}
	return v
}

// clone copies the proposal; its battle rolls r, the copy's dice.
func (m *Miniatures) clone(r *dice.Roller) *Miniatures {
	if m == nil {
		return nil
	}
	c := *m
	c.Members = slices.Clone(m.Members)
	c.Queue = make([][]UnitID, len(m.Queue))
	for i, q := range m.Queue {
		c.Queue[i] = slices.Clone(q)
	}
	if m.Queue == nil {
		c.Queue = nil
	}
	if m.battle != nil {
		c.battle = m.battle.Fork(r)
	}
	return &c
}

// cloneTableCommand copies a table order carried by a Command.
func cloneTableCommand(o *tactical.Command) *tactical.Command {
	if o == nil {
		return nil
	}
	c := *o
	c.Path, c.Units = slices.Clone(o.Path), slices.Clone(o.Units)
	return &c
}
