package game

import (
	"frontline/game/cards"
	"frontline/game/dice"
	"math/rand/v2"
	"strings"
	"testing"

	"frontline/game/hex"
	"frontline/game/tactical"
	"frontline/game/units"
)

// miniaturesCmd is an attack proposed for miniatures.
func miniaturesCmd(side units.Side, target *Unit, us ...*Unit) Command {
	cmd := attackCmd(side, target, us...)
	cmd.Kind = CmdAttackByMiniatures
	return cmd
}

func answer(side units.Side, option string) Command {
	return Command{Kind: CmdAnswerMiniatures, Side: side, Option: option}
}

// playBattle answers the battle's decisions with the tactical random
// player until the battle is over and the Combat Phase is back.
func playBattle(t *testing.T, g *Game, seed uint64) []Event {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 1))
	var evs []Event
	for tries := 0; g.Miniatures != nil; tries++ {
		if tries > 100000 {
			t.Fatal("the battle does not end")
		}
		var cmd Command
		switch g.Pending.Kind {
		case DecideBattle, DecideMiniatures:
			cmd = randomMiniatures(g, rng)
		default:
			cmd = PassCommand(g) // a fall-back hex to choose (IV.3.8)
		}
		e, err := g.Apply(cmd)
		if err == nil {
			evs = append(evs, e...)
		}
	}
	return evs
}

// IX.1: the attacker proposes with its attack, the defender accepts, and
// the engagement opens on the table; the game waits for the battle's
// decision (the defender places first, IX.4.4), and at the end the
// Combat Phase returns to the attacker.
func TestIX1_ProposeAccept(t *testing.T) {
	g := combatGame(t, units.US)
	sherman, crew := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "0606")
	squad := addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	evs := mustApply(t, g, miniaturesCmd(units.US, squad, sherman))
	if _, ok := hasEvent(evs, EvMiniatures); !ok || g.Pending.Kind != DecideMiniatures || g.Pending.Side != units.Germany {
		t.Fatalf("pending %+v after the proposal", g.Pending)
	}
	mustRefuse(t, g, answer(units.Germany, "maybe"), "IX.1")
	mustApply(t, g, answer(units.Germany, Accept))
	b := g.Battle()
	if b == nil || g.Pending.Kind != DecideBattle || g.Pending.Side != units.Germany || b.Pending.Kind != tactical.DecidePlace {
		t.Fatalf("no battle waiting for Germany's placement: %+v", g.Pending)
	}
	m := g.Miniatures
	if len(m.Members) != 2 || m.Members[0] != (Member{Unit: sherman.ID, Crew: crew.ID}) || m.Members[1].Unit != squad.ID {
		t.Fatalf("members %+v", m.Members)
	}
	if u := b.Units[0]; u.Crew == nil || u.Crew.Card.ID != "us.tank_crew" || u.Role != tactical.Attacker {
		t.Fatalf("the Sherman goes on the table as %+v", u)
	}
	mustRefuse(t, g, Command{Kind: CmdAttack, Side: units.Germany, Units: []UnitID{squad.ID}, Target: sherman.ID}, "not possible now")
	playBattle(t, g, 1)
	if g.OpenEngagement != nil || g.Pending.Kind != DecidePhase || g.Pending.Side != units.US || g.Phase != PhaseCombat {
		t.Fatalf("the Combat Phase did not come back: %+v", g.Pending)
	}
}

// IX.1: a declined proposal leaves the engagement on the map, and no
// side may propose again in it; the defender then declares its
// retaliation as usual.
func TestIX1_DeclineFightsOnTheMap(t *testing.T) {
	g := combatGame(t, units.US)
	sherman, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "0606")
	squad := addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	mustApply(t, g, miniaturesCmd(units.US, squad, sherman))
	evs := mustApply(t, g, answer(units.Germany, Decline))
	if ev, ok := hasEvent(evs, EvMiniatures); !ok || !strings.Contains(ev.Text, "fought on the map") {
		t.Fatalf("events %+v", evs)
	}
	if g.Battle() != nil || g.Pending.Kind != DecideRetaliation {
		t.Fatalf("pending %+v", g.Pending)
	}
	mustRefuse(t, g, Command{Kind: CmdProposeMiniatures, Side: units.Germany}, "proposed already")
	mustApply(t, g, retaliateCmd(units.Germany, sherman, squad))
	if g.Battle() != nil {
		t.Fatal("a battle opened after the decline")
	}
}

