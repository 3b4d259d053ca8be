package battle

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/internal/displaytest"
)

// BenchmarkBattleFrame is one frame of the battle screen at the fire
// stage (a unit selected, an enemy hovered), with a one-pixel read-back
// that makes the frame finish.
func BenchmarkBattleFrame(b *testing.B) {
	h := stage(b, "foggia-approaches", 1, "fire")
	h.in.X, h.in.Y = h.s.Pose("fire", false, 0)
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

// BenchmarkEmptyFrame is the baseline: a screen filled and read back.
func BenchmarkEmptyFrame(b *testing.B) {
	displaytest.Need(b)
	screen := ebiten.NewImage(1280, 800)
	for b.Loop() {
		screen.Fill(clothFill)
		displaytest.Flush(screen)
	}
}
