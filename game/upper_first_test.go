package game

import (
	"strings"
	"testing"
)

// upperFirst leaves a text that already starts with a capital, a digit or
// a sign as it is, without a copy (every event text passes through it),
// and otherwise gives what capitalising the first byte always gave.
func TestUpperFirstCapitalisesAndCopiesOnlyWhenItMust(t *testing.T) {
	for _, s := range []string{"", "a", "Z", "the port of Salerno", "The bridge", "3 units", "(III.2)", "é accent", "Élan", "ß", "\xffbad"} {
		want := s
		if s != "" {
			want = strings.ToUpper(s[:1]) + s[1:]
		}
		if got := upperFirst(s); got != want {
			t.Errorf("upperFirst(%q) = %q, want %q", s, got, want)
		}
	}
	text := "The United States take Salerno."
	if n := testing.AllocsPerRun(100, func() { _ = upperFirst(text) }); n != 0 {
		t.Errorf("upperFirst of a capitalised text allocates %v times, want 0", n)
	}
}
