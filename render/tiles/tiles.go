// Package tiles caches a large picture as square tiles at a few fixed
// scales ("bands"), each with and without the hex grid ("variants").
// Tiles are painted on worker goroutines, uploaded on the game goroutine,
// then drawn with one DrawImage apiece. Nothing is rebuilt per frame, the
// game loop never waits for painting (the coarsest band stands in until
// finer tiles are ready), and the tiles kept are bounded in bytes: those
// out of view longest go first (lru.go).
package tiles

import (
	"image"
	"math"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/internal/keep"
)

// full is the edge of a tile's image, pad included: a power of two,
// because Ebitengine rounds every texture up to one (a 514-pixel tile
// took a 1024-pixel texture, four times its picture). Small tiles keep
// little more than the view: at most a tile's width round it.
const full = 256

// pad is the border of extra picture painted round each tile, so that
// filtering at a tile's edge reads the neighbouring picture rather than
// nothing (which shows as a faint seam).
const pad = 1

// Size is the edge of the picture a tile shows, in pixels.
const Size = full - 2*pad

// TileBytes is what one tile's image holds.
const TileBytes = 4 * full * full

// Painter makes the picture. It runs on worker goroutines, several at
// once, and must only read shared state.
type Painter interface {
	// Pixels fills pix (RGBA, premultiplied, w×h, rows 4*w bytes) with
	// picture pixels [x0, x0+w) × [y0, y0+h) at scale s, the hex grid
	// drawn in on top when grid is set.
	Pixels(pix []byte, x0, y0, w, h int, s float64, grid bool)
}

// Cache holds the tiles of one picture.
type Cache struct {
	painter Painter
	bands   []*band
	urgent  chan *tile
	idle    chan *tile
	done    chan *tile
	quit    chan struct{}
	start   sync.Once
	stop    sync.Once
	pool    *keep.List[[]byte] // pixel buffers, one per slot
	opts    ebiten.DrawImageOptions
	pending int // tiles requested and not yet finished (game goroutine)
	// slots holds a token for each tile painted or being painted and not
	// yet uploaded: the painters wait rather than pile up pixels the game
	// loop has not taken yet.
	slots chan struct{}
	grid  bool // the variant drawn last: its coarsest band stands in
	// PerFrame caps how many painted tiles are uploaded per Upload call,
	// so a burst of finished tiles does not stall one frame.
	PerFrame int
	// Budget is the most bytes of tile images kept (see lru.go).
	Budget int64
	held   int64  // bytes of tile images now kept
	clock  int64  // frames, counted by Upload: when a tile was last in view
	gen    uint64 // counts uploads and evictions (Gen)
}

type band struct {
	scale      float64
	cols, rows int
	tiles      [2][]*tile // without and with the grid
}

// Tile states. Only the game goroutine moves a tile out of stPainted or
// stReady.
const (
	stEmpty int32 = iota
	stQueued
	stPainting
	stPainted
	stReady
)

type tile struct {
	b        *band
	idx      int // band index, for the stand-in rule
	col, row int
	grid     bool
	state    atomic.Int32
	urgent   bool          // already sent to the urgent queue
	img      *ebiten.Image // the full image, pad included
	in       *ebiten.Image // the Size×Size inside that is drawn
	pix      []byte
	used     int64 // Cache.clock when last in view
}

// DefaultBudget is the budget until the view's size is known (SetView):
// a 1280×720 view needs up to 45 tiles of 256 KiB.
const DefaultBudget = 12 << 20

// New makes a cache for a picture of width×height units drawn at each of
// the given scales (picture pixels per unit).
func New(p Painter, width, height float64, scales []float64) *Cache {
	c := &Cache{painter: p, quit: make(chan struct{}), PerFrame: 4, Budget: DefaultBudget}
	n := 0
	for i, s := range scales {
		b := &band{scale: s, cols: int(math.Ceil(width * s / Size)), rows: int(math.Ceil(height * s / Size))}
		for v, grid := range [2]bool{false, true} {
			for r := range b.rows {
				for col := range b.cols {
					b.tiles[v] = append(b.tiles[v], &tile{b: b, idx: i, col: col, row: r, grid: grid})
				}
			}
		}
		n += 2 * b.cols * b.rows
		c.bands = append(c.bands, b)
	}
	// A full queue drops the request (request): the tile is asked for
	// again by the next frame that needs it.
	c.urgent = make(chan *tile, n)
	c.idle = make(chan *tile, n)
	c.done = make(chan *tile, n)
	c.slots = make(chan struct{}, 2*c.PerFrame)
	c.pool = keep.New[[]byte](cap(c.slots))
	return c
}

// SetView bounds the tiles kept by the view's size rather than the
// picture's: the budget is what a view of w×h screen pixels needs at the
// zoom that shrinks a band most (halfway, on a log scale, between two
// bands; BandFor), so the cache holds the view and, at other zooms, a
// little round it and of the band last used — however large the map.
func (c *Cache) SetView(w, h float64) {
	if w <= 0 || h <= 0 {
		return
	}
	k := 1.0 // screen pixels per band pixel, at worst
	for i := 1; i < len(c.bands); i++ {
		k = min(k, math.Sqrt(c.bands[i-1].scale/c.bands[i].scale))
	}
	c.Budget = int64(span(w/k)*span(h/k)) * TileBytes
}

