package game

import (
	"strings"
	"testing"

	"frontline/game/dice"
	"frontline/game/hex"
	"frontline/game/units"
)

func reconCmd(u *Unit, h string) Command {
	at := hex.MustParse(h)
	return Command{Kind: CmdRecon, Side: u.Side, Unit: u.ID, Hex: &at}
}

// nextTo is a hex adjacent to h.
func nextTo(h string, i int) string { return hex.Neighbors(hex.MustParse(h))[i].String() }

// VI.6.1: a d10 of 5 reveals a fogged stack one hex away for the rest of
// the turn, with +1 initiative against it; the scout may not fight this
// turn nor scout again; a 4 learns nothing; the reveal lapses with the turn.
func TestVI61_ReconFivePlusReveals(t *testing.T) {
	g, _ := newTestGame(t, 1)
	fogToMovement(t, g, units.US)
	const orta = "0908" // ruined city: fog applies
	jeep := addUnit(t, g, "us.jeep", units.US, nextTo(orta, 0))
	far := addUnit(t, g, "us.jeep", units.US, "0606")
	if _, err := g.Apply(reconCmd(far, orta)); err == nil || !strings.Contains(err.Error(), "VI.6.1") {
		t.Fatalf("recon from 0606 to %s: %v", orta, err)
	}
	squad := addUnit(t, g, "us.rifle_squad", units.US, nextTo(orta, 0))
	if _, err := g.Apply(reconCmd(squad, orta)); err == nil {
		t.Fatal("a rifle squad scouted")
	}

	g.dice = dice.ScriptT(t, 5, 4)
	evs, err := g.Apply(reconCmd(jeep, orta))
	if err != nil {
		t.Fatal(err)
	}
	ev, ok := hasEvent(evs, EvRecon)
	if !ok || ev.Amount != 5 || len(ev.Rolls) != 1 || ev.Rolls[0].Rule != "VI.6.1" {
		t.Fatalf("recon event %+v", ev)
	}
	at := hex.MustParse(orta)
	es, _ := fogEnemyAt(g.View(units.US), orta)
	if !es.Revealed || es.Why != RevealRecon || len(es.Units) != len(g.Stack(at)) || es.ReconBonus != 1 {
		t.Fatalf("after recon 5: %+v", es)
	}
	if g.ReconBonus(units.US, at) != 1 || g.ReconBonus(units.Germany, at) != 0 {
		t.Error("recon bonus should be +1 for the US only")
	}
	if !g.ReconnedThisTurn(jeep) {
		t.Error("the jeep should be barred from combat this turn (VI.6)")
	}
	if _, err := g.Apply(reconCmd(jeep, orta)); err == nil || !strings.Contains(err.Error(), "VI.6.1") {
		t.Fatalf("second recon in one movement phase: %v", err)
	}
	// Germany hears of the recon but not which hidden unit made it.
	shown := g.FilterEvents(units.Germany, evs)
	if _, ok := hasEvent(shown, EvReconUnit); ok {
		t.Error("Germany is told which unit scouted")
	}
	if e, ok := hasEvent(shown, EvRecon); !ok || e.Text != ev.Text {
		t.Error("Germany should see the recon roll")
	}

	// A 4 fails.
	addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	scout := addUnit(t, g, "us.jeep", units.US, nextTo("0606", 1))
	if _, err := g.Apply(reconCmd(scout, "0606")); err != nil {
		t.Fatal(err)
	}
	if es, _ := fogEnemyAt(g.View(units.US), "0606"); es.Revealed || len(es.Units) != 1 {
		t.Errorf("failed recon revealed %+v", es)
	}
	if !g.ReconnedThisTurn(scout) || g.ReconBonus(units.US, hex.MustParse("0606")) != 0 {
		t.Error("a failed attempt still uses the scout and gives no bonus")
	}

	// The reveal lapses when the US turn ends.
	for g.Active == units.US {
		endPhase(t, g)
	}
	if es, _ := fogEnemyAt(g.View(units.US), orta); es.Revealed || len(es.Units) != 1 {
		t.Errorf("reveal outlived the turn: %+v", es)
	}
	if g.ReconBonus(units.US, at) != 0 || g.ReconnedThisTurn(jeep) {
		t.Error("recon bonus or combat bar outlived the turn")
	}
}

