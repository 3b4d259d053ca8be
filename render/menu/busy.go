package menu

// Busy reports whether the menu changes with no input: the backdrop is
// still being painted or fading in, pages are still to be built, or the
// seed field's caret blinks while it has the focus.
func (s *Scene) Busy() bool {
	if !s.started || !s.Ready() || !s.built(NewGame) || !s.built(Load) || !s.built(Settings) {
		return true
	}
	return s.page == NewGame && s.ng.seed.Focus
}
