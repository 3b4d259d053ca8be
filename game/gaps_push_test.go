package game

import (
	"testing"

	"frontline/game/hex"
	"frontline/game/units"
)

// shuttle is a ferry path of n round trips from 1710 to 1711 and back.
func shuttle(n int) []string {
	var out []string
	for range n {
		out = append(out, "1711", "1710")
	}
	return out
}

// IV.3.5: "+3 hexes for aircraft": a pushed Mustang (Movement 28, Turns of
// Flight 1) flies a 30-hex ferry route in one turn and lands; unpushed the
// route is too long.
func TestIV35_PushedSortieFliesThreeHexesFurther(t *testing.T) {
	g := bareMoveGame(t, units.US)
	addUnit(t, g, "us.forward_hq", units.US, "1609")
	addUnit(t, g, "us.rifle_squad", units.US, "1710") // holds the field
	p51, _ := crewUnit(t, g, "us.p51d_escort", "us.pilot", units.US, "1710")
	g.Players[units.US].Hand = []string{"push"}
	ferry := sortieCmd(p51, MissionFerry, "", shuttle(15)...)
	refused(t, g, ferry, "the route is 30 hexes", "VI.2.2")
	mustApply(t, g, pushCmd(units.US, p51))
	mustApply(t, g, ferry)
	if p51.InFlight || p51.Hex != hex.MustParse("1710") || !p51.Deployed() {
		t.Fatalf("Mustang in %s, in flight %v, %s; want landed at 1710", p51.Hex, p51.InFlight, p51.Place)
	}
	g.Players[units.US].Hand = []string{"push"}
	refused(t, g, pushCmd(units.US, p51), "IV.3.5")
}
