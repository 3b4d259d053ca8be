package game

// One trial of the engagement model (engagement_model.go): the rounds
// fought out on a small value state, every shot drawn from its alias
// table (engagement_model_draw.go), every question about targets and
// weapons answered by the probes (engagement_model_probe.go). Nothing is
// allocated once the probes a trial meets have been asked.

// Unit states in the model.
const (
	emIntact uint8 = iota
	emDamaged
	emGone     // destroyed
	emCaptured // a pilot taken prisoner where it came down (VI.1.2)
)

// Table VI.3 on a d10: 1-5 the crew is destroyed, 6-8 damaged, 9-10 intact.

// emState is what the rest of a trial depends on: the units' states,
// the damage of the round so far, the fighters' targets, jams and
// dropped munitions. Two trials in the same emState go on alike, which
// the exact enumeration (engagement_model_exact.go) relies on.
type emState struct {
	st      [emMax]uint8
	out     uint16       // bit i: unit i is destroyed or captured
	taken   [emMax]int16 // net damage this round (Inset V.6 step 8)
	hurt    uint16       // bit i: unit i was damaged when first hit this round
	hit     uint16       // bit i: unit i was hit this round
	target  [emMaxFighter]int8
	blocked [emMaxFighter]uint8 // weapons jammed last round, silent in this one
	jammed  [emMaxFighter]uint8 // weapons jammed this round
	spent   [emMaxFighter]uint8 // one-time munitions dropped, by place in emFighter.spends
}

// emTrial is the state of one trial.
type emTrial struct {
	emState
	rounds int
	capped bool
	rng    emRand    // the trial's numbers
	comp   emCtls    // what the random steps so far were expected to change (engagement_model_control.go)
	script *emScript // set when the trial's steps are enumerated, not drawn (engagement_model_exact.go)
}

// state is unit i's state as the probes know it: a captured pilot is
// gone like a destroyed unit.
func (s *emTrial) state(i int8) uint8 { return min(s.st[i], emGone) }

func (s *emTrial) gone(i int8) bool { return s.out>>uint8(i)&1 != 0 }

// remove puts unit i out of play as st (emGone or emCaptured).
func (s *emTrial) remove(i int8, st uint8) {
	s.st[i] = st
	s.out |= 1 << uint8(i)
}

// emAim is one weapon a fighter fires this round (roundFire), with the
// draw of its shot for the target's state it was looked up in (at): the
// target's state changes the shot (its face, its cover) only when a hit
// flips it.
type emAim struct {
	w    *emWeapon
	d    *emDraw
	t    int8
	at   uint8
	ammo uint8 // ammoCode
}

// Slots of the trial's numbers (emRand.at): the initiative is slot 0,
// then every shot of every round has its own, and every crew's roll.
func shotSlot(round, fi, aim, k int) uint64 {
	return 1 + uint64(((round*emMaxFighter+fi)*2*emMaxWeapons+aim)*64+k)
}

func crewSlot(round int, unit int8) uint64 { return 1<<40 + uint64(round*emMax+int(unit)) }

// fight runs one trial from em.start.
func (em *engModel) fight(s *emTrial, rng emRand, roundCap int) {
	*s = em.start
	s.rng = rng
	attFirst := em.pFirst >= 1 || rng.chance(0, em.pFirst)
	s.comp[emCtl-1] = b2f(attFirst) - em.pFirst
	for {
		s.rounds++
		for _, fi := range em.turns[b2i(!attFirst)] {
			em.fireOne(s, int(fi))
		}
		if !em.endRound(s, roundCap) {
			return
		}
	}
}

// endRound closes round s.rounds: jams last into the next round, damage
// does not add up across rounds (Inset V.6 steps 6, 8). It reports
// whether the engagement goes on.
func (em *engModel) endRound(s *emTrial, roundCap int) bool {
	s.blocked, s.jammed = s.jammed, [emMaxFighter]uint8{}
	s.taken, s.hit, s.hurt = [emMax]int16{}, 0, 0
	if !em.goesOn(s) {
		return false
	}
	if s.rounds >= roundCap {
		s.capped = true
		return false
	}
	return true
}

