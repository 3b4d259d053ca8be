package game

import (
	"math"

	"frontline/game/units"
)

// Exact odds of a small engagement: instead of sampling trials, every
// way the engagement can go is followed with its probability, and states
// that came about by different ways are merged (emState holds all the
// rest of a trial depends on). A round is the same from the same state
// whatever came before (the round's number only stops the engagement at
// the cap), so each state's round is worked out once: where it leads and
// how likely (emChain, engagement_model_exact_round.go), and the rounds
// are then a chain over those states. Within a round each shot is the
// trial's own code (shoot): its random steps, the shot's rung and a crew's
// roll on Table VI.3, are enumerated one shot at a time (emScript), and
// the ways a shot can go are merged before the next. When the states or
// the work grow past a bound (many fighters, jams and damage multiply
// them), the engagement is sampled instead.

// Bounds of the exact enumeration: the most fighters it is tried on, the
// most distinct states within one round's fire and between rounds, the
// most shots enumerated in all; past them sampling is cheaper. States less
// likely than emExactDrop are dropped (their share is then spread over
// the rest, normalize).
const (
	emExactFighters = 6
	emExactStates   = 512
	emExactWork     = 1 << 15
	emExactDrop     = 1e-12
)

// emScript is the path of choices one replay of a fighter's fire takes:
// the choice at each random step and how many there were, and the
// path's probability.
type emScript struct {
	picks []emPick
	depth int
	p     float64
}

type emPick struct{ k, n int }

// choose returns the choice of the next random step, which has n.
func (sc *emScript) choose(n int) int {
	if sc.depth == len(sc.picks) {
		sc.picks = append(sc.picks, emPick{0, n})
	}
	sc.depth++
	return sc.picks[sc.depth-1].k
}

// advance moves to the next path, as an odometer turns: the last step
// with a choice left takes it, and what came after it is chosen afresh.
// It reports false when every path has been taken.
func (sc *emScript) advance() bool {
	for d := len(sc.picks) - 1; d >= 0; d-- {
		if sc.picks[d].k+1 < sc.picks[d].n {
			sc.picks[d].k++
			sc.picks = sc.picks[:d+1]
			return true
		}
	}
	return false
}

// pickShot is the number that draws the shot of d: r when sampling; when
// enumerating, the lowest number of the rung the path chooses.
func (s *emTrial) pickShot(r uint64, d *emDraw) uint64 {
	if s.script == nil {
		return r
	}
	return s.script.shot(d)
}

// shot is kept out of pickShot, which every sampled shot calls inline.
//
//go:noinline
func (sc *emScript) shot(d *emDraw) uint64 {
	k, lo := sc.choose(len(d.rungs)), uint64(0)
	if k > 0 {
		lo = d.rungs[k-1].top
	}
	sc.p *= (float64(d.rungs[k].top) - float64(lo)) * 0x1p-64
	return lo
}

// pickCrew is the number of a crew's roll on Table VI.3: r when sampling;
// when enumerating, one that rolls the lowest face of the band the path
// chooses (destroyed, damaged, unharmed).
func (s *emTrial) pickCrew(r uint64) uint64 {
	if s.script == nil {
		return r
	}
	return s.script.crew()
}

func (sc *emScript) crew() uint64 {
	bands := [3]int{1, CrewDestroyedMax + 1, CrewDamagedMax + 1}
	k := sc.choose(len(bands))
	next := 11
	if k+1 < len(bands) {
		next = bands[k+1]
	}
	sc.p *= float64(next-bands[k]) / 10
	const tenth = math.MaxUint64/10 + 1 // d10 of (v-1)·tenth is v
	return uint64(bands[k]-1) * tenth
}

