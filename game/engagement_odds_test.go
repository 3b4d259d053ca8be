package game

import (
	"math"
	"reflect"
	"sync/atomic"
	"testing"

	"frontline/game/content"
	"frontline/game/dice"
	"frontline/game/scenario"
	"frontline/game/units"
)

// withinSE fails when got is more than 4 standard errors from want.
func withinSE(t *testing.T, o Odds, what string, got, want float64) {
	t.Helper()
	se := math.Max(o.StdErr(want), 0.5/float64(o.Trials))
	if math.Abs(got-want) > 4*se {
		t.Errorf("%s: sampled %.4f, exact %.4f (standard error %.4f)", what, got, want, se)
	}
}

func sumTo1(t *testing.T, o Odds) {
	t.Helper()
	if s := o.AttackerWins + o.DefenderHolds + o.BothRemain + o.BothGone; math.Abs(s-1) > 1e-9 {
		t.Errorf("overall outcomes sum to %v", s)
	}
	for _, u := range o.Units {
		s := 0.0
		for _, p := range u.P {
			s += p
		}
		if math.Abs(s-1) > 1e-9 {
			t.Errorf("unit %d outcomes sum to %v", u.Unit, s)
		}
	}
}

// Inset V.6 steps 4-9: a one-round engagement of a single shot nobody
// answers has the distribution combat.Predict gives for that shot. The
// Panzer has no crew, so it cannot fire back (glossary, Crew).
func TestV6_OddsMatchPerShotPredictionForOneShot(t *testing.T) {
	g := combatGame(t, units.US)
	gun, _ := crewUnit(t, g, "us.at_gun_57mm", "us.artillery_crew", units.US, "0606")
	pz := addUnit(t, g, "de.panzer_iv_g", units.Germany, "0606")
	exact, err := g.PredictShot(gun.ID, 0, pz.ID)
	if err != nil {
		t.Fatal(err)
	}
	o, err := g.engagementOdds(attackCmd(units.US, pz, gun), oddsAsk{trials: 20000}, 3, 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	sumTo1(t, o)
	p, ok := o.Of(pz.ID)
	if !ok {
		t.Fatal("the target is not in the odds")
	}
	withinSE(t, o, "destroyed", p.P[OutDestroyed], exact.Destroy)
	withinSE(t, o, "damaged", p.P[OutDamaged], exact.Damage-exact.Destroy)
	if o.MeanRounds != 1 {
		t.Errorf("mean rounds %v, want 1", o.MeanRounds)
	}
}

// The odds are computed on copies: the game's state hash, dice, roll log
// and command log are what they were, and the same seed gives the same
// odds.
func TestV6_OddsDoNotChangeTheGame(t *testing.T) {
	g, decl, _, _, _, _ := vi3Engagement(t)
	hash, count, logLen := g.Hash(), g.dice.Count(), len(g.log)
	o1, err := g.EngagementOdds(decl, 3000, 9)
	if err != nil {
		t.Fatal(err)
	}
	if g.Hash() != hash || g.dice.Count() != count || len(g.dice.TakeRolls()) != 0 || len(g.log) != logLen {
		t.Fatal("computing odds changed the game")
	}
	if g.OpenEngagement != nil || g.Pending.Kind != DecidePhase {
		t.Fatalf("pending %+v", g.Pending)
	}
	o2, _ := g.EngagementOdds(decl, 3000, 9)
	if !reflect.DeepEqual(o1, o2) {
		t.Fatalf("same seed, different odds:\n%+v\n%+v", o1, o2)
	}
	o3, _ := g.EngagementOdds(decl, 3000, 10)
	if reflect.DeepEqual(o1.Units, o3.Units) {
		t.Fatal("another seed gave exactly the same odds")
	}
}

// V.5.2: a declaration the engine would refuse is refused with the same
// error, and nothing is sampled.
func TestV6_OddsRefuseWhatApplyRefuses(t *testing.T) {
	g := combatGame(t, units.US)
	squad := addUnit(t, g, "us.rifle_squad", units.US, "0606")
	far := addUnit(t, g, "de.rifle_squad", units.Germany, "0808")
	for _, cmd := range []Command{
		attackCmd(units.US, far, squad),
		{Kind: CmdAttack, Side: units.US},
		attackCmd(units.Germany, squad, far),
	} {
		_, want := g.Clone().Apply(cmd)
		_, got := g.EngagementOdds(cmd, 100, 1)
		if want == nil || got == nil || got.Error() != want.Error() {
			t.Errorf("odds error %v, Apply error %v", got, want)
		}
	}
	if _, err := g.EngagementOdds(Command{Kind: CmdNextRound, Side: units.US}, 100, 1); err == nil {
		t.Error("odds of a command that is no attack declaration")
	}
}

// Inset V.6: three rifle squads overcome a defending squad more often
// than one does, and lose it less often.
func TestV6_OddsStrongerAttackerWinsMoreOften(t *testing.T) {
	g := combatGame(t, units.US)
	a1 := addUnit(t, g, "us.rifle_squad", units.US, "0606")
	a2 := addUnit(t, g, "us.rifle_squad", units.US, "0606")
	a3 := addUnit(t, g, "us.rifle_squad", units.US, "0606")
	de := addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	one, err := g.EngagementOdds(attackCmd(units.US, de, a1), 4000, 5)
	if err != nil {
		t.Fatal(err)
	}
	three, err := g.EngagementOdds(attackCmd(units.US, de, a1, a2, a3), 4000, 5)
	if err != nil {
		t.Fatal(err)
	}
	sumTo1(t, one)
	sumTo1(t, three)
	t.Logf("one squad: wins %.3f holds %.3f; three: wins %.3f holds %.3f", one.AttackerWins, one.DefenderHolds, three.AttackerWins, three.DefenderHolds)
	if three.AttackerWins <= one.AttackerWins+0.1 || three.DefenderHolds >= one.DefenderHolds {
		t.Errorf("three squads win %.3f, one %.3f; defender holds %.3f against %.3f",
			three.AttackerWins, one.AttackerWins, three.DefenderHolds, one.DefenderHolds)
	}
	if d, _ := three.Of(de.ID); d.P[OutDestroyed] <= 0.5 {
		t.Errorf("three squads destroy the defender only %.3f of the time", d.P[OutDestroyed])
	}
}

// vi3Engagement is Example VI.3's position: a crewed Panzer IV and two
// crewed 57mm AT guns in one hex, the Panzer's attack on gun 1 declared.
func vi3Engagement(t *testing.T) (g *Game, decl Command, pz, pzCrew, gun1, gun2 *Unit) {
	g = combatGame(t, units.Germany)
	pz, pzCrew = crewUnit(t, g, "de.panzer_iv_g", "de.tank_crew", units.Germany, "0606")
	gun1, _ = crewUnit(t, g, "us.at_gun_57mm", "us.artillery_crew", units.US, "0606")
	gun2, _ = crewUnit(t, g, "us.at_gun_57mm", "us.artillery_crew", units.US, "0606")
	return g, attackCmd(units.Germany, gun1, pz), pz, pzCrew, gun1, gun2
}

// Example VI.3 as odds: a Panzer IV attacking one of two crewed 57mm AT
// guns in their hex. Both guns retaliate (the policy), the Panzer's crew
// rolls Table VI.3 when it falls. The Panzer's armour makes it the
// favourite, but the guns destroy it a fair share of the time.
func TestExampleVI3_OddsOfTwoAntiTankGunsAgainstAPanzerIV(t *testing.T) {
	g, decl, pz, pzCrew, gun1, gun2 := vi3Engagement(t)
	o, err := g.EngagementOdds(decl, 0, 2026)
	if err != nil {
		t.Fatal(err)
	}
	if !o.Exact && (o.Trials < emMinTrials || o.Trials > OddsTrials || o.Trials%2 != 0) {
		t.Fatalf("%d trials, want whole pairs between %d and %d", o.Trials, emMinTrials, OddsTrials)
	}
	sumTo1(t, o)
	p, _ := o.Of(pz.ID)
	g1, _ := o.Of(gun1.ID)
	g2, ok := o.Of(gun2.ID)
	c, okCrew := o.Of(pzCrew.ID)
	t.Logf("panzer %v, gun 1 %v, gun 2 %v, crew %v; attacker wins %.3f, holds %.3f, both %.3f, none %.3f, rounds %.2f",
		p.P, g1.P, g2.P, c.P, o.AttackerWins, o.DefenderHolds, o.BothRemain, o.BothGone, o.MeanRounds)
	if !ok || !okCrew {
		t.Fatal("the retaliating gun and the Panzer's crew should be listed")
	}
	if p.P[OutDestroyed] < 0.05 || p.P[OutDestroyed] > 0.8 {
		t.Errorf("the Panzer falls %.3f of the time", p.P[OutDestroyed])
	}
	if g1.P[OutDestroyed] < 0.2 || g2.P[OutDestroyed] < 0.1 {
		t.Errorf("guns destroyed %.3f and %.3f of the time", g1.P[OutDestroyed], g2.P[OutDestroyed])
	}
	if c.P[OutDestroyed] < 0.5*p.P[OutDestroyed] || c.P[OutDestroyed] > p.P[OutDestroyed] {
		t.Errorf("crew destroyed %.3f against the Panzer's %.3f (Table VI.3: 1-5 of 10 at least)", c.P[OutDestroyed], p.P[OutDestroyed])
	}
	if o.Capped != 0 {
		t.Errorf("%.3f of the engagements hit the round cap", o.Capped)
	}
}

// Inset VIII.1, glossary Hidden: the odds a side sees depend only on what
// its View shows. A unit under the top marker of a fogged stack, the
// enemy's experience stars and dug-in marker, a hidden anti-tank gun
// nearby: none of them changes the attacker's odds, and none is listed.
func TestVIII1_OddsLeakNothingHidden(t *testing.T) {
	build := func(hidden bool) (*Game, Command, []*Unit) {
		g := combatGame(t, units.US)
		g.Rules.FogOfWar = true
		sherman, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "0606")
		a := addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
		b := addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
		gun, crew := crewUnit(t, g, "de.pak40", "de.artillery_crew", units.Germany, "0606")
		top := g.Stack(a.Hex)[len(g.Stack(a.Hex))-1]
		var secret []*Unit
		for _, u := range []*Unit{a, b, gun, crew} {
			if u != top {
				secret = append(secret, u)
			}
		}
		if hidden {
			top.Stars = []scenario.Star{scenario.Vigilant, scenario.CombatVeteran}
			top.DugIn = true
		} else {
			for _, u := range secret {
				u.Place = Away
			}
		}
		return g, attackCmd(units.US, top, sherman), secret
	}
	gh, cmd, secret := build(true)
	for _, u := range secret {
		if gh.Sees(units.US, u.ID) {
			t.Fatalf("%s should be hidden under the top marker", gh.describe(u))
		}
	}
	withHidden, err := gh.EngagementOdds(cmd, 3000, 4)
	if err != nil {
		t.Fatal(err)
	}
	gp, cmd2, _ := build(false)
	plain, err := gp.EngagementOdds(cmd2, 3000, 4)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(withHidden, plain) {
		t.Fatalf("hidden units change the odds:\n%+v\n%+v", withHidden, plain)
	}
	for _, u := range secret {
		if _, listed := withHidden.Of(u.ID); listed {
			t.Errorf("%s is listed in the odds", gh.describe(u))
		}
	}
}

