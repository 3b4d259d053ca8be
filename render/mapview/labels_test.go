package mapview

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/board"
	"frontline/game/hex"
	"frontline/render/art"
	"frontline/render/ui"
)

// frontTowns are the towns the play-test found hidden under the opening
// position's markers.
var frontTowns = []string{"Foggia", "Cerignola", "Barletta", "Andria", "Manfredonia"}

// frontUnits is a crowded front: a marker on each of those towns and on
// the hexes round Barletta and Andria, as in the introduction's opening.
func frontUnits(t *testing.T) []hex.Hex {
	m := introMap(t)
	var out []hex.Hex
	for _, name := range frontTowns {
		h, ok := cityNamed(m, name)
		if !ok {
			t.Fatalf("no %s on the intro map", name)
		}
		out = append(out, h)
	}
	for _, s := range []string{"0806", "0908", "1109", "1209", "1308", "1410", "1510"} {
		out = append(out, hex.MustParse(s))
	}
	return out
}

// Town names are placed clear of the marker on their own town at every
// zoom, and shown; where a name must touch another marker it sits on a
// plate above the markers.
func TestTownNamesKeepClearOfMarkers(t *testing.T) {
	f := newFrame(t, Config{Map: introMap(t), Objectives: introObjectives()}, 1280, 800, nil)
	units := frontUnits(t)
	ls := f.s.labels
	ls.setUnits(units)
	fit := f.s.cam.Zoom
	for _, z := range []float64{fit, 2 * fit, 3.5 * fit} {
		ls.place(z)
		for _, name := range frontTowns {
			l := labelNamed(t, ls, name)
			if !l.shown {
				t.Errorf("zoom %.0f: %s is not named", z, name)
				continue
			}
			b := l.box(l.at.X*z, l.at.Y*z)
			for _, h := range l.hexes {
				x, y := art.World.Center(h)
				own := box{(x - UnitHalfW) * z, (y - UnitHalfH) * z, (x + UnitHalfW) * z, (y + UnitHalfH) * z}
				if b.overlaps(own) {
					t.Errorf("zoom %.0f: %s's name %v covers the marker on the town %v", z, name, b, own)
				}
			}
			if ls.onUnit(b) && !l.plate {
				t.Errorf("zoom %.0f: %s's name touches a marker without a plate", z, name)
			}
		}
	}
}

// Without markers the names sit where they always did: nothing is plated
// and a town's name hugs its symbol.
func TestTownNamesWithoutMarkers(t *testing.T) {
	f := newFrame(t, Config{Map: introMap(t), Objectives: introObjectives()}, 1280, 800, nil)
	ls := f.s.labels
	ls.place(2 * f.s.cam.Zoom)
	for _, name := range frontTowns {
		l := labelNamed(t, ls, name)
		if !l.shown || l.plate {
			t.Errorf("%s: shown %v, plated %v", name, l.shown, l.plate)
		}
		if gap := l.symbolPx(ls.zoom) - 1; l.dy != gap-2 && l.dy != -gap-l.h+2 && l.dx != gap-2 && l.dx != -gap-l.w+2 {
			t.Errorf("%s placed at (%.0f, %.0f), not beside its symbol", name, l.dx, l.dy)
		}
	}
}

func labelNamed(t *testing.T, ls *labelSet, name string) *label {
	m := introMap(t)
	h, _ := cityNamed(m, name)
	for i := range ls.labels {
		l := &ls.labels[i]
		for _, lh := range l.hexes {
			if lh == h {
				return l
			}
		}
	}
	t.Fatalf("no label for %s", name)
	return nil
}

// cover is a unit layer that paints the whole view one colour: what the
// screen shows of a name over it was drawn after it.
type cover struct{ hexes []hex.Hex }

var coverInk = color.RGBA{R: 255, G: 0, B: 255, A: 255}

func (c *cover) DrawOverlay(dst *ebiten.Image, v *View) {
	b := v.cam.View
	ui.FillRect(dst, b.MinX, b.MinY, b.Width(), b.Height(), coverInk)
}

func (c *cover) Occupied() ([]hex.Hex, int) { return c.hexes, len(c.hexes) }

// Town names are drawn above the unit layer, seas and regions beneath it.
func TestTownNamesDrawnAboveUnits(t *testing.T) {
	c := &cover{hexes: frontUnits(t)}
	f := newFrame(t, Config{Map: introMap(t), Objectives: introObjectives()}, 1280, 800, func(s *Scene) { s.AddMarkers(c) })
	f.step()
	ls := f.s.labels
	shows := func(l *label) bool {
		ax, ay := f.s.cam.ToScreen(l.at.X, l.at.Y)
		x, y := ax+l.dx, ay+l.dy
		for py := y + 2; py < y+l.h-2; py++ {
			for px := x + 2; px < x+l.w-2; px++ {
				if f.pixel(px, py) != coverInk {
					return true
				}
			}
		}
		return false
	}
	for _, name := range frontTowns {
		if l := labelNamed(t, ls, name); !shows(l) {
			t.Errorf("%s's name is hidden under the markers", name)
		}
	}
	for i := range ls.labels {
		if l := &ls.labels[i]; l.kind == areaLabel && l.shown && shows(l) {
			t.Errorf("an area name at %v is drawn above the markers", l.at)
		}
	}
	f.save(t, "mapview-names-over-units.png")
}

// A large city is always named, on either map, at every zoom, even with
// no objective on it: Naples, hemmed in by the symbols of its suburbs,
// its port and its airfield, found no free spot and went unnamed.
func TestLargeCitiesAreAlwaysNamed(t *testing.T) {
	for _, id := range []string{"foggia-bari", "campania"} {
		m, err := board.EmbeddedByID(id)
		if err != nil {
			t.Fatal(err)
		}
		f := newFrame(t, Config{Map: m}, 1280, 800, nil)
		ls := f.s.labels
		fit := f.s.cam.Zoom
		for _, z := range []float64{fit, 2 * fit, 3 * fit, 5 * fit} {
			ls.place(z)
			for _, c := range m.Cities {
				if c.Size != board.LargeCity {
					continue
				}
				for i := range ls.labels {
					if l := &ls.labels[i]; l.kind == cityLabel && l.text == c.Name && !l.shown {
						t.Errorf("%s, zoom %.1f: %s is not named", id, z/fit, c.Name)
					}
				}
			}
		}
	}
}
