package mapview

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/scene"
)

// FrameParts splits FrameStamp for a frame redrawn only where it changed
// (scene.Patched, render/patch.go): base fingerprints the composed sheet,
// and the parts are the hover outline's box and the status bar's lines,
// which follow the pointer. ok is false as for FrameStamp.
func (s *Scene) FrameParts(parts []scene.Part) (base Stamp, _ []scene.Part, ok bool) {
	base, ok = s.sheetStamp()
	if !ok {
		return 0, parts, false
	}
	hover := scene.Part{}
	if s.ctl.hoverOn {
		hover.R = s.hoverBox()
		hover.Key = uint64(NewStamp().Hex(s.ctl.hover))
	}
	status := scene.Part{R: s.statusBox(),
		Key: uint64(NewStamp().Text(s.what.String()).Text(s.more.String()).Text(s.sides.String()))}
	return base, append(parts, hover, status), true
}

// hoverBox is the part of the screen the hover outline covers: its
// sprite's square, a pixel wider for the filtering, cut to the view (it
// is drawn inside it).
func (s *Scene) hoverBox() image.Rectangle {
	x, y := s.view.HexCenter(s.ctl.hover)
	r := s.hoverSp.Half(s.cam.Zoom) + 1
	box := image.Rect(int(math.Floor(x-r)), int(math.Floor(y-r)), int(math.Ceil(x+r)), int(math.Ceil(y+r)))
	return box.Intersect(s.viewRect())
}

// statusBox is where statusText writes: the status bar beneath the
// accent line, as far as its lines may reach.
func (s *Scene) statusBox() image.Rectangle {
	right := s.w
	if s.statusRoom > 0 {
		right = min(s.w, int(math.Ceil(10+s.statusRoom))+2)
	}
	return image.Rect(0, s.h-StatusBar+1, right, s.h)
}

// drawHover draws the hover outline inside the view. A frame drawn only
// in part (render/patch.go) draws onto a piece of the screen: the outline
// is skipped where that piece misses it, and a piece inside the view
// needs no cut of its own.
func (s *Scene) drawHover(dst *ebiten.Image) {
	box := s.hoverBox()
	if !box.Overlaps(dst.Bounds()) {
		return
	}
	if b := dst.Bounds(); !b.In(s.viewRect()) {
		dst = s.inView(dst)
	}
	x, y := s.view.HexCenter(s.ctl.hover)
	s.hoverSp.Draw(dst, x, y, s.cam.Zoom)
}
