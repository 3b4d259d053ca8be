package battle

import (
	"math/rand/v2"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/tactical"
	"frontline/game/tactical/geom"
	"frontline/game/tactical/standalone"
	"frontline/game/units"
	"frontline/render/internal/displaytest"
)

// A whole points battle played through the screen with the mouse, as a
// pair of players would: buying in secret, the d20 choice, placing,
// dragging units, flying, declaring and firing, hand-offs, to the
// summary. The orders the screen sent replay to the same battle.
func TestInsetII3_WholePointsBattleThroughTheScreen(t *testing.T) {
	m, err := NewMatch(data(t), PointsID, 9)
	if err != nil {
		t.Fatal(err)
	}
	h := newHarness(t, m, Config{})
	d := driver{h: h, t: t}
	for n := 0; n < 6000 && !m.Game.Over(); n++ {
		d.act()
		m = h.s.match // Undo replaces the match
	}
	if !m.Game.Over() {
		t.Fatalf("no result after the driver's budget: turn %d, step %v", m.Battle().Turn, m.Battle().Step)
	}
	h.step()
	if h.s.sum.title.String() == "" {
		t.Error("no summary at the end")
	}
	displaytest.SavePNG(t, h.screen, "battle-summary.png")
	if d.fallback > 0 {
		t.Errorf("%d of %d orders were not given through the screen", d.fallback, len(m.History))
	}
	r, err := Replay(data(t), m.ID, m.Seed, m.History)
	if err != nil || r.Game.Hash() != m.Game.Hash() {
		t.Errorf("the orders do not replay to the same battle: %v", err)
	}
	t.Logf("%d orders, %d by fallback, %d drags, turn %d: %s", len(m.History), d.fallback, d.drags, m.Battle().Turn, m.Game.Result.Why)
}

// driver plays the screen with the mouse.
type driver struct {
	h        *harness
	t        *testing.T
	stuck    int
	last     int
	fallback int
	drags    int
	moved    int // the turn a unit was last dragged in, per side's step
}

func (d *driver) act() {
	h, s := d.h, d.h.s
	g := s.match.Game
	if n := len(s.match.History); n != d.last {
		d.last, d.stuck = n, 0
	}
	d.stuck++
	if d.stuck > 12 { // the screen offers nothing that works: say so, go on
		d.fallback++
		if b := s.m.Battle(); b != nil {
			d.t.Logf("fallback at turn %d, %v of %s: %q", b.Turn, b.Pending.Kind, b.Pending.Side, s.msg.para.String())
		}
		c, _ := standalone.RandomPlayer{R: rand.New(rand.NewPCG(uint64(d.last), 1))}.Command(g)
		if !s.send(c) {
			d.t.Fatalf("stuck at %v and the random order %v is refused: %q", g.Phase, c.Kind, s.msg.para.String())
		}
		return
	}
	switch {
	case s.handoff:
		h.takeOver()
	case s.buy != nil && s.buy.shown:
		d.buy()
	case s.fx.busy():
		h.click(300, 300)
	case g.Offer != "":
		h.press("Decline")
	default:
		d.table()
	}
}

func (d *driver) buy() {
	h, p := d.h, d.h.s.buy
	if p.phase == standalone.PhaseChoose {
		h.clickRect(p.choose[0].R)
		return
	}
	for k := 0; k < 6; k++ {
		i := (k * 7) % len(p.rows)
		if p.rows[i].plus.Enabled {
			h.clickRect(p.rows[i].plus.R)
		}
	}
	h.clickRect(p.done.R)
}

