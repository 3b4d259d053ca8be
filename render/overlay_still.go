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
