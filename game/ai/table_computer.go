package ai

import (
	"math/rand/v2"

	"frontline/game/tactical"
)

// Strength is how hard the computer table player searches: the numbers
// of points, bearings and distances it weighs (iteration counts, never
// wall-clock time, so that its play does not depend on the machine).
type Strength uint8

const (
	Standard Strength = iota
	Hard
	// rolloutStrength is the Standard player on a smaller budget: the policy Hard's
	// rollouts play both sides with (table_lookahead.go).
	rolloutStrength
)

func (s Strength) String() string { return [...]string{"standard", "hard", "rollout"}[s] }

// budget is what one strength tries per decision.
type budget struct {
	grid     int64 // placement grid spacing, hundredths of an inch
	bearings int   // directions a ground unit tries
	steps    int   // distances along each
	climbs   int   // altitudes an aircraft tries
	samples  int   // rollouts per posture at a turn's first move (table_lookahead.go); 0 for none
	ahead    int   // turns each rollout plays on, the current one included
	shelter  bool  // look beyond a move for shelter from guns (table_shelter.go)
}

var budgets = [...]budget{
	Standard:        {grid: 4 * 100, bearings: 12, steps: 2, climbs: 3, shelter: true},
	Hard:            {grid: 3 * 100, bearings: 20, steps: 3, climbs: 5, samples: 2, ahead: 1, shelter: true},
	rolloutStrength: {grid: 6 * 100, bearings: 6, steps: 1, climbs: 1},
}

// ComputerTable is the computer opponent of tactical battles. It buys a
// planned force and picks its role by the forces' strength (table_plan.go), places
// its units where the one-shot odds favour them and the objective is
// near, moves each to the point that best trades what it can do to the
// enemy against what the enemy can do to it (cover and arcs included),
// focuses its fire by expected damage, flies its aircraft to firing
// positions and answers maneuvers with counters, and plays Inspire,
// Withdraw and Cease Fire when they pay.
type ComputerTable struct {
	strength Strength
	r        *rand.Rand
	fallback *RandomTable
	mem      tableMemory
	pose     int // the posture its ground units move in this turn (table_lookahead.go)
}

// tableMemory is what the player remembers between decisions, from its
// own orders.
type tableMemory struct {
	inspired bool
	offered  int // the tactical turn of its last cease fire offer
	posedIn  int // the tactical turn its posture was chosen in
	flownIn  map[tactical.UnitID]int
}

// NewComputerTable is a computer table player of strength s seeded with
// seed.
func NewComputerTable(seed uint64, s Strength) *ComputerTable {
	return &ComputerTable{strength: s, r: rand.New(rand.NewPCG(seed, 0xc0de)), fallback: NewRandomTable(seed),
		mem: tableMemory{flownIn: map[tactical.UnitID]int{}}}
}

func (p *ComputerTable) Name() string { return "computer (" + p.strength.String() + ")" }

func (p *ComputerTable) Decide(in *TableInput) TableOrder {
	switch {
	case in.Shop != nil:
		return planForce(in.Shop)
	case in.Choice != nil:
		return chooseRole(in.Choice)
	}
	if in.Refused != "" {
		return p.fallback.Decide(in)
	}
	return p.decideOn(believe(in, p.r), in)
}

// decideOn decides on battle b, which is what the side believes (a
// rollout's battle is its belief played on).
func (p *ComputerTable) decideOn(b *tactical.Battle, in *TableInput) TableOrder {
	if in.Offered {
		return p.answer(b, in)
	}
	var o TableOrder
	ok := false
	switch in.View.Pending.Kind {
	case tactical.DecidePlace:
		o, ok = p.place(b, in)
	case tactical.DecideMove:
		o, ok = p.move(b, in), true
	case tactical.DecideFly:
		o, ok = p.fly(b, in)
	case tactical.DecideDeclare:
		o, ok = p.declare(b, in), true
	case tactical.DecideCounter:
		o, ok = p.counter(b, in), true
	case tactical.DecideTerrain:
		o, ok = p.terrain(b, in)
	}
	if !ok {
		return p.fallback.Decide(in)
	}
	o.Command.Side = in.View.Side
	return o
}
