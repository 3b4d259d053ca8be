package game

import (
	"math"
	"math/rand/v2"
	"testing"

	"frontline/game/units"
)

// Inset V.6: the stopping rule of the model's sampling (emStop) against
// a 100,000-trial reference on random catalog engagements: with
// EngagementOdds every figure lies within OddsTolerance of the reference
// but for about the 1% the 99% confidence allows, and none beyond half
// as much again; the same for EngagementOddsQuick with
// OddsQuickTolerance. Engagements whose figures are all far from one half
// stop well before OddsTrials.
func TestInsetV6_OddsStopWithinAPointOfTheReference(t *testing.T) {
	engagements := 30
	if testing.Short() {
		engagements = 6
	}
	bases := map[units.Side]*Game{units.US: combatGame(t, units.US), units.Germany: combatGame(t, units.Germany)}
	rng := rand.New(rand.NewPCG(5, 11))
	type check struct {
		name     string
		tol      float64
		figures  int
		outside  int
		trials   int
		min, max int
	}
	checks := []*check{{name: "EngagementOdds", tol: OddsTolerance, min: OddsTrials}, {name: "EngagementOddsQuick", tol: OddsQuickTolerance, min: OddsQuickTrials}}
	done := 0
	for n := 0; done < engagements && n < 20*engagements; n++ {
		g, decl, ok := randomEngagement(t, bases, rng)
		if !ok {
			continue
		}
		seed := rng.Uint64()
		ref, err := g.EngagementOdds(decl, emRefTrials, seed^1)
		if err != nil {
			t.Fatalf("%s: %v", g.describeDecl(decl), err)
		}
		if ref.Unmodelled != "" {
			continue
		}
		done++
		full, err := g.EngagementOdds(decl, 0, seed)
		if err != nil {
			t.Fatal(err)
		}
		quick, err := g.EngagementOddsQuick(decl, seed)
		if err != nil {
			t.Fatal(err)
		}
		for i, o := range []Odds{full, quick} {
			c := checks[i]
			c.trials += o.Trials
			c.min, c.max = min(c.min, o.Trials), max(c.max, o.Trials)
			for _, f := range oddsFigures(o, ref) {
				c.figures++
				d := math.Abs(f.fast - f.ref)
				if d > c.tol {
					c.outside++
				}
				if d > 1.5*c.tol {
					t.Errorf("%s, %s: %s: %.4f against the reference's %.4f", c.name, g.describeDecl(decl), f.what, f.fast, f.ref)
				}
			}
		}
	}
	for _, c := range checks {
		t.Logf("%s: %d engagements, %d trials on average (%d-%d); %d of %d figures beyond %.0f points",
			c.name, done, c.trials/max(done, 1), c.min, c.max, c.outside, c.figures, 100*c.tol)
		if c.outside > max(1, c.figures/100) {
			t.Errorf("%s: %d of %d figures beyond %.0f points of the reference; 99%% confidence allows about %d", c.name, c.outside, c.figures, 100*c.tol, c.figures/100)
		}
	}
	if checks[0].min >= OddsTrials {
		t.Errorf("no engagement stopped before %d trials", OddsTrials)
	}
}

// The stopping rule's arithmetic (emStop): a figure at one half needs
// about 16,000 antithetic trials whose pairs vary like independent ones
// halved, a figure never seen in the first trials is settled, and one
// seen half the time with twins that always agree (no help from the
// pairs) is not settled at 10,000 trials.
func TestEmStopArithmetic(t *testing.T) {
	if !emStop(0, 0, emMinTrials, OddsTolerance) {
		t.Error("a figure never seen in the first trials is not settled")
	}
	if emStop(5000, 2500, 10000, OddsTolerance) {
		t.Error("a figure at one half whose twins always agree is settled at 10,000 trials")
	}
	if !emStop(10000, 2500, 20000, OddsTolerance) || emStop(5000, 1250, 10000, OddsTolerance) {
		t.Error("a figure at one half with pairs like independent ones: settled at 10,000 trials or not at 20,000")
	}
}
