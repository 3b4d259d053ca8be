package mapview

import "testing"

// The sheet's pieces cover the screen exactly, each in a texture whose
// sides are powers of two (OpenGL's rounding then adds nothing), in far
// less than one screen-sized texture.
func TestSheetPiecesArePowersOfTwo(t *testing.T) {
	for _, n := range []int{1, 15, 16, 600, 720, 800, 1024, 1080, 1280, 1920, 2500} {
		runs := pieceRuns(n)
		if len(runs) > maxPieceRuns {
			t.Errorf("%d: %d runs", n, len(runs))
		}
		at, tex := 0, 0
		for _, r := range runs {
			if r.at != at || r.n <= 0 || r.n > r.tex || r.tex&(r.tex-1) != 0 {
				t.Errorf("%d: run %+v after %d pixels", n, r, at)
			}
			at, tex = at+r.n, tex+r.tex
		}
		whole := 1
		for whole < n {
			whole <<= 1
		}
		if at != n || tex > whole {
			t.Errorf("%d: runs %+v cover %d pixels in %d (one texture: %d)", n, runs, at, tex, whole)
		}
	}
	var w, h int
	for _, r := range pieceRuns(1280) {
		w += r.tex
	}
	for _, r := range pieceRuns(720) {
		h += r.tex
	}
	if w*h != 1280*768 {
		t.Errorf("1280×720 in %d×%d, want 1280×768 (3.75 MiB, not 2048×1024)", w, h)
	}
}
