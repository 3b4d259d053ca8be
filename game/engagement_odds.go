package game

import (
	"errors"
	"fmt"
	"math"
	"runtime"
	"sync"

	"frontline/game/combat"
	"frontline/game/dice"
	"frontline/game/hex"
	"frontline/game/units"
)

// Engagement odds: the outcome distribution of a declared attack, by
// sampling, for the client's preview and the computer opponent. Nothing
// here changes the game: every trial is fought on a copy (clone.go) with
// dice of its own.
//
// The policy inside a simulated engagement is fixed:
//   - the defender declines to scramble and retaliates with every unit
//     able to, each at the attacker it is likeliest to destroy (then to
//     damage) with one round of its weapons (oddsRetaliation), the
//     weapons and rounds chosen as the client pre-selects them;
//   - nobody plays a command card: both hands are emptied on the copy, so
//     Suspend Attack, Inspire and Withdraw are never offered;
//   - the attackers keep their targets; a unit whose target is gone
//     switches on its own as the engine does (V.5.3);
//   - the engagement runs until the engine ends it (V.5.4: one side gone
//     or nobody able to harm the other) or OddsRoundCap rounds, whichever
//     comes first. The rulebook sets no round limit; the cap only stops
//     pathological loops and is reported (Odds.Capped).
//
// Fog of war (Inset VIII.1): the odds are computed for the declaring side
// on a model of the state holding only what that side's View shows, so
// they cannot give away what it may not know (oddsModel).

// Odds defaults.
const (
	OddsTrials   = 10000 // trials when none are asked for
	OddsRoundCap = 30    // rounds after which a simulated engagement is stopped
)

// Outcome is what became of one unit at the end of a simulated engagement.
type Outcome int

const (
	OutUnharmed  Outcome = iota // on the map, no worse than before
	OutDamaged                  // on the map, flipped to its damaged side
	OutDestroyed                // gone from play (Inset V.6)
	OutCaptured                 // taken by the enemy (VI.1.2)
	OutWithdrawn                // left the hex or the map otherwise
	outcomes
)

// UnitOdds gives one unit's chances, as fractions of the trials.
type UnitOdds struct {
	Unit UnitID     `json:"unit"`
	Side units.Side `json:"side"`
	// Odds by Outcome (OutUnharmed ... OutWithdrawn).
	P [outcomes]float64 `json:"p"`
}

// Odds is the outcome distribution of one attack declaration.
type Odds struct {
	Viewer units.Side `json:"viewer"` // the declaring side, whose View the model holds
	Trials int        `json:"trials"`
	Seed   uint64     `json:"seed"`
	// Units: the attackers in declaration order, then the targets, then
	// every other unit the engagement touched in some trial.
	Units []UnitOdds `json:"units"`
	// Overall, judged on the attackers and the initial targets:
	// AttackerWins every target is off the map and an attacker remains,
	// DefenderHolds every attacker is gone and a target remains,
	// BothRemain both keep units, BothGone neither does.
	AttackerWins  float64 `json:"attacker_wins"`
	DefenderHolds float64 `json:"defender_holds"`
	BothRemain    float64 `json:"both_remain"`
	BothGone      float64 `json:"both_gone"`
	MeanRounds    float64 `json:"mean_rounds"`
	Capped        float64 `json:"capped"` // stopped at OddsRoundCap
}

// StdErr is the standard error of a fraction p estimated from the trials:
// sqrt(p(1-p)/n). Every fraction in Odds is within 0.5/sqrt(n) (0.005 for
// 10,000 trials) of its mean by one standard error.
func (o Odds) StdErr(p float64) float64 {
	if o.Trials == 0 {
		return 0
	}
	return math.Sqrt(p * (1 - p) / float64(o.Trials))
}

// Of returns the odds of unit id, if the engagement may touch it.
func (o Odds) Of(id UnitID) (UnitOdds, bool) {
	for _, u := range o.Units {
		if u.Unit == id {
			return u, true
		}
	}
	return UnitOdds{}, false
}

