package combat

// Spread is the exact distribution of what one shot does to its target,
// in the terms a whole engagement needs: the net damage itself, not only
// whether it flips or destroys the target, because damage adds up over
// the shots of a round (Inset V.6 step 8). The probabilities of Jam,
// None, Critical and every Hits entry sum to 1.
type Spread struct {
	Jam      float64 // natural 1: the weapon is out this round and the next
	None     float64 // a miss, a hit without effect, or no net damage
	Critical float64 // natural 20 on a target the weapon can harm: destroyed
	Hits     []Hit   // net damage above zero, by amount and piercing
}

// Hit is one net damage a shot can do, with its chance. A pierced hit
// does the same amount to the crew inside (Inset VI.5: Defense ignored,
// so Net equals CrewDamage).
type Hit struct {
	Net     int
	Pierced bool
	P       float64
}

// SpreadOf computes the Spread of s, cached like Predict (the Hits slice
// is shared: callers must not change it).
func SpreadOf(s Shot) (Spread, error) {
	if err := s.check(); err != nil {
		return Spread{}, err
	}
	k := keyOf(s)
	if sp, ok := spreadCache.get(k); ok {
		return sp, nil
	}
	sp := spreadClosedForm(s)
	spreadCache.put(k, sp)
	return sp, nil
}

// spreadClosedForm follows closedForm: the d20 classes (jam, miss, plain
// hit, doubling 19, natural 20), then the AP checks and the intensity die.
func spreadClosedForm(s Shot) Spread {
	var sp Spread
	var net [2][]float64 // by pierced, indexed by net damage
	add := func(r Result, p float64) {
		switch {
		case p == 0:
		case r.Critical:
			sp.Critical += p
		case r.Net <= 0:
			sp.None += p
		default:
			i := 0
			if r.Pierced {
				i = 1
			}
			for len(net[i]) <= r.Net {
				net[i] = append(net[i], 0)
			}
			net[i][r.Net] += p
		}
	}
	plain, doubled := 0, 0
	for roll := 2; roll <= 19; roll++ {
		if roll+s.AttackBonus >= s.Weapon.Attack {
			if roll == 19 {
				doubled = 1
			} else {
				plain++
			}
		}
	}
	sp.Jam = 1.0 / 20
	sp.None = float64(18-plain-doubled) / 20
	hits := func(p float64, double bool) {
		if p == 0 {
			return
		}
		def, blocked, ap := s.armour()
		if TooSmall(s.Weapon, s.Target) || (blocked && !ap) {
			sp.None += p
			return
		}
		pierced := 0.0
		if ap {
			pierced = pierceChance(s.Weapon.AP, def)
		}
		for v := 1; v <= 10; v++ {
			for _, pc := range [2]bool{false, true} {
				q := p / 10 * (1 - pierced)
				if pc {
					q = p / 10 * pierced
				} else if blocked {
					sp.None += q
					continue
				}
				r := Result{Hit: true, Doubled: double, Pierced: pc, Intensity: v}
				s.damage(&r, def)
				add(r, q)
			}
		}
	}
	hits(float64(plain)/20, false)
	hits(float64(doubled)/20, true)
	if _, blocked, _ := s.armour(); TooSmall(s.Weapon, s.Target) || blocked {
		sp.None += 1.0 / 20
	} else {
		sp.Critical += 1.0 / 20
	}
	for i, ps := range net {
		for n, p := range ps {
			if p > 0 {
				sp.Hits = append(sp.Hits, Hit{Net: n, Pierced: i == 1, P: p})
			}
		}
	}
	return sp
}

// spreadCache memoises Spread by shotKey, like shotCache for Odds.
var spreadCache = keyedCache[Spread]{}