// settle forgets what no longer matters, so that states that differ only
// by it merge: the round's damage to units out of play or out of reach of
// the fighters still to fire this round (spared, bits of units), and
// the targets, jams and munitions of fighters that will not fire again.
func (em *engModel) settle(s *emTrial, spared uint16) {
	forget := s.out | spared
	for i := range s.taken {
		if forget>>i&1 != 0 {
			s.taken[i] = 0
		}
	}
	s.hit &^= forget
	s.hurt &^= forget
	for fi := range em.fighters {
		if em.barred(s, em.fighters[fi].unit) {
			s.target[fi], s.blocked[fi], s.jammed[fi], s.spent[fi] = -1, 0, 0, 0
		}
	}
}

// spared lists, for each place in the firing order turn, the units none
// of the fighters after it may hit this round: none has it as a foe, a
// target or an ordered target, nor is it the crew inside one of those.
func (em *engModel) spared(turn []int8) []uint16 {
	out := make([]uint16, len(turn))
	reach := uint16(0)
	for j := len(turn) - 1; j >= 0; j-- {
		out[j] = ^reach
		f := &em.fighters[turn[j]]
		aim := append([]int8{f.target}, f.foes...)
		for _, o := range f.orders {
			aim = append(aim, o.target)
		}
		for _, t := range aim {
			if t < 0 {
				continue
			}
			reach |= 1 << t
			if c := em.units[t].crew; c >= 0 {
				reach |= 1 << c
			}
		}
	}
	return out
}

// emExact is the exact outcome: each unit's outcomes, the ends, the
// expected rounds and the chance of the cap, as emTally.fig holds them.
type emExact struct {
	fig            [emMax][outcomes]float64
	figEnd         [emEnds]float64
	touched        [emMax]bool
	rounds, capped float64
}

// exact works the outcome of the engagement out, or reports false when
// it is too large for that: more than emExactFighters, more than
// emExactStates states, or more than work shots enumerated (the first
// round alone looking like a quarter of them).
func (em *engModel) exact(roundCap, work int) (*emExact, bool) {
	if len(em.fighters) > emExactFighters || em.firstRoundWork() > work/4 {
		return nil, false
	}
	out := &emExact{}
	for first, p := range [2]float64{em.pFirst, 1 - em.pFirst} { // the initiative (V.5.5)
		if p == 0 {
			continue
		}
		ch := em.newChain(first, &work)
		if !ch.run(p, roundCap, out) {
			return nil, false
		}
	}
	kept := 0.0 // all but what was dropped
	for _, p := range out.figEnd {
		kept += p
	}
	out.rounds, out.capped = out.rounds/kept, out.capped/kept
	for i := range em.units {
		normalize(out.fig[i][:])
	}
	normalize(out.figEnd[:])
	return out, true
}

// exactOdds reads the exact outcome as Odds for viewer.
func (em *engModel) exactOdds(x *emExact, viewer units.Side) Odds {
	o := Odds{Viewer: viewer, Exact: true, MeanRounds: x.rounds, Capped: x.capped}
	em.list(&o, &x.fig, &x.figEnd, &x.touched)
	return o
}

// firstRoundWork is a quick, pessimistic estimate of the first round's
// work: the ways each fighter's fire at its first target can go,
// multiplied along the firing order as if none merged. It keeps
// engagements that cannot be worked out from costing a try.
func (em *engModel) firstRoundWork() int {
	work, ways := 0, 1
	for _, fi := range em.turns[0] {
		f := &em.fighters[fi]
		p := em.probe(&em.start, f.unit, f.target)
		for _, a := range p.aims {
			for range a.w.rate {
				ways = min(ways*len(a.d.rungs), 1<<30)
			}
		}
		work = min(work+ways, 1<<30)
	}
	return work
}

// count adds one ended state of probability p.
func (x *emExact) count(e emEnd, p float64) {
	for i, o := range e.o {
		x.fig[i][o] += p
		x.touched[i] = x.touched[i] || o != OutUnharmed
	}
	x.figEnd[e.end] += p
	x.rounds += p * float64(e.rounds)
	if e.capped {
		x.capped += p
	}
}
