package tactical

import (
	"testing"

	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// The log names sides as players do and says where things are in words:
// how far in from the nearest edge, or near the centre.
func TestLogWordsForSidesPlacesAndBearings(t *testing.T) {
	for _, c := range []struct {
		p    geom.Point
		want string
	}{
		{in(0, 2), "near the centre"},
		{in(0, 30), "6\" in from the south edge"},
		{in(0, -35.6), "0\" in from the north edge"},
		{geom.Offset(geom.Point{}, 2400, 20*geom.Inch), "16\" in from the south-west edge"},
	} {
		if got := Where(c.p); got != c.want {
			t.Errorf("Where(%s) = %q, want %q", c.p, got, c.want)
		}
	}
	for a, want := range map[geom.Angle]string{0: "N", 440: "NE", 1350: "SE", 1800: "S", 2500: "W", 3500: "N", -450: "NW"} {
		if got := Compass(a); got != want {
			t.Errorf("Compass(%s) = %s, want %s", a, got, want)
		}
	}
	if SideName(units.US) != "US" || SideName(units.Germany) != "Germany" {
		t.Errorf("side names %s, %s", SideName(units.US), SideName(units.Germany))
	}
}
