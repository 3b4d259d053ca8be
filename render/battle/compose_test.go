package battle

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// The composed table is what drawing the layers afresh gives, after each
// change the pointer makes: hovering an enemy, leaving it, selecting
// another unit, zooming.
func TestComposedTableMatchesLayers(t *testing.T) {
	h := stage(t, "foggia-approaches", 1, "fire")
	x, y := h.s.Pose("fire", false, 0)
	check := func(what string) {
		t.Helper()
		h.step()
		fresh := ebiten.NewImage(1280, 800)
		defer fresh.Deallocate()
		fresh.Fill(clothFill)
		h.s.drawLayers(fresh)
		a, b := make([]byte, 4*1280*800), make([]byte, 4*1280*800)
		h.s.comp.ReadPixels(a)
		fresh.ReadPixels(b)
		if n := differing(a, b); n > 0 {
			t.Errorf("%s: the composed table differs from the layers drawn afresh in %d pixels", what, n)
		}
	}
	h.in.X, h.in.Y = x, y
	check("hovering an enemy")
	h.in.X, h.in.Y = 200, 300
	check("leaving it")
	h.in.WheelY = 1
	check("zooming in")
	h.click(float64(x), float64(y))
	check("clicking the enemy")
}

// differing counts the pixels of two RGBA buffers that differ by more than
// one step in a channel: the software renderer may round a blend one step
// apart when the same layers land at another place of its texture atlas,
// while a stale composition differs by whole shapes.
func differing(a, b []byte) int {
	n := 0
	for i := 0; i+3 < len(a); i += 4 {
		for c := range 4 {
			if d := int(a[i+c]) - int(b[i+c]); d > 1 || d < -1 {
				n++
				break
			}
		}
	}
	return n
}
