package mapview

import (
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/board"
	"frontline/game/hex"
	"frontline/render/art"
	"frontline/render/input"
	"frontline/render/internal/displaytest"
)

// frame is a scene drawn to an offscreen screen of w×h, with the camera
// placed by setup, after the tiles in view are ready.
type frame struct {
	s      *Scene
	in     *input.Fake
	screen *ebiten.Image
}

func newFrame(tb testing.TB, cfg Config, w, h int, setup func(*Scene)) *frame {
	displaytest.Need(tb)
	f := &frame{s: New(cfg), in: &input.Fake{X: -1, Y: -1}, screen: ebiten.NewImage(w, h)}
	tb.Cleanup(f.s.Close)
	f.s.Resize(w, h)
	if setup != nil {
		setup(f.s)
	}
	f.step()
	for i := 0; !f.s.Ready(); i++ {
		if i > 100000 {
			tb.Fatal("tiles never became ready")
		}
		f.wait()
	}
	f.step()
	return f
}

func (f *frame) step() {
	f.s.Update(f.in)
	f.in.Tick()
	f.s.Draw(f.screen)
	displaytest.NextFrame()
}

// wait steps a frame while tiles are being painted, letting the painters
// work.
func (f *frame) wait() {
	f.step()
	time.Sleep(2 * time.Millisecond)
}

// pixel reads one screen pixel (opaque, so premultiplied is plain).
func (f *frame) pixel(x, y float64) color.RGBA {
	return f.screen.At(int(math.Round(x)), int(math.Round(y))).(color.RGBA)
}

func (f *frame) hexScreen(h hex.Hex) (float64, float64) { return f.s.view.HexCenter(h) }

func (f *frame) save(tb testing.TB, name string) {
	b := f.screen.Bounds()
	img := image.NewRGBA(b)
	f.screen.ReadPixels(img.Pix)
	path := filepath.Join(displaytest.Artefacts(tb), name)
	out, err := os.Create(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer out.Close()
	if err := png.Encode(out, img); err != nil {
		tb.Fatal(err)
	}
	tb.Logf("wrote %s", path)
}

// deepSea finds a sea hex whose neighbours are all sea.
func deepSea(m *board.Map) (hex.Hex, bool) {
	for _, h := range m.Hexes() {
		if m.Terrain(h) != board.Sea {
			continue
		}
		open := true
		for _, n := range hex.Neighbors(h) {
			open = open && m.InBounds(n) && m.Terrain(n) == board.Sea
		}
		if open {
			return h, true
		}
	}
	return hex.Hex{}, false
}

func TestIntroMapPixels(t *testing.T) {
	m := introMap(t)
	f := newFrame(t, Config{Title: "test", Map: m, Objectives: introObjectives()}, 1280, 800, func(s *Scene) {
		s.cam.ZoomAt(640, 400, 40)
		s.CenterOn(hex.MustParse("0907"))
	})
	f.save(t, "mapview-intro.png")

	sea, ok := deepSea(m)
	if !ok {
		t.Fatal("the intro map has no open sea")
	}
	x, y := f.hexScreen(sea)
	f.s.CenterOn(sea)
	f.step()
	for !f.s.Ready() {
		f.wait()
	}
	x, y = f.hexScreen(sea)
	if c := f.pixel(x, y); !(int(c.B) > int(c.R)+40 && c.B > c.G) {
		t.Errorf("sea hex %s at (%.0f,%.0f) is %v, want blue", sea, x, y, c)
	}

	f.s.CenterOn(hex.MustParse("0907"))
	f.step()
	for !f.s.Ready() {
		f.wait()
	}
	foggia, ok := cityNamed(m, "Foggia")
	if !ok {
		t.Fatal("no Foggia on the intro map")
	}
	x, y = f.hexScreen(foggia)
	if !f.near(x, y, 6, func(c color.RGBA) bool { return closeTo(c, art.CityBlock, 40) || closeTo(c, art.CityTint, 30) }) {
		t.Errorf("Foggia %s at (%.0f,%.0f): no city colour near the centre (%v)", foggia, x, y, f.pixel(x, y))
	}
	// The primary objective ring crosses the hex's east-west line.
	z := f.s.cam.Zoom
	if !f.nearLine(x+0.6*z, x+0.85*z, y, func(c color.RGBA) bool { return closeTo(c, art.KeyRed, 50) }) {
		t.Errorf("no red objective ring east of Foggia's centre")
	}
	f.save(t, "mapview-foggia.png")
}

func cityNamed(m *board.Map, name string) (hex.Hex, bool) {
	for _, c := range m.Cities {
		if c.Name == name {
			return c.Hexes[0], true
		}
	}
	return hex.Hex{}, false
}

func closeTo(c color.RGBA, want art.RGB, tol int) bool {
	w := want.Color()
	d := func(a, b uint8) int {
		if a > b {
			return int(a - b)
		}
		return int(b - a)
	}
	return d(c.R, w.R) <= tol && d(c.G, w.G) <= tol && d(c.B, w.B) <= tol
}

// near reports whether some pixel within r of (x, y) satisfies ok.
func (f *frame) near(x, y, r float64, ok func(color.RGBA) bool) bool {
	for dy := -r; dy <= r; dy++ {
		for dx := -r; dx <= r; dx++ {
			if ok(f.pixel(x+dx, y+dy)) {
				return true
			}
		}
	}
	return false
}

// nearLine reports whether some pixel on row y between x0 and x1 satisfies ok.
func (f *frame) nearLine(x0, x1, y float64, ok func(color.RGBA) bool) bool {
	for x := x0; x <= x1; x++ {
		if ok(f.pixel(x, y)) {
			return true
		}
	}
	return false
}

func TestGridToggleChangesPicture(t *testing.T) {
	m := introMap(t)
	f := newFrame(t, Config{Map: m, Grid: true}, 800, 600, func(s *Scene) { s.cam.ZoomAt(400, 300, 32) })
	on := image.NewRGBA(f.screen.Bounds())
	f.screen.ReadPixels(on.Pix)
	f.in.Press(ebiten.KeyG)
	f.step()
	for !f.s.Ready() { // the tiles without the grid are painted on demand
		f.wait()
	}
	f.step()
	off := image.NewRGBA(f.screen.Bounds())
	f.screen.ReadPixels(off.Pix)
	if f.s.Grid() {
		t.Fatal("G did not turn the grid off")
	}
	diff := 0
	for i := range on.Pix {
		if on.Pix[i] != off.Pix[i] {
			diff++
		}
	}
	if diff < 1000 {
		t.Errorf("only %d bytes differ with the grid off", diff)
	}
}