// EngagementOdds samples the engagement decl (a CmdAttack, or a CmdDefend
// at the defensive combat offer) would start,
// trials times (OddsTrials when trials <= 0), with dice derived from seed:
// the same seed gives the same Odds. decl is checked exactly as Apply
// would check it, with the same error. The game is not changed, its dice
// neither drawn nor logged.
func (g *Game) EngagementOdds(decl Command, trials int, seed uint64) (Odds, error) {
	return g.engagementOdds(decl, trials, seed, OddsRoundCap, nil)
}

// ErrOddsStopped: EngagementOddsUntil was told to stop before the end.
var ErrOddsStopped = errors.New("odds sampling stopped")

// EngagementOddsUntil is EngagementOdds that gives up with ErrOddsStopped
// as soon as stop reports true (checked every few trials, from the
// sampling goroutines): the client drops a preview nobody waits for.
func (g *Game) EngagementOddsUntil(decl Command, trials int, seed uint64, stop func() bool) (Odds, error) {
	return g.engagementOdds(decl, trials, seed, OddsRoundCap, stop)
}

// engagementOdds is EngagementOdds stopping each trial after roundCap
// rounds, and the whole sampling when stop (may be nil) says so.
func (g *Game) engagementOdds(decl Command, trials int, seed uint64, roundCap int, stop func() bool) (Odds, error) {
	if decl.Kind != CmdAttack && decl.Kind != CmdDefend {
		return Odds{}, fmt.Errorf("odds are computed for an attack declaration (%s or %s), not %s (V.5.2, VI.2.1)", CmdAttack, CmdDefend, decl.Kind)
	}
	if trials <= 0 {
		trials = OddsTrials
	}
	check := g.cloneState()
	check.dice = dice.New(seed) // Apply may roll on error paths; never on g's dice
	if _, err := check.Apply(decl); err != nil {
		return Odds{}, err
	}
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

// oddsModel is the copy the trials start from: what viewer's View shows.
// Enemy units it does not see are taken off the map, and the state of
// seen enemy units the View does not show is set to what the viewer must
// assume: no experience stars, not dug in, not left unsupplied, not idled
// by an event. A seen tank, gun or aircraft whose crew is out of sight
// (under the top marker of a fogged stack) is assumed manned by a fresh
// crew of its kind (crewModel): without one it could not fire back, and
// the preview would promise an attack without losses. The enemy's
// momentum groups are secret too and dropped. Both hands are emptied: no
// cards are played.
func (g *Game) oddsModel(viewer units.Side) *Game {
	m := g.cloneState()
	m.askAlways = true // the retaliation is answered by the policy (primeOdds)
	seen := g.seenSet(viewer)
	var manned []*Unit
	for _, u := range m.Units {
		if u.Side == viewer || !u.Deployed() {
			continue
		}
		if !seen[u.ID] {
			u.Place = Away
			continue
		}
		u.Stars, u.DugIn, u.SupplyIdleTurn = nil, false, 0
		manned = append(manned, u)
	}
	for _, u := range manned {
		m.crewModel(u, seen)
	}
	for i := range m.InForce {
		m.InForce[i].Idle = g.ownIDs(viewer, m.InForce[i].Idle)
	}
	mine := m.Momentum[:0]
	for _, mg := range m.Momentum {
		if mg.Side == viewer {
			mine = append(mine, mg)
		}
	}
	m.Momentum = mine
	for _, p := range m.Players {
		p.Hand = nil
	}
	return m
}

// crewModel gives the seen enemy unit u the crew the viewer must assume
// it has: its own crew when that is seen too, else a fresh one of the
// kind its card needs, standing in its hex (the real one, unseen, is
// already off the map). The assumed crew is the same whether or not a
// real one hides under the marker, so the odds tell nothing about it.
// Without fog of war every unit is seen and an unmanned one is known to
// be so; a captured unit left without a crew is always known (VI.1.2).
func (m *Game) crewModel(u *Unit, seen map[UnitID]bool) {
	need := u.Card.Special.RequiresCrew
	if need == units.NoCrew || seen[u.Crew] || !m.Rules.FogOfWar || (u.Captured && u.Crew == 0) {
		return
	}
	card, ok := m.content.Catalog.CrewFor(u.Side, need)
	if !ok {
		return
	}
	if old := m.Unit(u.Crew); old != nil {
		old.Mans = 0
	}
	c := &Unit{ID: UnitID(len(m.Units) + 1), CardID: card.ID, Card: card, Side: u.Side, Place: OnMap, Hex: u.Hex, InFlight: u.InFlight, Mans: u.ID}
	m.Units = append(m.Units, c)
	u.Crew = c.ID
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
	if _, err := p.Apply(decl); err != nil {
		return nil, err
	}
	e := p.OpenEngagement
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

// oddsRetaliation: every unit that may retaliate does, at the attacker it
// is likeliest to destroy, then to damage, in one round (exact odds of
// each weapon it would fire, combat.Predict); ties go to the first
// declared attacker. Its weapons are those the client pre-selects
// (DefaultFire).
func (g *Game) oddsRetaliation() Command {
	side := g.Pending.Side
	cmd := Command{Kind: CmdDeclareRetaliation, Side: side}
	seen := g.seenSet(side)
	attackers := g.units(fighterIDs(g.OpenEngagement.Attackers))
	for _, id := range g.Pending.Choices {
		u := g.Unit(id)
		var best *Unit
		bestScore := -1.0
		for _, t := range attackers {
			if !seen[t.ID] || !g.legalTarget(u, t) {
				continue
			}
			if s := g.roundHarm(u, t); s > bestScore {
				best, bestScore = t, s
			}
		}
		if best != nil {
			cmd.Units = append(cmd.Units, u.ID)
			cmd.Targets = append(cmd.Targets, best.ID)
			cmd.Fire = append(cmd.Fire, g.DefaultFire(u.ID, best.ID, fighterIDs(g.OpenEngagement.Attackers))...) // fire_orders.go: as the client pre-selects
		}
	}
	return cmd
}

// roundHarm scores one round of u's fire at t: the chance of each shot to
// destroy t, plus half its chance to damage it.
func (g *Game) roundHarm(u, t *Unit) float64 {
	score := 0.0
	for _, idx := range g.roundWeapons(u, t) {
		s := g.shotAt(u, idx, t)
		s.AttackBonus += sumMods(g.attackMods(u, t))
		o, err := combat.Predict(s)
		if err != nil {
			continue
		}
		score += float64(max(u.Face().Weapons[idx].Rate, 1)) * (o.Destroy + o.Damage/2)
	}
	return score
}

// oddsTally counts the trials' outcomes.
type oddsTally struct {
	units                         [][outcomes]int // by unit index
	touched                       []bool          // engaged or changed in some trial
	attWins, defHolds, both, none int
	rounds, capped                int
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
	t.attWins, t.defHolds, t.both, t.none = t.attWins+o.attWins, t.defHolds+o.defHolds, t.both+o.both, t.none+o.none
	t.rounds, t.capped = t.rounds+o.rounds, t.capped+o.capped
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
// ends or has fought roundCap rounds (reported true).
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
		if _, err := g.Apply(cmd); err != nil {
			if _, err := g.Apply(PassCommand(g)); err != nil {
				return true // nothing legal: stop here, counted with the capped
			}
		}
		g.dice.TakeRolls()
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
	t.rounds += e.Round
	if capped {
		t.capped++
	}
	attLeft := anyLeft(g, e.Attacker, fighterIDs(e.Attackers))
	defLeft := anyLeft(g, Enemy(e.Attacker), s.targets)
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
	n := float64(trials)
	o := Odds{Viewer: viewer, Trials: trials, Seed: seed,
		AttackerWins: float64(t.attWins) / n, DefenderHolds: float64(t.defHolds) / n,
		BothRemain: float64(t.both) / n, BothGone: float64(t.none) / n,
		MeanRounds: float64(t.rounds) / n, Capped: float64(t.capped) / n}
	add := func(id UnitID) {
		if _, dup := o.Of(id); dup {
			return
		}
		uo := UnitOdds{Unit: id, Side: s.start.Unit(id).Side}
		for k, c := range t.units[id-1] {
			uo.P[k] = float64(c) / n
		}
		o.Units = append(o.Units, uo)
	}
	for _, id := range s.order {
		add(id)
	}
	for i, touched := range t.touched[:s.real] {
		if touched {
			add(UnitID(i + 1))
		}
	}
	return o
}

// Applied is the number of commands applied to the game so far: a cheap
// version number for what clients cache about the state (the odds
// preview of render/play).
func (g *Game) Applied() int { return len(g.log) }
