package play

import (
	"testing"

	"frontline/game/units"
	"frontline/render/mapview"
)

// selectRiskyNextToStacks selects a US unit of the opening whose reach
// holds a stack it may fail to reach (a chance printed beside a marker).
func selectRiskyNextToStacks(t *testing.T, h *harness) {
	g := h.game()
	for _, u := range g.Units {
		if u.Side != units.US || !u.Deployed() {
			continue
		}
		for _, r := range Reach(g.MoveOptions(u.ID)) {
			if r.Chance < 1 && h.s.stackAt(r.Hex) != nil {
				h.s.Select(u.Hex)
				h.step()
				h.s.selectUnit(u.ID)
				h.step()
				return
			}
		}
	}
	t.Fatal("no US unit of the opening may fail to reach a stack")
}

// Movement chances are printed where they cover no marker, at every zoom:
// in the middle of an empty hex, beside the marker of an occupied one, or
// (with no room) not at all — the panel gives it on hover.
func TestMoveChancesNeverCoverAMarker(t *testing.T) {
	h := newHarness(t, 1)
	h.endPhasesUntil(5, inMovement(h.game(), units.US))
	selectRiskyNextToStacks(t, h)
	cam := h.s.Map().Camera()
	fit := cam.Zoom
	besideStacks := 0
	for _, z := range []float64{fit, 2 * fit, 3.5 * fit} {
		cam.ZoomAt(cam.View.MinX+cam.View.Width()/2, cam.View.MinY+cam.View.Height()/2, z)
		h.s.Map().CenterOn(h.s.sel.hex)
		h.step()
		z := cam.Zoom // clamped
		a := h.s.above
		if len(a.spots) != len(a.reach) {
			t.Fatalf("zoom %.0f: %d chance spots for %d reach hexes", z, len(a.spots), len(a.reach))
		}
		var boxes []chanceBox
		for i, r := range a.reach {
			img := a.labels[Percent(r.Chance)]
			sp := a.spots[i]
			if img == nil {
				continue
			}
			if !sp.on {
				if !r.Stack {
					t.Errorf("zoom %.0f: the chance of the empty hex %s is not shown", z, r.Hex)
				}
				continue
			}
			if r.Stack {
				besideStacks++
			}
			x, y := h.hexAt(r.Hex)
			b := chanceBox{x + sp.dx + 2, y + sp.dy + 2, x + sp.dx + float64(img.Bounds().Dx()) - 2, y + sp.dy + float64(img.Bounds().Dy()) - 2}
			for _, st := range h.s.layer.Stacks() {
				mx, my := h.hexAt(st.Hex)
				m := chanceBox{mx - mapview.UnitHalfW*z, my - mapview.UnitHalfH*z, mx + mapview.UnitHalfW*z, my + mapview.UnitHalfH*z}
				if b.overlaps(m) {
					t.Errorf("zoom %.0f: the chance of %s covers the marker in %s", z, r.Hex, st.Hex)
				}
			}
			for _, o := range boxes {
				if b.overlaps(o) {
					t.Errorf("zoom %.0f: the chance of %s covers another", z, r.Hex)
				}
			}
			boxes = append(boxes, b)
		}
	}
	if besideStacks == 0 {
		t.Error("no chance was printed beside a marker at any zoom")
	}
	h.save("move-chances-zoomed.png")
}
