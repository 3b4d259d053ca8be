package game

import (
	"runtime"
	"slices"
	"sync"
	"sync/atomic"

	"frontline/game/units"
)

// Sampling the engagement model: trials of engagement_model_trial.go in
// chunks of emChunk, each with its own generator derived from the
// caller's seed, shared out among as many goroutines as there are
// processors. The counts add up the same in any order, so the odds depend
// on the seed only, never on the machine.

const emChunk = 2048

// emTally counts the trials' ends.
type emTally struct {
	units   [emMax][outcomes]int
	touched [emMax]bool // some trial leaves it changed
	oddsEnds
}

func (t *emTally) add(o *emTally) {
	for i := range t.units {
		for k := range t.units[i] {
			t.units[i][k] += o.units[i][k]
		}
		t.touched[i] = t.touched[i] || o.touched[i]
	}
	t.oddsEnds.add(o.oddsEnds)
}

// sample fights trials trials (stopping early, with ErrOddsStopped, when
// stop says so) and reads them as Odds for viewer.
func (em *engModel) sample(trials int, seed uint64, roundCap int, stop func() bool, viewer units.Side) (Odds, error) {
	chunks := (trials + emChunk - 1) / emChunk
	var next atomic.Int64
	tallies := make([]emTally, max(1, min(runtime.GOMAXPROCS(0), chunks)))
	var wg sync.WaitGroup
	for w := range tallies {
		wg.Go(func() {
			var s emTrial
			for {
				c := int(next.Add(1) - 1)
				if c >= chunks || stop != nil && stop() {
					return
				}
				rng := emRand(trialSeed(seed, c))
				for range min(emChunk, trials-c*emChunk) {
					em.fight(&s, &rng, roundCap)
					em.count(&s, &tallies[w])
				}
			}
		})
	}
	wg.Wait()
	if stop != nil && stop() {
		return Odds{}, ErrOddsStopped
	}
	for w := 1; w < len(tallies); w++ {
		tallies[0].add(&tallies[w])
	}
	return em.odds(&tallies[0], viewer, trials, seed), nil
}

// count tallies the end of one trial.
func (em *engModel) count(s *emTrial, t *emTally) {
	for i := range em.units {
		o := OutUnharmed
		switch st := s.st[i]; {
		case st == emGone:
			o = OutDestroyed
		case st == emCaptured:
			o = OutCaptured
		case (st == emDamaged) != em.units[i].dam0:
			o = OutDamaged
		}
		t.units[i][o]++
		t.touched[i] = t.touched[i] || o != OutUnharmed
	}
	attLeft, defLeft := false, false
	for fi := range em.nAtt {
		attLeft = attLeft || !s.gone(em.fighters[fi].unit)
	}
	for _, i := range em.targets {
		defLeft = defLeft || !s.gone(i)
	}
	t.end(attLeft, defLeft, s.rounds, s.capped)
}

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
