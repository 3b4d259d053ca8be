package battle

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/internal/displaytest"
)

// atlasEdgePixels is how many isolated pixels the composed table may
// differ in (TestComposedTableMatchesLayers).
const atlasEdgePixels = 8

// The composed table is what drawing the layers afresh gives, after each
// change the pointer makes: hovering an enemy, leaving it, selecting
// another unit, zooming.
//
// A few single pixels may differ: between frames Ebitengine moves sprites
// between atlas pages, and a scaled sprite's edge pixel then samples its
// neighbour differently (seen: 1–2 isolated pixels, at random places,
// only when the steps end frames); a stale composition differs in
// thousands.
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
		if n := displaytest.Differing(a, b); n > atlasEdgePixels {
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
