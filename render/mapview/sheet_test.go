package mapview

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/hex"
	"frontline/render/ui"
)

// The composed sheet is what its layers draw: a still frame (copied from
// the composed image) matches a frame whose layers are drawn straight
// onto the screen, with the grid and a changed feature, overlays beneath
// and above the names and the bars.
func TestComposedSheetMatchesLayers(t *testing.T) {
	for _, grid := range []bool{true, false} {
		f := newFrame(t, Config{Map: introMap(t), Grid: grid}, 800, 600, func(s *Scene) {
			s.cam.ZoomAt(400, 300, 40)
			s.CenterOn(hex.MustParse("1209"))
			s.AddOverlay(&probe{at: hex.MustParse("1209"), ink: color.RGBA{120, 0, 0, 160}, still: true})
			s.AddMarkers(&probe{at: hex.MustParse("1208"), ink: color.RGBA{0, 200, 0, 255}, still: true})
		})
		f.s.SetFeatures(introFeatures(), nil)
		grab := func() *image.RGBA {
			f.step()
			img := image.NewRGBA(f.screen.Bounds())
			f.screen.ReadPixels(img.Pix)
			return img
		}
		for !f.s.Idle() { // a tile arriving changes the sheet
			f.wait()
		}
		f.step()
		f.step()
		if !f.s.sheet.composed {
			t.Fatal("the sheet is not composed when the map holds still")
		}
		still := grab()
		f.s.sheet.key.w = -1 // as if the view had just changed
		direct := grab()
		if f.s.sheet.composed {
			t.Fatal("the sheet was composed on a frame where it changed")
		}
		diff := 0
		for o := 0; o < len(still.Pix); o += 4 {
			if !nearBytes(still.Pix[o:o+4], direct.Pix[o:o+4], 1) {
				diff++
			}
		}
		if diff > 0 {
			t.Errorf("grid %v: %d pixels of the composed sheet differ from its layers", grid, diff)
		}
	}
}

// probe is an overlay that paints a square on its hex and counts its
// draws; still says whether it offers its stamp (Still).
type probe struct {
	at    hex.Hex
	ink   color.RGBA
	stamp Stamp
	still bool
	draws int
}

func (p *probe) DrawOverlay(dst *ebiten.Image, v *View) {
	p.draws++
	x, y := v.HexCenter(p.at)
	ui.FillRect(dst, x-6, y-6, 12, 12, p.ink)
}

func (p *probe) Stamp() (Stamp, bool) { return p.stamp, p.still }

// plain is an Overlay that cannot say whether it holds still.
type plain struct{ p *probe }

func (o plain) DrawOverlay(dst *ebiten.Image, v *View) { o.p.DrawOverlay(dst, v) }

// Still overlays drawn first are composed into the sheet: drawn once
// while the map and their stamps hold still, again when a stamp changes.
// What lies above the first overlay that is not Still now (or cannot
// tell) is drawn every frame, Still or not.
func TestStillOverlaysAreComposed(t *testing.T) {
	at := hex.MustParse("1209")
	under := &probe{at: at, ink: color.RGBA{200, 0, 0, 255}, still: true}
	units := &probe{at: at, ink: color.RGBA{0, 200, 0, 255}, still: true}
	anim := &probe{at: at, ink: color.RGBA{0, 0, 200, 255}, still: true}
	top := &probe{at: at, ink: color.RGBA{200, 200, 0, 255}, still: true}
	f := newFrame(t, Config{Map: introMap(t)}, 800, 600, func(s *Scene) {
		s.cam.ZoomAt(400, 300, 40)
		s.CenterOn(at)
		s.AddOverlay(under)
		s.AddMarkers(units)
		s.AddMarkers(anim)
		s.AddMarkers(plain{top})
	})
	count := func() [4]int { return [4]int{under.draws, units.draws, anim.draws, top.draws} }
	for !f.s.Idle() {
		f.wait()
	}
	f.step()
	f.step()
	before := count()
	for range 5 {
		f.step()
	}
	if got := count(); got[0] != before[0] || got[1] != before[1] || got[2] != before[2] || got[3] != before[3]+5 {
		t.Errorf("over 5 still frames the draws went from %v to %v: want the Still ones composed and the plain one drawn each frame", before, got)
	}
	units.stamp = units.stamp.Int(1) // the markers changed
	f.step()
	f.step()
	before = count()
	f.step()
	if got := count(); got[1] != before[1] {
		t.Errorf("the changed overlay was not composed again: draws %v then %v", before, got)
	}
	if x, y := f.hexScreen(at); f.pixel(x, y) != top.ink {
		t.Errorf("the overlay drawn every frame is not on top: %v", f.pixel(x, y))
	}
	anim.still = false // an animation starts: it and all above it are drawn every frame
	f.step()
	f.step()
	before = count()
	f.step()
	if got := count(); got[0] != before[0] || got[1] != before[1] || got[2] != before[2]+1 || got[3] != before[3]+1 {
		t.Errorf("with the animation running the draws went from %v to %v", before, got)
	}
}
