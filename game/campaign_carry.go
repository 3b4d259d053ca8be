package game

import (
	"fmt"
	"maps"
	"slices"

	"frontline/game/scenario"
	"frontline/game/units"
)

// A Campaign Game (II.1.3, game/campaign) links scenarios. In its
// "continue" mode a leg starts from what the leg before left: Carry,
// part of the leg's Options, so that a leg's save replays on its own and
// game/campaign can check it against the end of the leg before.
//
// Each scenario brings its own map, objectives and set-up, so the
// survivors cannot keep their hexes: they join their side's staging area,
// free to deploy from the first turn (III.4, V.5), beside the scenario's
// own starting force. Structures, obstacles and emplacements stay where
// they were built.

// Carry is what a leg brings from the leg before.
type Carry struct {
	Units []CarriedUnit `json:"units,omitempty"`
	// Treasury is added to each side's starting currency (III.8).
	Treasury map[units.Side]int `json:"treasury,omitempty"`
	// First, when set, opens the leg instead of the scenario's rule: the
	// side that won the leg before keeps the momentum of the campaign.
	First units.Side `json:"first,omitempty"`
}

// CarriedUnit is one survivor entering the staging area.
type CarriedUnit struct {
	Side    units.Side      `json:"side"`
	Card    string          `json:"card"`
	Damaged bool            `json:"damaged,omitempty"`
	Stars   []scenario.Star `json:"stars,omitempty"`
	// Mans: for a crew, the 1-based index in Carry.Units of the unit it
	// operates (listed before it); 0 for any other unit.
	Mans int `json:"mans,omitempty"`
}

// clone is a deep copy of c (Game.Clone: nothing shared).
func (c *Carry) clone() *Carry {
	if c == nil {
		return nil
	}
	d := *c
	d.Units = slices.Clone(c.Units)
	for i := range d.Units {
		d.Units[i].Stars = slices.Clone(c.Units[i].Stars)
	}
	d.Treasury = maps.Clone(c.Treasury)
	return &d
}

// MaxCarryTreasury bounds a carried treasury (a tampered save).
const MaxCarryTreasury = 100000

// Carries reports whether a unit of this class can leave its map for the
// next leg: everything but what is built into the ground.
func Carries(c *units.Card) bool {
	switch c.Class {
	case units.Structure, units.Obstacle, units.Emplacement:
		return false
	}
	return true
}

// check refuses a carry no leg could have left (a hand-edited save).
func (c *Carry) check(g *Game) error {
	if len(c.Units) > scenario.MaxUnits {
		return fmt.Errorf("campaign carry: %d units (at most %d)", len(c.Units), scenario.MaxUnits)
	}
	for side, n := range c.Treasury {
		if !slices.Contains(Sides, side) || n < 0 || n > MaxCarryTreasury {
			return fmt.Errorf("campaign carry: treasury %d for %q", n, side)
		}
	}
	if c.First != "" && !slices.Contains(Sides, c.First) {
		return fmt.Errorf("campaign carry: first side %q", c.First)
	}
	for i, cu := range c.Units {
		card, ok := g.content.Catalog.Get(cu.Card)
		switch {
		case !ok:
			return fmt.Errorf("campaign carry: unit %d: no card %q", i+1, cu.Card)
		case !slices.Contains(Sides, cu.Side):
			return fmt.Errorf("campaign carry: unit %d: side %q", i+1, cu.Side)
		case !Carries(card):
			return fmt.Errorf("campaign carry: unit %d: %s stays on its map", i+1, cu.Card)
		case len(cu.Stars) > scenario.MaxStars:
			return fmt.Errorf("campaign carry: unit %d: %d stars", i+1, len(cu.Stars))
		case cu.Mans < 0 || cu.Mans > i:
			return fmt.Errorf("campaign carry: unit %d: crew of unit %d", i+1, cu.Mans)
		case cu.Mans > 0 && (card.Class != units.Crew || c.Units[cu.Mans-1].Side != cu.Side):
			return fmt.Errorf("campaign carry: unit %d: only a crew of the same side operates unit %d", i+1, cu.Mans)
		}
	}
	return nil
}

// placeCarry puts the carried units into their sides' staging areas and
// adds the carried treasuries.
func (g *Game) placeCarry() error {
	c := g.Options.Carry
	if c == nil {
		return nil
	}
	if err := c.check(g); err != nil {
		return err
	}
	base := UnitID(len(g.Units))
	for i, cu := range c.Units {
		card, _ := g.content.Catalog.Get(cu.Card)
		u := &Unit{ID: base + UnitID(i) + 1, CardID: cu.Card, Card: card, Side: cu.Side,
			Marker: g.nextMarker(cu.Side, cu.Card), Damaged: cu.Damaged, Stars: slices.Clone(cu.Stars),
			Place: Staged, DeployTurn: 1}
		if cu.Mans > 0 {
			u.Mans = base + UnitID(cu.Mans)
			g.Unit(u.Mans).Crew = u.ID
		}
		g.Units = append(g.Units, u)
	}
	for side, n := range c.Treasury {
		g.Players[side].Treasury += n
		g.Players[side].ledger.Start += n
	}
	return nil
}

// withTurnLimit is s with its turn limit set to n (Options.TurnLimit, a
// campaign leg's own limit); lines to cross by a later turn are due at n.
func withTurnLimit(s *scenario.Scenario, n int) (*scenario.Scenario, error) {
	if n == 0 || n == s.TurnLimit {
		return s, nil
	}
	if n < 0 || n > scenario.MaxTurnLimit {
		return nil, fmt.Errorf("turn limit %d out of range (1..%d)", n, scenario.MaxTurnLimit)
	}
	c := *s
	c.TurnLimit = n
	c.Win.Cross = slices.Clone(s.Win.Cross)
	for i := range c.Win.Cross {
		c.Win.Cross[i].ByTurn = min(c.Win.Cross[i].ByTurn, n)
	}
	return &c, nil
}
