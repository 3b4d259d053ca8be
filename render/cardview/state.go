package cardview

import (
	"slices"
	"strconv"
	"strings"

	"frontline/game"
	"frontline/game/scenario"
	"frontline/game/units"
)

// StarNames are the experience stars (Table VIII.1) as the card panel
// names them, and StarHelp what each one does, in our words.
var (
	StarNames = map[scenario.Star]string{
		scenario.MarksmanPrimary:   "Marksman (primary)",
		scenario.MarksmanSecondary: "Marksman (secondary)",
		scenario.Vigilant:          "Vigilant",
		scenario.Stealthy:          "Stealthy",
		scenario.ExploitWeakness:   "Exploit Weakness",
		scenario.CombatVeteran:     "Combat Veteran",
	}
	StarHelp = map[scenario.Star]string{
		scenario.MarksmanPrimary:   "Each star makes the primary weapon hit a little more easily.",
		scenario.MarksmanSecondary: "Each star makes the secondary weapons hit a little more easily.",
		scenario.Vigilant:          "Hard to surprise: helps its side win the initiative when it is attacked.",
		scenario.Stealthy:          "Gets close unseen: helps its side win the initiative when it attacks.",
		scenario.ExploitWeakness:   "Finds the weak spot: each star adds to the damage of its hits.",
		scenario.CombatVeteran:     "Seasoned: helps the initiative both in attack and in defence.",
	}
)

// Paired is a unit shown in the card panel's cascade next to the unit:
// its crew, the gun a crew serves, the carrier it rides, what it carries
// or tows.
type Paired struct {
	Unit   game.UnitID
	Card   string
	Marker int
	Role   string // "crew", "serves", "rides in", "aboard", "towed by", "towing"
	Stars  []scenario.Star
}

// State is what the viewing side knows of one unit on the map: everything
// for its own units, only what the marker shows for the enemy's.
type State struct {
	Unit    game.UnitID
	Card    string
	Marker  int
	Own     bool
	Damaged bool
	Words   []string        // "dug in", "idle", "in flight (2 turns of flight left)" …
	Stars   []scenario.Star // its own stars (crews, infantry)
	Paired  []Paired        // the cascade, in the order shown
}

// StateOf finds unit id in the View; ok is false when the side does not
// see it. Nothing is read from outside the View.
func StateOf(v *game.View, id game.UnitID) (State, bool) {
	for i := range v.Own {
		if v.Own[i].ID == id {
			return ownState(v, &v.Own[i]), true
		}
	}
	for _, es := range v.Enemy {
		for _, s := range es.Units {
			if s.ID != id {
				continue
			}
			st := State{Unit: s.ID, Card: s.Card, Marker: s.Marker, Damaged: s.Damaged}
			add := func(ok bool, w string) {
				if ok {
					st.Words = append(st.Words, w)
				}
			}
			add(s.Damaged, "damaged")
			add(s.InFlight, "in flight")
			add(s.Found, "found by your recon")
			add(s.Unrevealed, "seen only as a marker")
			if !es.Revealed && es.Count > len(es.Units) {
				st.Words = append(st.Words, "its stack hides "+strconv.Itoa(es.Count-len(es.Units))+" more marker"+plural(es.Count-len(es.Units)))
			}
			return st, true
		}
	}
	return State{}, false
}

func ownState(v *game.View, u *game.OwnUnit) State {
	st := State{Unit: u.ID, Card: u.Card, Marker: u.Marker, Own: true, Damaged: u.Damaged,
		Stars: slices.Clone(u.Stars)}
	add := func(ok bool, w string) {
		if ok {
			st.Words = append(st.Words, w)
		}
	}
	add(u.Damaged, "damaged")
	add(u.DugIn, "dug in")
	add(u.Place == game.Staged, "in the staging area")
	add(u.Idle, "idle")
	add(u.Unsupplied, "unsupplied")
	add(u.Reconned, "scouted this turn")
	add(u.Found, "found by the enemy")
	if u.InFlight {
		w := "in flight"
		if u.FlightLeft > 0 {
			w += " (" + strconv.Itoa(u.FlightLeft) + " turn" + plural(u.FlightLeft) + " of flight left)"
		}
		st.Words = append(st.Words, w)
	}
	if n := len(u.Depleted); n > 0 {
		st.Words = append(st.Words, strconv.Itoa(n)+" weapon"+plural(n)+" expended until it lands")
	}
	own := func(id game.UnitID) *game.OwnUnit {
		for i := range v.Own {
			if v.Own[i].ID == id {
				return &v.Own[i]
			}
		}
		return nil
	}
	pair := func(id game.UnitID, role string) {
		if o := own(id); o != nil {
			st.Paired = append(st.Paired, Paired{Unit: o.ID, Card: o.Card, Marker: o.Marker, Role: role, Stars: slices.Clone(o.Stars)})
		}
	}
	if u.Crew != 0 {
		pair(u.Crew, "crew")
	}
	if u.Mans != 0 {
		pair(u.Mans, "serves")
	}
	if u.Aboard != 0 {
		pair(u.Aboard, "rides in")
	}
	for _, id := range u.TowedBy {
		pair(id, "towed by")
	}
	for i := range v.Own {
		o := &v.Own[i]
		if o.Aboard == u.ID {
			pair(o.ID, "aboard")
		}
		if slices.Contains(o.TowedBy, u.ID) {
			pair(o.ID, "towing")
		}
	}
	return st
}

// StarWords names stars, counting repeats: "2 × Marksman (primary), Vigilant".
func StarWords(stars []scenario.Star) string {
	var parts []string
	for _, s := range []scenario.Star{scenario.MarksmanPrimary, scenario.MarksmanSecondary, scenario.Vigilant,
		scenario.Stealthy, scenario.ExploitWeakness, scenario.CombatVeteran} {
		n := 0
		for _, x := range stars {
			if x == s {
				n++
			}
		}
		switch {
		case n == 1:
			parts = append(parts, StarNames[s])
		case n > 1:
			parts = append(parts, strconv.Itoa(n)+" × "+StarNames[s])
		}
	}
	return strings.Join(parts, ", ")
}

// cardOf is how the panel finds a card by id (Game.Card or the catalog).
type cardOf func(string) (*units.Card, bool)
