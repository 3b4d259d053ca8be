package game

import (
	"math/rand/v2"
	"testing"
)

// Random play that fights engagements saves and replays to the same state,
// and an engagement never leaves a dead unit firing or a crew paired with
// a wreck.
func TestEngagementSaveReplays(t *testing.T) {
	fought := 0
	for seed := uint64(1); seed <= 6; seed++ {
		g, _ := newTestGame(t, seed)
		rng := rand.New(rand.NewPCG(seed, 7))
		for step := 0; step < 2000 && !g.Over; step++ {
			evs, _ := g.Apply(randomCommand(g, rng))
			if _, ok := hasEvent(evs, EvEngagementEnded); ok {
				fought++
			}
			checkInvariants(t, g)
			checkEngagement(t, g)
			checkEngagementSeen(t, g)
		}
		saveAndReload(t, g)
	}
	if fought == 0 {
		t.Fatal("random play fought no engagement; the property test does not cover combat")
	}
	t.Logf("%d engagements fought", fought)
}

func checkEngagement(t *testing.T, g *Game) {
	t.Helper()
	e := g.OpenEngagement
	switch {
	case e == nil && engagementDecision(g.Pending.Kind):
		t.Fatalf("pending %s without an engagement", g.Pending.Kind)
	case e != nil && !engagementDecision(g.Pending.Kind) && g.Pending.Kind != DecideTerms: // cease_fire.go: an offer inside an engagement
		t.Fatalf("engagement open while the game waits for %s", g.Pending.Kind)
	}
	for _, u := range g.Units {
		if u.Place == Destroyed && (u.Crew != 0 || u.Mans != 0) {
			t.Fatalf("destroyed %s still paired (crew %d, mans %d)", g.describe(u), u.Crew, u.Mans)
		}
	}
}
