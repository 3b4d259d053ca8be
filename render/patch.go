package render

import (
	"image"
	"os"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/scene"
)

// A frame that changed only in a few places is redrawn only there. The
// screen is not cleared (an opaque scene) and keeps the last frame, so
// when the scenes' base fingerprint (scene.Patched) is the one recorded
// after the last frame drawn, only the parts whose key or rectangle
// changed — where they were and where they are — are drawn again: the
// whole scene drawn onto a sub-image of the screen there, which puts the
// same pixels there as a whole frame (a sub-image only clips). The
// pointer moving over the map then costs the hover outline's old and new
// boxes and the status bar, not a copy of the whole composed sheet with
// all the lettering over it; a panel whose contents changed costs that
// panel. A pan, a zoom, an animation or a resize moves the base: that
// frame is drawn in full. FRONTLINE_PATCH=off always draws in full (the benchmark's
// "before").
type patchFrames struct {
	ok      bool // parts below are those of the last frame drawn
	base    uint64
	parts   []scene.Part
	next    []scene.Part // scratch: the parts before this frame
	after   []scene.Part // scratch: the parts after it
	screen  *ebiten.Image
	dirty   []image.Rectangle
	subs    [32]subImage // sub-images of the screen made so far, reused (no allocation per frame)
	subNext int
	// Counts for the benchmark and tests: frames drawn in parts, and
	// how many pixels they drew.
	patched, full int
	pixels        int64
}

type subImage struct {
	of  *ebiten.Image
	r   image.Rectangle
	img *ebiten.Image
}

// patchOff: FRONTLINE_PATCH=off, every frame drawn in full.
var patchOff = os.Getenv("FRONTLINE_PATCH") == "off"

// draw draws the frame on screen: in parts when it can, else whole.
// opaque: the screen was not cleared for it.
func (p *patchFrames) draw(g *game, screen *ebiten.Image, opaque bool) {
	base, next, ok := g.scenes.FrameParts(p.next[:0])
	p.next = next
	if patchOff || !ok || !p.ok || !opaque || screen != p.screen || base != p.base || len(next) != len(p.parts) {
		p.whole(g, screen)
		return
	}
	p.dirty = p.dirty[:0]
	for i, n := range next {
		if o := p.parts[i]; n != o {
			p.add(o.R.Intersect(screen.Bounds()))
			p.add(n.R.Intersect(screen.Bounds()))
		}
	}
	if len(p.dirty) == 0 {
		g.still.presentAnyway(screen) // nothing changed that shows
	}
	for _, r := range p.dirty {
		g.scenes.Draw(p.sub(screen, r))
		p.pixels += int64(r.Dx() * r.Dy())
	}
	// Drawing may change what the scene shows (a sheet composed, a line
	// fitted): then the parts drawn are not the whole story, and the
	// frame is drawn again in full.
	base, p.after, ok = g.scenes.FrameParts(p.after[:0])
	if !ok || base != p.base || !slices.Equal(p.after, next) {
		p.whole(g, screen)
		return
	}
	p.parts, p.after = p.after, p.parts
	p.patched++
}

// whole draws the frame in full and records its parts.
func (p *patchFrames) whole(g *game, screen *ebiten.Image) {
	g.scenes.Draw(screen)
	p.full++
	p.screen = screen
	p.base, p.parts, p.ok = g.scenes.FrameParts(p.parts[:0])
}

// add adds r to the rectangles to draw, merged with any it overlaps or
// touches (the hover's old and new boxes usually do): one draw of the
// scene each.
func (p *patchFrames) add(r image.Rectangle) {
	if r.Empty() {
		return
	}
	for {
		merged := false
		for i, d := range p.dirty {
			if d.Inset(-1).Overlaps(r) {
				r = r.Union(d)
				p.dirty = append(p.dirty[:i], p.dirty[i+1:]...)
				merged = true
				break
			}
		}
		if !merged {
			break
		}
	}
	p.dirty = append(p.dirty, r)
}

// sub is screen cut to r, made once and reused while the screen is the
// same: the hover's boxes recur as the pointer goes back and forth.
func (p *patchFrames) sub(screen *ebiten.Image, r image.Rectangle) *ebiten.Image {
	for i := range p.subs {
		if s := &p.subs[i]; s.of == screen && s.r == r {
			return s.img
		}
	}
	s := &p.subs[p.subNext]
	p.subNext = (p.subNext + 1) % len(p.subs)
	s.of, s.r, s.img = screen, r, screen.SubImage(r).(*ebiten.Image)
	return s.img
}
