package play

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/hex"
	"frontline/game/units"
	"frontline/render/art"
)

// The minimap's picture: the map painted small (mapview.Miniature) when
// first shown and when the map's features change, and a dot stamped in
// for each of the viewer's stacks and each enemy stack its View shows —
// only those, so the minimap tells nothing the map's markers do not.

// dotOf are the dots' colours: the markers' side colours made lighter so
// they stand out on the terrain, each with a dark rim.
var dotOf = map[units.Side]art.RGB{
	units.US:      {R: 0.62, G: 0.74, B: 0.24},
	units.Germany: {R: 0.55, G: 0.68, B: 0.86},
}

// minimapDot is a stack to mark: where and whose.
type minimapDot struct {
	at   hex.Hex
	side units.Side
}

// minimapDots are the stacks the minimap marks: the viewer's own and the
// enemy's as its View shows them (neutral structures are not marked).
func (s *Scene) minimapDots() []minimapDot {
	v := &s.view
	var dots []minimapDot
	for _, st := range v.OwnStacks {
		dots = append(dots, minimapDot{st.Hex, v.Side})
	}
	g := s.sess.Game()
	for _, e := range v.Enemy {
		if len(e.Units) == 0 {
			continue
		}
		if c, ok := g.Card(e.Units[len(e.Units)-1].Card); ok && c.Side != units.Neutral && c.Side != v.Side {
			dots = append(dots, minimapDot{e.Hex, c.Side})
		}
	}
	return dots
}

// minimapViewChanged marks the dots out of date (refresh: a new View).
func (s *Scene) minimapViewChanged() { s.mini.stale = true }

// minimapReady reports whether the minimap shows the map as it stands
// (Ready: screenshots wait for it, and the loop does not rest before).
func (s *Scene) minimapReady() bool {
	m := &s.mini
	return !s.minimapShown() || m.painted && m.painting == nil && m.feats == s.mv.FeaturesChanged()
}

// paintMinimap brings the picture up to date: the terrain, painted in
// the background (a tenth of a second or so for a large map), when the
// map's features changed, the dots when the View did.
func (s *Scene) paintMinimap() {
	m := &s.mini
	if f := s.mv.FeaturesChanged(); f != m.feats && m.painting == nil {
		done := make(chan []byte, 1)
		paint, w, h, sc := s.mv.Miniature(), m.pw, m.ph, m.scale
		go func() {
			pix := make([]byte, 4*w*h)
			paint(pix, w, h, sc)
			done <- pix
		}()
		m.feats, m.painting = f, done
	}
	s.receiveMinimap()
	if !m.stale || !m.painted {
		return
	}
	m.stale = false
	copy(m.pix, m.ground)
	d := max(5, min(8, int(math.Round(1.7*m.scale)))) // about a hex across, at least 3 pixels of colour
	for _, dot := range s.minimapDots() {
		wx, wy := art.World.Center(dot.at)
		x := int(math.Round((wx-m.world.MinX)*m.scale)) - d/2
		y := int(math.Round((wy-m.world.MinY)*m.scale)) - d/2
		m.square(x, y, d, art.Ink)
		m.square(x+1, y+1, d-2, dotOf[dot.side])
	}
	if m.img == nil {
		m.img = ebiten.NewImage(m.pw, m.ph)
	}
	m.img.WritePixels(m.pix)
	m.gen++
}

// receiveMinimap takes the terrain painted in the background once it is
// done. Update calls it every tick: a frame that did not change is not
// drawn again (still_frame.go), so a picture taken only while drawing
// would wait for the next input; the upload count (gen) goes up, the
// frame's key changes and the frame with the picture is drawn.
func (s *Scene) receiveMinimap() {
	m := &s.mini
	if m.painting == nil {
		return
	}
	select {
	case pix := <-m.painting:
		copy(m.ground, pix)
		m.painting, m.painted, m.stale = nil, true, true
		m.gen++
	default:
	}
}

// square fills a d×d square of the picture from (x, y), cut to it.
func (m *minimap) square(x, y, d int, c art.RGB) {
	r, g, b := uint8(c.R*255+0.5), uint8(c.G*255+0.5), uint8(c.B*255+0.5)
	for j := max(y, 0); j < min(y+d, m.ph); j++ {
		for i := max(x, 0); i < min(x+d, m.pw); i++ {
			o := 4 * (j*m.pw + i)
			m.pix[o], m.pix[o+1], m.pix[o+2], m.pix[o+3] = r, g, b, 255
		}
	}
}
