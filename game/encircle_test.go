package game

import (
	"slices"
	"strings"
	"testing"

	"frontline/game/dice"
	"frontline/game/hex"
	"frontline/game/units"
)

// bareMoveGame is moveGame without the command posts: no unit is inside
// the command network until a test puts a post down.
func bareMoveGame(t *testing.T, side units.Side) *Game {
	t.Helper()
	g := moveGame(t, side)
	for _, u := range g.Units {
		if u.Deployed() && commandStructure(u) {
			u.Place = Away
		}
	}
	return g
}

// encircleGame: Example IV.1's set-up. A US 105mm howitzer and its crew
// stand in 0606; German groups border it from 0605, 0706 and 0607 (two
// rifle squads and a 15cm howitzer with its crew). Germany moves and
// holds Encircle; both Forward HQs are in range.
func encircleGame(t *testing.T) (g *Game, gun *Unit, ring []*Unit) {
	t.Helper()
	g = bareMoveGame(t, units.Germany)
	addUnit(t, g, "us.forward_hq", units.US, "0303")
	addUnit(t, g, "de.forward_hq", units.Germany, "0909")
	gun, _ = crewUnit(t, g, "us.howitzer_105mm", "us.artillery_crew", units.US, "0606")
	sfh, _ := crewUnit(t, g, "de.sfh18", "de.artillery_crew", units.Germany, "0607")
	ring = []*Unit{
		addUnit(t, g, "de.rifle_squad", units.Germany, "0605"),
		addUnit(t, g, "de.rifle_squad", units.Germany, "0706"),
		sfh,
	}
	g.Players[units.Germany].Hand = []string{"encircle"}
	return g, gun, ring
}

func encircleCmd(target *Unit, open string, ring ...*Unit) Command {
	return Command{Kind: CmdEncircle, Side: units.Germany, Units: ids(ring), Target: target.ID, Hex: ptr(hex.MustParse(open))}
}

// Example IV.1: three German groups border the US gun; Encircle is won
// (7 against 3), leaving only 0506 open. The emplaced gun cannot move, so
// it cannot withdraw even with the card in hand; when the 15cm howitzer
// attacks it in the Combat Phase, Germany's 2 becomes 2 +2 +5 = 9 and
// beats the US 8.
func TestExampleIV1_EncircledEmplacedGunCannotWithdraw(t *testing.T) {
	g, gun, ring := encircleGame(t)
	g.dice = dice.ScriptT(t, 7, 3)
	evs := mustApply(t, g, encircleCmd(gun, "0506", ring...))
	if e, ok := hasEvent(evs, EvEncircled); !ok || !strings.Contains(e.Text, "only 0506 is left open") {
		t.Fatalf("encircle event %+v", e)
	}
	if g.Pending.Kind != DecidePhase || len(g.Players[units.Germany].Hand) != 0 {
		t.Fatalf("pending %+v, hand %v", g.Pending, g.Players[units.Germany].Hand)
	}
	if got := g.WithdrawHexes(gun.ID); !slices.Equal(got, []hex.Hex{hex.MustParse("0506")}) {
		t.Fatalf("the encircled gun may withdraw to %v, want only the open hex", got)
	}
	if bar := g.withdrawBar(gun); !strings.Contains(bar, "Example IV.1") {
		t.Fatalf("withdraw bar %q", bar)
	}

	endPhase(t, g) // to the German Combat Phase
	g.Players[units.US].Hand = []string{"withdraw"}
	mustApply(t, g, attackCmd(units.Germany, gun, ring[2]))
	refused(t, g, playCmd(units.US, "withdraw"), "cannot move by itself", "Example IV.1")
	g.dice = dice.Script(2, 8, 2, 2, 2, 2, 2, 2, 2, 2)
	evs = mustApply(t, g, retaliateCmd(units.US, ring[2], gun))
	ini, _ := hasEvent(evs, EvInitiative)
	if !strings.Contains(ini.Text, "d10 2 +2 attack bonus (Inset V.6) +5 encirclement (IV.3.3) = 9") || ini.Side != units.Germany {
		t.Fatalf("initiative %+v", ini)
	}
}

