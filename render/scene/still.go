package scene

// Still is a scene that can fingerprint what its Draw puts on the screen,
// as far as that can change with no input and no busy scene: the game
// loop (render/still.go) leaves the screen as the last frame left it
// while the fingerprint holds and nothing stirs, so a still screen costs
// no drawing. ok is false when the scene cannot tell (the frame is then
// drawn). A fingerprint may change with nothing on screen changing (a
// frame drawn again for nothing), never the other way round.
type Still interface {
	FrameKey() (key uint64, ok bool)
}

// FrameKey is the current scene's fingerprint, with which scene it is:
// no fingerprint during a fade or for a scene that cannot tell.
func (m *Manager) FrameKey() (uint64, bool) {
	s, ok := m.current.(Still)
	if m.fade > 0 || !ok {
		return 0, false
	}
	k, ok := s.FrameKey()
	return k ^ m.shown*0x9e3779b97f4a7c15, ok
}
