package scenario

import (
	"strings"
	"testing"

	"frontline/game/units"
)

// TestII11_AsStandard: a scenario played as a Standard Game keeps its map
// and takes the [standard] objectives, turn limit and zones, with no
// starting forces, 30 currency each and a d20 for the first turn (Inset
// II.1); without [standard] it cannot be played so.
func TestII11_AsStandard(t *testing.T) {
	s, err := loadTest(t, baseTOML)
	if err != nil {
		t.Fatal(err)
	}
	st, err := s.AsStandard()
	if err != nil {
		t.Fatal(err)
	}
	if st.Type != StandardGame || st.FirstPlayer != FirstRoll || st.TurnLimit != s.Standard.TurnLimit || len(st.Objectives()) != 6 || st.Map != s.Map {
		t.Errorf("as standard: %+v", st)
	}
	for _, side := range []units.Side{units.US, units.Germany} {
		if len(st.Forces(side).Units) != 0 || st.StartingIncome(side) != StandardIncome {
			t.Errorf("%s: %d units, income %d", side, len(st.Forces(side).Units), st.StartingIncome(side))
		}
		zone := st.SetupZone(side)
		for h := range s.Standard.SetupZone(side) {
			if !zone[h] {
				t.Errorf("%s zone lacks %s", side, h)
			}
		}
	}
	if len(s.Forces(units.US).Units) == 0 {
		t.Error("the scenario itself lost its forces")
	}
	head := baseTOML[:strings.Index(baseTOML, "[standard]")]
	plain, err := loadTest(t, head)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := plain.AsStandard(); err == nil || !strings.Contains(err.Error(), "II.1.1") {
		t.Errorf("a scenario without [standard]: %v", err)
	}
}