// span is the most tiles n pixels in a row can touch.
func span(n float64) int { return int(math.Ceil(n-1))/Size + 2 }

// Bands is the number of bands.
func (c *Cache) Bands() int { return len(c.bands) }

// Tiles is the number of tiles in band i (of one variant).
func (c *Cache) Tiles(i int) int { return len(c.bands[i].tiles[0]) }

// Scale is band i's scale.
func (c *Cache) Scale(i int) float64 { return c.bands[i].scale }

// Gen changes whenever a tile is uploaded or dropped: a picture composed
// from the tiles must then be composed again.
func (c *Cache) Gen() uint64 { return c.gen }

// Held is the bytes of tile images kept.
func (c *Cache) Held() int64 { return c.held }

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
		select {
		case c.slots <- struct{}{}:
		case <-c.quit:
			return
		}
		if !c.paint(t) {
			<-c.slots
			continue
		}
		c.done <- t
	}
}

// paint paints t, unless it is not queued or was taken already (queued
// twice, idle then urgent; or painted by a caller of Wait).
func (c *Cache) paint(t *tile) bool {
	if !t.state.CompareAndSwap(stQueued, stPainting) {
		return false
	}
	buf := c.pool.Get(newTileBytes)
	c.painter.Pixels(buf, t.col*Size-pad, t.row*Size-pad, full, full, t.b.scale, t.grid)
	t.pix = buf
	t.state.Store(stPainted)
	return true
}

func newTileBytes() []byte { return make([]byte, TileBytes) }

// Close stops the workers. Tiles already drawn stay usable.
func (c *Cache) Close() { c.stop.Do(func() { close(c.quit) }) }

func (c *Cache) request(t *tile, urgent bool) {
	c.start.Do(c.workers)
	switch st := t.state.Load(); {
	case st == stEmpty:
		q := c.idle
		if urgent {
			q = c.urgent
		}
		// Queued before it is sent: a painter may take it the moment it
		// is in the channel, and skips a tile not marked queued — marked
		// after the send, such a tile was lost and Wait never returned.
		t.state.Store(stQueued)
		t.urgent = urgent
		select {
		case q <- t:
			c.pending++
		default: // asked again by the next frame that needs it
			t.state.Store(stEmpty)
		}
	case st == stQueued && urgent && !t.urgent:
		select {
		case c.urgent <- t:
			t.urgent = true
		default:
		}
	}
}

// Idle reports whether no tile is waiting to be painted or finished.
func (c *Cache) Idle() bool { return c.pending == 0 }

// Prewarm queues every tile of band i's variant at low priority, if they
// all fit in three quarters of the budget beside what is kept: a small
// map is then ready at the zooms that fit, a large one paints only where
// the player looks.
func (c *Cache) Prewarm(i int, grid bool) {
	ts := c.bands[i].tiles[variant(grid)]
	if c.held+int64(c.pending+len(ts))*TileBytes > c.Budget*3/4 {
		return
	}
	for _, t := range ts {
		c.request(t, false)
	}
}

func variant(grid bool) int {
	if grid {
		return 1
	}
	return 0
}

// Upload finishes up to PerFrame painted tiles. Call it once a frame from
// the game goroutine.
func (c *Cache) Upload() {
	c.clock++
	for range c.PerFrame {
		select {
		case t := <-c.done:
			c.finish(t)
		default:
			return
		}
	}
}

// finish uploads a tile a painter painted and frees its slot.
func (c *Cache) finish(t *tile) {
	<-c.slots
	c.upload(t)
}

