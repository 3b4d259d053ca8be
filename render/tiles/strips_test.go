package tiles

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/internal/displaytest"
)

// A tile written in strips holds every row where a whole WritePixels
// would have put it.
func TestTileWrittenInStripsKeepsItsRows(t *testing.T) {
	displaytest.Need(t)
	pix := make([]byte, TileBytes)
	for y := range full {
		for x := range full {
			o := 4 * (y*full + x)
			pix[o], pix[o+1], pix[o+2], pix[o+3] = uint8(x), uint8(y), uint8(x^y), 255
		}
	}
	img := ebiten.NewImage(full, full)
	writeStrips(img, pix)
	got := make([]byte, TileBytes)
	img.ReadPixels(got)
	for i := range got {
		if got[i] != pix[i] {
			p := i / 4
			t.Fatalf("pixel (%d, %d) channel %d: %d, want %d", p%full, p/full, i%4, got[i], pix[i])
		}
	}
}
