package displaytest

import "testing"

// FrameKey returns a scene's frame key (scene.Still) and fails the test
// when there is none; what names the moment.
func FrameKey(t testing.TB, what string, key func() (uint64, bool)) uint64 {
	t.Helper()
	k, ok := key()
	if !ok {
		t.Fatalf("%s: no frame key", what)
	}
	return k
}

// StillKey is the frame key of a scene holding still: it must have one,
// and the same after one more frame (step).
func StillKey(t testing.TB, step func(), key func() (uint64, bool)) uint64 {
	t.Helper()
	k := FrameKey(t, "still", key)
	step()
	if FrameKey(t, "still, a frame later", key) != k {
		t.Fatal("the frame key changed with nothing changing")
	}
	return k
}
