package sprite

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// Large pictures (the closest band's marker faces, 142×128 pixels) go on
// sheets of their own, unmanaged textures filled shelf by shelf, not on
// Ebitengine's shared atlas page: among the glyphs and lettering there,
// its packer found no room for them at the closest zoom and the page grew
// from 1024×1024 to 2048×1024 for good (+4 MiB of textures; one sheet is
// 2 MiB). The sprites of that zoom stay on the atlas: with them, the
// introduction's 19 large pictures took two sheets.

// Large is the side from which Picture puts a picture on a sheet.
const Large = 128

// Picture is a w×h image for a picture that is only ever written
// (WritePixels), never drawn onto: on a sheet if it is Large, else on
// Ebitengine's atlas.
func Picture(w, h int) *ebiten.Image {
	if OnSheet(w, h) {
		return Place(w, h)
	}
	return ebiten.NewImage(w, h)
}

// OnSheet reports whether Picture puts a w×h picture on a sheet, where
// its room is never given back: the caller should keep it for good and
// use it again rather than make it anew.
func OnSheet(w, h int) bool { return w >= Large || h >= Large }

const sheetW, sheetH = 1024, 512

// sheet is one texture and the shelf being filled.
type sheet struct {
	img          *ebiten.Image
	x, y, shelfH int
}

var sheets []*sheet

// Place returns a w×h image on a sheet for a picture that is only ever
// written (WritePixels), never drawn onto; a clear pixel is left round
// it so that a linear filter blends its edges with nothing.
func Place(w, h int) *ebiten.Image {
	if w+2 > sheetW || h+2 > sheetH {
		return ebiten.NewImage(w, h)
	}
	for _, s := range sheets {
		if r, ok := s.take(w, h); ok {
			return s.img.SubImage(r).(*ebiten.Image)
		}
	}
	s := &sheet{img: ebiten.NewImageWithOptions(image.Rect(0, 0, sheetW, sheetH), &ebiten.NewImageOptions{Unmanaged: true})}
	sheets = append(sheets, s)
	r, _ := s.take(w, h)
	return s.img.SubImage(r).(*ebiten.Image)
}

// take finds room for w×h on the current shelf or a new one below it,
// a clear pixel between it and its neighbours and the sheet's edges.
func (s *sheet) take(w, h int) (image.Rectangle, bool) {
	if s.x+w+2 > sheetW {
		s.x, s.y, s.shelfH = 0, s.y+s.shelfH, 0
	}
	if s.y+h+2 > sheetH {
		return image.Rectangle{}, false
	}
	r := image.Rect(s.x+1, s.y+1, s.x+1+w, s.y+1+h)
	s.x += w + 1
	s.shelfH = max(s.shelfH, h+1)
	return r, true
}
