package hex

import (
	"math/rand/v2"
	"testing"
)

func TestNeighborsKnown(t *testing.T) {
	tests := []struct {
		hex  string
		want [6]Offset // N, NE, SE, S, SW, NW
	}{
		// Odd column sits high: its east and west neighbours are rows r-1 and r.
		{"0101", [6]Offset{{1, 0}, {2, 0}, {2, 1}, {1, 2}, {0, 1}, {0, 0}}},
		{"0303", [6]Offset{{3, 2}, {4, 2}, {4, 3}, {3, 4}, {2, 3}, {2, 2}}},
		// Even column sits low: its east and west neighbours are rows r and r+1.
		{"0202", [6]Offset{{2, 1}, {3, 2}, {3, 3}, {2, 3}, {1, 3}, {1, 2}}},
	}
	for _, tt := range tests {
		h := MustParse(tt.hex)
		nb := Neighbors(h)
		for d, want := range tt.want {
			if got := nb[d].Offset(); got != want {
				t.Errorf("%s %v neighbour = %v, want %v", tt.hex, Direction(d), got, want)
			}
			if got := Neighbor(h, Direction(d)); got != nb[d] {
				t.Errorf("Neighbor(%s, %v) = %v, Neighbors gives %v", tt.hex, Direction(d), got, nb[d])
			}
		}
	}
}

func TestDirectionProperties(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for range 1000 {
		a := randHex(rng)
		for _, d := range Directions() {
			b := Neighbor(a, d)
			if Distance(a, b) != 1 {
				t.Fatalf("Distance(%v, Neighbor(%v)) = %d", a, d, Distance(a, b))
			}
			if got, ok := DirectionTo(a, b); !ok || got != d {
				t.Fatalf("DirectionTo(%v, %v) = %v, %v; want %v", a, b, got, ok, d)
			}
			if Neighbor(b, d.Opposite()) != a {
				t.Fatalf("%v then %v does not return to %v", d, d.Opposite(), a)
			}
			e := EdgeAt(a, d)
			if other, ok := e.Other(a); !ok || other != b {
				t.Fatalf("EdgeAt(%v,%v).Other = %v, %v", a, d, other, ok)
			}
			if back, _ := EdgeBetween(b, a); back != e {
				t.Fatalf("EdgeAt(%v,%v) = %v, EdgeBetween gives %v", a, d, e, back)
			}
			if ed := e.Direction(); Neighbor(e.A, ed) != e.B {
				t.Fatalf("%v.Direction() = %v does not lead from A to B", e, ed)
			}
		}
		if _, ok := DirectionTo(a, a); ok {
			t.Fatalf("DirectionTo(%v, itself) ok", a)
		}
		if _, ok := DirectionTo(a, a.Add(Hex{2, -1})); ok {
			t.Fatalf("DirectionTo at distance 2 ok")
		}
	}
}

func TestEdgesOf(t *testing.T) {
	h := MustParse("0202")
	edges := EdgesOf(h)
	seen := map[Edge]bool{}
	for d, e := range edges {
		if seen[e] {
			t.Errorf("edge %v repeated", e)
		}
		seen[e] = true
		if other, ok := e.Other(h); !ok || other != Neighbor(h, Direction(d)) {
			t.Errorf("EdgesOf[%v] = %v, not shared with the %v neighbour", Direction(d), e, Direction(d))
		}
	}
	if edges[N].String() != "0201-0202" || edges[SW].String() != "0103-0202" {
		t.Errorf("EdgesOf(0202) N=%v SW=%v", edges[N], edges[SW])
	}
	if _, ok := edges[N].Other(MustParse("0101")); ok {
		t.Error("Other accepted a hex not on the edge")
	}
}

func TestDirectionTurnAndString(t *testing.T) {
	if NW.Turn(1) != N || N.Turn(-1) != NW || SE.Turn(13) != S || N.Opposite() != S || NE.Opposite() != SW {
		t.Error("Turn/Opposite wrap wrongly")
	}
	if Direction(7).String() != "NE" || Direction(-1).String() != "NW" || S.String() != "S" {
		t.Error("String does not wrap")
	}
	if Neighbor(Hex{}, Direction(6)) != Neighbor(Hex{}, N) {
		t.Error("Neighbor does not wrap directions")
	}
}
