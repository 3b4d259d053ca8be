package dice

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

func d20s(r *Roller, n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = r.D20("test", "test")
	}
	return out
}

func TestSameSeedSameRolls(t *testing.T) {
	a, b := d20s(New(42), 1000), d20s(New(42), 1000)
	if !slices.Equal(a, b) {
		t.Fatal("two Rollers seeded 42 rolled different dice")
	}
}

func TestDifferentSeedsDiffer(t *testing.T) {
	seeds := []uint64{0, 1, 2, 3, 42, 1 << 63, ^uint64(0)}
	seen := map[string]uint64{}
	for _, s := range seeds {
		key := fmt.Sprint(d20s(New(s), 64))
		if prev, dup := seen[key]; dup {
			t.Errorf("seeds %d and %d rolled the same 64 dice", prev, s)
		}
		seen[key] = s
	}
}

// The values a seed produces are part of the save format: a saved game
// replays from its seed. If this test fails, old saves no longer replay.
func TestSeedSequenceIsPinned(t *testing.T) {
	got := d20s(New(1), 12)
	want := []int{14, 15, 1, 7, 5, 13, 5, 5, 11, 17, 20, 19}
	if !slices.Equal(got, want) {
		t.Fatalf("seed 1 rolled %v, pinned %v", got, want)
	}
}

func TestRollsAreRecordedAndDrained(t *testing.T) {
	r := New(7)
	a := r.D6("morale", "V.7")
	b := r.Roll(4, "scatter", "VI.4")
	c := r.D10("intensity", "VI.7.3")
	want := []Roll{
		{Die: 6, Value: a, Purpose: "morale", Rule: "V.7"},
		{Die: 4, Value: b, Purpose: "scatter", Rule: "VI.4"},
		{Die: 10, Value: c, Purpose: "intensity", Rule: "VI.7.3"},
	}
	if got := r.TakeRolls(); !slices.Equal(got, want) {
		t.Fatalf("log %v, want %v", got, want)
	}
	if got := r.TakeRolls(); len(got) != 0 {
		t.Fatalf("log not drained: %v", got)
	}
	if r.Count() != 3 {
		t.Fatalf("Count %d, want 3", r.Count())
	}
	r.D20("attack", "VI.7.3")
	if got := r.TakeRolls(); len(got) != 1 || r.Count() != 4 {
		t.Fatalf("after one more roll: log %v, Count %d", got, r.Count())
	}
}

func TestRollStaysInRange(t *testing.T) {
	r := New(3)
	for _, sides := range []int{1, 2, 3, 6, 10, 20, 100, 1 << 40} {
		for range 2000 {
			if v := r.Roll(sides, "range", "test"); v < 1 || v > sides {
				t.Fatalf("d%d rolled %d", sides, v)
			}
		}
	}
}

func TestRollString(t *testing.T) {
	got := Roll{Die: 20, Value: 17, Purpose: "attack", Rule: "VI.7.3"}.String()
	if got != "d20=17 attack (VI.7.3)" {
		t.Fatalf("String() = %q", got)
	}
}

func TestBadDiePanicsWithPurpose(t *testing.T) {
	msg := panicMessage(func() { New(1).Roll(0, "attack", "VI.7.3") })
	if !strings.Contains(msg, "d0") || !strings.Contains(msg, "attack") || !strings.Contains(msg, "VI.7.3") {
		t.Fatalf("panic %q should name the die, purpose and rule", msg)
	}
}

func TestZeroRollerPanicsClearly(t *testing.T) {
	var r Roller
	if msg := panicMessage(func() { r.D6("x", "y") }); !strings.Contains(msg, "before New") {
		t.Fatalf("panic %q", msg)
	}
}

// panicMessage runs f and returns what it panicked with ("" if it did not).
func panicMessage(f func()) (msg string) {
	defer func() {
		if p := recover(); p != nil {
			msg, _ = p.(string)
			if msg == "" {
				msg = "non-string panic"
			}
		}
	}()
	f()
	return ""
}

func BenchmarkRoll(b *testing.B) {
	r := New(1)
	n := 0
	for b.Loop() {
		r.D20("attack", "VI.7.3")
		if n++; n == 1024 {
			r.TakeRolls() // as the engine does after each command
			n = 0
		}
	}
}

// III.14: the game uses d20, d10 and d6.
func TestIII14_ShorthandDice(t *testing.T) {
	r := New(4)
	r.D6("a", "III.14")
	r.D10("b", "III.14")
	r.D20("c", "III.14")
	var dies []int
	for _, roll := range r.TakeRolls() {
		dies = append(dies, roll.Die)
	}
	if !slices.Equal(dies, []int{6, 10, 20}) {
		t.Fatalf("dice %v", dies)
	}
}
