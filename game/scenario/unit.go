package scenario

import (
	"fmt"

	"frontline/game/hex"
	"frontline/game/units"
)

// unitEntry checks one [[side.unit]] and adds its counters.
func (l *loader) unitEntry(path string, st *sideState, fu *fileUnit) {
	side := st.side.Name
	card, ok := l.cat.Get(fu.Unit)
	if !ok {
		if fu.Unit == "" {
			l.errorf(path+".unit", "missing unit id (e.g. \"%s.rifle_squad\"; see assets/units.toml)", side)
		} else {
			l.errorf(path+".unit", "unknown unit id %q (see assets/units.toml)", fu.Unit)
		}
		return
	}
	if card.Side != side && card.Side != units.Neutral {
		l.errorf(path+".unit", "%s is a %s unit; %s fields only its own and neutral units", card.ID, card.Side, side)
		return
	}
	n := fu.Count
	if !l.doc.Has(path + ".count") {
		n = 1
	}
	if n < 1 || n > MaxCount {
		l.errorf(path+".count", "count %d out of range (1..%d)", n, MaxCount)
		return
	}
	crew := l.crew(path, side, card, fu)
	u := Unit{Card: card, Damaged: fu.Damaged, DugIn: fu.DugIn, InFlight: fu.InFlight, Mans: -1}
	u.Stars = l.stars(path, card, crew, fu.ExperienceStars)
	if !l.position(path, st, fu, &u) {
		return
	}
	for range n {
		l.add(path, st, u, crew)
		if l.capped {
			return
		}
	}
}

// crew decides whether the unit comes with its crew (crewed defaults to
// true for a card that needs one) and finds the side's crew card.
func (l *loader) crew(path string, side units.Side, card *units.Card, fu *fileUnit) *units.Card {
	need := card.Special.RequiresCrew
	if need == units.NoCrew {
		if fu.Crewed != nil && *fu.Crewed {
			l.errorf(path+".crewed", "%s needs no crew (crewed applies to guns, tanks, aircraft and emplacements)", card.ID)
		}
		return nil
	}
	if fu.Crewed != nil && !*fu.Crewed {
		return nil
	}
	c, ok := l.cat.CrewFor(side, need)
	if !ok {
		l.errorf(path+".unit", "%s needs a %s crew but the catalog has none for %s", card.ID, need, side)
		return nil
	}
	return c
}

// stars checks experience_stars: the optional rule must be on, and only
// crews, infantry and large ships carry experience (VIII.2, at most five).
// On a crewed unit the stars belong to its crew, so the crew's card
// decides.
func (l *loader) stars(path string, card, crew *units.Card, names []string) []Star {
	if len(names) == 0 {
		return nil
	}
	p := path + ".experience_stars"
	switch {
	case !l.s.Rules.Experience:
		l.errorf(p, "experience stars need the optional experience rule (scenario.rules.experience = true)")
		return nil
	case len(names) > MaxStars:
		l.errorf(p, "%d experience stars (at most %d per unit, VIII.2.1)", len(names), MaxStars)
		return nil
	case crew != nil && crew.Special.NoExperience:
		l.errorf(p, "the crew of %s (%s) may not earn experience", card.ID, crew.ID)
		return nil
	case crew == nil && card.Special.NoExperience:
		l.errorf(p, "%s may not earn experience", card.ID)
		return nil
	case !(card.Class == units.Infantry || card.Class == units.Crew || crew != nil || card.Special.Naval == units.LargeNaval):
		l.errorf(p, "%s has no crew or infantry to carry experience (VIII.2)", card.ID)
		return nil
	}
	out := make([]Star, 0, len(names))
	for i, s := range names {
		if !knownStar(Star(s)) {
			l.errorf(fmt.Sprintf("%s[%d]", p, i), "unknown experience star %q (allowed: %v)", s, stars)
			continue
		}
		out = append(out, Star(s))
	}
	return out
}

func knownStar(s Star) bool {
	for _, k := range stars {
		if k == s {
			return true
		}
	}
	return false
}

// position checks where the unit starts: staged (with an optional deploy
// turn) or on a legal hex of the map.
func (l *loader) position(path string, st *sideState, fu *fileUnit, u *Unit) bool {
	card := u.Card
	if fu.DugIn && !card.Special.DigIn {
		l.errorf(path+".dug_in", "%s cannot dig in (only units with the Dig In characteristic)", card.ID)
	}
	if fu.InFlight && card.Class != units.Aircraft {
		l.errorf(path+".in_flight", "%s is not an aircraft", card.ID)
	}
	if fu.DeployTurn != 0 && !fu.Staged {
		l.errorf(path+".deploy_turn", "deploy_turn needs staged = true (it says when a staged unit may deploy)")
	}
	if fu.Staged {
		u.Staged = true
		u.DeployTurn = 1
		if fu.DeployTurn != 0 {
			if fu.DeployTurn < 1 || fu.DeployTurn > l.s.TurnLimit {
				l.errorf(path+".deploy_turn", "deploy_turn %d out of range (1..%d, the turn limit)", fu.DeployTurn, l.s.TurnLimit)
			}
			u.DeployTurn = fu.DeployTurn
		}
		if fu.Hex != "" {
			l.errorf(path+".hex", "a staged unit has no hex yet (remove hex or staged)")
		}
		if fu.DugIn || fu.InFlight {
			l.errorf(path+".staged", "a staged unit can be neither dug in nor in flight")
		}
		return true
	}
	if fu.Hex == "" {
		l.errorf(path+".hex", "missing hex (CCRR), or set staged = true")
		return false
	}
	h, ok := l.hex(path+".hex", fu.Hex)
	if !ok {
		return false
	}
	u.Hex = h
	if !l.placeable(path+".hex", st, card, h, fu.InFlight) {
		return false
	}
	if !fu.InFlight {
		l.inZone(path+".hex", st, h)
	}
	l.notOnOwnObjective(path+".hex", st.side.Name, card, h)
	return true
}

// inZone rejects a unit outside its side's setup zone, when one is given.
func (l *loader) inZone(path string, st *sideState, h hex.Hex) {
	if z := st.side.setupZone; z != nil && !z[h] {
		l.errorf(path, "hex %s is outside the setup zone of %s", h, st.side.Name)
	}
}

// notOnOwnObjective rejects a land unit starting on an objective its own
// side must capture: the objective would be taken before the first turn.
func (l *loader) notOnOwnObjective(path string, side units.Side, card *units.Card, h hex.Hex) {
	if !card.Ground() {
		return
	}
	if o, ok := objectiveAt(l.s.objectives, side, h); ok {
		l.errorf(path, "%s starts on %s (%s), an objective %s must capture", card.ID, h, o.Name, side)
	}
}