// IX.1: the defender may propose instead of declaring its retaliation;
// the attacker answers.
func TestIX1_DefenderProposesAttackerAccepts(t *testing.T) {
	g := combatGame(t, units.US)
	sherman, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "0606")
	squad := addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	mustApply(t, g, attackCmd(units.US, squad, sherman))
	if g.Pending.Kind != DecideRetaliation {
		t.Fatalf("pending %+v", g.Pending)
	}
	mustApply(t, g, Command{Kind: CmdProposeMiniatures, Side: units.Germany})
	if g.Pending.Kind != DecideMiniatures || g.Pending.Side != units.US {
		t.Fatalf("pending %+v", g.Pending)
	}
	mustApply(t, g, answer(units.US, Accept))
	if g.Battle() == nil || g.Miniatures.Proposer != units.Germany {
		t.Fatal("no battle")
	}
}

// IX.1 refusals: the targets must share one hex, and a battle needs an
// attacker on the table (a gun firing from the next hex stays off).
func TestIX1_ProposalRefusals(t *testing.T) {
	g := combatGame(t, units.US)
	sherman, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "0606")
	a := addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	b := addUnit(t, g, "de.rifle_squad", units.Germany, "0607")
	cmd := Command{Kind: CmdAttackByMiniatures, Side: units.US, Units: []UnitID{sherman.ID, sherman.ID}, Targets: []UnitID{a.ID, b.ID}}
	mustRefuse(t, g, cmd, "named twice")
	cmd.Units = []UnitID{sherman.ID, sherman.ID + 1}
	mustRefuse(t, g, cmd, "every target must stand in it")
	gun, _ := crewUnit(t, g, "us.howitzer_105mm", "us.artillery_crew", units.US, "0605")
	mustRefuse(t, g, miniaturesCmd(units.US, a, gun), "no attacker would stand on the table")
	mustApply(t, g, miniaturesCmd(units.US, a, sherman, gun))
	if got := g.Pending.Kind; got != DecideMiniatures {
		t.Fatalf("pending %v", got)
	}
}

// enteredBy records the side of the last hex a move came in by.
func TestIX43_EnteredByTheLastStep(t *testing.T) {
	start := hex.MustParse("0606")
	n := hex.Neighbor(start, hex.SE)
	nn := hex.Neighbor(n, hex.S)
	if got := enteredBy(start, []hex.Hex{n, nn}, 0); got != int(hex.N)+1 {
		t.Fatalf("entered %d, want the north side (%d)", got, int(hex.N)+1)
	}
	if got := enteredBy(start, []hex.Hex{n}, 0); got != int(hex.NW)+1 {
		t.Fatalf("entered %d, want the north-west side", got)
	}
	if got := enteredBy(start, nil, 4); got != 4 {
		t.Fatalf("a unit that stays keeps %d, got %d", 4, got)
	}
}

// Q133, the units that join: the attackers in the hex with the crew
// inside and the passengers they carry, every defender in the hex with
// the crew inside its gun; a gun firing from the next hex, a structure
// and the units of other hexes stay off. Each attacker comes in by the
// side it entered the hex by, else towards the neighbour holding most of
// its side; passengers with their carrier.
func TestIX1_TheUnitsThatJoin(t *testing.T) {
	g := combatGame(t, units.US)
	h := hex.MustParse("0606")
	west := hex.Neighbor(h, hex.SW)
	sherman, crew := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "0606")
	sherman.Entered = int(hex.S) + 1
	ht := addUnit(t, g, "us.halftrack_m3a1", units.US, "0606")
	riders := addUnit(t, g, "us.rifle_squad", units.US, "0606")
	riders.Aboard = ht.ID
	gun, _ := crewUnit(t, g, "us.howitzer_105mm", "us.artillery_crew", units.US, west.String())
	squad := addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	pak, pakCrew := crewUnit(t, g, "de.pak40", "de.artillery_crew", units.Germany, "0606")
	post := addUnit(t, g, "de.command_post", units.Germany, "0606")
	addUnit(t, g, "de.rifle_squad", units.Germany, hex.Neighbor(h, hex.N).String())
	mustApply(t, g, miniaturesCmd(units.US, squad, sherman, ht, gun))
	mustApply(t, g, answer(units.Germany, Accept))
	want := []Member{{Unit: sherman.ID, Crew: crew.ID}, {Unit: ht.ID}, {Unit: riders.ID}, {Unit: squad.ID}, {Unit: pak.ID, Crew: pakCrew.ID}}
	got := g.Miniatures.Members
	if len(got) != len(want) {
		t.Fatalf("members %+v, want %+v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("member %d is %+v, want %+v (post %d stays on the map)", i, got[i], want[i], post.ID)
		}
	}
	b := g.Battle()
	if b.Units[0].Entered != hex.S || b.Units[1].Entered != hex.SW || b.Units[2].Entered != hex.SW {
		t.Fatalf("entered by %v, %v, %v; want S, then SW (the gun's hex) for the halftrack and its riders",
			b.Units[0].Entered, b.Units[1].Entered, b.Units[2].Entered)
	}
	e := g.OpenEngagement
	if len(e.Attackers) != 3 || len(e.Defenders) != 2 || gun.EngagedStep != g.Step {
		t.Fatalf("engagement sides %d v %d; the gun off the table keeps its engagement of the phase", len(e.Attackers), len(e.Defenders))
	}
	v := g.View(units.Germany)
	if v.Battle == nil || !v.Battle.Open || len(v.Battle.Units) != 5 || v.Battle.Units[0].Unit != sherman.ID || v.Battle.Waits != units.Germany {
		t.Fatalf("view %+v", v.Battle)
	}
}

