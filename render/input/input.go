// Package input is the narrow view of mouse and keyboard that scenes read.
// Scenes take a Source instead of calling Ebitengine directly, so camera
// and selection logic can be driven by a Fake in tests without a window.
package input

import "github.com/hajimehoshi/ebiten/v2"

// Source is the state of the pointer and keyboard for the current tick.
type Source interface {
	// Cursor is the pointer position in screen pixels.
	Cursor() (x, y int)
	// MouseDown reports whether button b is held.
	MouseDown(b ebiten.MouseButton) bool
	// Wheel is the scroll since the last tick (positive y: away from the
	// user, i.e. zoom in).
	Wheel() (dx, dy float64)
	// KeyDown reports whether key k is held.
	KeyDown(k ebiten.Key) bool
	// KeyPressed reports whether key k went down this tick.
	KeyPressed(k ebiten.Key) bool
	// Focused reports whether the window has the keyboard focus.
	Focused() bool
	// AppendChars appends the characters typed this tick to dst, in the
	// order typed, however many came in one tick (text fields read these,
	// not key presses, so fast typing keeps every letter in place).
	AppendChars(dst []rune) []rune
}

// Ebiten reads the real devices; use it only inside the game loop.
type Ebiten struct{}

func (Ebiten) Cursor() (int, int)                  { return ebiten.CursorPosition() }
func (Ebiten) MouseDown(b ebiten.MouseButton) bool { return ebiten.IsMouseButtonPressed(b) }
func (Ebiten) Wheel() (float64, float64)           { return ebiten.Wheel() }
func (Ebiten) KeyDown(k ebiten.Key) bool           { return ebiten.IsKeyPressed(k) }
func (Ebiten) KeyPressed(k ebiten.Key) bool        { return isKeyJustPressed(k) }
func (Ebiten) Focused() bool                       { return ebiten.IsFocused() }
func (Ebiten) AppendChars(dst []rune) []rune       { return ebiten.AppendInputChars(dst) }
