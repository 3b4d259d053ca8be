package battle

// Opaque reports that Draw paints every pixel of the screen before
// anything translucent (scene.Opaque): the hand-off and buying pages fill
// it, the table is copied over it from its composed image. The screen
// then need not be cleared before a frame (one whole pass saved on a
// software renderer) and a still one may be kept (scene.Still).
func (s *Scene) Opaque() bool { return true }

// FrameKey fingerprints what Draw puts on the screen as far as it can
// change with no input and no busy scene (scene.Still, render/still.go):
// the composed table (any change of its key composes it again), the
// orders given (the log, the bar, the panels, the summary), the viewer
// and the size. The panels otherwise follow the pointer, the keys and
// the busy states (shots shown, a message fading, bands being painted),
// on which the loop draws every frame anyway. No key while the hand-off
// or buying page or the pause menu is up, or the table's composition is
// behind its key.
func (s *Scene) FrameKey() (uint64, bool) {
	if s.handoff || s.buy != nil && s.buy.shown || s.pause.Shown() || !s.composed || s.tableKey() != s.compKey {
		return 0, false
	}
	k := fold(fold(fold(fold(uint64(s.compGen), s.m.Stamp()), int(s.w)), int(s.h)), boolInt(s.m.Over()))
	for i := 0; i < len(s.viewer); i++ {
		k = fold(k, int(s.viewer[i]))
	}
	return k, true
}

// fold mixes v into the fingerprint k (splitmix64's finaliser).
func fold(k uint64, v int) uint64 {
	k = (k ^ uint64(v)) * 0xbf58476d1ce4e5b9
	k ^= k >> 31
	return k * 0x94d049bb133111eb
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
