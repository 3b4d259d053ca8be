package tiles

import (
	"testing"

	"frontline/render/internal/displaytest"
)

// stuckRight paints like stripes, but a tile starting at or right of
// picture pixel edge waits until release is closed: a painter busy for
// good.
type stuckRight struct {
	stripes
	edge    int
	release chan struct{}
}

func (p *stuckRight) Pixels(pix []byte, x0, y0, w, h int, s float64, grid bool) {
	if x0 >= p.edge {
		<-p.release
	}
	p.stripes.Pixels(pix, x0, y0, w, h, s, grid)
}

// Open waits for band 0's tiles in view only, and paints them itself
// when every painter is busy elsewhere: here the painters are stuck on
// the tiles out of view, and Open still returns with the view ready.
func TestOpenPaintsTheViewEvenWithThePaintersBusy(t *testing.T) {
	displaytest.Need(t)
	p := &stuckRight{edge: 2*Size - pad, release: make(chan struct{})}
	c := New(p, 100, 20, []float64{16}) // 7 columns of tiles, 2 rows
	defer c.Close()
	defer close(p.release)
	// Out-of-view tiles asked for first: the painters take them and stick.
	c.Ask(0, false)
	v := View{Zoom: 16, ClipX1: 2*Size - 1, ClipY1: 320} // columns 0 and 1
	c.Open(v, false)
	if !c.Need(0, v, false) {
		t.Fatal("the view's tiles are not ready after Open")
	}
	for _, tl := range c.bands[0].tiles[0] {
		if tl.col >= 2 && tl.state.Load() == stReady {
			t.Errorf("tile %d,%d out of view is ready, though its painter is stuck", tl.col, tl.row)
		}
	}
}
