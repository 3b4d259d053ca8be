package tactical

import (
	"testing"

	"frontline/game/dice"
	"frontline/game/units"
)

// IX.4.4: the defender places first, the sides alternate one unit at a
// time, and a side with nothing left lets the other place the rest; a
// placed unit is locked. IX.4.3: the defender may stand anywhere, the
// attacker only in the zone of the side it entered by (d10 + 6" deep).
func TestIX44_PlacementAlternatesDefenderFirst(t *testing.T) {
	forces := []Force{force(t, "us.rifle_squad", units.US), force(t, "us.rifle_squad", units.US), force(t, "us.rifle_squad", units.US),
		force(t, "de.rifle_squad", units.Germany)}
	forces[3].Entered = 3
	b, evs, err := NewBattle(Setup{Table: openTable(t), Attacker: units.Germany, Defender: units.US, Forces: forces}, dice.ScriptT(t, 1))
	if err != nil {
		t.Fatal(err)
	}
	if len(b.Zones) != 1 || b.Zones[0].Depth != 7*100 || evs[0].Rule != ZoneRule {
		t.Fatalf("zone %+v, events %v", b.Zones, evs)
	}
	if b.Pending != (Decision{Side: units.US, Kind: DecidePlace}) {
		t.Fatalf("pending %+v, want the defender to place first", b.Pending)
	}
	refused(t, b, Command{Kind: CmdPlace, Side: units.Germany, Unit: 3, To: in(0, 33)}, "Inset IX.2")
	must(t, b, Command{Kind: CmdPlace, Side: units.US, Unit: 0, To: in(0, 34), Facing: 1800}) // the defender may stand in the attackers' zone
	refused(t, b, Command{Kind: CmdPlace, Side: units.US, Unit: 1, To: in(0, 0)}, "Inset IX.2")
	refused(t, b, Command{Kind: CmdPlace, Side: units.Germany, Unit: 3, To: in(0, 28)}, "IX.4.3") // 8" from the edge: outside 7"
	refused(t, b, Command{Kind: CmdPlace, Side: units.Germany, Unit: 3, To: in(0, 37)}, "IX.4.3") // off the table
	must(t, b, Command{Kind: CmdPlace, Side: units.Germany, Unit: 3, To: in(0, 30), Facing: 0})
	if b.Pending.Side != units.US {
		t.Fatalf("after the attacker's last unit the defender places the rest, got %+v", b.Pending)
	}
	refused(t, b, Command{Kind: CmdPlace, Side: units.US, Unit: 0, To: in(5, 5)}, "IX.4.4")
	must(t, b, Command{Kind: CmdPlace, Side: units.US, Unit: 1, To: in(-5, 0), Facing: 900})
	must(t, b, Command{Kind: CmdPlace, Side: units.US, Unit: 2, To: in(5, 0), Facing: 2700})
	if b.Step != StepDefenderMove || b.Turn != 1 || b.Pending != (Decision{Side: units.US, Kind: DecideMove}) {
		t.Fatalf("after placement: turn %d %v %+v", b.Turn, b.Step, b.Pending)
	}
	if u := b.Unit(1); u.Pos != in(-5, 0) || u.Facing != 900 {
		t.Fatalf("unit 1 at %s facing %s", u.Pos, u.Facing)
	}
}

// IX.4.3 and IX.7.1: aircraft are placed in flight, no higher than
// 20,000 ft (33.33"); ground units stand at altitude 0; vehicles may not
// stand where the table is closed to them.
func TestIX43_PlacementAltitudeAndGround(t *testing.T) {
	forces := []Force{force(t, "us.p51d_escort", units.US), force(t, "us.sherman_m4a3", units.US)}
	b, _, err := NewBattle(Setup{Table: openTable(t), Attacker: units.Germany, Defender: units.US, Forces: forces}, dice.ScriptT(t))
	if err != nil {
		t.Fatal(err)
	}
	refused(t, b, Command{Kind: CmdPlace, Side: units.US, Unit: 0, To: in(0, 0)}, "IX.7.1")
	refused(t, b, Command{Kind: CmdPlace, Side: units.US, Unit: 0, To: in(0, 0), Alt: Ceiling + 1}, "IX.7.1")
	refused(t, b, Command{Kind: CmdPlace, Side: units.US, Unit: 1, To: in(0, 0), Alt: 100}, "IX.5.2")
	must(t, b, Command{Kind: CmdPlace, Side: units.US, Unit: 0, To: in(0, 0), Alt: Ceiling})
	if Ceiling != 3333 {
		t.Fatalf("ceiling %d, want 33.33\"", Ceiling)
	}
}

// IX.4.3: a unit with nowhere to stand in its zone (a ship without a sea)
// takes no part; the attackers then have nothing to place.
func TestIX43_UnitWithNowhereToStandStaysOff(t *testing.T) {
	forces := []Force{force(t, "us.rifle_squad", units.US), force(t, "de.rifle_squad", units.Germany), force(t, "us.lcvp", units.US)}
	forces[1].Entered = 0
	b, evs, err := NewBattle(Setup{Table: openTable(t), Attacker: units.Germany, Defender: units.US, Forces: forces}, dice.ScriptT(t, 10))
	if err != nil {
		t.Fatal(err)
	}
	if b.Unit(2).Status != Absent || !hasText(evs, EvPlaced, "nowhere to stand") {
		t.Fatalf("the landing craft is %v", b.Unit(2).Status)
	}
}

