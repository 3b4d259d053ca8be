package tactical

import (
	"testing"

	"frontline/game/units"
)

// Glossary Hidden and VI.6 on the table: the US observer starts hidden and
// is no target. A German scout's d10 of 6 at a point 1" from it marks the
// squad beside it (+1 initiative against it this turn, VI.6.1) but not
// the observer; a scout may scout once a turn and does not fire in it; a
// second scout's 9 finds the observer (VI.6.2: 8 or more).
func TestVI62_ReconFindsHiddenUnitsOnTheTable(t *testing.T) {
	forces := []Force{force(t, "us.forward_observer", units.US), force(t, "us.rifle_squad", units.US),
		force(t, "de.bmw_r75", units.Germany), force(t, "de.rifle_squad", units.Germany), force(t, "de.bmw_r75", units.Germany)}
	spots := []spot{{at: in(0, 0)}, {at: in(3, 0)}, {at: in(0, 21)}, {at: in(2, 21)}, {at: in(-2, 21)}}
	b := startBattle(t, openTable(t), Rules{}, forces, spots, 10, 6, 9)
	fo, squad, scout, de, scout2 := b.Unit(0), b.Unit(1), b.Unit(2), b.Unit(3), b.Unit(4)
	scout.Pos, scout2.Pos, de.Pos = in(0, 10), in(-1, 10), in(0, 1.5) // closed in
	if !fo.Hidden || squad.Hidden || b.Legal(de, fo) {
		t.Fatalf("observer hidden %v, squad hidden %v, observer a target %v", fo.Hidden, squad.Hidden, b.Legal(de, fo))
	}
	if r, _ := b.Bar(de, 0, fo); r != HiddenRule {
		t.Fatalf("firing at a hidden unit: %q", r)
	}
	must(t, b, Command{Kind: CmdEndMove, Side: units.US})
	recon := func(u UnitID, p float64) Command {
		return Command{Kind: CmdRecon, Side: units.Germany, Unit: u, To: in(p, 0)}
	}
	refused(t, b, Command{Kind: CmdRecon, Side: units.Germany, Unit: 3, To: in(1, 0)}, ReconRule) // no Reconnaissance
	refused(t, b, recon(2, -12), ReconRule)                                                       // beyond 12"
	must(t, b, recon(2, 1))
	if !fo.Hidden || squad.Found != 1 || fo.Found != 0 {
		t.Fatalf("d10 6: observer hidden %v, found %d/%d", fo.Hidden, squad.Found, fo.Found)
	}
	refused(t, b, recon(2, 1), ReconRule)
	must(t, b, recon(4, 1))
	if fo.Hidden || fo.Found != 1 {
		t.Fatal("d10 9 did not find the observer")
	}
	de.Pos = in(3, 3)
	toDeclarations(t, b)
	refused(t, b, Command{Kind: CmdDeclare, Side: units.Germany, Unit: 2, Target: 1}, ReconRule)
	declare(t, b, units.Germany, 3, 1)
	if atk, _ := b.initiativeMods(); atk != AttackInitiativeBonus+ReconInitiativeBonus {
		t.Fatalf("attacker initiative %+d", atk)
	}
}

// Glossary Hidden: a hidden unit is found when an enemy ground unit comes
// within 1" of it, and gives itself away when it declares an attack.
func TestGlossaryHidden_FoundByContactAndByFiring(t *testing.T) {
	forces := []Force{force(t, "us.jeep", units.US), force(t, "us.forward_observer", units.US), force(t, "de.rifle_squad", units.Germany),
		force(t, "us.jeep", units.US)}
	b := startBattle(t, openTable(t), Rules{}, forces, []spot{{at: in(0, 0)}, {at: in(10, 0)}, {at: in(0, 21)}, {at: in(-10, 0)}}, 10)
	jeep, fo, de, jeep2 := b.Unit(0), b.Unit(1), b.Unit(2), b.Unit(3)
	de.Pos = in(0, 2)
	must(t, b, Command{Kind: CmdEndMove, Side: units.US})
	evs := must(t, b, moveCmd(units.Germany, 2, in(0, 1), 0))
	if jeep.Hidden || !fo.Hidden || !hasText(evs, EvRecon, "stumbles on") {
		t.Fatalf("jeep hidden %v, observer hidden %v: %v", jeep.Hidden, fo.Hidden, texts(evs, EvRecon))
	}
	toDeclarations(t, b)
	endDeclare(t, b, units.Germany)
	jeep2.Pos = in(3, 1) // 3" from the squad: no contact, within the MG's 4"
	declare(t, b, units.US, 3, 2)
	if jeep2.Hidden || !fo.Hidden {
		t.Fatalf("after the jeep's declaration: jeep hidden %v, observer hidden %v", jeep2.Hidden, fo.Hidden)
	}
}
