package render

import "frontline/render/scene"

// FrameKey is the game's fingerprint (scene.Still) while neither the help
// nor the pause menu is up; with either up, every frame is drawn.
func (o *overlays) FrameKey() (uint64, bool) {
	s, ok := o.inner.(scene.Still)
	if !ok || o.help.Shown() || o.pause.Shown() {
		return 0, false
	}
	return s.FrameKey()
}

// FrameParts is the game's (scene.Patched) while neither the help nor
// the pause menu is up.
func (o *overlays) FrameParts(parts []scene.Part) (uint64, []scene.Part, bool) {
	s, ok := o.inner.(scene.Patched)
	if !ok || o.help.Shown() || o.pause.Shown() {
		return 0, parts, false
	}
	return s.FrameParts(parts)
}
