package mapview

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/hex"
	"frontline/render/internal/testmap"
)

// The hex numbers are lettered as they come into view, into a sheet
// sized by the view, not the map: zoomed on a corner of a 48×40 map, the
// sheet holds the numbers round the view only; panning to the far
// corner letters those there into the same slots, and the sheet does
// not grow.
func TestNumberSheetFollowsTheViewNotTheMap(t *testing.T) {
	m := testmap.Synthetic(48, 40, 1)
	f := newFrame(t, Config{Map: m}, 800, 600, func(s *Scene) {
		s.cam.ZoomAt(400, 300, 40)
		s.CenterOn(hex.MustParse("0302"))
	})
	ns := f.s.numbers
	if ns == nil {
		t.Fatal("no numbers drawn at zoom 40")
	}
	total := m.Width * m.Height
	index := func(h hex.Hex) int { o := h.Offset(); return (o.Col-1)*m.Height + o.Row - 1 }
	slots := len(ns.slots)
	if slots == 0 || slots > total/4 {
		t.Fatalf("the sheet has %d slots for %d hexes, want at most a quarter", slots, total)
	}
	if ns.slotOf[index(hex.MustParse("0302"))] == 0 {
		t.Error("0302, in view, is not lettered")
	}
	hs := m.Hexes()
	far := hs[len(hs)-1]
	f.s.CenterOn(far)
	f.step()
	f.step()
	if ns.slotOf[index(far)] == 0 {
		t.Errorf("%v, in view after the pan, is not lettered", far)
	}
	if len(ns.slots) != slots {
		t.Errorf("the sheet grew from %d to %d slots on a pan at the same zoom", slots, len(ns.slots))
	}
	// A slot lettered again shows the new number alone: the same pixels
	// as that number lettered into a fresh sheet.
	fresh := newNumberSheet(m)
	defer fresh.free()
	fresh.grow(1)
	fresh.draws++
	k := fresh.claim(index(far))
	fresh.flushClears()
	fresh.letter(index(far), k)
	want := pixelsOf(fresh.slots[k])
	got := pixelsOf(ns.slots[ns.slotOf[index(far)]-1])
	if string(got) != string(want) {
		t.Errorf("the far corner's number, lettered into a used slot, differs from a fresh lettering")
	}
}

func pixelsOf(img *ebiten.Image) []byte {
	b := img.Bounds()
	pix := make([]byte, 4*b.Dx()*b.Dy())
	img.ReadPixels(pix)
	return pix
}

// Where a view shows half the map or more, the sheet holds every number,
// lettered at once (it is then never lettered into again, and stays on
// Ebitengine's atlas).
func TestSmallMapsNumberSheetIsWhole(t *testing.T) {
	m := introMap(t)
	f := newFrame(t, Config{Map: m}, 1280, 720, func(s *Scene) { s.cam.ZoomAt(640, 360, NumbersFrom) })
	ns := f.s.numbers
	if ns == nil {
		t.Fatal("no numbers drawn at NumbersFrom")
	}
	if len(ns.slots) != m.Width*m.Height {
		t.Fatalf("%d slots for %d hexes", len(ns.slots), m.Width*m.Height)
	}
	for i, k := range ns.slotOf {
		if k == 0 {
			t.Fatalf("hex index %d not lettered", i)
		}
	}
}
