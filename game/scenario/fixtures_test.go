package scenario

import (
	"testing"

	"frontline/game/board"
	"frontline/game/units"
)

// A small world for the loader tests: a 24×10 map (sea along the top,
// a swamp with a road through it, mountains, impassable hexes, two
// airfields) and a handful of cards of each side.

const testMapTOML = `
[map]
id = "testmap"
name = "Test Map"
width = 24
height = 10
miles_per_hex = 5
terrain = [
  "S S S S S S S S S S S S S S S S S S S S S S S S",
  "C C C C C C C C C C C C C C C C C C C C C C C C",
  "P P P P P P P P P P P P P P P P P P P P P P P P",
  "P P P W W W P P P P P P P P P P P P P P P P P P",
  "P P P W W P P P P M M P P P P P P P P P P P P P",
  "P P P P P P P P P P P X X P P P P P P P P P P P",
  "P P P P P P P P P P P P P P P P P P P P P P P P",
  "P P P P P P P P P P P P P P P P P P P P P P P P",
  "P P P P P P P P P P P P P P P P P P P P P P P P",
  "P P P P P P P P P P P P P P P P P P P P P P P P",
]

[[road]]
name = "Swamp Road"
hexes = ["0304", "0404", "0504", "0604", "0704"]

[[city]]
name = "Alpha"
hex = "0503"
size = "town"
key = true

[[city]]
name = "Omega"
hex = "2003"
size = "town"
key = true

[[airfield]]
name = "West Field"
hex = "0307"

[[airfield]]
name = "East Field"
hex = "2207"
`

func testMap(t testing.TB) *board.Map {
	t.Helper()
	m, err := board.Load("testmap.toml", []byte(testMapTOML))
	if err != nil {
		t.Fatalf("test map: %v", err)
	}
	return m
}

// testMaps serves the test map by id.
func testMaps(t testing.TB) MapSource {
	m := testMap(t)
	return func(id string) (*board.Map, error) {
		if id == m.ID {
			return m, nil
		}
		return nil, errNoMap(id)
	}
}

type errNoMap string

func (e errNoMap) Error() string { return "no map " + string(e) }

func card(id string, side units.Side, class units.Class, cost, limit int, sp units.Special) *units.Card {
	return &units.Card{ID: id, Name: id, Side: side, Class: class, Cost: cost, Limit: limit, Special: sp}
}

func testCatalog() *units.Catalog {
	us, de, ne := units.US, units.Germany, units.Neutral
	return units.NewCatalog([]*units.Card{
		card("us.rifle_squad", us, units.Infantry, 4, 16, units.Special{DigIn: true}),
		card("us.tank_crew", us, units.Crew, 3, 16, units.Special{CrewType: units.CrewTank}),
		card("us.pilot", us, units.Crew, 3, 16, units.Special{CrewType: units.CrewPilot}),
		card("us.sherman_m4a3", us, units.Tank, 12, 16, units.Special{RequiresCrew: units.CrewTank}),
		card("us.jeep", us, units.Vehicle, 2, 8, units.Special{}),
		card("us.p51d_escort", us, units.Aircraft, 15, 8, units.Special{RequiresCrew: units.CrewPilot}),
		card("us.lcvp", us, units.Ship, 4, 8, units.Special{}),
		card("us.command_post", us, units.Structure, 20, 4, units.Special{Structure: units.CommandPost}),
		card("us.forward_hq", us, units.Structure, 40, 1, units.Special{Structure: units.ForwardHQ}),
		card("de.rifle_squad", de, units.Infantry, 4, 16, units.Special{DigIn: true}),
		card("de.tank_crew", de, units.Crew, 3, 16, units.Special{CrewType: units.CrewTank}),
		card("de.panzer_iv_g", de, units.Tank, 14, 8, units.Special{RequiresCrew: units.CrewTank}),
		card("de.command_post", de, units.Structure, 20, 4, units.Special{Structure: units.CommandPost}),
		card("de.forward_hq", de, units.Structure, 40, 1, units.Special{Structure: units.ForwardHQ}),
		card("neutral.minefield", ne, units.Obstacle, 4, 8, units.Special{}),
		card("neutral.airfield", ne, units.Structure, 15, 4, units.Special{Structure: units.Airfield}),
	})
}

func testEvents() map[string]bool {
	return map[string]bool{"ev.rain": true, "ev.mud": true, "ev.fog": true, "ev.seas": true, "ev.ammo": true, "ev.fuel": true, "ev.spies": true}
}
