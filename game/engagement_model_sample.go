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
// that of two independent trials), read with control variates taken off
// (engagement_model_control.go: on the same benchmark the worst figure
// varies some 40% as much again), in chunks of emChunk trials shared out
// among at most emWave goroutines, a wave of emWave chunks at a time.
// Asked for no number of trials, the sampling stops after the first wave
// at which every figure is within the asked tolerance of what 100,000
// trials would give, with 99% confidence (emWithin). The stop is judged
// on whole waves, so the odds depend on the seed only, never on the
// machine or its load.

const (
	emChunk = 256 // trials per chunk, an even number: whole pairs
	emWave  = 2   // chunks between two looks at the figures
	// emMinTrials: EngagementOdds judges no figure on fewer trials;
	// EngagementOddsQuick on no fewer than emQuickMin.
	emMinTrials = 4096
	emQuickMin  = 1024
)

// emTally counts the trials' ends, and for the stopping rule the pairs
// whose two trials both end in the same outcome (twice); for the control
// variates, the sums of the pairs' mean controls, of their products, and
// of each figure's pair means times them (emFit).
type emTally struct {
	units   [emMax][outcomes]int
	twice   [emMax][outcomes]int
	touched [emMax]bool // some trial leaves it changed
	ends    [emEnds]int // by emEnd.end
	endsTwo [emEnds]int
	oddsEnds
	pairs  int
	sx     emCtls
	sxx    [emCtl * emCtl]float64  // lower triangle
	sxy    [emMax][outcomes]emCtls // OutUnharmed left out: sx less the others
	sxyEnd [emEnds]emCtls
	// The figures read with the controls taken off (figures), and the
	// fit they were read with.
	fig    [emMax][outcomes]float64
	figEnd [emEnds]float64
	fitted emFit
}

// emTallies are the tallies of one call: the total and a wave's chunks,
// some 150 kB kept from call to call (emTalliesPool).
type emTallies struct {
	total emTally
	waves [emWave]emTally
}

var emTalliesPool = sync.Pool{New: func() any { return new(emTallies) }}

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
	t.pairs += o.pairs
	addTo(t.sx[:], o.sx[:])
	addTo(t.sxx[:], o.sxx[:])
	for i := range t.sxy {
		for k := range t.sxy[i] {
			addTo(t.sxy[i][k][:], o.sxy[i][k][:])
		}
	}
	for k := range t.sxyEnd {
		addTo(t.sxyEnd[k][:], o.sxyEnd[k][:])
	}
}

func addTo(dst, src []float64) {
	for i := range dst {
		dst[i] += src[i]
	}
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
	tallies := emTalliesPool.Get().(*emTallies)
	defer emTalliesPool.Put(tallies)
	total, waves := &tallies.total, tallies.waves[:]
	*total = emTally{}
	done := 0
	for c := 0; c < chunks; c += emWave {
		wave := waves[:min(emWave, chunks-c)]
		clear(wave)
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
		if ask.trials <= 0 && done >= ask.minTrials && em.settled(total, done, ask.tol) {
			break
		}
	}
	return em.odds(total, viewer, done, seed), nil
}

// chunk fights trials lo..hi-1 (pairs from an even lo) into t.
func (em *engModel) chunk(t *emTally, seed uint64, lo, hi, roundCap int) {
	var s emTrial
	var first emEnd
	var x [2]emCtls
	for i := lo; i < hi; i++ {
		em.fight(&s, emRand{key: trialSeed(seed, i/2), flip: -uint64(i & 1)}, roundCap)
		e := em.end(&s)
		t.count(&e)
		em.controls(&s, &x[i&1])
		if i&1 == 0 {
			first = e
		} else {
			t.pair(&first, &e, len(em.units))
			t.pairControls(&first, &e, &x, em.ctls(), len(em.units))
		}
	}
}