// BenchmarkEngagement: declare and fight out one engagement (Example VI.3
// setup) on a copy of the game.
func BenchmarkEngagement(b *testing.B) {
	g, decl, _, _, _, _ := vi3Engagement(&testing.T{}) // the helpers want a *testing.T; setup does not fail
	p := g.Clone()
	p.Apply(decl)
	answer := p.oddsRetaliation()
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		c := g.cloneState()
		c.dice = dice.New(uint64(i))
		if _, err := c.Apply(decl); err != nil {
			b.Fatal(err)
		}
		c.fightOut(answer, OddsRoundCap)
	}
}

// threeOnThree: a crewed Sherman and two rifle squads attack a crewed
// Panzer IV, a crewed PaK 40 and a rifle squad in their hex, one target
// each; every defender retaliates (the odds policy).
func threeOnThree(t *testing.T) (*Game, Command) {
	g := combatGame(t, units.US)
	sh, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "0606")
	r1 := addUnit(t, g, "us.rifle_squad", units.US, "0606")
	r2 := addUnit(t, g, "us.rifle_squad", units.US, "0606")
	pz, _ := crewUnit(t, g, "de.panzer_iv_g", "de.tank_crew", units.Germany, "0606")
	gun, _ := crewUnit(t, g, "de.pak40", "de.artillery_crew", units.Germany, "0606")
	sq := addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	return g, Command{Kind: CmdAttack, Side: units.US, Units: ids([]*Unit{sh, r1, r2}), Targets: ids([]*Unit{pz, gun, sq})}
}

