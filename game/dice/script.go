package dice

import "fmt"

// TB is the part of testing.TB that ScriptT uses; any *testing.T or
// *testing.B fits, and the package does not link the testing library into
// the game.
type TB interface {
	Helper()
	Fatal(args ...any)
	Errorf(format string, args ...any)
	Cleanup(func())
}

// Script returns a Roller that hands out values in order instead of drawing
// them. A value outside 1..sides, or a roll after the script ran out, panics
// with the roll's purpose and rule. Rolls are recorded as for a seeded Roller.
func Script(values ...int) *Roller {
	return &Roller{src: &script{values: values, fail: func(msg string) { panic(msg) }}}
}

// ScriptT is Script for tests: a bad or missing value fails t instead of
// panicking, and values still unused when the test ends are reported as an
// error (a test that scripts more dice than the rules roll is usually wrong;
// use Script and Remaining to check leftovers by hand).
func ScriptT(t TB, values ...int) *Roller {
	t.Helper()
	s := &script{values: values, fail: func(msg string) { t.Helper(); t.Fatal(msg) }}
	t.Cleanup(func() {
		if left := s.values[s.used:]; len(left) > 0 {
			t.Errorf("dice script: %d value(s) never rolled: %v", len(left), left)
		}
	})
	return &Roller{src: s}
}

// Remaining is the number of scripted values not yet rolled (0 for a seeded
// Roller).
func (r *Roller) Remaining() int {
	s, ok := r.src.(*script)
	if !ok {
		return 0
	}
	return len(s.values) - s.used
}

type script struct {
	values []int
	used   int
	fail   func(msg string) // must not return normally for Script; t.Fatal stops the test goroutine
}

func (s *script) next(sides int, purpose, rule string) int {
	n := s.used + 1
	if s.used >= len(s.values) {
		s.fail(fmt.Sprintf("dice script: roll %d (d%d %s, %s) asked for, but only %d value(s) were scripted",
			n, sides, purpose, rule, len(s.values)))
		return 1 // reached only if fail returns (a testing.TB that does not stop)
	}
	v := s.values[s.used]
	s.used++
	if v < 1 || v > sides {
		s.fail(fmt.Sprintf("dice script: roll %d (d%d %s, %s) is scripted as %d, outside 1..%d",
			n, sides, purpose, rule, v, sides))
		return 1
	}
	return v
}
