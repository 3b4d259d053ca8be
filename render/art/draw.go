package art

import (
	"math"

	"frontline/render/internal/keep"
)

// Widths in pixels of the map's lines at hex size s: they grow with the
// zoom, but less than the map does, so the overview stays legible and the
// close-up is not crude.
func riverWidth(s float64) float64 { return 0.9 + 0.045*s }
func roadWidth(s float64) float64  { return 0.9 + 0.03*s }
func casingWidth(s float64) float64 {
	return roadWidth(s) + 1.4 + 0.025*s
}

// canvasPool lends the tile painters a canvas each: its rasteriser's
// buffers are reused from tile to tile instead of allocated anew.
var canvasPool = keep.New[*Canvas](4)

func newCanvas() *Canvas { return new(Canvas) }

// Paint draws the features onto pix (w×h RGBA, already holding the
// ground), whose pixel (0, 0) is picture pixel (x0, y0) of the picture at
// hex size s. It only reads f, so tiles may be painted concurrently.

func (f *Features) Paint(pix []byte, w, h, x0, y0 int, s float64) {
	sh := canvasPool.Get(newCanvas)
	defer canvasPool.Put(sh)
	sh.reset(pix, w, h, s, float64(x0), float64(y0))
	f.drawRivers(sh)
	f.drawRoads(sh)
	f.drawBridges(sh)
	f.drawCities(sh)
	for _, a := range f.Airfields {
		drawAirfield(sh, a.At, a.State)
	}
	for _, p := range f.Ports {
		drawAnchor(sh, p.At, p.State)
	}
	for _, c := range f.Cities {
		if c.Key && c.First {
			drawStar(sh, c.At.add(Pt{0.42, -0.46}), math.Max(0.16*s, 4.5))
		}
	}
}

// drawRivers strokes each river in short runs that widen towards the
// mouth, over a pale bank line that lifts them off the terrain.
func (f *Features) drawRivers(sh *Canvas) {
	w := riverWidth(sh.S)
	for pass := range 2 {
		for _, r := range f.Rivers {
			if !sh.Visible(r.Box) {
				continue
			}
			n := len(r.Pts)
			const run = 6
			for i := 0; i+1 < n; i += run {
				j := min(i+run, n-1)
				t := float64(i+j) / 2 / float64(max(n-1, 1))
				width := w * (0.65 + 0.6*t)
				if pass == 0 {
					sh.Line(r.Pts[i:j+1], width+1.2+0.02*sh.S, RiverBank, 0.85)
				} else {
					sh.Line(r.Pts[i:j+1], width, River, 1)
				}
			}
		}
	}
}

func (f *Features) drawRoads(sh *Canvas) {
	for _, r := range f.Roads {
		if sh.Visible(r.Box) {
			sh.Line(r.Pts, casingWidth(sh.S), RoadCasing, 1)
		}
	}
	for _, r := range f.Roads {
		if sh.Visible(r.Box) {
			sh.Line(r.Pts, roadWidth(sh.S), RoadCore, 1)
		}
	}
}

// drawBridges draws the classic bridge sign: two parapets along the road
// with splayed ends. A collapsed bridge has its deck broken and a cross.
func (f *Features) drawBridges(sh *Canvas) {
	s := sh.S
	for _, b := range f.Bridges {
		half := math.Max(0.15*s, 4.5) / s   // half length, world
		off := (casingWidth(s)/2 + 0.8) / s // parapet offset, world
		flare := math.Max(0.035*s, 1.8) / s // splay of the parapet ends, world
		lw := 1 + 0.02*s                    // parapet width, px
		u, v := b.Along, b.Along.perp()
		if !sh.Visible(Box{b.Mid.X - 0.5, b.Mid.Y - 0.5, b.Mid.X + 0.5, b.Mid.Y + 0.5}) {
			continue
		}
		deck := []Pt{
			b.Mid.add(u.mul(-half)).add(v.mul(-off)), b.Mid.add(u.mul(half)).add(v.mul(-off)),
			b.Mid.add(u.mul(half)).add(v.mul(off)), b.Mid.add(u.mul(-half)).add(v.mul(off)),
		}
		if b.Built {
			drawPontoons(sh, b, half, off)
			continue
		}
		sh.Fill(deck, RoadCasing, 1)
		if b.Collapsed {
			// Only stubs of the deck remain on either bank.
			for _, sgn := range [2]float64{-1, 1} {
				a := b.Mid.add(u.mul(sgn * half))
				c := b.Mid.add(u.mul(sgn * half * 0.35))
				sh.Line([]Pt{a, c}, roadWidth(s), RoadCore, 1)
				for _, side := range [2]float64{-1, 1} {
					sh.Line([]Pt{a.add(u.mul(sgn * flare)).add(v.mul(side * (off + flare))), a.add(v.mul(side * off)), c.add(v.mul(side * off))}, lw, BridgeInk, 1)
				}
			}
			sh.Disc(b.Mid, riverWidth(s)*0.8, River, 1)
			x := math.Max(0.15*s, 4) / s
			for _, d := range [2]Pt{u.add(v), u.sub(v)} {
				d = d.unit().mul(x)
				sh.Line([]Pt{b.Mid.sub(d), b.Mid.add(d)}, 2.2+0.03*s, Paper, 1)
				sh.Line([]Pt{b.Mid.sub(d), b.Mid.add(d)}, 1.2+0.025*s, KeyRed, 1)
			}
			continue
		}
		sh.Line([]Pt{b.Mid.add(u.mul(-half)), b.Mid.add(u.mul(half))}, roadWidth(s), RoadCore, 1)
		for _, side := range [2]float64{-1, 1} {
			a := b.Mid.add(u.mul(-half)).add(v.mul(side * off))
			c := b.Mid.add(u.mul(half)).add(v.mul(side * off))
			sh.Line([]Pt{
				a.add(u.mul(-flare)).add(v.mul(side * flare)), a, c, c.add(u.mul(flare)).add(v.mul(side * flare)),
			}, lw, BridgeInk, 1)
		}
	}
}
