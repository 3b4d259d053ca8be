package play

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/game/hex"
	"frontline/game/units"
)

// The Combat Phase end to end: a Sherman that moved into a German-held
// hex lights its targets; clicking the hex declares the attack; the
// defender gets the board after the hand-off, sees the retaliation panel
// and retaliates with all; the shots are in both logs.
func TestAttackAndRetaliate(t *testing.T) {
	h := newHarness(t, 1)
	g := h.game()
	sess := h.s.Session()
	sherman, at := shermanIntoCombat(t, h)

	h.clickHex(at)
	if h.s.sel.unit == 0 {
		t.Fatal("no unit selected")
	}
	if h.s.sel.unit != sherman {
		// Pick the Sherman from the list.
		for _, r := range h.s.side.rows {
			if r.id == sherman {
				h.click(r.r.X+10, r.r.Y+10)
			}
		}
	}
	if h.s.sel.unit != sherman || len(h.s.sel.targets) == 0 || len(h.s.above.targets) == 0 {
		t.Fatalf("selected %d with targets %v lit at %v", h.s.sel.unit, h.s.sel.targets, h.s.above.targets)
	}
	h.save("play-combat-targets.png")
	h.clickHex(at)
	if !h.s.confirm.on || g.OpenEngagement != nil {
		t.Fatal("a click on the target declared the attack without asking")
	}
	h.press(ebiten.KeyEnter)
	if !sess.NeedsHandOff() || sess.HandOffTo() != units.Germany || g.Pending.Kind != game.DecideRetaliation {
		t.Fatalf("after the attack: pending %+v, toast %q", g.Pending, h.s.Toast())
	}
	h.click(640, 400) // Germany takes the board
	if len(h.s.side.rows) == 0 || !h.s.side.retAll.Shown {
		t.Fatalf("no retaliation panel: %d rows", len(h.s.side.rows))
	}
	if h.s.bar.end.Label() != "Decline" {
		t.Errorf("the bar's button says %q during retaliation", h.s.bar.end.Label())
	}
	h.save("play-retaliation.png")
	b := &h.s.side.retAll
	if b.Enabled {
		h.click(b.R.X+b.R.W/2, b.R.Y+b.R.H/2)
	} else {
		h.press(ebiten.KeyEnter) // decline
	}
	if g.Pending.Kind == game.DecideRetaliation {
		t.Fatalf("the retaliation was not declared: %q", h.s.Toast())
	}
	shots := 0
	for _, e := range sess.Logs[units.Germany] {
		if e.Event.Kind == game.EvShot {
			shots++
		}
	}
	if shots == 0 {
		t.Error("no shots in Germany's log")
	}
	// Whatever comes next (another round, the end of the phase) has a
	// button: finish the combat phase by passing.
	for i := 0; i < 20 && !(g.Pending.Side == units.Germany && g.Pending.Kind == game.DecidePhase); i++ {
		if sess.NeedsHandOff() {
			h.click(640, 400)
			continue
		}
		if !h.s.bar.end.Shown {
			t.Fatalf("no button for %+v", g.Pending)
		}
		h.press(ebiten.KeySpace)
	}
	h.save("play-after-combat.png")
}

// shermanIntoCombat plays the intro to the US Movement Phase, drives
// Sherman #3 (unit 16) into the German-held hex 1109 and goes on to the
// US Combat Phase.
func shermanIntoCombat(t *testing.T, h *harness) (game.UnitID, hex.Hex) {
	t.Helper()
	g := h.game()
	h.endPhasesUntil(5, inMovement(g, units.US))
	const sherman = game.UnitID(16)
	at := hex.MustParse("1109")
	opt, ok := g.MoveOptions(sherman)[at.String()]
	if !ok {
		t.Fatalf("the Sherman cannot reach %s", at)
	}
	if _, err := h.s.Session().Do(game.Command{Kind: game.CmdMove, Unit: sherman, Path: opt.Path}); err != nil {
		t.Fatal(err)
	}
	h.step()
	h.endPhasesUntil(3, func() bool { return g.Phase == game.PhaseCombat })
	return sherman, at
}

// selectShermanAt centres the map on the Sherman's hex and selects it
// there (choosing its row when the stack holds more than one unit).
func selectShermanAt(h *harness, sherman game.UnitID, at hex.Hex) {
	h.s.Map().CenterOn(at)
	h.step()
	h.clickHex(at)
	for _, r := range h.s.side.rows {
		if r.id == sherman && !r.chosen {
			h.clickRect(r.r)
			break
		}
	}
}