// lostEncircle: a US rifle squad instead of the gun, the US holding
// Withdraw, and Germany's Encircle on it lost (3 against 7).
func lostEncircle(t *testing.T) (*Game, *Unit) {
	t.Helper()
	g, gun, ring := encircleGame(t)
	gun.Place, g.Unit(gun.Crew).Place = Away, Away
	sq := addUnit(t, g, "us.rifle_squad", units.US, "0606")
	g.Players[units.US].Hand = []string{"withdraw"}
	g.dice = dice.ScriptT(t, 3, 7)
	mustApply(t, g, encircleCmd(sq, "0506", ring...))
	return g, sq
}

// IV.3.3: a lost Encircle (3 against 7) still closes the ring without the
// bonus; the US squad's side holds Withdraw and is asked. It wins its
// check (8 against 2) and slips out into the open hex; the encirclement
// is over.
func TestIV33_LostEncircleLetsTheEnemyEscape(t *testing.T) {
	g, sq := lostEncircle(t)
	if g.Pending.Kind != DecideEncircleResponse || g.Pending.Side != units.US {
		t.Fatalf("pending %+v, want the US answer", g.Pending)
	}
	if enc := g.encirclement(sq.Hex); enc == nil || enc.Bonus {
		t.Fatalf("encirclement %+v, want one without bonus", enc)
	}
	g.dice = dice.ScriptT(t, 8, 2)
	evs := mustApply(t, g, Command{Kind: CmdEscapeEncircle, Side: units.US})
	if sq.Hex.String() != "0506" {
		t.Fatalf("squad in %s, want the open hex 0506", sq.Hex)
	}
	if _, ok := hasEvent(evs, EvEncircled); !ok || g.encirclement(hex.MustParse("0606")) != nil {
		t.Fatal("the encirclement was not broken")
	}
	if g.Pending.Kind != DecidePhase || g.Pending.Side != units.Germany || g.Phase != PhaseMovement {
		t.Fatalf("pending %+v", g.Pending)
	}
}

// IV.3.3: a failed escape (2 against 8) enacts the encirclement in full,
// bonus included; standing without a card keeps it without the bonus.
func TestIV33_FailedEscapeEnactsTheEncirclement(t *testing.T) {
	for _, escape := range []bool{true, false} {
		g, sq := lostEncircle(t)
		if escape {
			g.dice = dice.ScriptT(t, 2, 8)
			mustApply(t, g, Command{Kind: CmdEscapeEncircle, Side: units.US})
		} else {
			mustApply(t, g, Command{Kind: CmdStandEncircled, Side: units.US})
		}
		enc := g.encirclement(sq.Hex)
		if enc == nil || enc.Bonus != escape || sq.Hex.String() != "0606" || g.Pending.Side != units.Germany {
			t.Fatalf("escape %v: encirclement %+v, squad in %s", escape, enc, sq.Hex)
		}
		if got := g.WithdrawHexes(sq.ID); !slices.Equal(got, []hex.Hex{hex.MustParse("0506")}) {
			t.Fatalf("withdrawal hexes %v, want only the open hex", got)
		}
	}
}

