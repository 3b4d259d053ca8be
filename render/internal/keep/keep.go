// Package keep is a bounded free list of scratch buffers that, unlike
// sync.Pool, survives garbage collections. The tile painters' scratch
// (fields, canvases, pixel buffers) was lent from sync.Pools, which the
// collector empties at every cycle; under the game's soft memory limit
// the collector runs often, so buffers were made again and again, and
// their garbage set the Go runtime's share of the tour's resident peak.
package keep

// List holds at most its capacity of values.
type List[T any] struct{ free chan T }

// New is a list holding at most n values.
func New[T any](n int) *List[T] { return &List[T]{free: make(chan T, n)} }

// Get is a kept value, or make's when none is kept.
func (l *List[T]) Get(make func() T) T {
	select {
	case v := <-l.free:
		return v
	default:
		return make()
	}
}

// Put keeps v unless the list is full (v is then left to the collector).
func (l *List[T]) Put(v T) {
	select {
	case l.free <- v:
	default:
	}
}
