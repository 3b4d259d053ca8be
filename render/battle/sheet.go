package battle

import (
	"image"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
)

// bands are the scales (pixels per inch) the table is painted at: the
// coarse one before the first frame, the fine one in the background.
var bands = [...]float64{6, 20}

// sheet is a table's painting at every band, uploaded as images when
// ready. Painting runs on goroutines; uploading on the game loop.
type sheet struct {
	pic   *Picture
	mu    sync.Mutex
	done  [len(bands)]*image.RGBA // painted, not yet uploaded
	img   [len(bands)]*ebiten.Image
	ready int // bands uploaded
	op    ebiten.DrawImageOptions
}

// newSheet paints the coarse band at once and the finer ones behind.
func newSheet(pic *Picture) *sheet {
	sh := &sheet{pic: pic}
	sh.done[0] = pic.Paint(bands[0])
	for i := 1; i < len(bands); i++ {
		go func() {
			img := pic.Paint(bands[i])
			sh.mu.Lock()
			sh.done[i] = img
			sh.mu.Unlock()
		}()
	}
	return sh
}

// upload turns painted bands into images; it reports whether any came.
func (sh *sheet) upload() bool {
	sh.mu.Lock()
	defer sh.mu.Unlock()
	came := false
	for i, d := range sh.done {
		if d != nil && sh.img[i] == nil {
			im := ebiten.NewImageWithOptions(d.Rect, &ebiten.NewImageOptions{Unmanaged: true})
			im.WritePixels(d.Pix)
			sh.img[i], sh.done[i] = im, nil
			sh.ready++
			came = true
		}
	}
	return came
}

// Ready reports whether every band is uploaded.
func (sh *sheet) Ready() bool { return sh.ready == len(bands) }

// draw draws the table at zoom (pixels per inch) with world (0, 0) at
// screen (ox, oy): the finest band not much coarser than the zoom.
func (sh *sheet) draw(dst *ebiten.Image, zoom, ox, oy float64) {
	k := -1
	for i := range bands {
		if sh.img[i] != nil && (k < 0 || bands[i] <= zoom*1.5) {
			k = i
		}
	}
	if k < 0 {
		return
	}
	s := zoom / bands[k]
	sh.op.GeoM.Reset()
	sh.op.GeoM.Scale(s, s)
	sh.op.GeoM.Translate(ox+picMinX*zoom, oy+picMinY*zoom)
	sh.op.Filter = ebiten.FilterLinear
	dst.DrawImage(sh.img[k], &sh.op)
}

// close frees the images.
func (sh *sheet) close() {
	for _, im := range sh.img {
		if im != nil {
			im.Deallocate()
		}
	}
}
