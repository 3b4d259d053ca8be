package game

import (
	"errors"
	"fmt"
	"math"

	"frontline/game/combat"
	"frontline/game/dice"
	"frontline/game/units"
)

// Engagement odds: the outcome distribution of a declared attack, for
// the client's preview and the computer opponent, worked out exactly on
// a compact model of the engagement when it is small enough
// (engagement_model_exact.go), else sampled on that model
// (engagement_model*.go) in a few milliseconds.
// What that model does not hold is sampled on copies of the game instead
// (engagement_odds_sampler.go, seconds), which is also the reference the
// model is tested against. Nothing here changes the game.
//
// The policy inside the engagement is fixed:
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
//     engagements nobody can finish (two units that only jam and miss
//     would fight on forever) and is reported (Odds.Capped).
//
// Fog of war (Inset VIII.1): the odds are computed for the declaring side
// on a model of the state holding only what that side's View shows, so
// they cannot give away what it may not know (oddsModel).

// Odds defaults. Asked for no number of trials, the model samples until
// every figure lies within OddsTolerance of what 100,000 trials would
// give, with 99% confidence (emWithin), and at most OddsTrials trials, which
// meet that bound for any figure; the quick estimate stops at
// OddsQuickTolerance. The engine's sampling costs some fifty times more
// per trial and takes fewer.
const (
	OddsTrials         = 20000              // most trials of the engagement model when none are asked for
	OddsTolerance      = 0.01               // EngagementOdds: within a percentage point of the reference
	OddsQuickTrials    = 4096               // most trials of EngagementOddsQuick
	OddsQuickTolerance = 0.03               // EngagementOddsQuick: within three points of the reference
	OddsSampledTrials  = 10000              // trials on copies of the game when none are asked for
	OddsQuickSampled   = 1000               // the same for EngagementOddsQuick
	OddsRoundCap       = EngagementRoundCap // the engine breaks an engagement off there (Q141)
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
	Trials int        `json:"trials"` // 0 when Exact
	// Exact: worked out over every way the engagement can go
	// (engagement_model_exact.go), not sampled.
	Exact bool   `json:"exact,omitempty"`
	Seed  uint64 `json:"seed"`
	// Unmodelled names what kept the engagement off the compact model, so
	// that it was sampled on copies of the game; "" on the model.
	Unmodelled string `json:"unmodelled,omitempty"`
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

// StdErr is the standard error of a fraction p estimated from as many
// independent trials: sqrt(p(1-p)/n), 0 for exact odds. The model's
// antithetic pairs (engagement_model_sample.go) do no worse.
func (o Odds) StdErr(p float64) float64 {
	if o.Exact {
		return 0
	}
	return math.Sqrt(p * (1 - p) / float64(max(o.Trials, 1)))
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

// oddsEnds counts how the trials of either sampler ended.
type oddsEnds struct {
	attWins, defHolds, both, none int
	rounds, capped                int
}

// end counts one trial: whether attackers and initial targets are left,
// how many rounds it lasted, whether the cap stopped it.
func (t *oddsEnds) end(attLeft, defLeft bool, rounds int, capped bool) {
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
	t.rounds += rounds
	if capped {
		t.capped++
	}
}

func (t *oddsEnds) add(o oddsEnds) {
	t.attWins, t.defHolds, t.both, t.none = t.attWins+o.attWins, t.defHolds+o.defHolds, t.both+o.both, t.none+o.none
	t.rounds, t.capped = t.rounds+o.rounds, t.capped+o.capped
}

// odds reads the ends of trials trials as Odds for viewer, units to come.
func (t *oddsEnds) odds(viewer units.Side, trials int, seed uint64) Odds {
	n := float64(trials)
	return Odds{Viewer: viewer, Trials: trials, Seed: seed,
		AttackerWins: float64(t.attWins) / n, DefenderHolds: float64(t.defHolds) / n,
		BothRemain: float64(t.both) / n, BothGone: float64(t.none) / n,
		MeanRounds: float64(t.rounds) / n, Capped: float64(t.capped) / n}
}

// addUnit lists unit id once, with the odds p of its outcomes.
func (o *Odds) addUnit(id UnitID, side units.Side, p [outcomes]float64) {
	if _, dup := o.Of(id); dup {
		return
	}
	o.Units = append(o.Units, UnitOdds{Unit: id, Side: side, P: p})
}

// shares are counts of trials trials as fractions.
func shares(counts [outcomes]int, trials int) [outcomes]float64 {
	var p [outcomes]float64
	for k, c := range counts {
		p[k] = float64(c) / float64(trials)
	}
	return p
}

// EngagementOdds samples the engagement decl (a CmdAttack, or a CmdDefend
// at the defensive combat offer) would start, trials times, with dice
// derived from seed: the same seed gives the same Odds. With trials <= 0
// a small engagement is worked out exactly (Odds.Exact), a larger one
// sampled on the model until every figure is within OddsTolerance of a
// 100,000-trial reference (99% confidence), at most OddsTrials trials;
// off the model, OddsSampledTrials. decl is checked exactly as Apply
// would check it, with the same error. The game is not changed, its dice
// neither drawn nor logged.
func (g *Game) EngagementOdds(decl Command, trials int, seed uint64) (Odds, error) {
	return g.engagementOdds(decl, oddsAsk{trials, emMinTrials, OddsTrials, OddsTolerance, OddsSampledTrials, emExactWork}, seed, OddsRoundCap, nil)
}

// EngagementOddsQuick is EngagementOdds for callers that ask often (the
// computer opponent): exact when small (a quarter of the work
// EngagementOdds spends on it at most); else, on the model, it samples
// until every figure is within OddsQuickTolerance of a 100,000-trial
// reference with 99% confidence, at most OddsQuickTrials trials; off the
// model, OddsQuickSampled trials on copies (each figure then within
// about 4 points, 99%).
func (g *Game) EngagementOddsQuick(decl Command, seed uint64) (Odds, error) {
	return g.engagementOdds(decl, oddsAsk{0, emQuickMin, OddsQuickTrials, OddsQuickTolerance, OddsQuickSampled, emExactWork / 4}, seed, OddsRoundCap, nil)
}

// oddsAsk is how much sampling a caller asks for: trials > 0 exactly
// that many, else worked out exactly when that takes at most exactWork
// shots enumerated (engModel.exact), else on the model from minTrials up
// to maxTrials until within tol (emAsk), off it sampled trials.
type oddsAsk struct {
	trials, minTrials, maxTrials int
	tol                          float64
	sampled                      int
	exactWork                    int
}

// ErrOddsStopped: EngagementOddsUntil was told to stop before the end.
var ErrOddsStopped = errors.New("odds sampling stopped")

// EngagementOddsUntil is EngagementOdds that gives up with ErrOddsStopped
// as soon as stop reports true (checked every few trials): the client
// drops a preview nobody waits for.
func (g *Game) EngagementOddsUntil(decl Command, trials int, seed uint64, stop func() bool) (Odds, error) {
	return g.engagementOdds(decl, oddsAsk{trials, emMinTrials, OddsTrials, OddsTolerance, OddsSampledTrials, emExactWork}, seed, OddsRoundCap, stop)
}

// engagementOdds samples as ask says, stopping each engagement after
// roundCap rounds (stopped when stop, which may be nil, says so): on the
// engagement model, or on copies of the game when the model does not
// hold the engagement.
func (g *Game) engagementOdds(decl Command, ask oddsAsk, seed uint64, roundCap int, stop func() bool) (Odds, error) {
	if decl.Kind != CmdAttack && decl.Kind != CmdDefend {
		return Odds{}, fmt.Errorf("odds are computed for an attack declaration (%s or %s), not %s (V.5.2, VI.2.1)", CmdAttack, CmdDefend, decl.Kind)
	}
	check := g.cloneState()
	check.dice = dice.New(seed) // Apply may roll on error paths; never on g's dice
	if _, err := check.Apply(decl); err != nil {
		return Odds{}, err
	}
	em, err := g.engagementModel(decl)
	var why errUnmodelled
	switch {
	case err == nil && ask.trials <= 0:
		if x, ok := em.exact(roundCap, ask.exactWork); ok {
			return em.exactOdds(x, decl.Side), nil
		}
		return em.sample(emAsk{ask.trials, ask.minTrials, ask.maxTrials, ask.tol}, seed, roundCap, stop, decl.Side)
	case err == nil:
		return em.sample(emAsk{ask.trials, ask.minTrials, ask.maxTrials, ask.tol}, seed, roundCap, stop, decl.Side)
	case errors.As(err, &why):
		trials := ask.trials
		if trials <= 0 {
			trials = ask.sampled
		}
		o, err := g.sampledOdds(decl, trials, seed, roundCap, stop)
		o.Unmodelled = string(why)
		return o, err
	}
	return Odds{}, err
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

// declareForOdds applies the declaration decl and declines the scramble
// it may offer (the odds policy), leaving the retaliation to declare.
func (m *Game) declareForOdds(decl Command) error {
	if _, err := m.Apply(decl); err != nil {
		return err
	}
	for n := 0; n < 4 && m.OpenEngagement != nil && m.Pending.Kind == DecideScramble; n++ {
		if _, err := m.Apply(PassCommand(m)); err != nil {
			return err
		}
	}
	return nil
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

// Applied is the number of commands applied to the game so far: a cheap
// version number for what clients cache about the state (the odds
// preview of render/play).
func (g *Game) Applied() int { return len(g.log) }
