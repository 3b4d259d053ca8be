package battle

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"frontline/game/tactical"
	"frontline/game/tactical/geom"
	"frontline/game/tactical/standalone"
)

// table builds the table of a shipped battle with its generated terrain
// left out (the authored features only).
func table(t testing.TB, id string) *tactical.Table {
	t.Helper()
	env, err := standalone.EmbeddedEnv()
	if err != nil {
		t.Fatal(err)
	}
	d, err := standalone.EmbeddedByID(env, id)
	if err != nil {
		t.Fatal(err)
	}
	tb, err := d.Table(env.Kinds)
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

// at is the colour of the picture img (s px/inch) at table point p.
func at(img *image.RGBA, s float64, p geom.Point) (r, g, b, a uint8) {
	x := int((inch(p.X) - picMinX) * s)
	y := int((inch(p.Y) - picMinY) * s)
	i := img.PixOffset(x, y)
	return img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3]
}

func savePNG(t *testing.T, name string, img image.Image) {
	dir := os.Getenv("ARTIFACTS")
	if dir == "" {
		return
	}
	f, err := os.Create(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

// Every feature kind reads at a glance: water is blue, woods dark green,
// roofs red-brown, and nothing is painted beyond the ruler.
func TestIX42_TableFeaturesReadAtAGlance(t *testing.T) {
	for _, id := range []string{"rapido", "altavilla", "persano", "foggia-approaches"} {
		tb := table(t, id)
		const s = 8.0
		img := NewPicture(tb).Paint(s)
		savePNG(t, "table-"+id+".png", img)
		if _, _, _, a := at(img, s, geom.Pt(-43*geom.Inch, -38*geom.Inch)); a != 0 {
			t.Errorf("%s: the corner beyond the table is painted (alpha %d)", id, a)
		}
		for _, f := range tb.Features() {
			vs := f.Shape.Vertices()
			var c geom.Point
			for _, v := range vs {
				c = c.Add(v)
			}
			c = geom.Pt(c.X/int64(len(vs)), c.Y/int64(len(vs)))
			if crossed(tb, c) {
				continue // a bridge or a ford stands over the water there
			}
			r, g, b, _ := at(img, s, c)
			switch f.Kind.ID {
			case "sea", "river":
				if !(b > r && b > g-20) {
					t.Errorf("%s: %s at %v is not blue: %d %d %d", id, f.Kind.ID, c, r, g, b)
				}
			case "woods":
				if !(g > r && g > b && g < 170) {
					t.Errorf("%s: woods at %v are not dark green: %d %d %d", id, c, r, g, b)
				}
			}
		}
	}
}

func crossed(tb *tactical.Table, p geom.Point) bool {
	for _, f := range tb.At(p) {
		if f.Kind.Layer == tactical.Crossing {
			return true
		}
	}
	return false
}

func BenchmarkPaintTable(b *testing.B) {
	p := NewPicture(table(b, "foggia-approaches"))
	for b.Loop() {
		p.Paint(8)
	}
}
