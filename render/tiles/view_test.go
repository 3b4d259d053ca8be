package tiles

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/internal/displaytest"
)

// The budget follows the view, not the picture: a map twenty times the
// area keeps no more tiles. A 1280×638 view at zoom 16·√2 shows
// 1810×902 pixels of band 32, up to 9×5 tiles.
func TestSetViewBoundsTheBudgetByTheView(t *testing.T) {
	small := New(&stripes{}, 30, 25, []float64{16, 32, 64})
	large := New(&stripes{}, 150, 110, []float64{16, 32, 64})
	small.SetView(1280, 638)
	large.SetView(1280, 638)
	if small.Budget != 45*TileBytes || large.Budget != small.Budget {
		t.Errorf("budgets %d and %d tiles, want 45 for both", small.Budget/TileBytes, large.Budget/TileBytes)
	}
	// The worst zoom really needs them: nothing the view needs is
	// ever dropped, so a smaller budget would only be overrun.
	v := View{Zoom: 16 * 1.4143, OX: -100, OY: -100, ClipX1: 1280, ClipY1: 638}
	i := large.BandFor(v.Zoom)
	c0, r0, c1, r1 := visibleRange(large.bands[i], v)
	if n := int64((c1-c0+1)*(r1-r0+1)) * TileBytes; n > large.Budget {
		t.Errorf("the view needs %d tiles at zoom %.1f, over the budget of %d", n/TileBytes, v.Zoom, large.Budget/TileBytes)
	}
}

// scaled paints the band's scale into blue, so a drawn pixel tells which
// band it came from; the band at scale held waits until gate is closed.
type scaled struct {
	held float64
	gate chan struct{}
}

func (p *scaled) Pixels(pix []byte, x0, y0, w, h int, s float64, grid bool) {
	if s == p.held {
		<-p.gate
	}
	for o := 0; o < len(pix[:4*w*h]); o += 4 {
		pix[o], pix[o+1], pix[o+2], pix[o+3] = 0, 0, uint8(s), 255
	}
}

// While a zoom's band is being painted, the band just left stands in
// (scaled), not the coarsest, which is blurrier still.
func TestZoomShowsTheBandItLeaves(t *testing.T) {
	displaytest.Need(t)
	p := &scaled{held: 64, gate: make(chan struct{})}
	c := New(p, 40, 20, []float64{16, 32, 64})
	defer c.Close()
	defer close(p.gate) // before Close: the painters held are let go
	c.Complete(0, false)
	v := View{Zoom: 32, ClipX1: 300, ClipY1: 200}
	c.Wait(1, v, false)
	dst := ebiten.NewImage(300, 200)
	v.Zoom = 64
	if c.Need(2, v, false) {
		t.Fatal("band 64 ready while its painter is held")
	}
	c.Draw(dst, 2, v, false)
	if got := dst.At(150, 100).(color.RGBA); got.B != 32 {
		t.Errorf("pixel %v drawn while band 64 is painted; want band 32's (blue 32)", got)
	}
}

// Panning beyond the budget reuses the images of the tiles dropped:
// the textures made are the budget's, however far the view goes.
func TestTilesOverBudgetReuseTheirImages(t *testing.T) {
	displaytest.Need(t)
	c := New(&stripes{}, 100, 20, []float64{4, 64})
	defer c.Close()
	c.Budget = 14 * TileBytes
	c.Complete(0, false)
	made := map[*ebiten.Image]bool{}
	for ox := 0.0; ox > -6000; ox -= 300 {
		v := View{OX: ox, Zoom: 64, ClipX1: 400, ClipY1: 300}
		c.Upload()
		c.Wait(1, v, false)
		for _, b := range c.bands {
			for _, tl := range b.tiles[0] {
				if tl.img != nil {
					made[tl.img] = true
				}
			}
		}
		if c.Held() > c.Budget {
			t.Fatalf("at %v: %d tiles kept, budget %d", ox, c.Held()/TileBytes, c.Budget/TileBytes)
		}
	}
	if len(made) > 14 {
		t.Errorf("%d tile images made for a budget of 14 tiles", len(made))
	}
}
