package game

import (
	"testing"

	"frontline/game/combat"
	"frontline/game/units"
)

// The whole-engagement preview must count the defender's fire: these
// tests pin EngagementOdds against counts worked out independently from
// the exact odds of single shots (combat.Enumerate), for attacks the
// defender answers.

// initiativeFirst is the chance that a side rolling d10+plus beats one
// rolling d10+0, tied totals rolled again (Inset V.6 step 3).
func initiativeFirst(plus int) float64 {
	win, tie := 0, 0
	for a := 1; a <= 10; a++ {
		for d := 1; d <= 10; d++ {
			switch {
			case a+plus > d:
				win++
			case a+plus == d:
				tie++
			}
		}
	}
	return float64(win) / float64(100-tie)
}

// duelState is one round's start in a duel of two single-weapon units.
type duelState struct {
	a, d   combat.State // attacker, defender
	aj, dj bool         // jammed in the last round: silent in this one (Inset V.6 step 6)
}

// shotSpread is what one shot of s's only weapon leaves t in, and
// whether it jammed, with exact probabilities.
func shotSpread(t *testing.T, s *units.Card, sDamaged bool, tc *units.Card, tDamaged bool) map[duelState]float64 {
	t.Helper()
	out := map[duelState]float64{}
	shot := combat.Shot{Weapon: s.Face(sDamaged).Weapons[0], Target: tc, TargetDamaged: tDamaged}
	if err := combat.Enumerate(shot, func(r combat.Result, p float64) {
		out[duelState{d: combat.After(tc, tDamaged, r), aj: r.Jammed}] += p
	}); err != nil {
		t.Fatal(err)
	}
	return out
}

// exactDuel walks the engagement of attacker ac against defender dc,
// one weapon each and no crews, round by round until one side is gone
// (V.5.4), as a Markov chain over the units' sides and jams. It returns
// the final states' distribution, given who fires first.
func exactDuel(t *testing.T, ac, dc *units.Card, attackerFirst bool) map[duelState]float64 {
	t.Helper()
	fire := func(from map[duelState]float64, attacker bool) map[duelState]float64 {
		next := map[duelState]float64{}
		for st, p := range from {
			shooter, target, jam := st.a, st.d, st.aj
			sc, tc := ac, dc
			if !attacker {
				shooter, target, jam, sc, tc = st.d, st.a, st.dj, dc, ac
			}
			if shooter == combat.Destroyed || target == combat.Destroyed || jam {
				if attacker {
					st.aj = false // the jam has run its two rounds
				} else {
					st.dj = false
				}
				next[st] += p
				continue
			}
			for o, q := range shotSpread(t, sc, shooter == combat.Damaged, tc, target == combat.Damaged) {
				n := st
				if attacker {
					n.d, n.aj = o.d, o.aj
				} else {
					n.a, n.dj = o.d, o.aj
				}
				next[n] += p * q
			}
		}
		return next
	}
	live := map[duelState]float64{{}: 1}
	done := map[duelState]float64{}
	for round := 0; round < 200 && len(live) > 0; round++ {
		live = fire(live, attackerFirst)
		live = fire(live, !attackerFirst)
		for st, p := range live {
			if st.a == combat.Destroyed || st.d == combat.Destroyed {
				done[duelState{a: st.a, d: st.d}] += p
				delete(live, st)
			}
		}
	}
	return done
}

// Inset V.6, V.5.4: the attack of a German tank crew on foot on an
// American one, each with one weapon, under fog of war. The sampled odds
// of the whole engagement, the defender firing back every round it can,
// match the exact chain of single shots weighted by the initiative
// contest.
func TestInsetV6_PreviewCountsTheDefendersFire(t *testing.T) {
	g := combatGame(t, units.Germany)
	g.Rules.FogOfWar = true
	att := addUnit(t, g, "de.tank_crew", units.Germany, "0606")
	def := addUnit(t, g, "us.tank_crew", units.US, "0606")
	decl := attackCmd(units.Germany, def, att)
	c := g.Clone()
	if _, err := c.Apply(decl); err != nil {
		t.Fatal(err)
	}
	if a, d := sumMods(c.attackModifiers()), sumMods(c.defenceModifiers()); a != AttackInitiativeBonus || d != 0 {
		t.Fatalf("initiative modifiers %+d and %+d; the exact count assumes the plain attack bonus", a, d)
	}
	pFirst := initiativeFirst(AttackInitiativeBonus)
	exact := map[duelState]float64{}
	for st, p := range exactDuel(t, att.Card, def.Card, true) {
		exact[st] += pFirst * p
	}
	for st, p := range exactDuel(t, att.Card, def.Card, false) {
		exact[st] += (1 - pFirst) * p
	}
	var attLost, attDamaged, defLost float64
	for st, p := range exact {
		switch st.a {
		case combat.Destroyed:
			attLost += p
		case combat.Damaged:
			attDamaged += p
		}
		if st.d == combat.Destroyed {
			defLost += p
		}
	}
	o, err := g.EngagementOdds(decl, 10000, 7)
	if err != nil {
		t.Fatal(err)
	}
	sumTo1(t, o)
	m, _ := o.Of(att.ID)
	j, _ := o.Of(def.ID)
	t.Logf("exact: attacker lost %.4f damaged %.4f, def lost %.4f; sampled %.4f %.4f %.4f",
		attLost, attDamaged, defLost, m.P[OutDestroyed], m.P[OutDamaged], j.P[OutDestroyed])
	withinSE(t, o, "attacker destroyed", m.P[OutDestroyed], attLost)
	withinSE(t, o, "attacker damaged", m.P[OutDamaged], attDamaged)
	withinSE(t, o, "def destroyed", j.P[OutDestroyed], defLost)
	withinSE(t, o, "defender holds", o.DefenderHolds, attLost)
}

// Inset VIII.1, glossary Crew: under fog of war a Sherman's crew hides
// under the tank's marker, yet the tank fires back. The preview of a
// Panzer IV's attack on it gives the Panzer at least the loss a single
// shot of the Sherman's gun causes when the Sherman wins initiative (it
// said "Your losses: none" when the hidden crew was left out).
func TestVIII1_PreviewAssumesASeenTankIsManned(t *testing.T) {
	g := combatGame(t, units.Germany)
	g.Rules.FogOfWar = true
	pz, _ := crewUnit(t, g, "de.panzer_iv_g", "de.tank_crew", units.Germany, "0606")
	sh, crew := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "0606")
	if g.Sees(units.Germany, crew.ID) {
		t.Fatal("the Sherman's crew should be hidden under fog of war")
	}
	gun, err := g.PredictShot(sh.ID, 0, pz.ID)
	if err != nil {
		t.Fatal(err)
	}
	bound := (1 - initiativeFirst(AttackInitiativeBonus)) * gun.Damage
	o, err := g.EngagementOdds(attackCmd(units.Germany, sh, pz), 10000, 11)
	if err != nil {
		t.Fatal(err)
	}
	p, _ := o.Of(pz.ID)
	hurt := p.P[OutDamaged] + p.P[OutDestroyed]
	if hurt < bound-4*o.StdErr(bound) {
		t.Errorf("the Panzer is hurt %.3f of the time; the Sherman's first shot alone hurts it %.3f", hurt, bound)
	}
	if _, listed := o.Of(crew.ID); listed {
		t.Error("the hidden crew is named in the odds")
	}
	for _, u := range o.Units {
		if g.Unit(u.Unit) == nil {
			t.Errorf("unit %d of the odds is not in the game", u.Unit)
		}
	}
}