// openTable opens a battle of the US attackers on the German defenders in
// their hex, accepted, and places every unit with the tactical random
// player so the battle stands at its first movement step.
func openTable(t *testing.T, g *Game, target *Unit, attackers ...*Unit) *tactical.Battle {
	t.Helper()
	mustApply(t, g, miniaturesCmd(units.US, target, attackers...))
	mustApply(t, g, answer(units.Germany, Accept))
	rng := rand.New(rand.NewPCG(3, 3))
	for g.Battle().Step == tactical.StepPlacement {
		g.Apply(randomMiniatures(g, rng))
	}
	return g.Battle()
}

// endTable ends the battle by an agreed cease fire (no dice) and brings
// its results back to the map with the dice given.
func endTable(t *testing.T, g *Game, roll ...int) []Event {
	t.Helper()
	b := g.Battle()
	if _, err := b.Apply(tactical.Command{Kind: tactical.CmdCeaseFire, Side: b.Pending.Side}); err != nil {
		t.Fatal(err)
	}
	g.dice = dice.ScriptT(t, roll...)
	return g.afterTableOrder()
}

// Results back to the map (Q133): the Sherman destroyed on the table
// loses its crew to Table VI.3 as on the map (7: it survives damaged);
// the squad captured at morale 0 surrenders; the squad withdrawn falls
// back one hex (IV.3.8); the Panzer keeps its damage and its crew's, and
// loses Dug In by moving; the engagement ends and the Combat Phase
// returns to the attacker.
func TestIX1_ResultsBackToTheMap(t *testing.T) {
	g := combatGame(t, units.US)
	g.Rules.Momentum = false
	sherman, crew := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "0606")
	rifles := addUnit(t, g, "us.rifle_squad", units.US, "0606")
	taken := addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	leaving := addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	panzer, pCrew := crewUnit(t, g, "de.panzer_iv_g", "de.tank_crew", units.Germany, "0606")
	panzer.DugIn = true
	b := openTable(t, g, taken, sherman, rifles)
	b.Units[0].Status = tactical.Destroyed
	b.Units[2].Status = tactical.Captured
	b.Units[3].Status = tactical.Withdrawn
	p := &b.Units[4]
	p.Damaged, p.Crew.Damaged, p.DugIn = true, true, false
	score := g.Score(units.US)
	evs := endTable(t, g, 7)
	for g.Pending.Kind == DecideWithdrawHex {
		evs = append(evs, mustApply(t, g, PassCommand(g))...)
	}
	if sherman.Place != Destroyed || crew.Place != OnMap || !crew.Damaged || crew.Hex != sherman.Hex {
		t.Fatalf("Sherman %v, crew %v damaged %v", sherman.Place, crew.Place, crew.Damaged)
	}
	if ev, ok := hasEvent(evs, EvCrewSurvival); !ok || ev.Amount != 7 {
		t.Fatalf("crew survival %+v", ev)
	}
	if taken.Place != Destroyed || !taken.Captured || g.Score(units.US) <= score {
		t.Fatalf("captured squad %v captured %v, score %d → %d", taken.Place, taken.Captured, score, g.Score(units.US))
	}
	if leaving.Hex == hex.MustParse("0606") || hex.Distance(leaving.Hex, hex.MustParse("0606")) != 1 {
		t.Fatalf("the withdrawn squad stands in %s", leaving.Hex)
	}
	if !panzer.Damaged || !pCrew.Damaged || panzer.DugIn || !rifles.Deployed() {
		t.Fatalf("panzer damaged %v crew %v dug in %v", panzer.Damaged, pCrew.Damaged, panzer.DugIn)
	}
	if g.OpenEngagement != nil || g.Miniatures != nil || g.Pending.Kind != DecidePhase || g.Pending.Side != units.US {
		t.Fatalf("pending %+v", g.Pending)
	}
}

