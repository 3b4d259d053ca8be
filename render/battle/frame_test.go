package battle

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/tactical"
)

// Once the units are placed the camera closes in on them: every unit
// and objective in the part of the view the log leaves uncovered, at a
// zoom closer than the whole table's. F frames them again, Home shows
// the whole table.
func TestFightIsFramedOncePlacingIsDone(t *testing.T) {
	h := stage(t, "altavilla", 1, "movement")
	h.step()
	c := h.s.cam
	if !h.s.framed || c.Zoom < c.FitZoom()*1.3 {
		t.Fatalf("framed %v at zoom %.1f, the whole table's %.1f", h.s.framed, c.Zoom, c.FitZoom())
	}
	inView := func() {
		t.Helper()
		b := h.s.m.Battle()
		for i := range b.Units {
			u := &b.Units[i]
			if u.Status != tactical.OnTable {
				continue
			}
			x, y := h.s.screenOf(u.Pos)
			if x < c.View.MinX || x > c.View.MaxX || y < c.View.MinY || y > c.View.MaxY-c.Cover {
				t.Errorf("#%d at (%.0f, %.0f) is outside the framed view %+v (cover %.0f)", u.Number(), x, y, c.View, c.Cover)
			}
		}
	}
	inView()
	h.in.Press(ebiten.KeyHome)
	h.step()
	if c.Zoom != c.MinZoom() {
		t.Errorf("Home: zoom %.1f, want the whole table's %.1f", c.Zoom, c.MinZoom())
	}
	h.in.Press(ebiten.KeyF)
	h.step()
	if c.Zoom < c.FitZoom()*1.3 {
		t.Errorf("F: zoom %.1f, not closer than the whole table's %.1f", c.Zoom, c.FitZoom())
	}
	inView()
}

// A window made shorter lists fewer units to place, so that the panel's
// cards and the unit's card still fit under them (IX.4.4).
func TestIX44_PlacementListFitsAShorterWindow(t *testing.T) {
	h := opening(t, "persano")
	h.s.Resize(1280, 1000)
	long := h.s.side.placeMax
	h.s.Resize(1280, 720)
	p := &h.s.side
	if p.placeMax >= long || (p.placeMax > minPlaceRows && p.cardsY+unitRoom > 720) {
		t.Errorf("at 720 px: %d rows (%d at 1000 px), the buttons end at %.0f", p.placeMax, long, p.cardsY)
	}
}
