package art

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"frontline/game/board"
	"frontline/game/hex"
	"frontline/render/internal/displaytest"
	"frontline/render/internal/testmap"
)

func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkPaint paints one 256×256 tile of mixed terrain (coast,
// mountains, plains) at the closest zoom band. cpu-ns/px is the processor
// time per pixel, steadier than wall time on a busy machine.
func BenchmarkPaint(b *testing.B) {
	g := NewGround(testmap.Foggia())
	pix := make([]byte, 4*256*256)
	grid := make([]byte, 4*256*256)
	b.ReportAllocs()
	c0 := cpuTime()
	for b.Loop() {
		g.Paint(pix, grid, 256, 0, 256, 256, 64)
	}
	b.ReportMetric(float64((cpuTime()-c0).Nanoseconds())/float64(b.N)/(256*256), "cpu-ns/px")
}

// paintAll paints the whole test map at hex size s (CPU only, no display).
func paintAll(s float64) (*board.Map, *image.RGBA) {
	m := testmap.Foggia()
	b := World.Bounds(m.Width, m.Height)
	w, h := int(b.MaxX*s)+1, int(b.MaxY*s)+1
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	grid := make([]byte, len(img.Pix))
	NewGround(m).Paint(img.Pix, grid, 0, 0, w, h, s)
	NewFeatures(m).Paint(img.Pix, w, h, 0, 0, s)
	return m, img
}

// hexPixels averages the pixels within r hex sizes of h's centre and
// counts how many are water-blue.
func hexPixels(img *image.RGBA, h hex.Hex, s, r float64) (avg [3]float64, blue int, n int) {
	cx, cy := World.Center(h)
	for y := int((cy - r) * s); y <= int((cy+r)*s); y++ {
		for x := int((cx - r) * s); x <= int((cx+r)*s); x++ {
			c := img.RGBAAt(x, y)
			avg[0] += float64(c.R)
			avg[1] += float64(c.G)
			avg[2] += float64(c.B)
			if int(c.B) > int(c.R)+30 {
				blue++
			}
			n++
		}
	}
	for i := range avg {
		avg[i] /= float64(n)
	}
	return avg, blue, n
}

// TestIII31_TerrainReadsAtAGlance checks each terrain of III.3.1 comes out
// in its own colours: sea blue, coastal part land part water, swamp
// green-grey, mountain brown, impassable mountain darker still.
func TestIII31_TerrainReadsAtAGlance(t *testing.T) {
	const s = 32
	m, img := paintAll(s)
	first := func(tr board.Terrain) hex.Hex {
		for _, h := range m.Hexes() {
			o := h.Offset()
			if m.Terrain(h) == tr && o.Col > 1 && o.Row > 1 && o.Col < m.Width && o.Row < m.Height {
				if _, city := m.CityAt(h); !city {
					return h
				}
			}
		}
		t.Fatalf("no %s hex", tr)
		return hex.Hex{}
	}
	if _, blue, n := hexPixels(img, first(board.Sea), s, 0.5); blue < n*9/10 {
		t.Errorf("sea: %d of %d pixels blue", blue, n)
	}
	if _, blue, n := hexPixels(img, hex.MustParse("1409"), s, 0.8); blue < n/20 || blue > n*3/4 {
		t.Errorf("coastal hex 1409: %d of %d pixels blue, want both land and water", blue, n)
	}
	plains, _, _ := hexPixels(img, first(board.Plains), s, 0.5)
	swamp, _, _ := hexPixels(img, first(board.Swamp), s, 0.5)
	mount, _, _ := hexPixels(img, first(board.Mountain), s, 0.5)
	imp, _, _ := hexPixels(img, first(board.Impassable), s, 0.5)
	lum := func(c [3]float64) float64 { return 0.3*c[0] + 0.59*c[1] + 0.11*c[2] }
	if !(swamp[1] > swamp[0] && swamp[1] >= swamp[2]) {
		t.Errorf("swamp average %v is not green-grey", swamp)
	}
	if !(mount[0] > mount[2]+30 && lum(mount) < lum(plains)-10) {
		t.Errorf("mountain average %v is not a brown darker than plains %v", mount, plains)
	}
	if !(lum(imp) < lum(mount)-15) {
		t.Errorf("impassable average %v is not clearly darker than mountain %v", imp, mount)
	}
	writePNG(t, "ground-testmap.png", img)
}

func writePNG(t *testing.T, name string, img image.Image) {
	path := filepath.Join(displaytest.Artefacts(t), name)
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
	t.Logf("wrote %s", path)
}
