package game

import (
	"math/rand/v2"
	"testing"

	"frontline/game/cards"
	"frontline/game/tactical"
	"frontline/game/units"
)

// untilMove passes the battle's decisions until side is to move its
// ground units (IX.5.2).
func untilMove(t *testing.T, g *Game, side units.Side) {
	t.Helper()
	for n := 0; !(g.Pending.Kind == DecideBattle && g.Battle().Pending.Kind == tactical.DecideMove && g.Pending.Side == side); n++ {
		if n > 1000 || g.Battle() == nil {
			t.Fatal("no movement step")
		}
		mustApply(t, g, PassCommand(g))
	}
}

func pushOrder(side units.Side, ids ...tactical.UnitID) Command {
	return Command{Kind: CmdBattle, Side: side, Table: &tactical.Command{Kind: tactical.CmdPush, Units: ids}}
}

// IV.3.5 on the table from the map (Q128): Push needs the card in the
// hand, is refused for a unit pushed on the map within five Movement
// Phases, and once played speeds the unit on the table, leaves the hand
// for the discards and counts as the unit's push on the map.
func TestIV35_PushFromTheMapsHandOnTheTable(t *testing.T) {
	g := combatGame(t, units.US)
	sherman, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "0606")
	rifles := addUnit(t, g, "us.rifle_squad", units.US, "0606")
	squad := addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	openTable(t, g, squad, sherman, rifles)
	untilMove(t, g, units.US)
	g.Players[units.US].Hand = nil
	mustRefuse(t, g, pushOrder(units.US, 1), "III.7")
	g.Players[units.US].Hand = []string{string(cards.Push)}
	g.Players[units.US].Turn = 4
	turn := g.Players[units.US].Turn
	rifles.PushTurn = turn - 2
	mustRefuse(t, g, pushOrder(units.US, 1), "IV.3.5")
	rifles.PushTurn = 0
	evs := mustApply(t, g, pushOrder(units.US, 1))
	if _, ok := hasEvent(evs, EvCardPlayed); !ok || len(g.Players[units.US].Hand) != 0 {
		t.Fatalf("events %+v, hand %v", evs, g.Players[units.US].Hand)
	}
	if g.Battle().Units[1].Pushed != g.Battle().Turn || rifles.PushTurn != turn {
		t.Fatalf("pushed on the table at %d, on the map at %d", g.Battle().Units[1].Pushed, rifles.PushTurn)
	}
}

// IX.7 through the map: with aircraft of both sides over the hex, a
// maneuver that succeeds against an enemy aircraft makes the game wait
// for that aircraft's side (DecideBattle, the battle's DecideCounter);
// that side's view shows the maneuver waiting; the other side's orders
// are refused; the pass answer lets the maneuver stand and the aircraft
// step goes on.
func TestIX7_CounterManeuverFromTheMap(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		g := combatGame(t, units.US)
		sherman, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "0606")
		squad := addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
		for range 2 {
			p, pilot := crewUnit(t, g, "us.p51d_escort", "us.pilot", units.US, "0606")
			p.InFlight, pilot.InFlight = true, true
			f, fpilot := crewUnit(t, g, "de.fw190a3", "de.pilot", units.Germany, "0606")
			f.InFlight, fpilot.InFlight = true, true
		}
		openTable(t, g, squad, sherman)
		rng := rand.New(rand.NewPCG(seed, 7))
		for n := 0; g.Battle() != nil && n < 3000; n++ {
			b := g.Battle()
			if g.Pending.Kind == DecideBattle && b.Pending.Kind == tactical.DecideCounter {
				checkCounterDecision(t, g)
				return
			}
			if g.Pending.Kind == DecideBattle || g.Pending.Kind == DecideMiniatures {
				g.Apply(randomMiniatures(g, rng))
			} else {
				g.Apply(PassCommand(g))
			}
		}
	}
	t.Fatal("no counter maneuver was asked in 40 battles")
}

func checkCounterDecision(t *testing.T, g *Game) {
	t.Helper()
	b := g.Battle()
	side := b.Pending.Side
	v := g.View(side).Battle
	x := b.Exchange
	if g.Pending.Side != side || v.Wants != "counter" || v.Counter == nil || v.Counter.Maneuver != x.Maneuver ||
		v.Counter.Target != g.Miniatures.Members[x.Target].Unit || g.Unit(v.Counter.Target).Side != side {
		t.Fatalf("pending %+v, view %+v, exchange %+v", g.Pending, v.Counter, x)
	}
	mustRefuse(t, g, tableOrder(Enemy(side), tactical.CmdPass), "decision")
	pass := PassCommand(g)
	if pass.Table.Kind != tactical.CmdPass {
		t.Fatalf("the pass answer to a counter decision is %v", pass.Table.Kind)
	}
	mustApply(t, g, pass)
	if g.Battle().Pending.Kind == tactical.DecideCounter && g.Battle().Exchange == x {
		t.Fatal("the same maneuver still waits after the pass")
	}
}
