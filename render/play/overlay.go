package play

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/hex"
	"frontline/render/art"
	"frontline/render/mapview"
	"frontline/render/sprite"
	"frontline/render/ui"
)

// hexagon is a flat-topped hexagon of radius r around (cx, cy), as the
// map draws its hexes.
func hexagon(cx, cy, r float64) []art.Pt {
	pts := make([]art.Pt, 6)
	for i := range pts {
		a := float64(i) * math.Pi / 3
		pts[i] = art.Pt{X: cx + r*math.Cos(a), Y: cy + r*math.Sin(a)}
	}
	return pts
}

// Highlight colours.
var (
	reachInk  = art.RGB{R: 1, G: 0.97, B: 0.82}
	riskInk   = art.RGB{R: 1, G: 0.7, B: 0.25}
	selectInk = art.RGB{R: 1, G: 0.84, B: 0.3}
	targetInk = art.RGB{R: 0.93, G: 0.16, B: 0.12}
	pathInk   = art.RGB{R: 0.98, G: 0.93, B: 0.62}
	deployInk = art.RGB{R: 0.45, G: 0.95, B: 0.75}
)

// sprites are the highlight pictures, painted once.
type sprites struct {
	reach, risk, sel, target, targetFill, dot, end, deploy, deployRing *sprite.Multi
}

func newSprites() *sprites {
	return &sprites{
		// Reachable hexes: a light wash and an inset rim, bright over a
		// dark casing, so the hex reads on sand, relief, woods and towns
		// alike; amber where terrain checks may stop the move.
		reach: reachSprite(reachInk, 0.3),
		risk:  reachSprite(riskInk, 0.34),
		deploy: sprite.New(func(c *art.Canvas, cx, cy, s float64) {
			c.Fill(hexagon(cx, cy, s-1), deployInk, 0.38)
			c.Outline(hexagon(cx, cy, s-1.5-0.05*s), 1.5+0.06*s, deployInk, 1)
		}),
		deployRing: sprite.New(func(c *art.Canvas, cx, cy, s float64) {
			h := hexagon(cx, cy, s-2-0.05*s)
			c.Outline(h, 3.5+0.12*s, art.Ink, 0.65)
			c.Outline(h, 2+0.08*s, deployInk, 1)
		}),
		sel: sprite.New(func(c *art.Canvas, cx, cy, s float64) {
			h := hexagon(cx, cy, s-1)
			c.Outline(h, 3+0.1*s, art.Ink, 0.7)
			c.Outline(h, 1.5+0.06*s, selectInk, 1)
		}),
		targetFill: sprite.New(func(c *art.Canvas, cx, cy, s float64) {
			c.Fill(hexagon(cx, cy, s-1), targetInk, 0.3)
			c.Outline(hexagon(cx, cy, s-1.5-0.04*s), 1.5+0.05*s, targetInk, 0.9)
		}),
		target: sprite.New(func(c *art.Canvas, cx, cy, s float64) {
			at := art.Pt{X: cx, Y: cy}
			r := 0.93 * s
			w := math.Max(3, 0.1*s)
			c.Ring(at, r, w+2, art.Ink, 0.6)
			c.Ring(at, r, w, targetInk, 1)
			for k := range 4 {
				a := float64(k)*math.Pi/2 + math.Pi/4
				p0 := art.Pt{X: cx + (r-0.12*s)*math.Cos(a), Y: cy + (r-0.12*s)*math.Sin(a)}
				p1 := art.Pt{X: cx + (r+0.14*s)*math.Cos(a), Y: cy + (r+0.14*s)*math.Sin(a)}
				c.Line([]art.Pt{p0, p1}, w+2, art.Ink, 0.6)
				c.Line([]art.Pt{p0, p1}, w, targetInk, 1)
			}
		}),
		dot: sprite.New(func(c *art.Canvas, cx, cy, s float64) {
			at := art.Pt{X: cx, Y: cy}
			c.Disc(at, math.Max(2.5, 0.13*s)+1.2, art.Ink, 0.8)
			c.Disc(at, math.Max(2.5, 0.13*s), pathInk, 1)
		}),
		end: sprite.New(func(c *art.Canvas, cx, cy, s float64) {
			at := art.Pt{X: cx, Y: cy}
			c.Ring(at, 0.55*s, math.Max(2, 0.09*s)+2, art.Ink, 0.7)
			c.Ring(at, 0.55*s, math.Max(2, 0.09*s), pathInk, 1)
		}),
	}
}

// reachSprite is a reachable hex: a wash of ink at alpha a and a rim of
// it inside the hex's edge on a dark casing.
func reachSprite(ink art.RGB, a float64) *sprite.Multi {
	return sprite.New(func(c *art.Canvas, cx, cy, s float64) {
		c.Fill(hexagon(cx, cy, s-1), ink, a)
		rim := hexagon(cx, cy, s-2.5-0.06*s)
		c.Outline(rim, 3+0.1*s, art.Ink, 0.75)
		c.Outline(rim, 1.5+0.05*s, ink, 1)
	})
}

