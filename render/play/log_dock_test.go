package play

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/units"
	"frontline/render/widget"
)

// southEdge is where the bottom of the map sheet is on screen.
func (h *harness) southEdge() float64 {
	cam := h.s.Map().Camera()
	_, y := cam.ToScreen(0, cam.World.MaxY)
	return y
}

// At the whole-map zoom the map's south edge is above the log, shown or
// hidden, at 1280×800 and at the smallest layout.
func TestWholeMapClearsTheLog(t *testing.T) {
	h := newHarness(t, 1)
	h.endPhasesUntil(5, inMovement(h.game(), units.US)) // the catalog closed
	for _, size := range [][2]int{{1280, 800}, {1152, 720}} {
		h.s.Resize(size[0], size[1])
		for _, hidden := range []bool{false, true} {
			if h.s.dock.hidden != hidden {
				h.press(ebiten.KeyL)
			}
			h.press(ebiten.KeyHome)
			if y := h.southEdge(); y > h.s.logR.Y {
				t.Errorf("%v, log hidden %v: the map ends at y %.0f, the log starts at %.0f", size, hidden, y, h.s.logR.Y)
			}
		}
	}
}

// The log's buttons and L hide and show it and move it across; dragging
// its title docks it on the nearer side; each change is reported for the
// settings.
func TestLogHidesAndMoves(t *testing.T) {
	h := newHarness(t, 1)
	var told [][2]bool
	h.s.KeepLogDock(false, false, func(right, hidden bool) error {
		told = append(told, [2]bool{right, hidden})
		return nil
	})
	h.endPhasesUntil(5, inMovement(h.game(), units.US))
	h.press(ebiten.KeyHome)
	shown := h.s.Map().Camera().Zoom
	if h.s.logR.X != 10 || h.s.logR.H != LogShut {
		t.Fatalf("the log starts at %+v, want docked left, shut", h.s.logR)
	}
	h.clickRect(h.s.dock.hide.R)
	if !h.s.dock.hidden || h.s.logR.H != logTitleH {
		t.Fatalf("after ▼ the log is %+v (hidden %v)", h.s.logR, h.s.dock.hidden)
	}
	if z := h.s.Map().Camera().Zoom; z <= shown {
		t.Errorf("with the log hidden the whole map is no larger: zoom %.1f, was %.1f", z, shown)
	}
	h.save("log-hidden.png")
	h.press(ebiten.KeyL)
	if h.s.dock.hidden || h.s.logR.H != LogShut {
		t.Fatalf("L did not show the log again: %+v", h.s.logR)
	}
	h.clickRect(h.s.dock.move.R)
	if !h.s.dock.right || h.s.logR.X+h.s.logR.W != h.s.sideR.X-10 {
		t.Fatalf("after ► the log is at %+v, the panel at %.0f", h.s.logR, h.s.sideR.X)
	}
	h.save("log-right.png")
	// Drag the title most of the way left and let go: it docks left.
	title := widget.Rect{X: h.s.logR.X + 60, Y: h.s.logR.Y + 8}
	h.in.X, h.in.Y = int(title.X), int(title.Y)
	h.step()
	h.in.Hold(ebiten.MouseButtonLeft, true)
	h.step()
	for x := int(title.X); x > 100; x -= 40 {
		h.in.X = x
		h.step()
	}
	if !h.s.dock.dragging || h.s.logR.X >= h.s.sideR.X-10-h.s.logR.W {
		t.Fatalf("the log does not follow the drag: %+v (dragging %v)", h.s.logR, h.s.dock.dragging)
	}
	h.in.Hold(ebiten.MouseButtonLeft, false)
	h.step()
	if h.s.dock.dragging || h.s.dock.right || h.s.logR.X != 10 {
		t.Errorf("let go on the left, the log is at %+v (right %v)", h.s.logR, h.s.dock.right)
	}
	want := [][2]bool{{false, true}, {false, false}, {true, false}, {false, false}}
	if len(told) != len(want) {
		t.Fatalf("told the settings %v, want %v", told, want)
	}
	for i := range want {
		if told[i] != want[i] {
			t.Errorf("change %d told %v, want %v", i, told[i], want[i])
		}
	}
}
