// Package markers draws the units on the operational map: hexagonal
// counters in each side's colour with a type symbol, title and ID number
// (III.2), state badges (damaged, dug in, idle, unsupplied, recon, found,
// hidden, in flight, experience stars) and stacks shown by their top
// marker and a count. It draws what a side's fog-of-war View holds and
// nothing else.
package markers

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/hex"
	"frontline/game/units"
	"frontline/render/art"
	"frontline/render/mapview"
	"frontline/render/sprite"
)

// Layer is a mapview overlay drawing a list of stacks.
type Layer struct {
	stacks  []Stack
	shared  []bool    // stacks[i] shares its hex with the other side's stack
	hexes   []hex.Hex // Occupied: the stacks' hexes
	gen     int       // counts the calls of Set
	faces   map[faceKey]*face
	badges  *badges
	edges   map[units.Side]*sprite.Multi
	numbers map[numKey]*ebiten.Image
	op      ebiten.DrawImageOptions
}

type numKey struct {
	n      int
	band   int
	bubble bool
}

// New returns an empty layer; images are painted on first use.
func New() *Layer {
	return &Layer{faces: map[faceKey]*face{}, edges: map[units.Side]*sprite.Multi{}, numbers: map[numKey]*ebiten.Image{}}
}

// Set replaces the stacks shown (call it when the game state changes, not
// every frame).
func (l *Layer) Set(stacks []Stack) {
	l.stacks = stacks
	l.gen++
	l.shared = l.shared[:0]
	l.hexes = l.hexes[:0]
	for i := range stacks {
		l.shared = append(l.shared, false)
		l.hexes = append(l.hexes, stacks[i].Hex)
	}
	for i := range stacks {
		for j := i + 1; j < len(stacks); j++ {
			if stacks[i].Hex == stacks[j].Hex {
				l.shared[i], l.shared[j] = true, true
			}
		}
	}
}

// Shared reports whether stacks[i] shares its hex with another stack:
// both sides in one hex, as in an engagement (V.5), draw side by side.
func (l *Layer) Shared(i int) bool { return i < len(l.shared) && l.shared[i] }

// Sharing: two stacks in one hex are drawn this much smaller, the
// viewer's own up and left of the centre, the other side's down and
// right, so neither hides the other.
const (
	sharedScale = 0.6
	sharedDX    = 0.3
	sharedDY    = 0.17
)

// place is where stack i's top marker is drawn for hex centre (x, y) at
// hex size z.
func (l *Layer) place(i int, x, y, z float64) (float64, float64, float64) {
	if !l.Shared(i) {
		return x, y, z
	}
	dx, dy := sharedDX*z, sharedDY*z
	if l.stacks[i].Own {
		dx, dy = -dx, -dy
	}
	return x + dx, y + dy, z * sharedScale
}

// Occupied lists the stacks' hexes (mapview.Units: the map's names keep
// clear of them) and how many times the stacks were set.
func (l *Layer) Occupied() ([]hex.Hex, int) { return l.hexes, l.gen }

// Stacks are the stacks shown.
func (l *Layer) Stacks() []Stack { return l.stacks }

// DrawOverlay draws every stack in view (DrawStack).
func (l *Layer) DrawOverlay(dst *ebiten.Image, v *mapview.View) {
	z := v.Zoom()
	for i := range l.stacks {
		st := &l.stacks[i]
		x, y := v.HexCenter(st.Hex)
		if !v.InView(x, y, z) {
			continue
		}
		x, y, z := l.place(i, x, y, z)
		l.DrawStack(dst, st, x, y, z)
	}
}

// Stamp (mapview.Still): the stacks change only through Set.
func (l *Layer) Stamp() (mapview.Stamp, bool) { return mapview.NewStamp().Int(l.gen), true }

// DrawStack draws a stack centred on (x, y) at hex size z: an edge for
// the markers beneath, the top marker and its badges, the count when more
// than one, and a "?" when only some of the markers are known (Fogged).
func (l *Layer) DrawStack(dst *ebiten.Image, st *Stack, x, y, z float64) {
	if l.badges == nil {
		l.badges = newBadges()
	}
	top := st.Top()
	if st.Count > 1 {
		l.edge(top.Side).Draw(dst, x-0.1*z, y-0.1*z, z)
	}
	l.DrawMarker(dst, top, x, y, z)
	if st.Count > 1 {
		l.badges.bubble.Draw(dst, x, y, z)
		l.number(dst, st.Count, true, x+0.62*Counter*z, y-0.62*Counter*z, z)
	}
	if st.Fogged {
		l.badges.fog.Draw(dst, x, y, z)
	}
}

// DrawMarker draws one marker with its badges centred on (x, y) at hex
// size z; the client uses it for stack lists and the unit panel too.
func (l *Layer) DrawMarker(dst *ebiten.Image, m *Marker, x, y, z float64) {
	if l.badges == nil {
		l.badges = newBadges()
	}
	b := l.badges
	if m.DugIn {
		b.dugIn.Draw(dst, x, y, z)
	}
	if m.InFlight {
		b.flight.Draw(dst, x, y, z)
	}
	l.face(m).draw(dst, &l.op, x, y, z)
	l.number(dst, m.Number, false, x, y-0.64*Counter*z, z)
	if m.Hidden {
		b.hidden.Draw(dst, x, y, z)
	}
	if m.Stars > 0 {
		b.stars[min(m.Stars, len(b.stars))-1].Draw(dst, x, y, z)
	}
	for _, on := range [...]struct {
		ok bool
		sp *sprite.Multi
	}{{m.Idle, b.idle}, {m.Unsupplied, b.unsupplied}, {m.Reconned, b.recon}, {m.Found, b.found}} {
		if on.ok {
			on.sp.Draw(dst, x, y, z)
		}
	}
}

func (l *Layer) face(m *Marker) *face {
	k := faceKey{card: m.Card.ID, side: m.Side, damaged: m.Damaged}
	f := l.faces[k]
	if f == nil {
		f = &face{key: k, card: m.Card}
		l.faces[k] = f
	}
	return f
}

// edge is the rim of the marker beneath the top one.
func (l *Layer) edge(side units.Side) *sprite.Multi {
	sp := l.edges[side]
	if sp == nil {
		sp = sprite.New(func(cv *art.Canvas, cx, cy, s float64) {
			body := hexagon(cx, cy, Counter*s)
			cv.Fill(body, bodyOf[side], 1)
			cv.Outline(body, max(1, 0.05*s), rimOf[side], 1)
		}, Bands...)
		l.edges[side] = sp
	}
	return sp
}

// number letters n centred on (x, y): the ID number in paper on the
// counter, or a stack count in ink on its bubble. Not at the smallest band,
// where it could not be read.
func (l *Layer) number(dst *ebiten.Image, n int, bubble bool, x, y, z float64) {
	band := sprite.Nearest(Bands, z)
	if band == 0 || n <= 0 {
		return
	}
	k := numKey{n: n, band: band, bubble: bubble}
	img := l.numbers[k]
	if img == nil {
		size := 0.27 * Counter * Bands[band]
		ink := art.Paper
		if bubble {
			ink = art.Ink
		}
		img = sourceOnly(art.Lettering{Face: art.Face(art.Bold, size), Ink: ink}.Render(strconv.Itoa(n)))
		l.numbers[k] = img
	}
	place(dst, img, &l.op, x, y, z/Bands[band])
}
