package game

// Control variates of the engagement model's sampling: what each trial
// owes to luck, measured so that its expectation is exactly zero.
//
// Every random step of a trial (a shot, a crew's roll on Table VI.3, the
// initiative) changes the units' states with probabilities the model
// knows at that moment. For each unit i, D_i and G_i are the changes of
// "i is damaged" and "i is out of play" over the whole trial less the sum,
// over its steps, of the changes each step was expected to bring
// (emTrial.comp). Each step's surprise has mean zero whatever happened
// before, so D_i and G_i have mean zero however the fight went; and a
// lucky trial for one side shows in them. The sampling fits, for every
// figure, the linear combination of the controls (and of the initiative's
// surprise) that best predicts it and takes it off (emRegress): on the 3
// against 3, "attacker wins" varies about a quarter as much as before, the
// worst figure about 40%.

// Controls per trial: D and G of every unit, then the initiative. The
// jams (each fighter's less those expected) cut no figure's variance on
// the 3 against 3 and are left out: they cost a sixth of the sums.
const emCtl = 2*emMax + 1

// emCtls is one trial's controls, or a pair's mean.
type emCtls [emCtl]float64

// expectShot adds what a shot of draw d at unit t is expected
// to change, in state s before it is fired: t's damage, and the crew's
// inside when the shot pierces (shoot). A shot that can only miss or jam
// (rifles at a tank) is expected to change nothing.
func (em *engModel) expectShot(s *emTrial, d *emDraw, t int8) {
	if !d.harms {
		return
	}
	em.expectHit(s, t, d.hitGeq, d.crit)
	if c := em.units[t].crew; d.pierces && c >= 0 && !s.gone(c) {
		em.expectHit(s, c, d.pierGeq, 0)
	}
}

// expectHit: unit i takes a hit of net n with P(n >= x) = geq[x] and is
// destroyed outright with probability crit; damage reads its breakpoints
// as damage does.
func (em *engModel) expectHit(s *emTrial, i int8, geq []float64, crit float64) {
	u := &em.units[i]
	bit := uint16(1) << i
	hurt := s.st[i] == emDamaged
	if s.hit&bit != 0 {
		hurt = s.hurt&bit != 0
	}
	taken := s.taken[i]
	var kill, flip float64
	if hurt {
		kill = crit + atLeast(geq, u.half-taken)
	} else {
		kill = crit + atLeast(geq, u.full-taken)
		if s.st[i] == emIntact {
			flip = atLeast(geq, u.full-u.half-taken) + crit - kill
		}
	}
	if s.st[i] == emDamaged {
		flip = -kill // damaged, then out
	}
	s.comp[2*i] += flip
	s.comp[2*i+1] += kill
}

// atLeast is geq[x]: every hit does at least 1, none more than geq holds.
func atLeast(geq []float64, x int16) float64 {
	if x >= int16(len(geq)) {
		return 0
	}
	return geq[max(x, 1)]
}

// expectRoll adds what crew c's roll on Table VI.3 is expected to change
// when its host falls (crewRoll): 1-5 destroyed, 6-8 damaged (destroyed
// if it was), 9-10 unharmed; a pilot that lives is captured when captured
// says so.
func (em *engModel) expectRoll(s *emTrial, c int8, captured bool) {
	const pOut, pHurt = CrewDestroyedMax / 10.0, (CrewDamagedMax - CrewDestroyedMax) / 10.0
	out, dmg := pOut, pHurt
	if s.st[c] == emDamaged {
		out, dmg = pOut+pHurt, 1-pOut-pHurt
	}
	if captured {
		out, dmg = 1, 0
	}
	if s.st[c] == emDamaged {
		dmg -= 1
	}
	s.comp[2*c] += dmg
	s.comp[2*c+1] += out
}

// controls are trial s's controls once it has ended, the first ctls of
// x: D and G of each unit, the initiative.
func (em *engModel) controls(s *emTrial, x *emCtls) {
	n := len(em.units)
	for i := range n {
		x[2*i] = b2f(s.st[i] == emDamaged) - b2f(em.start.st[i] == emDamaged) - s.comp[2*i]
		x[2*i+1] = b2f(s.gone(int8(i))) - s.comp[2*i+1]
	}
	x[2*n] = s.comp[emCtl-1]
}

// ctls is the number of controls of the model.
func (em *engModel) ctls() int { return 2*len(em.units) + 1 }

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}
