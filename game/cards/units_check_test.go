package cards

import (
	"testing"

	"frontline/game/units"
)

func TestFreeUnitsExistInTheCatalog(t *testing.T) {
	if err := embeddedEvents(t).CheckUnits(testCatalog(t)); err != nil {
		t.Fatal(err)
	}
}

// Once the real catalog loads, the shipped deck must agree with it too.
func TestFreeUnitsAgainstEmbeddedCatalog(t *testing.T) {
	cat, err := units.Embedded()
	if err != nil {
		t.Skipf("unit catalog does not load yet (its own tests cover that): %v", err)
	}
	if err := embeddedEvents(t).CheckUnits(cat); err != nil {
		t.Fatal(err)
	}
}

func TestCheckUnitsRejects(t *testing.T) {
	base := asset(t, EventsFile)
	cat := testCatalog(t)
	cases := []mutation{
		{name: "unknown id", old: `"us.rifle_squad"`, new: `"us.space_marine"`, want: `unknown unit id "us.space_marine"`},
		{name: "one country only", old: `"de.rifle_squad"]`, new: `"us.jeep"]`, want: `no unit for germany`, at: `units = [`},
		{name: "aircraft at a port", old: `"de.rifle_squad"]`, new: `"de.rifle_squad", "de.fw190a3"]`, want: `arrives at "airfield", not "port"`, at: "\n  at = \"port\""},
		{name: "large ship at a port", old: `"de.rifle_squad"]`, new: `"de.rifle_squad", "us.lst_mk2"]`, want: `arrives at "map_edge"`, at: "\n  at = \"port\""},
		{name: "wrong country", old: "  side = \"drawer\"\n  units", new: "  side = \"germany\"\n  units", want: `"us.rifle_squad" belongs to us but the effect gives units to germany`, at: `"us.rifle_squad"`},
	}
	for _, m := range cases {
		t.Run(m.name, func(t *testing.T) {
			data := m.apply(t, base)
			es, err := LoadEvents("events.toml", data)
			if err != nil {
				t.Fatalf("the edit should load: %v", err)
			}
			m.check(t, "events.toml", data, es.CheckUnits(cat))
		})
	}
}
