package widget

import (
	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/input"
)

// LineEdit is the text of a one-line field: the characters typed
// (input.Source.AppendChars, every one in the order typed, however fast),
// Backspace to take the last back, Delete to clear. Allow filters what
// the field takes, given the text so far; Max caps its length. Fields
// hold plain ASCII (digits, save names), one byte a character.
type LineEdit struct {
	Max   int
	Allow func(sofar []byte, r rune) bool
	value []byte
	typed []rune // this tick's characters (reused)
}

// Set replaces the text with the allowed characters of s.
func (e *LineEdit) Set(s string) {
	e.value = e.value[:0]
	e.add([]rune(s))
}

// String is the text.
func (e *LineEdit) String() string { return string(e.value) }

// Len is the number of characters.
func (e *LineEdit) Len() int { return len(e.value) }

func (e *LineEdit) add(rs []rune) {
	for _, r := range rs {
		if r < 0x80 && len(e.value) < e.Max && (e.Allow == nil || e.Allow(e.value, r)) {
			e.value = append(e.value, byte(r))
		}
	}
}

// Update reads this tick's typing; it reports whether the text changed.
func (e *LineEdit) Update(in input.Source) bool {
	n := len(e.value)
	e.typed = in.AppendChars(e.typed[:0])
	e.add(e.typed)
	changed := len(e.value) != n
	if in.KeyPressed(ebiten.KeyBackspace) && len(e.value) > 0 {
		e.value = e.value[:len(e.value)-1]
		changed = true
	}
	if in.KeyPressed(ebiten.KeyDelete) && len(e.value) > 0 {
		e.value = e.value[:0]
		changed = true
	}
	return changed
}

// IsDigit allows decimal digits only.
func IsDigit(_ []byte, r rune) bool { return r >= '0' && r <= '9' }
