// Package tiles caches a large picture as square tiles at a few fixed
// scales ("bands"). Tiles are painted on worker goroutines, uploaded on the
// game goroutine, then drawn each frame with one DrawImage apiece. This is
// what keeps the map fast on a software renderer: nothing is rebuilt per
// frame, and the game loop never waits for painting (the coarsest band
// stands in until finer tiles are ready).
package tiles

import (
	"image"
	"math"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/hajimehoshi/ebiten/v2"
)

// Size is the edge of a tile in pixels.
const Size = 512

// pad is the border of extra picture painted round each tile, so that
// filtering at a tile's edge reads the neighbouring picture rather than
// nothing (which shows as a faint seam).
const pad = 1

const full = Size + 2*pad

// Painter makes the picture. It runs on worker goroutines, several at
// once, and must only read shared state.
type Painter interface {
	// Pixels fills base and over (RGBA, premultiplied, w×h, rows 4*w
	// bytes) for picture pixels [x0, x0+w) × [y0, y0+h) at scale s. The
	// over layer is drawn on top of base when the overlay is shown.
	Pixels(base, over []byte, x0, y0, w, h int, s float64)
}

// Cache holds the tiles of one picture at every band.
type Cache struct {
	painter Painter
	bands   []*band
	urgent  chan *tile
	idle    chan *tile
	done    chan *tile
	quit    chan struct{}
	start   sync.Once
	stop    sync.Once
	pool    sync.Pool
	opts    ebiten.DrawImageOptions
	pending int // tiles requested and not yet finished (game goroutine)
	// PerFrame caps how many painted tiles are uploaded per Upload call,
	// so a burst of finished tiles does not stall one frame.
	PerFrame int
}

type band struct {
	scale      float64
	cols, rows int
	tiles      []*tile
}

// Tile states. Only the game goroutine moves a tile out of stPainted.
const (
	stEmpty int32 = iota
	stQueued
	stPainting
	stPainted
	stReady
)

type tile struct {
	b          *band
	col, row   int
	state      atomic.Int32
	urgent     bool          // already sent to the urgent queue
	base, over *ebiten.Image // full images, pad included
	inBase     *ebiten.Image // the Size×Size insides that are drawn
	inOver     *ebiten.Image
	pix        *buffers
}

type buffers struct{ base, over []byte }

// New makes a cache for a picture of width×height units drawn at each of
// the given scales (picture pixels per unit).
func New(p Painter, width, height float64, scales []float64) *Cache {
	c := &Cache{painter: p, quit: make(chan struct{}), PerFrame: 4}
	n := 0
	for _, s := range scales {
		b := &band{scale: s, cols: int(math.Ceil(width * s / Size)), rows: int(math.Ceil(height * s / Size))}
		for r := range b.rows {
			for col := range b.cols {
				b.tiles = append(b.tiles, &tile{b: b, col: col, row: r})
			}
		}
		n += len(b.tiles)
		c.bands = append(c.bands, b)
	}
	c.urgent = make(chan *tile, n)
	c.idle = make(chan *tile, n)
	c.done = make(chan *tile, n)
	c.pool.New = func() any {
		return &buffers{make([]byte, 4*full*full), make([]byte, 4*full*full)}
	}
	return c
}

// Bands is the number of bands.
func (c *Cache) Bands() int { return len(c.bands) }

// Tiles is the number of tiles in band i.
func (c *Cache) Tiles(i int) int { return len(c.bands[i].tiles) }

// Scale is band i's scale.
func (c *Cache) Scale(i int) float64 { return c.bands[i].scale }

// BandFor picks the band to draw at zoom z (screen pixels per unit): the
// nearest on a log scale, so tiles are shrunk or enlarged by at most √2-ish.
func (c *Cache) BandFor(z float64) int {
	best, bd := 0, math.Inf(1)
	for i, b := range c.bands {
		if d := math.Abs(math.Log(z / b.scale)); d < bd {
			best, bd = i, d
		}
	}
	return best
}

// workers starts the painters: one fewer than the processors (at least
// one, at most four), so the game loop and the software rasteriser keep a
// core to themselves while tiles are painted in the background.
func (c *Cache) workers() {
	n := min(max(runtime.NumCPU()-1, 1), 4)
	for range n {
		go c.work()
	}
}

func (c *Cache) work() {
	for {
		var t *tile
		select {
		case t = <-c.urgent:
		default:
			select {
			case t = <-c.urgent:
			case t = <-c.idle:
			case <-c.quit:
				return
			}
		}
		if !t.state.CompareAndSwap(stQueued, stPainting) {
			continue // queued twice (idle, then urgent); already taken
		}
		buf := c.pool.Get().(*buffers)
		c.painter.Pixels(buf.base, buf.over, t.col*Size-pad, t.row*Size-pad, full, full, t.b.scale)
		t.pix = buf
		t.state.Store(stPainted)
		c.done <- t
	}
}

// Close stops the workers. Tiles already drawn stay usable.
func (c *Cache) Close() { c.stop.Do(func() { close(c.quit) }) }

