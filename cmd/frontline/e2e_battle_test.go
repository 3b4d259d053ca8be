package main

import (
	"strings"
	"testing"

	"frontline/game"
	"frontline/game/units"
	"frontline/render"
)

// TestEndToEndBattleFromTheMap plays, with the mouse and the keyboard, a
// battle by miniatures opened from the intro map (IX.1): the United
// States moves and attacks, proposes Resolve by Miniatures from the
// attack's confirmation; Germany accepts after the hand-off; the camera
// flies into the table; both sides place their units ("Place it for
// me"), drag their pieces towards the enemy and click the ghosts, pass
// with aircraft and fire their declared targets, handing the screen over
// whenever the other side has a real choice, until the battle is fought
// out (not stopped by the turn limit); the summary's "Back to the map"
// flies out. Then the operational state must hold the battle's results:
// the engagement closed, the battle opened and ended once with its
// table's events, and the units destroyed as it came back gone from the
// map.
func TestEndToEndBattleFromTheMap(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end test: skipped with -short")
	}
	d := startE2E(t)
	_, g := d.newGame()
	d.act("end the Production Phase", "bar.end")
	g = d.state("after ending Production")
	mover, to := d.pickMove(g, d.layout())
	d.selectUnit("select the mover", g.Unit(mover).Hex.String(), mover)
	d.act("move to "+to, "reach/"+to)
	d.wait("the move animated", func(l *render.LayoutDump) bool { return !l.Busy })
	d.act("end the Movement Phase", "bar.end")
	g = d.state("after ending Movement")
	attacker, target := pickAttack(t, g, mover)
	th := g.Unit(target).Hex.String()
	d.selectUnit("select the attacker", g.Unit(attacker).Hex.String(), attacker)
	d.click("review the attack on "+th, "target/"+th)
	d.wait("the attack's confirmation", func(l *render.LayoutDump) bool { return hasSpot(l, "confirm.miniatures") })
	d.shot("battle-confirm")
	d.act("propose Resolve by Miniatures", "confirm.miniatures")
	d.waitScene("the hand-off to the defender", "handoff")
	if g = d.state("after the proposal"); g.Pending.Kind != game.DecideMiniatures || g.Pending.Side != units.Germany {
		t.Fatalf("after the proposal: pending %s for %s; want Germany's answer", g.Pending.Kind, g.Pending.Side)
	}
	d.click("take the computer (Germany)", "handoff")
	d.wait("the proposal shown", func(l *render.LayoutDump) bool { return hasSpot(l, "miniatures.accept") })
	d.shot("battle-proposal")
	d.act("accept the battle", "miniatures.accept")
	d.wait("the flight into the table", func(l *render.LayoutDump) bool { return l.Scene == "battle" })
	d.shot("battle-flight")
	d.waitScene("the table shown", "battle")
	d.shot("battle-table")
	battleHex := g.Unit(target).Hex

	moves := d.fightBattle()
	d.shot("battle-back")

	g = d.state("after the battle")
	if g.Miniatures != nil && g.Battle() != nil {
		t.Fatalf("after the battle: the game still holds it (pending %s)", g.Pending.Kind)
	}
	evs := d.events("after the battle")
	var opened, over, onTable int
	destroyed := map[game.UnitID]bool{}
	for _, e := range evs {
		switch {
		case e.Kind == game.EvMiniatures && strings.Contains(e.Text, "accepts"):
			opened++
		case e.Kind == game.EvMiniatures && strings.Contains(e.Text, "is over"):
			over++
			if strings.Contains(e.Text, "turn limit") {
				t.Errorf("the battle ran out of turns instead of being fought out: %s", e.Text)
			}
		case e.Kind == game.EvBattle:
			onTable++
		case e.Kind == game.EvUnitDestroyed && over > 0:
			for _, id := range e.Units {
				destroyed[id] = true
			}
		}
	}
	if opened != 1 || over != 1 || onTable == 0 {
		t.Fatalf("the battle left %d openings, %d endings, %d table events", opened, over, onTable)
	}
	for id := range destroyed {
		if u := g.Unit(id); u != nil && u.Deployed() {
			t.Errorf("unit %d was destroyed on the table but stands on the map in %s", id, u.Hex)
		}
	}
	if moves == 0 {
		t.Error("no piece was dragged on the table")
	}
	t.Logf("battle in %s: %d moves dragged, %d table events, %d units destroyed on the map after it", battleHex, moves, onTable, len(destroyed))
}

