package game

import (
	"strings"
	"testing"

	"frontline/game/scenario"
	"frontline/game/units"
)

// usHQ is the US Forward HQ left on the map by moveGame.
func usHQ(t *testing.T, g *Game) *Unit {
	t.Helper()
	for _, u := range g.Units {
		if u.Side == units.US && u.Deployed() && u.Card.Special.Structure == units.ForwardHQ {
			return u
		}
	}
	t.Fatal("no US Forward HQ on the map")
	return nil
}

func repairCmd(u *Unit, partner *Unit) Command {
	cmd := Command{Kind: CmdRepair, Side: u.Side, Unit: u.ID}
	if partner != nil {
		cmd.Target = partner.ID
	}
	return cmd
}

func damaged(u *Unit) *Unit {
	u.Damaged = true
	return u
}

// tankUnderRepair: in the US Movement Phase, with 100 in the treasury, a
// damaged Sherman at the Forward HQ is ordered repaired.
func tankUnderRepair(t *testing.T) (*Game, *Unit) {
	t.Helper()
	g := moveGame(t, units.US)
	tank, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, usHQ(t, g).Hex.String())
	damaged(tank)
	g.Players[units.US].Treasury = 100
	mustApply(t, g, repairCmd(tank, nil))
	return g, tank
}

// VI.4.1 Vehicles/Tanks: a damaged Sherman at the Forward HQ pays half its
// cost rounded up, stays idle for the turn (it may not move), and is back
// on its full face when the turn ends.
func TestVI41_TankRepairedAtForwardHQ(t *testing.T) {
	g, tank := tankUnderRepair(t)
	if got, want := g.Players[units.US].Treasury, 100-(tank.Card.Cost+1)/2; got != want {
		t.Fatalf("treasury %d, want %d", got, want)
	}
	if err := g.CanMove(tank.ID); err == nil || !strings.Contains(err.Error(), "idle") {
		t.Fatalf("a tank under repair may move: %v", err)
	}
	toLastPhase(t, g)
	evs := endPhase(t, g)
	if _, ok := hasEvent(evs, EvRepaired); !ok || tank.Damaged || len(g.Repairs) != 0 {
		t.Fatalf("not repaired: damaged %v, repairs %v", tank.Damaged, g.Repairs)
	}
}

// VI.4, Q31: one repair per post, HQ or airfield each turn.
func TestQ31_OneRepairPerFacilityPerTurn(t *testing.T) {
	g := moveGame(t, units.US)
	hq := usHQ(t, g)
	a, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, hq.Hex.String())
	b, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, hq.Hex.String())
	damaged(a)
	damaged(b)
	g.Players[units.US].Treasury = 100
	mustApply(t, g, repairCmd(a, nil))
	mustRefuse(t, g, repairCmd(b, nil), "Q31")

	field := hexAt(t, g, hq.Hex.String(), 3)
	addUnit(t, g, "neutral.airfield", units.US, field)
	p1 := damaged(addUnit(t, g, "us.p51d_fighter_bomber", units.US, field))
	p2 := damaged(addUnit(t, g, "us.p51d_fighter_bomber", units.US, field))
	mustApply(t, g, repairCmd(p1, nil))
	mustRefuse(t, g, repairCmd(p2, nil), "Q31")
}

// VI.4.1 Infantry: two identical damaged squads merge; stars are pooled up
// to five and the second card leaves the game. No cost, no post needed.
func TestVI41_DamagedInfantryMerge(t *testing.T) {
	g := moveGame(t, units.US)
	a := damaged(addUnit(t, g, "us.rifle_squad", units.US, "1010"))
	b := damaged(addUnit(t, g, "us.rifle_squad", units.US, "1010"))
	a.Stars = []scenario.Star{scenario.Vigilant, scenario.Vigilant, scenario.Stealthy}
	b.Stars = []scenario.Star{scenario.MarksmanPrimary, scenario.CombatVeteran, scenario.Stealthy}
	treasury := g.Players[units.US].Treasury
	mustApply(t, g, repairCmd(a, b))
	if g.Players[units.US].Treasury != treasury {
		t.Fatal("merging infantry cost money")
	}
	passTurn(t, g)
	if a.Damaged || a.Place != OnMap || b.Place != Destroyed || len(a.Stars) != scenario.MaxStars {
		t.Fatalf("merge: a damaged %v stars %v, b %s", a.Damaged, a.Stars, b.Place)
	}
	if a.Stars[3] != scenario.MarksmanPrimary || a.Stars[4] != scenario.CombatVeteran {
		t.Fatalf("stars %v", a.Stars)
	}
}

