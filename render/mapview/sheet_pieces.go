package mapview

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// The composed sheet is kept in pieces whose sides are powers of two.
// OpenGL textures are rounded up to powers of two, so one image of the
// screen's size takes far more memory than its pixels: 1280×720 takes a
// 2048×1024 texture (8 MiB), where pieces of 1024 and 256 across by 512
// and 256 down hold it in 1280×768 (3.75 MiB). The pieces are filled
// from the screen the frame the sheet is composed on (the layers drawn
// there as on any frame that changes), so composing costs no more draws
// than before, and a still frame copies them back.

// maxPieceRuns is how many pieces an axis is cut into at most: all but
// the last as large a power of two as fits, the last rounded up.
const maxPieceRuns = 2

// pieceRuns cuts n pixels into runs for pieces: each run's start, its
// length and the power of two that holds it.
func pieceRuns(n int) []pieceRun {
	var runs []pieceRun
	for at := 0; at < n; {
		rest := n - at
		p := 1
		if len(runs) == maxPieceRuns-1 {
			for p < rest {
				p <<= 1
			}
		} else {
			for p*2 <= rest {
				p <<= 1
			}
		}
		l := min(p, rest)
		runs = append(runs, pieceRun{at: at, n: l, tex: p})
		at += l
	}
	return runs
}

type pieceRun struct{ at, n, tex int }

// sheetPiece is one piece: where it goes on the screen and its image,
// whose texture is exactly its size (r may be smaller).
type sheetPiece struct {
	r   image.Rectangle
	img *ebiten.Image
	// src is the image cut to r's size, the copy's source.
	src *ebiten.Image
}

// sheetPieces is the composed sheet of a w×h screen.
type sheetPieces struct {
	w, h   int
	pieces []sheetPiece
	op     ebiten.DrawImageOptions
}

// size makes pieces for a w×h screen, dropping those of another size.
func (p *sheetPieces) size(w, h int) {
	if p.w == w && p.h == h && p.pieces != nil {
		return
	}
	p.free()
	p.w, p.h = w, h
	for _, ry := range pieceRuns(h) {
		for _, rx := range pieceRuns(w) {
			img := ebiten.NewImageWithOptions(image.Rect(0, 0, rx.tex, ry.tex), &ebiten.NewImageOptions{Unmanaged: true})
			p.pieces = append(p.pieces, sheetPiece{
				r:   image.Rect(rx.at, ry.at, rx.at+rx.n, ry.at+ry.n),
				img: img,
				src: img.SubImage(image.Rect(0, 0, rx.n, ry.n)).(*ebiten.Image),
			})
		}
	}
}

// free gives the pieces' textures back.
func (p *sheetPieces) free() {
	for _, pc := range p.pieces {
		pc.img.Deallocate()
	}
	p.pieces = p.pieces[:0]
}

// takeFrom copies what screen shows into the pieces (a source cut
// from an image is drawn from its own corner: no move is needed).
func (p *sheetPieces) takeFrom(screen *ebiten.Image) {
	p.op.Blend = ebiten.BlendCopy
	p.op.GeoM.Reset()
	for _, pc := range p.pieces {
		pc.img.DrawImage(screen.SubImage(pc.r).(*ebiten.Image), &p.op)
	}
}

// drawTo copies the pieces onto screen, where they were taken.
func (p *sheetPieces) drawTo(screen *ebiten.Image) {
	p.op.Blend = ebiten.BlendCopy
	for _, pc := range p.pieces {
		p.op.GeoM.Reset()
		p.op.GeoM.Translate(float64(pc.r.Min.X), float64(pc.r.Min.Y))
		screen.DrawImage(pc.src, &p.op)
	}
}

// covers reports that dst holds the whole w×h screen, so the sheet
// can be taken from it.
func covers(dst *ebiten.Image, w, h int) bool {
	return image.Rect(0, 0, w, h).In(dst.Bounds())
}
