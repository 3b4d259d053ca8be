package play

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/game/hex"
	"frontline/game/units"
	"frontline/render/markers"
)

func inMovement(g *game.Game, side units.Side) func() bool {
	return func() bool {
		return g.Pending.Kind == game.DecidePhase && g.Phase == game.PhaseMovement && g.Pending.Side == side
	}
}

// Select a unit by clicking its stack and its row, then click a lit hex:
// the engine moved it there, and the marker layer shows it there.
func TestClickSelectsAndMovesAUnit(t *testing.T) {
	h := newHarness(t, 1)
	g := h.game()
	h.endPhasesUntil(5, inMovement(g, units.US))

	from := hex.MustParse("1209")
	h.clickHex(from)
	if !h.s.sel.on || !h.s.sel.own || h.s.sel.hex != from {
		t.Fatalf("clicking %s did not select the stack: %+v", from, h.s.sel)
	}
	// Pick the rifle squad in the list.
	var pick *row
	for _, r := range h.s.side.rows {
		if r.m.Card != nil && r.m.Card.ID == "us.rifle_squad" {
			pick = r
			break
		}
	}
	if pick == nil {
		t.Fatal("no rifle squad listed in the panel")
	}
	h.click(pick.r.X+pick.r.W/2, pick.r.Y+pick.r.H/2)
	if h.s.sel.unit != pick.id {
		t.Fatalf("clicking the row selected unit %d, want %d", h.s.sel.unit, pick.id)
	}
	if len(h.s.sel.reach) == 0 {
		t.Fatalf("no reachable hexes lit for unit %d", pick.id)
	}
	var to *ReachHex
	for i := range h.s.sel.reach {
		r := &h.s.sel.reach[i]
		if r.Chance == 1 && !r.Stack && h.onMap(r.Hex) {
			to = r
			break
		}
	}
	if to == nil {
		t.Fatal("no safe, empty, visible hex in reach")
	}
	// Hovering previews the path.
	x, y := h.hexAt(to.Hex)
	h.in.X, h.in.Y = int(x), int(y)
	h.step()
	if len(h.s.above.path) == 0 || h.s.above.path[len(h.s.above.path)-1] != to.Hex {
		t.Errorf("no path preview to %s: %v", to.Hex, h.s.above.path)
	}
	if !strings.Contains(h.s.side.info.String(), "Move to "+to.Hex.String()) {
		t.Errorf("panel says %q while hovering %s", h.s.side.info.String(), to.Hex)
	}
	h.clickHex(to.Hex)
	if got := g.Unit(pick.id).Hex; got != to.Hex {
		t.Fatalf("unit %d is at %s, want %s (toast %q)", pick.id, got, to.Hex, h.s.Toast())
	}
	st := h.s.stackAt(to.Hex)
	if st == nil || st.Top().Unit != pick.id {
		t.Errorf("the markers do not show the unit at %s", to.Hex)
	}
	if h.s.sel.hex != to.Hex || len(h.s.sel.reach) != 0 {
		t.Errorf("after the move the selection is %s with %d hexes lit", h.s.sel.hex, len(h.s.sel.reach))
	}
	if !strings.Contains(h.s.side.info.String(), "Cannot move") {
		t.Errorf("the panel does not say why the unit cannot move again: %q", h.s.side.info.String())
	}
	// U takes it back.
	h.press(ebiten.KeyU)
	if got := g.Unit(pick.id).Hex; got != from {
		t.Errorf("after U the unit is at %s, want %s", got, from)
	}
	h.save("play-moved.png")
}

// Before any move Undo is offered but disabled, and resting the pointer
// on it says why (Game.CanUndoMove); U says so too.
func TestDisabledUndoExplainsWhy(t *testing.T) {
	h := newHarness(t, 1)
	g := h.game()
	h.endPhasesUntil(5, inMovement(g, units.US))
	why := g.CanUndoMove()
	if why == nil {
		t.Fatal("undo is possible before any move")
	}
	u := &h.s.bar.undo
	if !u.Shown || u.Enabled {
		t.Fatalf("undo shown %v enabled %v", u.Shown, u.Enabled)
	}
	h.in.X, h.in.Y = int(u.R.X+u.R.W/2), int(u.R.Y+u.R.H/2)
	h.step()
	if h.s.Tip() != upperFirst(why.Error()) {
		t.Errorf("tooltip %q, want %q", h.s.Tip(), why.Error())
	}
	h.save("play-undo-tip.png")
	h.click(u.R.X+u.R.W/2, u.R.Y+u.R.H/2) // a disabled button does nothing
	h.press(ebiten.KeyU)
	if h.s.Toast() != upperFirst(why.Error()) {
		t.Errorf("U says %q, want %q", h.s.Toast(), why.Error())
	}
}

