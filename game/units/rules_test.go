package units_test

import (
	"sync"
	"testing"

	"frontline/game/combat"
	"frontline/game/units"
)

// Values the rulebook states or implies must hold on the embedded cards.

var embedded = sync.OnceValues(units.Embedded)

func get(t *testing.T, id string) *units.Card {
	t.Helper()
	cat, err := embedded()
	if err != nil {
		t.Fatal(err)
	}
	c, ok := cat.Get(id)
	if !ok {
		t.Fatalf("no unit %s", id)
	}
	return c
}

func all(t *testing.T) []*units.Card {
	t.Helper()
	cat, err := embedded()
	if err != nil {
		t.Fatal(err)
	}
	return cat.All()
}

func primaryOf(t *testing.T, c *units.Card) units.Weapon {
	t.Helper()
	for _, w := range c.Full.Weapons {
		if w.Primary {
			return w
		}
	}
	t.Fatalf("%s has no primary weapon", c.ID)
	return units.Weapon{}
}

// VI.7.3 example: the 57mm needs 13 against vehicles, DI 2, AP 3.
func TestVI73_57mmATGunCard(t *testing.T) {
	w := primaryOf(t, get(t, "us.at_gun_57mm"))
	if w.Attack != 13 || w.DI != 2 || w.AP != 3 || !w.Hits(units.TargetVehicles) {
		t.Errorf("57mm %+v", w)
	}
}

// VI.7.3 example: Panzer IV Defense 4 (3 damaged), endurance 10, half 5.
func TestVI73_PanzerIVCard(t *testing.T) {
	pz := get(t, "de.panzer_iv_g")
	if pz.Full.Defense != 4 || pz.Damaged.Defense != 3 || pz.Full.Endurance != 10 || pz.Damaged.Endurance != 5 {
		t.Errorf("Panzer IV full %+v damaged %+v", pz.Full, pz.Damaged)
	}
	if pz.Special.RequiresCrew != units.CrewTank {
		t.Error("Panzer IV needs a tank crew")
	}
}

// VI.7.3 example: the German Tank Crew has endurance 8.
func TestVI75_GermanTankCrewEndurance(t *testing.T) {
	if c := get(t, "de.tank_crew"); c.Full.Endurance != 8 || c.Special.CrewType != units.CrewTank {
		t.Errorf("tank crew %+v %+v", c.Full, c.Special)
	}
}

// Example VI.4: the 105mm needs 15, DI 5, and fires indirect.
func TestVI76_Howitzer105Card(t *testing.T) {
	w := primaryOf(t, get(t, "us.howitzer_105mm"))
	if w.Attack != 15 || w.DI != 5 || !w.Indirect || w.RangeOp < 1 {
		t.Errorf("105mm %+v", w)
	}
}

// Example VI.4: 9 net damage damages the German Tank Hunter Squad but does
// not destroy it; rifle-type squads of both sides share that endurance.
func TestVI76_TankHunterSquadSurvivesNine(t *testing.T) {
	ths := get(t, "de.tank_hunter_squad")
	if e := ths.Full.Endurance; e < 10 || e > 18 {
		t.Errorf("endurance %d outside 10..18", e)
	}
	if st := combat.Outcome(ths, false, 9); st != combat.Damaged {
		t.Errorf("9 net leaves the squad %v", st)
	}
	for _, id := range []string{"de.rifle_squad", "us.rifle_squad", "us.tank_hunter_squad", "de.engineer_squad", "us.engineer_squad"} {
		if c := get(t, id); c.Full.Endurance != ths.Full.Endurance || c.Damaged.Endurance != ths.Damaged.Endurance {
			t.Errorf("%s endurance %d/%d differs from tank hunters", id, c.Full.Endurance, c.Damaged.Endurance)
		}
	}
}

// VI.3.1 and VI.3.3: the M3A1 carries one squad, Defense 1, open top.
func TestVI31_M3A1Halftrack(t *testing.T) {
	ht := get(t, "us.halftrack_m3a1")
	if ht.Full.Defense != 1 || ht.Special.TransportSquads != 1 || !ht.Special.OpenTop {
		t.Errorf("M3A1 %+v %+v", ht.Full, ht.Special)
	}
}

// VI.2.4: infantry and crews print Defense 0; dug in (+2) and city cover
// (+1) are bonuses the engine adds.
func TestVI24_InfantryDefenseZero(t *testing.T) {
	for _, c := range all(t) {
		if (c.Class == units.Infantry || c.Class == units.Crew) && (c.Full.Defense != 0 || c.Damaged.Defense != 0) {
			t.Errorf("%s prints Defense %d/%d", c.ID, c.Full.Defense, c.Damaged.Defense)
		}
	}
}

// VI.3.4: riders need a medium or larger tank, defined as cost 10 or more.
func TestVI34_TanksCosting10AreMediumOrLarger(t *testing.T) {
	for _, c := range all(t) {
		if c.Class == units.Tank && c.Cost >= 10 && !c.MediumOrLarger() {
			t.Errorf("%s costs %d but is not medium", c.ID, c.Cost)
		}
	}
	if !get(t, "us.sherman_m4a3").MediumOrLarger() || get(t, "us.jeep").MediumOrLarger() {
		t.Error("Sherman carries riders, a jeep is no tank")
	}
}

