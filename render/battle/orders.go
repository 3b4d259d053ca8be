package battle

import (
	"errors"
	"fmt"
	"math"
	"regexp"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/tactical"
	"frontline/game/tactical/geom"
	"frontline/game/tactical/standalone"
	"frontline/render/input"
)

// pendKind is the order a ghost piece stands for.
type pendKind uint8

const (
	pendPlace pendKind = iota
	pendMove
	pendFly
)

// pending is an order being shaped on the table before it is given: the
// ghost of the piece where it would go, its facing (or altitude), and
// what the rules say of it. Dropping the ghost shapes it; the wheel or a
// drag of its facing knob turns it; a click on it (or Enter) gives it.
type pending struct {
	on       bool
	kind     pendKind
	unit     tactical.UnitID
	to       geom.Point
	via      []geom.Point
	facing   geom.Angle
	alt      int64
	dragging bool // the ghost follows the pointer
	turning  bool // the facing follows the pointer
	judged   geom.Point
	judgedF  geom.Angle
	judgedA  int64
	why      string // the refusal, "" when the order is legal
	length   int64
	cost     int64
	chance   float64 // of passing every terrain check, 1 when none is asked
	label    pendLabel
}

// orders handles the pointer and keys on the table for the pending
// decision; it reports whether it used the tick's input.
func (s *Scene) orders(in input.Source) bool {
	b := s.m.Battle()
	if b == nil || b.Over() {
		return false
	}
	dec := b.Pending
	mine := dec.Side == s.viewer && s.m.Offer() == ""
	mo := &s.mouse
	if s.ord.on && mine {
		if s.shape(in) {
			return true
		}
	}
	if !mine {
		return s.pick()
	}
	switch dec.Kind {
	case tactical.DecideTerrain:
		return s.terrainInput(in)
	case tactical.DecidePlace:
		if u := s.side.placing(s); u != nil && mo.pressed && s.hover < 0 {
			mo.claimed = true
			s.startOrder(pendPlace, u, s.tableAt(mo.x, mo.y))
			return true
		}
	case tactical.DecideMove, tactical.DecideFly:
		if mo.pressed && s.hover >= 0 {
			u := b.Unit(s.hover)
			kind := pendMove
			if dec.Kind == tactical.DecideFly {
				kind = pendFly
			}
			if u.Side == s.viewer && s.canOrder(u, kind) {
				mo.claimed = true
				s.sel = u.ID
				s.startOrder(kind, u, u.Pos)
				s.side.refresh(s)
				return true
			}
		}
	case tactical.DecideDeclare:
		if mo.click && s.hover >= 0 && s.sel >= 0 {
			if t := b.Unit(s.hover); t.Side != s.viewer {
				s.aim(b.Unit(s.sel), t)
				return true
			}
		}
	}
	return s.pick()
}

// pick selects the piece clicked (or clears the selection on empty
// table); any side's piece may be looked at.
func (s *Scene) pick() bool {
	if !s.mouse.click {
		return false
	}
	if s.hover != s.sel {
		s.sel = s.hover
		s.side.refresh(s)
	}
	return true
}

// canOrder reports whether u may be given an order of kind now.
func (s *Scene) canOrder(u *tactical.Unit, kind pendKind) bool {
	if !u.Active() {
		return false
	}
	if kind == pendFly {
		return u.Aircraft() && tactical.FlightLeft(u) > 0
	}
	return !u.Aircraft() && !u.Moved
}

// startOrder puts a ghost of u at p, following the pointer.
func (s *Scene) startOrder(kind pendKind, u *tactical.Unit, p geom.Point) {
	o := pending{on: true, kind: kind, unit: u.ID, to: p, facing: u.Facing, alt: u.Alt, dragging: true, judged: unjudged}
	if kind == pendPlace {
		o.facing = s.defaultFacing(u, p)
		if u.Aircraft() {
			o.alt = 10 * geom.Inch // 6,000 ft
		}
	}
	s.ord = o
	s.judge()
}

// defaultFacing faces a placed unit across the table: an attacker away
// from the side it came in by, a defender towards the first attackers'
// side.
func (s *Scene) defaultFacing(u *tactical.Unit, p geom.Point) geom.Angle {
	b := s.m.Battle()
	if u.Role == tactical.Attacker {
		return (geom.Side(u.Entered).Facing() + geom.Turn/2).Norm()
	}
	if len(b.Zones) > 0 {
		return geom.Side(b.Zones[0].Side).Facing()
	}
	return 0
}

