package tactical

import (
	"strings"
	"testing"

	"frontline/game/dice"
	"frontline/game/units"
)

// Q140: bases may not overlap. A squad (base 0.25" in radius) may not be
// placed within 0.625" of a Sherman (0.375"), and is placed where the
// bases just touch; an aircraft flies over both.
func TestQ140_PlacedBasesMayNotOverlap(t *testing.T) {
	forces := []Force{force(t, "us.sherman_m4a3", units.US), force(t, "us.rifle_squad", units.US), force(t, "us.p51d_escort", units.US),
		force(t, "de.rifle_squad", units.Germany)}
	forces[3].Entered = 3
	b, _, err := NewBattle(Setup{Table: openTable(t), Attacker: units.Germany, Defender: units.US, Forces: forces}, dice.ScriptT(t, 10))
	if err != nil {
		t.Fatal(err)
	}
	must(t, b, Command{Kind: CmdPlace, Side: units.US, Unit: 0, To: in(0, 0)})
	must(t, b, Command{Kind: CmdPlace, Side: units.Germany, Unit: 3, To: in(0, 30)})
	sq := b.Unit(1)
	if err := b.CheckPlace(sq, in(0.6, 0), 0); err == nil || !strings.Contains(err.Error(), BaseRule) || !strings.Contains(err.Error(), "Sherman") {
		t.Fatalf("overlapping the Sherman's base: %v", err)
	}
	refused(t, b, Command{Kind: CmdPlace, Side: units.US, Unit: 1, To: in(0, 0.3)}, BaseRule)
	must(t, b, Command{Kind: CmdPlace, Side: units.US, Unit: 1, To: in(0.63, 0)})
	if err := b.CheckPlace(b.Unit(2), in(0, 0), 5*100); err != nil {
		t.Fatalf("an aircraft over the Sherman: %v", err)
	}
}

// Q140: a move may pass other units but not end on one's base; a hidden
// enemy's base does not bar the move (the side does not know of it).
func TestQ140_MoveMayNotEndOnAnotherBase(t *testing.T) {
	forces := []Force{force(t, "us.rifle_squad", units.US), force(t, "us.rifle_squad", units.US), force(t, "de.rifle_squad", units.Germany)}
	b := startBattle(t, openTable(t), Rules{}, forces, []spot{{at: in(0, 0)}, {at: in(0, 1.2)}, {at: in(0, 30)}}, 10)
	if err := b.CheckMove(Command{Kind: CmdMove, Side: units.US, Unit: 0, To: in(0, 0.9)}); err == nil || !strings.Contains(err.Error(), BaseRule) {
		t.Fatalf("ending on the other squad's base: %v", err)
	}
	if err := b.CheckMove(Command{Kind: CmdMove, Side: units.US, Unit: 0, To: in(0, 0.7)}); err != nil {
		t.Fatalf("touching bases: %v", err)
	}
	b.Unit(2).Pos, b.Unit(2).Hidden = in(0.8, 0), true
	if err := b.CheckMove(Command{Kind: CmdMove, Side: units.US, Unit: 0, To: in(0.8, 0.2)}); err != nil {
		t.Fatalf("a hidden enemy barred the move: %v", err)
	}
}
