package markers

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/art"
)

// titleScratch is where a face's title is lettered before it is read back
// and blended into the face's pixels; grown as titles need.
var titleScratch *ebiten.Image

// letterOnto sets s in l onto pix, premultiplied RGBA n pixels wide, with
// the top-left of its box at (x, y). The text is lettered on the GPU into
// a small scratch image, read back and blended here, so a face is only
// ever written and never drawn onto: Ebitengine puts an image drawn onto
// on an atlas page of its own kind, and a face of the closest band
// (169 pixels a side) grew that page from 4096×128 to 4096×256 on the
// introduction's tour, for good.
func letterOnto(pix []byte, n int, l art.Lettering, s string, x, y float64) {
	x0, y0 := math.Floor(x), math.Floor(y)
	w, h := l.Measure(s)
	sw, sh := int(math.Ceil(w+x-x0)), int(math.Ceil(h+y-y0))
	if sw <= 0 || sh <= 0 {
		return
	}
	if titleScratch == nil || titleScratch.Bounds().Dx() < sw || titleScratch.Bounds().Dy() < sh {
		if titleScratch != nil {
			sw, sh = max(sw, titleScratch.Bounds().Dx()), max(sh, titleScratch.Bounds().Dy())
			titleScratch.Deallocate()
		}
		titleScratch = ebiten.NewImage(sw, sh)
	}
	sub := titleScratch.SubImage(image.Rect(0, 0, sw, sh)).(*ebiten.Image)
	sub.Clear()
	l.Draw(sub, s, x-x0, y-y0)
	buf := make([]byte, 4*sw*sh)
	sub.ReadPixels(buf)
	blendOnto(pix, n, buf, sw, int(x0), int(y0))
}

// blendOnto lays src (premultiplied RGBA, sw pixels wide) over dst (n
// pixels wide) with src's top-left at (x0, y0), as the GPU's source-over
// blending would; what falls outside dst is dropped.
func blendOnto(dst []byte, n int, src []byte, sw, x0, y0 int) {
	rows := len(dst) / (4 * n)
	for j := range len(src) / (4 * sw) {
		ty := y0 + j
		if ty < 0 || ty >= rows {
			continue
		}
		for i := range sw {
			tx := x0 + i
			k := 4 * (j*sw + i)
			a := int(src[k+3])
			if tx < 0 || tx >= n || a == 0 {
				continue
			}
			p := 4 * (ty*n + tx)
			for c := range 4 {
				dst[p+c] = src[k+c] + byte((int(dst[p+c])*(255-a)+127)/255)
			}
		}
	}
}
