package play

// Busy reports whether the screen changes with no input: an animation or
// a pulse running, a message timing out, tiles being painted, an
// outcome preview being computed, the computer playing, or the battle
// table flying in or out or busy itself (render/rest.go lets the loop
// rest otherwise).
func (s *Scene) Busy() bool {
	return s.anim.on() || s.pulse.n > 0 || s.toastTicks > 0 || !s.Ready() || !s.Idle() || s.ComputerBusy() || s.TableBusy()
}
