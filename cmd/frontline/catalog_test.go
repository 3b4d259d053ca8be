package main

import (
	"encoding/json"
	"testing"

	"frontline/game/units"
)

// `frontline catalog -json` promises objects with at least id, name, side,
// cost, type and both card sides.
func TestCatalogJSONHasBothCardSides(t *testing.T) {
	cat, err := units.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cat.All() {
		raw, err := json.Marshal(entryOf(c))
		if err != nil {
			t.Fatal(err)
		}
		var obj map[string]any
		if err := json.Unmarshal(raw, &obj); err != nil {
			t.Fatal(err)
		}
		for _, key := range []string{"id", "name", "side", "cost", "type", "full", "damaged"} {
			if _, ok := obj[key]; !ok {
				t.Errorf("%s: no %q in %s", c.ID, key, raw)
			}
		}
		full, damaged := obj["full"].(map[string]any), obj["damaged"].(map[string]any)
		if full["endurance"].(float64) <= damaged["endurance"].(float64) {
			t.Errorf("%s: damaged endurance %v not below full %v", c.ID, damaged["endurance"], full["endurance"])
		}
	}
}

func TestParseSideIsCaseInsensitive(t *testing.T) {
	for in, want := range map[string]string{"US": "us", "Germany": "germany", "": ""} {
		if got, err := parseSide(in); err != nil || got != want {
			t.Errorf("%q: %q %v", in, got, err)
		}
	}
	if _, err := parseSide("italy"); err == nil {
		t.Error("italy accepted")
	}
}
