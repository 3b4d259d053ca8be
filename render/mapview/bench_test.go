package mapview

import (
	"fmt"
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/board"
	"frontline/render/internal/testmap"
)

// benchMaps are the maps the benchmarks measure: the intro and a
// synthetic 48×40 one, for growth with map area.
var benchMaps = []struct {
	name string
	m    func(testing.TB) *board.Map
}{
	{"intro", func(tb testing.TB) *board.Map { return introMap(tb) }},
	{"synthetic48x40", func(testing.TB) *board.Map { return testmap.Synthetic(48, 40, 1) }},
}

// BenchmarkMapFrame measures one frame of the map view at 1280×800 (Update,
// Draw, and a one-pixel read-back so the GPU work is included) on the intro
// map and on a synthetic 48×40 map, at the whole-map zoom and close up.
// Markers come later; they go in through AddOverlay, which is already on
// the frame's path (the objective rings are one).
func BenchmarkMapFrame(b *testing.B) {
	for _, mp := range benchMaps {
		for _, zoom := range []float64{0, 45} {
			name := mp.name + "/fit"
			if zoom > 0 {
				name = fmt.Sprintf("%s/zoom%.0f", mp.name, zoom)
			}
			b.Run(name, func(b *testing.B) {
				m := mp.m(b)
				f := newFrame(b, Config{Map: m, Objectives: introObjectives(), Grid: true}, 1280, 800, func(s *Scene) {
					if zoom > 0 {
						s.cam.ZoomAt(640, 400, zoom)
					}
				})
				f.in.X, f.in.Y = 640, 400
				for !f.s.Idle() {
					f.wait()
				}
				// Reading one pixel copied out of the frame waits for the frame
				// to be drawn; reading the frame itself would copy all of it.
				src := f.screen.SubImage(image.Rect(640, 400, 641, 401)).(*ebiten.Image)
				px := ebiten.NewImageWithOptions(image.Rect(0, 0, 1, 1), &ebiten.NewImageOptions{Unmanaged: true})
				buf := make([]byte, 4)
				sync := func() {
					px.DrawImage(src, nil)
					px.ReadPixels(buf)
				}
				f.step()
				sync()
				b.ReportAllocs()
				b.ResetTimer()
				for b.Loop() {
					f.step()
					sync()
				}
			})
		}
	}
}
