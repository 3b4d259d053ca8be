package scenario

import (
	"testing"

	"frontline/game/board"
	"frontline/game/cards"
	"frontline/game/units"
	"frontline/scenarios"
)

// FuzzLoad: no input makes the loader panic, and whatever it accepts is
// consistent (costs add up, the unit cap holds, crews follow their units).
// The catalog, map and events are the shipped ones, loaded once.
func FuzzLoad(f *testing.F) {
	cat, err := units.Embedded()
	if err != nil {
		f.Fatal(err)
	}
	m, err := board.EmbeddedByID("foggia-bari")
	if err != nil {
		f.Fatal(err)
	}
	maps := func(id string) (*board.Map, error) {
		if id == m.ID {
			return m, nil
		}
		return nil, errNoMap(id)
	}
	es, err := cards.EmbeddedEvents()
	if err != nil {
		f.Fatal(err)
	}
	ids := map[string]bool{}
	for _, e := range es.List {
		ids[e.ID] = true
	}
	intro, err := scenarios.FS.ReadFile("intro.toml")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(intro)
	f.Add(introWithLine(intro)) // lineobj_test.go
	f.Add([]byte(baseTOML))
	f.Add([]byte("[scenario]\nid = \"x\"\nmap = \"foggia-bari\"\n[[side]]\nname = \"us\"\n[[side.unit]]\nunit = \"us.jeep\"\nhex = \"0101\"\n"))
	f.Add([]byte("[events]\ndeck = 40\nexclude = [\"malaria\", \"malaria\"]\n"))
	f.Add([]byte("[scenario]\nid = \"x\"\nmap = \"../../../../etc/passwd\"\n"))
	f.Add(append([]byte("\xef\xbb\xbf"), intro...))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := Load("fuzz.toml", data, cat, maps, ids)
		if err != nil {
			return
		}
		checkLines(t, s) // lineobj_test.go
		total := 0
		for _, sd := range s.Sides() {
			f := s.Forces(sd.Name)
			cost := 0
			for i, u := range f.Units {
				cost += u.Card.Cost
				if u.Mans >= 0 && (u.Mans >= i || f.Units[u.Mans].Card.Special.RequiresCrew != u.Card.Special.CrewType) {
					t.Fatalf("%s unit %d mans %d wrongly", sd.Name, i, u.Mans)
				}
				if !u.Staged && !u.InFlight && !s.Map.InBounds(u.Hex) {
					t.Fatalf("%s unit %d off the map at %v", sd.Name, i, u.Hex)
				}
			}
			if cost != f.Cost || f.CommandCost > f.Cost {
				t.Fatalf("%s cost %d, units add to %d (command %d)", sd.Name, f.Cost, cost, f.CommandCost)
			}
			total += len(f.Units)
		}
		if total > MaxUnits {
			t.Fatalf("%d units accepted (cap %d)", total, MaxUnits)
		}
	})
}
