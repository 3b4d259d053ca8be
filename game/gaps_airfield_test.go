package game

import (
	"strings"
	"testing"

	"frontline/game/units"
)

// VII.5, Q91: a printed field damaged by fire (Amendola, 0907) handles two
// aircraft a turn, take-offs and landings together: a Mustang that takes
// off and lands again uses both; a third take-off is refused, and a
// Mustang flying in from Foggia Main cannot land there.
func TestVII5_DamagedFieldRefusesAThirdTakeOffOrLanding(t *testing.T) {
	g := bareMoveGame(t, units.US)
	a, _ := crewUnit(t, g, "us.p51d_escort", "us.pilot", units.US, "0907")
	b, _ := crewUnit(t, g, "us.p51d_escort", "us.pilot", units.US, "0907")
	c, _ := crewUnit(t, g, "us.p51d_escort", "us.pilot", units.US, "0807")
	g.AirfieldsDamaged = map[string]bool{"0907": true}
	mustApply(t, g, sortieCmd(a, MissionFerry, "", "1007", "0907")) // off and back on: 2
	if a.InFlight {
		t.Fatal("the first Mustang did not land")
	}
	refused(t, g, sortieCmd(b, MissionFerry, "", "1007", "0907"), "handles 2 aircraft a turn and has handled 2", "VII.5")
	evs := mustApply(t, g, sortieCmd(c, MissionFerry, "", "0907"))
	landed := false
	for _, e := range evs {
		landed = landed || strings.Contains(e.Text, "cannot land in 0907")
	}
	if !landed || !c.InFlight {
		t.Fatalf("the Mustang from Foggia landed on the full field: in flight %v, events %v", c.InFlight, evs)
	}
}
