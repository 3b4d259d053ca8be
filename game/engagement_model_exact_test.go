package game

import (
	"math"
	"math/rand/v2"
	"testing"

	"frontline/game/units"
)

// Inset V.6, V.5.4: the odds of a tank crew on foot attacking another,
// which fires back, are worked out exactly, and equal the chain of single
// shots worked out independently (exactDuel), weighted by the initiative
// contest, to within the share the round cap stops (the chain runs 200
// rounds).
func TestInsetV6_ExactOddsOfADuelAreTheChainOfShots(t *testing.T) {
	g, decl, att, def, attLost, attDamaged, defLost := crewDuel(t)
	o, err := g.EngagementOdds(decl, 0, 1)
	if err != nil {
		t.Fatal(err)
	}
	if !o.Exact {
		t.Fatalf("the duel is sampled (%d trials), not worked out", o.Trials)
	}
	sumTo1(t, o)
	a, _ := o.Of(att.ID)
	d, _ := o.Of(def.ID)
	for _, c := range []struct {
		what      string
		got, want float64
	}{{"attacker destroyed", a.P[OutDestroyed], attLost}, {"attacker damaged", a.P[OutDamaged], attDamaged},
		{"defender destroyed", d.P[OutDestroyed], defLost}, {"defender holds", o.DefenderHolds, attLost}} {
		if math.Abs(c.got-c.want) > o.Capped+1e-9 { // the chain goes on for 200 rounds
			t.Errorf("%s: exact %.12f, chain of shots %.12f (%.2g stopped at the round cap)", c.what, c.got, c.want, o.Capped)
		}
	}
}

// Inset V.6: on random catalog engagements small enough to be worked out,
// every exact figure lies within 4.5 standard errors (of independent
// trials, which the sampler's pairs and controls beat) of the model's
// own sampling, and the squared errors average no more than chance gives;
// the model's sampling is held to the engine's by
// TestInsetV6_FastOddsAgreeWithTheEngine. Larger engagements are sampled.
func TestInsetV6_ExactOddsAgreeWithTheSampledModel(t *testing.T) {
	engagements, trials := 60, 20000
	if testing.Short() {
		engagements = 12
	}
	bases := map[units.Side]*Game{units.US: combatGame(t, units.US), units.Germany: combatGame(t, units.Germany)}
	rng := rand.New(rand.NewPCG(3, 17))
	exact, sampled, figures := 0, 0, 0
	var z2 float64
	for n := 0; exact < engagements && n < 40*engagements; n++ {
		g, decl, ok := randomEngagement(t, bases, rng)
		if !ok {
			continue
		}
		o, err := g.EngagementOdds(decl, 0, rng.Uint64())
		if err != nil {
			t.Fatalf("%s: %v", g.describeDecl(decl), err)
		}
		if !o.Exact {
			sampled++
			continue
		}
		exact++
		sumTo1(t, o)
		ref := modelOdds(t, g, decl, trials, rng.Uint64())
		for _, c := range oddsFigures(o, ref) {
			se := math.Sqrt(max(c.ref*(1-c.ref), 1/float64(trials)) / float64(trials))
			if math.Abs(c.fast-c.ref) > 4.5*se {
				t.Errorf("%s: %s: exact %.4f, sampled %.4f (standard error %.4f)", g.describeDecl(decl), c.what, c.fast, c.ref, se)
			}
			z2 += (c.fast - c.ref) * (c.fast - c.ref) / (se * se)
			figures++
		}
		if d := math.Abs(o.MeanRounds - ref.MeanRounds); d > 0.05*o.MeanRounds {
			t.Errorf("%s: mean rounds: exact %.3f, sampled %.3f", g.describeDecl(decl), o.MeanRounds, ref.MeanRounds)
		}
	}
	t.Logf("%d engagements worked out (%d figures, mean squared error %.3f standard errors²), %d sampled", exact, figures, z2/float64(max(figures, 1)), sampled)
	if exact < engagements {
		t.Errorf("only %d of the random engagements were worked out", exact)
	}
	if m := z2 / float64(max(figures, 1)); m > 1.25 {
		t.Errorf("the exact figures stray %.3f standard errors² from the sampled ones on average; chance gives about 1", m)
	}
}
