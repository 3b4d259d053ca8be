package play

import (
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/game/hex"
	"frontline/render/art"
	"frontline/render/mapview"
	"frontline/render/sprite"
	"frontline/render/ui"
)

// The command network (IV.1.1, Figure IV.1): while the pointer rests on
// one of the viewer's working command posts — the Forward HQ, a Command
// Post, a mobile command unit — or one is selected, its own radius is
// drawn on the map: the hexes beyond it dimmed, the edge of its reach
// outlined, and the post ringed. The status bar names the post and its
// radius, and, for the hex under the pointer, whether that post reaches
// it. The sources and radii are the engine's (Game.CommandRadius), so a
// damaged post or an event card's change shows as the rules apply it.

var commandInk = art.RGB{R: 0.86, G: 0.55, B: 1} // violet: clear of the highlights and of sea and land

// commandRing is the map overlay of one post's radius, worked out when
// the post shown changes and drawn from plain lists after that.
type commandRing struct {
	on      bool
	src     game.CommandSource
	name    string
	covered int        // map hexes within the radius
	outside []hex.Hex  // map hexes beyond it
	edge    []ringEdge // sides between a hex within and one beyond
	dim     *sprite.Multi
	post    *sprite.Multi
	line    *ebiten.Image
	op      ebiten.DrawImageOptions
}

// ringEdge is side k of hex h: from corner k to corner k+1.
type ringEdge struct {
	h hex.Hex
	k int
}

// corners are the unit vectors to a flat-topped hex's corners, as the
// map draws them (hexagon in overlay.go).
var corners = func() (c [7][2]float64) {
	for i := range c {
		a := float64(i) * math.Pi / 3
		c[i] = [2]float64{math.Cos(a), math.Sin(a)}
	}
	return c
}()

// show sets the post shown (on false: none), working out its reach on m
// when it changed.
func (r *commandRing) show(src game.CommandSource, name string, on bool, m interface{ InBounds(hex.Hex) bool }) {
	if !on {
		r.on = false
		return
	}
	if r.on && r.src == src && r.name == name {
		return
	}
	r.on, r.src, r.name = true, src, name
	r.outside, r.edge, r.covered = r.outside[:0], r.edge[:0], 0
	within := func(h hex.Hex) bool { return hex.Distance(src.Hex, h) <= src.Radius }
	// Every map hex lies within the post's radius plus the map's size, so
	// the map's own bounds decide; hexes are walked ring by ring.
	for d := 0; ; d++ {
		ring := hex.Ring(src.Hex, d)
		any := false
		for _, h := range ring {
			if !m.InBounds(h) {
				continue
			}
			any = true
			if !within(h) {
				r.outside = append(r.outside, h)
				continue
			}
			r.covered++
			cx, cy := art.World.Center(h)
			for k := range 6 {
				a := (float64(k) + 0.5) * math.Pi / 3
				n := art.World.HexAt(cx+math.Sqrt(3)*math.Cos(a), cy+math.Sqrt(3)*math.Sin(a))
				if m.InBounds(n) && !within(n) {
					r.edge = append(r.edge, ringEdge{h, k})
				}
			}
		}
		if !any && d > src.Radius {
			break
		}
	}
}

func (r *commandRing) DrawOverlay(dst *ebiten.Image, v *mapview.View) {
	if !r.on {
		return
	}
	if r.dim == nil {
		r.dim = sprite.New(func(c *art.Canvas, cx, cy, s float64) {
			c.Fill(hexagon(cx, cy, s+0.5), art.RGB{R: 0.05, G: 0.06, B: 0.1}, 0.45)
		})
		r.post = sprite.New(func(c *art.Canvas, cx, cy, s float64) {
			h := hexagon(cx, cy, s-2-0.05*s)
			c.Outline(h, 4+0.14*s, art.Ink, 0.6)
			c.Outline(h, 2.5+0.09*s, commandInk, 1)
			c.Ring(art.Pt{X: cx, Y: cy}, 0.97*s, 1.5+0.04*s, commandInk, 0.8)
		})
		r.line = ebiten.NewImage(1, 1)
		r.line.Fill(art.RGB{R: 1, G: 1, B: 1}.Color())
	}
	z := v.Zoom()
	for _, h := range r.outside {
		if x, y := v.HexCenter(h); v.InView(x, y, z) {
			r.dim.Draw(dst, x, y, z)
		}
	}
	w := math.Max(3.5, 0.11*z)
	for pass := range 2 {
		for _, e := range r.edge {
			x, y := v.HexCenter(e.h)
			if !v.InView(x, y, z) {
				continue
			}
			c0, c1 := corners[e.k], corners[e.k+1]
			r.segment(dst, x+z*c0[0], y+z*c0[1], x+z*c1[0], y+z*c1[1], w, pass == 0)
		}
	}
	x, y := v.HexCenter(r.src.Hex)
	r.post.Draw(dst, x, y, z)
}

