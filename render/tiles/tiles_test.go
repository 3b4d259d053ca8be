package tiles

import (
	"image/color"
	"sync/atomic"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/internal/displaytest"
)

func TestMain(m *testing.M) { displaytest.Main(m) }

// stripes paints the picture's x coordinate (in units) into red, so a
// drawn pixel tells where in the picture it came from.
type stripes struct{ calls atomic.Int32 }

// With the grid, green is 100.
func (p *stripes) Pixels(pix []byte, x0, y0, w, h int, s float64, grid bool) {
	p.calls.Add(1)
	g := uint8(0)
	if grid {
		g = 100
	}
	for j := range h {
		for i := range w {
			o := 4 * (j*w + i)
			u := float64(x0+i) / s // picture units
			pix[o], pix[o+1], pix[o+2], pix[o+3] = uint8(int(u)*10), g, 200, 255
		}
	}
}

func TestBandFor(t *testing.T) {
	c := New(&stripes{}, 100, 100, []float64{16, 32, 64})
	for _, z := range []struct {
		zoom float64
		band int
	}{{8, 0}, {16, 0}, {22, 0}, {23, 1}, {32, 1}, {45, 1}, {46, 2}, {200, 2}} {
		if got := c.BandFor(z.zoom); got != z.band {
			t.Errorf("zoom %g: band %d, want %d", z.zoom, got, z.band)
		}
	}
	if c.Tiles(2) != 26*26 { // 6400 pixels a side, 254 to a tile
		t.Errorf("band 64 of a 100-unit picture has %d tiles, want 676", c.Tiles(2))
	}
}

func TestDrawPlacesTiles(t *testing.T) {
	displaytest.Need(t)
	p := &stripes{}
	c := New(p, 40, 20, []float64{16, 32})
	defer c.Close()
	c.Complete(0, false)
	dst := ebiten.NewImage(400, 300)
	// Band 1 at zoom 32: unit 12 of the picture lands on screen x = 12*32 - 300.
	v := View{OX: -300, OY: 0, Zoom: 32, ClipX0: 0, ClipY0: 0, ClipX1: 400, ClipY1: 300}
	c.Wait(1, v, false)
	if !c.Need(1, v, false) {
		t.Fatal("tiles in view not ready after Wait")
	}
	c.Draw(dst, 1, v, false)
	for _, u := range []int{10, 12, 15, 20} {
		x := u*32 - 300 + 16 // middle of unit u
		got := dst.At(x, 100).(color.RGBA)
		if want := uint8(u * 10); got.R != want || got.B != 200 {
			t.Errorf("screen x %d: %v, want red %d (picture unit %d)", x, got, want, u)
		}
	}
	// Tiles beyond the view were not painted at band 1.
	if n := int(p.calls.Load()); n >= c.Tiles(0)+c.Tiles(1) {
		t.Errorf("%d tiles painted; the out-of-view ones of band 1 should wait", n)
	}
}

// The cache keeps at most Budget bytes of tiles: panning drops the tiles
// out of view longest, never those in view, and paints a dropped tile
// again when it comes back.
func TestCacheDropsTilesOutOfViewBeyondBudget(t *testing.T) {
	displaytest.Need(t)
	p := &stripes{}
	c := New(p, 100, 20, []float64{4, 64}) // band 1: 26×6 tiles
	defer c.Close()
	// A 400×300 view spans up to 3×2 tiles; this frame's and the last's
	// up to 5×2, with the 2 tiles of band 0 beside them.
	c.Budget = 14 * TileBytes
	c.Complete(0, false)
	dst := ebiten.NewImage(400, 300)
	at := func(ox float64) View {
		return View{OX: ox, OY: 0, Zoom: 64, ClipX0: 0, ClipY0: 0, ClipX1: 400, ClipY1: 300}
	}
	for ox := 0.0; ox > -6000; ox -= 300 {
		c.Upload() // a frame
		c.Wait(1, at(ox), false)
		c.Draw(dst, 1, at(ox), false)
		if c.Held() > c.Budget {
			t.Fatalf("at %v: %d tiles kept, budget %d", ox, c.Held()/TileBytes, c.Budget/TileBytes)
		}
		if !c.Need(1, at(ox), false) {
			t.Fatalf("at %v: a tile in view was dropped", ox)
		}
	}
	c.Upload()
	if c.Need(1, at(0), false) {
		t.Fatal("the first tiles are still kept after panning far beyond the budget")
	}
	before := p.calls.Load()
	c.Wait(1, at(0), false)
	if p.calls.Load() == before {
		t.Error("a dropped tile back in view was not painted again")
	}
}

// Painters wait while the tiles painted and not yet uploaded fill their
// slots: a burst of requests (a prewarmed band) never holds more tiles'
// pixels than that, however slowly the game loop uploads them.
func TestPaintedTilesWaitingAreBounded(t *testing.T) {
	displaytest.Need(t)
	c := New(&stripes{}, 100, 100, []float64{16, 32})
	defer c.Close()
	c.Budget = 1 << 40
	c.Prewarm(1, false)
	ts := c.bands[1].tiles[0]
	for !c.Idle() {
		busy := 0
		for _, tl := range ts {
			if st := tl.state.Load(); st == stPainting || st == stPainted {
				busy++
			}
		}
		if busy > cap(c.slots) {
			t.Fatalf("%d tiles painted or painting and not uploaded, at most %d allowed", busy, cap(c.slots))
		}
		c.Upload()
	}
}

// Only the coarsest band of the variant drawn last stands in, and only
// while it is small beside the budget (a quarter at most); the other
// variant's coarse tiles, and a large map's, go like any other when over
// budget, so what is kept does not grow with the map.
func TestOtherVariantsCoarseBandIsDropped(t *testing.T) {
	displaytest.Need(t)
	for _, tc := range []struct {
		name   string
		budget int64 // tiles; band 0 has 4 of each variant
		pinned bool
	}{{"small coarse band", 16, true}, {"large coarse band", 15, false}} {
		t.Run(tc.name, func(t *testing.T) {
			c := New(&stripes{}, 100, 100, []float64{4, 32})
			defer c.Close()
			c.Budget = 1 << 40
			c.Complete(0, true)
			c.Complete(0, false)
			dst := ebiten.NewImage(100, 100)
			v := View{Zoom: 4, ClipX1: 100, ClipY1: 100}
			c.Draw(dst, 0, v, false)
			c.Upload()
			c.Upload() // band 0 is out of view two frames now
			c.Budget = tc.budget * TileBytes
			// Band 1 panned along its top row, 2×2 tiles in view at a
			// time, and the tiles of band 0 under them, which stand in:
			// uploads over budget.
			for ox := 0.0; ox > -2400; ox -= 300 {
				c.Upload()
				c.Wait(1, View{Zoom: 32, OX: ox, ClipX1: 300, ClipY1: 300}, false)
			}
			if c.Held() > c.Budget {
				t.Errorf("%d tiles kept after the uploads over budget, budget %d", c.Held()/TileBytes, tc.budget)
			}
			kept := 0
			for _, tl := range c.bands[0].tiles[0] {
				if tl.state.Load() == stReady {
					kept++
				}
			}
			if pinned := kept == len(c.bands[0].tiles[0]); pinned != tc.pinned {
				t.Errorf("%d of the drawn variant's %d coarse tiles kept; all kept should be %v", kept, len(c.bands[0].tiles[0]), tc.pinned)
			}
			for _, tl := range c.bands[0].tiles[1] {
				if tl.state.Load() == stReady {
					t.Fatal("a coarse tile of the other variant was kept over budget")
				}
			}
		})
	}
}
