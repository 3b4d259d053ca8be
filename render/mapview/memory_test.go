package mapview

import (
	"bufio"
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"testing"

	"frontline/render/internal/testmap"
	"frontline/render/tiles"
)

// panEverywhere moves the camera over the whole map at each band's zoom
// and at the whole-map zoom, a screen at a time, waiting at each stop
// until the tiles in view are painted: the worst a player can do to the
// tile cache short of switching the grid.
func panEverywhere(tb testing.TB, f *frame) {
	for _, z := range append([]float64{f.s.cam.FitZoom()}, Bands...) {
		f.s.cam.ZoomAt(640, 400, z)
		vis := f.s.cam.Visible()
		dx, dy := 0.9*vis.Width(), 0.9*vis.Height()
		for y := f.s.world.MinY; y < f.s.world.MaxY+dy; y += dy {
			for x := f.s.world.MinX; x < f.s.world.MaxX+dx; x += dx {
				f.s.cam.CenterOn(x, y)
				f.step()
				for i := 0; !f.s.Ready(); i++ {
					if i > 100000 {
						tb.Fatal("the tiles in view never became ready")
					}
					f.wait()
				}
			}
		}
	}
}

// TestTileCacheStaysWithinBudget: after panning the whole of a 48×40 map
// at every zoom, the tile images kept are within the budget, and the
// budget is the view's (tiles.Cache.SetView): the same as on the
// introduction's map, far less than the large map's finest band.
func TestTileCacheStaysWithinBudget(t *testing.T) {
	f := newFrame(t, Config{Map: testmap.Synthetic(48, 40, 1), Grid: true}, 1280, 800, nil)
	intro := newFrame(t, Config{Map: introMap(t), Grid: true}, 1280, 800, nil)
	c := f.s.cache
	if c.Budget != intro.s.cache.Budget {
		t.Errorf("budget %d MiB on 48×40, %d MiB on the introduction's map", c.Budget>>20, intro.s.cache.Budget>>20)
	}
	if finest := int64(c.Tiles(c.Bands()-1)) * tiles.TileBytes; c.Budget > finest/4 {
		t.Errorf("budget %d MiB, over a quarter of the finest band (%d MiB)", c.Budget>>20, finest>>20)
	}
	panEverywhere(t, f)
	if held := c.Held(); held > c.Budget {
		t.Errorf("%d MiB of tiles kept, budget %d MiB", held>>20, c.Budget>>20)
	}
}

// BenchmarkPanMemory reports, after panEverywhere on the intro map and a
// 48×40 one, the bytes of tile images kept (tile-MiB) and the process's
// resident memory after a collection (rss-MiB) and at its peak
// (peak-MiB), and what of it the Go runtime holds from the system
// (go-MiB: the rest is the graphics driver's and C's). Run it once per process and map:
// xvfb-run -a go test ./render/mapview -run XXX -bench 'PanMemory/synthetic' -benchtime 1x
func BenchmarkPanMemory(b *testing.B) {
	for _, mp := range benchMaps {
		b.Run(mp.name, func(b *testing.B) {
			var held int64
			for b.Loop() {
				f := newFrame(b, Config{Map: mp.m(b), Objectives: introObjectives(), Grid: true}, 1280, 800, nil)
				panEverywhere(b, f)
				held = f.s.cache.Held()
			}
			debug.FreeOSMemory()
			var ms runtime.MemStats
			runtime.ReadMemStats(&ms)
			rss, peak := procMemory(b)
			b.ReportMetric(float64(ms.Sys-ms.HeapReleased)/(1<<20), "go-MiB")
			b.ReportMetric(float64(held)/(1<<20), "tile-MiB")
			b.ReportMetric(rss/1024, "rss-MiB")
			b.ReportMetric(peak/1024, "peak-MiB")
		})
	}
}

// procMemory reads the resident and peak resident KiB from Linux's
// /proc/self/status.
func procMemory(tb testing.TB) (rss, peak float64) {
	fh, err := os.Open("/proc/self/status")
	if err != nil {
		tb.Skip("no /proc/self/status:", err)
	}
	defer fh.Close()
	sc := bufio.NewScanner(fh)
	for sc.Scan() {
		k, v, _ := strings.Cut(sc.Text(), ":")
		n, _ := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 64)
		switch k {
		case "VmRSS":
			rss = n
		case "VmHWM":
			peak = n
		}
	}
	return rss, peak
}
