package battle

import (
	"testing"

	"frontline/render/internal/displaytest"
)

// BenchmarkBattleFrame is one frame of the battle screen at the fire
// stage (a unit selected, an enemy hovered), with a one-pixel read-back
// that makes the frame finish.
func BenchmarkBattleFrame(b *testing.B) {
	h := stage(b, "foggia-approaches", 1, "fire")
	h.in.X, h.in.Y = h.s.Pose("fire", false)
	for !h.s.Ready() {
		h.step()
	}
	h.step()
	b.ResetTimer()
	for b.Loop() {
		h.step()
	}
	_ = displaytest.Available
}
