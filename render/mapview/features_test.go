package mapview

import (
	"image"
	"os"
	"strings"
	"testing"

	"frontline/game"
	"frontline/game/hex"
	"frontline/game/units"
	"frontline/render/art"
	"frontline/render/input"
	"frontline/render/internal/displaytest"
)

// introFeatures changes one of each kind on the intro map: the SS98
// bridge over the Ofanto blown, a bridge built over the Cervaro, the port
// of Bari damaged and the Amendola field destroyed.
func introFeatures() []game.FeatureState {
	return []game.FeatureState{
		{Kind: game.FeatureKindAirfield, Hex: hex.MustParse("0907"), State: game.FeatureDown},
		{Kind: game.FeatureKindBridge, Hex: hex.MustParse("0608"), Edge: "0608-0609", State: game.FeatureBuilt},
		{Kind: game.FeatureKindBridge, Hex: hex.MustParse("1109"), Edge: "1109-1209", State: game.FeatureDown},
		{Kind: game.FeatureKindPort, Hex: hex.MustParse("1710"), State: game.FeatureDamaged},
	}
}

// A patch is painted by the tiles' painter at an even origin: without
// changes it must be the tile's picture, or it would show as a square on
// the map (the ground's fields are sampled every other pixel at the finest
// band). The rasteriser's anti-aliasing may differ by a level or two.
func TestPatchMatchesTheTile(t *testing.T) {
	m := introMap(t)
	p := painter{art.NewGround(m), art.NewFeatures(m)}
	for _, sc := range Bands {
		for _, grid := range []bool{false, true} {
			patchMatchesTile(t, p, sc, grid)
		}
	}
}

func patchMatchesTile(t *testing.T, p painter, sc float64, grid bool) {
	const tw = 200
	tb := make([]byte, 4*tw*tw)
	p.Pixels(tb, 511, 511, tw, tw, sc, grid) // odd, as a tile's painted origin (col*tiles.Size - 1)
	const x0, y0, n = 600, 560, 40
	pb := make([]byte, 4*n*n)
	p.Pixels(pb, x0-1, y0-1, n, n, sc, grid)
	for j := range n {
		for i := range n {
			a := 4 * (j*n + i)
			b := 4 * ((y0-1-511+j)*tw + x0 - 1 - 511 + i)
			if !nearBytes(pb[a:a+4], tb[b:b+4], 2) {
				t.Fatalf("band %v, grid %v: patch pixel (%d,%d) %v, tile %v", sc, grid, i, j, pb[a:a+4], tb[b:b+4])
			}
		}
	}
}

func nearBytes(a, b []byte, tol int) bool {
	for i := range a {
		if d := int(a[i]) - int(b[i]); d > tol || d < -tol {
			return false
		}
	}
	return true
}

func TestDescribeFeatures(t *testing.T) {
	m := introMap(t)
	fe := &FeatureInfo{List: introFeatures(), Card: func(id string) (*units.Card, bool) {
		c := &units.Card{ID: id}
		c.Full.PortBonus, c.Damaged.PortBonus = 5, 2
		return c, true
	}}
	for _, c := range []struct{ hex, want string }{
		{"1710", "Port of Bari — damaged: supply relief 2 instead of 5"},
		{"0907", "Amendola airfield — destroyed"},
		{"1209", "Bridge over the Ofanto on NW — destroyed"},
		{"0609", "Engineered bridge over the Cervaro on N"},
	} {
		what, sides := DescribeWith(m, nil, fe, hex.MustParse(c.hex))
		if !strings.Contains(what+" / "+sides, c.want) {
			t.Errorf("%s: %q / %q lacks %q", c.hex, what, sides, c.want)
		}
	}
	if what, _ := DescribeWith(m, nil, fe, hex.MustParse("1106")); !strings.Contains(what, "Manfredonia: small city, key, port") {
		t.Errorf("an intact port: %q", what)
	}
}

// A feature changed in play changes the picture where it is, and only
// there; taking the change back restores the tiles' picture.
func TestFeaturesChangePixelsInPlace(t *testing.T) {
	m := introMap(t)
	f := newFrame(t, Config{Map: m}, 800, 600, func(s *Scene) {
		s.cam.ZoomAt(400, 300, 40)
		s.CenterOn(hex.MustParse("1209"))
	})
	grab := func() *image.RGBA {
		f.step()
		img := image.NewRGBA(f.screen.Bounds())
		f.screen.ReadPixels(img.Pix)
		return img
	}
	before := grab()
	b, _ := m.Bridge(hex.MustParse("1109"), hex.MustParse("1209"))
	ax, ay := art.World.Center(b.Edge.A)
	bx, by := art.World.Center(b.Edge.B)
	mx, my := f.s.cam.ToScreen((ax+bx)/2, (ay+by)/2)
	f.s.SetFeatures(introFeatures()[2:3], nil) // the bridge only
	after := grab()
	r := art.ChangeRadius(f.s.cam.Zoom) * 1.5
	near, far := 0, 0
	for y := range before.Rect.Dy() {
		for x := range before.Rect.Dx() {
			o := before.PixOffset(x, y)
			if nearBytes(before.Pix[o:o+4], after.Pix[o:o+4], 3) {
				continue // the rasteriser's anti-aliasing, see above
			}
			if dx, dy := float64(x)-mx, float64(y)-my; dx*dx+dy*dy <= r*r {
				near++
			} else if y < f.s.h-StatusBar {
				far++
			}
		}
	}
	// A line that crosses a patch's edge may be anti-aliased a little
	// differently there than in the tile (a handful of pixels).
	if near < 100 || far > 20 {
		t.Errorf("blowing the bridge changed %d pixels round it and %d elsewhere on the map, want many and (almost) none", near, far)
	}
	f.save(t, "mapview-features.png")
	f.s.SetFeatures(nil, nil)
	if again := grab(); string(again.Pix) != string(before.Pix) {
		t.Error("without changes the picture is not the printed map again")
	}
}

const featuresAllocEnv = "FRONTLINE_FEATURES_ALLOC_CHILD"

// TestFeaturesSteadyFrameAllocations: patches drawn every frame allocate
// nothing.
func TestFeaturesSteadyFrameAllocations(t *testing.T) {
	displaytest.Need(t)
	n := displaytest.ChildAllocs(t, "TestFeaturesAllocChild", featuresAllocEnv)
	if n > displaytest.AllocNoise {
		t.Errorf("%.2f allocations per steady frame, want 0", n)
	}
}

func TestFeaturesAllocChild(t *testing.T) {
	if os.Getenv(featuresAllocEnv) == "" {
		t.Skip("runs only as the child of TestFeaturesSteadyFrameAllocations")
	}
	s := New(Config{Map: introMap(t), Grid: true})
	defer s.Close()
	s.Resize(1280, 800)
	s.cam.ZoomAt(640, 400, 45)
	s.CenterOn(hex.MustParse("1209"))
	s.SetFeatures(introFeatures(), nil)
	displaytest.CountAllocs(t, s, &input.Fake{X: 640, Y: 400}, 1280, 800, func() bool { return s.Ready() && s.Idle() })
}
