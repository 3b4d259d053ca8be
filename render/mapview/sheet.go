package mapview

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/tiles"
)

// The map sheet — the desk round it, the tiles with their grid, the
// patches of changed features, the sheet's rule, above them the
// overlays, hex numbers, names and markers as far as they are all Still,
// and the bars and panels round the view (bars.go) — changes only when
// the camera moves, the grid is switched, a tile arrives or is dropped, a
// feature changes or one of those overlays' stamps changes. While any of
// that changes from frame to frame (a pan, a zoom, tiles coming in) the
// layers are drawn straight onto the screen; the first frame they hold
// still, they are composed into one image, and from then on a frame
// copies that image (one opaque copy in place of hundreds of scaled,
// filtered, blended draws) and draws only the overlays above the first
// one that is not Still (an animation), inside the view.

// sheetKey is everything the composed sheet depends on.
type sheetKey struct {
	view  tiles.View
	band  int
	grid  bool
	tiles uint64 // tiles.Cache.Gen
	feats int    // featureLayer.gen
	w, h  int
	still int   // how many of the layers are composed
	stamp Stamp // their stamps
}

type sheet struct {
	img      sheetPieces // the screen's size: tiles drawn under the bars show through them a little
	key      sheetKey
	composed bool
}

// Opaque reports that Draw paints every pixel of the screen before
// anything translucent (scene.Opaque), so the screen need not be
// cleared before it: the composed sheet is copied over it, and a frame
// drawn layer by layer clears it first.
func (s *Scene) Opaque() bool { return true }

// drawMap draws the map sheet and everything on it, composed as far as
// it holds still.
func (s *Scene) drawMap(dst *ebiten.Image) {
	x0, y0 := s.cam.ToScreen(s.world.MinX, s.world.MinY)
	x1, y1 := s.cam.ToScreen(s.world.MaxX, s.world.MaxY)
	k, layers := s.sheetKeyNow()
	band, tv, n := k.band, k.view, k.still
	ready := s.cache.Need(band, tv, s.ctl.grid)
	sh := &s.sheet
	if k != sh.key || !ready {
		sh.key, sh.composed = k, false
		s.drawSheet(dst, band, tv, x0, y0, x1, y1, layers)
		return
	}
	switch {
	case sh.composed:
		// A copy, not a blend: it is what the layers draw on a cleared
		// screen, and the screen is not cleared before it.
		sh.img.drawTo(dst)
	case !covers(dst, s.w, s.h):
		// A piece of the screen cannot fill the sheet: drawn as it is,
		// composed on the next whole frame.
		s.drawSheet(dst, band, tv, x0, y0, x1, y1, layers)
		return
	default:
		// Composed from the frame itself: the layers drawn as on any
		// other frame, then taken into the sheet's pieces.
		s.drawSheet(dst, band, tv, x0, y0, x1, y1, layers[:n])
		sh.img.size(s.w, s.h)
		sh.img.takeFrom(dst)
		sh.composed = true
	}
	if n < len(layers) {
		s.drawOverlays(s.inView(dst), layers[n:])
	}
}

// drawSheet clears dst and draws the sheet's layers, the overlays given
// and the panels round the view.
func (s *Scene) drawSheet(dst *ebiten.Image, band int, tv tiles.View, x0, y0, x1, y1 float64, layers []Overlay) {
	dst.Clear()
	s.drawLayers(dst, band, tv, x0, y0, x1, y1)
	s.drawOverlays(dst, layers)
	s.drawPanels(dst)
}

// sheetKeyNow is the sheet's key for the camera, tiles and overlays as
// they are, and the overlays drawn.
func (s *Scene) sheetKeyNow() (sheetKey, []Overlay) {
	band := s.cache.BandFor(s.cam.Zoom)
	layers := s.layerList()
	n, stamp := stillPrefix(layers)
	for _, p := range s.panels {
		v, _ := p.Stamp()
		stamp = stamp.Int(int(v))
	}
	return sheetKey{view: s.tileView(), band: band, grid: s.ctl.grid, tiles: s.cache.Gen(), feats: s.feat.gen,
		w: s.w, h: s.h, still: n, stamp: stamp}, layers
}

// stillPrefix is how many layers, from the first, are Still and their
// stamps folded together.
func stillPrefix(layers []Overlay) (int, Stamp) {
	st := NewStamp()
	for i, o := range layers {
		so, ok := o.(Still)
		if !ok {
			return i, st
		}
		v, ok := so.Stamp()
		if !ok {
			return i, st
		}
		st = st.Int(int(v))
	}
	return len(layers), st
}

// drawLayers draws the sheet's own layers onto dst in screen coordinates.
func (s *Scene) drawLayers(dst *ebiten.Image, band int, tv tiles.View, x0, y0, x1, y1 float64) {
	s.desk(dst, x0, y0, x1, y1)
	s.cache.Draw(dst, band, tv, s.ctl.grid)
	s.feat.draw(dst, band, s.cache.Scale(band), tv, s.ctl.grid)
	s.frame(dst, x0, y0, x1, y1)
}

func (s *Scene) drawPanels(dst *ebiten.Image) {
	for _, p := range s.panels {
		p.DrawOverlay(dst, &s.view)
	}
}

// viewClip is a screen cut to the map's view, kept while neither changes.
type viewClip struct {
	of  *ebiten.Image
	r   image.Rectangle
	img *ebiten.Image
}

// inView is dst cut to the map's view: what is drawn on the map every
// frame above the composed sheet stays off the bars and panels round it.
func (s *Scene) inView(dst *ebiten.Image) *ebiten.Image {
	r := s.viewRect().Intersect(dst.Bounds())
	c := &s.clip
	if c.of != dst || c.r != r {
		c.of, c.r, c.img = dst, r, dst.SubImage(r).(*ebiten.Image)
	}
	return c.img
}

// viewRect is the map's view in whole pixels.
func (s *Scene) viewRect() image.Rectangle {
	v := s.cam.View
	return image.Rect(int(math.Floor(v.MinX)), int(math.Floor(v.MinY)), int(math.Ceil(v.MaxX)), int(math.Ceil(v.MaxY)))
}

func (s *Scene) drawOverlays(dst *ebiten.Image, layers []Overlay) {
	for _, o := range layers {
		o.DrawOverlay(dst, &s.view)
	}
}
