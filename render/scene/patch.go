package scene

import "image"

// Part is a rectangle of the screen that a Patched scene can have drawn
// alone, with the fingerprint of what it shows there.
type Part struct {
	R   image.Rectangle
	Key uint64
}

// Patched is a scene that can say where its next frame differs from the
// last one drawn, so that the game loop redraws only there
// (render/patch.go). FrameParts returns the fingerprint of everything its
// Draw puts outside its parts — whatever the input, unlike FrameKey — and
// appends to parts its parts, in the same order and number from frame to
// frame while that fingerprint holds. A part whose key or rectangle
// changed is redrawn where it was and where it is; the rest of the screen
// is left as it is. The scene must draw, onto a sub-image of the screen,
// exactly the pixels a whole frame puts there. ok false: the frame is
// drawn in full.
type Patched interface {
	FrameParts(parts []Part) (base uint64, _ []Part, ok bool)
}

// FrameParts is the current scene's (Patched), with which scene it is
// folded into the base: none during a fade or for a scene that cannot
// tell.
func (m *Manager) FrameParts(parts []Part) (uint64, []Part, bool) {
	s, ok := m.current.(Patched)
	if m.fade > 0 || !ok {
		return 0, parts, false
	}
	base, parts, ok := s.FrameParts(parts)
	return base ^ m.shown*0x9e3779b97f4a7c15, parts, ok
}
