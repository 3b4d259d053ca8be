package session

import (
	"slices"

	"frontline/game"
	"frontline/game/ai"
	"frontline/game/hex"
	"frontline/game/units"
)

// EvComputerOrder is the kind of the log entry that says what a computer
// side ordered and why (the session's own entry, never the engine's).
const EvComputerOrder game.EventKind = "computer_order"

// Note is one computer order as the log and the summary of its turn tell
// it.
type Note struct {
	Side units.Side // the computer's side
	Step int        // the Operational Turn it was given in (Game.Step)
	Kind game.CommandKind
	// Why is the player's reason in plain words ("moves … to 1110: …").
	Why string
	// Where is the hex the order concerns, if one (a move's end, an
	// attack's target, a deployment).
	Where *hex.Hex
	// Hidden: the other side did not see the order happen, so neither its
	// log nor its summary may tell of it.
	Hidden bool
}

// Open reports whether side may read the note.
func (n Note) Open(side units.Side) bool { return side == n.Side || !n.Hidden }

// Event is the note as a log entry.
func (n Note) Event() game.Event {
	return game.Event{Kind: EvComputerOrder, Side: n.Side, Text: sideLabel(n.Side) + " (computer): " + n.Why}
}

// Summary is what the computer playing side did in its last Operational
// Turn, as viewer may know it: the orders it saw with their reasons, and
// how many more it did not see.
func (s *Session) Summary(side, viewer units.Side) (notes []Note, unseen int) {
	for _, n := range s.turnNotes[side] {
		if n.Open(viewer) {
			notes = append(notes, n)
		} else {
			unseen++
		}
	}
	return notes, unseen
}

// SummaryStep is the Operational Turn (Game.Step) Summary(side, …)
// tells of; 0 when side has given no order yet.
func (s *Session) SummaryStep(side units.Side) int {
	if ns := s.turnNotes[side]; len(ns) > 0 {
		return ns[0].Step
	}
	return 0
}

// recordOrder files a computer order: its note (in the logs that may
// read it, and in the summary of its turn when the order belongs to
// the computer's own Operational Turn), then its events. It returns the
// note, nil when the order came without a reason.
func (s *Session) recordOrder(by units.Side, o ai.Order, evs []game.Event) *Note {
	seen := s.filtered(evs)
	n := Note{Side: by, Step: s.g.Step, Kind: o.Kind, Why: o.Reason, Where: s.where(o.Command),
		Hidden: !openTo(evs, seen[game.Enemy(by)])}
	if n.Why == "" {
		s.recordSeen(seen, nil)
		return nil
	}
	s.reasons[s.g.Applied()-1] = n.Why
	if s.g.Active == by {
		if ns := s.turnNotes[by]; len(ns) > 0 && ns[0].Step != n.Step {
			s.turnNotes[by] = ns[:0]
		}
		s.turnNotes[by] = append(s.turnNotes[by], n)
	}
	s.recordSeen(seen, &n)
	return &n
}

// openTo reports whether a side saw all of a command's events as they
// happened, seen being them as filtered for it: none was kept from it or
// had its units hidden (FilterEvents drops the enemy's secrets and blanks
// what names units it cannot see).
func openTo(evs, seen []game.Event) bool {
	if len(seen) != len(evs) {
		return false
	}
	for i := range evs {
		if seen[i].Text != evs[i].Text || !slices.Equal(seen[i].Units, evs[i].Units) {
			return false
		}
	}
	return true
}

// where is the hex an order concerns, after it was carried out.
func (s *Session) where(c game.Command) *hex.Hex {
	switch {
	case c.Hex != nil:
		h := *c.Hex
		return &h
	case len(c.Path) > 0:
		h := c.Path[len(c.Path)-1]
		if u := s.g.Unit(c.Unit); u != nil && u.Deployed() {
			h = u.Hex // where it stopped (a failed check ends a move short)
		}
		return &h
	case c.Target != 0:
		if u := s.g.Unit(c.Target); u != nil && u.Deployed() {
			h := u.Hex
			return &h
		}
	}
	return nil
}

// sideLabel is a side's short name, as the log heads a line.
func sideLabel(side units.Side) string {
	if side == units.US {
		return "US"
	}
	return "Germany"
}
