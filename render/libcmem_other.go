//go:build !linux

package render

// mallinfo2 is glibc's; elsewhere the trace goes without the C heap.
type mallinfo2 struct {
	arena, ordblks, smblks, hblks, hblkhd, usmblks, fsmblks, uordblks, fordblks, keepcost uintptr
}

var libc struct{ info func() mallinfo2 }

func loadLibc() bool { return false }
