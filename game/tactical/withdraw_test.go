package tactical

import (
	"testing"

	"frontline/game/units"
)

// withdrawBattle: a US squad 1" from a German squad, another US squad far
// off; morale on; the Germans have declared their fire.
func withdrawBattle(t *testing.T, script ...int) *Battle {
	t.Helper()
	forces := []Force{force(t, "us.rifle_squad", units.US), force(t, "de.rifle_squad", units.Germany), force(t, "us.rifle_squad", units.US)}
	b := startBattle(t, openTable(t), Rules{Morale: true}, forces, []spot{{at: in(0, 26)}, {at: in(0, 27)}, {at: in(0, 0)}}, script...)
	toDeclarations(t, b)
	declare(t, b, units.Germany, 1, 0)
	endDeclare(t, b, units.Germany)
	return b
}

// IV.3.8 at the tactical scale: the squad withdraws instead of attacking;
// the enemy wins the unmodified initiative check (3 against 7) and its
// squad fires once at it — rifles hit for 6 (damaged), the MG 42 misses
// with 2; the squad then leaves the table and its side loses a point of
// morale (Inset IX.3 item 8).
func TestIV38_WithdrawUnderFire(t *testing.T) {
	b := withdrawBattle(t, 10, 3, 7, 15, 5, 2)
	refused(t, b, Command{Kind: CmdWithdraw, Side: units.US}, WithdrawRule)
	refused(t, b, Command{Kind: CmdWithdraw, Side: units.US, Units: []UnitID{1}}, "IX.4.4")
	evs := must(t, b, Command{Kind: CmdWithdraw, Side: units.US, Units: []UnitID{0}})
	if len(texts(evs, EvShot)) != 2 || !hasText(evs, EvShot, "hit for 6 net → damaged") {
		t.Fatalf("parting shots %v", texts(evs, EvShot))
	}
	u := b.Unit(0)
	if u.Status != Withdrawn || !u.Damaged || b.MoraleDelta[Defender] != -1 {
		t.Fatalf("status %v damaged %v delta %v", u.Status, u.Damaged, b.MoraleDelta)
	}
	if b.Over() || b.Pending != (Decision{Side: units.US, Kind: DecideDeclare}) {
		t.Fatalf("the other squad fights on: %+v %+v", b.Result, b.Pending)
	}
}

// IV.3.8: when the withdrawing side wins the check it slips away unharmed.
func TestIV38_WithdrawClean(t *testing.T) {
	b := withdrawBattle(t, 10, 8, 2)
	evs := must(t, b, Command{Kind: CmdWithdraw, Side: units.US, Units: []UnitID{0}})
	if len(texts(evs, EvShot)) != 0 || b.Unit(0).Status != Withdrawn || b.Unit(0).Damaged {
		t.Fatalf("%v", evs)
	}
}
