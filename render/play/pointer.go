package play

import (
	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/input"
	"frontline/render/mapview"
)

// pointer turns held buttons into clicks: a press and release that moved
// no more than mapview.DragSlop pixels is a click; a longer one is a drag
// (the map pans). Only plain values, so tests drive it with input.Fake.
type pointer struct {
	x, y    int
	down    [2]bool
	pressX  [2]int
	pressY  [2]int
	onUI    [2]bool // the press began over the chrome
	dragged [2]bool
	click   [2]bool // released this tick without dragging
}

const (
	left  = 0
	right = 1
)

var buttons = [2]ebiten.MouseButton{ebiten.MouseButtonLeft, ebiten.MouseButtonRight}

// update reads one tick; overUI says whether the cursor is over the
// chrome.
func (p *pointer) update(in input.Source, overUI bool) {
	p.x, p.y = in.Cursor()
	for i, b := range buttons {
		p.click[i] = false
		d := in.MouseDown(b)
		switch {
		case d && !p.down[i]:
			p.pressX[i], p.pressY[i] = p.x, p.y
			p.onUI[i] = overUI
			p.dragged[i] = false
		case d:
			if abs(p.x-p.pressX[i]) > mapview.DragSlop || abs(p.y-p.pressY[i]) > mapview.DragSlop {
				p.dragged[i] = true
			}
		case p.down[i]:
			p.click[i] = !p.dragged[i]
		}
		p.down[i] = d
	}
}

// mapInput is what the map scene reads: the real input, except that
// presses and the wheel over the chrome (panels, log, buttons) do not
// reach the map, so a click on a button never starts a drag and the wheel
// over the log scrolls the log, not the map.
type mapInput struct {
	in        input.Source
	hideMouse bool // cursor over the chrome and no map drag under way
	block     [2]bool
	blockS    bool // Ctrl+S saves; S must not pan the map too
}

func (m *mapInput) Cursor() (int, int) {
	if m.hideMouse {
		return -1, -1
	}
	return m.in.Cursor()
}

func (m *mapInput) MouseDown(b ebiten.MouseButton) bool {
	for i, bb := range buttons {
		if bb == b && m.block[i] {
			return false
		}
	}
	return m.in.MouseDown(b)
}

func (m *mapInput) Wheel() (float64, float64) {
	if m.hideMouse {
		return 0, 0
	}
	return m.in.Wheel()
}

func (m *mapInput) KeyDown(k ebiten.Key) bool {
	if m.blockS && k == ebiten.KeyS {
		return false
	}
	return m.in.KeyDown(k)
}

// AppendChars passes typing on: the map types nothing, the interface
// beneath reads it.
func (m *mapInput) AppendChars(dst []rune) []rune { return m.in.AppendChars(dst) }

func (m *mapInput) KeyPressed(k ebiten.Key) bool {
	if m.blockS && k == ebiten.KeyS {
		return false
	}
	return m.in.KeyPressed(k)
}

func (m *mapInput) Focused() bool { return m.in.Focused() }

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
