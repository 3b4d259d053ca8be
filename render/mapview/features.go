package mapview

import (
	"image"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/game/hex"
	"frontline/game/units"
	"frontline/render/art"
	"frontline/render/tiles"
)

// Map features changed in play (game.View.Features): the tiles hold the
// printed map and are never repainted; instead each changed bridge, port
// or airfield gets a patch, the small square of map round it painted by
// the same painter from the changed features (art.Features.With), one per
// band. A patch is exactly the tile's picture there with the change
// drawn in, so it simply covers the tile. Patches are painted on the game
// goroutine when the list changes, a few milliseconds for a handful; a
// steady frame only draws them.

// patch is a square of one band's picture, a pad of one pixel round it as
// tiles have, so filtering at its edge reads the picture next to it; like
// a tile it is painted without and with the grid.
type patch struct {
	band int
	x, y int              // picture pixel of the inside's top-left
	img  [2]*ebiten.Image // full images, without and with the grid
	in   [2]*ebiten.Image // their insides, drawn
}

// featureLayer draws the patches of the changed features.
type featureLayer struct {
	info    FeatureInfo // status.go: the list, for the status bar
	list    []game.FeatureState
	changes []art.Change
	patches []patch
	gen     int // counts repaints: the composed map is out of date
	op      ebiten.DrawImageOptions
}

// SetFeatures shows the map features changed in play, as a View lists
// them; card gives the catalog's cards for what the status bar says of
// damaged ports and airfields (it may be nil). Call it when the View
// changes; an unchanged list costs nothing.
func (s *Scene) SetFeatures(list []game.FeatureState, card func(id string) (*units.Card, bool)) {
	s.feat.info.Card = card
	if slices.Equal(list, s.feat.list) {
		return
	}
	s.feat.list = slices.Clone(list)
	s.feat.info.List = s.feat.list
	s.feat.changes = s.feat.changes[:0]
	for _, f := range list {
		if c, ok := artChange(f); ok {
			s.feat.changes = append(s.feat.changes, c)
		}
	}
	s.feat.repaint(s)
	s.redescribe = true // the status bar may name a feature
}

// Features is the list SetFeatures last received.
func (s *Scene) Features() []game.FeatureState { return s.feat.list }

// artChange is f as the map art knows it.
func artChange(f game.FeatureState) (art.Change, bool) {
	c := art.Change{Hex: f.Hex}
	switch f.Kind {
	case game.FeatureKindBridge:
		e, err := hex.ParseEdge(f.Edge)
		if err != nil {
			return c, false
		}
		c.Edge = e
		switch f.State {
		case game.FeatureDown:
			c.Kind = art.BridgeDown
		case game.FeatureDamaged:
			c.Kind = art.BridgeBuiltDamaged
		default:
			c.Kind = art.BridgeBuilt
		}
	case game.FeatureKindPort:
		c.Kind = art.PortDamaged
		if f.State == game.FeatureDown {
			c.Kind = art.PortDown
		}
	case game.FeatureKindAirfield:
		c.Kind = art.AirfieldDamaged
		if f.State == game.FeatureDown {
			c.Kind = art.AirfieldDown
		}
	default:
		return c, false
	}
	return c, true
}

// repaint paints every patch anew: the images of the old ones are
// dropped (a handful, only when a feature changes).
func (l *featureLayer) repaint(s *Scene) {
	l.gen++
	for _, p := range l.patches {
		p.img[0].Deallocate()
		p.img[1].Deallocate()
	}
	l.patches = l.patches[:0]
	if len(l.changes) == 0 {
		return
	}
	feats, at := s.feats.With(s.m, l.changes)
	paint := painter{s.ground, feats}
	for band := range s.cache.Bands() {
		sc := s.cache.Scale(band)
		r := art.ChangeRadius(sc) + 2
		for _, p := range at {
			// An even origin keeps the ground's half-resolution fields on
			// the same grid as the tiles' (art.Ground.fields).
			x0 := max(int(math.Floor((p.X*sc-r)/2))*2, 0)
			y0 := max(int(math.Floor((p.Y*sc-r)/2))*2, 0)
			n := int(math.Ceil(2*r/2))*2 + 2
			l.patches = append(l.patches, newPatch(paint, band, sc, x0, y0, n))
		}
	}
}

func newPatch(paint tiles.Painter, band int, sc float64, x0, y0, n int) patch {
	full := n + 2
	pix := make([]byte, 4*full*full)
	p := patch{band: band, x: x0, y: y0}
	for v, grid := range [2]bool{false, true} {
		paint.Pixels(pix, x0-1, y0-1, full, full, sc, grid)
		p.img[v] = ebiten.NewImage(full, full)
		p.img[v].WritePixels(pix)
		p.in[v] = p.img[v].SubImage(image.Rect(1, 1, 1+n, 1+n)).(*ebiten.Image)
	}
	return p
}

// draw puts the patches of band over the tiles, as tiles.Cache.Draw does.
func (l *featureLayer) draw(dst *ebiten.Image, band int, scale float64, v tiles.View, grid bool) {
	k := v.Zoom / scale
	op := &l.op
	op.Filter = ebiten.FilterLinear
	if math.Abs(k-1) < 1e-9 {
		op.Filter = ebiten.FilterNearest
	}
	for i := range l.patches {
		p := &l.patches[i]
		if p.band != band {
			continue
		}
		n := float64(p.in[0].Bounds().Dx())
		sx, sy := float64(p.x)*k+v.OX, float64(p.y)*k+v.OY
		if sx > v.ClipX1 || sy > v.ClipY1 || sx+n*k < v.ClipX0 || sy+n*k < v.ClipY0 {
			continue
		}
		op.GeoM.Reset()
		op.GeoM.Translate(float64(p.x), float64(p.y))
		op.GeoM.Scale(k, k)
		op.GeoM.Translate(v.OX, v.OY)
		g := 0
		if grid {
			g = 1
		}
		dst.DrawImage(p.in[g], op)
	}
}