// under is drawn beneath the names and markers: the reachable hexes and
// the selected stack's outline.
type under struct {
	sp      *sprites
	targets []hex.Hex
	reach   []ReachHex
	deploy  []hex.Hex // where the picked staged unit may deploy
	sel     hex.Hex
	selOn   bool
}

func (o *under) DrawOverlay(dst *ebiten.Image, v *mapview.View) {
	z := v.Zoom()
	for i := range o.reach {
		x, y := v.HexCenter(o.reach[i].Hex)
		if !v.InView(x, y, z) {
			continue
		}
		if o.reach[i].Chance < 1 {
			o.sp.risk.Draw(dst, x, y, z)
		} else {
			o.sp.reach.Draw(dst, x, y, z)
		}
	}
	for _, h := range o.targets {
		x, y := v.HexCenter(h)
		if v.InView(x, y, z) {
			o.sp.targetFill.Draw(dst, x, y, z)
		}
	}
	for _, h := range o.deploy {
		x, y := v.HexCenter(h)
		if v.InView(x, y, z) {
			o.sp.deploy.Draw(dst, x, y, z)
		}
	}
	if o.selOn {
		x, y := v.HexCenter(o.sel)
		o.sp.sel.Draw(dst, x, y, z)
	}
}

// Stamp (mapview.Still) folds in what DrawOverlay reads.
func (o *under) Stamp() (mapview.Stamp, bool) {
	st := stampReach(mapview.NewStamp(), o.reach)
	return st.Hexes(o.targets).Hexes(o.deploy).Bool(o.selOn).Hex(o.sel), true
}

// stampReach folds in the reach hexes as the highlights show them.
func stampReach(st mapview.Stamp, reach []ReachHex) mapview.Stamp {
	st = st.Int(len(reach))
	for i := range reach {
		st = st.Hex(reach[i].Hex).Int(Percent(reach[i].Chance)).Bool(reach[i].Chance < 1).Bool(reach[i].Stack)
	}
	return st
}

// above is drawn over the markers: attack targets, the path preview and
// the chances of the risky hexes.
type above struct {
	sp      *sprites
	units   mapview.Units // the markers the chances keep clear of
	targets []hex.Hex
	deploy  []hex.Hex
	path    []hex.Hex
	from    hex.Hex
	reach   []ReachHex
	labels  map[int]*ebiten.Image // chance labels by percent
	line    *ebiten.Image
	op      ebiten.DrawImageOptions
	// Where each reach hex's chance is drawn, worked out again when the
	// zoom, the reach or the markers change (placeChances).
	spots   []chanceSpot
	taken   []chanceBox
	spotZ   float64
	spotGen int
}

// chanceSpot is the top-left of a chance label from its hex's centre, in
// screen pixels; on is false where it fits nowhere.
type chanceSpot struct {
	dx, dy float64
	on     bool
}

// chanceBox is a rectangle on the screen.
type chanceBox struct{ x0, y0, x1, y1 float64 }

func (a chanceBox) overlaps(b chanceBox) bool {
	return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1
}

func newAbove(sp *sprites, units mapview.Units) *above {
	a := &above{sp: sp, units: units, labels: map[int]*ebiten.Image{}, line: ebiten.NewImage(1, 1)}
	a.line.Fill(color.White)
	return a
}

// prepare renders the chance labels the reach needs (outside Draw, so a
// frame never renders text).
func (a *above) prepare() {
	for i := range a.reach {
		p := Percent(a.reach[i].Chance)
		if p >= 100 || a.labels[p] != nil {
			continue
		}
		l := art.Lettering{Face: art.Face(art.Bold, 12), Ink: art.Ink, Halo: art.RGB{R: 1, G: 0.86, B: 0.55}, HaloR: 2}
		a.labels[p] = l.Render(strconv.Itoa(p) + "%")
	}
	a.spotZ = 0 // placed again at the next frame
}

// placeChances places the chance labels for the view's zoom: in the
// middle of an empty hex; beside the marker of an occupied one — below,
// above, right or left, the first spot that covers no marker (of any
// hex), no other chance and, if it can, no town's name. A chance that
// fits nowhere is left off the map: hovering the hex names it in the
// panel (MoveLine).
func (a *above) placeChances(v *mapview.View) {
	var occupied []hex.Hex
	if a.units != nil {
		occupied, a.spotGen = a.units.Occupied()
	}
	z := v.Zoom()
	a.spotZ = z
	a.spots, a.taken = a.spots[:0], a.taken[:0]
	for range a.reach {
		a.spots = append(a.spots, chanceSpot{})
	}
	mw, mh := mapview.UnitHalfW*z, mapview.UnitHalfH*z
	for pass := range 3 { // empty hexes first (their middle is theirs), then clear of names, then over them
		for i := range a.reach {
			r := &a.reach[i]
			img := a.labels[Percent(r.Chance)]
			if img == nil || a.spots[i].on || r.Stack != (pass > 0) {
				continue
			}
			w, h := float64(img.Bounds().Dx()), float64(img.Bounds().Dy())
			cx, cy := v.HexCenter(r.Hex)
			spots := [4][2]float64{{-w / 2, -h / 2}}
			n := 1
			if r.Stack {
				spots = [4][2]float64{{-w / 2, mh - 1}, {-w / 2, -mh - h + 1}, {mw - 1, -h / 2}, {-mw - w + 1, -h / 2}}
				n = 4
			}
			for _, c := range spots[:n] {
				b := chanceBox{cx + c[0] + 2, cy + c[1] + 2, cx + c[0] + w - 2, cy + c[1] + h - 2} // the halo may touch
				if a.clear(v, b, occupied, z) && (pass != 1 || !v.CoversTownName(b.x0, b.y0, b.x1, b.y1)) {
					a.spots[i] = chanceSpot{dx: c[0], dy: c[1], on: true}
					a.taken = append(a.taken, b)
					break
				}
			}
		}
	}
}

