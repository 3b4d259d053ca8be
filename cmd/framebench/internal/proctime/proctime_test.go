package proctime

import (
	"os"
	"testing"
)

// The CPU time of a running process is read from /proc; this process has
// used some by now, and a process that does not exist is an error.
func TestOfThisProcess(t *testing.T) {
	if _, err := os.Stat("/proc/self/stat"); err != nil {
		t.Skip("no /proc")
	}
	for n := 0; n < 5e7; n++ {
		_ = n * n
	}
	d, err := Of(os.Getpid())
	if err != nil || d < 0 {
		t.Fatalf("Of = %v, %v", d, err)
	}
	if Self() < d {
		t.Errorf("Self %v went back from %v", Self(), d)
	}
	if _, err := Of(-1); err == nil {
		t.Error("no error for a process that does not exist")
	}
}
