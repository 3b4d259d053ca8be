package displaytest

// Differing counts the pixels of two RGBA buffers that differ by more than
// one step in a channel: the software renderer may round a blend one step
// apart when the same layers land at another place of its texture atlas,
// while a stale frame differs by whole shapes.
func Differing(a, b []byte) int {
	n := 0
	for i := 0; i+3 < len(a); i += 4 {
		for c := range 4 {
			if d := int(a[i+c]) - int(b[i+c]); d > 1 || d < -1 {
				n++
				break
			}
		}
	}
	return n
}