// upload makes a painted tile ready to draw.
func (c *Cache) upload(t *tile) {
	if t.img == nil {
		t.img = c.image() // lru.go
		t.in = t.img.SubImage(image.Rect(pad, pad, pad+Size, pad+Size)).(*ebiten.Image)
	}
	t.img.WritePixels(t.pix)
	c.pool.Put(t.pix)
	t.pix = nil
	t.used = c.clock
	t.state.Store(stReady)
	c.pending--
	c.gen++
	c.evict()
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

// Need asks for the tiles of band i's variant in view (urgently), marks
// them in use, and reports whether they are all ready. While some are
// not, the coarsest band's tiles under the view are asked for first: one
// of them covers many finer ones and stands in for them (Draw).
func (c *Cache) Need(i int, v View, grid bool) bool {
	if c.scan(i, v, grid, false) {
		return true
	}
	if i != 0 {
		c.scan(0, v, grid, true)
	}
	return c.scan(i, v, grid, true)
}

// scan marks band i's tiles of the variant in view in use and reports
// whether they are all ready; with ask, those that are not are asked for.
func (c *Cache) scan(i int, v View, grid, ask bool) bool {
	b := c.bands[i]
	ts := b.tiles[variant(grid)]
	c0, r0, c1, r1 := visibleRange(b, v)
	ready := true
	for r := r0; r <= r1; r++ {
		for col := c0; col <= c1; col++ {
			t := ts[r*b.cols+col]
			t.used = c.clock
			if t.state.Load() != stReady {
				ready = false
				if !ask {
					return false
				}
				c.request(t, true)
			}
		}
	}
	return ready
}

// Complete paints and finishes every tile of band i's variant before
// returning; the coarsest band is made complete first so it can stand in
// for the others.
func (c *Cache) Complete(i int, grid bool) {
	ts := c.bands[i].tiles[variant(grid)]
	for _, t := range ts {
		c.request(t, true)
	}
	for _, t := range ts {
		for t.state.Load() != stReady {
			if t.state.Load() == stEmpty { // a full queue dropped it
				c.request(t, true)
			}
			if c.paint(t) { // no painter has taken it: paint it here
				c.upload(t)
				continue
			}
			c.finish(<-c.done)
		}
	}
}

// Wait paints and finishes band i's tiles in view before returning. The
// caller, which has nothing else to do meanwhile, paints those no
// painter has taken yet itself: the painters are one fewer than the
// processors (on two cores, one), and the first frame waits for them.
func (c *Cache) Wait(i int, v View, grid bool) {
	for !c.Need(i, v, grid) {
		if c.paintInView(i, v, grid) {
			continue
		}
		if c.pending > 0 { // else Need queues again what a full queue refused
			c.finish(<-c.done)
		}
	}
}

// paintInView paints and uploads one of band i's tiles in view that is
// queued and not yet taken by a painter, and reports whether there was
// one.
func (c *Cache) paintInView(i int, v View, grid bool) bool {
	b := c.bands[i]
	ts := b.tiles[variant(grid)]
	c0, r0, c1, r1 := visibleRange(b, v)
	for r := r0; r <= r1; r++ {
		for col := c0; col <= c1; col++ {
			if t := ts[r*b.cols+col]; c.paint(t) {
				c.upload(t)
				return true
			}
		}
	}
	return false
}

// Open makes what a first frame needs and no more: band 0's tiles of
// the variant under view v, which stand in for the band the view's zoom
// needs (Draw) — not the whole band, which on a large map is several
// times as many tiles (16 on Campania) and kept the first frame waiting
// for them. The rest of band 0 is asked for urgently (it stands in
// wherever the player pans next).
func (c *Cache) Open(v View, grid bool) {
	c.scan(0, v, grid, true)
	c.Ask(0, grid)
	c.Wait(0, v, grid)
}

// Ask queues every tile of band i's variant urgently without waiting.
// Asked for band 0 as a screen is made, the painters start on what its
// first frame needs while the window and the graphics driver are being
// set up (about a second under software OpenGL); at most the painters'
// slots of painted tiles wait for the game loop to take them.
func (c *Cache) Ask(i int, grid bool) {
	for _, t := range c.bands[i].tiles[variant(grid)] {
		c.request(t, true)
	}
}

// Draw draws band i's tiles of the variant in view onto dst. Where one
// is not ready yet, the tiles of other bands that are ready stand in,
// scaled: the coarsest band's (asked for by Need) of the variant wanted
// if it is ready, else of the other, so switching the grid shows at
// once; above them those of the bands between, then of the finer bands,
// each sharper than the last (a zoom shows the band it leaves until the
// new one is painted, not the coarsest).
func (c *Cache) Draw(dst *ebiten.Image, i int, v View, grid bool) {
	c.grid = grid
	g := variant(grid)
	if c.Need(i, v, grid) {
		c.drawBand(dst, c.bands[i].tiles[g], v, false)
		return
	}
	c.drawBand(dst, c.bands[0].tiles[1-g], v, true)
	for j := range c.bands {
		if j != i {
			c.drawBand(dst, c.bands[j].tiles[g], v, false)
		}
	}
	c.drawBand(dst, c.bands[i].tiles[g], v, false)
}

// drawBand draws the ready tiles of ts in view; with other set, only
// those whose other variant is not ready (they stand in for it).
func (c *Cache) drawBand(dst *ebiten.Image, ts []*tile, v View, other bool) {
	b := ts[0].b
	c0, r0, c1, r1 := visibleRange(b, v)
	k := v.Zoom / b.scale
	op := &c.opts
	op.Filter = ebiten.FilterLinear
	if math.Abs(k-1) < 1e-9 {
		op.Filter = ebiten.FilterNearest
	}
	for r := r0; r <= r1; r++ {
		for col := c0; col <= c1; col++ {
			t := ts[r*b.cols+col]
			if t.state.Load() != stReady {
				continue
			}
			if other && b.tiles[variant(!t.grid)][r*b.cols+col].state.Load() == stReady {
				continue
			}
			op.GeoM.Reset()
			// The inside's top-left is picture pixel (col*Size, row*Size).
			op.GeoM.Translate(float64(col*Size), float64(r*Size))
			op.GeoM.Scale(k, k)
			op.GeoM.Translate(v.OX, v.OY)
			dst.DrawImage(t.in, op)
		}
	}
}