// shape handles the pointer while a ghost is on the table.
func (s *Scene) shape(in input.Source) bool {
	o, mo := &s.ord, &s.mouse
	b := s.m.Battle()
	u := b.Unit(o.unit)
	gx, gy := s.screenOf(o.to)
	r := s.pieceRadius(u)
	kx, ky := knob(gx, gy, r, o.facing)
	switch {
	case o.dragging:
		o.to = s.tableAt(mo.x, mo.y)
		if o.kind != pendPlace {
			o.facing = s.travelFacing(u, o.to, o.facing)
		}
		if mo.released {
			o.dragging = false
			o.judged = unjudged // judge the drop again, pulled back if need be
		}
	case o.turning:
		o.facing = bearing(gx, gy, float64(mo.x), float64(mo.y))
		o.facing = o.facing / 50 * 50 // 5° steps
		if mo.released {
			o.turning = false
		}
	case mo.pressed && o.kind != pendFly && math.Hypot(float64(mo.x)-kx, float64(mo.y)-ky) < 10:
		o.turning, mo.claimed = true, true
	case mo.pressed && math.Hypot(float64(mo.x)-gx, float64(mo.y)-gy) < r:
		mo.claimed = true
		o.dragging = false // a click gives the order; a drag moves the ghost
	case mo.released && mo.claimed && mo.dragging:
	case mo.click && math.Hypot(float64(mo.x)-gx, float64(mo.y)-gy) < r:
		s.give()
		return true
	case mo.pressed && s.hover < 0 && o.kind == pendPlace:
		mo.claimed = true
		o.to, o.dragging = s.tableAt(mo.x, mo.y), true
	default:
		if mo.down && mo.claimed && mo.dragging {
			o.to = s.tableAt(mo.x, mo.y)
		}
	}
	if in.KeyPressed(ebiten.KeyEnter) || in.KeyPressed(ebiten.KeyKPEnter) {
		s.give()
		return true
	}
	if _, wy := in.Wheel(); wy != 0 {
		if o.kind == pendFly {
			step := int64(geom.Inch)
			if wy < 0 {
				step = -step
			}
			o.alt = min(tactical.Ceiling, max(geom.Inch, o.alt+step))
		} else {
			step := geom.Angle(150)
			if wy < 0 {
				step = -step
			}
			o.facing = (o.facing + step).Norm()
		}
		s.judge()
		return true
	}
	s.judge()
	return o.dragging || o.turning || mo.claimed
}

// unjudged is no point of the table: a ghost there is judged again.
var unjudged = geom.Pt(-1<<40, 0)

// knob is where the facing handle of a ghost at (x, y) is drawn.
func knob(x, y, r float64, f geom.Angle) (float64, float64) {
	a := screenAngle(f)
	return x + (r+12)*math.Cos(a), y + (r+12)*math.Sin(a)
}

// travelFacing faces a moving piece along its last leg, keeping the old
// facing for a turn in place.
func (s *Scene) travelFacing(u *tactical.Unit, to geom.Point, old geom.Angle) geom.Angle {
	from := u.Pos
	if n := len(s.ord.via); n > 0 {
		from = s.ord.via[n-1]
	}
	if geom.Dist2(from, to) < 25*25 {
		return old
	}
	return geom.Bearing(from, to)
}

// command is the engine order the ghost stands for.
func (o *pending) command(s *Scene) tactical.Command {
	c := tactical.Command{Side: s.viewer, Unit: o.unit, To: o.to, Facing: o.facing, Alt: o.alt}
	switch o.kind {
	case pendPlace:
		c.Kind = tactical.CmdPlace
	case pendMove:
		c.Kind, c.Path = tactical.CmdMove, o.via
	case pendFly:
		c.Kind = tactical.CmdFly
	}
	return c
}

// judge asks the rules about the ghost's order when it changed: on a
// copy of the battle, so nothing is rolled or changed.
func (s *Scene) judge() {
	o := &s.ord
	if !o.on || (o.to == o.judged && o.facing == o.judgedF && o.alt == o.judgedA) {
		return
	}
	o.judged, o.judgedF, o.judgedA = o.to, o.facing, o.alt
	b := s.m.Battle()
	u := b.Unit(o.unit)
	o.via, o.why, o.cost, o.length, o.chance = nil, "", 0, 0, 1
	if o.kind == pendPlace {
		o.why = ruleText(b.CheckPlace(u, o.to, o.alt))
		o.label.set(s)
		return
	}
	err := s.tryOrder(o.command(s))
	if o.kind == pendMove && err != nil {
		// Round what is closed to the unit, if a way exists.
		if via, _, ok := b.Route(u, o.to); ok && len(via) > 0 && len(via) <= tactical.MaxLegs {
			o.via = via
			if e2 := s.tryOrder(o.command(s)); e2 == nil {
				err = nil
			} else {
				o.via = nil
			}
		}
	}
	switch {
	case o.kind == pendMove && tactical.OutOfReach(err):
		err = s.clampToReach(err) // reach.go
	case err != nil && o.kind != pendPlace && !o.dragging:
		err = s.pullBack(err)
	}
	o.why = ruleText(err)
	pts := append(append([]geom.Point{u.Pos}, o.via...), o.to)
	for i := 1; i < len(pts); i++ {
		o.length += geom.Distance(pts[i-1], pts[i])
	}
	if o.kind == pendMove {
		o.chance = crossingChance(b, u, pts)
	}
	o.label.set(s)
}

