package combat

// Odds summarises one shot against its target's current side.
type Odds struct {
	Hit      float64 // a hit is scored
	NoEffect float64 // a hit that cannot harm the target
	Damage   float64 // the shot alone worsens the target's state (flips or destroys it)
	Destroy  float64 // the shot alone destroys the target
	Pierce   float64 // armour pierced (the crew is hit)
	MeanNet  float64 // mean net damage; a critical counts as the endurance left
}

// Predict computes the exact Odds of s. Results are cached per weapon
// ratings, target state and modifiers; it is safe for concurrent use.
func Predict(s Shot) (Odds, error) {
	if err := s.check(); err != nil {
		return Odds{}, err
	}
	k := keyOf(s)
	if o, ok := shotCache.get(k); ok {
		return o, nil
	}
	o := closedForm(s)
	shotCache.put(k, o)
	return o, nil
}

// predictUncached is Predict without the cache (benchmarks, tests).
func predictUncached(s Shot) (Odds, error) {
	if err := s.check(); err != nil {
		return Odds{}, err
	}
	return closedForm(s), nil
}

// closedForm sums the probabilities of Resolve's branches directly: every
// d20 roll from 2 to 18 that hits leads to the same dice afterwards, as does
// a hitting 19 (intensity doubled), so at most two hit classes are expanded
// over the AP and intensity d10s, plus the natural 20. s must pass check.
func closedForm(s Shot) Odds {
	t := newTally(s)
	plain := 0 // hitting rolls 2..18
	for roll := 2; roll <= 18; roll++ {
		if roll+s.AttackBonus >= s.Weapon.Attack {
			plain++
		}
	}
	doubled := 0
	if 19+s.AttackBonus >= s.Weapon.Attack {
		doubled = 1
	}
	t.add(Result{}, float64(19-plain-doubled)/20) // the jam on 1 and the misses
	t.hit(float64(plain)/20, false)
	t.hit(float64(doubled)/20, true)
	t.critical(1.0 / 20)
	return t.o
}

// tally accumulates Odds from results weighted by their probability.
type tally struct {
	s    Shot
	left int // endurance left on the side in use: what a critical takes
	o    Odds
}

func newTally(s Shot) *tally {
	return &tally{s: s, left: s.Target.Face(s.TargetDamaged).Endurance}
}

// add counts result r, reached with probability p.
func (t *tally) add(r Result, p float64) {
	if p == 0 {
		return
	}
	st := After(t.s.Target, t.s.TargetDamaged, r)
	o := &t.o
	if r.Hit {
		o.Hit += p
	}
	if r.NoEffect {
		o.NoEffect += p
	}
	if r.Pierced {
		o.Pierce += p
	}
	if st == Destroyed {
		o.Destroy += p
	}
	if st >= Damaged && (st == Destroyed || !t.s.TargetDamaged) {
		o.Damage += p
	}
	net := r.Net
	if r.Critical {
		net = t.left
	}
	o.MeanNet += p * float64(min(net, t.left))
}

// critical counts a natural 20: the target is destroyed unless the weapon
// cannot harm it at all.
func (t *tally) critical(p float64) {
	_, blocked, _ := t.s.armour()
	if TooSmall(t.s.Weapon, t.s.Target) || blocked {
		t.add(Result{Hit: true, NoEffect: true}, p)
		return
	}
	t.add(Result{Hit: true, Critical: true}, p)
}

// hit counts a hit on a roll below 20 with probability p; doubled marks the
// natural 19. It follows Resolve: effect check, AP checks, intensity d10.
func (t *tally) hit(p float64, doubled bool) {
	if p == 0 {
		return
	}
	s := t.s
	def, blocked, ap := s.armour()
	if TooSmall(s.Weapon, s.Target) || (blocked && !ap) {
		t.add(Result{Hit: true, NoEffect: true}, p)
		return
	}
	pierced := 0.0
	if ap {
		pierced = pierceChance(s.Weapon.AP, def)
	}
	if blocked {
		t.add(Result{Hit: true, NoEffect: true}, p*(1-pierced))
	} else {
		t.intensity(p*(1-pierced), doubled, false, def)
	}
	t.intensity(p*pierced, doubled, true, def)
}

// intensity spreads p evenly over the ten faces of the intensity die.
func (t *tally) intensity(p float64, doubled, pierced bool, def int) {
	if p == 0 {
		return
	}
	for v := 1; v <= 10; v++ {
		r := Result{Hit: true, Doubled: doubled, Pierced: pierced, Intensity: v}
		t.s.damage(&r, def)
		t.add(r, p/10)
	}
}

// pierceChance is the chance that the AP checks of Inset VI.5 pierce
// armour def with a weapon of AP rating ap: the weapon's d10 at or under
// ap, then, when the armour is at least as good, the defender's d10 over def.
func pierceChance(ap, def int) float64 {
	weapon := float64(min(max(ap, 0), 10)) / 10
	if ap > def {
		return weapon
	}
	return weapon * float64(10-min(max(def, 0), 10)) / 10
}