// fightBattle answers every decision of the battle on the table with the
// screen's own controls until the summary's "Back to the map" brings the
// map back, then answers the map's decisions the battle left (a
// withdrawal's hex) until the attacker's Combat Phase waits again. In
// each movement step the side drags its pieces towards the enemy (closer
// to the fight), then ends its movement; each declaration step fires.
func (d *e2e) fightBattle() (moves int) {
	d.t.Helper()
	var mv mover
	defer func() { moves += mv.moves }()
	whole := false // the table shown whole once the fight is framed: the drags' lengths are set for it
	for i := 0; ; i++ {
		if i == 3000 {
			d.t.Fatalf("the battle did not end after 3000 orders: %s", describe(d.layout()))
		}
		l := d.wait("the table settles", func(l *render.LayoutDump) bool { return !l.Busy })
		if l.Scene != "battle" {
			break
		}
		if hasSpot(l, "battle.handoff") {
			d.click("hand the table over", "battle.handoff")
			moves += mv.moves
			mv = mover{} // the other side's step: with no fire between (nobody in range), no declaration step resets it
			continue
		}
		if hasSpot(l, "battle.leave") {
			d.shot("battle-summary")
			d.click("back to the map", "battle.leave")
			d.wait("the flight out", func(l *render.LayoutDump) bool { return l.Scene != "battle" })
			break
		}
		state := spotOf(l, "battle.state").Label
		if !whole && strings.HasSuffix(state, " move") {
			d.key("Home")
			whole = true
			continue
		}
		if !strings.HasSuffix(state, " move") {
			moves += mv.moves
			mv = mover{}
		} else if mv.next(d, l) {
			continue
		}
		switch {
		case strings.HasSuffix(state, "cease fire"):
			d.act("decline the cease fire", "battle.act/Decline and fight on")
		case strings.HasSuffix(state, " place"):
			d.act("place it for me", "battle.act/Place it for me")
		case strings.HasSuffix(state, " move"):
			d.act("end movement", "battle.act/End movement")
		case strings.HasSuffix(state, " fly"):
			d.act("aircraft pass", "battle.act/Pass")
		case strings.HasSuffix(state, " counter"):
			d.act("let the maneuver stand", "battle.act/Let it stand")
		case strings.HasSuffix(state, " declare"):
			d.act("fire", spotPrefix(l, "battle.act/Fire"))
		default:
			d.t.Fatalf("the table waits for %q: %s", state, describe(l))
		}
	}
	for i := 0; ; i++ {
		l := d.wait("the map settles", func(l *render.LayoutDump) bool { return !l.Busy })
		gm := l.Game
		if gm.Pending == string(game.DecidePhase) && gm.Phase == "Combat" && l.Scene == "play" {
			return moves
		}
		if i == 30 {
			d.t.Fatalf("the map does not come back to the Combat Phase: %s", describe(l))
		}
		switch {
		case l.Scene == "handoff":
			d.click("hand-off after the battle", "handoff")
		case spotPrefix(l, "withdraw/") != "":
			d.act("fall back", spotPrefix(l, "withdraw/"))
		default:
			d.act("answer "+gm.Pending, "bar.end")
		}
	}
}

// spotPrefix is the name of the first spot whose name starts with p, or
// "".
func spotPrefix(l *render.LayoutDump, p string) string {
	for _, s := range l.Spots {
		if strings.HasPrefix(s.Name, p) {
			return s.Name
		}
	}
	return ""
}