// pullBack brings a refused ghost back along its last leg to the
// farthest point the rules allow, when that keeps most of the way: a
// drag to the edge of a unit's reach lands a pixel beyond it as often
// as not. It returns the refusal still standing (nil once pulled back).
func (s *Scene) pullBack(err error) error {
	o := &s.ord
	from, to := s.legStart(), o.to
	// Legality need not shrink with the leg (a short flight may not turn
	// as far), so step back from the drop, then close in on the edge.
	lo, hi := int64(-1), int64(1024)
	for k := int64(1024 - 16); k >= 1024*3/4; k -= 16 {
		if s.legalOnLeg(from, to, k) {
			lo = k
			break
		}
		hi = k
	}
	if lo < 0 {
		o.to = to
		return err
	}
	o.to = s.edgeOfLeg(from, to, lo, hi) // reach.go
	o.judged = o.to
	return s.tryOrder(o.command(s))
}

var costing = regexp.MustCompile(`costing ([0-9.]+)"`)

// tryOrder gives c to a copy of the battle and reads the cost back.
func (s *Scene) tryOrder(c tactical.Command) error {
	evs, err := s.m.Check(c)
	if err != nil {
		return err
	}
	for _, e := range evs {
		if m := costing.FindStringSubmatch(e.Text); m != nil {
			if v, err := strconv.ParseFloat(m[1], 64); err == nil {
				s.ord.cost = int64(math.Round(v * geom.Inch))
			}
		}
	}
	return nil
}

// ruleText is a refusal in words with its rule, "" for none.
func ruleText(err error) string {
	if err == nil {
		return ""
	}
	var re *tactical.RuleError
	if errors.As(err, &re) {
		return re.Msg() + " (" + re.Rule + ")"
	}
	var se *standalone.RuleError
	if errors.As(err, &se) {
		return se.Msg + " (" + se.Rule + ")"
	}
	return err.Error()
}

// give sends the ghost's order.
func (s *Scene) give() {
	o := s.ord
	if o.why != "" {
		s.say(o.why, true)
		return
	}
	if s.do(o.command(s)) {
		s.ord = pending{}
	}
}

// do sends one order of the viewer's to the engagement; a refusal is
// said on screen with its rule.
func (s *Scene) do(c tactical.Command) bool {
	c.Side = s.viewer
	return s.act(func() error { return s.m.Order(c) })
}

// send gives an order of the standalone battle's own (buying, choosing).
func (s *Scene) send(c standalone.Command) bool {
	return s.act(func() error { _, err := s.match.Do(c); return err })
}

// act gives an order and shows what followed.
func (s *Scene) act(order func() error) bool {
	from := len(s.m.Entries())
	if err := order(); err != nil {
		s.say(ruleText(err), true)
		return false
	}
	s.fx.queue(s, from)
	s.refresh()
	return true
}

// crossingChance is the chance of passing every terrain check a move
// along pts asks (III.3.1): the checks of the features it enters, each
// kind once, the water's left to the bridge or ford over it, and the
// table ground's first off-road check. It reads the same public data
// the engine does; the engine rolls.
func crossingChance(b *tactical.Battle, u *tactical.Unit, pts []geom.Point) float64 {
	m := tactical.MoverOf(u.Card)
	seen := map[tactical.CheckKind]bool{}
	p := 1.0
	need := func(k tactical.CheckKind) {
		if n := k.Need(m); n > 0 && !seen[k] {
			seen[k] = true
			p *= float64(11-n) / 10
		}
	}
	road := true
	for i := 1; i < len(pts); i++ {
		feats := b.Table.Crossed(pts[i-1], pts[i])
		bridged := false
		for _, f := range feats {
			bridged = bridged || (f.Kind.Layer == tactical.Crossing && f.Kind.Passage(m) == tactical.Free)
		}
		for _, f := range feats {
			if f.Kind.Passage(m) == tactical.Check && !(bridged && f.Kind.Layer == tactical.Water) && !inside(f, pts[i-1]) {
				need(f.Kind.Check)
			}
		}
		road = road && onRoad(b.Table, pts[i-1]) && onRoad(b.Table, pts[i]) && onRoad(b.Table, geom.Lerp(pts[i-1], pts[i], 1, 2))
	}
	if g := b.Table.Ground; g != nil && !u.Footing && !road && len(pts) > 1 && g.Passage(m) == tactical.Check {
		need(g.Check)
	}
	return p
}

func inside(f *tactical.Feature, p geom.Point) bool { return f.Shape.Contains(p) }

func onRoad(t *tactical.Table, p geom.Point) bool {
	for _, f := range t.At(p) {
		if f.Kind.ID == "road" || f.Kind.Layer == tactical.Crossing {
			return true
		}
	}
	return false
}

// pct prints a chance as a whole percentage.
func pct(p float64) string { return fmt.Sprintf("%.0f%%", p*100) }
