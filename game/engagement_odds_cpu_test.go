package game

import (
	"syscall"
	"testing"
	"time"
)

// benchOdds runs one odds call per iteration, with its allocations and
// processor time.
func benchOdds(b *testing.B, call func() (Odds, error)) {
	b.ReportAllocs()
	c0 := processCPU()
	for b.Loop() {
		if _, err := call(); err != nil {
			b.Fatal(err)
		}
	}
	reportCPU(b, c0)
}

// reportCPU reports the processor time of the whole process (every
// thread, the garbage collector's too) per iteration since c0 as
// cpu-ms/op: on the shared two-core machine the wall time of a benchmark
// follows the load, its processor time much less.
func reportCPU(b *testing.B, c0 time.Duration) {
	b.ReportMetric(float64(processCPU()-c0)/float64(b.N)/1e6, "cpu-ms/op")
}

// processCPU is the user and system time of the process so far.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