// VI.4.1 Structures & Emplacements: combat engineers in the hex repair a
// damaged Command Post and idle with it.
func TestVI41_EngineersRepairStructures(t *testing.T) {
	g := moveGame(t, units.US)
	post := damaged(addUnit(t, g, "us.command_post", units.US, "1010"))
	eng := addUnit(t, g, "us.engineer_squad", units.US, "1010")
	g.Players[units.US].Treasury = 100
	mustApply(t, g, repairCmd(post, eng))
	if err := g.CanMove(eng.ID); err == nil {
		t.Fatal("the engineers may move while repairing")
	}
	passTurn(t, g)
	if post.Damaged {
		t.Fatal("the post was not repaired")
	}
}

// VI.4.1: a repair whose unit is lost before its idle turn ends fails.
func TestVI41_RepairFailsWhenTheUnitIsLost(t *testing.T) {
	g, tank := tankUnderRepair(t)
	tank.Place = Destroyed
	toLastPhase(t, g)
	if _, ok := hasEvent(endPhase(t, g), EvRepairFailed); !ok {
		t.Fatal("no failure event")
	}
}

// VI.4, VI.4.1, V.3.2, Inset V.5: every refusal of a repair names its rule
// and changes nothing.
func TestVI41_RepairRefusals(t *testing.T) {
	g := moveGame(t, units.US)
	hq := usHQ(t, g)
	at := hq.Hex.String()
	g.Players[units.US].Treasury = 100
	whole, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, at)
	away, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "1010")
	damaged(away)
	wire := damaged(addUnit(t, g, "neutral.barbed_wire", units.US, at))
	boat := damaged(addUnit(t, g, "us.lcvp", units.US, at))
	crew := damaged(addUnit(t, g, "us.tank_crew", units.US, at))
	squad := damaged(addUnit(t, g, "us.rifle_squad", units.US, at))
	mortar := damaged(addUnit(t, g, "us.mortar_squad", units.US, at))
	post := damaged(addUnit(t, g, "us.command_post", units.US, at))
	plane := damaged(addUnit(t, g, "us.p51d_fighter_bomber", units.US, "1010"))
	moved, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, at)
	damaged(moved).MovedStep = g.Step
	de := damaged(addUnit(t, g, "de.rifle_squad", units.Germany, at))

	mustRefuse(t, g, Command{Kind: CmdRepair, Side: units.US, Unit: de.ID}, "not one of your units")
	mustRefuse(t, g, repairCmd(whole, nil), "not damaged (VI.4.1)")
	mustRefuse(t, g, repairCmd(away, nil), "Command Post or the Forward HQ (VI.4.1)")
	mustRefuse(t, g, repairCmd(wire, nil), "obstacles may not be repaired (VI.4.1)")
	mustRefuse(t, g, repairCmd(boat, nil), "naval units may not be repaired")
	mustRefuse(t, g, repairCmd(crew, nil), "crews")
	mustRefuse(t, g, repairCmd(squad, nil), "VI.4.1")
	mustRefuse(t, g, repairCmd(squad, mortar), "identical")
	mustRefuse(t, g, repairCmd(post, squad), "combat engineers")
	mustRefuse(t, g, repairCmd(plane, nil), "airfield")
	mustRefuse(t, g, repairCmd(moved, nil), "has moved this Movement Phase")
	g.Players[units.US].Treasury = 1
	tank, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, at)
	mustRefuse(t, g, repairCmd(damaged(tank), nil), "treasury")
	g.Players[units.US].Treasury = 100
	tank.SupplyIdleTurn = g.Players[units.US].Turn
	mustRefuse(t, g, repairCmd(tank, nil), "V.3.2")
}