// BenchmarkEngagementOdds: the default trials of a three-against-three
// engagement on the engagement model, as the client's preview asks.
func BenchmarkEngagementOdds(b *testing.B) {
	g, decl := threeOnThree(&testing.T{}) // the helpers want a *testing.T; setup does not fail
	benchOdds(b, func() (Odds, error) { return g.EngagementOdds(decl, 0, 1) })
}

// BenchmarkEngagementOddsQuick: the quick estimate of the same
// engagement, as the computer opponent asks.
func BenchmarkEngagementOddsQuick(b *testing.B) {
	g, decl := threeOnThree(&testing.T{})
	benchOdds(b, func() (Odds, error) { return g.EngagementOddsQuick(decl, 1) })
}

// BenchmarkEngagementOddsSampled: the same engagement sampled on copies
// of the game, the reference and fallback (OddsSampledTrials).
func BenchmarkEngagementOddsSampled(b *testing.B) {
	g, decl := threeOnThree(&testing.T{})
	benchOdds(b, func() (Odds, error) { return g.sampledOdds(decl, OddsSampledTrials, 1, OddsRoundCap, nil) })
}

// introAttack is the opening position of the introduction with the
// Sherman (unit 16) moved into Cerignola (1109) and its attack on the
// PaK 40 there declared, in the whole game's context (every unit on the
// map, fog of war).
func introAttack(tb testing.TB) (*Game, Command) {
	c, err := content.Embedded()
	if err != nil {
		tb.Fatal(err)
	}
	g, _, err := New(c, Options{Scenario: "intro", Seed: 1})
	if err != nil {
		tb.Fatal(err)
	}
	for n := 0; n < 50 && !(g.Active == units.US && g.Phase == PhaseMovement && g.Pending.Kind == DecidePhase); n++ {
		g.Apply(PassCommand(g))
	}
	opt, ok := g.MoveOptions(16)["1109"]
	if !ok {
		tb.Fatal("the Sherman cannot reach 1109")
	}
	if _, err := g.Apply(Command{Kind: CmdMove, Side: units.US, Unit: 16, Path: opt.Path}); err != nil {
		tb.Fatal(err)
	}
	for n := 0; n < 10 && g.Phase != PhaseCombat; n++ {
		g.Apply(PassCommand(g))
	}
	for _, t := range g.AttackTargets(16) {
		if g.Unit(t).CardID == "de.pak40" {
			return g, Command{Kind: CmdAttack, Side: units.US, Units: []UnitID{16}, Target: t}
		}
	}
	tb.Fatal("no PaK 40 to attack")
	return nil, Command{}
}

