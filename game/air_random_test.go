package game

import (
	"math/rand/v2"
	"testing"

	"frontline/game/hex"
)

// randomAirCommand gives random play its air orders (air_sortie.go,
// scramble.go, air_combat.go): sorties in the Movement Phase, scrambles
// when asked, and now and then aircraft leaving an engagement. It reports
// false when it has nothing to say.
func randomAirCommand(g *Game, rng *rand.Rand) (Command, bool) {
	side := g.Pending.Side
	switch {
	case g.Pending.Kind == DecideScramble:
		cmd := Command{Kind: CmdScramble, Side: side}
		for _, id := range g.Pending.Choices {
			if rng.IntN(2) == 0 {
				cmd.Units = append(cmd.Units, id)
				base := g.Unit(id).Hex
				cmd.Hex = &base
			}
		}
		return cmd, true
	case g.Pending.Kind == DecideEngagementRound && rng.IntN(4) == 0:
		for _, id := range g.Pending.Choices {
			if airborne(g.Unit(id)) {
				return Command{Kind: CmdLeaveCombat, Side: side, Units: []UnitID{id}}, true
			}
		}
	case g.Pending.Kind == DecidePhase && g.Phase == PhaseMovement && rng.IntN(3) == 0:
		var ready []*Unit
		for _, u := range g.Units {
			if u.Side == side && u.Deployed() && u.Card.Class == "aircraft" && (g.sortieBar(u) == nil || rng.IntN(10) == 0) {
				ready = append(ready, u)
			}
		}
		if len(ready) == 0 {
			return Command{}, false
		}
		u := ready[rng.IntN(len(ready))]
		mission := Missions[rng.IntN(len(Missions))]
		reach := hex.Within(u.Hex, max(u.Face().Movement/2, 1))
		strike := reach[rng.IntN(len(reach))]
		home := u.Hex
		if !u.InFlight || rng.IntN(2) == 0 {
			if fields := g.heldAirfields(side); len(fields) > 0 {
				home = fields[rng.IntN(len(fields))]
			}
		}
		cmd := Command{Kind: CmdSortie, Side: side, Unit: u.ID, Option: mission, Path: []hex.Hex{strike, home}}
		if mission != MissionFerry {
			cmd.Hex = &strike
		}
		return cmd, true
	}
	return Command{}, false
}

// Random play that flies sorties keeps the invariants and replays to the
// same state; aircraft do take off.
func TestVI23_RandomSortiesReplay(t *testing.T) {
	flown := 0
	for seed := uint64(1); seed <= 4; seed++ {
		g, _ := newTestGame(t, seed)
		rng := rand.New(rand.NewPCG(seed, 23))
		for step := 0; step < 1500 && !g.Over; step++ {
			evs, _ := g.Apply(randomCommand(g, rng))
			if _, ok := hasEvent(evs, EvTookOff); ok {
				flown++
			}
			checkInvariants(t, g)
			checkEngagement(t, g)
			for _, u := range g.Units {
				if u.InFlight && !u.Deployed() && u.Card.Class == "aircraft" && u.Place != Destroyed {
					t.Fatalf("%s in flight off the map", g.describe(u))
				}
			}
		}
		saveAndReload(t, g)
	}
	if flown == 0 {
		t.Fatal("random play flew no sortie")
	}
	t.Logf("%d take-offs", flown)
}
