package render

import (
	"runtime"
	"runtime/debug"
	"testing"
)

// The soft limit follows the live heap: at least goFloor, and above a
// heap larger than that by half of it, so a big heap never makes the
// collector run without end.
func TestGoMemoryLimitFollowsTheLiveHeap(t *testing.T) {
	if got := goLimit(0); got != goFloor {
		t.Errorf("limit for an empty heap %d, want the floor %d", got, goFloor)
	}
	if got, want := goLimit(100<<20), int64(125<<20+goRoom); got != want {
		t.Errorf("limit for 100 MiB live %d, want %d", got, want)
	}
	old := debug.SetMemoryLimit(-1)
	goLimitOn.Store(true)
	defer func() {
		goLimitOn.Store(false)
		debug.SetMemoryLimit(old)
	}()
	armGoLimit()
	keep := make([]byte, 64<<20)
	for i := range keep {
		keep[i] = byte(i)
	}
	// The finalizer runs on its own goroutine after the cycle ends: a
	// few collections let it.
	for i := 0; i < 50 && debug.SetMemoryLimit(-1) < goLimit(64<<20); i++ {
		runtime.GC()
		runtime.Gosched()
	}
	if got := debug.SetMemoryLimit(-1); got < goLimit(64<<20) {
		t.Errorf("limit %d MiB with 64 MiB live, want at least %d MiB", got>>20, goLimit(64<<20)>>20)
	}
	runtime.KeepAlive(keep)
}
