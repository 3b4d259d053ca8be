package battle

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/tactical"
	"frontline/game/tactical/geom"
	"frontline/game/tactical/standalone"
	"frontline/render/input"
	"frontline/render/widget"
)

// opening is a harness on battle id at its first placement, the side
// placing at the screen.
func opening(t *testing.T, id string) *harness {
	m, err := NewMatch(data(t), id, 1)
	if err != nil {
		t.Fatal(err)
	}
	h := newHarness(t, m, Config{})
	h.takeOver()
	return h
}

// A unit is placed by pressing on the table, dragging it to its spot,
// turning it with the wheel and clicking it (IX.4.4).
func TestIX44_PlacementByDragWheelAndClick(t *testing.T) {
	h := opening(t, "rapido")
	b := h.s.m.Battle()
	u := h.s.side.placing(h.s)
	if u == nil {
		t.Fatal("no unit to place")
	}
	p, ok := b.Spot(u, 0)
	if !ok {
		t.Fatal("no spot")
	}
	p = towards(p, geom.Pt(0, 0), 6*geom.Inch) // off the table's edge
	x, y := h.s.screenOf(p)
	h.drag(x-30, y-20, x, y)
	if !h.s.ord.on || h.s.ord.why != "" {
		t.Fatalf("no legal ghost after the drag: on %v, %q", h.s.ord.on, h.s.ord.why)
	}
	f0 := h.s.ord.facing
	h.in.WheelY = 1
	h.step()
	if got := geom.Diff(h.s.ord.facing, f0); got != 150 {
		t.Errorf("a notch of the wheel turned the ghost by %v, want 15°", got)
	}
	h.click(x, y)
	if u.Status != tactical.OnTable {
		t.Fatalf("%s not placed: %v (message %q)", u.Card.Name, u.Status, h.s.msg.para.String())
	}
	if geom.Distance(u.Pos, p) > 20 || u.Facing != (f0+150).Norm() {
		t.Errorf("placed at %v facing %v, want near %v facing %v", u.Pos, u.Facing, p, (f0 + 150).Norm())
	}
}

// An attacker dropped outside its zone is refused with the rule, and
// nothing is placed (IX.4.3).
func TestIX43_PlacementOutsideTheZoneRefused(t *testing.T) {
	h := opening(t, "rapido")
	b := h.s.m.Battle()
	for n := 0; b.Pending.Kind == tactical.DecidePlace; n++ {
		r, _ := b.RoleOf(b.Pending.Side)
		if r == tactical.Attacker {
			break
		}
		if n > 80 {
			t.Fatalf("placing for the defender goes nowhere: %q", h.s.msg.para.String())
		}
		h.press("Place it for me")
		h.takeOver()
	}
	u := h.s.side.placing(h.s)
	if u == nil || u.Role != tactical.Attacker {
		t.Fatal("the attackers never came to place")
	}
	x, y := h.s.screenOf(geom.Pt(0, 0)) // the middle of the table: no zone reaches it
	h.drag(x-20, y, x, y)
	if !strings.Contains(h.s.ord.why, "IX.4.3") {
		t.Fatalf("ghost outside the zone not refused by IX.4.3: %q", h.s.ord.why)
	}
	h.click(x, y)
	if u.Status != tactical.Waiting || !strings.Contains(h.s.msg.para.String(), "IX.4.3") {
		t.Errorf("status %v, message %q: want the unit waiting and the rule said", u.Status, h.s.msg.para.String())
	}
}

// movingUnit is a unit of the viewer that may move, and a legal point
// part of its allowance away.
func movingUnit(t *testing.T, h *harness) (*tactical.Unit, geom.Point) {
	b := h.s.m.Battle()
	for i := range b.Units {
		u := &b.Units[i]
		if u.Side != h.s.viewer || !h.s.canOrder(u, pendMove) || b.Allowance(u) == 0 {
			continue
		}
		for a := geom.Angle(0); a < geom.Turn; a += 300 {
			p := geom.Offset(u.Pos, a, b.Allowance(u)/2)
			c := tactical.Command{Kind: tactical.CmdMove, Side: u.Side, Unit: u.ID, To: p, Facing: a}
			if evs, err := b.Clone().Apply(c); err == nil && len(evs) == 1 {
				return u, p // moved with no check to roll
			}
		}
	}
	t.Skip("no unit may move without a check in this position")
	return nil, geom.Point{}
}

