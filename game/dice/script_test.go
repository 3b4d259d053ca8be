package dice

import (
	"fmt"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
)

func TestScriptRollsInOrderAndRecords(t *testing.T) {
	r := Script(4, 20, 1, 10)
	got := []int{r.D6("a", "1"), r.D20("b", "2"), r.D20("c", "3")}
	if !slices.Equal(got, []int{4, 20, 1}) {
		t.Fatalf("rolled %v", got)
	}
	if r.Remaining() != 1 {
		t.Fatalf("Remaining %d, want 1", r.Remaining())
	}
	log := r.TakeRolls()
	if len(log) != 3 || log[1] != (Roll{Die: 20, Value: 20, Purpose: "b", Rule: "2"}) {
		t.Fatalf("log %v", log)
	}
	if r.D10("d", "4") != 10 || r.Remaining() != 0 || r.Count() != 4 {
		t.Fatalf("last roll: Remaining %d, Count %d", r.Remaining(), r.Count())
	}
}

func TestScriptOutOfRangePanicsWithPurposeAndRule(t *testing.T) {
	for _, v := range []int{0, 7, -1} {
		msg := panicMessage(func() { Script(v).D6("morale", "V.7") })
		for _, want := range []string{fmt.Sprint(v), "d6", "morale", "V.7", "outside 1..6"} {
			if !strings.Contains(msg, want) {
				t.Errorf("value %d: panic %q lacks %q", v, msg, want)
			}
		}
	}
}

func TestScriptExhaustedPanics(t *testing.T) {
	r := Script(3)
	r.D6("first", "V.1")
	msg := panicMessage(func() { r.D20("attack", "VI.7.3") })
	for _, want := range []string{"roll 2", "d20", "attack", "VI.7.3", "only 1 value"} {
		if !strings.Contains(msg, want) {
			t.Errorf("panic %q lacks %q", msg, want)
		}
	}
}

func TestSeededRollerHasNothingRemaining(t *testing.T) {
	if New(1).Remaining() != 0 {
		t.Fatal("a seeded Roller reports scripted values")
	}
}

// fakeTB records what ScriptT reports. Fatal ends the goroutine, as
// testing.T does, so ScriptT's roll is run on its own goroutine.
type fakeTB struct {
	mu       sync.Mutex
	fatals   []string
	errors   []string
	cleanups []func()
}

func (f *fakeTB) Helper() {}
func (f *fakeTB) Fatal(args ...any) {
	f.mu.Lock()
	f.fatals = append(f.fatals, fmt.Sprint(args...))
	f.mu.Unlock()
	runtime.Goexit()
}
func (f *fakeTB) Errorf(format string, args ...any) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.errors = append(f.errors, fmt.Sprintf(format, args...))
}
func (f *fakeTB) Cleanup(fn func()) { f.cleanups = append(f.cleanups, fn) }

func (f *fakeTB) run(fn func()) {
	done := make(chan struct{})
	go func() { defer close(done); fn() }()
	<-done
}

func (f *fakeTB) cleanup() {
	for i := len(f.cleanups) - 1; i >= 0; i-- {
		f.cleanups[i]()
	}
}

func TestScriptTFailsTheTest(t *testing.T) {
	var ft fakeTB
	r := ScriptT(&ft, 5, 11)
	reached := false
	ft.run(func() {
		r.D10("intensity", "VI.7.3")
		r.D10("intensity", "VI.7.3") // 11 on a d10
		reached = true
	})
	if reached || len(ft.fatals) != 1 || !strings.Contains(ft.fatals[0], "VI.7.3") || !strings.Contains(ft.fatals[0], "11") {
		t.Fatalf("reached %v, fatals %q", reached, ft.fatals)
	}
	ft.cleanup()
	if len(ft.errors) != 0 {
		t.Fatalf("no values were left over, yet: %q", ft.errors)
	}
}

func TestScriptTReportsUnusedValues(t *testing.T) {
	var ft fakeTB
	r := ScriptT(&ft, 2, 3, 4)
	r.D6("x", "y")
	ft.cleanup()
	if len(ft.errors) != 1 || !strings.Contains(ft.errors[0], "[3 4]") {
		t.Fatalf("errors %q", ft.errors)
	}
}

func TestScriptTExhausted(t *testing.T) {
	var ft fakeTB
	r := ScriptT(&ft)
	ft.run(func() { r.D20("attack", "VI.7.3") })
	if len(ft.fatals) != 1 || !strings.Contains(ft.fatals[0], "attack") {
		t.Fatalf("fatals %q", ft.fatals)
	}
}