func TestNewBattleRefusesBadSetups(t *testing.T) {
	tb := openTable(t)
	gun := Force{Card: card(t, "us.at_gun_57mm"), Side: units.US}
	dug := force(t, "de.rifle_squad", units.Germany)
	dug.DugIn = true
	land := force(t, "de.rifle_squad", units.Germany)
	land.Landing = true
	for name, s := range map[string]Setup{
		"no table":        {Attacker: units.Germany, Defender: units.US},
		"same sides":      {Table: tb, Attacker: units.US, Defender: units.US},
		"uncrewed gun":    {Table: tb, Attacker: units.Germany, Defender: units.US, Forces: []Force{gun}},
		"dug-in attacker": {Table: tb, Attacker: units.Germany, Defender: units.US, Forces: []Force{dug}},
		"dry landing":     {Table: tb, Attacker: units.Germany, Defender: units.US, Forces: []Force{land}},
		"neutral side":    {Table: tb, Attacker: units.Germany, Defender: units.US, Forces: []Force{force(t, "us.rifle_squad", units.Neutral)}},
	} {
		if _, _, err := NewBattle(s, dice.New(1)); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

// IX.4.4 phased placement: a unit due at turn 3 may not be placed before;
// at the start of turn 3 its side places it, and its arrival lifts that
// side's morale (Inset IX.3 item 7). A side whose units are all gone but
// with reinforcements to come is still in the battle.
func TestIX44_PhasedPlacement(t *testing.T) {
	late := force(t, "de.panzer_iv_g", units.Germany)
	late.Arrives, late.Entered = 3, 3
	forces := []Force{force(t, "us.rifle_squad", units.US), force(t, "de.rifle_squad", units.Germany), late}
	forces[1].Entered = 3
	b, _, err := NewBattle(Setup{Table: openTable(t), Attacker: units.Germany, Defender: units.US, Forces: forces, Rules: Rules{Morale: true}},
		scriptFor(t, 10, 6, 5, 6, 5))
	if err != nil {
		t.Fatal(err)
	}
	must(t, b, Command{Kind: CmdPlace, Side: units.US, Unit: 0, To: in(0, 0)})
	refused(t, b, Command{Kind: CmdPlace, Side: units.Germany, Unit: 2, To: in(0, 30)}, "IX.4.4")
	must(t, b, Command{Kind: CmdPlace, Side: units.Germany, Unit: 1, To: in(0, 30)})
	if b.Step != StepDefenderMove {
		t.Fatalf("the late tank should not hold up turn 1: %v", b.Step)
	}
	b.Unit(1).Status = Destroyed // Germany has nothing on the table, but the tank is coming
	nextTurn(t, b)
	if b.Over() {
		t.Fatalf("the battle ended with reinforcements to come: %+v", b.Result)
	}
	toDeclarations(t, b)
	endDeclare(t, b, units.Germany)
	endDeclare(t, b, units.US)
	if b.Turn != 3 || b.Pending != (Decision{Side: units.Germany, Kind: DecidePlace}) {
		t.Fatalf("turn %d %+v, want the tank placed at the start of turn 3", b.Turn, b.Pending)
	}
	evs := must(t, b, Command{Kind: CmdPlace, Side: units.Germany, Unit: 2, To: in(0, 30)})
	if !hasText(evs, EvMorale, "Germany morale 5 → 6") || b.Step != StepDefenderMove {
		t.Fatalf("after the arrival: %v at %v", texts(evs, EvMorale), b.Step)
	}
}

// The IX.4.4 tip: a d6 per point of phased placement; odd brings the
// units that many turns earlier (at setup at the soonest), even delays
// them.
func TestIX44_PhasedPlacementTip(t *testing.T) {
	early := force(t, "us.rifle_squad", units.US)
	early.Arrives = 3
	forces := []Force{force(t, "us.rifle_squad", units.US), early, force(t, "de.rifle_squad", units.Germany), force(t, "de.panzer_iv_g", units.Germany)}
	forces[2].Entered, forces[3].Entered, forces[3].Arrives = 3, 3, 4
	b, evs, err := NewBattle(Setup{Table: openTable(t), Attacker: units.Germany, Defender: units.US, Forces: forces, Rules: Rules{PhaseTip: true}},
		scriptFor(t, 10, 3, 2))
	if err != nil {
		t.Fatal(err)
	}
	if b.Unit(1).Arrives != 1 || b.Unit(3).Arrives != 6 {
		t.Fatalf("arrivals %d and %d, want 1 (3 - 3) and 6 (4 + 2)", b.Unit(1).Arrives, b.Unit(3).Arrives)
	}
	if !hasText(evs, EvPhased, "US units due at turn 3 arrive at turn 1 (d6 3)") {
		t.Fatalf("%v", texts(evs, EvPhased))
	}
}