func (d *driver) table() {
	h, s := d.h, d.h.s
	b := s.m.Battle()
	switch b.Pending.Kind {
	case tactical.DecideTerrain:
		// A feature by hand first, then the generator's proposal.
		if r, _ := b.RoleOf(s.viewer); b.TerrainPlaced[r] == 0 {
			if c, ok := terrainSpot(s); ok {
				x, y := s.screenOf(c)
				h.drag(x, y, x+1, y)
				h.click(x, y)
				return
			}
		}
		h.press("Use the generator's proposal")
	case tactical.DecidePlace:
		h.press("Place it for me")
	case tactical.DecideMove:
		key := b.Turn*2 + int(b.Pending.Kind)
		if d.moved != key {
			d.moved = key
			if u, p, ok := legalMove(b, s.viewer); ok {
				d.dragTo(u, p)
				return
			}
		}
		h.press("End movement")
	case tactical.DecideFly:
		if u, p, ok := legalFlight(b, s.viewer); ok {
			d.dragTo(u, p)
			return
		}
		h.press("Pass")
	case tactical.DecideDeclare:
		h.press("Fire")
	}
}

// dragTo drags u's piece to p and clicks its ghost there.
func (d *driver) dragTo(u *tactical.Unit, p geom.Point) {
	d.look(u.Pos, p)
	x0, y0 := d.h.s.pieceAt(u)
	x1, y1 := d.h.s.screenOf(p)
	d.h.drag(x0, y0, x1, y1)
	d.h.click(x1, y1)
	d.drags++
}

// look pans the table so that a and b are in view, clear of the log,
// as a player pans before a drag: a right-button drag of the table.
func (d *driver) look(a, b geom.Point) {
	s := d.h.s
	mid := geom.Lerp(a, b, 1, 2)
	x, y := s.screenOf(mid)
	cx, cy := (s.w-panelW)/2, (barH+s.h-logH)/2
	in := d.h.in
	in.X, in.Y = int(x), int(y)
	d.h.step()
	in.Hold(ebiten.MouseButtonRight, true)
	d.h.step()
	in.X, in.Y = int(cx), int(cy)
	d.h.step()
	in.Hold(ebiten.MouseButtonRight, false)
	d.h.step()
}

// legalMove is a unit of side and a point it may move to without a
// check, half its allowance towards the table's centre or round it.
func legalMove(b *tactical.Battle, side units.Side) (*tactical.Unit, geom.Point, bool) {
	for i := range b.Units {
		u := &b.Units[i]
		if u.Side != side || !u.Active() || u.Aircraft() || u.Moved || b.Allowance(u) == 0 {
			continue
		}
		for a := geom.Bearing(u.Pos, geom.Pt(1, 1)); a < 2*geom.Turn; a += 450 {
			p := geom.Offset(u.Pos, a.Norm(), b.Allowance(u)/2)
			c := tactical.Command{Kind: tactical.CmdMove, Side: side, Unit: u.ID, To: p, Facing: a.Norm()}
			if evs, err := b.Clone().Apply(c); err == nil && len(evs) == 1 {
				return u, p, true
			}
		}
	}
	return nil, geom.Point{}, false
}

// legalFlight is an aircraft of side that has not flown its minimum and
// a point straight ahead (or turned a little) it may fly to.
func legalFlight(b *tactical.Battle, side units.Side) (*tactical.Unit, geom.Point, bool) {
	for i := range b.Units {
		u := &b.Units[i]
		if u.Side != side || !u.Active() || !u.Aircraft() || u.Flown >= tactical.MinimumFlight(u) {
			continue
		}
		for k := geom.Angle(0); k < 36; k++ {
			turn := (k + 1) / 2 * 100 * (1 - 2*(k%2)) // 0, +10°, −10°, +20°…
			for _, d := range []int64{tactical.MinimumFlight(u), tactical.FlightLeft(u)} {
				p := geom.Offset(u.Pos, (u.Facing + turn).Norm(), d)
				if _, err := b.Clone().Apply(tactical.Command{Kind: tactical.CmdFly, Side: side, Unit: u.ID, To: p, Alt: u.Alt}); err == nil {
					return u, p, true
				}
			}
		}
	}
	return nil, geom.Point{}, false
}
