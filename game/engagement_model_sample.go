package game

import (
	"slices"

	"frontline/game/units"
)

// Sampling the engagement model: trials of engagement_model_trial.go on
// one goroutine with one generator seeded from the caller's seed, tallied
// into the same Odds the engine's own sampling gives
// (engagement_odds_sampler.go).

// emTally counts the trials' ends.
type emTally struct {
	units                         [emMax][outcomes]int
	touched                       [emMax]bool // some trial leaves it changed
	attWins, defHolds, both, none int
	rounds, capped                int
}

// sample fights trials trials (stopping early, with ErrOddsStopped, when
// stop says so) and reads them as Odds for viewer.
func (em *engModel) sample(trials int, seed uint64, roundCap int, stop func() bool, viewer units.Side) (Odds, error) {
	var t emTally
	var s emTrial
	rng := emRand(seed)
	for i := range trials {
		if stop != nil && i%1024 == 0 && stop() {
			return Odds{}, ErrOddsStopped
		}
		em.fight(&s, &rng, roundCap)
		em.count(&s, &t)
	}
	return em.odds(&t, viewer, trials, seed), nil
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
	switch {
	case attLeft && !defLeft:
		t.attWins++
	case !attLeft && defLeft:
		t.defHolds++
	case attLeft:
		t.both++
	default:
		t.none++
	}
	t.rounds += s.rounds
	if s.capped {
		t.capped++
	}
}

// odds reads the tally as Odds for viewer: the attackers and the targets
// first, then every other unit of the game the engagement may change
// (the retaliating units always), by id.
func (em *engModel) odds(t *emTally, viewer units.Side, trials int, seed uint64) Odds {
	n := float64(trials)
	o := Odds{Viewer: viewer, Trials: trials, Seed: seed,
		AttackerWins: float64(t.attWins) / n, DefenderHolds: float64(t.defHolds) / n,
		BothRemain: float64(t.both) / n, BothGone: float64(t.none) / n,
		MeanRounds: float64(t.rounds) / n, Capped: float64(t.capped) / n}
	add := func(i int) {
		u := em.units[i].u
		if _, dup := o.Of(u.ID); dup {
			return
		}
		uo := UnitOdds{Unit: u.ID, Side: u.Side}
		for k, c := range t.units[i] {
			uo.P[k] = float64(c) / n
		}
		o.Units = append(o.Units, uo)
	}
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