// VI.6.2: 5-7 reveals the stack but not its hidden units; 8+ finds them
// too, and a found hidden unit stays found until it moves (glossary,
// Hidden).
func TestVI62_HiddenNeedsEight(t *testing.T) {
	g, _ := newTestGame(t, 1)
	fogToMovement(t, g, units.US)
	const h = "0606"
	squad := addUnit(t, g, "de.rifle_squad", units.Germany, h)
	bike := addUnit(t, g, "de.bmw_r75", units.Germany, h)
	a := addUnit(t, g, "us.jeep", units.US, nextTo(h, 0))
	b := addUnit(t, g, "us.jeep", units.US, nextTo(h, 3))
	g.dice = dice.ScriptT(t, 7, 8)
	if _, err := g.Apply(reconCmd(a, h)); err != nil {
		t.Fatal(err)
	}
	if es, _ := fogEnemyAt(g.View(units.US), h); !es.Revealed || !fogSameIDs(fogSeenIDs(es), []UnitID{squad.ID}) {
		t.Fatalf("after a 7: %+v, want the squad only", es)
	}
	evs, err := g.Apply(reconCmd(b, h))
	if err != nil {
		t.Fatal(err)
	}
	ev, _ := hasEvent(evs, EvRecon)
	if ev.Rule != "VI.6.2" || !fogSameIDs(ev.Units, []UnitID{bike.ID}) {
		t.Fatalf("8+ event %+v should name the motorcycle", ev)
	}
	es, _ := fogEnemyAt(g.View(units.US), h)
	if !fogSameIDs(fogSeenIDs(es), []UnitID{squad.ID, bike.ID}) || !es.Units[1].Found {
		t.Fatalf("after an 8: %+v", es)
	}
	for g.Active == units.US {
		endPhase(t, g)
	}
	es, _ = fogEnemyAt(g.View(units.US), h)
	if es.Revealed || !fogSameIDs(fogSeenIDs(es), []UnitID{bike.ID}) {
		t.Fatalf("next turn: %+v, want the found motorcycle on top and the squad under fog", es)
	}
	bike.Hex = hex.MustParse("0505")
	if _, ok := fogEnemyAt(g.View(units.US), "0505"); ok {
		t.Error("a found hidden unit that moved is still seen")
	}
}

// IV.1.3, IV.1.6: a post's marker shows but it is no target until a land
// recon unit rolls 8+ on its hex; air reconnaissance cannot find posts.
func TestIV16_CommandPostRevealedByLandRecon(t *testing.T) {
	g, _ := newTestGame(t, 1)
	fogToMovement(t, g, units.US)
	const venosa = "1011"
	var post *Unit
	for _, u := range g.Stack(hex.MustParse(venosa)) {
		if IsPost(u) {
			post = u
		}
	}
	if post == nil {
		t.Fatal("no German command post at Venosa")
	}
	es, _ := fogEnemyAt(g.View(units.US), venosa)
	if len(es.Units) != 1 || es.Units[0].ID != post.ID || !es.Units[0].Unrevealed || es.Count != 2 {
		t.Fatalf("Venosa before recon: %+v, want the post marker, not revealed, over one more marker", es)
	}
	a := addUnit(t, g, "us.jeep", units.US, nextTo(venosa, 0))
	b := addUnit(t, g, "us.jeep", units.US, nextTo(venosa, 3))
	g.dice = dice.ScriptT(t, 6, 8)
	if _, err := g.Apply(reconCmd(a, venosa)); err != nil {
		t.Fatal(err)
	}
	es, _ = fogEnemyAt(g.View(units.US), venosa)
	if p := es.Units[len(es.Units)-1]; p.ID != post.ID || !p.Unrevealed {
		t.Fatalf("a 6 should leave the post unrevealed: %+v", es)
	}
	if _, err := g.Apply(reconCmd(b, venosa)); err != nil {
		t.Fatal(err)
	}
	es, _ = fogEnemyAt(g.View(units.US), venosa)
	if p := es.Units[len(es.Units)-1]; p.ID != post.ID || p.Unrevealed || !p.Found || !Found(post) {
		t.Fatalf("an 8 by a land unit should reveal the post: %+v", es)
	}

	// Air reconnaissance finds hidden units but not posts.
	other := addUnit(t, g, "de.command_post", units.Germany, "0606")
	fo := addUnit(t, g, "de.forward_observer", units.Germany, "0606")
	found := g.findHidden(units.US, hex.MustParse("0606"), false)
	if len(found) != 1 || found[0] != fo || Found(other) {
		t.Fatalf("air recon found %v", found)
	}
}
