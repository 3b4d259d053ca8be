package widget

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/input"
)

// A burst of typing keeps every character in the order typed: several in
// one tick (a fast typist at 12 keys a second beside a slow frame), then
// one a tick, with Backspace in between; the filter drops the rest.
func TestLineEditKeepsAFastBurstInOrder(t *testing.T) {
	e := LineEdit{Max: 40, Allow: func(sofar []byte, r rune) bool { return r != ' ' || len(sofar) > 0 }}
	in := &input.Fake{}
	tick := func() bool {
		ch := e.Update(in)
		in.Tick()
		return ch
	}
	in.Type(" intro ro")
	if !tick() || e.String() != "intro ro" {
		t.Fatalf("one tick's burst gave %q, want %q", e.String(), "intro ro")
	}
	for _, r := range "unx" {
		in.Type(string(r))
		tick()
	}
	in.Press(ebiten.KeyBackspace)
	tick()
	in.Type("d 3 turn 12")
	tick()
	if want := "intro round 3 turn 12"; e.String() != want {
		t.Errorf("typed %q, want %q", e.String(), want)
	}
	if tick() {
		t.Error("a tick with no typing reports a change")
	}
	in.Press(ebiten.KeyDelete)
	if !tick() || e.String() != "" {
		t.Errorf("Delete left %q", e.String())
	}
}

// The field holds at most Max characters and only the allowed ones.
func TestLineEditLimits(t *testing.T) {
	d := NewDigits(5)
	d.Focus = true
	in := &input.Fake{}
	in.Type("12a3é45678")
	d.Update(in, &Pointer{})
	if d.Text() != "12345" {
		t.Errorf("digits field took %q, want 12345", d.Text())
	}
}
