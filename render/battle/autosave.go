package battle

import (
	"frontline/game/tactical/standalone"
)

// AutosaveName is the battle save written as the battle goes on, like
// the map's autosave slot: at the start of every tactical turn, when the
// forces are bought and the battle begins, and at its end. The chooser
// lists it with the other saved battles.
const AutosaveName = "autosave"

// saveStamp is what changes when an autosave is due.
type saveStamp struct {
	phase standalone.Phase
	turn  int
}

// saveState is the standalone battle's autosave stamp (a battle of the
// map is saved with the map's game, not here).
func (s *Scene) saveState() saveStamp {
	var st saveStamp
	if s.match != nil {
		st.phase = s.match.Game.Phase
	}
	if b := s.m.Battle(); b != nil {
		st.turn = b.Turn
	}
	return st
}

// autosave writes the autosave when the phase or the tactical turn
// changed since the last one; a failure is said on screen, never fatal.
func (s *Scene) autosave() {
	st := s.saveState()
	if s.match == nil || s.cfg.Saves == "" || st == s.saved {
		return
	}
	s.saved = st
	if err := Save(s.cfg.Saves, AutosaveName, s.match); err != nil {
		s.say("Not autosaved: "+err.Error(), true)
	}
}
