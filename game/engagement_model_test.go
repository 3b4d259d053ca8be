package game

import (
	"math"
	"reflect"
	"strings"
	"testing"

	"frontline/game/combat"
	"frontline/game/units"
)

// The engagement model (engagement_model*.go) against two references:
// the exact chain of a one-weapon duel worked out from single shots
// (engagement_odds_retaliation_test.go), and the engine's own sampled
// engagements (here Example VI.3; engagement_model_agree_test.go for
// engagements drawn at random).

// modelOdds samples decl on the engagement model alone.
func modelOdds(t *testing.T, g *Game, decl Command, trials int, seed uint64) Odds {
	t.Helper()
	em, err := g.engagementModel(decl)
	if err != nil {
		t.Fatal(err)
	}
	o, err := em.sample(emAsk{trials: trials}, seed, OddsRoundCap, nil, decl.Side)
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// crewDuel: a German tank crew on foot attacks an American one, with
// the exact chain of single shots of that duel weighted by the
// initiative contest (exactDuel): the chances that the attacker is
// destroyed, damaged, and that the defender is destroyed.
func crewDuel(t *testing.T) (g *Game, decl Command, att, def *Unit, attLost, attDamaged, defLost float64) {
	g = combatGame(t, units.Germany)
	att = addUnit(t, g, "de.tank_crew", units.Germany, "0606")
	def = addUnit(t, g, "us.tank_crew", units.US, "0606")
	decl = attackCmd(units.Germany, def, att)
	pFirst := initiativeFirst(AttackInitiativeBonus)
	for _, first := range []bool{true, false} {
		w := pFirst
		if !first {
			w = 1 - pFirst
		}
		for st, p := range exactDuel(t, att.Card, def.Card, first) {
			switch st.a {
			case combat.Destroyed:
				attLost += w * p
			case combat.Damaged:
				attDamaged += w * p
			}
			if st.d == combat.Destroyed {
				defLost += w * p
			}
		}
	}
	return
}

// Inset V.6, V.5.4: the model's odds of a tank crew on foot attacking
// another lie within 4 standard errors of the exact chain of single shots
// weighted by the initiative contest.
func TestInsetV6_ModelAgreesWithTheExactDuel(t *testing.T) {
	g, decl, att, def, attLost, attDamaged, defLost := crewDuel(t)
	o := modelOdds(t, g, decl, 100000, 7)
	sumTo1(t, o)
	a, _ := o.Of(att.ID)
	d, _ := o.Of(def.ID)
	withinSE(t, o, "attacker destroyed", a.P[OutDestroyed], attLost)
	withinSE(t, o, "attacker damaged", a.P[OutDamaged], attDamaged)
	withinSE(t, o, "defender destroyed", d.P[OutDestroyed], defLost)
	withinSE(t, o, "defender holds", o.DefenderHolds, attLost)
}

// Example VI.3 (a Panzer IV and its crew against two crewed 57mm AT
// guns): every figure of the model lies within 4 standard errors of the
// engine's sampled engagements.
func TestExampleVI3_ModelAgreesWithTheEngine(t *testing.T) {
	g, decl, _, _, _, _ := vi3Engagement(t)
	trials := 20000
	if testing.Short() {
		trials = 5000
	}
	sampled, err := g.EngagementOdds(decl, trials, 17)
	if err != nil {
		t.Fatal(err)
	}
	exact := modelOdds(t, g, decl, OddsTrials, 18)
	sumTo1(t, exact)
	near := func(what string, model, eng float64) {
		t.Helper()
		se := math.Max(sampled.StdErr(model), 1/float64(trials))
		if math.Abs(model-eng) > 4*se {
			t.Errorf("%s: model %.4f, engine %.4f (standard error %.4f)", what, model, eng, se)
		}
	}
	for _, u := range sampled.Units {
		m, ok := exact.Of(u.Unit)
		if !ok {
			t.Errorf("unit %d is sampled but not in the model's odds", u.Unit)
			continue
		}
		for k := range u.P {
			near(g.describe(g.Unit(u.Unit))+" "+[]string{"unharmed", "damaged", "destroyed", "captured", "withdrawn"}[k], m.P[k], u.P[k])
		}
	}
	near("attacker wins", exact.AttackerWins, sampled.AttackerWins)
	near("defender holds", exact.DefenderHolds, sampled.DefenderHolds)
	near("both remain", exact.BothRemain, sampled.BothRemain)
	near("both gone", exact.BothGone, sampled.BothGone)
	if d := math.Abs(exact.MeanRounds - sampled.MeanRounds); d > 0.05 {
		t.Errorf("mean rounds: model %.3f, engine %.3f", exact.MeanRounds, sampled.MeanRounds)
	}
}

// The model refuses what it does not hold, by name: here fire missions
// (VI.7.6), whose orders, pins and smoke it does not fight.
func TestV6_ModelNamesWhatItDoesNotHold(t *testing.T) {
	g := combatGame(t, units.US)
	a := addUnit(t, g, "us.rifle_squad", units.US, "0606")
	d := addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	m := g.oddsModel(units.US)
	if _, err := m.Apply(attackCmd(units.US, m.Unit(d.ID), m.Unit(a.ID))); err != nil {
		t.Fatal(err)
	}
	m.OpenEngagement.Artillery = &Artillery{}
	if why := m.unmodelled(); why == "" {
		t.Error("an engagement with fire missions is taken as modelled")
	}
	m.OpenEngagement.Artillery = nil
	if why := m.unmodelled(); why != "" {
		t.Errorf("a plain engagement of two rifle squads is refused: %s", why)
	}
}

// The client's common cases are held by the model: the benchmark's
// three against three, and the introduction's Sherman attacking the PaK
// 40 in Cerignola in the whole game, under fog of war.
func TestV6_CommonAttacksAreModelled(t *testing.T) {
	g, decl := threeOnThree(t)
	gi, decli := introAttack(t)
	for _, c := range []struct {
		g    *Game
		decl Command
	}{{g, decl}, {gi, decli}} {
		o, err := c.g.EngagementOdds(c.decl, 2000, 1)
		if err != nil {
			t.Fatal(err)
		}
		if o.Unmodelled != "" {
			t.Errorf("%s: %s", c.g.describeDecl(c.decl), o.Unmodelled)
		}
		sumTo1(t, o)
	}
}

// VI.3.3: an attack on a squad riding a halftrack is beyond the model
// (passengers); its odds are the engine's own, sampled on copies of the
// game, and say so.
func TestVI33_OddsOfPassengersAreSampledOnTheGame(t *testing.T) {
	g := combatGame(t, units.Germany)
	_, sq, de := loadedHalftrackFacingSquad(t, g)
	decl := attackCmd(units.Germany, sq, de)
	o, err := g.EngagementOdds(decl, 400, 3)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(o.Unmodelled, "passengers") {
		t.Fatalf("odds of an attack on a passenger taken on the model (%q)", o.Unmodelled)
	}
	ref, err := g.sampledOdds(decl, 400, 3, OddsRoundCap, nil)
	if err != nil {
		t.Fatal(err)
	}
	ref.Unmodelled = o.Unmodelled
	if !reflect.DeepEqual(o, ref) {
		t.Fatalf("fallback odds differ from the engine's sampling:\n%+v\n%+v", o, ref)
	}
	sumTo1(t, o)
}

// BenchmarkEngagementModelTrial: one trial of the 3-against-3 engagement
// on the model, the unit of EngagementOdds' work.
func BenchmarkEngagementModelTrial(b *testing.B) {
	g, decl := threeOnThree(&testing.T{})
	em, err := g.engagementModel(decl)
	if err != nil {
		b.Fatal(err)
	}
	var s emTrial
	rng := emRand{}
	for range 4096 { // the probes the trials meet, asked before the clock starts
		rng.key++
		em.fight(&s, rng, OddsRoundCap)
	}
	b.ReportAllocs()
	c0 := processCPU()
	for b.Loop() {
		rng.key++
		em.fight(&s, rng, OddsRoundCap)
	}
	reportCPU(b, c0)
}