// A ground move is a drag of the piece and a click on its ghost; Undo
// takes it back before the step ends (IX.5.2).
func TestIX52_MoveByDragThenUndo(t *testing.T) {
	h := stage(t, "foggia-approaches", 3, "movement")
	u, p := movingUnit(t, h)
	from := u.Pos
	x0, y0 := h.s.pieceAt(u)
	x1, y1 := h.s.screenOf(p)
	h.drag(x0, y0, x1, y1)
	if !h.s.ord.on || h.s.ord.why != "" {
		t.Fatalf("no legal ghost: %q", h.s.ord.why)
	}
	if h.s.ord.label.n == 0 || !strings.Contains(h.s.ord.label.lines[0].String(), "used of") {
		t.Errorf("the ghost does not say the inches used and left")
	}
	h.click(x1, y1)
	u = h.s.m.Battle().Unit(u.ID)
	if !u.Moved || geom.Distance(u.Pos, p) > 20 {
		t.Fatalf("not moved: moved %v at %v, want near %v", u.Moved, u.Pos, p)
	}
	h.press("Undo last move")
	u = h.s.m.Battle().Unit(u.ID)
	if u.Moved || u.Pos != from {
		t.Errorf("after Undo: moved %v at %v, want back at %v", u.Moved, u.Pos, from)
	}
}

// A move dragged beyond the allowance stops the ghost at the farthest
// point of the way the rules allow, its inches shown, and a click on the
// ghost moves the unit there (IX.5.2).
func TestIX52_TooLongAMoveStopsAtTheReach(t *testing.T) {
	h := stage(t, "foggia-approaches", 3, "movement")
	u, _ := movingUnit(t, h)
	from := u.Pos
	b := h.s.m.Battle()
	far := towards(u.Pos, geom.Pt(0, 0), b.Allowance(u)*4)
	if geom.Distance(u.Pos, far) <= b.Allowance(u) {
		far = geom.Offset(u.Pos, u.Facing, b.Allowance(u)*4)
	}
	x0, y0 := h.s.pieceAt(u)
	x1, y1 := h.s.screenOf(far)
	h.drag(x0, y0, x1, y1)
	o := &h.s.ord
	if o.why != "" {
		t.Fatalf("a move of %s\" with %s\" allowed is refused, not shortened: %q", geom.Inches(geom.Distance(from, far)), geom.Inches(b.Allowance(u)), o.why)
	}
	if o.cost > b.Allowance(u) || o.cost < b.Allowance(u)*9/10 || !strings.Contains(o.label.lines[0].String(), "used of") {
		t.Fatalf("the ghost stops at %s\" of %s\" (label %q)", geom.Inches(o.cost), geom.Inches(b.Allowance(u)), o.label.lines[0].String())
	}
	to := o.to
	gx, gy := h.s.screenOf(to)
	h.click(gx, gy)
	if u = h.s.m.Battle().Unit(u.ID); !u.Moved || u.Pos != to {
		t.Errorf("moved %v to %v, want the ghost's %v", u.Moved, u.Pos, to)
	}
}

// Q140: a move within reach onto another unit's base is refused on the
// ghost with the decision's reason, not shortened.
func TestQ140_MoveOntoABaseRefusedOnTheGhost(t *testing.T) {
	h := stage(t, "foggia-approaches", 3, "movement")
	u, _ := movingUnit(t, h)
	b := h.s.m.Battle()
	var onto *tactical.Unit
	for i := range b.Units {
		if v := &b.Units[i]; v.ID != u.ID && v.Status == tactical.OnTable && !v.Aircraft() && tactical.BaseRadius(v.Card) > 0 {
			onto = v
			break
		}
	}
	// The other unit is set down on a spot u could move to.
	d := min(b.Allowance(u)/2, 60)
	for a := geom.Angle(0); a < geom.Turn; a += 300 {
		p := geom.Offset(u.Pos, a, d)
		if b.CheckMove(tactical.Command{Kind: tactical.CmdMove, Side: u.Side, Unit: u.ID, To: p, Facing: a}) == nil {
			onto.Pos = p
			break
		}
	}
	h.s.spread.valid = false // set down by hand, not by an order: no new stamp
	x0, y0 := h.s.pieceAt(u)
	x1, y1 := h.s.screenOf(onto.Pos)
	h.drag(x0, y0, x1, y1)
	if !strings.Contains(h.s.ord.why, tactical.BaseRule) {
		t.Fatalf("a move onto %s's base: %q", onto.Card.Name, h.s.ord.why)
	}
	l := &h.s.ord.label
	if !l.bad || !strings.HasPrefix(l.lines[0].String(), "Cannot move here") || !strings.Contains(l.lines[2].String(), tactical.BaseRule) {
		t.Errorf("the ghost's note does not say the move is refused and why: %q / %q", l.lines[0].String(), l.lines[2].String())
	}
}

