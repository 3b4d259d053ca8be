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
// (live + an eighth of it + room for stacks and the runtime's own tables, at
// least goFloor): the collector then runs a little earlier and gives
// freed pages back sooner, and a larger heap (a big map, a long game)
// only moves the limit up, so the collector never runs without end.
// GOMEMLIMIT in the environment, if set, is left to rule.
//
// The limit allows an eighth of the live heap as garbage, with 6 MiB of
// room and a 24 MiB floor: the client's steady frames allocate nothing,
// so what is collected is the work of a pan, a zoom or a command, and
// collections stay rare. (A quarter, 8 MiB and 32 MiB, the limit until
// now, left Go 5 MiB more at the play screen's resident peak.) Heavy
// allocators (the computer player's search) only raise the live heap
// and with it the limit, and the runtime caps the collector's share of
// the CPU when a limit binds.

// goFloor is the smallest limit: what the menu and a small map need.
const goFloor = 24 << 20

// goRoom is what the limit allows besides the heap: goroutine stacks,
// the runtime's metadata, profiling buckets (together 6–7 MiB at the
// play screen's peak).
const goRoom = 6 << 20

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
func goLimit(live uint64) int64 { return max(goFloor, int64(live+live/8)+goRoom) }

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
