package mapview

import (
	"strings"
	"testing"

	"frontline/game/hex"
	"frontline/render/internal/testmap"
)

func TestDescribe(t *testing.T) {
	m := testmap.Foggia()
	objs := []Objective{{Hex: hex.MustParse("0606"), Primary: true, Side: "Allies", Name: "Foggia"}}
	for _, c := range []struct {
		hex         string
		what, sides []string // fragments that must appear
	}{
		{"0606", []string{"0606", "Plains", "Foggia: large city, key", "primary objective (Allies)"}, []string{"road Via Adriatica"}},
		{"0904", []string{"Coastal", "Manfredonia: small city, key, port"}, []string{"road Foggia–Manfredonia to SW"}},
		{"1409", []string{"Barletta: small city, ruined, port"}, nil},
		{"0403", []string{"San Severo"}, []string{"river Candelaro on S", "bridge on S"}},
		{"1111", []string{"Canosa: town, ruined"}, []string{"collapsed bridge on S"}},
		{"0705", []string{"airfield Amendola"}, nil},
		{"1002", []string{"no amphibious landings"}, nil},
		{"1505", []string{"1505  Sea"}, nil},
	} {
		what, sides := Describe(m, objs, hex.MustParse(c.hex))
		for _, f := range c.what {
			if !strings.Contains(what, f) {
				t.Errorf("%s: %q lacks %q", c.hex, what, f)
			}
		}
		for _, f := range c.sides {
			if !strings.Contains(sides, f) {
				t.Errorf("%s: %q lacks %q", c.hex, sides, f)
			}
		}
	}
	if what, sides := Describe(m, objs, hex.Offset{Col: 30, Row: 2}.ToHex()); what != "" || sides != "" {
		t.Errorf("off the map: %q / %q, want nothing", what, sides)
	}
}
