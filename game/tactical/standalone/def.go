package standalone

import (
	"fmt"

	"frontline/game/board"
	"frontline/game/hex"
	"frontline/game/scenario"
	"frontline/game/tactical"
	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// Def is a loaded battle: everything a game of it starts from.
type Def struct {
	ID, Name, Briefing string
	File               string // where it was read from, for messages
	TurnLimit          int
	Rules              tactical.Rules
	// Generate is how many subjective features the terrain generator
	// proposes for each side at the start (IX.4.2); 0 for none.
	Generate int

	// The table: a map hex (Map non-nil) or base terrain of our own.
	Map        *board.Map
	Hex        hex.Hex
	Terrain    board.Terrain
	Edges      [6]tactical.Edge
	AttackFrom []hex.Direction
	Features   []Feature
	Objectives []Objective
	Sides      [2]SideDef // Sides[0] is the US, Sides[1] Germany
}

// Feature is a piece of terrain the battle sets on the table.
type Feature struct {
	Kind  string
	Shape geom.Polygon
}

// Objective is a point of the table the sides fight for (II.2.3).
type Objective struct {
	Name   string
	At     geom.Point
	Radius int64 // hundredths of an inch
}

// SideDef is one side of a battle: a fixed force, or a budget to buy one.
type SideDef struct {
	Side units.Side
	// Role is the side's part when the battle fixes it; Free when the
	// d20 of Inset II.3 decides.
	Role   RoleChoice
	Budget int       // cost limit of a bought force; 0 with a fixed force
	Units  []UnitDef // the fixed force, one entry per unit
}

// RoleChoice is a role fixed by the battle or left to the d20.
type RoleChoice uint8

const (
	Free RoleChoice = iota
	Defends
	Attacks
)

// UnitDef is one unit of a fixed force.
type UnitDef struct {
	Card    *units.Card
	Crew    *units.Card
	DugIn   bool
	Damaged bool
	Arrives int           // tactical turn of arrival (IX.4.4), 1 at setup
	Enters  hex.Direction // -1: the battle's attack_from sides in turn
	Stars   []scenario.Star
}

// Players are the two sides of the Italian campaign, in Def.Sides order.
var Players = [2]units.Side{units.US, units.Germany}

// playerIndex is s's index in Players.
func playerIndex(s units.Side) (int, bool) {
	for i, p := range Players {
		if p == s {
			return i, true
		}
	}
	return 0, false
}

// Table builds a fresh table of the battle with its features placed.
func (d *Def) Table(ks *tactical.Kinds) (*tactical.Table, error) {
	var t *tactical.Table
	var err error
	if d.Map != nil {
		t, err = tactical.Build(ks, d.Map, d.Hex)
	} else {
		t, err = tactical.Plain(ks, d.Terrain, d.Edges)
	}
	if err != nil {
		return nil, err
	}
	for i, f := range d.Features {
		if err := t.PlaceAuthored(f.Kind, f.Shape); err != nil {
			return nil, &FeatureError{Index: i, Err: err}
		}
	}
	return t, nil
}

// FixedRoles reports whether the battle says who attacks.
func (d *Def) FixedRoles() bool { return d.Sides[0].Role != Free }

// FeatureError is a battle feature the table refuses.
type FeatureError struct {
	Index int
	Err   error
}

func (e *FeatureError) Error() string { return fmt.Sprintf("feature %d: %v", e.Index, e.Err) }
