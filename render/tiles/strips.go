package tiles

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// stripRows is how many rows of a tile one WritePixels carries.
//
// Ebitengine copies the pixels of every WritePixels into a byte slice
// from a pool that keeps the 31 slices last given back, whatever their
// size. Whole tiles (256 KiB each, four a frame while panning) filled it
// with 5 MB of Go memory at the closest zoom; in strips of 32 rows
// (32 KiB) it holds at most 1 MB of them.
const stripRows = 32

// writeStrips writes pix (a whole tile's image, full×full) into img a
// strip of rows at a time.
func writeStrips(img *ebiten.Image, pix []byte) {
	for y := 0; y < full; y += stripRows {
		h := min(stripRows, full-y)
		s := img.SubImage(image.Rect(0, y, full, y+h)).(*ebiten.Image)
		s.WritePixels(pix[4*full*y : 4*full*(y+h)])
	}
}
