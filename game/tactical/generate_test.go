package tactical

import (
	"reflect"
	"testing"

	"frontline/game/board"
	"frontline/game/dice"
	"frontline/game/hex"
	"frontline/game/units"
)

func diceFor(seed uint64) *dice.Roller { return dice.New(seed) }

// IX.4.2: the generator proposes legal terrain for a side; the same seed
// proposes the same terrain; every proposal passes the checks a hand
// placement passes, in order; every roll cites IX.4.2; the table itself is
// untouched until the player places.
func TestIX42_GeneratorProposesLegalTerrain(t *testing.T) {
	for _, h := range []string{"0807", "0908", "1106", "0204", "1006"} {
		tb := build(t, h)
		before := len(tb.Features())
		r := diceFor(42)
		props := Propose(tb, units.Germany, r, 10)
		if len(tb.Features()) != before {
			t.Fatalf("%s: Propose changed the table", h)
		}
		if len(props) < 5 {
			t.Errorf("%s: only %d of 10 features proposed", h, len(props))
		}
		for _, roll := range r.TakeRolls() {
			if roll.Rule != GenerateRule {
				t.Fatalf("%s: roll %v does not cite IX.4.2", h, roll)
			}
		}
		for i, p := range props {
			k, _ := tb.kinds.Kind(p.Kind)
			if k.Weights[tb.Terrain] == 0 {
				t.Errorf("%s: %s proposed on %s ground, where its weight is 0", h, p.Kind, tb.Terrain)
			}
			if err := tb.Place(units.Germany, p.Kind, p.Shape); err != nil {
				t.Fatalf("%s: proposal %d (%s) refused: %v", h, i, p.Kind, err)
			}
		}
		again := Propose(build(t, h), units.Germany, diceFor(42), 10)
		if !reflect.DeepEqual(props, again) {
			t.Errorf("%s: the same seed proposed different terrain", h)
		}
	}
}

// The generator draws from the kinds weighted for the hex's terrain: a
// swamp hex grows bogs, never buildings' mountain cousins (hills need
// weight there).
func TestIX42_GeneratorFollowsTheTerrain(t *testing.T) {
	ks, m := embedded(t), introMap(t)
	var swamp hex.Hex
	for _, h := range m.Hexes() {
		if m.Terrain(h) == board.Swamp {
			swamp = h
			break
		}
	}
	tb, err := Build(ks, m, swamp)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]int{}
	for _, p := range Propose(tb, units.US, diceFor(9), 20) {
		seen[p.Kind]++
	}
	if seen["bog"] == 0 || seen["hill"] > 0 {
		t.Errorf("swamp hex %s proposals %v: want bogs and no hills", swamp, seen)
	}
}

// Scripted dice: the first roll picks the kind by weight in file order.
func TestIX42_GeneratorKindByWeight(t *testing.T) {
	tb := bare(t) // plains: woods 4, building 3, wall 3, hedge 3, crops 2, ...
	kinds, total := tb.generated()
	if kinds[0].ID != "woods" || total < 15 {
		t.Fatalf("plains kinds start %s, total %d", kinds[0].ID, total)
	}
	for roll, want := range map[int]string{1: "woods", 4: "woods", 5: "building", 7: "building", 8: "wall"} {
		if got := pick(kinds, tb, roll).ID; got != want {
			t.Errorf("roll %d picks %s, want %s", roll, got, want)
		}
	}
}
