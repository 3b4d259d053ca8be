package keep

import (
	"runtime"
	"testing"
)

// A kept value comes back after collections, and the list holds no more
// than its capacity.
func TestListKeepsThroughCollectionsUpToItsCapacity(t *testing.T) {
	l := New[*[]byte](2)
	made := 0
	mk := func() *[]byte { made++; b := make([]byte, 1<<16); return &b }
	a, b, c := l.Get(mk), l.Get(mk), l.Get(mk)
	l.Put(a)
	l.Put(b)
	l.Put(c) // over capacity: dropped
	runtime.GC()
	runtime.GC()
	x, y := l.Get(mk), l.Get(mk)
	if x != a || y != b {
		t.Error("the kept values did not come back in order after two collections")
	}
	if made != 3 {
		t.Errorf("made %d values, want 3", made)
	}
	if z := l.Get(mk); z == c || made != 4 {
		t.Errorf("a value put over capacity was kept (made %d)", made)
	}
}
