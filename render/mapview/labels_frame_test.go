package mapview

import "testing"

// A frame letters at most letterPerFrame names of a kind: the others in
// view wait, the map is not Ready meanwhile, and the next frames letter
// them all.
func TestNamesLetteredAFewAFrame(t *testing.T) {
	f := newFrame(t, Config{Map: introMap(t), Objectives: introObjectives()}, 1280, 800, nil)
	ls := f.s.labels
	var shown int
	for i := range ls.labels {
		if l := &ls.labels[i]; l.shown && l.kind == cityLabel {
			l.img.Deallocate()
			l.img = nil
			shown++
		}
	}
	ls.lettered = -1 // the names' layer drawn again, as after a pan
	if shown <= letterPerFrame {
		t.Fatalf("only %d town names shown; the test needs more than %d", shown, letterPerFrame)
	}
	lettered := func() (n int) {
		for i := range ls.labels {
			if l := &ls.labels[i]; l.shown && l.kind == cityLabel && l.img != nil {
				n++
			}
		}
		return n
	}
	f.step()
	if n := lettered(); n > letterPerFrame || n == 0 {
		t.Fatalf("the first frame lettered %d town names, want 1 to %d", n, letterPerFrame)
	}
	if f.s.Ready() {
		t.Fatal("the map is Ready with town names waiting")
	}
	for k := 0; !f.s.Ready(); k++ {
		if k > shown {
			t.Fatalf("still not Ready after %d frames", k)
		}
		before := lettered()
		f.step()
		if got := lettered() - before; got > letterPerFrame {
			t.Fatalf("a frame lettered %d town names", got)
		}
	}
	if n := lettered(); n != shown {
		t.Errorf("%d of %d town names lettered once Ready", n, shown)
	}
}
