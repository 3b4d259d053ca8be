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

func (s *Scene) stamp() saveStamp {
	st := saveStamp{phase: s.m.Game.Phase}
	if b := s.m.Battle(); b != nil {
		st.turn = b.Turn
	}
	return st
}

// autosave writes the autosave when the phase or the tactical turn
// changed since the last one; a failure is said on screen, never fatal.
func (s *Scene) autosave() {
	st := s.stamp()
	if s.cfg.Saves == "" || st == s.saved {
		return
	}
	s.saved = st
	if err := Save(s.cfg.Saves, AutosaveName, s.m); err != nil {
		s.say("Not autosaved: "+err.Error(), true)
	}
}
