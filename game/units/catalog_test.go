package units_test

import (
	"testing"

	"frontline/game/units"
)

type cardRow struct {
	id, name    string
	class       units.Class
	cost, limit int
}

// Appendix B: the 55 cards of the Italian Campaign Introduction with the ids,
// titles, classes, costs and build limits the rest of the game relies on.
// Command Posts have limit 4 by IV.1.3 (Appendix B prints two markers).
var appendixB = []cardRow{
	{"de.rifle_squad", "Rifle Squad", units.Infantry, 4, 16},
	{"de.mortar_squad", "8cm Mortar Squad", units.Infantry, 5, 4},
	{"de.pilot", "Luftwaffe Pilot", units.Crew, 3, 8},
	{"de.air_crew", "Luftwaffe Air Crew", units.Crew, 4, 4},
	{"de.tank_hunter_squad", "Tank Hunter Squad", units.Infantry, 5, 4},
	{"de.mg42_team", "MG-42 Team", units.Infantry, 4, 8},
	{"de.tank_crew", "Tank Crew", units.Crew, 3, 16},
	{"de.artillery_crew", "Artillery Crew", units.Crew, 3, 16},
	{"de.engineer_squad", "Combat Engineer Squad", units.Infantry, 5, 8},
	{"de.forward_observer", "Forward Observer Team", units.Infantry, 4, 4},
	{"de.pak40", "7.5cm PaK 40", units.Gun, 8, 8},
	{"de.sfh18", "15cm sFH 18", units.Gun, 14, 4},
	{"de.flak36", "8.8cm FlaK 36", units.Gun, 14, 8},
	{"de.nebelwerfer41", "15cm Nebelwerfer 41", units.Gun, 9, 4},
	{"de.bmw_r75", "BMW R75 w/ Sidecar", units.Vehicle, 3, 8},
	{"de.panzer_iv_g", "Panzer IV Ausf. G", units.Tank, 14, 8},
	{"de.panther_g", "Pz. V Ausf. G Panther", units.Tank, 20, 8},
	{"de.sdkfz251", "SdKfz 251/1 Halftrack", units.Vehicle, 7, 8},
	{"de.tiger_i", "Pz. VI Ausf. E Tiger I", units.Tank, 26, 8},
	{"de.fw190a3", "Fw 190A-3", units.Aircraft, 15, 4},
	{"de.ju87b1", "Ju 87B-1 Stuka", units.Aircraft, 14, 4},
	{"de.he111h6", "He 111H-6", units.Aircraft, 22, 4},
	{"de.command_post", "Command Post", units.Structure, 20, 4},
	{"de.forward_hq", "Forward HQ", units.Structure, 40, 1},
	{"de.panther_turret", "Panther Turret Emplacement", units.Emplacement, 14, 4},
	{"us.rifle_squad", "Rifle Squad", units.Infantry, 4, 16},
	{"us.mortar_squad", "81mm Mortar Squad", units.Infantry, 5, 4},
	{"us.tank_hunter_squad", "Tank Hunter Squad", units.Infantry, 5, 4},
	{"us.pilot", "Army Air Corps Pilot", units.Crew, 3, 16},
	{"us.air_crew", "Army Air Corps Crew", units.Crew, 4, 8},
	{"us.artillery_crew", "Artillery Crew", units.Crew, 3, 16},
	{"us.tank_crew", "Tank Crew", units.Crew, 3, 16},
	{"us.engineer_squad", "Combat Engineer Squad", units.Infantry, 5, 8},
	{"us.forward_observer", "Forward Observer Team", units.Infantry, 4, 4},
	{"us.lmg30_team", ".30cal LMG Team", units.Infantry, 3, 8},
	{"us.at_gun_57mm", "57mm AT Gun M1", units.Gun, 6, 8},
	{"us.at_gun_3in", "3-Inch AT Gun M5", units.Gun, 8, 8},
	{"us.howitzer_105mm", "105mm Howitzer M2A1", units.Gun, 10, 4},
	{"us.howitzer_8in", "8-inch Howitzer M1", units.Gun, 16, 4},
	{"us.jeep", "Willys MB Jeep", units.Vehicle, 2, 8},
	{"us.sherman_m4a3", "M4A3 Sherman", units.Tank, 12, 16},
	{"us.hellcat_m18", "M18 Hellcat", units.Tank, 12, 8},
	{"us.halftrack_m3a1", "M3A1 Halftrack", units.Vehicle, 6, 8},
	{"us.b24j", "B-24J Liberator", units.Aircraft, 24, 8},
	{"us.p51d_escort", "P-51D Mustang (Escort)", units.Aircraft, 15, 8},
	{"us.p51d_fighter_bomber", "P-51D Mustang (Fighter-Bomber)", units.Aircraft, 16, 8},
	{"us.lst_mk2", "Landing Ship, Tank Mk 2", units.Ship, 30, 2},
	{"us.lcvp", "LCVP", units.Ship, 4, 8},
	{"us.command_post", "Command Post", units.Structure, 20, 4},
	{"us.forward_hq", "Forward HQ", units.Structure, 40, 1},
	{"neutral.airfield", "Airfield", units.Structure, 15, 4},
	{"neutral.port", "Port, Shipping Facility", units.Structure, 0, 3},
	{"neutral.engineered_bridge", "Engineered Bridge", units.Structure, 8, 8},
	{"neutral.barbed_wire", "Barbed Wire", units.Obstacle, 2, 8},
	{"neutral.minefield", "Land Minefield", units.Obstacle, 4, 8},
}

