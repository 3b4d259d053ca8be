package game

import (
	"math"
	"math/rand/v2"
	"testing"

	"frontline/game/units"
)

// Inset V.6, Table VI.3: the control variates have mean zero because
// every random step adds to emTrial.comp exactly the change of the units'
// states it is expected to bring. Checked exactly, step by step: from
// states met in trials of random catalog engagements (with random damage
// already taken this round), every shot a fighter may fire is fired with
// a number from each rung of its draw and, for the crew's roll, each face
// of the d10; weighted by their chances, what the states change equals
// what comp gained.
func TestInsetV6_EveryStepAddsWhatItIsExpectedToChange(t *testing.T) {
	bases := map[units.Side]*Game{units.US: combatGame(t, units.US), units.Germany: combatGame(t, units.Germany)}
	rng := rand.New(rand.NewPCG(3, 8))
	steps := 0
	for done, n := 0, 0; done < 25 && n < 500; n++ {
		g, decl, ok := randomEngagement(t, bases, rng)
		if !ok {
			continue
		}
		em, err := g.engagementModel(decl)
		if err != nil {
			continue
		}
		done++
		for trial := range 6 {
			var s emTrial
			em.fight(&s, emRand{key: rng.Uint64()}, 1+trial%3)
			s.comp = emCtls{}
			for i := range em.units {
				if !s.gone(int8(i)) && rng.IntN(3) == 0 {
					s.taken[i] = int16(rng.IntN(4))
					s.hit |= 1 << i
					if s.st[i] == emDamaged && rng.IntN(2) == 0 {
						s.hurt |= 1 << i
					}
				}
			}
			for fi := range em.fighters {
				f := &em.fighters[fi]
				for _, tg := range append([]int8{s.target[fi]}, f.foes...) {
					if em.barred(&s, f.unit) || s.gone(tg) {
						continue
					}
					p := em.probe(&s, f.unit, tg)
					if !p.legal {
						continue
					}
					for _, w := range p.weapons {
						for _, d := range w.draws {
							if d != nil {
								checkStep(t, em, &s, fi, emAim{w: &w, d: d, t: tg, at: s.st[tg]})
								steps++
							}
						}
					}
				}
			}
		}
	}
	if steps < 500 {
		t.Fatalf("only %d steps checked", steps)
	}
}

// checkStep fires aim a of fighter fi from state s with every rung and
// every face of the crew's roll.
func checkStep(t *testing.T, em *engModel, s *emTrial, fi int, a emAim) {
	t.Helper()
	var change, expected emCtls
	below := uint64(0)
	for _, rung := range a.d.rungs {
		p := float64(rung.top)*0x1p-64 - float64(below)*0x1p-64
		for face := range 10 {
			x := *s
			x.rounds = 1
			// The roll's number: the crew's slot, complemented to land on face+1.
			want := uint64(face)*(math.MaxUint64/10) + math.MaxUint64/20
			q := p
			if em.units[a.t].crew >= 0 {
				x.rng = emRand{key: s.rng.key}
				x.rng.flip = x.rng.at(crewSlot(1, a.t)) ^ want
				q = p / 10
			} else if face > 0 {
				break // no crew to roll: one face is enough
			}
			aim := a
			em.shoot(&x, below, fi, &aim)
			var ctl emCtls
			em.controls(&x, &ctl)
			var before emCtls
			y := *s
			em.controls(&y, &before)
			for j := range em.ctls() {
				change[j] += q * (ctl[j] - before[j] + x.comp[j] - s.comp[j])
				expected[j] += q * (x.comp[j] - s.comp[j])
			}
		}
		below = rung.top
	}
	for j := range em.ctls() - 1 {
		if math.Abs(change[j]-expected[j]) > 1e-9 {
			t.Errorf("%s: control %d (unit %d, %s) changes by %.6f on average, expected %.6f",
				em.g.describe(em.units[a.t].u), j, j/2, []string{"damaged", "out"}[j%2], change[j], expected[j])
		}
	}
}
