package game

import (
	"math"
	"runtime"
	"slices"
	"sync"

	"frontline/game/units"
)

// Sampling the engagement model: trials of engagement_model_trial.go in
// antithetic pairs (a trial and its twin on complemented numbers, emRand:
// on the 3-against-3 benchmark the pair's mean varies some 20% less than
// that of two independent trials), in chunks of emChunk trials shared out
// among at most emWave goroutines, a wave of emWave chunks at a time.
// Asked for no number of trials, the sampling stops after the first wave
// at which every figure is within the asked tolerance of what 100,000
// trials would give, with 99% confidence (emStop). The stop is judged on
// whole waves, so the odds depend on the seed only, never on the machine
// or its load.

const (
	emChunk = 1024 // trials per chunk, an even number: whole pairs
	emWave  = 2    // chunks between two looks at the figures
	// emMinTrials: EngagementOdds judges no figure on fewer trials;
	// EngagementOddsQuick looks after the first wave.
	emMinTrials = 2 * emWave * emChunk
)

// emTally counts the trials' ends, and for the stopping rule the pairs
// whose two trials both end in the same outcome (twice).
type emTally struct {
	units   [emMax][outcomes]int
	twice   [emMax][outcomes]int
	touched [emMax]bool // some trial leaves it changed
	ends    [emEnds]int // by emEnd.end
	endsTwo [emEnds]int
	oddsEnds
}

func (t *emTally) add(o *emTally) {
	for i := range t.units {
		for k := range t.units[i] {
			t.units[i][k] += o.units[i][k]
			t.twice[i][k] += o.twice[i][k]
		}
		t.touched[i] = t.touched[i] || o.touched[i]
	}
	for k := range t.ends {
		t.ends[k] += o.ends[k]
		t.endsTwo[k] += o.endsTwo[k]
	}
	t.oddsEnds.add(o.oddsEnds)
}

// emAsk is how much sampling is asked for: trials > 0 fights exactly
// that many; else from minTrials up to maxTrials, stopping as soon as
// every figure is within tol of the 100,000-trial reference (emStop).
type emAsk struct {
	trials               int
	minTrials, maxTrials int
	tol                  float64
}

// sample fights the trials ask says (stopping early, with
// ErrOddsStopped, when stop says so) and reads them as Odds for viewer.
func (em *engModel) sample(ask emAsk, seed uint64, roundCap int, stop func() bool, viewer units.Side) (Odds, error) {
	limit := ask.trials
	if limit <= 0 {
		limit = ask.maxTrials
	}
	chunks := (limit + emChunk - 1) / emChunk
	workers := max(1, min(runtime.GOMAXPROCS(0), emWave))
	var total emTally
	done := 0
	for c := 0; c < chunks; c += emWave {
		wave := make([]emTally, min(emWave, chunks-c))
		var wg sync.WaitGroup
		for w := range workers {
			wg.Go(func() {
				for k := w; k < len(wave); k += workers {
					em.chunk(&wave[k], seed, (c+k)*emChunk, min((c+k+1)*emChunk, limit), roundCap)
				}
			})
		}
		wg.Wait()
		if stop != nil && stop() {
			return Odds{}, ErrOddsStopped
		}
		for k := range wave {
			total.add(&wave[k])
		}
		done = min((c+emWave)*emChunk, limit)
		if ask.trials <= 0 && done >= ask.minTrials && em.settled(&total, done, ask.tol) {
			break
		}
	}
	return em.odds(&total, viewer, done, seed), nil
}

// chunk fights trials lo..hi-1 (pairs from an even lo) into t.
func (em *engModel) chunk(t *emTally, seed uint64, lo, hi, roundCap int) {
	var s emTrial
	var first emEnd
	for i := lo; i < hi; i++ {
		em.fight(&s, emRand{key: trialSeed(seed, i/2), flip: -uint64(i & 1)}, roundCap)
		e := em.end(&s)
		t.count(&e)
		if i&1 == 0 {
			first = e
		} else {
			t.pair(&first, &e, len(em.units))
		}
	}
}

// emEnd is how one trial ended: each unit's outcome, who is left
// (emEnds: attacker wins, defender holds, both remain, both gone).
type emEnd struct {
	o      [emMax]Outcome
	end    int
	rounds int
	capped bool
}

