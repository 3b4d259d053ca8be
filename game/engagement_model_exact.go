package game

import (
	"cmp"
	"slices"

	"frontline/game/combat"
	"frontline/game/units"
)

// The exact odds of a modelled engagement (engagement_model.go): the
// distribution over the model's states is carried forward one fighter's
// turn at a time, every shot branching into everything it can do with
// its exact chances (combat.SpreadOf), until every branch has ended
// (V.5.4) or reached the round cap. Equal states are merged, so the work
// grows with the number of distinct states, not of dice sequences.

// Table VI.3 on a d10: 1-5 the crew is destroyed, 6-8 damaged, 9-10 intact.
const (
	crewLostOdds    = float64(CrewDestroyedMax) / 10
	crewDamagedOdds = float64(CrewDamagedMax-CrewDestroyedMax) / 10
	crewIntactOdds  = 1 - crewLostOdds - crewDamagedOdds
)

// Bounds of the work: after each fighter's turn, once more than emFewStates
// states are live, the least likely are set aside until the rest hold all
// but emSlack of the odds still in play, and no more than emMaxStates are
// kept; the odds set aside are shared out among the kept states in
// proportion (they differ mostly by a jammed weapon) and reported as
// Odds.SetAside.
const (
	emFewStates = 64
	emMaxStates = 1 << 16
	emSlack     = 1e-9
)

// emResult adds up the ends of the engagement, weighted by their odds.
type emResult struct {
	units                         [emMax][outcomes]float64
	touched                       [emMax]bool // some end leaves it changed
	attWins, defHolds, both, none float64
	rounds, capped, setAside      float64
}

// emRun is the work of one computation: each fighter's turn is worked
// out once per combination of the bytes it reads (emRun.masks) and
// applied to every state holding that combination.
type emRun struct {
	*engModel
	res   emResult
	masks [emMaxFighter]emState
	memo  [2][emMaxFighter]map[emState]emSpan // by whether the turn ends its side's fire
	outs  []emOut
	harms map[[2]uint64]bool // goesOn by the units' states
	// one turn's work (turnOf)
	aims        [2 * emMaxWeapons]emAim
	naims       int
	local, step *emTable[emLocal]
	done        *emTable[emState]
	order       []int // prune's scratch
}

type emSpan struct{ lo, hi int32 }

type emOut struct {
	s emState
	p float64
}

// emLocal is a branch within one fighter's turn: the state and the shot
// it is at (aim ai, its rep-th shot).
type emLocal struct {
	s       emState
	ai, rep uint8
}

// emAim is one weapon a fighter fires this round (roundFire).
type emAim struct {
	idx  int
	t    int8
	ammo Ammo
	rate int
}

func (em *engModel) newRun() *emRun {
	r := &emRun{engModel: em, harms: map[[2]uint64]bool{},
		local: newTable[emLocal](), step: newTable[emLocal](), done: newTable[emState]()}
	for fi := range em.fighters {
		r.masks[fi] = em.turnMask(fi)
		r.memo[0][fi], r.memo[1][fi] = map[emState]emSpan{}, map[emState]emSpan{}
	}
	return r
}

// turnMask has every byte fighter fi's turn reads or writes: its unit's
// and crew's states, its own fighter bytes, and for each foe its state,
// damage this round, fighter bytes, crew and host.
func (em *engModel) turnMask(fi int) emState {
	var m emState
	unit := func(i int8) {
		if i < 0 {
			return
		}
		m.setByte(emOffState+int(i), 0xff)
		m.setByte(emOffTaken+int(i), 0xff)
	}
	f := &em.fighters[fi]
	unit(f.unit)
	unit(em.units[f.unit].crew)
	fighter(&m, fi)
	for _, t := range f.foes {
		unit(t)
		unit(em.units[t].crew)
		unit(em.units[t].host)
	}
	for _, o := range f.orders {
		unit(o.target)
	}
	return m
}

func fighter(m *emState, fi int) {
	m.setByte(emOffTarget+fi, 0xff)
	m.setByte(emOffBlocked+fi, 0xff)
	m.setByte(emOffJammed+fi, 0xff)
}

