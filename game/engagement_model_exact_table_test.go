package game

import (
	"math/rand/v2"
	"testing"
)

// The exact enumeration's table (emDist) against a Go map: random states,
// many repeated, get the places they first came in, their chances add up,
// and a reset table starts afresh with its room kept.
func TestEmDistAddsLikeAMap(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var d emStates
	for round := range 3 {
		d.reset()
		want := map[emState]float64{}
		var order []emState
		for range 5000 {
			var x emState
			x.st[rng.IntN(emMax)] = uint8(rng.IntN(3))
			x.taken[rng.IntN(emMax)] = int16(rng.IntN(12))
			x.target[rng.IntN(emMaxFighter)] = int8(rng.IntN(emMax))
			p := rng.Float64()
			if _, seen := want[x]; !seen {
				order = append(order, x)
			}
			want[x] += p
			d.add(x, p)
		}
		if len(d.key) != len(order) || len(d.p) != len(order) {
			t.Fatalf("round %d: %d keys, %d chances; want %d", round, len(d.key), len(d.p), len(order))
		}
		for i, x := range order {
			if d.key[i] != x || d.p[i] != want[x] {
				t.Fatalf("round %d: place %d holds another state or %v, want %v", round, i, d.p[i], want[x])
			}
			if j, added := d.find(x); added || j != i {
				t.Fatalf("round %d: state of place %d found at %d (added %v)", round, i, j, added)
			}
		}
	}
}
