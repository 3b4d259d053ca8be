package tactical

import (
	"testing"

	"frontline/game/dice"
	"frontline/game/units"
)

// Glossary Emplacement on the table (Q92, Q129): the German Panther turret
// shelters the squad within 1" of it (the lower id of the two): no
// Sherman may fire at it, the US squad beside it may (clearing the
// emplacement), and it fires through the turret's 45° only; the other
// squad is an ordinary target. Once the turret is gone the shelter goes.
func TestGlossaryEmplacement_ShelterOnTheTable(t *testing.T) {
	forces := []Force{force(t, "de.panther_turret", units.Germany), force(t, "de.rifle_squad", units.Germany), force(t, "de.rifle_squad", units.Germany),
		force(t, "us.sherman_m4a3", units.US), force(t, "us.rifle_squad", units.US)}
	forces[3].Entered, forces[4].Entered = 3, 3
	b, _, err := NewBattle(Setup{Table: openTable(t), Attacker: units.US, Defender: units.Germany, Forces: forces}, dice.ScriptT(t, 10))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []Command{{Unit: 0, To: in(0, 0)}, {Unit: 3, To: in(0, 30)}, {Unit: 1, To: in(0.7, 0)}, {Unit: 4, To: in(0, 31)}, {Unit: 2, To: in(0, -0.8)}} {
		c.Kind, c.Side = CmdPlace, b.Unit(c.Unit).Side
		must(t, b, c)
	}
	turret, inside, other, sherman, squad := b.Unit(0), b.Unit(1), b.Unit(2), b.Unit(3), b.Unit(4)
	sherman.Pos, squad.Pos = in(0, 5), in(1.2, 0.3) // closed in
	if b.shelterOf(inside) != turret || b.shelterOf(other) != nil {
		t.Fatal("the turret shelters the wrong squad")
	}
	for wi := range sherman.Face().Weapons {
		if r, _ := b.Bar(sherman, wi, inside); r != EmplacementRule {
			t.Fatalf("the Sherman's weapon %d may fire at the sheltered squad: %q", wi, r)
		}
	}
	if r, why := b.Bar(squad, 0, inside); r != "" {
		t.Fatalf("the US squad cannot clear the emplacement: %s %s", r, why)
	}
	if !b.Legal(sherman, other) {
		t.Fatal("the squad outside the shelter is no target")
	}
	inside.Facing = 0 // north: the US squad at its south-east is outside 45°
	if r, _ := b.Bar(inside, 0, squad); r != "IX.6.1" {
		t.Fatalf("firing from the emplacement through %q", r)
	}
	turret.Status = Destroyed
	if b.shelterOf(inside) != nil || !b.Legal(sherman, inside) {
		t.Fatal("the shelter outlived its emplacement")
	}
}
