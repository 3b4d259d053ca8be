package sprite

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/art"
	"frontline/render/internal/displaytest"
)

func TestMain(m *testing.M) { displaytest.Main(m) }

// Room on a sheet handed back by a sprite that is gone is what the next
// picture of its size takes; pictures of other sizes, and those not on a
// sheet, take none of it.
func TestSheetRoomGivenBackIsTakenAgain(t *testing.T) {
	displaytest.Need(t)
	a := Place(168, 168)
	small := ebiten.NewImage(40, 40)
	giveBack([]*ebiten.Image{a, nil, small})
	if len(given[image.Pt(40, 40)]) != 0 {
		t.Fatal("a picture off the sheets was handed back as sheet room")
	}
	if b := Place(142, 128); b == a {
		t.Fatal("a 142×128 picture took 168×168 room")
	}
	if b := Place(168, 168); b != a {
		t.Fatalf("a 168×168 picture took new room %v, not the room given back %v", b.Bounds(), a.Bounds())
	}
	if c := Place(168, 168); c == a {
		t.Fatal("room given back once was taken twice")
	}
}

// A sprite's closest size goes on a sheet and holds the pixels painted,
// as alone.
func TestLargeSpriteOnASheetHoldsItsPicture(t *testing.T) {
	displaytest.Need(t)
	paint := func(c *art.Canvas, cx, cy, s float64) {
		c.Disc(art.Pt{X: cx + 0.3*s, Y: cy - 0.2*s}, 0.5*s, art.RGB{R: 0.9, G: 0.2, B: 0.1}, 1)
	}
	sp := New(paint, 20, 80)
	img := sp.image(1)
	n := img.Bounds().Dx()
	if !OnSheet(n, n) || img.Bounds().Min == (image.Point{}) {
		t.Fatalf("the %d-pixel sprite is not on a sheet (%v)", n, img.Bounds())
	}
	want := make([]byte, 4*n*n)
	paint(art.NewCanvas(want, n, n, 1, 0, 0), float64(n)/2, float64(n)/2, 80)
	displaytest.NextFrame()
	got := make([]byte, 4*n*n)
	img.ReadPixels(got)
	for i := range got {
		if got[i] != want[i] {
			p := i / 4
			t.Fatalf("pixel (%d, %d) channel %d: %d, want %d", p%n, p/n, i%4, got[i], want[i])
		}
	}
	if small := sp.image(0); OnSheet(small.Bounds().Dx(), small.Bounds().Dy()) {
		t.Errorf("the %v sprite went on a sheet", small.Bounds())
	}
}
