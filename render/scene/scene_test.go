package scene

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/input"
)

type fakeScene struct {
	updates int
	w, h    int
}

func (f *fakeScene) Update(input.Source) error { f.updates++; return nil }
func (f *fakeScene) Draw(*ebiten.Image)        {}
func (f *fakeScene) Resize(w, h int)           { f.w, f.h = w, h }

func TestManagerFadesToNextScene(t *testing.T) {
	var m Manager
	a, b := &fakeScene{}, &fakeScene{}
	m.Resize(800, 600)
	m.GoTo(a)
	if m.Current() != a || a.w != 800 {
		t.Fatalf("first scene not shown at once (current %v, size %dx%d)", m.Current(), a.w, a.h)
	}
	in := &input.Fake{}
	m.Update(in)
	m.GoTo(b)
	if b.w != 800 || b.h != 600 {
		t.Errorf("next scene sized %dx%d, want 800x600", b.w, b.h)
	}
	for range FadeTicks {
		m.Update(in)
	}
	if m.Current() != b {
		t.Fatal("still on the first scene after the fade")
	}
	if a.updates != 1 || b.updates != 0 {
		t.Errorf("updates during the fade: first %d, next %d; want 1, 0", a.updates, b.updates)
	}
	m.Update(in)
	if b.updates != 1 {
		t.Errorf("next scene not updated after the fade")
	}
	m.Resize(1024, 768)
	if b.w != 1024 {
		t.Errorf("resize not passed on: %dx%d", b.w, b.h)
	}
}

// The fade's images go once the fade is over: the next scene does not
// carry two screens' worth of textures.
func TestManagerDropsTheFadeImagesAfterTheFade(t *testing.T) {
	var m Manager
	m.Resize(320, 240)
	m.GoTo(&fakeScene{})
	m.GoTo(&fakeScene{})
	screen := ebiten.NewImage(320, 240)
	in := &input.Fake{}
	m.Update(in)
	m.Draw(screen)
	if m.from == nil || m.to == nil {
		t.Fatal("no fade images while fading")
	}
	for m.Fading() {
		m.Update(in)
	}
	if m.from != nil || m.to != nil {
		t.Error("the fade images are kept after the fade")
	}
}

// busyScene can say whether it is busy and whether it is opaque.
type busyScene struct {
	fakeScene
	busy, opaque bool
}

func (b *busyScene) Busy() bool   { return b.busy }
func (b *busyScene) Opaque() bool { return b.opaque }

// The manager is busy while it fades, while the scene says so, and always
// with a scene that cannot tell.
func TestManagerBusy(t *testing.T) {
	var m Manager
	still := &busyScene{}
	m.GoTo(still)
	if m.Busy() {
		t.Error("busy with a still scene")
	}
	still.busy = true
	if !m.Busy() {
		t.Error("not busy with a busy scene")
	}
	still.busy = false
	m.Resize(800, 600)
	m.GoTo(&busyScene{})
	if !m.Busy() {
		t.Error("not busy during the fade")
	}
	for range FadeTicks {
		m.Update(&input.Fake{})
	}
	if m.Busy() {
		t.Error("busy after the fade, with a still scene")
	}
	m.GoTo(&fakeScene{})
	for range FadeTicks {
		m.Update(&input.Fake{})
	}
	if !m.Busy() {
		t.Error("a scene that cannot tell counts as still")
	}
}

// The screen is left uncleared only for a scene that says it paints all
// of it, and never during a fade, which blends two scenes.
func TestManagerOpaqueOnlyForAnOpaqueSceneShownAlone(t *testing.T) {
	var m Manager
	if m.Opaque() {
		t.Error("nothing shown, yet opaque")
	}
	plain, map1, hand := &fakeScene{}, &busyScene{opaque: true}, &busyScene{}
	m.GoTo(plain)
	if m.Opaque() {
		t.Error("a scene that cannot tell counts as opaque")
	}
	m.Resize(800, 600)
	m.GoTo(map1)
	in := &input.Fake{}
	m.Update(in)
	if m.Opaque() {
		t.Error("opaque during the fade")
	}
	for range FadeTicks {
		m.Update(in)
	}
	if !m.Opaque() {
		t.Error("the opaque scene shown alone is not opaque")
	}
	m.GoTo(hand)
	for range FadeTicks {
		m.Update(in)
	}
	if m.Opaque() {
		t.Error("a scene that says it is not opaque counts as opaque")
	}
}
