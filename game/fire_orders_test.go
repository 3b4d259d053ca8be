package game

import (
	"math"
	"strings"
	"testing"

	"frontline/game/dice"
	"frontline/game/units"
)

// VI.7.3: AP rounds are the controlling player's option, not only against
// armour. A PaK 40 (AP 5) destroys an M3A1 halftrack (printed Defense 1)
// more often with AP, which ignores the Defense once the armour is
// pierced, than with the HE the old rule forced on it; the default
// choice the client shows picks AP, and the round fires it.
func TestVI73_PaK40FiresAPAtAnM3A1(t *testing.T) {
	g := combatGame(t, units.Germany)
	gun, _ := crewUnit(t, g, "de.pak40", "de.artillery_crew", units.Germany, "0606")
	ht := addUnit(t, g, "us.halftrack_m3a1", units.US, "0606")
	ap, err := g.PredictFire(gun.ID, 0, ht.ID, AmmoAP)
	if err != nil {
		t.Fatal(err)
	}
	he, _ := g.PredictFire(gun.ID, 0, ht.ID, AmmoHE)
	// Exact: 0.2825 and 0.265 (the 0.283 is the first rounded).
	if math.Abs(ap.Destroy-0.2825) > 1e-9 || math.Abs(he.Destroy-0.265) > 1e-9 {
		t.Fatalf("to destroy: AP %.6f, HE %.6f; want 0.2825 and 0.265", ap.Destroy, he.Destroy)
	}
	if d := g.DefaultFire(gun.ID, ht.ID, nil); len(d) != 1 || d[0].Ammo != AmmoAP || d[0].Target != ht.ID {
		t.Fatalf("default fire %+v, want the gun with AP at the halftrack", d)
	}
	cmd := attackCmd(units.Germany, ht, gun)
	cmd.Fire = []WeaponOrder{{Unit: gun.ID, Weapon: 0, Target: ht.ID, Ammo: AmmoAP}}
	evs := mustApply(t, g, cmd)
	if ev, _ := hasEvent(evs, EvAttackDeclared); !strings.Contains(ev.Text, "with AP") {
		t.Errorf("declaration %q does not name the rounds", ev.Text)
	}
	// d20 15 hits (12); AP check 3 <= 5 pierces (AP 5 beats Defense 1, no
	// armour roll); intensity 5 + DI 3 = 8 net, the Defense ignored: the
	// halftrack's 8 Endurance is gone. HE would leave it 1 (8 - 1 = 7 net).
	g.dice = dice.ScriptT(t, 15, 3, 5)
	if g.Pending.Kind == DecideRetaliation {
		evs = mustApply(t, g, retaliateCmd(units.US, nil))
	}
	shot, _ := hasEvent(evs, EvShot)
	if ht.Place != Destroyed || shot.Rule != "VI.7.3" {
		t.Fatalf("halftrack %s; shot %+v", ht.Place, shot)
	}
}