// clear reports whether screen box b covers no marker and no chance
// placed.
func (a *above) clear(v *mapview.View, b chanceBox, occupied []hex.Hex, z float64) bool {
	for _, t := range a.taken {
		if t.overlaps(b) {
			return false
		}
	}
	mw, mh := mapview.UnitHalfW*z, mapview.UnitHalfH*z
	for _, h := range occupied {
		x, y := v.HexCenter(h)
		if b.overlaps(chanceBox{x - mw, y - mh, x + mw, y + mh}) {
			return false
		}
	}
	return true
}

func (a *above) DrawOverlay(dst *ebiten.Image, v *mapview.View) {
	z := v.Zoom()
	for _, h := range a.deploy {
		x, y := v.HexCenter(h)
		if v.InView(x, y, z) {
			a.sp.deployRing.Draw(dst, x, y, z)
		}
	}
	for _, h := range a.targets {
		x, y := v.HexCenter(h)
		if v.InView(x, y, z) {
			a.sp.target.Draw(dst, x, y, z)
		}
	}
	if len(a.path) > 0 {
		px, py := v.HexCenter(a.from)
		w := math.Max(3, 0.1*z)
		for _, h := range a.path {
			x, y := v.HexCenter(h)
			a.segment(dst, px, py, x, y, w)
			px, py = x, y
		}
		for _, h := range a.path[:len(a.path)-1] {
			x, y := v.HexCenter(h)
			a.sp.dot.Draw(dst, x, y, z)
		}
		a.sp.end.Draw(dst, px, py, z)
	}
	if z < 18 {
		return // too small to read
	}
	if math.Abs(z/max(a.spotZ, 1e-9)-1) > 0.004 || a.units != nil && a.gen() != a.spotGen || len(a.spots) != len(a.reach) {
		a.placeChances(v)
	}
	for i := range a.reach {
		img, sp := a.labels[Percent(a.reach[i].Chance)], a.spots[i]
		if img == nil || !sp.on {
			continue
		}
		x, y := v.HexCenter(a.reach[i].Hex)
		if !v.InView(x, y, z) {
			continue
		}
		a.op.GeoM.Reset()
		a.op.GeoM.Translate(math.Round(x+sp.dx), math.Round(y+sp.dy))
		a.op.ColorScale.Reset()
		dst.DrawImage(img, &a.op)
	}
}

// Stamp (mapview.Still) folds in what DrawOverlay reads; where the
// chances go follows from the reach, the zoom and the markers, which
// lie beneath (their stamp comes first).
func (a *above) Stamp() (mapview.Stamp, bool) {
	st := stampReach(mapview.NewStamp(), a.reach).Hexes(a.deploy).Hexes(a.targets).Hexes(a.path).Hex(a.from)
	if a.units != nil {
		st = st.Int(a.gen())
	}
	return st, true
}

// gen is the markers' count of changes (mapview.Units).
func (a *above) gen() int {
	_, g := a.units.Occupied()
	return g
}

// segment draws a line of width w from (x0, y0) to (x1, y1) with a dark
// casing.
func (a *above) segment(dst *ebiten.Image, x0, y0, x1, y1, w float64) {
	l := math.Hypot(x1-x0, y1-y0)
	ang := math.Atan2(y1-y0, x1-x0)
	for k := range 2 {
		ww := w + 2
		if k == 1 {
			ww = w
		}
		a.op.GeoM.Reset()
		a.op.GeoM.Translate(0, -0.5)
		a.op.GeoM.Scale(l, ww)
		a.op.GeoM.Rotate(ang)
		a.op.GeoM.Translate(x0, y0)
		a.op.ColorScale.Reset()
		a.op.Filter = ebiten.FilterLinear
		if k == 0 {
			ui.SetColor(&a.op.ColorScale, art.Ink.Alpha(0.8))
		} else {
			ui.SetColor(&a.op.ColorScale, pathInk.Alpha(1))
		}
		dst.DrawImage(a.line, &a.op)
		a.op.Filter = ebiten.FilterNearest
	}
}
