package main

import (
	"fmt"
	"os"
	"runtime/pprof"
)

// startProfile writes a CPU profile to path from now on (to find where a
// screen's frame time goes: `go tool pprof bin/framebench path`); the
// returned function ends it. It runs inside the game loop, so a file that
// cannot be written is said on standard error and the run goes on.
func startProfile(path string) (stop func()) {
	f, err := os.Create(path)
	if err == nil {
		err = pprof.StartCPUProfile(f)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "framebench child: no profile:", err)
		if f != nil {
			f.Close()
		}
		return func() {}
	}
	return func() {
		pprof.StopCPUProfile()
		f.Close()
	}
}

// writeHeapProfile writes the heap profile as of the last collection to
// path (to find what the Go runtime's peak is made of: `go tool pprof
// -sample_index=inuse_space bin/framebench path`).
func writeHeapProfile(path string) {
	f, err := os.Create(path)
	if err == nil {
		err = pprof.WriteHeapProfile(f)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "framebench child: no heap profile:", err)
	}
}
