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
	edit  widget.LineEdit
	txt   ui.Text
	caret int
	hint  ui.Text
}

func newNameField() nameField {
	f := nameField{edit: widget.LineEdit{Max: maxName, Allow: allowed}}
	f.txt.L = widget.Lettering(art.Medium, 16, widget.TextLight)
	f.txt.Set("")
	f.hint.L = widget.Lettering(art.Regular, 12.5, widget.TextDim)
	return f
}

func (f *nameField) text() string { return f.txt.String() }

func (f *nameField) set(s string) {
	f.edit.Set(s)
	f.txt.Set(f.edit.String())
}

// allowed: letters, digits, space (not first), dot, dash and underscore.
func allowed(sofar []byte, c rune) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == ' ' && len(sofar) > 0 || c == '.' || c == '-' || c == '_'
}

// update reads this tick's typing; it reports whether the name changed.
func (f *nameField) update(in input.Source) bool {
	f.caret++
	if !f.edit.Update(in) {
		return false
	}
	f.txt.Set(f.edit.String())
	f.caret = 0
	return true
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
