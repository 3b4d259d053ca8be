package dice

import (
	"slices"
	"testing"
)

// A clone of a seeded Roller rolls what the original rolls next, and
// rolling on one leaves the other where it was.
func TestCloneForksTheGenerator(t *testing.T) {
	r := New(7)
	r.D20("a", "x")
	c := r.Clone()
	var a, b []int
	for range 50 {
		a = append(a, r.D20("a", "x"))
	}
	for range 50 {
		b = append(b, c.D20("a", "x"))
	}
	if !slices.Equal(a, b) || r.Count() != c.Count() {
		t.Fatalf("clone rolled %v, original %v", b, a)
	}
	if len(r.TakeRolls()) != 51 || len(c.TakeRolls()) != 51 {
		t.Fatal("each roller keeps its own log, the pre-clone roll included")
	}
}

func TestCloneOfScriptContinuesTheScript(t *testing.T) {
	r := Script(3, 4, 5)
	r.D6("a", "x")
	c := r.Clone()
	if v := c.D6("a", "x"); v != 4 || c.Remaining() != 1 || r.Remaining() != 2 {
		t.Fatalf("clone rolled %d, remaining %d/%d", v, c.Remaining(), r.Remaining())
	}
}
