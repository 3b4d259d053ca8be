package game

import (
	"fmt"
	"runtime"
	"sync"

	"frontline/game/dice"
	"frontline/game/hex"
	"frontline/game/units"
)

// Sampled odds: the engagement fought out trials times on copies of the
// game with dice of their own. This is the engine itself answering: the
// reference the compact model (engagement_model.go) is tested against
// (engagement_model_agree_test.go), and what answers the engagements that
// model does not hold (engModel's unmodelled: fire missions and smoke,
// Hit & Run, passengers and towed guns, troops sheltering in an
// emplacement, pinned units, more than emMax units or emMaxFighter
// firing). It costs a copy of the game and the events' text per trial:
// about a second for OddsSampledTrials.

// sampledOdds samples the engagement decl starts, already checked by
// engagementOdds, trials times.
func (g *Game) sampledOdds(decl Command, trials int, seed uint64, roundCap int, stop func() bool) (Odds, error) {
	model := g.oddsModel(decl.Side)
	sim, err := model.primeOdds(decl)
	if err != nil {
		return Odds{}, err
	}
	sim.real = len(g.Units)
	sim.roundCap, sim.stop = roundCap, stop
	tallies := make([]oddsTally, oddsWorkers(trials))
	var wg sync.WaitGroup
	for w := range tallies {
		lo, hi := w*trials/len(tallies), (w+1)*trials/len(tallies)
		wg.Go(func() { tallies[w] = sim.run(lo, hi, seed) })
	}
	wg.Wait()
	if stop != nil && stop() {
		return Odds{}, ErrOddsStopped
	}
	total := sim.newTally()
	for _, t := range tallies {
		total.add(t)
	}
	return sim.odds(total, decl.Side, trials, seed), nil
}

func oddsWorkers(trials int) int {
	return max(1, min(runtime.GOMAXPROCS(0), trials/500))
}

// oddsSim is the prepared state of the trials.
type oddsSim struct {
	start    *Game    // state each trial copies
	decl     *Command // applied first in each trial; nil when start holds it already
	answer   Command  // the defender's retaliation, the same in every trial
	order    []UnitID // units reported first: attackers, then targets
	before   []unitMark
	targets  []UnitID
	roundCap int
	stop     func() bool // nil: never stopped
	real     int         // units of the game itself; the model's assumed crews come after
}

// unitMark is what the tally compares a unit's end state with.
type unitMark struct {
	place    Place
	damaged  bool
	captured bool
	side     units.Side
	hex      hex.Hex
}

func markOf(u *Unit) unitMark {
	return unitMark{u.Place, u.Damaged, u.Captured, u.Side, u.Hex}
}

// primeOdds applies decl to a copy of the model: the declaration rolls no
// dice, so every trial can start right after it, with the retaliation
// worked out once. Should a declaration ever roll, each trial applies it
// afresh.
func (m *Game) primeOdds(decl Command) (*oddsSim, error) {
	s := &oddsSim{start: m}
	for _, u := range m.Units {
		s.before = append(s.before, markOf(u))
	}
	p := m.cloneState()
	count := p.dice.Count()
	if err := p.declareForOdds(decl); err != nil {
		return nil, err
	}
	e := p.OpenEngagement
	if e == nil {
		return nil, fmt.Errorf("the declaration opens no engagement")
	}
	s.order = append(fighterIDs(e.Attackers), e.Targets...)
	s.targets = e.Targets
	if p.Pending.Kind == DecideRetaliation {
		s.answer = p.oddsRetaliation()
	}
	if p.dice.Count() == count {
		s.start = p
	} else {
		s.decl = &decl
	}
	return s, nil
}

// oddsTally counts the trials' outcomes.
type oddsTally struct {
	units   [][outcomes]int // by unit index
	touched []bool          // engaged or changed in some trial
	oddsEnds
}

func (s *oddsSim) newTally() oddsTally {
	return oddsTally{units: make([][outcomes]int, len(s.before)), touched: make([]bool, len(s.before))}
}

