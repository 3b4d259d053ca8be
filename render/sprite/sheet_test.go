package sprite

import (
	"image"
	"testing"
)

// TestSheetKeepsPicturesApart: pictures taken from a sheet lie inside it,
// with a clear pixel between any two and between each and the edges, and
// a sheet refuses a picture it has no room for.
func TestSheetKeepsPicturesApart(t *testing.T) {
	s := &sheet{}
	var got []image.Rectangle
	// Faces of the closest band with a few others among them.
	sizes := []image.Point{{142, 128}, {142, 128}, {142, 128}, {60, 90}, {142, 128}, {142, 128}, {142, 128}}
	for k := 0; ; k++ {
		p := sizes[k%len(sizes)]
		r, ok := s.take(p.X, p.Y)
		if !ok {
			break
		}
		if r.Dx() != p.X || r.Dy() != p.Y {
			t.Fatalf("asked %v, got %v", p, r)
		}
		if !r.Inset(-1).In(image.Rect(0, 0, sheetW, sheetH)) {
			t.Fatalf("%v leaves no clear pixel to the sheet's edge", r)
		}
		for _, q := range got {
			if r.Inset(-1).Overlaps(q) {
				t.Fatalf("%v and %v have no clear pixel between them", r, q)
			}
		}
		got = append(got, r)
	}
	if len(got) < 18 {
		t.Errorf("a %d×%d sheet took only %d pictures", sheetW, sheetH, len(got))
	}
}