// BenchmarkEngagementOddsIntro: the default trials in a full game, on the
// engagement model.
func BenchmarkEngagementOddsIntro(b *testing.B) {
	g, decl := introAttack(b)
	benchOdds(b, func() (Odds, error) { return g.EngagementOdds(decl, 0, 1) })
}

// BenchmarkEngagementOddsIntroSampled: the same on copies of the game.
func BenchmarkEngagementOddsIntroSampled(b *testing.B) {
	g, decl := introAttack(b)
	benchOdds(b, func() (Odds, error) { return g.sampledOdds(decl, OddsSampledTrials, 1, OddsRoundCap, nil) })
}

// The client stops a preview nobody waits for: told to stop, the sampling
// gives up with ErrOddsStopped after a few trials; never told, it gives
// the same odds as EngagementOdds.
func TestV6_OddsStopWhenTold(t *testing.T) {
	g, decl, _, _, _, _ := vi3Engagement(t)
	var asked atomic.Int64
	_, err := g.EngagementOddsUntil(decl, 100000, 9, func() bool { return asked.Add(1) > 3 })
	if err != ErrOddsStopped {
		t.Fatalf("stopped sampling returned %v, want ErrOddsStopped", err)
	}
	if n := asked.Load(); n > 100 {
		t.Errorf("stop was asked %d times before the sampling gave up", n)
	}
	full, err := g.EngagementOdds(decl, 2000, 9)
	if err != nil {
		t.Fatal(err)
	}
	never, err := g.EngagementOddsUntil(decl, 2000, 9, func() bool { return false })
	if err != nil || !reflect.DeepEqual(full, never) {
		t.Errorf("never stopped: %v, odds differ %v", err, !reflect.DeepEqual(full, never))
	}
}

// BenchmarkEngagementOddsFew: 160 trials of the 3 against 3, as the
// computer opponent asks of every attack it weighs: mostly the fixed
// cost of a call (the model's copy of the game, its extraction, the
// probes).
func BenchmarkEngagementOddsFew(b *testing.B) {
	g, decl := threeOnThree(&testing.T{})
	benchOdds(b, func() (Odds, error) { return g.EngagementOdds(decl, 160, 1) })
}
