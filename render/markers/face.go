package markers

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/units"
	"frontline/render/art"
	"frontline/render/sprite"
)

// Bands are the hex sizes marker images are painted for; the nearest is
// scaled to the zoom. The smallest carries no lettering: at that size it
// could not be read.
var Bands = []float64{20, 40, 80}

// Counter is the marker's radius as a share of the hex size: it sits
// inside its hex with a margin, like a die-cut counter.
const Counter = 0.8

// Side colours: olive drab for the United States, field grey for
// Germany, sand for neutral structures and obstacles.
var (
	bodyOf = map[units.Side]art.RGB{units.US: {R: 0.42, G: 0.48, B: 0.23}, units.Germany: {R: 0.36, G: 0.42, B: 0.48}, units.Neutral: {R: 0.63, G: 0.54, B: 0.37}}
	rimOf  = map[units.Side]art.RGB{units.US: {R: 0.22, G: 0.26, B: 0.11}, units.Germany: {R: 0.18, G: 0.22, B: 0.27}, units.Neutral: {R: 0.35, G: 0.29, B: 0.18}}
	red    = art.RGB{R: 0.72, G: 0.1, B: 0.1}
)

// faceKey names one marker face: the counter, its symbol and its title.
type faceKey struct {
	card    string
	side    units.Side
	damaged bool
}

// face is a marker face painted lazily per band.
type face struct {
	key  faceKey
	card *units.Card
	imgs [3]*ebiten.Image
}

// hexagon is a flat-topped hexagon of radius r around (cx, cy).
func hexagon(cx, cy, r float64) []art.Pt {
	pts := make([]art.Pt, 6)
	for i := range pts {
		a := float64(i) * math.Pi / 3
		pts[i] = art.Pt{X: cx + r*math.Cos(a), Y: cy + r*math.Sin(a)}
	}
	return pts
}

// onSheet holds the faces painted on sprite sheets, shared by every
// layer: a sheet's room is never given back, so each face goes there
// once in the program's life, not once per screen.
var onSheet = map[faceKey]*[3]*ebiten.Image{}

// image returns the face for band i, painting it on first use.
func (f *face) image(i int) *ebiten.Image {
	if f.imgs[i] != nil {
		return f.imgs[i]
	}
	shared := onSheet[f.key]
	if shared != nil && shared[i] != nil {
		f.imgs[i] = shared[i]
		return shared[i]
	}
	pix, w, h, cx, cy, r := f.body(i)
	if i > 0 {
		l, x, y := f.title(cx, cy, r)
		letterOnto(pix, w, l, f.card.Marker, x, y)
	}
	img := sprite.Picture(w, h)
	img.WritePixels(pix)
	if sprite.OnSheet(w, h) {
		if shared == nil {
			shared = new([3]*ebiten.Image)
			onSheet[f.key] = shared
		}
		shared[i] = img
	}
	f.imgs[i] = img
	return img
}

