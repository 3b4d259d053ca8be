package game

import (
	"math/rand/v2"
	"testing"
)

// randomAttack picks attackers that share a legal target, mostly, and now
// and then an order the engine must refuse.
func randomAttack(g *Game, rng *rand.Rand) (Command, bool) {
	side := g.Pending.Side
	var ready []*Unit
	for _, u := range g.Units {
		if u.Side == side && len(g.AttackTargets(u.ID)) > 0 {
			ready = append(ready, u)
		}
	}
	if len(ready) == 0 {
		return Command{}, false
	}
	u := ready[rng.IntN(len(ready))]
	targets := g.AttackTargets(u.ID)
	t := targets[rng.IntN(len(targets))]
	units := []UnitID{u.ID}
	for _, o := range ready {
		if o != u && containsID(g.AttackTargets(o.ID), t) && rng.IntN(2) == 0 {
			units = append(units, o.ID)
		}
	}
	if rng.IntN(20) == 0 { // a unit that may not attack this target
		units = append(units, g.Units[rng.IntN(len(g.Units))].ID)
	}
	return Command{Kind: CmdAttack, Side: side, Units: units, Target: t}, true
}

// randomEngagementCommand answers the defender's declaration with a random
// subset of its choices, and the attacker's next round with an occasional
// retarget.
func randomEngagementCommand(g *Game, rng *rand.Rand) Command {
	side := g.Pending.Side
	if hand := g.Players[side].Hand; len(hand) > 0 && rng.IntN(4) == 0 { // command_cards.go
		return Command{Kind: CmdPlayCard, Side: side, Card: hand[rng.IntN(len(hand))]}
	}
	if g.Pending.Kind == DecideRetaliation {
		cmd := Command{Kind: CmdDeclareRetaliation, Side: side}
		for _, id := range g.Pending.Choices {
			if ts := g.RetaliationTargets(id); len(ts) > 0 && rng.IntN(3) != 0 {
				cmd.Units = append(cmd.Units, id)
				cmd.Targets = append(cmd.Targets, ts[rng.IntN(len(ts))])
			}
		}
		return cmd
	}
	if g.Pending.Kind == DecideEngagementStart { // command_cards.go
		return Command{Kind: CmdBeginEngagement, Side: side}
	}
	cmd := Command{Kind: CmdNextRound, Side: side}
	if e := g.Engagement(); e != nil && rng.IntN(3) == 0 && len(g.Pending.Choices) > 0 {
		cmd.Units = []UnitID{g.Pending.Choices[rng.IntN(len(g.Pending.Choices))]}
		def := g.defendingIDs()
		cmd.Targets = []UnitID{def[rng.IntN(len(def))]}
	}
	return cmd
}

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