// pairControls adds a pair's mean controls (x of its two trials a and b,
// k of them) to the sums of emFit; n units.
func (t *emTally) pairControls(a, b *emEnd, x *[2]emCtls, k, n int) {
	var m emCtls
	for j := range k {
		m[j] = (x[0][j] + x[1][j]) / 2
	}
	t.pairs++
	addTo(t.sx[:k], m[:k])
	for j := range k {
		row, mj := t.sxx[j*emCtl:j*emCtl+j+1], m[j]
		if mj == 0 {
			continue // a unit nothing touched
		}
		for c, mc := range m[:len(row)] {
			row[c] += mj * mc
		}
	}
	for j := range k {
		m[j] /= 2 // each trial is half the pair's mean
	}
	for _, e := range [2]*emEnd{a, b} {
		for i, o := range e.o[:n] {
			if o != OutUnharmed {
				addTo(t.sxy[i][o][:k], m[:k])
			}
		}
		addTo(t.sxyEnd[e.end][:k], m[:k])
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

// settled: every figure of t (trials trials), read with the controls
// taken off, is within tol of what 100,000 trials would give with 99%
// confidence (emWithin).
func (em *engModel) settled(t *emTally, trials int, tol float64) bool {
	ok := true
	em.figures(t, trials, func(_ *float64, v float64, x int) {
		ok = ok && emWithin(v, x, trials, tol)
	})
	return ok && emStop(t.capped, t.capped, trials, tol) // capped trials are rare: judged as if always paired, without controls
}

// figures reads every figure of t with the controls taken off: f gets
// where the figure goes (the units' outcomes in t.fig, the ends in
// t.figEnd), the variance of one pair's residual, and the trials that
// counted it. A figure no trial counted stays 0.
func (em *engModel) figures(t *emTally, trials int, f func(p *float64, v float64, x int)) {
	fit := t.fit(em.ctls())
	read := func(p *float64, x, twice int, sxy *emCtls) {
		if x == 0 {
			*p = 0
			f(p, 0, 0)
			return
		}
		est, v := fit.figure(float64(x)/float64(trials), pairSquares(x, twice, trials), sxy)
		*p = est
		f(p, v, x)
	}
	for i := range em.units {
		var unharmed emCtls
		copy(unharmed[:], t.sx[:])
		for o := range outcomes {
			if Outcome(o) != OutUnharmed {
				for j := range unharmed {
					unharmed[j] -= t.sxy[i][o][j]
				}
			}
		}
		for o := range outcomes {
			sxy := &t.sxy[i][o]
			if Outcome(o) == OutUnharmed {
				sxy = &unharmed
			}
			read(&t.fig[i][o], t.units[i][o], t.twice[i][o], sxy)
		}
	}
	for k := range t.ends {
		read(&t.figEnd[k], t.ends[k], t.endsTwo[k], &t.sxyEnd[k])
	}
}

// pairSquares is the mean square of a figure's pair means: 1 for the
// twice pairs that both count it, 1/4 for the others that count it once.
func pairSquares(x, twice, trials int) float64 {
	return (float64(twice) + float64(x-2*twice)/4) / float64(trials/2)
}

// emStop judges one figure without controls: x of trials trials counted
// it, both trials of twice pairs (emWithin).
func emStop(x, twice, trials int, tol float64) bool {
	p := float64(x) / float64(trials)
	return emWithin(pairSquares(x, twice, trials)-p*p, x, trials, tol)
}

// emWithin judges one figure counted by x of trials trials, v the
// variance of one pair's mean (or residual): its error against a
// reference of emRefTrials trials is that of the mean of trials/2 pairs
// plus the reference's own, and z times their joint standard error must
// stay within tol. v is taken no lower than a sixteenth of what
// independent trials would give on a figure nudged off 0 and 1 (two
// counts added on either side), so a rare figure never seen is not
// called certain and no fit is trusted beyond a sixteenfold cut.
func emWithin(v float64, x, trials int, tol float64) bool {
	pairs := float64(trials / 2)
	q := (float64(x) + 2) / (float64(trials) + 4)
	v = max(v, q*(1-q)/2/emMaxCut)
	return emZ*math.Sqrt(v/pairs+q*(1-q)/emRefTrials) <= tol
}

const (
	emZ         = 2.576 // two-sided 99%
	emRefTrials = 100000
	emMaxCut    = 16 // the most the controls and the pairs are trusted to cut a figure's variance
)

// odds reads the tally as Odds for viewer (list).
func (em *engModel) odds(t *emTally, viewer units.Side, trials int, seed uint64) Odds {
	o := t.oddsEnds.odds(viewer, trials, seed)
	em.figures(t, trials, func(*float64, float64, int) {})
	for i := range em.units {
		normalize(t.fig[i][:])
	}
	normalize(t.figEnd[:])
	em.list(&o, &t.fig, &t.figEnd, &t.touched)
	return o
}

// list puts the figures fig (by model unit) and ends into o: the
// attackers and the targets first, then every other unit of the game the
// engagement may change (the retaliating units always), by id.
func (em *engModel) list(o *Odds, fig *[emMax][outcomes]float64, ends *[emEnds]float64, touched *[emMax]bool) {
	o.AttackerWins, o.DefenderHolds, o.BothRemain, o.BothGone = ends[0], ends[1], ends[2], ends[3]
	add := func(i int) { o.addUnit(em.units[i].u.ID, em.units[i].u.Side, fig[i]) }
	for _, id := range em.order {
		add(slices.IndexFunc(em.units, func(mu emUnit) bool { return mu.u.ID == id }))
	}
	byID := make([]int, len(em.units))
	for i := range byID {
		byID[i] = i
	}
	slices.SortFunc(byID, func(a, b int) int { return int(em.units[a].u.ID) - int(em.units[b].u.ID) })
	for _, i := range byID {
		if int(em.units[i].u.ID) <= em.real && (int(em.units[i].fighter) >= em.nAtt || touched[i]) {
			add(i)
		}
	}
}

// normalize clips figures read with the controls off to [0, 1] and
// scales them back to a sum of 1: the controls keep the sum, and only a
// figure near 0 or 1 can stray past it, by a hair.
func normalize(p []float64) {
	sum := 0.0
	for i := range p {
		p[i] = min(max(p[i], 0), 1)
		sum += p[i]
	}
	if sum > 0 {
		for i := range p {
			p[i] /= sum
		}
	}
}
