package markers

import (
	"fmt"
	"image"
	"image/color"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/board"
	"frontline/game/content"
	"frontline/game/hex"
	"frontline/game/units"
	"frontline/render/input"
	"frontline/render/internal/displaytest"
	"frontline/render/internal/testmap"
	"frontline/render/mapview"
)

// scene is a map scene with a marker layer, stepped by hand.
type scene struct {
	s      *mapview.Scene
	l      *Layer
	in     *input.Fake
	screen *ebiten.Image
	px     *ebiten.Image
	buf    []byte
}

func newScene(tb testing.TB, m *board.Map, stacks []Stack, zoom float64, center *hex.Hex, idle bool) *scene {
	displaytest.Need(tb)
	sc := &scene{s: mapview.New(mapview.Config{Map: m, Grid: true}), l: New(), in: &input.Fake{X: 640, Y: 400}, screen: ebiten.NewImage(1280, 800),
		px: ebiten.NewImageWithOptions(image.Rect(0, 0, 1, 1), &ebiten.NewImageOptions{Unmanaged: true}), buf: make([]byte, 4)}
	tb.Cleanup(sc.s.Close)
	sc.l.Set(stacks)
	sc.s.AddMarkers(sc.l)
	sc.s.Resize(1280, 800)
	if zoom > 0 {
		sc.s.Camera().ZoomAt(640, 400, zoom)
	}
	if center != nil {
		sc.s.CenterOn(*center)
	}
	for i := 0; !sc.s.Ready() || (idle && !sc.s.Idle()); i++ {
		if i > 100000 {
			tb.Fatal("the map never became ready")
		}
		sc.step()
		sc.sync()
		time.Sleep(2 * time.Millisecond) // let the tile painters work
	}
	sc.step()
	return sc
}

func (sc *scene) step() {
	sc.s.Update(sc.in)
	sc.in.Tick()
	sc.s.Draw(sc.screen)
}

// sync waits for the frame to be drawn by reading one pixel copied out of
// it (reading the frame itself would copy all of it). Without it, frames
// stepped while waiting for the tiles would queue up and all be drawn at
// the first read.
func (sc *scene) sync() {
	sc.px.DrawImage(sc.screen.SubImage(image.Rect(640, 400, 641, 401)).(*ebiten.Image), nil)
	sc.px.ReadPixels(sc.buf)
}

// randomStacks puts n markers of random cards on random land hexes.
func randomStacks(tb testing.TB, m *board.Map, n int) []Stack {
	c, err := content.Embedded()
	if err != nil {
		tb.Fatal(err)
	}
	all := c.Catalog.All()
	r := rand.New(rand.NewPCG(1, 2))
	byHex := map[hex.Hex]*Stack{}
	var order []hex.Hex
	for i := 0; i < n; i++ {
		h := hex.Offset{Col: 1 + r.IntN(m.Width), Row: 1 + r.IntN(m.Height)}.ToHex()
		card := all[r.IntN(len(all))]
		st := byHex[h]
		if st == nil {
			st = &Stack{Hex: h, Own: true}
			byHex[h] = st
			order = append(order, h)
		}
		st.Markers = append(st.Markers, Marker{Card: card, Side: card.Side, Number: 1 + r.IntN(16),
			Damaged: r.IntN(4) == 0, DugIn: r.IntN(5) == 0, Stars: r.IntN(3)})
		st.Count++
	}
	out := make([]Stack, 0, len(order))
	for _, h := range order {
		out = append(out, *byHex[h])
	}
	return out
}

// BenchmarkMarkersFrame measures a map frame with markers at 1280×800 (the
// frame and a one-pixel read-back): the intro map with its opening forces
// and a synthetic 48×40 map with 300 markers, whole map and close up.
func BenchmarkMarkersFrame(b *testing.B) {
	intro, err := board.EmbeddedByID("foggia-bari")
	if err != nil {
		b.Fatal(err)
	}
	synth := testmap.Synthetic(48, 40, 1)
	cases := []struct {
		name   string
		m      *board.Map
		stacks []Stack
	}{
		{"intro", intro, randomStacks(b, intro, 60)},
		{"synthetic48x40_300", synth, randomStacks(b, synth, 300)},
	}
	for _, c := range cases {
		for _, zoom := range []float64{0, 45} {
			b.Run(fmt.Sprintf("%s/zoom%.0f", c.name, zoom), func(b *testing.B) {
				sc := newScene(b, c.m, c.stacks, zoom, nil, true)
				sc.sync()
				b.ReportAllocs()
				b.ResetTimer()
				for b.Loop() {
					sc.step()
					sc.sync()
				}
			})
		}
	}
}

// A marker shows its side's colour on its counter and a stack its count
// bubble; a damaged marker's lower band is red (III.1.3).
func TestMarkerShowsSideDamageAndCount(t *testing.T) {
	m, err := board.EmbeddedByID("foggia-bari")
	if err != nil {
		t.Fatal(err)
	}
	c, _ := content.Embedded()
	sherman, _ := c.Catalog.Get("us.sherman_m4a3")
	tiger, _ := c.Catalog.Get("de.tiger_i")
	us, de := hex.MustParse("0907"), hex.MustParse("1109")
	stacks := []Stack{
		{Hex: us, Own: true, Count: 2, Markers: []Marker{{Card: sherman, Side: units.US, Number: 1}, {Card: sherman, Side: units.US, Number: 2}}},
		{Hex: de, Count: 1, Markers: []Marker{{Card: tiger, Side: units.Germany, Number: 3, Damaged: true}}},
	}
	mid := hex.MustParse("1008")
	sc := newScene(t, m, stacks, 60, &mid, false)
	view := sc.viewOf()
	near := func(want, got color.RGBA) bool {
		d := func(a, b uint8) int { x := int(a) - int(b); return x * x }
		return d(want.R, got.R)+d(want.G, got.G)+d(want.B, got.B) < 30*30
	}
	x, y := view.HexCenter(us)
	z := view.Zoom()
	if got := sc.at(x-0.6*Counter*z, y); !near(bodyOf[units.US].Color(), got) {
		t.Errorf("US counter body %v, want olive %v", got, bodyOf[units.US].Color())
	}
	if got := sc.at(x+0.62*Counter*z, y-0.62*Counter*z+0.12*Counter*z); !near(color.RGBA{246, 239, 217, 255}, got) && got.R < 200 {
		t.Errorf("no count bubble on the stack: %v", got)
	}
	x, y = view.HexCenter(de)
	if got := sc.at(x-0.6*Counter*z, y-0.2*Counter*z); !near(bodyOf[units.Germany].Color(), got) {
		t.Errorf("German counter body %v, want field grey %v", got, bodyOf[units.Germany].Color())
	}
	if got := sc.at(x-0.6*Counter*z, y+0.3*Counter*z); !near(red.Color(), got) {
		t.Errorf("damaged band %v, want red %v", got, red.Color())
	}
}

func (sc *scene) at(x, y float64) color.RGBA {
	return sc.screen.At(int(x), int(y)).(color.RGBA)
}

// viewOf returns the scene's overlay view by drawing through a probe.
func (sc *scene) viewOf() *mapview.View {
	p := &probe{}
	sc.s.AddOverlay(p)
	sc.step()
	return p.v
}

type probe struct{ v *mapview.View }

func (p *probe) DrawOverlay(_ *ebiten.Image, v *mapview.View) { p.v = v }