const emEnds = 4

// end reads the end of trial s.
func (em *engModel) end(s *emTrial) emEnd {
	e := emEnd{rounds: s.rounds, capped: s.capped}
	for i := range em.units {
		switch st := s.st[i]; {
		case st == emGone:
			e.o[i] = OutDestroyed
		case st == emCaptured:
			e.o[i] = OutCaptured
		case (st == emDamaged) != em.units[i].dam0:
			e.o[i] = OutDamaged
		}
	}
	attLeft, defLeft := false, false
	for fi := range em.nAtt {
		attLeft = attLeft || !s.gone(em.fighters[fi].unit)
	}
	for _, i := range em.targets {
		defLeft = defLeft || !s.gone(i)
	}
	switch {
	case attLeft && !defLeft:
		e.end = 0
	case !attLeft && defLeft:
		e.end = 1
	case attLeft:
		e.end = 2
	default:
		e.end = 3
	}
	return e
}

// count tallies one trial.
func (t *emTally) count(e *emEnd) {
	for i, o := range e.o {
		t.units[i][o]++
		t.touched[i] = t.touched[i] || o != OutUnharmed
	}
	t.ends[e.end]++
	t.end(e.end == 0 || e.end == 2, e.end == 1 || e.end == 2, e.rounds, e.capped)
}

// pair tallies a trial and its twin ending alike.
func (t *emTally) pair(a, b *emEnd, n int) {
	for i := range n {
		if a.o[i] == b.o[i] {
			t.twice[i][a.o[i]]++
		}
	}
	if a.end == b.end {
		t.endsTwo[a.end]++
	}
}

// settled: every figure of t (trials trials) is within tol of what
// 100,000 trials would give with 99% confidence (emStop).
func (em *engModel) settled(t *emTally, trials int, tol float64) bool {
	for i := range em.units {
		for k := range t.units[i] {
			if !emStop(t.units[i][k], t.twice[i][k], trials, tol) {
				return false
			}
		}
	}
	for k := range t.ends {
		if !emStop(t.ends[k], t.endsTwo[k], trials, tol) {
			return false
		}
	}
	return emStop(t.capped, t.capped, trials, tol) // capped trials are rare: judged as if always paired
}

// emStop judges one figure: x of trials trials counted it, both trials
// of twice pairs. Its error against a reference of emRefTrials trials is
// that of the mean of trials/2 pair means plus the reference's own: z
// times their joint standard error must stay within tol. The pairs'
// variance is taken no lower than half that of independent trials on a
// figure nudged off 0 and 1 (two counts added on either side), so a rare
// figure never seen is not called certain.
func emStop(x, twice, trials int, tol float64) bool {
	pairs := float64(trials / 2)
	p := float64(x) / float64(trials)
	sumSq := float64(twice) + float64(x-2*twice)/4 // pair means: 1 for twice, 1/2 for the rest
	v := sumSq/pairs - p*p
	q := (float64(x) + 2) / (float64(trials) + 4)
	v = max(v, q*(1-q)/4)
	return emZ*math.Sqrt(v/pairs+q*(1-q)/emRefTrials) <= tol
}

const (
	emZ         = 2.576 // two-sided 99%
	emRefTrials = 100000
)

// odds reads the tally as Odds for viewer: the attackers and the targets
// first, then every other unit of the game the engagement may change
// (the retaliating units always), by id.
func (em *engModel) odds(t *emTally, viewer units.Side, trials int, seed uint64) Odds {
	o := t.oddsEnds.odds(viewer, trials, seed)
	add := func(i int) { o.addUnit(em.units[i].u.ID, em.units[i].u.Side, t.units[i]) }
	for _, id := range em.order {
		add(slices.IndexFunc(em.units, func(mu emUnit) bool { return mu.u.ID == id }))
	}
	byID := make([]int, len(em.units))
	for i := range byID {
		byID[i] = i
	}
	slices.SortFunc(byID, func(a, b int) int { return int(em.units[a].u.ID) - int(em.units[b].u.ID) })
	for _, i := range byID {
		if int(em.units[i].u.ID) <= em.real && (int(em.units[i].fighter) >= em.nAtt || t.touched[i]) {
			add(i)
		}
	}
	return o
}
