package victory

import "frontline/render/scene"

// FrameKey is the play screen's fingerprint (scene.Still): the host draws
// nothing of its own.
func (h *Host) FrameKey() (uint64, bool) {
	s, ok := h.Play.(scene.Still)
	if !ok {
		return 0, false
	}
	return s.FrameKey()
}