// beyondB: cards added after Appendix B's 55 for the campaign scenarios
// (docs/UNITS.md, "Beyond Appendix B"), in catalog order after them.
var beyondB = []cardRow{
	{"us.destroyer", "Gleaves-class Destroyer", units.Ship, 32, 2},
}

func TestAppendixB_UnitList(t *testing.T) {
	cards := all(t)
	if len(appendixB) != 55 || len(cards) != len(appendixB)+len(beyondB) {
		t.Fatalf("%d cards, want Appendix B's 55 and %d more", len(cards), len(beyondB))
	}
	for i, want := range beyondB {
		c := cards[len(appendixB)+i]
		if c.ID != want.id || c.Name != want.name || c.Class != want.class || c.Cost != want.cost || c.Limit != want.limit {
			t.Errorf("card %d: %s %q %s cost %d limit %d; want %+v", len(appendixB)+i, c.ID, c.Name, c.Class, c.Cost, c.Limit, want)
		}
	}
	for i, want := range appendixB {
		c := cards[i]
		if c.ID != want.id || c.Name != want.name || c.Class != want.class || c.Cost != want.cost || c.Limit != want.limit {
			t.Errorf("card %d: %s %q %s cost %d limit %d; want %+v", i, c.ID, c.Name, c.Class, c.Cost, c.Limit, want)
		}
		if c.Summary == "" {
			t.Errorf("%s has no summary", c.ID)
		}
	}
}

