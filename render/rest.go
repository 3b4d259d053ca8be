package render

import (
	"os"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/input"
)

// When nothing moves and no input arrives, the game loop rests: the menu
// or a still map left open costs next to no CPU. A scene says it is
// changing by itself (an animation, tiles being painted, a preview being
// computed, a blinking caret) through scene.Busy; input, a resize or a
// scene change wakes the loop at once. docs/PERFORMANCE.md has the
// measurements behind the choice of mode.

// restMode is how the loop rests.
type restMode int

const (
	// restOff never rests: every frame is updated and drawn (Ebitengine's
	// default).
	restOff restMode = iota
	// restSkipDraw keeps Update at 60 ticks a second but stops clearing
	// and drawing the screen, so Ebitengine stops presenting frames
	// (SetScreenClearedEveryFrame(false), its recommended way).
	restSkipDraw
	// restMinimum runs no frame at all until the window system reports
	// input (the deprecated but working FPSModeVsyncOffMinimum).
	restMinimum
)

// RestEnv names the environment variable that picks the mode (off,
// skipdraw or minimum; the default is minimum), for measuring them
// against each other (cmd/framebench).
const RestEnv = "FRONTLINE_REST"

// restModes are RestEnv's values.
var restModes = map[string]restMode{"off": restOff, "skipdraw": restSkipDraw, "minimum": restMinimum}

// idleMode is the mode RestEnv asks for.
func idleMode() restMode {
	if m, ok := restModes[os.Getenv(RestEnv)]; ok {
		return m
	}
	return restMinimum
}

// QuietTicks is how long the input must stay still, with no scene busy,
// before the loop rests: half a second covers the easing of a zoom and
// the edge scroll's delay, which the scenes do not report as busy.
const QuietTicks = 30

// rest decides from tick to tick whether the loop rests.
type rest struct {
	mode   restMode
	quiet  int // ticks without input or a busy scene
	asleep bool
	last   devices
	// apply puts asleep into effect in Ebitengine (a fake in tests).
	apply func(mode restMode, asleep bool)
	// rested, when set, is called the first time the loop rests
	// (cmd/framebench measures idle CPU from then on).
	rested func()
}

// devices is the state of the mouse and keyboard compared tick to tick.
type devices struct {
	x, y    int
	held    bool // a mouse button or a key is down
	focused bool
}

func newRest(mode restMode) *rest {
	return &rest{mode: mode, apply: applyRest, last: devices{x: -1 << 30}}
}

// applyRest switches Ebitengine in or out of resting in mode m.
func applyRest(m restMode, asleep bool) {
	switch m {
	case restSkipDraw:
		ebiten.SetScreenClearedEveryFrame(!asleep)
	case restMinimum:
		if asleep {
			ebiten.SetFPSMode(ebiten.FPSModeVsyncOffMinimum) //nolint:staticcheck // measured: the only mode that leaves an idle window at ~0 % CPU
		} else {
			ebiten.SetFPSMode(ebiten.FPSModeVsyncOn) //nolint:staticcheck // the pair of the line above
		}
	}
}

// tick is called after every Update with whether a scene is busy.
func (r *rest) tick(in input.Source, busy bool) {
	if r == nil || r.mode == restOff {
		return
	}
	d := readDevices(in)
	_, wy := in.Wheel()
	if busy || d != r.last || d.held || wy != 0 {
		r.last = d
		r.wake()
		return
	}
	if r.quiet < QuietTicks {
		r.quiet++
		return
	}
	if !r.asleep {
		r.asleep = true
		r.apply(r.mode, true)
		if r.rested != nil {
			r.rested()
			r.rested = nil
		}
	}
}

// wake starts the quiet count again and, resting, wakes the loop.
func (r *rest) wake() {
	if r == nil {
		return
	}
	r.quiet = 0
	if r.asleep {
		r.asleep = false
		r.apply(r.mode, false)
	}
}

// skipDraw reports whether this frame's Draw is to be skipped.
func (r *rest) skipDraw() bool { return r != nil && r.asleep && r.mode == restSkipDraw }

var mouseButtons = [...]ebiten.MouseButton{ebiten.MouseButtonLeft, ebiten.MouseButtonRight, ebiten.MouseButtonMiddle}

func readDevices(in input.Source) devices {
	x, y := in.Cursor()
	d := devices{x: x, y: y, focused: in.Focused()}
	for _, b := range mouseButtons {
		d.held = d.held || in.MouseDown(b)
	}
	for k := ebiten.Key(0); k <= ebiten.KeyMax && !d.held; k++ {
		d.held = in.KeyDown(k)
	}
	return d
}
