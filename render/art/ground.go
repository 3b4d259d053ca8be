package art

import (
	"math"

	"frontline/game/board"
	"frontline/game/hex"
)

// World is the coordinate system every map drawing uses: a hex layout with
// side 1 whose bounding box starts at (0, 0). A picture at hex size S is the
// world scaled by S.
var World = hex.LayoutAt(1, 0, 0)

const sqrt3 = 1.7320508075688772

// Ground paints the terrain of a map — sea with its coastline, plains,
// swamp, mountains — and the hex grid into RGBA pixel buffers. It only
// reads the map, so several goroutines may paint with one Ground at once.
type Ground struct {
	m    *board.Map
	w, h int
	info []hexInfo // by printed column and row
}

type hexInfo struct {
	t      board.Terrain
	land   float64 // +1 land, -1 sea, coastal in between; see landness
	relief float64 // how much hill shading the terrain shows
	coast  bool    // the hex or a neighbour has water: coastline noise needed
	hilly  bool    // the hex or a neighbour has relief: relief noise needed
	noLand bool    // closed to landings: its coastline is drawn red
}

// Landness of a coastal hex. The coastline is where the interpolated
// landness crosses zero, so a coastal hex keeps roughly two thirds land
// towards its land neighbours and water towards its sea neighbours.
const coastalLand = 0.35

// NewGround prepares the per-hex lookups for m.
func NewGround(m *board.Map) *Ground {
	g := &Ground{m: m, w: m.Width, h: m.Height, info: make([]hexInfo, m.Width*m.Height)}
	for _, h := range m.Hexes() {
		t := m.Terrain(h)
		in := hexInfo{t: t, relief: reliefOf(t), noLand: m.NoLandingAt(h)}
		switch t {
		case board.Sea:
			in.land = -1
		case board.Coastal:
			in.land = coastalLand
		default:
			in.land = 1
		}
		*g.at(h) = in
	}
	for _, h := range m.Hexes() {
		in := g.at(h)
		for _, n := range hex.Neighbors(h) {
			ni := g.at(n)
			in.coast = in.coast || ni.t <= board.Coastal || in.t <= board.Coastal
			in.hilly = in.hilly || ni.relief > 0.2 || in.relief > 0.2
		}
	}
	return g
}

func reliefOf(t board.Terrain) float64 {
	switch t {
	case board.Mountain:
		return 1
	case board.Impassable:
		return 1.35
	case board.Plains:
		return 0.05
	case board.Coastal:
		return 0.03
	}
	return 0
}

// at returns the info of h, or of the nearest on-map hex when h is off the
// map, so the terrain runs on into the margins of the map rectangle.
func (g *Ground) at(h hex.Hex) *hexInfo {
	o := h.Offset()
	c := min(max(o.Col, 1), g.w)
	r := min(max(o.Row, 1), g.h)
	return &g.info[(r-1)*g.w+(c-1)]
}

// landAt is the landness of h. Beyond the map edge, next to water, there
// is more water: a coastal hex on the edge keeps its sea side.
func (g *Ground) landAt(h hex.Hex) float64 {
	in := g.at(h)
	if !g.m.InBounds(h) && in.t <= board.Coastal {
		return -1
	}
	return in.land
}

// Unit vectors from a hex centre towards its six neighbours (N, NE, SE, S,
// SW, NW) and the offsets to their centres in world units.
var (
	dirUnit [6][2]float64
	dirStep [6][2]float64
)

func init() {
	for d := range 6 {
		x, y := World.Center(hex.Neighbor(hex.Hex{}, hex.Direction(d)))
		x0, y0 := World.Center(hex.Hex{})
		dirStep[d] = [2]float64{x - x0, y - y0}
		dirUnit[d] = [2]float64{(x - x0) / sqrt3, (y - y0) / sqrt3}
	}
}

// nearestSide returns which side of h is closest to world point (x, y)
// and how far inside the hex the point is from that side (0 on the side).
func nearestSide(h hex.Hex, x, y float64) (hex.Direction, float64) {
	cx, cy := World.Center(h)
	dx, dy := x-cx, y-cy
	best, bd := 0, math.Inf(-1)
	for d, u := range dirUnit {
		if p := dx*u[0] + dy*u[1]; p > bd {
			best, bd = d, p
		}
	}
	return hex.Direction(best), sqrt3/2 - bd
}

