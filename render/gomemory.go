package render

import (
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"sync"
	"sync/atomic"
)

// The client's Go heap is small (about 20 MB live on the introduction)
// but, left to the default GOGC, grows to twice that before a collection
// and keeps freed pages for a while: a fifth of the play screen's peak
// memory. boundGoMemory sets a soft limit that follows the live heap
// (live + a quarter of it + room for stacks and the runtime's own tables, at
// least goFloor): the collector then runs a little earlier and gives
// freed pages back sooner, and a larger heap (a big map, a long game)
// only moves the limit up, so the collector never runs without end.
// GOMEMLIMIT in the environment, if set, is left to rule.
//
// The limit allows a quarter of the live heap as garbage: the client's
// steady frames allocate nothing, so what is collected is the work of a
// pan, a zoom or a command, and collections stay rare; half of it (the
// limit until now) was 5 MiB more at the play screen's peak for no
// gain. Heavy allocators (the computer player's search) only raise the
// live heap and with it the limit, and the runtime caps the collector's
// share of the CPU when a limit binds.
//
// Not tighter: an eighth of the heap with 6 MiB of room and a 24 MiB
// floor (tried on 2026-11-28) left the limit under what the runtime
// itself holds besides the heap, so the collector ran without end — a
// frame with the pointer moving cost 80 ms of CPU instead of 24 (the
// "pointer moving" row of PERFORMANCE.md) to save 3 MiB.

// goFloor is the smallest limit: what the menu and a small map need.
const goFloor = 32 << 20

// goRoom is what the limit allows besides the heap: goroutine stacks,
// the runtime's metadata, profiling buckets.
const goRoom = 8 << 20

var boundOnce sync.Once

// goLimitOn keeps the limit following the heap (a test turns it off).
var goLimitOn atomic.Bool

func boundGoMemory() {
	boundOnce.Do(func() {
		if os.Getenv("GOMEMLIMIT") != "" {
			return
		}
		debug.SetMemoryLimit(goLimit(0))
		goLimitOn.Store(true)
		armGoLimit()
	})
}

// goLimit is the limit for a live heap of live bytes.
func goLimit(live uint64) int64 { return max(goFloor, int64(live+live/4)+goRoom) }

// armGoLimit sets the limit again after the next collection: the
// sentinel, unreachable at once, is finalized at the end of that cycle
// and arms the next.
func armGoLimit() {
	runtime.SetFinalizer(new(gcSentinel), func(*gcSentinel) {
		if goLimitOn.Load() {
			debug.SetMemoryLimit(goLimit(liveHeap()))
			armGoLimit()
		}
	})
}

type gcSentinel struct{ _ [16]byte } // not zero-sized: those may never be finalized

var liveSample = []metrics.Sample{{Name: "/gc/heap/live:bytes"}}

// liveHeap is the heap the last collection found live. Only the
// finalizer goroutine reads it, one call at a time.
func liveHeap() uint64 {
	metrics.Read(liveSample)
	return liveSample[0].Value.Uint64()
}
