package render

import (
	"sync"

	"github.com/ebitengine/purego"
)

// libc is the C library's account of its heap, for the benchmark's
// trace (framebench_mem.go), reached without cgo of our own.
var libc struct {
	once sync.Once
	info func() mallinfo2
}

// mallinfo2 is glibc's struct of the same name.
type mallinfo2 struct {
	arena, ordblks, smblks, hblks, hblkhd, usmblks, fsmblks, uordblks, fordblks, keepcost uintptr
}

// loadLibc says whether libc.info can be called.
func loadLibc() bool {
	libc.once.Do(func() {
		h, err := purego.Dlopen("libc.so.6", purego.RTLD_NOW|purego.RTLD_GLOBAL)
		if err != nil {
			return
		}
		purego.RegisterLibFunc(&libc.info, h, "mallinfo2")
	})
	return libc.info != nil
}