// Ending phases until the turn passes shows the hand-off screen: opaque,
// nothing of the map or panels visible, no key gets through; the click
// gives the board to the other side, which sees only its own View and
// log.
func TestHandOffHidesTheBoard(t *testing.T) {
	h := newHarness(t, 1)
	g := h.game()
	sess := h.s.Session()
	h.endPhasesUntil(10, sess.NeedsHandOff)
	to := sess.HandOffTo()
	if to == sess.Viewer {
		t.Fatal("hand-off to the viewer")
	}
	h.step()
	box := h.s.hand.box(1280, 800)
	bg := HandOffBG.Color()
	for y := 0; y < 800; y += 7 {
		for x := 0; x < 1280; x += 7 {
			if box.Has(x, y) {
				continue
			}
			if p := h.pixel(x, y); p != bg {
				t.Fatalf("pixel (%d,%d) is %v on the hand-off screen, want only %v", x, y, p, bg)
			}
		}
	}
	h.save("play-handoff.png")
	step := g.Step
	phase := g.Phase
	h.press(ebiten.KeyEnter)
	h.press(ebiten.KeySpace)
	if g.Step != step || g.Phase != phase || !sess.NeedsHandOff() {
		t.Fatal("a key acted behind the hand-off screen")
	}
	h.click(640, 400)
	if sess.Viewer != to || sess.NeedsHandOff() {
		t.Fatalf("after the click the viewer is %s", sess.Viewer)
	}
	// Nothing of the other side leaks: the markers are exactly the new
	// viewer's View, the log is its own log.
	want := markers.StacksOf(g.View(to), g.Card)
	got := h.s.Markers().Stacks()
	if len(got) != len(want) {
		t.Fatalf("%d stacks shown, the View has %d", len(got), len(want))
	}
	for i := range want {
		if got[i].Hex != want[i].Hex || got[i].Count != want[i].Count || len(got[i].Markers) != len(want[i].Markers) || got[i].Own != want[i].Own {
			t.Errorf("stack %d: shown %+v, View %+v", i, got[i], want[i])
		}
	}
	if h.s.log.entries != len(sess.Logs[to]) {
		t.Errorf("log shows %d entries, %s's log has %d", h.s.log.entries, to, len(sess.Logs[to]))
	}
	other := game.Enemy(to)
	for _, e := range sess.Logs[other] {
		if !e.Event.Secret {
			continue
		}
		for _, l := range h.s.log.lines {
			if strings.Contains(l.String(), e.Event.Text) {
				t.Errorf("%s's secret %q shows in %s's log", other, e.Event.Text, to)
			}
		}
	}
	if h.s.sel.on {
		t.Error("the other side's selection survived the hand-off")
	}
	h.save("play-after-handoff.png")
}

// Clicking an enemy stack lists only what the View shows of it.
func TestEnemyStackShowsOnlyTheView(t *testing.T) {
	h := newHarness(t, 1)
	g := h.game()
	h.endPhasesUntil(5, inMovement(g, units.US))
	v := g.View(units.US)
	for _, es := range v.Enemy {
		if !h.onMap(es.Hex) || es.Count < 2 {
			continue
		}
		h.clickHex(es.Hex)
		if !h.s.sel.on || h.s.sel.own {
			t.Fatalf("clicking the enemy at %s: %+v", es.Hex, h.s.sel)
		}
		if len(h.s.side.rows) != len(es.Units) {
			t.Errorf("%d rows for an enemy stack the View shows %d markers of", len(h.s.side.rows), len(es.Units))
		}
		for _, r := range h.s.side.rows {
			if r.own || r.chosen {
				t.Error("an enemy row is selectable")
			}
		}
		return
	}
	t.Skip("no enemy stack of two or more on screen")
}