// fireOne fires fighter fi at its target, retargeting first when it may
// no longer fire at it (fireSide).
func (em *engModel) fireOne(s *emTrial, fi int) {
	p, t := em.aimAt(s, fi)
	switch {
	case p == nil:
	case p.aims != nil && s.blocked[fi] == 0: // the common case, worked out with the probe
		em.fireAims(s, fi, p.aims)
	default:
		var buf [2 * emMaxWeapons]emAim
		em.fireAims(s, fi, em.aims(s, fi, p, t, &buf))
	}
}

// aimAt is fighter fi's target this round and its probe, the target
// chosen anew first when it may no longer fire at it (fireSide); a nil
// probe when it cannot fire.
func (em *engModel) aimAt(s *emTrial, fi int) (*emProbe, int8) {
	f := &em.fighters[fi]
	if em.barred(s, f.unit) {
		return nil, -1
	}
	t := s.target[fi]
	p := em.probe(s, f.unit, t)
	if !p.legal {
		if t = em.retarget(s, f); t < 0 {
			return nil, -1
		}
		s.target[fi], p = t, em.probe(s, f.unit, t)
	}
	return p, t
}

// aims is what fighter fi fires at t, of probe p, this round: the probe's
// own list in the common case, else filled into buf.
func (em *engModel) aims(s *emTrial, fi int, p *emProbe, t int8, buf *[2 * emMaxWeapons]emAim) []emAim {
	if p.aims != nil && s.blocked[fi] == 0 {
		return p.aims
	}
	return buf[:em.aimsOf(s, fi, t, p, buf)]
}

// fireAims fires each aim as often as its weapon's rate, until the
// target falls or the weapon jams (Inset V.6 steps 4-6).
func (em *engModel) fireAims(s *emTrial, fi int, aims []emAim) {
	for i := range aims {
		a := aims[i]
		for k := range a.w.rate {
			if s.gone(a.t) || em.shoot(s, s.rng.at(shotSlot(s.rounds, fi, i, k)), fi, &a) {
				break
			}
		}
	}
}

// barred: fighter unit u can no longer fire (shooterBar).
func (em *engModel) barred(s *emTrial, u int8) bool {
	if s.gone(u) {
		return true
	}
	c := em.units[u].crew
	return em.units[u].needsCrew && (c < 0 || s.gone(c))
}

// retarget is the first foe f's unit can harm, else the first legal one.
func (em *engModel) retarget(s *emTrial, f *emFighter) int8 {
	legal := int8(-1)
	for _, t := range f.foes {
		p := em.probe(s, f.unit, t)
		if !p.legal {
			continue
		}
		if p.harm {
			return t
		}
		if legal < 0 {
			legal = t
		}
	}
	return legal
}

// aimsOf fills aims with what fighter fi fires at its target t, of
// probe pt, this round (roundFire, roundWeapons) and says how many.
func (em *engModel) aimsOf(s *emTrial, fi int, t int8, pt *emProbe, aims *[2 * emMaxWeapons]emAim) int {
	f := &em.fighters[fi]
	blocked := s.blocked[fi]
	if len(f.orders) == 0 {
		plain := pt.plain
		if blocked != 0 { // rare: a weapon jammed last round
			plain = pt.roundWeapons(blocked)
		}
		for n, i := range plain.at[:plain.n] {
			aims[n] = s.aim(&pt.weapons[i], t, 0)
		}
		return plain.n
	}
	n := 0
	for _, o := range f.orders {
		at, pa := t, pt
		if o.target >= 0 {
			if px := em.probe(s, f.unit, o.target); px.legal && px.weapon(o.weapon) != nil {
				at, pa = o.target, px
			}
		}
		if w := pa.weapon(o.weapon); w != nil && blocked&(1<<o.weapon) == 0 {
			aims[n] = s.aim(w, at, o.ammo)
			n++
		}
	}
	return n
}

