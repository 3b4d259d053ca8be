package markers

import (
	"frontline/game"
	"frontline/game/hex"
	"frontline/game/units"
)

// Marker is one unit as its marker shows it to the viewing side.
type Marker struct {
	Unit   game.UnitID
	Card   *units.Card
	Side   units.Side
	Number int // the ID number printed on the marker (III.2.1)

	Damaged    bool
	DugIn      bool
	Idle       bool // busy with an idle function (Inset V.5)
	Unsupplied bool // left idle by a supply deficit (V.3.2)
	Reconned   bool // scouted this turn (VI.6)
	Found      bool // a hidden unit or post the enemy has found
	Hidden     bool // own hidden unit the enemy cannot see
	InFlight   bool
	Stars      int
}

// Stack is what one hex shows: the markers seen, bottom to top, and how
// many markers are there as far as the viewer knows.
type Stack struct {
	Hex     hex.Hex
	Markers []Marker // bottom to top; the last is the top marker
	Count   int
	Own     bool
	// Fogged: an enemy stack of which the viewer sees only some markers
	// (under fog of war, VIII.1, the top one and any post or found unit)
	// until recon or an engagement reveals it.
	Fogged bool
}

// Top is the marker on top of the stack.
func (s *Stack) Top() *Marker { return &s.Markers[len(s.Markers)-1] }

// StacksOf turns a side's fog-of-war View into the stacks its map shows:
// its own stacks in full and the enemy's as far as they are seen.
func StacksOf(v game.View, card func(string) (*units.Card, bool)) []Stack {
	own := map[game.UnitID]game.OwnUnit{}
	for _, u := range v.Own {
		own[u.ID] = u
	}
	var out []Stack
	for _, os := range v.OwnStacks {
		st := Stack{Hex: os.Hex, Own: true, Count: len(os.Units)}
		for _, id := range os.Units {
			u := own[id]
			c, ok := card(u.Card)
			if !ok {
				continue
			}
			st.Markers = append(st.Markers, Marker{Unit: u.ID, Card: c, Side: v.Side, Number: u.Marker,
				Damaged: u.Damaged, DugIn: u.DugIn, Idle: u.Idle, Unsupplied: u.Unsupplied, Reconned: u.Reconned,
				Found: u.Found, Hidden: c.Special.Hidden && !u.Found, InFlight: u.InFlight, Stars: len(u.Stars)})
		}
		if len(st.Markers) > 0 {
			out = append(out, st)
		}
	}
	for _, es := range v.Enemy {
		st := Stack{Hex: es.Hex, Count: es.Count, Fogged: !es.Revealed && es.Count > len(es.Units)}
		for _, s := range es.Units {
			c, ok := card(s.Card)
			if !ok {
				continue
			}
			side := c.Side
			if side != units.Neutral {
				side = game.Enemy(v.Side)
			}
			st.Markers = append(st.Markers, Marker{Unit: s.ID, Card: c, Side: side, Number: s.Marker,
				Damaged: s.Damaged, Found: s.Found, InFlight: s.InFlight})
		}
		if len(st.Markers) > 0 {
			out = append(out, st)
		}
	}
	return out
}
