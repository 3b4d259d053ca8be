package play

import (
	"strconv"
	"strings"

	"frontline/game"
	"frontline/render/markers"
)

// UnitFacts are what the unit panel says about an own unit beyond its
// marker (the enemy's units show only what their marker shows).
type UnitFacts struct {
	Moved    bool // moved this Movement Phase
	Fought   bool // fired in an engagement this Combat Phase
	Movement int  // movement allowance of the face in use
	Defense  int
}

// StateWords lists a unit's state in words for the unit panel: what its
// marker's badges say, and for own units whether it moved or fought.
func StateWords(m *markers.Marker, own bool, f UnitFacts) string {
	var w []string
	add := func(ok bool, s string) {
		if ok {
			w = append(w, s)
		}
	}
	add(m.Damaged, "damaged")
	add(m.DugIn, "dug in")
	add(m.Idle, "idle")
	add(m.Unsupplied, "unsupplied")
	add(m.Reconned, "scouted")
	add(m.Found, "found")
	add(m.Hidden, "hidden")
	add(m.InFlight, "in flight")
	if m.Stars > 0 {
		w = append(w, strconv.Itoa(m.Stars)+" star"+map[bool]string{true: "s"}[m.Stars > 1])
	}
	if own {
		add(f.Moved, "moved")
		add(f.Fought, "fought")
	}
	s := strings.Join(w, ", ")
	if own && m.Card != nil && m.Card.Ground() {
		stats := "Mv " + strconv.Itoa(f.Movement) + "  Def " + strconv.Itoa(f.Defense)
		if s == "" {
			return stats
		}
		return stats + "  ·  " + s
	}
	return s
}

// factsOf reads an own unit's facts from the game.
func factsOf(g *game.Game, id game.UnitID) UnitFacts {
	u := g.Unit(id)
	if u == nil {
		return UnitFacts{}
	}
	f := u.Face()
	return UnitFacts{Moved: u.MovedStep == g.Step && g.Step > 0, Fought: u.EngagedStep == g.Step && g.Step > 0,
		Movement: f.Movement, Defense: f.Defense}
}

// unitName is the card name and the marker's ID number.
func unitName(m *markers.Marker) string {
	if m.Card == nil {
		return "unknown unit"
	}
	if m.Number > 0 {
		return m.Card.Name + " #" + strconv.Itoa(m.Number)
	}
	return m.Card.Name
}
