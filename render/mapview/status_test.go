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

// A hex's account too long for the first line (a screen's note added)
// flows onto the second ahead of the sides: nothing is cut while two
// lines hold it all.
func TestStatusFlowsOverTwoLines(t *testing.T) {
	m := introMap(t)
	f := newFrame(t, Config{Map: m, Objectives: introObjectives()}, 1152, 720, nil)
	f.s.SetStatusRoom(930)      // 1280×800 beside the play screen's panel
	at := hex.MustParse("1710") // Bari: a city, a port, an objective
	f.in.X, f.in.Y = func() (int, int) { x, y := f.hexScreen(at); return int(x), int(y) }()
	f.s.SetNote("Forward HQ #1: command radius 4, reaches 87 of 280 map hexes")
	f.step()
	l1, l2 := f.s.Status()
	what, sides := Describe(m, introObjectives(), at)
	for _, part := range strings.Split(what+"  ·  Forward HQ #1: command radius 4, reaches 87 of 280 map hexes  ·  "+sides, "  ·  ") {
		if part != "" && !strings.Contains(l1, part) && !strings.Contains(l2, part) {
			t.Errorf("%q is not in the status bar: %q / %q", part, l1, l2)
		}
	}
	if strings.HasSuffix(l1, "…") || strings.HasSuffix(l2, "…") {
		t.Errorf("shortened: %q / %q", l1, l2)
	}
}
