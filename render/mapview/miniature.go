package mapview

// MiniatureOver is how many times finer than asked Miniature paints the
// map before it averages the pixels down: the rivers, roads and symbols
// are drawn no thinner than a pixel or two at any scale, so painted at
// the minimap's own scale they would cover the ground.
const MiniatureOver = 3

// Miniature paints the whole map into pix (w×h RGBA, premultiplied, rows
// 4*w bytes) at scale pixels per world unit, with the tiles' own painter
// and the features changed in play drawn in (SetFeatures), no grid: the
// play screen's minimap (render/play/minimap.go) is the map's own picture
// in small. Pixels past the map are left transparent. It paints on the
// calling goroutine, MiniatureOver² times w×h pixels at about 200 ns each
// (BenchmarkPaint).
func (s *Scene) Miniature(pix []byte, w, h int, scale float64) {
	feats := s.feats
	if len(s.feat.changes) > 0 {
		feats, _ = s.feats.With(s.m, s.feat.changes)
	}
	const k = MiniatureOver
	fine := make([]byte, 4*w*h*k*k)
	painter{s.ground, feats}.Pixels(fine, 0, 0, w*k, h*k, scale*k, false)
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
