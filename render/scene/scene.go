// Package scene switches between the client's screens (map, menus, hand-off
// screen ...) with a short cross-fade, after Ebitengine's examples/blocks.
package scene

import (
	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/input"
)

// Scene is one screen of the client.
type Scene interface {
	// Update advances one tick, reading the devices through in.
	Update(in input.Source) error
	// Draw renders the scene onto screen.
	Draw(screen *ebiten.Image)
	// Resize tells the scene the screen size in pixels.
	Resize(w, h int)
}

// Busy is a scene that can say whether it is changing by itself — an
// animation running, a picture being painted in the background, a caret
// blinking — so that the game loop knows when it may rest (render/rest.go).
// A scene that does not implement it counts as always busy.
type Busy interface {
	Busy() bool
}

// Opaque is a scene that can say whether its Draw paints every pixel of
// the screen before anything translucent: Ebitengine then need not clear
// the screen before each frame (render.game turns the clearing off), a
// whole pass over the screen saved on a software renderer. A scene that
// does not implement it is drawn on a cleared screen.
type Opaque interface {
	Opaque() bool
}

// FadeTicks is the length of the cross-fade between scenes.
const FadeTicks = 20

// Manager runs the current scene and fades to the next.
type Manager struct {
	current, next Scene
	fade          int
	w, h          int
	from, to      *ebiten.Image
	op            ebiten.DrawImageOptions
	// shown counts the scenes shown, so that a frame key (still.go)
	// differs from one scene to the next.
	shown uint64
}

// Current is the scene being shown (the outgoing one during a fade).
func (m *Manager) Current() Scene { return m.current }

// Width and Height are the screen size last given to Resize.
func (m *Manager) Width() int  { return m.w }
func (m *Manager) Height() int { return m.h }

// Fading reports whether a cross-fade to the next scene is under way.
func (m *Manager) Fading() bool { return m.fade > 0 }

// Busy reports whether the screen changes with no input: a fade under
// way, or the current scene busy (scenes that cannot tell always are).
func (m *Manager) Busy() bool {
	if m.fade > 0 {
		return true
	}
	b, ok := m.current.(Busy)
	return !ok || b.Busy()
}

// Opaque reports whether the screen need not be cleared before Draw: no
// fade under way and the current scene Opaque.
func (m *Manager) Opaque() bool {
	o, ok := m.current.(Opaque)
	return m.fade == 0 && ok && o.Opaque()
}

// GoTo switches to s: at once when nothing is showing, else by fading.
func (m *Manager) GoTo(s Scene) {
	if m.w > 0 {
		s.Resize(m.w, m.h)
	}
	m.shown++
	if m.current == nil {
		m.current = s
		return
	}
	m.next, m.fade = s, FadeTicks
}

// Resize passes the screen size on to the scenes.
func (m *Manager) Resize(w, h int) {
	if w == m.w && h == m.h {
		return
	}
	m.w, m.h = w, h
	for _, s := range []Scene{m.current, m.next} {
		if s != nil {
			s.Resize(w, h)
		}
	}
	m.dropFade()
}

// Update advances the current scene, or the fade.
func (m *Manager) Update(in input.Source) error {
	if m.current == nil {
		return nil
	}
	if m.fade == 0 {
		return m.current.Update(in)
	}
	m.fade--
	if m.fade == 0 {
		m.current, m.next = m.next, nil
		m.dropFade()
	}
	return nil
}

// dropFade gives back the fade's two screen-sized images (16 MiB of
// textures at 1280×720, which Ebitengine rounds up to 2048×1024): kept
// after the fade, they outlived it for as long as the next scene showed.
func (m *Manager) dropFade() {
	if m.from != nil {
		m.from.Deallocate()
		m.to.Deallocate()
		m.from, m.to = nil, nil
	}
}

// Draw renders the current scene, or both blended during a fade.
func (m *Manager) Draw(screen *ebiten.Image) {
	if m.current == nil {
		return
	}
	if m.fade == 0 {
		m.current.Draw(screen)
		return
	}
	if m.from == nil {
		b := screen.Bounds()
		m.from = ebiten.NewImage(b.Dx(), b.Dy())
		m.to = ebiten.NewImage(b.Dx(), b.Dy())
	}
	m.from.Clear()
	m.current.Draw(m.from)
	m.to.Clear()
	m.next.Draw(m.to)
	m.op.ColorScale.Reset()
	screen.DrawImage(m.from, &m.op)
	m.op.ColorScale.ScaleAlpha(1 - float32(m.fade)/FadeTicks)
	screen.DrawImage(m.to, &m.op)
}
