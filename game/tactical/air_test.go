package tactical

import (
	"testing"

	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// airBattle: a US P-51 (movement 28, pilot) and a US B-24 (19, air crew)
// over the table, heading east, and a German rifle squad on the ground.
func airBattle(t *testing.T) *Battle {
	t.Helper()
	forces := []Force{force(t, "us.p51d_escort", units.US), force(t, "us.b24j", units.US), force(t, "de.rifle_squad", units.Germany)}
	spots := []spot{{at: in(-20, 0), facing: 900, alt: 10 * geom.Inch}, {at: in(-20, 10), facing: 900, alt: 20 * geom.Inch}, {at: in(0, 33)}}
	b := startBattle(t, openTable(t), Rules{}, forces, spots, 10)
	if b.Pending != (Decision{Side: units.Germany, Kind: DecideMove}) {
		t.Fatalf("with no US ground unit step ② is skipped: %+v", b.Pending)
	}
	must(t, b, Command{Kind: CmdEndMove, Side: units.Germany})
	if b.Step != StepAir || b.Pending != (Decision{Side: units.US, Kind: DecideFly}) {
		t.Fatalf("%v %+v, want the defender's aircraft first", b.Step, b.Pending)
	}
	return b
}

func fly(s units.Side, id UnitID, p geom.Point, alt int64) Command {
	return Command{Kind: CmdFly, Side: s, Unit: id, To: p, Alt: alt}
}

// Inset IX.5: an aircraft flies at least half its Movement (rounded up)
// before its side may pass, climbing and diving spend movement inch for
// inch, and Turns of Flight do not count down on the table.
func TestInsetIX5_MinimumMoveAndAltitude(t *testing.T) {
	b := airBattle(t)
	refused(t, b, Command{Kind: CmdPass, Side: units.US}, "Inset IX.8")
	must(t, b, fly(units.US, 0, in(-10, 0), 14*geom.Inch)) // 10" + 4" of climb = 14" = half of 28
	if p := b.Unit(0); p.Flown != 14*geom.Inch || p.Alt != 14*geom.Inch {
		t.Fatalf("flown %d at %d", p.Flown, p.Alt)
	}
	refused(t, b, fly(units.US, 0, in(5, 0), 14*geom.Inch), "Inset IX.5") // 15" more: only 14" left
	refused(t, b, Command{Kind: CmdPass, Side: units.US}, "Inset IX.8")   // the B-24 has not flown its 10"
	must(t, b, fly(units.US, 1, in(-10, 10), 20*geom.Inch))
	must(t, b, Command{Kind: CmdPass, Side: units.US})
	if b.Step != StepDeclare {
		t.Fatalf("with the US passed and no German aircraft the round begins, got %v", b.Step)
	}
}

// Inset IX.5: no turn sharper than the minimum turn radius: 2" for a
// pilot's aircraft, 4" for an air crew's. Over 2" a fighter may turn 57°,
// a bomber 28°.
func TestInsetIX5_TurnRadius(t *testing.T) {
	b := airBattle(t)
	if MaxTurn(2*geom.Inch, TurnRadius(card(t, "us.p51d_escort"))) != 572 || TurnRadius(card(t, "us.b24j")) != 4*geom.Inch {
		t.Fatal("turn limits")
	}
	fortyFive := geom.Offset(in(-20, 10), 900+450, 2*geom.Inch)
	refused(t, b, fly(units.US, 1, fortyFive, 20*geom.Inch), "Inset IX.5")
	must(t, b, fly(units.US, 0, geom.Offset(in(-20, 0), 900+450, 2*geom.Inch), 10*geom.Inch))
	if h := b.Unit(0).Facing; h < 1340 || h > 1360 {
		t.Fatalf("the heading follows the flight: %s", h)
	}
}
