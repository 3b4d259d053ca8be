package victory

// Busy reports whether the screen changes with no input: the play screen
// underneath is busy, or the game has ended and the victory screen is
// still to come.
func (h *Host) Busy() bool {
	if b, ok := h.Play.(interface{ Busy() bool }); ok && b.Busy() {
		return true
	}
	return !h.done && h.Play.Session().Game().Over
}
