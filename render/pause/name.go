package pause

import (
	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/art"
	"frontline/render/input"
	"frontline/render/ui"
	"frontline/render/widget"
)

// maxName is the longest slot name (render/session.Slots.Path).
const maxName = 40

// nameField is the one-line field the save name is typed in: letters,
// digits, space, dot, dash and underscore, as a slot name may hold. It
// reads key presses, so tests type with input.Fake.
type nameField struct {
	r     widget.Rect
	value []byte
	txt   ui.Text
	caret int
	hint  ui.Text
}

func newNameField() nameField {
	f := nameField{value: make([]byte, 0, maxName)}
	f.txt.L = widget.Lettering(art.Medium, 16, widget.TextLight)
	f.txt.Set("")
	f.hint.L = widget.Lettering(art.Regular, 12.5, widget.TextDim)
	return f
}

func (f *nameField) text() string { return f.txt.String() }

func (f *nameField) set(s string) {
	f.value = f.value[:0]
	for i := 0; i < len(s) && len(f.value) < maxName; i++ {
		if c := s[i]; allowed(c) {
			f.value = append(f.value, c)
		}
	}
	f.txt.Set(string(f.value))
}

func allowed(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == ' ' || c == '.' || c == '-' || c == '_'
}

// update reads this tick's keys; it reports whether the name changed.
func (f *nameField) update(in input.Source) bool {
	f.caret++
	shift := in.KeyDown(ebiten.KeyShiftLeft) || in.KeyDown(ebiten.KeyShiftRight)
	n := len(f.value)
	add := func(c byte) {
		if len(f.value) < maxName && (c != ' ' || len(f.value) > 0) {
			f.value = append(f.value, c)
		}
	}
	for k := ebiten.KeyA; k <= ebiten.KeyZ; k++ {
		if in.KeyPressed(k) {
			c := byte('a' + (k - ebiten.KeyA))
			if shift {
				c -= 'a' - 'A'
			}
			add(c)
		}
	}
	for i := range 10 {
		if in.KeyPressed(ebiten.Key0+ebiten.Key(i)) || in.KeyPressed(ebiten.KeyNumpad0+ebiten.Key(i)) {
			add(byte('0' + i))
		}
	}
	switch {
	case in.KeyPressed(ebiten.KeySpace):
		add(' ')
	case in.KeyPressed(ebiten.KeyMinus) && shift:
		add('_')
	case in.KeyPressed(ebiten.KeyMinus) || in.KeyPressed(ebiten.KeyNumpadSubtract):
		add('-')
	case in.KeyPressed(ebiten.KeyPeriod) || in.KeyPressed(ebiten.KeyNumpadDecimal):
		add('.')
	}
	if in.KeyPressed(ebiten.KeyBackspace) && len(f.value) > 0 {
		f.value = f.value[:len(f.value)-1]
	}
	if in.KeyPressed(ebiten.KeyDelete) {
		f.value = f.value[:0]
	}
	if len(f.value) != n || string(f.value) != f.txt.String() {
		f.txt.Set(string(f.value))
		f.caret = 0
		return true
	}
	return false
}

func (f *nameField) draw(dst *ebiten.Image) {
	widget.Fill(dst, f.r, art.RGB{R: 0.07, G: 0.08, B: 0.09}.Alpha(1))
	widget.Outline(dst, f.r, 1, widget.BrassHot.Alpha(1))
	w, h := f.txt.Size()
	x, y := f.r.X+10, f.r.Y+(f.r.H-h)/2
	if f.txt.String() == "" {
		w = 0
	} else {
		f.txt.Draw(dst, x, y)
	}
	if f.caret%60 < 36 {
		ui.FillRect(dst, x+w+1, f.r.Y+8, 2, f.r.H-16, widget.BrassHot.Alpha(1))
	}
}

// drawSaveNote says what a name may hold, or that the save replaces one.
func (m *Menu) drawSaveNote(dst *ebiten.Image) {
	s := "Letters, digits, spaces and . - _ (at most 40)"
	if m.exists {
		s = "A save of this name exists: saving replaces it"
	}
	m.name.hint.Set(s)
	m.name.hint.Draw(dst, m.name.r.X, m.name.r.Y+m.name.r.H+8)
}
