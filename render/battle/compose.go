package battle

import (
	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/tactical"
	"frontline/game/tactical/geom"
)

// The table and everything on it (pieces, arcs, the ghost, the line of
// sight, the shot shown) change only when the camera, the battle or the
// pointer's business with it changes. Drawn once into a screen-sized
// image, a still frame copies that image and draws the chrome over it.

// tableKey is everything the composed table depends on.
type tableKey struct {
	cx, cy, zoom  float64
	w, h          float64
	bands         int
	orders        int
	hover, sel    tactical.UnitID
	ordOn         bool
	ordTo         geom.Point
	ordFacing     geom.Angle
	ordAlt        int64
	ordVia        int
	ordWhy        bool
	losOn         bool
	losFrom, losT tactical.UnitID
	shots, shotT  int
	plan          int
	ter           terrainKey
}

// terrainKey is what the feature being placed shows (terrain.go).
type terrainKey struct {
	on      bool
	kind    string
	at      geom.Point
	heading geom.Angle
	length  int64
	why     bool
}

func (s *Scene) tableKey() tableKey {
	k := tableKey{cx: s.cam.CX, cy: s.cam.CY, zoom: s.cam.Zoom, w: s.w, h: s.h, orders: s.m.Stamp(),
		hover: s.hover, sel: s.sel, ordOn: s.ord.on, losOn: s.los.on, shots: len(s.fx.list), shotT: s.fx.t, plan: s.planVer}
	if s.sh != nil {
		k.bands = s.sh.ready
	}
	if s.ord.on {
		k.ordTo, k.ordFacing, k.ordAlt, k.ordVia, k.ordWhy = s.ord.to, s.ord.facing, s.ord.alt, len(s.ord.via), s.ord.why != ""
	}
	if s.los.on {
		k.losFrom, k.losT = s.los.from, s.los.to
	}
	if g := &s.ter; g.on {
		k.ter = terrainKey{on: true, kind: g.kind.ID, at: g.at, heading: g.heading, length: g.length, why: g.why != ""}
	}
	return k
}

// drawTable draws the table's layers, from the composed image when
// nothing they show has changed.
func (s *Scene) drawTable(dst *ebiten.Image) {
	b := dst.Bounds()
	if s.comp == nil || s.comp.Bounds() != b {
		if s.comp != nil {
			s.comp.Deallocate()
		}
		s.comp = ebiten.NewImage(b.Dx(), b.Dy())
		s.composed = false
	}
	if k := s.tableKey(); !s.composed || k != s.compKey {
		s.compKey, s.composed = k, true
		s.compGen++
		s.comp.Fill(clothFill)
		s.drawLayers(s.comp)
	}
	s.compOp.Blend = ebiten.BlendCopy
	dst.DrawImage(s.comp, &s.compOp)
}

// drawLayers draws the table and what is on it, bottom up.
func (s *Scene) drawLayers(dst *ebiten.Image) {
	if s.sh == nil {
		return
	}
	ox, oy := s.cam.ToScreen(0, 0)
	s.sh.draw(dst, s.cam.Zoom, ox, oy)
	s.marks.drawRuler(dst, s)
	s.drawZones(dst)
	s.drawObjectives(dst)
	s.drawReach(dst)
	s.drawPlan(dst)
	s.pen.flush(dst)
	s.drawPieces(dst)
	s.ord.draw(dst, s)
	s.drawTerrainGhost(dst)
	s.los.draw(dst, s)
	s.fx.draw(dst, s)
	s.pen.flush(dst)
}
