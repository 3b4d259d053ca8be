package game

import (
	"math/rand/v2"
	"testing"
)

// checkTransportInvariants: a carried or towed unit is on the map in its
// carrier's hex; nothing rides in a carried unit; no carrier holds more
// than its room; units off the map ride in nothing.
func checkTransportInvariants(t *testing.T, g *Game) {
	t.Helper()
	used := map[UnitID]hold{}
	for _, u := range g.Units {
		if !u.Deployed() {
			if u.Aboard != 0 || len(u.TowedBy) > 0 {
				t.Fatalf("%s is %s but still carried (%d, %v)", g.describe(u), u.Place, u.Aboard, u.TowedBy)
			}
			continue
		}
		if u.Aboard != 0 && len(u.TowedBy) > 0 {
			t.Fatalf("%s is both aboard and towed", g.describe(u))
		}
		carriers := append([]UnitID(nil), u.TowedBy...)
		if u.Aboard != 0 {
			carriers = append(carriers, u.Aboard)
			r := roomTaken(u)
			h := used[u.Aboard]
			h.soldiers, h.vehicles = h.soldiers+r.soldiers, h.vehicles+r.vehicles
			used[u.Aboard] = h
		}
		for _, id := range carriers {
			c := g.Unit(id)
			if !c.Deployed() || c.Hex != u.Hex {
				t.Fatalf("%s in %s is carried by %s, %s in %s", g.describe(u), u.Hex, g.describe(c), c.Place, c.Hex)
			}
			if c.Aboard != 0 || len(c.TowedBy) > 0 {
				t.Fatalf("%s carries %s while itself carried", g.describe(c), g.describe(u))
			}
		}
		if len(u.TowedBy) > 0 && len(u.TowedBy) != towsNeeded(u) {
			t.Fatalf("%s is towed by %d vehicles", g.describe(u), len(u.TowedBy))
		}
	}
	for id, h := range used {
		c := g.Unit(id)
		if cp := capacity(c); h.soldiers > cp.soldiers || h.vehicles > cp.vehicles {
			t.Fatalf("%s carries %+v over its room %+v", g.describe(c), h, cp)
		}
	}
}

// Random legal play with transport orders keeps the transport invariants
// and replays to the same state; boarding, towing and getting off all
// happen along the way.
func TestVI3_RandomPlayKeepsTransportInvariants(t *testing.T) {
	seeds := []uint64{5, 6, 7}
	if testing.Short() {
		seeds = seeds[:1]
	}
	done := map[CommandKind]int{}
	for _, seed := range seeds {
		g, _ := newTestGame(t, seed)
		rng := rand.New(rand.NewPCG(seed, 7))
		for step := 0; step < 1500 && !g.Over; step++ {
			cmd := randomCommand(g, rng)
			if _, err := g.Apply(cmd); err == nil {
				done[cmd.Kind]++
			}
			checkInvariants(t, g)
			checkTransportInvariants(t, g)
		}
		saveAndReload(t, g)
	}
	t.Logf("transport orders carried out: %d embark, %d disembark, %d hitch, %d unhitch", done[CmdEmbark], done[CmdDisembark], done[CmdHitch], done[CmdUnhitch])
	for _, k := range []CommandKind{CmdEmbark, CmdDisembark, CmdHitch} {
		if done[k] == 0 {
			t.Errorf("random play never managed a %s (%v)", k, done)
		}
	}
}