// Stamp (mapview.Still): the lists drawn follow from the post shown.
func (r *commandRing) Stamp() (mapview.Stamp, bool) {
	return mapview.NewStamp().Bool(r.on).Hex(r.src.Hex).Int(r.src.Radius).Int(int(r.src.Unit)), true
}

// segment draws one side of the boundary: its dark casing on the first
// pass, the line on the second.
func (r *commandRing) segment(dst *ebiten.Image, x0, y0, x1, y1, w float64, casing bool) {
	ink := commandInk.Alpha(1)
	if casing {
		w, ink = w+3, art.Ink.Alpha(0.8)
	}
	r.op.GeoM.Reset()
	r.op.GeoM.Translate(0, -0.5)
	r.op.GeoM.Scale(math.Hypot(x1-x0, y1-y0), w)
	r.op.GeoM.Rotate(math.Atan2(y1-y0, x1-x0))
	r.op.GeoM.Translate(x0, y0)
	r.op.ColorScale.Reset()
	r.op.Filter = ebiten.FilterLinear
	ui.SetColor(&r.op.ColorScale, ink)
	dst.DrawImage(r.line, &r.op)
}

// syncCommandRing shows the radius of the own post under the pointer,
// else of the selected one, and says so in the status bar.
func (s *Scene) syncCommandRing() {
	src, ok := s.commandAt(s.sel.hover, s.sel.hoverOn)
	hovered := ok
	if !ok && s.sel.on && s.sel.own {
		src, ok = s.commandAt(s.sel.hex, true)
	}
	name := ""
	if ok {
		name = nameOf(s.sess.Game().Unit(src.Unit))
	}
	s.ring.show(src, name, ok, s.cfg.Map)
	s.mv.SetNote(s.commandNote(hovered))
}

// commandAt is the own working command source at h with the longest
// radius; the selected unit's own when it is one.
func (s *Scene) commandAt(h hex.Hex, on bool) (game.CommandSource, bool) {
	var best game.CommandSource
	found := false
	for _, c := range s.cmdSrc {
		if !on || c.Hex != h {
			continue
		}
		if c.Unit == s.sel.unit && s.sel.hex == h {
			return c, true
		}
		if !found || c.Radius > best.Radius {
			best, found = c, true
		}
	}
	return best, found
}

// commandNote is the status bar's words on the post shown: on the post
// itself its radius and reach, elsewhere whether it reaches the hex.
func (s *Scene) commandNote(onPost bool) string {
	r := &s.ring
	if !r.on || !s.sel.hoverOn {
		return ""
	}
	radius := "command radius " + strconv.Itoa(r.src.Radius)
	if onPost {
		if len(r.outside) == 0 {
			return r.name + ": " + radius + ", reaches the whole map"
		}
		return r.name + ": " + radius + ", reaches " + strconv.Itoa(r.covered) + " of " + strconv.Itoa(r.covered+len(r.outside)) + " map hexes"
	}
	d := hex.Distance(r.src.Hex, s.sel.hover)
	if d <= r.src.Radius {
		return "in command of " + r.name + " (" + strconv.Itoa(d) + " of " + radius + ")"
	}
	return "beyond " + r.name + "'s " + radius + " (" + strconv.Itoa(d) + " hexes)"
}