// landness interpolates the hexes' landness over the triangle of hex
// centres that holds (x, y), which lies in h, so the zero crossing (the coastline) runs
// smoothly through coastal hexes.
func (g *Ground) landness(h hex.Hex, x, y float64) float64 {
	cx, cy := World.Center(h)
	dx, dy := x-cx, y-cy
	// The two neighbour directions enclosing the point.
	k, bd := 0, math.Inf(-1)
	for d, u := range dirUnit {
		if p := dx*u[0] + dy*u[1]; p > bd {
			k, bd = d, p
		}
	}
	prev, next := (k+5)%6, (k+1)%6
	u0 := dirUnit[prev]
	u1 := dirUnit[next]
	j := next
	if dx*u0[0]+dy*u0[1] > dx*u1[0]+dy*u1[1] {
		j = prev
	}
	// Solve d = a*step[k] + b*step[j].
	ax, ay := dirStep[k][0], dirStep[k][1]
	bx, by := dirStep[j][0], dirStep[j][1]
	det := ax*by - ay*bx
	a := (dx*by - dy*bx) / det
	b := (ax*dy - ay*dx) / det
	v0 := g.landAt(h)
	va := g.landAt(hex.Neighbor(h, hex.Direction(k)))
	vb := g.landAt(hex.Neighbor(h, hex.Direction(j)))
	return v0 + a*(va-v0) + b*(vb-v0)
}

// Paint fills pix with the ground and grid with the hex grid (both RGBA,
// premultiplied, pw×ph pixels, rows 4*pw bytes) for the picture at hex
// size s whose pixel (0, 0) is picture pixel (x0, y0). Pixels outside the
// map rectangle are left transparent. grid may be nil: no grid.
func (g *Ground) Paint(pix, grid []byte, x0, y0, pw, ph int, s float64) {
	bw, bh := pw+2, ph+2
	fb := fieldPool.Get(newFieldBufs)
	defer putFields(fb)
	land, relief := fb.land.take(bw*bh), fb.relief.take(bw*bh)
	inv := 1 / s
	g.fields(land, relief, x0-1, y0-1, bw, bh, s, fb)
	bounds := World.Bounds(g.w, g.h)
	maxX, maxY := bounds.MaxX*s, bounds.MaxY*s
	p := paintParams{s: s, inv: inv, grid: 0.75 + 0.012*s, relief: math.Min(1, 0.7+0.005*s)}
	for j := range ph {
		for i := range pw {
			o := 4 * (j*pw + i)
			px, py := float64(x0+i)+0.5, float64(y0+j)+0.5
			if px > maxX || py > maxY {
				clear(pix[o : o+4])
				if grid != nil {
					clear(grid[o : o+4])
				}
				continue
			}
			k := (j+1)*bw + i + 1
			x, y := px*inv, py*inv
			h := World.HexAt(x, y)
			side, e := nearestSide(h, x, y)
			c := g.pixel(h, x, y, land, relief, k, bw, &p)
			pix[o], pix[o+1], pix[o+2], pix[o+3] = to8(c.R), to8(c.G), to8(c.B), 255
			if grid == nil {
				continue
			}
			a := g.gridAlpha(h, side, e, &p)
			ga := GridInk.scale(a)
			grid[o], grid[o+1], grid[o+2], grid[o+3] = to8(ga.R), to8(ga.G), to8(ga.B), to8(a)
		}
	}
}

// fields fills the landness and relief buffers (bw×bh pixels from picture
// pixel (x0, y0)). Both are smooth, so at large sizes they are computed
// on every other pixel and interpolated.
func (g *Ground) fields(land, relief []float64, x0, y0, bw, bh int, s float64, fb *fieldBufs) {
	step := 1
	if s >= 40 {
		step = 2
	}
	// Relief finer than a few pixels would only be noise: small pictures
	// get fewer octaves, as a mipmap would.
	octaves := 3
	if s < 24 {
		octaves = 2
	}
	cw, ch := (bw+step-1)/step+1, (bh+step-1)/step+1
	cl, cr := land, relief
	if step > 1 {
		cl, cr = fb.coarseLand.take(cw*ch), fb.coarseRelief.take(cw*ch)
	}
	inv := 1 / s
	for j := range ch {
		wy := (float64(y0+j*step) + 0.5) * inv
		for i := range cw {
			if step == 1 && (i >= bw || j >= bh) {
				continue
			}
			wx := (float64(x0+i*step) + 0.5) * inv
			h := World.HexAt(wx, wy)
			in := g.at(h)
			k := j*cw + i
			if step == 1 {
				k = j*bw + i
			}
			if in.coast {
				cl[k] = g.landness(h, wx, wy) + 0.17*FBM(wx*1.7, wy*1.7, 3)
			} else {
				cl[k] = in.land
			}
			if in.hilly {
				cr[k] = Ridged(wx*1.15+40, wy*1.15+40, octaves)
			}
		}
	}
	if step == 1 {
		return
	}
	for j := range bh {
		cj, fj := j/step, float64(j%step)/float64(step)
		for i := range bw {
			ci, fi := i/step, float64(i%step)/float64(step)
			k := cj*cw + ci
			land[j*bw+i] = bilerp(cl[k], cl[k+1], cl[k+cw], cl[k+cw+1], fi, fj)
			relief[j*bw+i] = bilerp(cr[k], cr[k+1], cr[k+cw], cr[k+cw+1], fi, fj)
		}
	}
}