func (c *Cache) request(t *tile, urgent bool) {
	c.start.Do(c.workers)
	switch st := t.state.Load(); {
	case st == stEmpty:
		t.state.Store(stQueued)
		c.pending++
		t.urgent = urgent
		if urgent {
			c.urgent <- t
		} else {
			c.idle <- t
		}
	case st == stQueued && urgent && !t.urgent:
		t.urgent = true
		c.urgent <- t
	}
}

// Idle reports whether no tile is waiting to be painted or finished.
func (c *Cache) Idle() bool { return c.pending == 0 }

// Prewarm queues every tile of band i at low priority.
func (c *Cache) Prewarm(i int) {
	for _, t := range c.bands[i].tiles {
		c.request(t, false)
	}
}

// Upload finishes up to PerFrame painted tiles. Call it once a frame from
// the game goroutine.
func (c *Cache) Upload() {
	for range c.PerFrame {
		select {
		case t := <-c.done:
			c.finish(t)
		default:
			return
		}
	}
}

func (c *Cache) finish(t *tile) {
	if t.base == nil {
		t.base = ebiten.NewImage(full, full)
		t.over = ebiten.NewImage(full, full)
		in := image.Rect(pad, pad, pad+Size, pad+Size)
		t.inBase = t.base.SubImage(in).(*ebiten.Image)
		t.inOver = t.over.SubImage(in).(*ebiten.Image)
	}
	t.base.WritePixels(t.pix.base)
	t.over.WritePixels(t.pix.over)
	c.pool.Put(t.pix)
	t.pix = nil
	t.state.Store(stReady)
	c.pending--
}

// View is the part of the picture on screen: the picture point (0, 0)
// lands on screen (OX, OY) and one unit is Zoom pixels. Only tiles that
// touch the screen rectangle Clip are drawn.
type View struct {
	OX, OY, Zoom                   float64
	ClipX0, ClipY0, ClipX1, ClipY1 float64
}

// visibleRange is the tile columns and rows of band b on screen.
func visibleRange(b *band, v View) (c0, r0, c1, r1 int) {
	k := v.Zoom / b.scale // screen pixels per band pixel
	x0 := (v.ClipX0 - v.OX) / k
	y0 := (v.ClipY0 - v.OY) / k
	x1 := (v.ClipX1 - v.OX) / k
	y1 := (v.ClipY1 - v.OY) / k
	c0 = max(int(math.Floor(x0/Size)), 0)
	r0 = max(int(math.Floor(y0/Size)), 0)
	c1 = min(int(math.Floor(x1/Size)), b.cols-1)
	r1 = min(int(math.Floor(y1/Size)), b.rows-1)
	return
}

// Need asks for the tiles of band i in view (urgently) and reports
// whether they are all ready.
func (c *Cache) Need(i int, v View) bool {
	b := c.bands[i]
	c0, r0, c1, r1 := visibleRange(b, v)
	ready := true
	for r := r0; r <= r1; r++ {
		for col := c0; col <= c1; col++ {
			t := b.tiles[r*b.cols+col]
			if t.state.Load() != stReady {
				c.request(t, true)
				ready = false
			}
		}
	}
	return ready
}

// Complete paints and finishes every tile of band i before returning; the
// coarsest band is made complete first so it can stand in for the others.
func (c *Cache) Complete(i int) {
	b := c.bands[i]
	for _, t := range b.tiles {
		c.request(t, true)
	}
	for _, t := range b.tiles {
		for t.state.Load() != stReady {
			c.finish(<-c.done)
		}
	}
}

// Wait paints and finishes band i's tiles in view before returning.
func (c *Cache) Wait(i int, v View) {
	for !c.Need(i, v) {
		c.finish(<-c.done)
	}
}

// Draw draws band i's ready tiles in view onto dst; with over set, the
// overlay tiles too. Where a tile of band i is not ready yet, the coarsest
// band stands in (it is kept complete; see Wait).
func (c *Cache) Draw(dst *ebiten.Image, i int, v View, over bool) {
	b := c.bands[i]
	if i != 0 && !c.Need(i, v) {
		c.drawBand(dst, c.bands[0], v, over)
	}
	c.drawBand(dst, b, v, over)
}

func (c *Cache) drawBand(dst *ebiten.Image, b *band, v View, over bool) {
	c0, r0, c1, r1 := visibleRange(b, v)
	k := v.Zoom / b.scale
	op := &c.opts
	op.Filter = ebiten.FilterLinear
	if math.Abs(k-1) < 1e-9 {
		op.Filter = ebiten.FilterNearest
	}
	for r := r0; r <= r1; r++ {
		for col := c0; col <= c1; col++ {
			t := b.tiles[r*b.cols+col]
			if t.state.Load() != stReady {
				continue
			}
			op.GeoM.Reset()
			// The inside's top-left is picture pixel (col*Size, row*Size).
			op.GeoM.Translate(float64(col*Size), float64(r*Size))
			op.GeoM.Scale(k, k)
			op.GeoM.Translate(v.OX, v.OY)
			dst.DrawImage(t.inBase, op)
			if over {
				dst.DrawImage(t.inOver, op)
			}
		}
	}
}