// The special characteristics each kind of unit is known for.
func TestCatalogSpecials(t *testing.T) {
	has := func(id string, ok bool, what string) {
		t.Helper()
		if !ok {
			t.Errorf("%s: %s", id, what)
		}
	}
	sp := func(id string) units.Special { return get(t, id).Special }

	stuka := get(t, "de.ju87b1")
	has(stuka.ID, stuka.Special.DiveBomb && stuka.Special.AirRole == units.DiveBomber, "dive bomber with Dive Bomb")
	for _, id := range []string{"us.jeep", "de.bmw_r75"} {
		s := sp(id)
		has(id, s.Recon && s.Hidden && s.TransportSoldiers > 0, "Reconnaissance, Hidden, Transport Soldier")
	}
	for _, id := range []string{"us.halftrack_m3a1", "de.sdkfz251"} {
		s := sp(id)
		has(id, s.TowCapacity != units.NoSize && s.TransportSquads == 1 && s.OpenTop, "tow capacity, one squad, open top")
	}
	for _, id := range []string{"us.forward_observer", "de.forward_observer"} {
		s := sp(id)
		has(id, s.FireMissions && s.Hidden && s.SpottingOp >= 1 && s.SpottingTac > 0, "Fire Missions, Spotting Range, Hidden")
	}
	for _, id := range []string{"us.engineer_squad", "de.engineer_squad"} {
		has(id, sp(id).Engineer, "Combat Engineering")
	}
	for _, id := range []string{"us.mortar_squad", "de.mortar_squad", "us.howitzer_105mm", "us.howitzer_8in", "de.sfh18", "de.nebelwerfer41"} {
		w := primaryOf(t, get(t, id))
		has(id, w.Indirect && w.Attack >= 15 && w.Attack <= 17, "indirect fire, inaccurate unobserved (15..17)")
	}
	nw := primaryOf(t, get(t, "de.nebelwerfer41"))
	has("de.nebelwerfer41", nw.Rate >= 2, "Double or Triple Fire")
	flak := primaryOf(t, get(t, "de.flak36"))
	has("de.flak36", flak.Hits(units.TargetAircraft) && flak.Hits(units.TargetVehicles) && flak.AP >= 5, "hits aircraft and tanks")

	for _, c := range all(t) {
		switch c.Class {
		case units.Infantry:
			has(c.ID, c.Special.DigIn && c.Special.Bearer != units.NotCarried, "infantry digs in and rides as a bearer")
		case units.Gun, units.Tank, units.Aircraft:
			has(c.ID, c.Special.RequiresCrew != units.NoCrew && c.Special.NoExperience, "crewed equipment; the crew earns experience")
		}
	}

	escort, fb := get(t, "us.p51d_escort"), get(t, "us.p51d_fighter_bomber")
	has(escort.ID, len(escort.Full.Weapons) == 1 && !escort.Full.Weapons[0].Expended, "guns only")
	has(fb.ID, len(fb.Full.Weapons) == 2 && fb.Full.Weapons[1].Expended && fb.Full.Weapons[1].BombLb == 500, "guns plus bombs")
	has(fb.ID, fb.Full.Weapons[0].Attack == escort.Full.Weapons[0].Attack, "same guns as the escort")

	b24 := get(t, "us.b24j")
	var lbs []int
	defensive := false
	for _, w := range b24.Full.Weapons {
		if w.Expended {
			lbs = append(lbs, w.BombLb)
		}
		defensive = defensive || (w.Hits(units.TargetAircraft) && w.Bullets)
	}
	has(b24.ID, len(lbs) == 2 && lbs[0] == 500 && lbs[1] == 1000 && defensive, "500 and 1000 lb bombs, defensive MGs")

	lst, lcvp := sp("us.lst_mk2"), sp("us.lcvp")
	has("us.lst_mk2", lst.TransportVehicles > 0 && lst.LandingShip && lst.Naval == units.LargeNaval, "large landing ship carrying vehicles")
	has("us.lcvp", lcvp.TransportSquads == 1 && lcvp.LandingShip && lcvp.Naval == units.SmallNaval, "small landing craft carrying a squad")

	for _, id := range []string{"neutral.barbed_wire", "neutral.minefield"} {
		o := get(t, id)
		has(id, len(o.Special.ObstacleFor) > 0 && len(o.Full.Weapons) > 0 && o.Full.Weapons[0].DI > 0, "obstacle with an attack")
	}
	turret, panther := get(t, "de.panther_turret"), get(t, "de.panther_g")
	has(turret.ID, turret.Special.Immobile && turret.Special.Shelter && turret.Special.RequiresCrew != units.NoCrew, "immobile crewed shelter")
	tg, pg := primaryOf(t, turret), primaryOf(t, panther)
	has(turret.ID, tg.Name == pg.Name && tg.Attack == pg.Attack && tg.DI == pg.DI && tg.AP == pg.AP, "the Panther's gun")
}
