package game

import "math"

// The rounds of the exact enumeration (engagement_model_exact.go) as a
// chain: the states between two rounds are numbered as they turn up, and
// each one's round is worked out once, when the chain first reaches it,
// as the states it leads to with their chances (emEdge). Following the
// chain round after round is then sums over those edges, however long a
// stalemate of misses and jams lasts.

// emChain is the chain of one initiative branch: turn is the firing order
// of every round.
type emChain struct {
	em     *engModel
	turn   []int8
	spared []uint16         // by place in turn (engModel.spared)
	work   *int             // shots still to be enumerated before giving up
	states emIndex[emState] // between two rounds, numbered
	edges  [][]emEdge       // by state; nil until its round is worked out
	ends   []emEnd          // states where the engagement ends, by ^emEdge.to
	endAt  emIndex[emState]
	// Working space of one round's fire.
	cur, next   emStates
	shots, more emDist[emShotAt]
	to          emDist[int32]
	sc          emScript
	trial       emTrial
	buf         [2 * emMaxWeapons]emAim
}

// emEdge: a round from one state leads to state to (^to: ends in ends[^to])
// with chance p.
type emEdge struct {
	to int32
	p  float64
}

// emShotAt is one way a fighter's fire has gone so far: the state, the
// weapon it fires now as shoot left it, and whether that weapon is done
// (jammed, or its target gone).
type emShotAt struct {
	s    emState
	a    emAim
	done bool
}

func (em *engModel) newChain(first int, work *int) *emChain {
	turn := em.turns[first]
	return &emChain{em: em, turn: turn, spared: em.spared(turn), work: work}
}

// intern numbers state x.
func (ch *emChain) intern(x emState) int32 {
	i, added := ch.states.find(x)
	if added {
		ch.edges = append(ch.edges, nil)
	}
	return int32(i)
}

// end numbers the ended state x.
func (ch *emChain) end(x emState) int32 {
	i, added := ch.endAt.find(x)
	if added {
		ch.ends = append(ch.ends, ch.em.end(&emTrial{emState: x}))
	}
	return ^int32(i)
}

// run follows the chain from the start, entered with chance p, for at
// most roundCap rounds, counting the ends into out. It reports false when
// the chain grows past the bounds.
func (ch *emChain) run(p float64, roundCap int, out *emExact) bool {
	em := ch.em
	vec := make([]float64, 1, 16)
	vec[ch.intern(em.start.emState)] = p
	for round := 1; ; round++ {
		var next []float64
		for i, p := range vec {
			if p == 0 {
				continue
			}
			edges, ok := ch.round(int32(i))
			if !ok {
				return false
			}
			for _, e := range edges {
				q := p * e.p
				switch {
				case e.to < 0:
					x := ch.ends[^e.to]
					x.rounds = round
					out.count(x, q)
				case round >= roundCap:
					x := em.end(&emTrial{emState: ch.states.key[e.to]})
					x.rounds, x.capped = round, true
					out.count(x, q)
				default:
					for int(e.to) >= len(next) {
						next = append(next, 0)
					}
					next[e.to] += q
				}
			}
		}
		left := false
		for i, q := range next {
			if q < emExactDrop {
				next[i] = 0
			}
			left = left || next[i] > 0
		}
		if !left {
			return true
		}
		if len(ch.states.key) > emExactStates {
			return false
		}
		vec = next
	}
}

// round works out the round from state i once: every fighter's fire in
// turn, then the round's end (endRound without the cap, which run
// applies).
func (ch *emChain) round(i int32) ([]emEdge, bool) {
	if e := ch.edges[i]; e != nil {
		return e, true
	}
	cur, next := &ch.cur, &ch.next
	cur.reset()
	cur.add(ch.states.key[i], 1)
	for j, fi := range ch.turn {
		next.reset()
		for k, x := range cur.key {
			if !ch.fire(x, int(fi), cur.p[k], ch.spared[j], next) {
				return nil, false
			}
		}
		if len(next.key) > emExactStates {
			return nil, false
		}
		cur, next = next, cur
	}
	ch.to.reset()
	for k, x := range cur.key {
		s := emTrial{emState: x}
		if ch.em.endRound(&s, math.MaxInt) {
			ch.to.add(ch.intern(s.emState), cur.p[k])
		} else {
			ch.to.add(ch.end(s.emState), cur.p[k])
		}
	}
	edges := make([]emEdge, len(ch.to.key))
	for k, to := range ch.to.key {
		edges[k] = emEdge{to, ch.to.p[k]}
	}
	ch.edges[i] = edges
	return edges, true
}

// fire adds every way fighter fi's fire from state x (chance p) can go
// to out, shot by shot as fireAims fires them, the ways of each shot
// merged before the next; spared as for settle. It reports false when the
// shots to enumerate run out.
func (ch *emChain) fire(x emState, fi int, p float64, spared uint16, out *emStates) bool {
	em := ch.em
	s := emTrial{emState: x}
	var aims []emAim
	if p, tg := em.aimAt(&s, fi); p != nil {
		aims = em.aims(&s, fi, p, tg, &ch.buf)
	}
	shots, more := &ch.shots, &ch.more
	sc, t := &ch.sc, &ch.trial // the shots' trial: only its state is read back
	t.script = sc
	shots.reset()
	shots.add(emShotAt{s: s.emState}, p)
	for i := range aims {
		for k := range aims[i].w.rate {
			more.reset()
			for n, at := range shots.key {
				a, done := at.a, at.done
				if k == 0 {
					a, done = aims[i], false
				}
				if done || at.s.out>>uint8(a.t)&1 != 0 {
					more.add(emShotAt{at.s, a, true}, shots.p[n])
					continue
				}
				sc.picks = sc.picks[:0]
				for again := true; again; again = sc.advance() {
					if *ch.work--; *ch.work < 0 {
						return false
					}
					t.emState = at.s
					sc.depth, sc.p = 0, shots.p[n]
					b := a
					jam := em.shoot(t, 0, fi, &b)
					if sc.p > 0 {
						more.add(emShotAt{t.emState, b, jam}, sc.p)
					}
				}
			}
			shots, more = more, shots
		}
	}
	for n, at := range shots.key {
		t.emState = at.s
		em.settle(t, spared)
		out.add(t.emState, shots.p[n])
	}
	return true
}