// A ghost dragged over an enemy keeps its own note: no line of sight
// from the unit's old spot is drawn over it (IX.5.2).
func TestIX52_GhostOverAnEnemyKeepsItsNote(t *testing.T) {
	h := stage(t, "foggia-approaches", 3, "movement")
	u, _ := movingUnit(t, h)
	b := h.s.m.Battle()
	var foe *tactical.Unit
	for i := range b.Units {
		if v := &b.Units[i]; v.Side != u.Side && v.Status == tactical.OnTable {
			foe = v
			break
		}
	}
	x0, y0 := h.s.pieceAt(u)
	x1, y1 := h.s.pieceAt(foe)
	h.drag(x0, y0, x1, y1)
	if !h.s.ord.on || h.s.ord.label.n == 0 {
		t.Fatalf("no ghost with a note after the drag")
	}
	if h.s.hover != foe.ID {
		t.Fatalf("the pointer is not over the enemy #%d (hover %d)", foe.Number(), h.s.hover)
	}
	if h.s.los.on {
		t.Errorf("a line of sight from the old spot is drawn over the ghost's note")
	}
}

// Hovering an enemy with a unit selected draws the line of sight, green
// and with each weapon's odds when clear (Appendix C, IX.5.4).
func TestIX54_LineOfSightAndOddsOnHover(t *testing.T) {
	h := stage(t, "foggia-approaches", 1, "fire")
	h.in.X, h.in.Y = h.s.Pose("fire", false, 0)
	h.step()
	l := &h.s.los
	if !l.on || !l.clear {
		t.Fatalf("line of sight on %v clear %v, want a clear line", l.on, l.clear)
	}
	hit := false
	for _, ln := range l.lines {
		hit = hit || strings.Contains(ln.String(), "hit ")
	}
	if !hit {
		t.Errorf("no weapon's odds shown")
	}
}

// A blocked line is red with the feature that blocks it lit.
func TestIX54_BlockedLineLitsTheBlocker(t *testing.T) {
	h := stage(t, "foggia-approaches", 1, "fire")
	h.in.X, h.in.Y = h.s.Pose("fire", true, 0)
	h.step()
	l := &h.s.los
	if !l.on || l.clear || !l.blocked {
		t.Fatalf("line on %v clear %v blocker %v, want a blocked line with its blocker", l.on, l.clear, l.blocked)
	}
}

// Fire declares the pre-selected targets and fights the round when the
// defender ends; the shots are shown one by one and a click skips them
// (Inset IX.6).
func TestInsetIX6_FireDeclaresAndShowsTheShots(t *testing.T) {
	h := stage(t, "foggia-approaches", 1, "fire")
	turn := h.s.m.Battle().Turn
	for n := 0; n < 6 && h.s.m.Battle().Turn == turn; n++ {
		h.takeOver()
		h.press("Fire")
	}
	if h.s.m.Battle().Turn == turn {
		t.Logf("turn %d round %d step %v", h.s.m.Battle().Turn, h.s.m.Battle().Round, h.s.m.Battle().Step)
		t.Fatal("the round was not fought")
	}
	if !h.s.fx.busy() {
		t.Fatal("no shot shown after the round")
	}
	h.click(640, 300)
	if h.s.fx.busy() {
		t.Errorf("a click did not skip the shots")
	}
}

// After a side ends its step, the other side's player takes over on a
// screen that hides the table.
func TestHandOffHidesTheTable(t *testing.T) {
	h := stage(t, "foggia-approaches", 1, "movement")
	h.press("End movement")
	if !h.s.handoff {
		t.Fatal("no hand-off after the step ended")
	}
	px := make([]byte, 4)
	h.screen.SubImage(rectAt(300, 400)).(interface{ ReadPixels([]byte) }).ReadPixels(px)
	bg := widget.PanelBG.Color()
	if px[0] != bg.R || px[1] != bg.G || px[2] != bg.B {
		t.Errorf("the table shows through the hand-off screen: %v", px)
	}
	h.takeOver()
	if h.s.handoff || h.s.viewer != h.s.m.Battle().Pending.Side {
		t.Errorf("taking over left the screen hidden or the wrong viewer")
	}
}