// Inset V.6 step 4: each weapon fires at a legal target of its own. A
// Panzer IV fires its gun at a Sherman and its machine gun at the rifle
// squad beside it in the same round; between rounds the attacker changes
// the gun's target and rounds (V.5.3).
func TestInsetV6_GunAtTankMachineGunAtSquad(t *testing.T) {
	g := combatGame(t, units.Germany)
	pz, _ := crewUnit(t, g, "de.panzer_iv_g", "de.tank_crew", units.Germany, "0606")
	sh, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "0606")
	sq := addUnit(t, g, "us.rifle_squad", units.US, "0606")
	def := g.DefaultFire(pz.ID, sh.ID, []UnitID{sh.ID, sq.ID})
	if len(def) != 2 || def[0].Target != sh.ID || def[1].Weapon != 1 || def[1].Target != sq.ID {
		t.Fatalf("default fire %+v, want the gun at the Sherman and the MG at the squad", def)
	}
	cmd := attackCmd(units.Germany, sh, pz)
	cmd.Fire = []WeaponOrder{{Unit: pz.ID, Weapon: 0, Target: sh.ID, Ammo: AmmoAP}, {Unit: pz.ID, Weapon: 1, Target: sq.ID}}
	mustApply(t, g, cmd)
	if e := g.Engagement(); !containsID(e.Targets, sq.ID) {
		t.Fatalf("the squad the MG aims at is not engaged: %v", e.Targets)
	}
	// Nobody retaliates, so no initiative: the gun misses (d20 5), the MG
	// hits (15) with intensity 6 + DI 2 = 8 net: the squad (12, half 6)
	// is left 4 and flips.
	g.dice = dice.ScriptT(t, 5, 15, 6)
	evs := mustApply(t, g, retaliateCmd(units.US, nil))
	var aims []string
	for _, e := range eventsOf(evs, EvShot) {
		_, rest, _ := strings.Cut(e.Text, " fires ")
		aims = append(aims, strings.SplitN(rest, ":", 2)[0])
	}
	if len(aims) != 2 || !strings.Contains(aims[0], "KwK") || !strings.Contains(aims[0], "Sherman") ||
		!strings.Contains(aims[1], "MG 34") || !strings.Contains(aims[1], "Rifle Squad") {
		t.Fatalf("shots %q", aims)
	}
	if !sq.Damaged || sh.Damaged {
		t.Fatalf("squad damaged %v, Sherman damaged %v", sq.Damaged, sh.Damaged)
	}
	if g.Pending.Kind != DecideEngagementRound {
		t.Fatalf("pending %+v", g.Pending)
	}
	next := Command{Kind: CmdNextRound, Side: units.Germany, Units: []UnitID{pz.ID}, Targets: []UnitID{sq.ID},
		Fire: []WeaponOrder{{Unit: pz.ID, Weapon: 0, Target: sq.ID, Ammo: AmmoHE}, {Unit: pz.ID, Weapon: 1, Target: sq.ID}}}
	g.dice = dice.ScriptT(t, 20)
	evs = mustApply(t, g, next)
	if ev, _ := hasEvent(evs, EvAttackDeclared); !strings.Contains(ev.Text, "with HE") {
		t.Errorf("retargeting %q does not name the rounds", ev.Text)
	}
	if sq.Place != Destroyed {
		t.Fatal("a natural 20 from the gun should destroy the squad")
	}
}

// Inset V.6 step 4, VI.7.2, VI.7.3, V.5.2: fire orders the rules forbid
// are refused with the rule named, and nothing changes.
func TestInsetV6_IllegalFireOrdersRefused(t *testing.T) {
	g := combatGame(t, units.US)
	sh, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "0606")
	pz, _ := crewUnit(t, g, "de.panzer_iv_g", "de.tank_crew", units.Germany, "0606")
	far := addUnit(t, g, "de.rifle_squad", units.Germany, "0808")
	other := addUnit(t, g, "us.rifle_squad", units.US, "0606")
	cases := []struct {
		fire []WeaponOrder
		want string
	}{
		{[]WeaponOrder{{Unit: sh.ID, Weapon: 7}}, "has no weapon 7 (Inset V.6 step 4)"},
		{[]WeaponOrder{{Unit: sh.ID, Weapon: 1}, {Unit: sh.ID, Weapon: 2}}, "both secondary weapons; the primary and one secondary fire per round (Inset V.6 step 4)"},
		{[]WeaponOrder{{Unit: sh.ID, Weapon: 0}, {Unit: sh.ID, Weapon: 0}}, "ordered twice"},
		{[]WeaponOrder{{Unit: sh.ID, Weapon: 1, Ammo: AmmoAP}}, "no AP rating and cannot fire armour-piercing rounds (VI.7.3)"},
		{[]WeaponOrder{{Unit: sh.ID, Weapon: 1, Ammo: AmmoHE}}, "fires bullets, not high-explosive rounds"},
		{[]WeaponOrder{{Unit: sh.ID, Weapon: 0, Ammo: "canister"}}, "unknown ammunition"},
		{[]WeaponOrder{{Unit: sh.ID, Weapon: 0, Target: far.ID}}, "cannot fire at"},
		{[]WeaponOrder{{Unit: sh.ID, Weapon: 0, Target: other.ID}}, "(V.5.2)"},
		{[]WeaponOrder{{Unit: other.ID, Weapon: 0}}, "not among the units declared (Inset V.6 step 1)"},
	}
	hash := g.Hash()
	for _, c := range cases {
		cmd := attackCmd(units.US, pz, sh)
		cmd.Fire = c.fire
		_, err := g.Apply(cmd)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: error %v, want %q", c.fire, err, c.want)
		}
	}
	if g.Hash() != hash {
		t.Fatal("a refused order changed the game")
	}
}