// IV.1: Command Posts radius 15 (8 damaged), income 10 (5); Forward HQ radius
// 20 (10), income 30 (15); limits four posts and one HQ; hidden, no supply.
func TestIV1_CommandPostsAndForwardHQ(t *testing.T) {
	for _, side := range []string{"de", "us"} {
		cp, hq := get(t, side+".command_post"), get(t, side+".forward_hq")
		if cp.Full.CommandRadius != 15 || cp.Damaged.CommandRadius != 8 || cp.Full.Income != 10 || cp.Damaged.Income != 5 || cp.Limit != 4 {
			t.Errorf("%s %+v %+v limit %d", cp.ID, cp.Full, cp.Damaged, cp.Limit)
		}
		if hq.Full.CommandRadius != 20 || hq.Damaged.CommandRadius != 10 || hq.Full.Income != 30 || hq.Damaged.Income != 15 || hq.Limit != 1 {
			t.Errorf("%s %+v %+v limit %d", hq.ID, hq.Full, hq.Damaged, hq.Limit)
		}
		for _, c := range []*units.Card{cp, hq} {
			if !c.Special.Hidden || !c.Special.NoSupply || c.Class != units.Structure {
				t.Errorf("%s must be a hidden structure without supply cost", c.ID)
			}
		}
		if cp.Special.Structure != units.CommandPost || hq.Special.Structure != units.ForwardHQ {
			t.Errorf("%s/%s structure kinds", cp.ID, hq.ID)
		}
	}
}

// VI.2.2: every aircraft has Turns of Flight; fighters have 1.
func TestVI22_TurnsOfFlight(t *testing.T) {
	fighters := 0
	for _, c := range all(t) {
		if c.Class != units.Aircraft {
			continue
		}
		if c.Special.TurnsOfFlight < 1 {
			t.Errorf("%s has no turns of flight", c.ID)
		}
		if c.Special.AirRole == units.Fighter || c.Special.AirRole == units.FighterBomber {
			fighters++
			if c.Special.TurnsOfFlight != 1 {
				t.Errorf("%s: fighter with %d turns of flight", c.ID, c.Special.TurnsOfFlight)
			}
		}
	}
	if fighters != 3 {
		t.Errorf("%d fighters, want Fw 190 and both Mustangs", fighters)
	}
}

// VII.3: a port cuts supply by 5 a turn, costs nothing, and only 155mm
// shells or 500 lb bombs harm it (also airfields, VII.5.3).
func TestVII3_PortShippingFacility(t *testing.T) {
	p := get(t, "neutral.port")
	if p.Full.PortBonus != 5 || p.Damaged.PortBonus >= 5 || p.Cost != 0 || p.Limit != 3 || p.Special.Structure != units.Port {
		t.Errorf("port %+v cost %d", p.Full, p.Cost)
	}
	for _, id := range []string{"neutral.port", "neutral.airfield"} {
		if sp := get(t, id).Special; sp.MinShellMM != 155 || sp.MinBombLb != 500 {
			t.Errorf("%s thresholds %d mm / %d lb", id, sp.MinShellMM, sp.MinBombLb)
		}
	}
}

// Example V.1: two Rifle Squads, two Panthers and their Tank Crews cost 54.
func TestV32_ExampleV1CostSum(t *testing.T) {
	sum := 2*get(t, "de.rifle_squad").Cost + 2*get(t, "de.panther_g").Cost + 2*get(t, "de.tank_crew").Cost
	if sum != 54 {
		t.Errorf("cost %d, want 54", sum)
	}
}

// VI.7.2, VII.3.4, VII.4.4: the engine needs to know what every weapon fires.
// Bullets carry no calibre; every other gun, cannon, shell, rocket and bomb
// states its size so structure thresholds can be applied.
func TestVI72_MunitionsAreDescribed(t *testing.T) {
	for _, c := range all(t) {
		for _, w := range c.Full.Weapons {
			switch {
			case w.Bullets && (w.ShellMM != 0 || w.BombLb != 0 || w.AP != 0):
				t.Errorf("%s %s: bullets with a calibre or AP rating", c.ID, w.Name)
			case w.Expended && w.BombLb == 0:
				t.Errorf("%s %s: expended without bomb weight", c.ID, w.Name)
			case !w.Bullets && w.ShellMM == 0 && w.BombLb == 0 && c.Class != units.Infantry && c.Class != units.Obstacle:
				t.Errorf("%s %s: gun without shell_mm", c.ID, w.Name)
			}
		}
	}
}

// III.1.3: OnDamage effects are stated in words and mirrored by typed values.
func TestIII13_OnDamageEffectsAreTyped(t *testing.T) {
	if a := get(t, "neutral.airfield"); a.Full.SortieLimit != 0 || a.Damaged.SortieLimit < 1 || len(a.Damaged.OnDamage) == 0 {
		t.Errorf("airfield %+v", a.Damaged)
	}
	b := get(t, "neutral.engineered_bridge")
	if len(b.Full.Crossing) != 2 || len(b.Damaged.Crossing) != 1 || b.Damaged.Crossing[0] != units.TargetInfantry {
		t.Errorf("bridge crossing %v / %v", b.Full.Crossing, b.Damaged.Crossing)
	}
	for _, id := range []string{"neutral.barbed_wire", "neutral.minefield"} {
		if o := get(t, id); o.Full.SafePassage != 0 || o.Damaged.SafePassage < 1 || len(o.Damaged.OnDamage) == 0 {
			t.Errorf("%s passage %d/%d", id, o.Full.SafePassage, o.Damaged.SafePassage)
		}
	}
	for _, c := range all(t) {
		if c.Class == units.Structure && len(c.Damaged.OnDamage) == 0 {
			t.Errorf("%s has no OnDamage effect", c.ID)
		}
	}
}