// body paints the face for band i without its title: w×h premultiplied
// RGBA pixels, the counter's centre at (cx, cy) and its radius r. The
// image holds the counter, its shadow and its rim and no more (a square
// of twice the hex size was 1.55 times as large; at the closest band 12
// such faces of the introduction now share a sheet, sprite.Picture); the
// centre falls on a pixel corner at every band, as it did.
func (f *face) body(i int) (pix []byte, w, h int, cx, cy, r float64) {
	s := Bands[i]
	r = Counter * s
	// The shadow reaches 1.07 r to the right and 0.96 r down, the rim
	// 0.9 r up; a pixel of smoothing and one of margin round them.
	hw, hh := int(math.Ceil(1.07*r+2)), int(math.Ceil(0.96*r+2))
	w, h = 2*hw, 2*hh
	pix = make([]byte, 4*w*h)
	cv := art.NewCanvas(pix, w, h, 1, 0, 0)
	cx, cy = float64(hw), float64(hh)
	side := f.key.side
	body := hexagon(cx, cy, r)
	cv.Fill(hexagon(cx+0.07*r, cy+0.09*r, r), art.Ink, 0.45) // shadow
	cv.Fill(body, bodyOf[side], 1)
	if f.key.damaged {
		// the lower band turns red: the unit shows its Damaged side
		cv.Fill([]art.Pt{{X: cx - r, Y: cy}, {X: cx + r, Y: cy}, {X: cx + r/2, Y: cy + 0.866*r}, {X: cx - r/2, Y: cy + 0.866*r}}, red, 1)
		cv.Fill([]art.Pt{{X: cx - r, Y: cy}, {X: cx + r, Y: cy}, {X: cx + r*0.97, Y: cy + 0.05*r}, {X: cx - r*0.97, Y: cy + 0.05*r}}, art.Ink, 0.35)
	}
	cv.Outline(hexagon(cx, cy, r*0.9), math.Max(0.6, 0.025*s), art.Paper, 0.35)
	cv.Outline(body, math.Max(1, 0.05*s), rimOf[side], 1)
	// the symbol frame
	fw, fh := 0.5*r, 0.3*r
	fy := cy - 0.18*r
	frame := []art.Pt{{X: cx - fw, Y: fy - fh}, {X: cx + fw, Y: fy - fh}, {X: cx + fw, Y: fy + fh}, {X: cx - fw, Y: fy + fh}}
	cv.Fill(frame, art.Paper, 1)
	paintSymbol(cv, SymbolOf(f.card), cx-fw*0.82, fy-fh*0.78, cx+fw*0.82, fy+fh*0.78, art.Ink)
	cv.Outline(frame, math.Max(1, 0.03*s), art.Ink, 1)
	return pix, w, h, cx, cy, r
}

// sourceOnly copies an image that was drawn onto (lettered) into a fresh
// one that is only ever written, so Ebitengine keeps it on its shared
// texture atlas: hundreds of markers then draw in a few batches instead of
// one draw call (and texture bind) each.
func sourceOnly(img *ebiten.Image) *ebiten.Image {
	b := img.Bounds()
	pix := make([]byte, 4*b.Dx()*b.Dy())
	img.ReadPixels(pix)
	img.Deallocate()
	out := ebiten.NewImage(b.Dx(), b.Dy())
	out.WritePixels(pix)
	return out
}

// titleStep is the ratio between the sizes a title is shrunk to.
const titleStep = 0.94

// title is how the marker title is lettered on the lower band of a
// counter of radius r centred on (cx, cy), shrunk to fit, and the
// top-left of its box.
func (f *face) title(cx, cy, r float64) (l art.Lettering, x, y float64) {
	size := 0.3 * r
	l = art.Lettering{Face: art.Face(art.Bold, size), Ink: art.Paper}
	w, h := l.Measure(f.card.Marker)
	if max := 1.45 * r; w > max {
		// Shrunk by steps of 6 %, not to the exact fit: Ebitengine keeps
		// lettering's glyphs by size, 16 sizes at most, and drops the
		// least used sizes' glyphs, all of them; Campania's titles, each
		// at a size of its own, made it drop hundreds at once, each
		// dropped glyph a clipped clear of the atlas (20–30 MB of
		// llvmpipe's heap in that frame, the tour's resident peak).
		size *= math.Pow(titleStep, math.Ceil(math.Log(max/w)/math.Log(titleStep)))
		l.Face = art.Face(art.Bold, size)
		w, h = l.Measure(f.card.Marker)
	}
	return l, cx - w/2, cy + 0.47*r - h/2
}

// draw puts the face centred on (x, y) at zoom z.
func (f *face) draw(dst *ebiten.Image, op *ebiten.DrawImageOptions, x, y, z float64) {
	i := sprite.Nearest(Bands, z)
	place(dst, f.image(i), op, x, y, z/Bands[i])
}

// place draws img centred on (x, y) scaled by k.
func place(dst, img *ebiten.Image, op *ebiten.DrawImageOptions, x, y, k float64) {
	half := float64(img.Bounds().Dx()) / 2
	halfY := float64(img.Bounds().Dy()) / 2
	op.GeoM.Reset()
	op.GeoM.Translate(-half, -halfY)
	op.GeoM.Scale(k, k)
	op.GeoM.Translate(x, y)
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(img, op)
}