// IV.3.3, Q16, Inset IV.1, Inset IV.2: the refusals, each leaving the
// hand and the board as they were.
func TestIV33_EncircleRefusals(t *testing.T) {
	g, gun, ring := encircleGame(t)
	refused(t, g, encircleCmd(gun, "0506", ring[0], ring[1]), "3 different hexes", "Q16")
	extra := addUnit(t, g, "de.rifle_squad", units.Germany, "0605")
	refused(t, g, encircleCmd(gun, "0506", ring[0], extra, ring[2]), "3 different hexes", "Q16")
	refused(t, g, encircleCmd(gun, "0605", ring...), "open hex", "IV.3.3")
	refused(t, g, encircleCmd(gun, "0808", ring...), "leaves open", "IV.3.3")
	refused(t, g, encircleCmd(ring[0], "0506", ring...), "enemy land unit", "IV.3.3")
	far := addUnit(t, g, "de.rifle_squad", units.Germany, "0909")
	refused(t, g, encircleCmd(gun, "0506", ring[0], ring[1], far), "not a land unit next to", "IV.3.3")
	g.Unit(ring[2].Crew).Place = Away
	immobile := addUnit(t, g, "de.sfh18", units.Germany, "0706")
	refused(t, g, encircleCmd(gun, "0506", ring[0], immobile, ring[2]), "at least 2 units able to move", "IV.3.3")
	g.Unit(ring[2].Crew).Place = OnMap

	for _, u := range g.Units {
		if u.Side == units.Germany && u.Card.Special.Structure == units.ForwardHQ {
			u.Hex, u.Damaged = hex.MustParse(hexAt(t, g, "0606", 12)), true // radius 10
		}
	}
	refused(t, g, encircleCmd(gun, "0506", ring...), "outside the command network", "Inset IV.1")
	for _, u := range g.Units {
		if u.Side == units.Germany && u.Card.Special.Structure == units.ForwardHQ {
			u.Place = Destroyed
		}
	}
	refused(t, g, encircleCmd(gun, "0506", ring...), "Forward HQ", "Inset IV.2")
	g.Players[units.Germany].Hand = nil
	refused(t, g, encircleCmd(gun, "0506", ring...), "not in your hand", "III.7")
}

// IV.3.3: one encirclement of a stack per turn, and it lapses when the
// turn ends.
func TestIV33_EncirclementLastsTheTurn(t *testing.T) {
	g, gun, ring := encircleGame(t)
	g.Players[units.Germany].Hand = []string{"encircle", "encircle"}
	g.dice = dice.ScriptT(t, 7, 3)
	mustApply(t, g, encircleCmd(gun, "0506", ring...))
	refused(t, g, encircleCmd(gun, "0507", ring...), "already encircled", "IV.3.3")
	g.dice = dice.New(1)
	for g.Active == units.Germany {
		endPhase(t, g)
	}
	if g.encirclement(gun.Hex) != nil || len(g.WithdrawHexes(gun.ID)) < 2 {
		t.Fatal("the encirclement outlived the turn")
	}
}

// IV.3.3, III.2.2: a tank and its crew slip out of a lost encirclement
// together, once. The crew rides inside the tank, so when the tank falls
// back into the open hex the crew is not asked again (it used to be, from
// the open hex, for a second step, and the question could not be answered
// in the Movement Phase: the game locked up). Play goes back to the
// encircling side's Movement Phase, which it can end.
func TestIV33_EscapingTankTakesItsCrewOnce(t *testing.T) {
	g, gun, ring := encircleGame(t)
	gun.Place, g.Unit(gun.Crew).Place = Away, Away
	tank, crew := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "0606")
	g.Players[units.US].Hand = []string{"withdraw"}
	g.dice = dice.ScriptT(t, 3, 7)
	mustApply(t, g, encircleCmd(tank, "0506", ring...))
	if g.Pending.Kind != DecideEncircleResponse {
		t.Fatalf("pending %+v, want the US answer", g.Pending)
	}
	g.dice = dice.ScriptT(t, 8, 2, 10) // the escape is won; the climb into 0506 passes
	evs := mustApply(t, g, Command{Kind: CmdEscapeEncircle, Side: units.US})
	if tank.Hex.String() != "0506" || crew.Hex.String() != "0506" {
		t.Fatalf("tank in %s, crew in %s; both belong in the open hex 0506", tank.Hex, crew.Hex)
	}
	var retreats int
	for _, e := range evs {
		if e.Kind == EvRetreated {
			retreats++
		}
	}
	if retreats != 1 || g.Withdrawing != nil {
		t.Fatalf("%d fall-backs, withdrawal %+v: want one, finished", retreats, g.Withdrawing)
	}
	if g.Pending.Kind != DecidePhase || g.Pending.Side != units.Germany || g.Phase != PhaseMovement {
		t.Fatalf("pending %+v", g.Pending)
	}
	endPhase(t, g)
}