// Inset IX.4: the US group of three that ends the battle at morale 7 or
// more gains a point of momentum; Germany's at 4-6 changes nothing.
func TestInsetIX4_MoraleMovesMomentumOnTheMap(t *testing.T) {
	g := combatGame(t, units.US)
	g.Rules.Momentum = true
	var us []*Unit
	for range 3 {
		us = append(us, addUnit(t, g, "us.rifle_squad", units.US, "0606"))
	}
	target := addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	for range 2 {
		addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	}
	b := openTable(t, g, target, us...)
	b.Morale[tactical.Attacker], b.Morale[tactical.Defender] = 7, 4 // the cease fire raises both by one
	evs := endTable(t, g)
	var got []Event
	for _, ev := range evs {
		if ev.Kind == EvMomentum {
			got = append(got, ev)
		}
	}
	if len(got) != 1 || got[0].Side != units.US || got[0].Amount != 1 || got[0].Rule != "Inset IX.4" {
		t.Fatalf("momentum events %+v", got)
	}
	if mg, ok := g.MomentumOf(us[0].ID); !ok || mg.Value != 1 {
		t.Fatalf("group %+v", mg)
	}
}

// untilDeclare passes the battle's decisions until side is to declare
// its targets (Inset IX.6).
func untilDeclare(t *testing.T, g *Game, side units.Side) {
	t.Helper()
	for n := 0; !(g.Pending.Kind == DecideBattle && g.Battle().Pending.Kind == tactical.DecideDeclare && g.Pending.Side == side); n++ {
		if n > 1000 || g.Battle() == nil {
			t.Fatal("no declaration step")
		}
		mustApply(t, g, PassCommand(g))
	}
}

func tableOrder(side units.Side, kind tactical.CommandKind) Command {
	return Command{Kind: CmdBattle, Side: side, Table: &tactical.Command{Kind: kind}}
}

// Q128 from the map: Inspire is played on the table from the hand, which
// it leaves for the discards; without the card it is refused.
func TestIV34_InspireFromTheHandOnTheTable(t *testing.T) {
	g := combatGame(t, units.US)
	sherman, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "0606")
	squad := addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	openTable(t, g, squad, sherman)
	untilDeclare(t, g, units.US)
	g.Players[units.US].Hand = nil
	mustRefuse(t, g, tableOrder(units.US, tactical.CmdInspire), "III.7")
	g.Players[units.US].Hand = []string{string(cards.Inspire)}
	evs := mustApply(t, g, tableOrder(units.US, tactical.CmdInspire))
	if _, ok := hasEvent(evs, EvCardPlayed); !ok || len(g.Players[units.US].Hand) != 0 || !g.Battle().Inspired[tactical.Attacker] {
		t.Fatalf("events %+v", evs)
	}
}

// IV.3.1 on the table from the map: a cease fire offered from the hand
// waits for the other side; declined, the battle goes on with the card
// spent; accepted, the battle ends with no winner and the engagement
// closes.
func TestIV31_CeaseFireOnTheTableFromTheMap(t *testing.T) {
	g := combatGame(t, units.US)
	g.Rules.Momentum = false
	sherman, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "0606")
	squad := addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	openTable(t, g, squad, sherman)
	untilDeclare(t, g, units.US)
	g.Players[units.US].Hand = []string{string(cards.CeaseFire), string(cards.CeaseFire)}
	mustApply(t, g, tableOrder(units.US, tactical.CmdCeaseFire))
	if g.Pending.Kind != DecideMiniatures || g.Pending.Side != units.Germany || len(g.Players[units.US].Hand) != 1 {
		t.Fatalf("pending %+v", g.Pending)
	}
	mustApply(t, g, answer(units.Germany, Decline))
	if g.Pending.Kind != DecideBattle || g.Pending.Side != units.US {
		t.Fatalf("pending %+v after the decline", g.Pending)
	}
	mustApply(t, g, tableOrder(units.US, tactical.CmdCeaseFire))
	evs := mustApply(t, g, answer(units.Germany, Accept))
	if g.OpenEngagement != nil || !sherman.Deployed() || !squad.Deployed() || len(g.Players[units.US].Hand) != 0 {
		t.Fatalf("after the cease fire: %+v", evs)
	}
}
