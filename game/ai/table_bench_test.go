package ai

import (
	"slices"
	"testing"
	"time"

	"frontline/game/tactical/standalone"
	"frontline/game/units"
)

// BenchmarkTableTurn plays points battles and Foggia (the largest
// authored battle) of the computer (for either side in turn) against
// the random player and reports the median
// and 95th percentile of the time the computer takes over one tactical
// turn: every decision of its side in that turn. Issue 14 asks a median
// of at most 40 ms.
func BenchmarkTableTurn(b *testing.B) {
	for _, id := range []string{"", "foggia-approaches"} {
		for _, st := range []Strength{Standard, Hard} {
			benchTurns(b, id, st)
		}
	}
}

func benchTurns(b *testing.B, id string, st Strength) {
	name := id
	if name == "" {
		name = "points"
	}
	b.Run(name+"/"+st.String(), func(b *testing.B) {
		def, env, cs := matchData(b, id)
		var turns []time.Duration
		for i := 0; b.Loop(); i++ {
			seed := uint64(100 + i)
			seat := i % 2
			var seats [2]TablePlayer
			seats[seat] = NewComputerTable(seed, st)
			seats[1-seat] = NewRandomTable(seed)
			spent := map[int]time.Duration{}
			var began time.Time
			w := &TableWatch{Decide: func(s units.Side, turn int, start bool) {
				switch {
				case s != standalone.Players[seat] || turn == 0:
				case start:
					began = time.Now()
				default:
					spent[turn] += time.Since(began)
				}
			}}
			if _, err := PlayTableMatch(def, env, cs, seed, seats, w); err != nil {
				b.Fatal(err)
			}
			for _, d := range spent {
				turns = append(turns, d)
			}
		}
		slices.Sort(turns)
		if len(turns) > 0 {
			b.ReportMetric(float64(turns[len(turns)/2].Microseconds())/1000, "ms/turn-median")
			b.ReportMetric(float64(turns[len(turns)*95/100].Microseconds())/1000, "ms/turn-p95")
		}
	})
}
