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

// FrameParts is the play screen's (scene.Patched).
func (h *Host) FrameParts(parts []scene.Part) (uint64, []scene.Part, bool) {
	s, ok := h.Play.(scene.Patched)
	if !ok {
		return 0, parts, false
	}
	return s.FrameParts(parts)
}
