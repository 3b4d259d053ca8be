package battle

import (
	"github.com/hajimehoshi/ebiten/v2"

	"frontline/render/input"
	"frontline/render/widget"
)

// mouse turns the buttons into presses, drags and clicks for the table:
// a left press on a piece or a pending order is claimed by the orders;
// an unclaimed left drag, or any right or middle drag, pans.
type mouse struct {
	x, y, dx, dy     int
	down             bool
	pressX, pressY   int
	pressed          bool // the left button went down this tick
	released         bool // and came up this tick
	click            bool // released within widget.Slop of the press
	rclick           bool
	dragging         bool // moved beyond the slop while down
	claimed          bool // the press belongs to an order, not the camera
	panning          bool
	other, otherDown bool // right or middle held
	rpressX, rpressY int
}

func (m *mouse) update(in input.Source) {
	x, y := in.Cursor()
	m.dx, m.dy = x-m.x, y-m.y
	m.x, m.y = x, y
	d := in.MouseDown(ebiten.MouseButtonLeft)
	m.pressed, m.released, m.click, m.rclick = d && !m.down, !d && m.down, false, false
	if m.pressed {
		m.pressX, m.pressY, m.dragging, m.claimed = x, y, false, false
		m.dx, m.dy = 0, 0
	}
	if d && !m.dragging {
		ddx, ddy := x-m.pressX, y-m.pressY
		m.dragging = ddx*ddx+ddy*ddy > widget.Slop*widget.Slop
	}
	if m.released {
		m.click = !m.dragging
	}
	m.down = d
	o := in.MouseDown(ebiten.MouseButtonRight) || in.MouseDown(ebiten.MouseButtonMiddle)
	if o && !m.otherDown {
		m.rpressX, m.rpressY = x, y
	}
	if !o && m.otherDown {
		ddx, ddy := x-m.rpressX, y-m.rpressY
		m.rclick = ddx*ddx+ddy*ddy <= widget.Slop*widget.Slop
	}
	m.otherDown = o
	m.panning = (o && (x != m.rpressX || y != m.rpressY)) || (d && m.dragging && !m.claimed)
}