// The points battle: each side buys in secret, then the d20 winner
// chooses to attack or defend (Inset II.3).
func TestInsetII3_PointsBattleBoughtInSecret(t *testing.T) {
	m, err := NewMatch(data(t), PointsID, 5)
	if err != nil {
		t.Fatal(err)
	}
	h := newHarness(t, m, Config{})
	for n := 0; n < 2; n++ {
		h.takeOver()
		p := h.s.buy
		if p == nil || !p.shown {
			t.Fatal("no buying page")
		}
		if p.spent() != 0 {
			t.Fatalf("%s's page starts with %d spent: the other side's purchase shows", h.s.viewer, p.spent())
		}
		for i := range p.rows {
			if p.rows[i].cost <= 60 {
				h.clickRect(p.rows[i].plus.R)
				h.clickRect(p.rows[i].plus.R)
				break
			}
		}
		if p.spent() == 0 {
			t.Fatal("the + button bought nothing")
		}
		h.clickRect(p.done.R)
	}
	h.takeOver()
	if h.s.buy == nil || h.s.buy.phase != 1 {
		t.Fatalf("after both bought: phase %v, want the choice", h.s.match.Game.Phase)
	}
	h.clickRect(h.s.buy.choose[0].R)
	if b := h.s.m.Battle(); b == nil || h.s.buy.shown {
		t.Fatal("choosing to attack did not open the table")
	}
}

// A battle saved in the middle is loaded as it was.
func TestSaveAndLoadMidBattle(t *testing.T) {
	m, err := Stage(data(t), "altavilla", 2, "fire")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := Save(dir, "mid", m); err != nil {
		t.Fatal(err)
	}
	if got := Saves(dir); len(got) != 1 || got[0] != "mid" {
		t.Fatalf("saves listed: %v", got)
	}
	l, err := Load(data(t), filepath.Join(dir, "mid"+SaveExt))
	if err != nil {
		t.Fatal(err)
	}
	if l.Game.Hash() != m.Game.Hash() || len(l.History) != len(m.History) {
		t.Errorf("loaded battle differs: hash %x vs %x", l.Game.Hash(), m.Game.Hash())
	}
}

// "Place the rest for me" places every unit of the side at the screen,
// each in its turn as placement alternates with the hot-seat hand-offs
// in between, and none of the other side's (IX.4.4).
func TestIX44_PlaceTheRestForMe(t *testing.T) {
	h := opening(t, "persano")
	me := h.s.viewer
	h.press("Place the rest for me")
	b := h.s.m.Battle()
	byHand := 0 // the other player's units, placed one press at a time
	for n := 0; b.Pending.Kind == tactical.DecidePlace; n++ {
		if n > 400 {
			t.Fatal("placement does not end")
		}
		if b.Pending.Side != me && h.s.viewer == b.Pending.Side {
			h.press("Place it for me")
			byHand++
		}
		h.takeOver()
		h.step()
	}
	theirs := 0
	for i := range b.Units {
		u := &b.Units[i]
		switch {
		case u.Side == me && b.Due(u):
			t.Errorf("%s #%d of the side at the screen still waits to be placed", u.Card.Name, u.ID)
		case u.Side != me && u.Status == tactical.OnTable:
			theirs++
		}
	}
	if theirs != byHand {
		t.Errorf("%d of the other side's units on the table, %d placed by its player", theirs, byHand)
	}
}

// A button's tooltip goes with the click that acts on it: "Place the rest
// for me" is gone from the panel after it acts, and its tip must not stay
// over the table until the pointer next crosses the panel.
func TestTipGoesWithTheButtonThatActed(t *testing.T) {
	h := opening(t, "persano")
	b, ok := h.button("Place the rest for me")
	if !ok {
		t.Fatal("no Place the rest for me")
	}
	h.in.X, h.in.Y = int(b.R.X+b.R.W/2), int(b.R.Y+b.R.H/2)
	h.step()
	if h.s.tip.Text() == "" {
		t.Fatal("no tip while the pointer rests on the button")
	}
	h.press("Place the rest for me")
	x, y := h.s.screenOf(geom.Pt(0, 0))
	h.in.X, h.in.Y = int(x), int(y)
	h.step()
	if tip := h.s.tip.Text(); tip != "" {
		t.Errorf("with the pointer on the table the tip %q is still shown", tip)
	}
}

