package input

import "github.com/hajimehoshi/ebiten/v2"

// Fake is a scripted Source for tests and for rendering screenshots
// without anyone at the controls. Set its fields between ticks; call Tick
// after each Update so one-tick events (wheel, key presses) are consumed.
type Fake struct {
	X, Y    int
	Buttons map[ebiten.MouseButton]bool
	WheelY  float64
	Down    map[ebiten.Key]bool
	Pressed map[ebiten.Key]bool
	Unfocus bool
	Typed   []rune // characters typed this tick (Type)
}

func (f *Fake) Cursor() (int, int)                  { return f.X, f.Y }
func (f *Fake) MouseDown(b ebiten.MouseButton) bool { return f.Buttons[b] }
func (f *Fake) Wheel() (float64, float64)           { return 0, f.WheelY }
func (f *Fake) KeyDown(k ebiten.Key) bool           { return f.Down[k] || f.Pressed[k] }
func (f *Fake) KeyPressed(k ebiten.Key) bool        { return f.Pressed[k] }
func (f *Fake) Focused() bool                       { return !f.Unfocus }
func (f *Fake) AppendChars(dst []rune) []rune       { return append(dst, f.Typed...) }

// Type makes the characters of s arrive in the next tick, in order, as a
// fast typist's burst does.
func (f *Fake) Type(s string) { f.Typed = append(f.Typed, []rune(s)...) }

// Press makes key k go down for the next tick only.
func (f *Fake) Press(k ebiten.Key) {
	if f.Pressed == nil {
		f.Pressed = map[ebiten.Key]bool{}
	}
	f.Pressed[k] = true
}

// Hold sets whether mouse button b is held.
func (f *Fake) Hold(b ebiten.MouseButton, down bool) {
	if f.Buttons == nil {
		f.Buttons = map[ebiten.MouseButton]bool{}
	}
	f.Buttons[b] = down
}

// HoldKey sets whether key k is held.
func (f *Fake) HoldKey(k ebiten.Key, down bool) {
	if f.Down == nil {
		f.Down = map[ebiten.Key]bool{}
	}
	f.Down[k] = down
}

// Tick clears the one-tick events.
func (f *Fake) Tick() {
	f.WheelY = 0
	clear(f.Pressed)
	f.Typed = f.Typed[:0]
}
