package render

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/input"
)

// restProbe runs a rest with a fake switch and counts the switches.
type restProbe struct {
	r      *rest
	in     *input.Fake
	sleeps int
	wakes  int
}

func newRestProbe(m restMode) *restProbe {
	p := &restProbe{in: &input.Fake{X: 100, Y: 100}}
	p.r = newRest(m)
	p.r.apply = func(mode restMode, asleep bool) {
		if mode != m {
			panic("rest applied another mode")
		}
		if asleep {
			p.sleeps++
		} else {
			p.wakes++
		}
	}
	return p
}

// ticks runs n ticks with the scene busy or not.
func (p *restProbe) ticks(n int, busy bool) {
	for range n {
		p.r.tick(p.in, busy)
		p.in.Tick()
	}
}

func TestLoopRestsWhenNothingChanges(t *testing.T) {
	for _, m := range []restMode{restSkipDraw, restMinimum} {
		p := newRestProbe(m)
		p.ticks(QuietTicks, false)
		if p.r.asleep {
			t.Fatalf("mode %d: asleep after %d still ticks, want %d first", m, QuietTicks, QuietTicks+1)
		}
		p.ticks(2, false)
		if !p.r.asleep || p.sleeps != 1 {
			t.Fatalf("mode %d: not resting after a still half second (asleep %v, %d switches)", m, p.r.asleep, p.sleeps)
		}
		if got := p.r.skipDraw(); got != (m == restSkipDraw) {
			t.Errorf("mode %d: skipDraw %v", m, got)
		}
	}
}

func TestInputWakesTheLoop(t *testing.T) {
	events := []struct {
		name string
		do   func(f *input.Fake)
	}{
		{"pointer moved", func(f *input.Fake) { f.X++ }},
		{"wheel turned", func(f *input.Fake) { f.WheelY = 1 }},
		{"button pressed", func(f *input.Fake) { f.Hold(ebiten.MouseButtonLeft, true) }},
		{"key pressed", func(f *input.Fake) { f.Press(ebiten.KeySpace) }},
		{"focus lost", func(f *input.Fake) { f.Unfocus = true }},
	}
	for _, e := range events {
		p := newRestProbe(restMinimum)
		p.ticks(QuietTicks+2, false)
		e.do(p.in)
		p.ticks(1, false)
		if p.r.asleep || p.wakes != 1 {
			t.Errorf("%s: still resting (asleep %v, %d wakes)", e.name, p.r.asleep, p.wakes)
		}
	}
}

// A key or button held (panning with the arrows, dragging the map) keeps
// the loop awake though nothing else changes.
func TestHeldInputKeepsTheLoopAwake(t *testing.T) {
	p := newRestProbe(restMinimum)
	p.in.HoldKey(ebiten.KeyArrowLeft, true)
	p.ticks(3*QuietTicks, false)
	if p.r.asleep {
		t.Fatal("resting while an arrow key is held")
	}
	p.in.HoldKey(ebiten.KeyArrowLeft, false)
	p.ticks(QuietTicks+2, false)
	if !p.r.asleep {
		t.Fatal("not resting after the key was let go")
	}
}

// A busy scene (an animation, tiles being painted) keeps the loop awake;
// one that turns busy again wakes it, and a loop that never rests
// (restOff) never switches.
func TestBusySceneKeepsTheLoopAwake(t *testing.T) {
	p := newRestProbe(restMinimum)
	p.ticks(3*QuietTicks, true)
	if p.r.asleep {
		t.Fatal("resting while the scene is busy")
	}
	p.ticks(QuietTicks+2, false)
	p.ticks(1, true)
	if p.r.asleep {
		t.Fatal("a scene turning busy did not wake the loop")
	}
	off := newRestProbe(restOff)
	off.ticks(3*QuietTicks, false)
	if off.sleeps+off.wakes != 0 || off.r.asleep {
		t.Errorf("restOff switched %d times", off.sleeps+off.wakes)
	}
}

// The window resized (a new layout size) wakes the loop.
func TestResizeWakesTheLoop(t *testing.T) {
	p := newRestProbe(restMinimum)
	g := &game{rest: p.r, in: p.in}
	g.Layout(800, 600)
	p.ticks(QuietTicks+2, false)
	g.Layout(800, 600)
	if !p.r.asleep {
		t.Fatal("the same layout size woke the loop")
	}
	g.Layout(1024, 768)
	if p.r.asleep {
		t.Fatal("a resize did not wake the loop")
	}
}

// Deciding whether to rest allocates nothing (a steady frame allocates
// nothing, render.go).
func TestRestTickAllocatesNothing(t *testing.T) {
	p := newRestProbe(restMinimum)
	if n := testing.AllocsPerRun(100, func() { p.r.tick(p.in, false) }); n != 0 {
		t.Errorf("rest.tick allocates %v times a tick", n)
	}
}
