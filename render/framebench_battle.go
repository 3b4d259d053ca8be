package render

import (
	"fmt"

	"frontline/render/battle"
)

// BenchBattle runs the battle screen of the standalone battle id played
// by random players to stage (as `frontline shot -scene battle` poses
// it: fire, move, place ...), seed picking the battle's dice.
func BenchBattle(id, stage string, seed uint64, b Bench) (BenchResult, error) {
	d, err := battle.EmbeddedData()
	if err != nil {
		return BenchResult{}, err
	}
	m, err := battle.Stage(d, id, seed, stage)
	if err != nil {
		return BenchResult{}, fmt.Errorf("render: %v", err)
	}
	s := battle.New(battle.Config{Data: d, Match: m})
	return runBench(s, nil, func() bool { return true }, b)
}
