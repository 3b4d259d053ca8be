package render

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/input"
)

// A still screen is not drawn again. Ebitengine keeps the screen from
// frame to frame when it is not cleared (an opaque scene, scene.Opaque),
// so a frame that would repeat the last one drawn is left as it is: no
// input since that frame, no scene busy before or after a tick since, and
// the scenes' fingerprint of what they draw (scene.Still) the same. On a
// software renderer even one copy of a composed frame costs about as much
// as Ebitengine's own clear (docs/PERFORMANCE.md), so this is what brings
// a still play screen to the cost of an empty game. Unlike resting
// (rest.go), which waits half a second, this applies from the first
// quiet frame, and it does not change the loop's pace.
type stillFrames struct {
	last    devices
	stirred bool          // input or a busy scene since the last frame drawn
	drawn   bool          // a frame has been drawn whose key is below
	key     uint64        // the scenes' fingerprint after the last frame drawn
	screen  *ebiten.Image // what it was drawn on (Ebitengine makes a new one on a resize)
	// present: a kept frame still has Ebitengine present it (one
	// transparent pixel drawn), as it would stop doing after four
	// untouched frames. The frame benchmark counts presented frames
	// against an empty game that presents every one.
	present bool
	dot     *ebiten.Image
	kept    int // frames left as they were
}

// tick notes, around an Update, whether the frame may have changed by
// input or by itself: busyBefore and busyAfter are the scenes' Busy
// before and after it.
func (f *stillFrames) tick(in input.Source, busyBefore, busyAfter bool) {
	d := readDevices(in)
	_, wy := in.Wheel()
	if busyBefore || busyAfter || d != f.last || d.held || wy != 0 {
		f.stirred = true
	}
	f.last = d
}

// keep reports whether the screen, as the last frame left it, stands for
// this frame. opaque: the screen was not cleared for it.
func (f *stillFrames) keep(g *game, screen *ebiten.Image, opaque bool) bool {
	if f.stirred || !f.drawn || !opaque || screen != f.screen {
		return false
	}
	k, ok := g.scenes.FrameKey()
	if !ok || k != f.key {
		return false
	}
	f.presentAnyway(screen)
	f.kept++
	return true
}

// presentAnyway has Ebitengine present a frame left as it was, when the
// benchmark asks for it (present).
func (f *stillFrames) presentAnyway(screen *ebiten.Image) {
	if !f.present {
		return
	}
	if f.dot == nil {
		f.dot = ebiten.NewImage(1, 1)
		f.dot.Fill(color.Transparent)
	}
	screen.DrawImage(f.dot, nil) // a transparent pixel over the top left one: nothing changes
}

// drew records the frame just drawn on screen.
func (f *stillFrames) drew(g *game, screen *ebiten.Image) {
	f.key, f.drawn = g.scenes.FrameKey()
	f.screen, f.stirred = screen, false
}
