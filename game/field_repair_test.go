package game

import (
	"strings"
	"testing"

	"frontline/game/hex"
	"frontline/game/units"
)

// VII.5, VI.4.1 (Q91): a printed airfield damaged by fire is repaired as
// an Airfield unit is: engineers on the field their side holds pay half
// the Airfield card's cost, idle for the turn, and the field's Sortie
// Limit is lifted as the turn ends.
func TestVII5_EngineersRepairADamagedPrintedAirfield(t *testing.T) {
	g := mvGame(t)
	const bari = "1710"
	h := hex.MustParse(bari)
	g.AirfieldsDamaged = map[string]bool{bari: true}
	if g.airOpsLimit(h) != 2 {
		t.Fatalf("set-up: damaged field limit %d, want 2", g.airOpsLimit(h))
	}
	eng := addUnit(t, g, "us.engineer_squad", units.US, bari)
	sq := addUnit(t, g, "us.rifle_squad", units.US, bari)
	mustRefuse(t, g, Command{Kind: CmdRepairField, Side: units.US, Unit: sq.ID}, "only engineers")
	g.Players[units.US].Treasury = 100
	spent := g.Players[units.US].ledger.Spent
	evs := mustApply(t, g, Command{Kind: CmdRepairField, Side: units.US, Unit: eng.ID})
	cost := g.FieldRepairCost()
	if e, ok := hasEvent(evs, EvRepairOrdered); !ok || e.Amount != cost || cost != 8 || g.Players[units.US].Treasury != 100-cost {
		t.Fatalf("order %+v, cost %d, treasury %d", e, cost, g.Players[units.US].Treasury)
	}
	if got := g.Players[units.US].ledger.Spent - spent; got != cost { // III.8: every payment is booked
		t.Fatalf("the ledger booked %d spent for a repair costing %d", got, cost)
	}
	mustRefuse(t, g, mvCmd(eng, "1610"), "idle")
	if !g.AirfieldsDamaged[bari] {
		t.Fatal("the field is repaired before the turn ends")
	}
	evs = endTurn(t, g)
	if _, ok := hasEvent(evs, EvFieldRepaired); !ok || g.AirfieldsDamaged[bari] || g.airOpsLimit(h) != 0 {
		t.Fatalf("after the turn: damaged %v, limit %d", g.AirfieldsDamaged[bari], g.airOpsLimit(h))
	}
}

// VII.5, VII.3.1: what cannot be repaired, and when; the refusal changes
// nothing. A repair fails when the engineers leave or the field falls.
func TestVII5_FieldRepairRefusals(t *testing.T) {
	g := mvGame(t)
	const bari, foggia = "1710", "0807"
	eng := addUnit(t, g, "us.engineer_squad", units.US, bari)
	cmd := Command{Kind: CmdRepairField, Side: units.US, Unit: eng.ID}
	mustRefuse(t, g, cmd, "not damaged")
	g.AirfieldsDamaged = map[string]bool{bari: true, foggia: true}
	g.Players[units.US].Treasury = 3
	mustRefuse(t, g, cmd, "costs 8")
	g.Players[units.US].Treasury = 100
	clearHex(g, foggia)
	addUnit(t, g, "de.rifle_squad", units.Germany, foggia)
	far := addUnit(t, g, "us.engineer_squad", units.US, foggia)
	mustRefuse(t, g, Command{Kind: CmdRepairField, Side: units.US, Unit: far.ID}, "not held by your side")
	inland := addUnit(t, g, "us.engineer_squad", units.US, "1409")
	mustRefuse(t, g, Command{Kind: CmdRepairField, Side: units.US, Unit: inland.ID}, "no airfield printed")
	if err := g.CanRepairField(eng.ID); err != nil {
		t.Fatal(err)
	}
	mustApply(t, g, cmd)
	other := addUnit(t, g, "us.engineer_squad", units.US, bari)
	mustRefuse(t, g, Command{Kind: CmdRepairField, Side: units.US, Unit: other.ID}, "already under repair")
	eng.Place = Away // the engineers are gone before the turn ends
	evs := endTurn(t, g)
	if e, ok := hasEvent(evs, EvRepairFailed); !ok || !strings.Contains(e.Text, "no longer there") || !g.AirfieldsDamaged[bari] {
		t.Fatalf("repair without the engineers: %+v, damaged %v", e, g.AirfieldsDamaged[bari])
	}
}
