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
// one side may know them (View.Battle): the battle's own View(side)
// (tactical/view.go), its units named by their ids on the map. Of the
// enemy's units only those the side sees are listed — not the hidden ones
// it has not found, nor those still to be placed — and only with what
// the table shows; its own carry their details besides (Own).
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
	Wants    string        `json:"wants,omitempty"` // place, move, fly, counter or declare
	Morale   [2]int        `json:"morale"`          // defender, attacker (IX.5.1)
	Zones    []TableZone   `json:"zones,omitempty"`
	Features []TableShape  `json:"features,omitempty"`
	Units    []TableMember `json:"units,omitempty"`
	// Counter: the maneuver waiting for the answer of Waits (IX.7).
	Counter *TableCounter `json:"counter,omitempty"`
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

// TableMember is one unit on the table, named by its id on the map; Table
// is its id in the battle's orders.
type TableMember struct {
	Unit    UnitID          `json:"unit"`
	Table   tactical.UnitID `json:"table"`
	Card    string          `json:"card"`
	Side    units.Side      `json:"side"` // its side on the table (obstacles are the defender's)
	Status  string          `json:"status"`
	Placed  bool            `json:"placed,omitempty"`
	Pos     geom.Point      `json:"pos"`
	Facing  geom.Angle      `json:"facing"`
	Alt     int64           `json:"alt,omitempty"`
	Damaged bool            `json:"damaged,omitempty"`
	DugIn   bool            `json:"dug_in,omitempty"`
	Belt    []geom.Point    `json:"belt,omitempty"`     // an obstacle's belt
	TowedBy []UnitID        `json:"towed_by,omitempty"` // a gun in tow
	// Own units only: Hidden (the enemy has not found it), the crew
	// inside damaged or lost, the turn it arrives or its gun is set up,
	// pushed this battle, moved this turn.
	Own      bool `json:"own,omitempty"`
	Hidden   bool `json:"hidden,omitempty"`
	CrewHurt bool `json:"crew_hurt,omitempty"`
	CrewLost bool `json:"crew_lost,omitempty"`
	Arrives  int  `json:"arrives,omitempty"`
	ReadyAt  int  `json:"ready_at,omitempty"`
	Pushed   bool `json:"pushed,omitempty"`
	Moved    bool `json:"moved,omitempty"`
}

// TableCounter is a maneuver waiting for a counter maneuver (IX.7).
type TableCounter struct {
	Maneuver string `json:"maneuver"`
	Answers  string `json:"answers,omitempty"`
	Flyer    UnitID `json:"flyer"`
	Target   UnitID `json:"target"`
}

// battleView copies the proposal and what side may know of the battle,
// or nil.
func (g *Game) battleView(side units.Side) *BattleView {
	m := g.Miniatures
	if m == nil {
		return nil
	}
	v := &BattleView{Hex: m.Hex, Proposer: m.Proposer, Asked: m.Asked, Declined: m.Declined, Offer: m.Offer}
	if m.battle == nil {
		return v
	}
	bv := m.battle.View(side)
	v.Open, v.Attacker, v.Turn, v.Round, v.Step = true, m.battle.Sides[tactical.Attacker], bv.Turn, bv.Round, bv.Step.String()
	v.Waits, v.Wants, v.Morale = bv.Pending.Side, bv.Pending.Kind.String(), bv.Morale
	for _, z := range bv.Zones {
		v.Zones = append(v.Zones, TableZone{Side: z.Side, Depth: z.Depth})
	}
	for _, f := range bv.Table.Features() {
		v.Features = append(v.Features, TableShape{Kind: f.Kind.ID, Name: f.Name, By: f.By, Corners: f.Shape.Vertices()})
	}
	for _, uv := range bv.Units {
		v.Units = append(v.Units, m.tableMember(uv))
	}
	if x := bv.Exchange; x.Maneuver != "" {
		v.Counter = &TableCounter{Maneuver: x.Maneuver, Answers: x.Answers, Flyer: m.Members[x.Flyer].Unit, Target: m.Members[x.Target].Unit}
	}
	return v
}

// tableMember is one unit of the battle's View on the map's terms.
func (m *Miniatures) tableMember(uv tactical.UnitView) TableMember {
	tm := TableMember{Unit: m.Members[uv.ID].Unit, Table: uv.ID, Card: uv.Card.ID, Side: uv.Side, Status: uv.Status.String(),
		Damaged: uv.Damaged, DugIn: uv.DugIn, Own: uv.Own, Hidden: uv.Hidden, CrewHurt: uv.CrewDamaged, CrewLost: uv.CrewLost,
		Arrives: uv.Arrives, ReadyAt: uv.ReadyAt, Pushed: uv.Pushed > 0, Moved: uv.Moved}
	if uv.Status != tactical.Waiting && uv.Status != tactical.Absent {
		tm.Placed, tm.Pos, tm.Facing, tm.Alt = true, uv.Pos, uv.Facing, uv.Alt
		if !uv.Area.Empty() {
			tm.Belt = uv.Area.Vertices()
		}
	}
	for _, id := range uv.TowedBy {
		tm.TowedBy = append(tm.TowedBy, m.Members[id].Unit)
	}
	return tm
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
