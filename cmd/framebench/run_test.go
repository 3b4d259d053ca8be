package main

import (
	"os"
	"testing"
)

// The figure of a measurement is the median of its pairs' ratios.
func TestMedian(t *testing.T) {
	for _, c := range []struct {
		xs   []float64
		want float64
	}{{[]float64{3, 1, 2}, 2}, {[]float64{4, 1, 3, 2}, 2.5}, {nil, 0}} {
		if got := median(c.xs); got != c.want {
			t.Errorf("median(%v) = %v, want %v", c.xs, got, c.want)
		}
	}
}

// A run's result line gives its frames and seconds; anything else is an
// error, not a zero.
func TestResultLine(t *testing.T) {
	f, s, err := result("result frames=120 seconds=5.001 stops=0")
	if err != nil || f != 120 || s != 5.001 {
		t.Errorf("result = %d, %v, %v", f, s, err)
	}
	if _, _, err := result("frontline: first frame drawn"); err == nil {
		t.Error("a line that is no result was read as one")
	}
}

// The CPU time of a running process is read from /proc; this process has
// used some by now.
func TestCPUTicksOfThisProcess(t *testing.T) {
	if _, err := os.Stat("/proc/self/stat"); err != nil {
		t.Skip("no /proc")
	}
	for n := 0; n < 5e7; n++ {
		_ = n * n
	}
	c, err := cpuTicks(os.Getpid())
	if err != nil || c < 0 {
		t.Fatalf("cpuTicks = %d, %v", c, err)
	}
	if _, err := cpuTicks(-1); err == nil {
		t.Error("no error for a process that does not exist")
	}
}
