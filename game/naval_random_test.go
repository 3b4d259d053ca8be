package game

import (
	"math/rand/v2"
	"testing"
)

// checkNavalInvariants: ships float on sea or coastal hexes; a land unit
// stands in a sea hex only aboard a ship or inside a unit aboard one.
func checkNavalInvariants(t *testing.T, g *Game) {
	t.Helper()
	m := g.scenario.Map
	for _, u := range g.Units {
		if !u.Deployed() || u.InFlight {
			continue
		}
		if isShip(u) {
			if g.seaBar(u, u.Hex, false) != nil {
				t.Fatalf("%s is aground in %s", g.describe(u), u.Hex)
			}
			continue
		}
		if m.Terrain(u.Hex).IsLand() || u.Card.Special.Amphibious {
			continue
		}
		c := g.carrier(u)
		if c != nil && !isShip(c) {
			c = g.carrier(c)
		}
		if c == nil || !isShip(c) {
			t.Fatalf("%s stands in the sea at %s", g.describe(u), u.Hex)
		}
	}
}

// Random legal play with naval orders sails ships, keeps them at sea and
// land units ashore or aboard, and replays to the same state.
func TestV4_RandomPlaySailsShipsAndReplays(t *testing.T) {
	seeds := []uint64{8, 9}
	if testing.Short() {
		seeds = seeds[:1]
	}
	sailed, landed := 0, 0
	for _, seed := range seeds {
		g, _ := newTestGame(t, seed)
		rng := rand.New(rand.NewPCG(seed, 11))
		for step := 0; step < 1500 && !g.Over; step++ {
			cmd := randomCommand(g, rng)
			u := g.Unit(cmd.Unit)
			evs, err := g.Apply(cmd)
			if err == nil && cmd.Kind == CmdMove && u != nil && isShip(u) {
				sailed++
			}
			if e, ok := hasEvent(evs, EvDisembarked); ok && e.Rule == "glossary, Landing Ship" {
				landed++
			}
			checkInvariants(t, g)
			checkNavalInvariants(t, g)
		}
		saveAndReload(t, g)
	}
	t.Logf("ships sailed %d times; %d landings", sailed, landed)
	if sailed == 0 {
		t.Error("random play never sailed a ship")
	}
}
