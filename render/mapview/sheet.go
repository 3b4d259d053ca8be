package mapview

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/tiles"
)

// The map sheet (the desk round it, the tiles with their grid, the
// patches of changed features and the sheet's rule) changes only when
// the camera moves, the grid is switched, a tile arrives or is dropped,
// or a feature changes. While any of those changes from frame to frame
// (a pan, a zoom, tiles coming in) the layers are drawn straight onto the
// screen; the first frame they hold still, they are composed into one
// image, and from then on a frame copies that image: one opaque copy in
// place of several scaled, filtered draws.

// sheetKey is everything the composed sheet depends on.
type sheetKey struct {
	view  tiles.View
	band  int
	grid  bool
	tiles uint64 // tiles.Cache.Gen
	feats int    // featureLayer.gen
	w, h  int
}

type sheet struct {
	img      *ebiten.Image // the screen's size: tiles drawn under the bars show through them a little
	key      sheetKey
	composed bool
	op       ebiten.DrawImageOptions
}

// drawSheet draws the map sheet, composed when it holds still.
func (s *Scene) drawSheet(dst *ebiten.Image, x0, y0, x1, y1 float64) {
	band := s.cache.BandFor(s.cam.Zoom)
	tv := s.tileView()
	ready := s.cache.Need(band, tv, s.ctl.grid)
	k := sheetKey{view: tv, band: band, grid: s.ctl.grid, tiles: s.cache.Gen(), feats: s.feat.gen, w: s.w, h: s.h}
	sh := &s.sheet
	if k != sh.key || !ready {
		sh.key, sh.composed = k, false
		s.drawLayers(dst, band, tv, x0, y0, x1, y1)
		return
	}
	if !sh.composed {
		sh.compose(s, band, tv, x0, y0, x1, y1)
	}
	// A copy, not a blend: it is what the layers would draw on a cleared
	// screen, even on one left uncleared between frames.
	sh.op.Blend = ebiten.BlendCopy
	dst.DrawImage(sh.img, &sh.op)
}

func (sh *sheet) compose(s *Scene, band int, tv tiles.View, x0, y0, x1, y1 float64) {
	if sh.img == nil || sh.img.Bounds().Dx() != s.w || sh.img.Bounds().Dy() != s.h {
		if sh.img != nil {
			sh.img.Deallocate()
		}
		sh.img = ebiten.NewImageWithOptions(image.Rect(0, 0, s.w, s.h), &ebiten.NewImageOptions{Unmanaged: true})
	}
	sh.img.Clear()
	s.drawLayers(sh.img, band, tv, x0, y0, x1, y1)
	sh.composed = true
}

// drawLayers draws the sheet's layers onto dst in screen coordinates.
func (s *Scene) drawLayers(dst *ebiten.Image, band int, tv tiles.View, x0, y0, x1, y1 float64) {
	s.desk(dst, x0, y0, x1, y1)
	s.cache.Draw(dst, band, tv, s.ctl.grid)
	s.feat.draw(dst, band, s.cache.Scale(band), tv, s.ctl.grid)
	s.frame(dst, x0, y0, x1, y1)
}
