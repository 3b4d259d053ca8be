package tactical

import (
	"testing"

	"frontline/game/units"
)

// IV.3.5 at the tactical scale: Push adds 1" to a squad's move in the
// turn it is played; the pushed squad rests through the next turn's
// movement (it may still turn) and is pushed once per battle; guns and
// damaged machines are not pushed; an aircraft gains 3" in step ④.
func TestIV35_PushOnTheTable(t *testing.T) {
	forces := []Force{force(t, "us.rifle_squad", units.US), force(t, "us.sherman_m4a3", units.US), force(t, "us.at_gun_57mm", units.US),
		force(t, "us.p51d_escort", units.US), force(t, "de.rifle_squad", units.Germany)}
	forces[1].Damaged = true
	spots := []spot{{at: in(0, 0)}, {at: in(5, 0)}, {at: in(-5, 0)}, {at: in(0, -10), alt: 5 * 100}, {at: in(0, 33)}}
	b := startBattle(t, openTable(t), Rules{}, forces, spots, 10, 5, 3)
	push := func(ids ...UnitID) Command { return Command{Kind: CmdPush, Side: units.US, Units: ids} }
	refused(t, b, push(), PushRule)
	refused(t, b, push(1), PushRule) // damaged tank
	refused(t, b, push(2), PushRule) // gun
	refused(t, b, push(3), PushRule) // aircraft push in step ④
	must(t, b, push(0))
	refused(t, b, push(0), PushRule)
	must(t, b, moveCmd(units.US, 0, in(0, -2), 0))
	for b.Pending.Kind != DecideFly {
		must(t, b, Command{Kind: CmdEndMove, Side: b.Pending.Side})
	}
	left := FlightLeft(b.Unit(3))
	must(t, b, push(3))
	if FlightLeft(b.Unit(3)) != left+PushAir {
		t.Fatalf("flight left %d, was %d", FlightLeft(b.Unit(3)), left)
	}
	must(t, b, Command{Kind: CmdFly, Side: units.US, Unit: 3, To: in(0, -24), Alt: 5 * 100})
	must(t, b, Command{Kind: CmdPass, Side: units.US})
	endRound(t, b)
	refused(t, b, moveCmd(units.US, 0, in(0, -2.5), 0), PushRule)
	must(t, b, moveCmd(units.US, 0, in(0, -2), 900))
}
