package ai

import (
	"sort"
	"testing"
	"time"

	"frontline/game"
	"frontline/game/content"
	"frontline/game/units"
)

// BenchmarkComputerSideTurn times one whole side-turn of the computer on
// the intro map: every order from the start of its turn to the start of
// the enemy's, applied, over the turns of games against the Advancer. It
// reports the median and 95th percentile (targets: 40 ms and 150 ms).
func BenchmarkComputerSideTurn(b *testing.B) {
	c, err := content.Embedded()
	if err != nil {
		b.Fatal(err)
	}
	var turns []time.Duration
	for i := 0; i < b.N; i++ {
		g, _, err := game.New(c, game.Options{Scenario: "intro", Seed: uint64(i + 1)})
		if err != nil {
			b.Fatal(err)
		}
		comp := NewComputer(Standard, uint64(i))
		players := map[units.Side]Player{units.US: &timed{Computer: comp, turns: &turns, g: g}, units.Germany: NewAdvancer(uint64(i))}
		if _, err := Play(g, players, 20000, nil); err != nil {
			b.Fatal(err)
		}
	}
	sort.Slice(turns, func(i, j int) bool { return turns[i] < turns[j] })
	if len(turns) > 0 {
		b.ReportMetric(float64(turns[len(turns)/2].Microseconds())/1000, "ms/turn-median")
		b.ReportMetric(float64(turns[len(turns)*95/100].Microseconds())/1000, "ms/turn-p95")
	}
}

// timed adds the time the computer spends deciding in each of its own
// side-turns (Step by Step; answers in the enemy's turn are left out) to
// turns.
type timed struct {
	*Computer
	turns *[]time.Duration
	g     *game.Game
	step  int
	sum   time.Duration
}

func (t *timed) Next(s *game.Seat) Order {
	if t.g.Active != s.Side() {
		return t.Computer.Next(s)
	}
	if t.step != t.g.Step {
		if t.step != 0 {
			*t.turns = append(*t.turns, t.sum)
		}
		t.step, t.sum = t.g.Step, 0
	}
	start := time.Now()
	o := t.Computer.Next(s)
	t.sum += time.Since(start)
	return o
}