func bilerp(a, b, c, d, fx, fy float64) float64 {
	top := a + (b-a)*fx
	bot := c + (d-c)*fx
	return top + (bot-top)*fy
}

type paintParams struct {
	s, inv float64
	grid   float64 // grid line width in pixels
	relief float64 // strength of hill shading: softer in small pictures
}

func clamp01(v float64) float64 {
	if v < 0 {
		return 0
	}
	if v > 1 {
		return 1
	}
	return v
}

func smoothstep(a, b, x float64) float64 {
	t := clamp01((x - a) / (b - a))
	return t * t * (3 - 2*t)
}

// pixel computes the colour of one pixel at world (x, y); k indexes the
// pixel in the land and relief buffers (row length bw).
func (g *Ground) pixel(h hex.Hex, x, y float64, land, relief []float64, k, bw int, p *paintParams) RGB {
	// Land or water, with the signed distance to the coast in pixels.
	l := land[k]
	gx := (land[k+1] - land[k-1]) / 2
	gy := (land[k+bw] - land[k-bw]) / 2
	gl := math.Hypot(gx, gy)
	sd := 1e9 * l
	if gl > 1e-9 {
		sd = l / gl
	}
	cover := clamp01(0.5 + sd)

	var c RGB
	if cover > 0 {
		c = g.landColour(x, y, relief, k, bw, p)
		if b := max(1.5, 0.06*p.s); sd < b {
			// A pale strand along the shore.
			c = mix(c, Beach, 0.6*(1-smoothstep(0, b, sd)))
		}
	}
	if cover < 1 {
		w := g.water(l, sd, x, y, p)
		c = mix(w, c, cover)
	}
	// The coastline itself.
	hw := 0.45 + 0.012*p.s
	if math.Abs(sd) < hw+1 {
		c = mix(c, Coastline, 0.85*clamp01(hw-math.Abs(sd)+0.5))
	}
	// Coast closed to landings: a red line along the water's edge (III.3.1).
	if g.m.InBounds(h) && g.at(h).noLand {
		rw := 1.3 + 0.04*p.s
		mid := -(hw + rw/2)
		if d := math.Abs(sd - mid); d < rw {
			c = mix(c, NoLandRed, clamp01(rw/2-d+0.5))
		}
	}
	return c
}

// water is the sea colour: pale in the shallows, deeper offshore, with
// thin lines following the coast as on printed charts.
func (g *Ground) water(l, sd, x, y float64, p *paintParams) RGB {
	depth := smoothstep(0, 0.9, -l)
	c := mix(Shallow, Deep, depth)
	c = c.scale(1 + 0.025*Noise(x*9, y*9) + 0.03*Noise(x*1.3+7, y*1.3))
	d := -sd // pixels out from the coast
	for n, lvl := range [3]float64{0.07, 0.15, 0.25} {
		at := math.Max(lvl*p.s, float64(n+1)*2.6)
		if w := clamp01(0.9 - math.Abs(d-at)); w > 0 {
			c = mix(c, WaterLine, w*[3]float64{0.45, 0.3, 0.18}[n])
		}
	}
	return c
}

