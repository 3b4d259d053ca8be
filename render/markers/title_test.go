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
