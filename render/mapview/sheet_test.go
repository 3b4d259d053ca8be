package mapview

import (
	"image"
	"testing"

	"frontline/game/hex"
)

// The composed sheet is what its layers draw: a still frame (copied from
// the composed image) matches a frame whose layers are drawn straight
// onto the screen, with the grid and a changed feature.
func TestComposedSheetMatchesLayers(t *testing.T) {
	for _, grid := range []bool{true, false} {
		f := newFrame(t, Config{Map: introMap(t), Grid: grid}, 800, 600, func(s *Scene) {
			s.cam.ZoomAt(400, 300, 40)
			s.CenterOn(hex.MustParse("1209"))
		})
		f.s.SetFeatures(introFeatures(), nil)
		grab := func() *image.RGBA {
			f.step()
			img := image.NewRGBA(f.screen.Bounds())
			f.screen.ReadPixels(img.Pix)
			return img
		}
		f.step()
		f.step()
		if !f.s.sheet.composed {
			t.Fatal("the sheet is not composed when the map holds still")
		}
		still := grab()
		f.s.sheet.key.w = -1 // as if the view had just changed
		direct := grab()
		if f.s.sheet.composed {
			t.Fatal("the sheet was composed on a frame where it changed")
		}
		diff := 0
		for o := 0; o < len(still.Pix); o += 4 {
			if !nearBytes(still.Pix[o:o+4], direct.Pix[o:o+4], 1) {
				diff++
			}
		}
		if diff > 0 {
			t.Errorf("grid %v: %d pixels of the composed sheet differ from its layers", grid, diff)
		}
	}
}