func (s *emTrial) aim(w *emWeapon, t int8, a uint8) emAim {
	return emAim{w: w, d: w.draw(a), t: t, at: s.st[t], ammo: a}
}

// shoot fires one shot of aim a and applies it (fire, applyShot). It
// reports whether the weapon jammed.
func (em *engModel) shoot(s *emTrial, r uint64, fi int, a *emAim) bool {
	if s.st[a.t] != a.at { // flipped by an earlier shot: ask again
		a.w, a.at = em.probe(s, em.fighters[fi].unit, a.t).weapon(a.w.idx), s.st[a.t]
		if a.w == nil || a.w.draws[0] == nil { // cannot happen: the weapons in reach do not depend on the target's state
			return true
		}
		a.d = a.w.draw(a.ammo)
	}
	shot := a.d.draw(s.pickShot(r, a.d))
	em.expectShot(s, a.d, a.t)
	s.spent[fi] |= a.w.spends
	t := a.t
	switch shot.kind {
	case shotJam:
		s.jammed[fi] |= 1 << a.w.idx
		return true
	case shotCritical:
		em.destroy(s, t)
	case shotHit:
		if c := em.units[t].crew; shot.pierced && c >= 0 && !s.gone(c) {
			em.damage(s, c, int(shot.net))
		}
		em.damage(s, t, int(shot.net))
	}
	return false
}

// damage adds net damage to unit i this round and flips or destroys it
// by its breakpoints (applyShot, combat.Outcome).
func (em *engModel) damage(s *emTrial, i int8, net int) {
	bit := uint16(1) << i
	if s.hit&bit == 0 {
		s.hit |= bit
		if s.st[i] == emDamaged {
			s.hurt |= bit
		}
	}
	s.taken[i] += int16(net)
	u := &em.units[i]
	switch left := u.full - s.taken[i]; {
	case s.hurt&bit != 0 && s.taken[i] >= u.half, s.hurt&bit == 0 && left <= 0:
		em.destroy(s, i)
	case s.hurt&bit == 0 && left <= u.half:
		s.st[i] = emDamaged
	}
}

// destroy removes unit i; a crew inside rolls Table VI.3 (destroyUnit,
// crewSurvival), and a pilot that lives comes down below (pilotLands).
func (em *engModel) destroy(s *emTrial, i int8) {
	s.remove(i, emGone)
	c := em.units[i].crew
	if c < 0 || s.gone(c) {
		return
	}
	p := &em.units[c]
	captured := p.pilot && (p.always || em.standing(s, p.captors))
	em.expectRoll(s, c, captured)
	switch v := d10(s.pickCrew(s.rng.at(crewSlot(s.rounds, i)))); {
	case v <= CrewDestroyedMax, v <= CrewDamagedMax && s.st[c] == emDamaged:
		s.remove(c, emGone)
		return
	case v <= CrewDamagedMax:
		s.st[c] = emDamaged
	}
	if captured {
		s.remove(c, emCaptured)
	}
}

// standing: a unit of set (bits of model indexes) is still on the map.
func (em *engModel) standing(s *emTrial, set uint16) bool {
	return set&^s.out != 0
}

// goesOn: an attacker can still harm an engaged defender, or a
// retaliating unit an attacker (engagementGoesOn, V.5.4).
func (em *engModel) goesOn(s *emTrial) bool {
	for fi := range em.fighters {
		f := &em.fighters[fi]
		if em.barred(s, f.unit) {
			continue
		}
		for _, t := range f.foes {
			if !s.gone(t) && em.probe(s, f.unit, t).harm {
				return true
			}
		}
	}
	return false
}
