package widget

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/board"
	"frontline/game/hex"
	"frontline/render/art"
)

// Mark is a ring drawn on a map picture (an objective).
type Mark struct {
	Hex     hex.Hex
	Primary bool
}

// PaintMap paints the whole map at hex size s on the CPU, with the same
// ground and features as the map tiles (no grid), and rings on marks:
// primary objectives red, secondary orange (III.5).
func PaintMap(m *board.Map, s float64, marks []Mark) *image.RGBA {
	b := art.World.Bounds(m.Width, m.Height)
	w, h := int(math.Ceil(b.MaxX*s)), int(math.Ceil(b.MaxY*s))
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	art.NewGround(m).Paint(img.Pix, nil, 0, 0, w, h, s)
	art.NewFeatures(m).Paint(img.Pix, w, h, 0, 0, s)
	if len(marks) > 0 {
		c := art.NewCanvas(img.Pix, w, h, s, 0, 0)
		for _, mk := range marks {
			x, y := art.World.Center(mk.Hex)
			col := art.Secondary
			if mk.Primary {
				col = art.KeyRed
			}
			c.Ring(art.Pt{X: x, Y: y}, math.Max(4, 0.62*s), math.Max(1.6, 0.14*s), col, 1)
		}
	}
	return img
}

// MapImage is PaintMap made into an image, at the hex size that fits the
// whole map into w×h pixels.
func MapImage(m *board.Map, w, h float64, marks []Mark) *ebiten.Image {
	b := art.World.Bounds(m.Width, m.Height)
	s := math.Min(w/b.MaxX, h/b.MaxY)
	return ebiten.NewImageFromImage(PaintMap(m, s, marks))
}

// Backdrop is the title art behind the menus: the map painted small and
// drawn large, so it comes out soft, darkened toward the edges.
type Backdrop struct {
	img, shade, full *ebiten.Image
	op               ebiten.DrawImageOptions
	// painted brings the picture painted in the background
	// (NewBackdropAsync); fade counts the frames it has been fading in.
	painted chan *image.RGBA
	fade    int
}

// backdropFade is how many frames a backdrop painted in the background
// takes to fade in over the plain desk.
const backdropFade = 12

// NewBackdrop paints m small and blurs it (some tens of milliseconds on
// the CPU, once).
func NewBackdrop(m *board.Map) *Backdrop {
	b := &Backdrop{fade: backdropFade}
	b.upload(paintBackdrop(m))
	return b
}

// NewBackdropAsync paints m in the background, so a screen can show its
// first frame at once: until the picture is ready the desk colour stands
// in, then the picture fades in.
func NewBackdropAsync(m *board.Map) *Backdrop {
	b := &Backdrop{painted: make(chan *image.RGBA, 1)}
	go func() { b.painted <- paintBackdrop(m) }()
	return b
}

// Ready reports whether the picture is painted and shown in full.
func (b *Backdrop) Ready() bool { return b.img != nil && b.fade >= backdropFade }

func paintBackdrop(m *board.Map) *image.RGBA {
	img := PaintMap(m, 12, nil)
	Blur(img, 3)
	return img
}

// upload makes the painted picture and its shade into images: the shade
// is black, clear in the middle, darker toward the top and bottom, one
// pixel wide and stretched.
func (b *Backdrop) upload(img *image.RGBA) {
	sh := image.NewRGBA(image.Rect(0, 0, 1, 256))
	for y := range 256 {
		t := math.Abs(float64(y)-127.5) / 127.5
		a := 0.6 * t * t
		sh.Pix[4*y+3] = byte(255 * a)
	}
	b.img, b.shade = ebiten.NewImageFromImage(img), ebiten.NewImageFromImage(sh)
}

// Blur softens img in place with a box blur of radius r, run twice in
// each direction (close to a Gaussian).
func Blur(img *image.RGBA, r int) {
	w, h := img.Rect.Dx(), img.Rect.Dy()
	tmp := make([]byte, len(img.Pix))
	for range 2 {
		boxPass(img.Pix, tmp, w, h, 4, 4*w, r) // along rows
		boxPass(tmp, img.Pix, h, w, 4*w, 4, r) // along columns
	}
}

// boxPass averages runs of n pixels (step bytes apart) over lines of
// lines (stride bytes apart) from src into dst, clamping at the ends.
func boxPass(src, dst []byte, n, lines, step, stride, r int) {
	d := 2*r + 1
	for l := range lines {
		base := l * stride
		for c := range 4 {
			sum := 0
			for k := -r; k <= r; k++ {
				sum += int(src[base+min(max(k, 0), n-1)*step+c])
			}
			for i := range n {
				dst[base+i*step+c] = byte(sum / d)
				out := min(max(i-r, 0), n-1)
				in := min(max(i+r+1, 0), n-1)
				sum += int(src[base+in*step+c]) - int(src[base+out*step+c])
			}
		}
	}
}

// Draw covers dst with the map, dimmed and shaded toward the top and
// bottom. The picture is composed once per screen size and then copied.
func (b *Backdrop) Draw(dst *ebiten.Image) {
	if b.img == nil {
		select {
		case img := <-b.painted:
			b.upload(img)
		default:
			dst.Fill(art.Desk.Color())
			return
		}
	}
	db := dst.Bounds()
	if b.full == nil || b.full.Bounds().Size() != db.Size() {
		b.compose(db.Dx(), db.Dy())
	}
	b.op.GeoM.Reset()
	b.op.GeoM.Translate(float64(db.Min.X), float64(db.Min.Y))
	b.op.ColorScale.Reset()
	b.op.Filter = ebiten.FilterNearest
	b.op.Blend = ebiten.BlendCopy
	if b.fade < backdropFade {
		b.fade++
		dst.Fill(art.Desk.Color())
		b.op.Blend = ebiten.Blend{}
		b.op.ColorScale.ScaleAlpha(float32(b.fade) / backdropFade)
	}
	dst.DrawImage(b.full, &b.op)
	b.op.Blend = ebiten.Blend{}
}

func (b *Backdrop) compose(sw, sh int) {
	if b.full != nil {
		b.full.Deallocate()
	}
	b.full = ebiten.NewImage(sw, sh)
	w, h := float64(sw), float64(sh)
	ib := b.img.Bounds()
	iw, ih := float64(ib.Dx()), float64(ib.Dy())
	k := math.Max(w/iw, h/ih) * 1.08
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(-iw/2, -ih/2)
	op.GeoM.Scale(k, k)
	op.GeoM.Translate(w/2, h/2)
	op.Filter = ebiten.FilterLinear
	op.ColorScale.Scale(0.34, 0.34, 0.36, 1)
	b.full.Fill(art.Desk.Color())
	b.full.DrawImage(b.img, &op)
	op = ebiten.DrawImageOptions{}
	op.GeoM.Scale(w, h/256)
	op.Filter = ebiten.FilterLinear
	b.full.DrawImage(b.shade, &op)
}
