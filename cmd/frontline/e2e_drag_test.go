package main

import (
	"math"
	"strconv"
	"strings"
	"testing"
	"time"

	"frontline/render"
)

// mover drags the pieces of the side to move on the battle table, as a
// player does: press on the piece, drag towards the enemy, release; the
// ghost shows the move and a click on it gives the order. A ghost the
// rules refuse (too far, a crossing, a unit that already moved) is
// cancelled with Escape and a shorter drag tried.
type mover struct {
	tried map[string]bool // pieces dragged (or given up on) in this step
	moves int
}

// dragSteps are the drag lengths tried, in pixels, longest first; the
// shortest (about 1.4" at the table's first zoom) lets a tank close in on
// an enemy across the table: a battle of the map's defenders stand on the
// hex's centre, not beside the attackers' zone.
var dragSteps = []float64{140, 70, 30, 12}

// maxDrags bounds the pieces a side drags in one movement step.
const maxDrags = 4

// next drags one piece not yet tried in this step and reports whether it
// tried one (false: nothing left to drag, end the movement).
func (m *mover) next(d *e2e, l *render.LayoutDump) bool {
	d.t.Helper()
	if m.tried == nil {
		m.tried = map[string]bool{}
	}
	if len(m.tried) >= maxDrags {
		return false
	}
	for _, sp := range l.Spots {
		if !strings.HasPrefix(sp.Name, "battle.unit/") || !sp.On || !sp.Enabled || m.tried[sp.Name] {
			continue
		}
		m.tried[sp.Name] = true
		x0, y0 := sp.R.X+sp.R.W/2, sp.R.Y+sp.R.H/2
		tx, ty, ok := enemyNear(l, x0, y0)
		if !ok {
			return true
		}
		dist := math.Hypot(tx-x0, ty-y0)
		last := -1.0
		for _, step := range dragSteps {
			k := math.Min(1, step/math.Max(dist, 1)) * 0.9 // stop short of the enemy's piece
			if k == last {
				continue // the enemy is nearer than this step: the same drag again would be refused again
			}
			last = k
			x1, y1 := x0+(tx-x0)*k, y0+(ty-y0)*k
			d.drag("drag "+sp.Label, x0, y0, x1, y1)
			g := d.wait("the ghost of "+sp.Label, func(l *render.LayoutDump) bool { return hasSpot(l, "battle.ghost") || !l.Busy })
			if !hasSpot(g, "battle.ghost") {
				break // the press did not pick the piece up (a hidden one, an aircraft's own control)
			}
			if spotOf(g, "battle.ghost").Enabled {
				m.moves++
				d.act("move "+sp.Label, "battle.ghost")
				return true
			}
			d.key("Escape")
		}
		return true
	}
	return false
}

// enemyNear is the screen point of the enemy piece nearest (x, y) on
// the table, false when none is in sight.
func enemyNear(l *render.LayoutDump, x, y float64) (float64, float64, bool) {
	best, bx, by := math.Inf(1), 0.0, 0.0
	for _, sp := range l.Spots {
		if !strings.HasPrefix(sp.Name, "battle.unit/") || sp.On || !sp.Enabled {
			continue
		}
		ex, ey := sp.R.X+sp.R.W/2, sp.R.Y+sp.R.H/2
		if dd := math.Hypot(ex-x, ey-y); dd < best {
			best, bx, by = dd, ex, ey
		}
	}
	return bx, by, !math.IsInf(best, 1)
}

// drag presses the left button at (x0, y0), moves to (x1, y1) in a few
// steps with frames drawn between, and releases there.
func (d *e2e) drag(step string, x0, y0, x1, y1 float64) {
	d.t.Helper()
	if testing.Verbose() {
		d.t.Logf("%5.1fs %s: drag %.0f,%.0f to %.0f,%.0f", time.Since(d.start).Seconds(), step, x0, y0, x1, y1)
	}
	move := func(x, y float64) {
		d.xdotool(step, "mousemove", "--window", d.win, strconv.Itoa(int(x)), strconv.Itoa(int(y)))
	}
	move(x0, y0)
	d.frames(step, 1)
	d.xdotool(step, "mousedown", "1")
	d.frames(step, 2)
	for i := 1; i <= 3; i++ {
		f := float64(i) / 3
		move(x0+(x1-x0)*f, y0+(y1-y0)*f)
		d.frames(step, 1)
	}
	d.xdotool(step, "mouseup", "1")
	d.frames(step, 2)
}