// In hot-seat both players may ask for the rest of their units to be
// placed: each request holds for that side's turns until placement ends,
// the second does not cancel the first (IX.4.4).
func TestIX44_BothPlayersPlaceTheRestForThem(t *testing.T) {
	h := opening(t, "persano")
	me := h.s.viewer
	h.press("Place the rest for me")
	b := h.s.m.Battle()
	presses := 1
	for n := 0; b.Pending.Kind == tactical.DecidePlace; n++ {
		if n > 400 {
			t.Fatal("placement does not end")
		}
		h.takeOver()
		h.step()
		if b.Pending.Kind == tactical.DecidePlace && b.Pending.Side != me && h.s.viewer == b.Pending.Side && !h.s.handoff && !h.s.placeRest[b.Pending.Side] {
			if presses > 1 {
				t.Fatalf("the other side is asked again at turn %d: its request was lost", n)
			}
			h.press("Place the rest for me")
			presses++
		}
		if b.Pending.Kind == tactical.DecidePlace && !h.s.placeRest[me] {
			t.Fatalf("the first request was dropped when the other side asked too")
		}
	}
	for i := range b.Units {
		if u := &b.Units[i]; b.Due(u) {
			t.Errorf("%s #%d still waits to be placed", u.Card.Name, u.Number())
		}
	}
}

// Enter or Space ends the step with no order being shaped, as they end a
// phase on the map: here the movement step (IX.5.2).
func TestIX52_EnterEndsTheStep(t *testing.T) {
	h := stage(t, "foggia-approaches", 3, "movement")
	b := h.s.m.Battle()
	if b.Pending.Kind != tactical.DecideMove || b.Pending.Side != h.s.viewer {
		t.Fatalf("pending %+v: not the viewer's movement", b.Pending)
	}
	side, turn := b.Pending.Side, b.Turn
	h.in.Press(ebiten.KeyEnter)
	h.step()
	if b = h.s.m.Battle(); b.Pending.Kind == tactical.DecideMove && b.Pending.Side == side && b.Turn == turn {
		t.Error("Enter did not end the movement step")
	}
}

// The buy page's tip ("Buy at least one unit" on the button while
// nothing is bought) goes with the page it was about: once both forces
// are bought the next page shows no tip left over from it (Inset II.3).
func TestInsetII3_BuyPageTipGoesWithThePage(t *testing.T) {
	m, err := NewMatch(data(t), PointsID, 9)
	if err != nil {
		t.Fatal(err)
	}
	h := newHarness(t, m, Config{})
	p := h.s.buy
	if p == nil || !p.shown {
		t.Fatal("the battle does not open on the buy page")
	}
	h.in.X, h.in.Y = int(p.done.R.X+p.done.R.W/2), int(p.done.R.Y+p.done.R.H/2)
	h.step()
	if h.s.tip.Text() == "" {
		t.Fatal("no tip on the disabled button: not the position this test is about")
	}
	// Both forces bought elsewhere (the other side's page, a computer),
	// the pointer left where it was.
	for _, side := range standalone.Players {
		if !h.s.send(standalone.Command{Kind: standalone.CmdBuy, Side: side, Buy: []string{p.rows[0].card.ID}}) {
			t.Fatalf("%s's purchase refused", side)
		}
	}
	h.step()
	if p.phase == standalone.PhaseBuy {
		t.Fatal("still buying")
	}
	if tip := h.s.tip.Text(); tip != "" {
		t.Errorf("the tip %q of the buy page is still shown", tip)
	}
}

// An Enter or Space meant to skip the computer's turn that arrives as the
// turn ends does not end the player's own step: the keys wait half a
// second after the computer held the screen (input.KeyGrace).
func TestIX52_KeyThatSkippedTheComputerDoesNotEndTheStep(t *testing.T) {
	h := stage(t, "foggia-approaches", 3, "movement")
	b := h.s.m.Battle()
	side, turn, kind := b.Pending.Side, b.Turn, b.Pending.Kind
	h.s.cpu.since = 0 // the computer's turn has just ended
	h.in.Press(ebiten.KeySpace)
	h.step()
	if b = h.s.m.Battle(); b.Pending.Kind != kind || b.Pending.Side != side || b.Turn != turn {
		t.Fatal("a Space just after the computer's turn ended the player's step")
	}
	for range input.KeyGrace {
		h.step()
	}
	h.in.Press(ebiten.KeySpace)
	h.step()
	if b = h.s.m.Battle(); b.Pending.Kind == kind && b.Pending.Side == side && b.Turn == turn {
		t.Error("Space did not end the step once the grace was over")
	}
}
