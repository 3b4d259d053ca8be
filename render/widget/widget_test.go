package widget

import (
	"reflect"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/art"
	"frontline/render/input"
)

func TestWrapKeepsParagraphGaps(t *testing.T) {
	l := Lettering(art.Regular, 14, art.Paper)
	got := Wrap(l, "one two three\n\nfour\n\n", 1000)
	want := []string{"one two three", "", "four"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Wrap = %q, want %q", got, want)
	}
	narrow := Wrap(l, "alpha beta gamma", 1)
	if len(narrow) != 3 {
		t.Errorf("a word longer than the line gets its own line: %q", narrow)
	}
}

func TestPointerClick(t *testing.T) {
	var p Pointer
	in := &input.Fake{X: 10, Y: 10}
	in.Hold(ebiten.MouseButtonLeft, true)
	p.Update(in)
	in.Hold(ebiten.MouseButtonLeft, false)
	p.Update(in)
	if !p.Click {
		t.Error("press and release in place is a click")
	}
	in.Hold(ebiten.MouseButtonLeft, true)
	p.Update(in)
	in.X = 100
	in.Hold(ebiten.MouseButtonLeft, false)
	p.Update(in)
	if p.Click {
		t.Error("a press dragged away is not a click")
	}
}

// A button made primary later (the plan's Confirm) gets the dark ink of
// the brass buttons at once, and loses it again, label and width kept.
func TestButtonSetPrimaryReinks(t *testing.T) {
	b := NewButton(false, 14)
	b.Set("Confirm", true, "")
	w := b.Width()
	b.SetPrimary(true)
	if !b.Primary || b.on.L.Ink != art.Ink || b.Label() != "Confirm" || b.Width() != w {
		t.Errorf("primary: %v, ink %v, label %q, width %v (was %v)", b.Primary, b.on.L.Ink, b.Label(), b.Width(), w)
	}
	b.SetPrimary(false)
	if b.Primary || b.on.L.Ink != TextLight || b.Label() != "Confirm" {
		t.Errorf("plain again: %v, ink %v, label %q", b.Primary, b.on.L.Ink, b.Label())
	}
	if b.Pad = 28; b.Width() != w-4 {
		t.Errorf("Pad 28: width %v, want %v", b.Width(), w-4)
	}
}
