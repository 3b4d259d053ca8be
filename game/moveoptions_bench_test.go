package game

import (
	"testing"

	"frontline/game/content"
	"frontline/game/units"
)

// BenchmarkMoveOptions asks where every US unit of the introduction may
// move at the start of its first Movement Phase (the random player and
// the client's highlights ask this for each unit they consider).
func BenchmarkMoveOptions(b *testing.B) {
	c, err := content.Embedded()
	if err != nil {
		b.Fatal(err)
	}
	g, _, err := New(c, Options{Scenario: "intro", Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	for n := 0; n < 50 && !(g.Active == units.US && g.Phase == PhaseMovement && g.Pending.Kind == DecidePhase); n++ {
		g.Apply(PassCommand(g))
	}
	var ids []UnitID
	for _, u := range g.Units {
		if u.Side == units.US && u.Deployed() {
			ids = append(ids, u.ID)
		}
	}
	if len(ids) == 0 {
		b.Fatal("no US unit on the map")
	}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		g.MoveOptions(ids[i%len(ids)])
	}
}
