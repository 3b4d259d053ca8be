package play

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/game/hex"
	"frontline/game/units"
	"frontline/render/sound"
)

// VI.2.1 on screen: when the US ends its Combat Phase beside German units
// it moved next to without attacking, Germany is offered defensive
// combat; after the hand-off its units in the hex show their targets, a
// click on one opens the same confirmation as an attack, and Enter
// declares the defensive combat (not only Decline, as before).
func TestVI21_DefensiveCombatDeclaredOnScreen(t *testing.T) {
	at := hex.MustParse("1109")
	var h *harness
	var mover game.UnitID
	for seed := uint64(1); seed < 40 && h == nil; seed++ { // the minefield in 1109 destroys some squads on entry
		_, cfg := newSession(t, seed, nil)
		cfg.Sound = sound.Muted()
		try := newHarnessFor(t, cfg)
		try.endPhasesUntil(5, inMovement(try.game(), units.US))
		g := try.game()
		for _, u := range g.Units {
			if u.Side == units.US && u.Card.Name == "Rifle Squad" && u.Hex == hex.MustParse("1209") {
				mover = u.ID
				break
			}
		}
		if mover == 0 {
			t.Fatal("no US Rifle Squad in 1209")
		}
		if _, err := try.s.Session().Do(game.Command{Kind: game.CmdMove, Unit: mover, Path: []hex.Hex{at}}); err != nil {
			t.Fatalf("move into %s: %v", at, err)
		}
		if g.Unit(mover).Place != game.Destroyed {
			h = try
		}
	}
	if h == nil {
		t.Fatal("no seed below 40 lets the squad into 1109 alive")
	}
	g := h.game()
	for range 3 {
		if g.Pending.Kind != game.DecidePhase || g.Pending.Side != units.US {
			break
		}
		if _, err := h.s.Session().Do(game.Command{Kind: game.CmdEndPhase, Side: units.US}); err != nil {
			t.Fatal(err)
		}
	}
	h.s.stale = true
	h.step()
	if g.Pending.Kind != game.DecideDefensiveCombat {
		t.Fatalf("no defensive combat offered (pending %+v; squad %s)", g.Pending, g.Unit(mover).Hex)
	}
	h.handOff(units.Germany)
	var defender game.UnitID
	for _, id := range g.Pending.Choices {
		if len(g.DefenceTargets(id)) > 0 {
			defender = id
			break
		}
	}
	if defender == 0 {
		t.Fatalf("no German unit with a defensive target among %v", g.Pending.Choices)
	}
	h.s.Map().CenterOn(at)
	h.step()
	h.s.Select(g.Unit(defender).Hex)
	h.step()
	h.s.selectUnit(defender)
	h.step()
	if len(h.s.sel.targets) == 0 {
		t.Fatalf("unit %d selected at the offer shows no targets", defender)
	}
	for _, r := range h.s.side.rows {
		if r.id == h.s.sel.targets[0] {
			h.click(r.r.X+10, r.r.Y+10)
			break
		}
	}
	if !h.s.confirm.on || h.s.confirm.cmd.Kind != game.CmdDefend {
		t.Fatalf("no defensive combat confirmation: open %v, command %q", h.s.confirm.on, h.s.confirm.cmd.Kind)
	}
	h.press(ebiten.KeyEnter)
	if e := g.OpenEngagement; e == nil || !e.Defensive {
		t.Fatalf("Enter did not declare defensive combat: pending %+v, toast %q", g.Pending, h.s.Toast())
	}
}