func (t *oddsTally) add(o oddsTally) {
	for i := range t.units {
		for k := range t.units[i] {
			t.units[i][k] += o.units[i][k]
		}
		t.touched[i] = t.touched[i] || o.touched[i]
	}
	t.oddsEnds.add(o.oddsEnds)
}

// trialSeed spreads the trials' dice apart; trial i always rolls the same.
func trialSeed(seed uint64, i int) uint64 { return seed ^ (uint64(i)+1)*0x9e3779b97f4a7c15 }

// run fights trials lo..hi-1 and tallies them.
func (s *oddsSim) run(lo, hi int, seed uint64) oddsTally {
	tally := s.newTally()
	for i := lo; i < hi; i++ {
		if s.stop != nil && i%32 == 0 && s.stop() {
			break
		}
		g := s.start.cloneState()
		g.dice = dice.New(trialSeed(seed, i))
		if s.decl != nil {
			if _, err := g.Apply(*s.decl); err != nil {
				continue // cannot happen: the declaration was applied on the same state
			}
		}
		e := g.OpenEngagement
		capped := g.fightOut(s.answer, s.roundCap)
		s.count(g, e, capped, &tally)
	}
	return tally
}

// fightOut answers the engagement's decisions by the odds policy until it
// ends or has fought roundCap rounds or the engine's EngagementRoundCap
// (reported true).
func (g *Game) fightOut(retaliation Command, roundCap int) bool {
	for g.OpenEngagement != nil {
		if g.OpenEngagement.Round >= roundCap {
			return true
		}
		cmd := PassCommand(g)
		switch g.Pending.Kind {
		case DecideRetaliation:
			cmd = retaliation
		case DecideEngagementRound:
			cmd = Command{Kind: CmdNextRound, Side: g.Pending.Side}
		}
		evs, err := g.Apply(cmd)
		if err != nil {
			if evs, err = g.Apply(PassCommand(g)); err != nil {
				return true // nothing legal: stop here, counted with the capped
			}
		}
		g.dice.TakeRolls()
		if brokenOff(evs) { // engagement_round.go: the engine's own cap (Q141)
			return true
		}
	}
	return false
}

func (s *oddsSim) count(g *Game, e *Engagement, capped bool, t *oddsTally) {
	for i, was := range s.before {
		u := g.Units[i]
		o := outcomeOf(was, u)
		t.units[i][o]++
		if o != OutUnharmed {
			t.touched[i] = true
		}
	}
	for _, f := range e.Defenders {
		t.touched[f.Unit-1] = true
	}
	t.end(anyLeft(g, e.Attacker, fighterIDs(e.Attackers)), anyLeft(g, Enemy(e.Attacker), s.targets), e.Round, capped)
}

func outcomeOf(was unitMark, u *Unit) Outcome {
	switch {
	case was.place != OnMap || (u.Deployed() && u.Hex == was.hex && u.Side == was.side && u.Damaged == was.damaged):
		return OutUnharmed
	case u.Captured && !was.captured, u.Side != was.side:
		return OutCaptured
	case u.Place == Destroyed:
		return OutDestroyed
	case !u.Deployed() || u.Hex != was.hex:
		return OutWithdrawn
	}
	return OutDamaged
}

func anyLeft(g *Game, side units.Side, ids []UnitID) bool {
	for _, id := range ids {
		if u := g.Unit(id); u.Deployed() && u.Side == side {
			return true
		}
	}
	return false
}

func (s *oddsSim) odds(t oddsTally, viewer units.Side, trials int, seed uint64) Odds {
	o := t.oddsEnds.odds(viewer, trials, seed)
	for _, id := range s.order {
		o.addUnit(id, s.start.Unit(id).Side, shares(t.units[id-1], trials))
	}
	for i, touched := range t.touched[:s.real] {
		if touched {
			o.addUnit(UnitID(i+1), s.start.Unit(UnitID(i+1)).Side, shares(t.units[i], trials))
		}
	}
	return o
}
