package markers

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/content"
	"frontline/game/units"
)

// TestFaceTitleBlendedAsTheGPUWould: a face's title, lettered into a
// scratch image and blended into the face's pixels on the CPU, looks as
// it did lettered straight onto the face (within rounding), at every
// band that carries one.
func TestFaceTitleBlendedAsTheGPUWould(t *testing.T) {
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"de.pak40", "us.rifle_squad"} {
		card, ok := c.Catalog.Get(id)
		if !ok {
			t.Fatalf("no card %s", id)
		}
		for i := 1; i < len(Bands); i++ {
			f := &face{key: faceKey{card: id, side: units.Germany}, card: card}
			pix, w, h, cx, cy, r := f.body(i)
			l, x, y := f.title(cx, cy, r)
			gpu := ebiten.NewImage(w, h)
			gpu.WritePixels(pix)
			l.Draw(gpu, card.Marker, x, y)
			want := make([]byte, len(pix))
			gpu.ReadPixels(want)
			got := make([]byte, len(pix))
			f.image(i).ReadPixels(got)
			lettered, worst := 0, 0
			for k := range pix {
				if want[k] != pix[k] {
					lettered++
				}
				worst = max(worst, int(want[k])-int(got[k]), int(got[k])-int(want[k]))
			}
			if lettered < 20 {
				t.Errorf("%s band %d: the title changed only %d bytes", id, i, lettered)
			}
			if worst > 2 {
				t.Errorf("%s band %d: blended on the CPU differs from lettered on the GPU by up to %d levels", id, i, worst)
			}
		}
	}
}

// TestFacesOnASheetDrawAsAlone: the closest band's faces, kept on a
// sheet of large pictures (sprite.Place), put the same pixels on screen
// at every zoom that uses them as the same picture in an image of its
// own.
func TestFacesOnASheetDrawAsAlone(t *testing.T) {
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	card, _ := c.Catalog.Get("de.pak40")
	f := &face{key: faceKey{card: card.ID, side: units.Germany}, card: card}
	i := len(Bands) - 1
	onSheet := f.image(i)
	b := onSheet.Bounds()
	pix := make([]byte, 4*b.Dx()*b.Dy())
	onSheet.ReadPixels(pix)
	alone := ebiten.NewImage(b.Dx(), b.Dy())
	alone.WritePixels(pix)
	for _, z := range []float64{60, 70.5, 80, 97.3} {
		var op ebiten.DrawImageOptions
		want, got := ebiten.NewImage(240, 240), ebiten.NewImage(240, 240)
		place(want, alone, &op, 120.4, 119.7, z/Bands[i])
		place(got, onSheet, &op, 120.4, 119.7, z/Bands[i])
		a, g := make([]byte, 4*240*240), make([]byte, 4*240*240)
		want.ReadPixels(a)
		got.ReadPixels(g)
		worst := 0
		for k := range a {
			worst = max(worst, int(a[k])-int(g[k]), int(g[k])-int(a[k]))
		}
		if worst > 2 {
			t.Errorf("zoom %v: the face on the sheet differs from the face alone by up to %d levels", z, worst)
		}
	}
}

// TestFaceFitsItsImage: a face's image is cut close round the counter,
// its shadow and its rim, and nothing of them is cut off — the outermost
// ring of pixels stays clear — for every card, side and state, at every
// band.
func TestFaceFitsItsImage(t *testing.T) {
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	for _, card := range c.Catalog.All() {
		for _, side := range []units.Side{units.US, units.Germany, units.Neutral} {
			for _, damaged := range []bool{false, true} {
				f := &face{key: faceKey{card: card.ID, side: side, damaged: damaged}, card: card}
				for i := range Bands {
					pix, w, h, _, _, _ := f.body(i)
					for y := range h {
						for x := range w {
							if (x == 0 || y == 0 || x == w-1 || y == h-1) && pix[4*(y*w+x)+3] != 0 {
								t.Fatalf("%s side %v damaged %v band %d: the face reaches its image's edge at (%d, %d) of %d×%d", card.ID, side, damaged, i, x, y, w, h)
							}
						}
					}
				}
			}
		}
	}
}

// TestSheetFacesSharedByLayers: a face that goes on a sheet (whose room
// is never given back) is painted once for every layer: a new game's
// layer draws the same image instead of taking more of the sheet.
func TestSheetFacesSharedByLayers(t *testing.T) {
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	card, _ := c.Catalog.Get("us.rifle_squad")
	key := faceKey{card: card.ID, side: units.US}
	i := len(Bands) - 1
	a, b := (&face{key: key, card: card}).image(i), (&face{key: key, card: card}).image(i)
	if a != b {
		t.Error("two layers' faces of the closest band are two images")
	}
	if a, b := (&face{key: key, card: card}).image(1), (&face{key: key, card: card}).image(1); a == b {
		t.Error("faces on the atlas are shared too (they are the layer's, freed with it)")
	}
}
