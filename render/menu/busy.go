package menu

// Busy reports whether the menu changes with no input: the seed field's
// caret blinks while it has the focus.
func (s *Scene) Busy() bool { return s.page == NewGame && s.ng != nil && s.ng.seed.Focus }
