package mapview

// MiniatureOver is how many times finer than asked Miniature paints the
// map before it averages the pixels down: the rivers, roads and symbols
// are drawn no thinner than a pixel or two at any scale, so painted at
// the minimap's own scale they would cover the ground.
const MiniatureOver = 3

// Miniature is a painter of the whole map as it stands now, with the
// features changed in play drawn in (SetFeatures): called, it paints into
// pix (w×h RGBA, premultiplied, rows 4*w bytes) at scale pixels per world
// unit with the tiles' own painter, no grid — the play screen's minimap
// (render/play/minimap.go) is the map's own picture in small. Pixels past
// the map are left transparent. The painter only reads what it was given,
// so it may run on another goroutine: it costs MiniatureOver² times w×h
// pixels (BenchmarkMiniature).
func (s *Scene) Miniature() func(pix []byte, w, h int, scale float64) {
	feats := s.feats
	if len(s.feat.changes) > 0 {
		feats, _ = s.feats.With(s.m, s.feat.changes)
	}
	p := painter{s.ground, feats}
	return func(pix []byte, w, h int, scale float64) { p.miniature(pix, w, h, scale) }
}

// miniature paints MiniatureOver times finer and averages down.
func (p painter) miniature(pix []byte, w, h int, scale float64) {
	const k = MiniatureOver
	fine := make([]byte, 4*w*h*k*k)
	p.Pixels(fine, 0, 0, w*k, h*k, scale*k, false)
	for y := range h {
		for x := range w {
			for c := range 4 {
				sum := 0
				for j := range k {
					row := 4 * ((y*k+j)*w*k + x*k)
					for i := range k {
						sum += int(fine[row+4*i+c])
					}
				}
				pix[4*(y*w+x)+c] = uint8((sum + k*k/2) / (k * k))
			}
		}
	}
}

// FeaturesChanged counts the changes of the features changed in play: a
// miniature painted at another count is out of date.
func (s *Scene) FeaturesChanged() int { return s.feat.gen }
