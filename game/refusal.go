package game

import (
	"errors"
	"fmt"
	"strconv"
)

// refusal is the reason an order or a step is refused, formatted only
// when someone reads it: the move search and the random player ask
// "may this unit move, may it enter that hex" far more often than anyone
// reads the answer. Its arguments are plain values taken when it is
// made, and the units it names (named) keep the marker they had then, so
// the text is the same whenever it is read. A refusal of up to two
// arguments, most of them, is one small allocation.
type refusal struct {
	format string
	args   []any
	buf    [2]any
	marks  [2]int32 // the markers of the named units among args[:2], as made
}

// refusef is fmt.Errorf for reasons without a wrapped error (%w); a unit
// is passed as named(u) for "%s".
func refusef(format string, args ...any) error {
	r := &refusal{format: format}
	r.args = append(r.buf[:0], args...)
	for i, a := range r.args {
		if n, ok := a.(*unitName); ok {
			if i < len(r.marks) {
				r.marks[i] = int32(n.Marker)
			} else {
				r.args[i] = n.String()
			}
		}
	}
	return r
}

// quiet says a bar is asked only whether it refuses, not why: the random
// player asks whether every unit of every state may move, and nobody
// reads those reasons.
type quiet bool

// errBarred stands for every refusal of a quiet question.
var errBarred = errors.New("refused")

// refuse is refusef, or errBarred and no refusal made when q is set.
func (q quiet) refuse(format string, args ...any) error {
	if q {
		return errBarred
	}
	return refusef(format, args...)
}

func (r *refusal) Error() string {
	args := append([]any(nil), r.args...)
	for i, a := range args {
		if n, ok := a.(*unitName); ok && i < len(r.marks) {
			args[i] = unitLabel(n.Card.Name, int(r.marks[i]))
		}
	}
	return fmt.Sprintf(r.format, args...)
}

// unitName is a unit as a refusal names it, printed (String) as describe
// prints it; passing it costs no text until the refusal is read.
type unitName Unit

func named(u *Unit) *unitName { return (*unitName)(u) }

func (n *unitName) String() string { return unitLabel(n.Card.Name, n.Marker) }

// unitLabel is how the rules name a unit: its card and marker number.
func unitLabel(card string, marker int) string {
	return card + " #" + strconv.Itoa(marker) // not Sprintf: units are named in hot loops
}