// landColour is the colour of land at (x, y): the terrain of the hex there
// (its border roughened by noise) blended with its neighbour near the side
// they share, then shaded by relief.
func (g *Ground) landColour(x, y float64, relief []float64, k, bw int, p *paintParams) RGB {
	wx := x + 0.09*Noise(x*2.3, y*2.3)
	wy := y + 0.09*Noise(x*2.3+5.2, y*2.3+1.3)
	h := World.HexAt(wx, wy)
	in := g.at(h)
	side, e := nearestSide(h, wx, wy)
	other := g.at(hex.Neighbor(h, side))
	c := g.terrainColour(in.t, x, y, p)
	r := in.relief
	if other.t != in.t {
		if t := 0.5 * (1 - smoothstep(0, 0.1, e)); t > 0 {
			c = mix(c, g.terrainColour(other.t, x, y, p), t)
			r += (other.relief - r) * t
		}
	}
	if r > 0 {
		// Hill shading from the relief noise, lit from the north-west.
		dx := (relief[k+1] - relief[k-1]) / 2 * p.s
		dy := (relief[k+bw] - relief[k-bw]) / 2 * p.s
		const amp = 0.32
		nx, ny, nz := -amp*dx, -amp*dy, 1.0
		n := math.Sqrt(nx*nx + ny*ny + nz*nz)
		const lx, ly, lz = -0.5145, -0.5145, 0.686 // normalised (-1,-1,1.333)
		shade := (nx*lx+ny*ly+nz*lz)/n - lz
		if a := r * 2.4 * p.relief * shade; a > 0 {
			c = mix(c, Sunlit, math.Min(a, 0.6))
		} else {
			c = mix(c, Shadow, math.Min(-a, 0.7))
		}
		if r > 1.1 {
			// Impassable ranges: heavy dark ridge lines along the crests.
			c = mix(c, RidgeInk, 0.85*smoothstep(0.8, 0.92, relief[k])*(r-1.1)/0.25)
		}
	}
	return c
}

// terrainColour is the flat colour of a terrain with its fine texture.
func (g *Ground) terrainColour(t board.Terrain, x, y float64, p *paintParams) RGB {
	grain := 0.03*Noise(x*21, y*21) + 0.035*Noise(x*2.1, y*2.1)
	switch t {
	case board.Plains:
		return Plains.scale(1 + grain)
	case board.Swamp:
		return g.swamp(x, y, p).scale(1 + 0.6*grain)
	case board.Mountain:
		return Mountain.scale(1 + 0.7*grain)
	case board.Impassable:
		return Impassable.scale(1 + 0.7*grain)
	}
	return CoastLand.scale(1 + 0.8*grain)
}

// swamp is marsh ground: grey-green with pools and rows of tufted dashes.
func (g *Ground) swamp(x, y float64, p *paintParams) RGB {
	c := Swamp
	if pool := FBM(x*3.1+11, y*3.1, 2); pool > 0.18 {
		c = mix(c, SwampPool, smoothstep(0.18, 0.3, pool))
	}
	// Marsh symbols on a staggered lattice (world units).
	const cw, ch = 0.38, 0.24
	row := math.Floor(y / ch)
	xs := x
	if int(row)&1 == 1 {
		xs += cw / 2
	}
	col := math.Floor(xs / cw)
	ir, ic := int(row), int(col)
	if Hash(ic, ir, 1) < 0.3 {
		return c
	}
	u := xs - (col+0.5)*cw - (Hash(ic, ir, 2)-0.5)*0.1
	v := y - (row+0.7)*ch
	d := segDist(u, v, -0.1, 0, 0.1, 0)
	d = math.Min(d, segDist(u, v, 0, 0, 0, -0.09))
	d = math.Min(d, segDist(u, v, -0.04, 0, -0.07, -0.065))
	d = math.Min(d, segDist(u, v, 0.04, 0, 0.07, -0.065))
	hw := 0.4 + 0.008*p.s
	if a := clamp01(hw - d*p.s + 0.5); a > 0 {
		c = mix(c, SwampInk, 0.85*a)
	}
	return c
}

// segDist is the distance from (x, y) to the segment (ax, ay)-(bx, by).
func segDist(x, y, ax, ay, bx, by float64) float64 {
	dx, dy := bx-ax, by-ay
	t := clamp01(((x-ax)*dx + (y-ay)*dy) / (dx*dx + dy*dy))
	return math.Hypot(x-ax-t*dx, y-ay-t*dy)
}

// gridAlpha is the coverage of the hex grid line at a point in hex h, e
// from its nearest side: the sides of every on-map hex.
func (g *Ground) gridAlpha(h hex.Hex, side hex.Direction, e float64, p *paintParams) float64 {
	if !g.m.InBounds(h) && !g.m.InBounds(hex.Neighbor(h, side)) {
		return 0
	}
	return 0.32 * clamp01(p.grid/2-e*p.s+0.5)
}
