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
