package play

// FrameKey fingerprints what Draw puts on the screen as far as it can
// change with no input and no busy scene (scene.Still, render/still.go):
// the map scene's frame (its composed sheet, hover and status bar), the
// commands applied (the log, the panels, the markers), the viewer and
// the size, and the computer's turn summary. The panels otherwise follow the pointer, the keys and the
// busy states (animations, messages, previews being computed), on which
// the loop draws every frame anyway. No key while the hand-off screen is
// up or the map scene draws anything straight (an animation, a pulse, a
// sheet not yet composed). Whatever Draw shows instead of the map (a
// battle table opened from it) must answer here first with its own key,
// or none.
func (s *Scene) FrameKey() (uint64, bool) {
	if s.TableShown() {
		if s.Flying() {
			return 0, false
		}
		return s.Table().FrameKey()
	}
	if s.handOffShown() {
		return 0, false
	}
	st, ok := s.mv.FrameStamp()
	if !ok {
		return 0, false
	}
	sum := s.comp.sum.step // the computer's summary opens on a tick of its own
	if s.comp.sum.shown {
		sum = -sum - 1
	}
	return uint64(st.Int(s.sess.Applied).Text(string(s.sess.Viewer)).Int(s.w).Int(s.h).Int(sum).Int(s.mini.gen)), true
}
