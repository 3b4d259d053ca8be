package pause

// Busy reports whether the menu changes with no input: the save page's
// caret blinks.
func (m *Menu) Busy() bool { return m.shown && m.page == SavePage }
