package tactical

import (
	"math/rand/v2"
	"testing"

	"frontline/game/scenario"
	"frontline/game/units"
)

// dogfightSetup: US aircraft and ships defending a hex with sea to the
// south against German aircraft coming in over that sea, torpedo
// bombers among them; now and then a veteran.
func dogfightSetup(t *testing.T, r *rand.Rand, tb *Table) Setup {
	t.Helper()
	s := Setup{Table: tb, Attacker: units.Germany, Defender: units.US, Rules: Rules{Morale: r.IntN(2) == 0}}
	pick := func(side units.Side, n int, ids ...string) {
		for range n {
			var f Force
			if id := ids[r.IntN(len(ids))]; id == "torpedo" {
				f = torpedoBomber(t)
			} else {
				f = force(t, id, side)
			}
			if side == units.Germany {
				f.Entered = 3
			}
			if r.IntN(4) == 0 {
				f.Stars = []scenario.Star{scenario.CombatVeteran}
			}
			s.Forces = append(s.Forces, f)
		}
	}
	pick(units.US, 2+r.IntN(5), "us.p51d_escort", "us.p51d_escort", "us.p51d_fighter_bomber", "us.b24j")
	pick(units.US, 1+r.IntN(2), "us.lst_mk2", "us.lcvp")
	pick(units.Germany, 2+r.IntN(5), "de.fw190a3", "de.fw190a3", "de.ju87b1", "torpedo")
	return s
}

// IX.7, Tables IX.3a/3b: random air battles over the sea keep the
// invariants, end and replay exactly, and the random player flies every
// maneuver of the tables, the counters among them (the Barrel Roll Attack
// is only ever an answer).
func TestIX7_RandomDogfightsFlyEveryManeuver(t *testing.T) {
	tb := southSea(t)
	flown := map[string]int{}
	n := uint64(40)
	if testing.Short() {
		n = 8
	}
	for seed := uint64(1); seed <= n; seed++ {
		r := rand.New(rand.NewPCG(seed, 12))
		s := dogfightSetup(t, r, tb)
		b, cmds := playSetup(t, s, r, seed, true, nil)
		checkReplay(t, s, seed, b, cmds)
		for _, c := range cmds {
			if c.Kind == CmdManeuver {
				flown[c.Maneuver]++
			}
		}
	}
	for _, m := range Maneuvers {
		if flown[m.ID] == 0 && !testing.Short() {
			t.Errorf("the random player never flew the %s", m.Name)
		}
	}
	t.Logf("maneuvers flown: %v", flown)
}
