package game

import (
	"math"

	"frontline/game/units"
)

// Exact odds of a small engagement: instead of sampling trials, every
// way each fighter's fire can go is followed from every state the
// engagement can be in, with its probability, and states that came about
// by different ways are merged (emState holds all the rest of a trial
// depends on). The fire itself is the trial's own code (fireOne): its
// random steps, a shot's rung and a crew's roll on Table VI.3, are
// enumerated by replaying the fire with each choice in turn (emScript).
// The rounds go on until every state has ended or hit the round cap. When
// the states or the work grow past a bound (many fighters, jams and
// damage multiply them), the engagement is sampled instead.

// Bounds of the exact enumeration: the most fighters it is tried on, the
// most distinct states between two fighters' fire, the most replays of
// one fighter's fire in all; past them sampling is cheaper. States less
// likely than emExactDrop are dropped (their share is then spread over
// the rest, normalize): a stalemate of misses and jams would otherwise
// be followed to the round cap in ever less likely states.
const (
	emExactFighters = 4
	emExactStates   = 256
	emExactWork     = 4096
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

// settle forgets what no longer matters of the units out of play (the
// round's damage to them), so that states that differ only by it merge.
func (s *emTrial) settle() {
	for i := range s.taken {
		if s.out>>i&1 != 0 {
			s.taken[i] = 0
		}
	}
	s.hit &^= s.out
	s.hurt &^= s.out
}

// emStates is a distribution over states, in the order they arose (so
// that the sums, and the odds, come out the same every time).
type emStates struct {
	at    map[emState]int
	state []emState
	p     []float64
}

func (d *emStates) reset() {
	if d.at == nil {
		d.at = map[emState]int{}
	}
	clear(d.at)
	d.state, d.p = d.state[:0], d.p[:0]
}

func (d *emStates) add(x emState, p float64) {
	if i, ok := d.at[x]; ok {
		d.p[i] += p
		return
	}
	d.at[x] = len(d.state)
	d.state = append(d.state, x)
	d.p = append(d.p, p)
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
// emExactStates states, or more than work replays (the first round
// alone looking like a quarter of them).
func (em *engModel) exact(roundCap, work int) (*emExact, bool) {
	if len(em.fighters) > emExactFighters || em.firstRoundWork() > work/4 {
		return nil, false
	}
	out := &emExact{}
	var cur, next emStates
	sc := &emScript{}
	for first, p := range [2]float64{em.pFirst, 1 - em.pFirst} { // the initiative (V.5.5)
		if p == 0 {
			continue
		}
		cur.reset()
		cur.add(em.start.emState, p)
		for round := 1; len(cur.state) > 0; round++ {
			for _, fi := range em.turns[first] {
				next.reset()
				for i, x := range cur.state {
					sc.picks = sc.picks[:0]
					for more := true; more; more = sc.advance() {
						if work--; work < 0 {
							return nil, false
						}
						s := emTrial{emState: x, rounds: round, script: sc}
						sc.depth, sc.p = 0, cur.p[i]
						em.fireOne(&s, int(fi))
						s.settle()
						if sc.p > 0 {
							next.add(s.emState, sc.p)
						}
					}
				}
				if len(next.state) > emExactStates {
					return nil, false
				}
				cur, next = next, cur
			}
			next.reset()
			for i, x := range cur.state {
				s := emTrial{emState: x, rounds: round}
				switch {
				case em.endRound(&s, roundCap):
					if cur.p[i] >= emExactDrop {
						next.add(s.emState, cur.p[i])
					}
				default:
					out.count(em.end(&s), cur.p[i])
				}
			}
			cur, next = next, cur
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

// firstRoundWork bounds the replays of the first round from above, as if
// no two ways of a fighter's fire merged: each fighter's fire at its
// first target replayed for every way the fire before it went. It keeps
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