// exact computes the outcome distribution, stopping at roundCap rounds.
func (em *engModel) exact(roundCap int) emResult {
	r := em.newRun()
	cur, next := newTable[emState](), newTable[emState]()
	for first, attFirst := range [2]bool{true, false} {
		w := em.pFirst
		if !attFirst {
			w = 1 - w
		}
		if w == 0 {
			continue
		}
		order, split := em.firingOrder(attFirst)
		cur.reset()
		cur.add(em.start, w)
		for round := 1; len(cur.keys) > 0; round++ {
			for k, fi := range order {
				end := k == split-1 || k == len(order)-1
				next.reset()
				for i, s := range cur.keys {
					r.turn(s, cur.vals[i], fi, end, first, next)
				}
				r.prune(next)
				cur, next = next, cur
			}
			next.reset()
			for i, s := range cur.keys {
				p := cur.vals[i]
				em.endRound(&s)
				switch {
				case !r.goesOn(&s):
					r.res.finish(em, &s, p, round, false)
				case round >= roundCap:
					r.res.finish(em, &s, p, round, true)
				default:
					next.add(s, p)
				}
			}
			r.prune(next)
			cur, next = next, cur
		}
	}
	return r.res
}

// turn applies fighter fi's turn to state s of odds p, into next.
func (r *emRun) turn(s emState, p float64, fi int, end bool, first int, next *emTable[emState]) {
	b := 0
	if end {
		b = 1
	}
	m := r.masks[fi]
	key := s.and(m)
	sp, ok := r.memo[b][fi][key]
	if !ok {
		sp = r.turnOf(key, fi, end)
		r.memo[b][fi][key] = sp
	}
	for _, o := range r.outs[sp.lo:sp.hi] {
		next.add(s.with(m, o.s), p*o.p)
	}
}

// turnOf works out fighter fi's turn from s (fireSide): its target,
// switched if need be, then every shot of its weapons, branch by branch.
func (r *emRun) turnOf(s emState, fi int, end bool) emSpan {
	f := &r.fighters[fi]
	r.done.reset()
	r.naims = 0
	if !r.barred(&s, f.unit) {
		t := s.target(fi)
		if !r.probe(&s, f.unit, t).legal {
			t = r.retarget(&s, f)
		}
		if t >= 0 {
			s.setTarget(fi, t)
			r.naims = r.aimsOf(&s, fi, t)
		}
	}
	r.local.reset()
	r.local.add(emLocal{s: s}, 1)
	for len(r.local.keys) > 0 {
		r.step.reset()
		for i, k := range r.local.keys {
			r.shot(k, r.local.vals[i], fi)
		}
		r.local, r.step = r.step, r.local
	}
	lo := int32(len(r.outs))
	for i, s := range r.done.keys {
		if end {
			s.endSide()
		}
		r.outs = append(r.outs, emOut{s.and(r.masks[fi]), r.done.vals[i]})
	}
	return emSpan{lo, int32(len(r.outs))}
}

// firingOrder lists the fighters in the order they fire in a round, and
// how many of them belong to the side firing first (V.5.5).
func (em *engModel) firingOrder(attFirst bool) ([]int, int) {
	var att, def []int
	for fi := range em.fighters {
		if fi < em.nAtt {
			att = append(att, fi)
		} else {
			def = append(def, fi)
		}
	}
	if attFirst {
		return append(att, def...), len(att)
	}
	return append(def, att...), len(def)
}

// barred: fighter unit u can no longer fire (shooterBar).
func (em *engModel) barred(s *emState, u int8) bool {
	if s.status(u) == emGone {
		return true
	}
	c := em.units[u].crew
	return em.units[u].needsCrew && (c < 0 || s.status(c) == emGone)
}

