package tactical

import (
	"testing"

	"frontline/game/scenario"
	"frontline/game/units"
)

// Example VI.3 on the table: a Panzer IV comes in from the south; two
// crewed 57mm AT guns wait about 3" away facing it, the first crew with Exploit
// Weakness. Zone d10 4 (10" deep). Initiative: Germany 5 +2 = 7 against
// the US 8, so the guns fire first. Gun 1: 14 hits, AP check 5 fails,
// intensity 6 +1 + DI 2 - Defense 4 = 5 net: damaged. Gun 2: 15 hits, AP 2
// passes, armour 5 fails against Defense 3, intensity 4 + 2 = 6 through
// the armour: destroyed, and the crew inside takes 6 and is damaged. The
// Panzer never fires; the attackers are gone and the US wins.
func TestExampleVI3_OnTheTable(t *testing.T) {
	forces, spots := vi3(t)
	b := startBattle(t, openTable(t), Rules{}, forces, spots, 4, 5, 8, 14, 5, 6, 15, 2, 5, 4)
	toDeclarations(t, b)
	declare(t, b, units.Germany, 2, 0)
	endDeclare(t, b, units.Germany)
	declare(t, b, units.US, 0, 2, 1, 2)
	evs := endDeclare(t, b, units.US)

	if !hasText(evs, EvInitiative, "attacker +2, defender +0; US fires first") {
		t.Errorf("initiative: %v", texts(evs, EvInitiative))
	}
	shots := texts(evs, EvShot)
	if len(shots) != 2 {
		t.Fatalf("%d shots, want the two guns only: %v", len(shots), shots)
	}
	if !hasText(evs, EvShot, "d20 14 vs 13, hit for 5 net → damaged") {
		t.Errorf("gun 1: %s", shots[0])
	}
	if !hasText(evs, EvShot, "d20 15 vs 13, hit for 6 net, armour pierced: the crew takes 6 and is damaged → destroyed") {
		t.Errorf("gun 2: %s", shots[1])
	}
	pz := b.Unit(2)
	if pz.Status != Destroyed || !pz.Crew.Damaged {
		t.Fatalf("panzer %v, crew damaged %v", pz.Status, pz.Crew.Damaged)
	}
	if !b.Over() || b.Result.Winner != units.US {
		t.Fatalf("result %+v", b.Result)
	}
}

// The same position with gun 1 turned to the north: the Panzer lies
// outside its 45° arc (Inset IX.7 item 7, IX.6.1), so it may not declare
// it. Gun 2 alone fires: 15 hits, AP 2 passes, armour check 5 fails
// against Defense 4, intensity 4 + 2 = 6 through the armour: the intact
// Panzer (10) is damaged and its crew too. The Panzer fires back at gun 1,
// which cannot turn to meet it, firing from its damaged side: a natural 1 jams its 75mm for this round
// and the next, and its machine gun misses with 3. In round 2 the 75mm is
// still silent; in round 3 it may fire again.
func TestExampleVI3_GunTurnedAway(t *testing.T) {
	forces, spots := vi3(t)
	spots[0].facing = 0
	b := startBattle(t, openTable(t), Rules{}, forces, spots, 4, 5, 8, 15, 2, 5, 4, 1, 3, 6, 7, 6, 7)
	toDeclarations(t, b)
	declare(t, b, units.Germany, 2, 0)
	endDeclare(t, b, units.Germany)
	refused(t, b, Command{Kind: CmdDeclare, Side: units.US, Unit: 0, Target: 2}, "IX.6.1")
	if r, why := b.Bar(b.Unit(0), 0, b.Unit(2)); r != "IX.6.1" || why != "outside the fire arc" {
		t.Fatalf("gun 1 bar: %s %s", r, why)
	}
	declare(t, b, units.US, 1, 2)
	evs := endDeclare(t, b, units.US)
	shots := texts(evs, EvShot)
	if len(shots) != 3 {
		t.Fatalf("shots %v", shots)
	}
	if !hasText(evs, EvShot, "d20 15 vs 13, hit for 6 net, armour pierced: the crew takes 6 and is damaged → damaged") {
		t.Errorf("gun 2: %s", shots[0])
	}
	if !hasText(evs, EvShot, "natural 1: the weapon jams") || !hasText(evs, EvShot, "d20 3 vs 14, miss") {
		t.Errorf("panzer: %v", shots[1:])
	}
	pz, gun1 := b.Unit(2), b.Unit(0)
	for round := 2; round <= 3; round++ {
		toDeclarations(t, b)
		if b.Round != round {
			t.Fatalf("round %d, want %d", b.Round, round)
		}
		r, _ := b.Bar(pz, 0, gun1)
		if jammed := r == "Inset IX.6"; jammed != (round == 2) {
			t.Errorf("round %d: 75mm jammed %v (Inset IX.6: this round and the next)", round, jammed)
		}
		if r, why := b.Bar(pz, 1, gun1); r != "" {
			t.Errorf("round %d: the machine gun should be free: %s", round, why)
		}
		endDeclare(t, b, units.Germany)
		endDeclare(t, b, units.US) // nobody fires; initiative is still rolled
	}
}

// vi3 is Example VI.3's forces: gun 1 and 2 (US) and the Panzer IV
// (Germany), the guns facing south at the tank.
func vi3(t *testing.T) ([]Force, []spot) {
	g1 := force(t, "us.at_gun_57mm", units.US)
	g1.Stars = []scenario.Star{scenario.ExploitWeakness}
	forces := []Force{g1, force(t, "us.at_gun_57mm", units.US), force(t, "de.panzer_iv_g", units.Germany)}
	spots := []spot{{at: in(-1, 24), facing: 1800}, {at: in(1, 24), facing: 1800}, {at: in(0, 27), facing: 0}}
	return forces, spots
}
