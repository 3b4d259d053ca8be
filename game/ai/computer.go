package ai

import (
	"slices"

	"frontline/game"
	"frontline/game/hex"
	"frontline/game/units"
)

// opBudget is how hard the operational computer thinks at one Strength
// (table_computer.go declares the levels). Budgets are counts (odds
// trials, attack groups weighed), never wall-clock time, so a game plays
// the same on any machine.
type opBudget struct {
	// OddsTrials: the engagement trials behind each attack it weighs.
	OddsTrials int
	// MinWin: the least chance of clearing the target hex it attacks at,
	// unless the attack pays in expected points anyway.
	MinWin float64
	// Groups: attack groups weighed per target (all able units, then the
	// strongest few).
	Groups int
	// Replies: rollouts of the enemy's reply to each of two plans of a
	// Movement Phase (computer_lookahead.go); 0: none.
	Replies int
}

var opBudgets = [...]opBudget{
	Standard: {OddsTrials: 160, MinWin: 0.5, Groups: 1},
	Hard:     {OddsTrials: 600, MinWin: 0.45, Groups: 3, Replies: 2},
}

// Computer is the operational computer opponent: for each decision it
// scores the candidate orders of the phase (purchases toward its plan,
// deployment and movement toward the objectives in stacks, attacks by
// their odds and what they win, retaliation) on its side's Belief game
// and gives the best with its reason; what it cannot improve on it
// answers with the engine's pass.
type Computer struct {
	level   Strength
	str     opBudget
	seed    uint64 // of its Belief games and odds
	mem     memory
	refused map[string]bool // orders refused in the current decision
	at      string
	moves   movePlan // of the current Movement Phase
	// noFireAt: the Step in which no fire mission was left to call.
	noFireAt int
	off      offensive // the objectives it goes for (computer_offensive.go)
	// The battle table (computer_miniatures*.go): the chance it goes to
	// the table against its judgement, and its side of the battle.
	venture float64
	table   tableSeat
	// buildsAt: the Production Phase whose construction it looked at
	// (computer_engineers.go).
	buildsAt int
}

// NewComputer returns a computer opponent of the given strength whose
// choices follow seed.
func NewComputer(str Strength, seed uint64) *Computer {
	return &Computer{level: str, str: opBudgets[str], seed: seed, mem: newMemory(), refused: map[string]bool{}}
}

func (c *Computer) Name() string {
	if c.level == Standard {
		return "computer"
	}
	return "computer-" + c.level.String()
}

func (c *Computer) Refused(cmd game.Command, err error) {
	c.refused[orderKey(cmd)] = true
	c.tableRefused(cmd, err)
}

// Next answers the pending decision of the seat's side.
func (c *Computer) Next(s *game.Seat) Order {
	if o, ok := c.atTable(s); ok { // the battle's events wait for its memory until the next map decision
		return o
	}
	v := s.View()
	c.mem.see(v, s.Events())
	if o, ok := quick(v); ok {
		return o
	}
	b := s.Belief(c.seed)
	if at := decisionKey(b); at != c.at {
		c.at, c.refused = at, map[string]bool{}
	}
	t := &turn{c: c, b: b, side: s.Side(), v: v}
	for _, o := range t.candidates() {
		if !c.refused[orderKey(o.Command)] {
			return o
		}
	}
	return Pass(b, t.passReason())
}

// quick answers, from the View alone, the defender's rounds of an
// engagement when the side holds no card to play: it fights on (the
// engine's pass). The attacker's rounds are weighed on the Belief: its
// units may have to switch targets (computer_retarget.go).
func quick(v game.View) (Order, bool) {
	if len(v.Hand) > 0 || v.Pending.Side != v.Side || v.Pending.Kind != game.DecideDefenderRound {
		return Order{}, false
	}
	return Order{Command: game.Command{Kind: game.CmdFightRound, Side: v.Side}, Reason: "fights the next round"}, true
}

// turn is one decision being worked out.
type turn struct {
	c    *Computer
	b    *game.Game // the side's Belief
	side units.Side
	v    game.View

	beachList []hex.Hex // computer_amphib.go, made when first asked
}

// candidates are the orders worth giving now, best first; the engine's
// pass (with passReason) answers when none is left.
func (t *turn) candidates() []Order {
	g := t.b
	switch g.Pending.Kind {
	case game.DecideRetaliation:
		return append(append(t.beforeRetaliation(), t.proposeMiniatures()...), t.retaliate())
	case game.DecideStandardForce:
		return t.buy(game.CmdSetupBuy)
	case game.DecideEngagementStart:
		return t.engagementStart()
	case game.DecideEngagementRound, game.DecideDefenderRound:
		return append(t.roundCards(), t.retarget()...)
	case game.DecideTerms:
		return t.answerTerms()
	case game.DecideEncircleResponse:
		return t.encircled()
	case game.DecideWithdrawHex:
		return t.withdrawHex()
	case game.DecideMiniatures:
		return t.answerMiniatures()
	case game.DecideScramble:
		return t.scramble()
	case game.DecideSupplyIdle:
		return t.supplyIdle()
	case game.DecideDefensiveCombat:
		return append(t.intercepts(), t.defensiveCombat()...)
	case game.DecidePhase:
		switch g.Phase {
		case game.PhaseProduction:
			return slices.Concat(t.relocateHQ(), t.builds(), t.buy(game.CmdBuy))
		case game.PhaseDeployment:
			return t.deploy()
		case game.PhaseMovement:
			return t.move()
		case game.PhaseCombat:
			return slices.Concat(t.fireMissions(), t.byMiniatures(t.attack()), t.bombards())
		}
	}
	return nil
}

// passReason says why the computer passes.
func (t *turn) passReason() string {
	switch t.b.Pending.Kind {
	case game.DecideSupplyIdle:
		return "leaves its cheapest units unsupplied"
	case game.DecidePhase:
		return "ends the " + t.b.Phase.String() + " phase: nothing more worth doing"
	case game.DecideEngagementRound, game.DecideDefenderRound:
		return "fights the next round"
	case game.DecideEventPick:
		return "takes the event card's first choices: none of them changes its plan"
	case game.DecideBattle:
		return "keeps the battle's default"
	case game.DecideInterdictWithdraw:
		return "lets the enemy withdraw"
	case game.DecideStandardPlace:
		return "places its next marker"
	}
	return "passes"
}

// Clone is a copy with the same memory, for tests that ask one player
// the same question twice.
func (c *Computer) Clone() *Computer {
	d := *c
	d.mem = c.mem.clone()
	d.moves.orders = slices.Clone(c.moves.orders)
	d.table.mem = c.table.mem.clone()
	d.refused = map[string]bool{}
	for k := range c.refused {
		d.refused[k] = true
	}
	return &d
}