// retarget is the first foe f's unit can harm, else the first legal one.
func (em *engModel) retarget(s *emState, f *emFighter) int8 {
	legal := emNone
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

// aimsOf fills r.aims with what fighter fi fires at its target t this
// round (roundFire, roundWeapons) and says how many.
func (r *emRun) aimsOf(s *emState, fi int, t int8) int {
	f := &r.fighters[fi]
	n := 0
	add := func(w *emWeapon, at int8, a Ammo) {
		r.aims[n] = emAim{idx: w.idx, t: at, ammo: a, rate: w.rate}
		n++
	}
	pt := r.probe(s, f.unit, t)
	blocked := s.blocked(fi)
	if len(f.orders) == 0 {
		primary, secondary := false, false
		for i := range pt.weapons {
			w := &pt.weapons[i]
			switch {
			case blocked&(1<<w.idx) != 0:
			case w.primary && !primary:
				primary = true
				add(w, t, AmmoDefault)
			case !w.primary && !secondary:
				secondary = true
				add(w, t, AmmoDefault)
			}
		}
		return n
	}
	for _, o := range f.orders {
		at, pa := t, pt
		if o.target >= 0 {
			if px := r.probe(s, f.unit, o.target); px.legal && px.weapon(o.weapon) != nil {
				at, pa = o.target, px
			}
		}
		if w := pa.weapon(o.weapon); w != nil && blocked&(1<<o.weapon) == 0 {
			add(w, at, o.ammo)
		}
	}
	return n
}

// shot fires the next shot of branch k, or files the branch as done.
func (r *emRun) shot(k emLocal, p float64, fi int) {
	s, ai, rep := k.s, int(k.ai), int(k.rep)
	for ai < r.naims && (rep >= r.aims[ai].rate || s.status(r.aims[ai].t) == emGone) {
		ai, rep = ai+1, 0
	}
	if ai == r.naims {
		r.done.add(s, p)
		return
	}
	a := &r.aims[ai]
	w := r.probe(&s, r.fighters[fi].unit, a.t).weapon(a.idx)
	if w == nil || len(w.spreads) == 0 { // cannot happen: the weapons in reach do not depend on the target's state
		r.put(s, p, ai+1, 0)
		return
	}
	sp := w.spread(a.ammo)
	if sp.Jam > 0 {
		j := s
		j.jam(fi, a.idx)
		r.put(j, p*sp.Jam, ai+1, 0)
	}
	if sp.None > 0 {
		r.put(s, p*sp.None, ai, rep+1)
	}
	if sp.Critical > 0 {
		r.destroyed(s, p*sp.Critical, a.t, ai, rep+1)
	}
	for _, h := range sp.Hits {
		r.hit(s, p*h.P, a.t, h, ai, rep+1)
	}
}

func (r *emRun) put(s emState, p float64, ai, rep int) {
	r.step.add(emLocal{s, uint8(ai), uint8(rep)}, p)
}

// hit applies net damage to t, and to the crew inside first when the
// armour was pierced (applyShot).
func (r *emRun) hit(s emState, p float64, t int8, h combat.Hit, ai, rep int) {
	if c := r.units[t].crew; h.Pierced && c >= 0 && s.status(c) != emGone {
		switch r.outcome(&s, c, h.Net) {
		case combat.Destroyed:
			r.kill(&s, c)
		case combat.Damaged:
			s.setStatus(c, emDamaged)
		}
	}
	switch r.outcome(&s, t, h.Net) {
	case combat.Destroyed:
		r.destroyed(s, p, t, ai, rep)
		return
	case combat.Damaged:
		s.setStatus(t, emDamaged)
	}
	r.put(s, p, ai, rep)
}

// outcome counts net damage on unit i this round and says what it
// leaves the unit in (combat.Outcome).
func (em *engModel) outcome(s *emState, i int8, net int) combat.State {
	taken := s.addTaken(i, net)
	return combat.Outcome(em.units[i].u.Card, s.wasHurt(i), taken)
}

// destroyed removes t; a crew inside rolls Table VI.3 (destroyUnit,
// crewSurvival).
func (r *emRun) destroyed(s emState, p float64, t int8, ai, rep int) {
	c := r.units[t].crew
	r.kill(&s, t)
	if c < 0 || s.status(c) == emGone {
		r.put(s, p, ai, rep)
		return
	}
	lost := s
	r.kill(&lost, c)
	r.put(lost, p*crewLostOdds, ai, rep)
	hurt := s
	if hurt.status(c) == emDamaged {
		r.kill(&hurt, c)
	} else {
		hurt.setStatus(c, emDamaged)
	}
	r.put(hurt, p*crewDamagedOdds, ai, rep)
	r.put(s, p*crewIntactOdds, ai, rep)
}

// kill takes unit i out of the model's play. Its fighter bytes are
// cleared at the round's end (endRound), so that a turn never writes
// another fighter's bytes.
func (em *engModel) kill(s *emState, i int8) {
	s.setByte(emOffState+int(i), emGone)
	s.setByte(emOffTaken+int(i), 0)
}

// endRound ends the round for s: jams move on, gone fighters are
// forgotten.
func (em *engModel) endRound(s *emState) {
	s.endRound()
	for fi := range em.fighters {
		if s.status(em.fighters[fi].unit) == emGone {
			s.clearFighter(fi)
		}
	}
}

// goesOn: an attacker can still harm an engaged defender, or a
// retaliating unit an attacker (engagementGoesOn, V.5.4). It depends on
// the units' states only.
func (r *emRun) goesOn(s *emState) bool {
	key := [2]uint64{s[0], s[1]}
	if on, ok := r.harms[key]; ok {
		return on
	}
	on := false
	for fi := range r.fighters {
		f := &r.fighters[fi]
		if r.barred(s, f.unit) {
			continue
		}
		for _, t := range f.foes {
			if s.status(t) != emGone && r.probe(s, f.unit, t).harm {
				on = true
			}
		}
	}
	r.harms[key] = on
	return on
}

// prune sets aside the least likely states of t (see emSlack).
func (r *emRun) prune(t *emTable[emState]) {
	if len(t.keys) <= emFewStates {
		return
	}
	total := 0.0
	r.order = r.order[:0]
	for i, p := range t.vals {
		total += p
		r.order = append(r.order, i)
	}
	slices.SortStableFunc(r.order, func(a, b int) int { return cmp.Compare(t.vals[b], t.vals[a]) })
	kept, n := 0.0, 0
	for n < len(r.order) && n < emMaxStates && kept < total*(1-emSlack) {
		kept += t.vals[r.order[n]]
		n++
	}
	if n == len(r.order) {
		return
	}
	keep := make([]bool, len(t.keys))
	for _, i := range r.order[:n] {
		keep[i] = true
	}
	keys, vals := append([]emState(nil), t.keys...), append([]float64(nil), t.vals...)
	t.reset()
	for i, k := range keys {
		if keep[i] {
			t.add(k, vals[i]*total/kept)
		}
	}
	r.res.setAside += total - kept
}

// finish counts one end of the engagement.
func (res *emResult) finish(em *engModel, s *emState, p float64, round int, capped bool) {
	for i := range em.units {
		o := OutUnharmed
		switch st := s.status(int8(i)); {
		case st == emGone:
			o = OutDestroyed
		case (st == emDamaged) != em.units[i].dam0:
			o = OutDamaged
		}
		res.units[i][o] += p
		res.touched[i] = res.touched[i] || o != OutUnharmed
	}
	attLeft, defLeft := false, false
	for fi := range em.nAtt {
		attLeft = attLeft || s.status(em.fighters[fi].unit) != emGone
	}
	for _, t := range em.targets {
		defLeft = defLeft || s.status(t) != emGone
	}
	switch {
	case attLeft && !defLeft:
		res.attWins += p
	case !attLeft && defLeft:
		res.defHolds += p
	case attLeft:
		res.both += p
	default:
		res.none += p
	}
	res.rounds += p * float64(round)
	if capped {
		res.capped += p
	}
}

// odds reads the result as Odds for viewer: the attackers and the
// targets first, then every other unit of the game the engagement may
// change (the retaliating units always).
func (em *engModel) odds(res emResult, viewer units.Side) Odds {
	o := Odds{Viewer: viewer, Exact: res.setAside == 0, SetAside: res.setAside, AttackerWins: res.attWins, DefenderHolds: res.defHolds,
		BothRemain: res.both, BothGone: res.none, MeanRounds: res.rounds, Capped: res.capped}
	add := func(i int) {
		u := em.units[i].u
		if _, dup := o.Of(u.ID); dup {
			return
		}
		o.Units = append(o.Units, UnitOdds{Unit: u.ID, Side: u.Side, P: res.units[i]})
	}
	index := func(id UnitID) int {
		for i := range em.units {
			if em.units[i].u.ID == id {
				return i
			}
		}
		return -1
	}
	for _, id := range em.order {
		add(index(id))
	}
	byID := make([]int, 0, len(em.units))
	for i := range em.units {
		byID = append(byID, i)
	}
	slices.SortFunc(byID, func(a, b int) int { return int(em.units[a].u.ID) - int(em.units[b].u.ID) })
	for _, i := range byID {
		if int(em.units[i].u.ID) > em.real {
			continue
		}
		if int(em.units[i].fighter) >= em.nAtt || res.touched[i] {
			add(i)
		}
	}
	return o
}
