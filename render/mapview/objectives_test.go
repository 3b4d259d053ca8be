package mapview

import (
	"testing"

	"frontline/game/hex"
	"frontline/game/scenario"
)

// II.2.1: an objective over a line of hexes is marked in every hex of it;
// a single-hex objective once.
func TestII21_LineObjectiveMarkedAlongItsLength(t *testing.T) {
	line := []hex.Hex{hex.MustParse("0806"), hex.MustParse("0807"), hex.MustParse("0808")}
	got := ObjectivesOf([]scenario.Objective{
		{Name: "Foggia", Hex: hex.MustParse("1009"), Kind: scenario.Primary, Side: "us"},
		{Name: "Gustav", Hex: line[0], Hexes: line, Kind: scenario.Secondary, Side: "germany"},
	})
	if len(got) != 4 || got[0].Hex != hex.MustParse("1009") || !got[0].Primary {
		t.Fatalf("markers %+v", got)
	}
	for i, h := range line {
		if m := got[i+1]; m.Hex != h || m.Primary || m.Name != "Gustav" || m.Side != "germany" {
			t.Fatalf("marker %d: %+v, want Gustav at %s", i+1, m, h)
		}
	}
}
