package game

import "fmt"

// refusal is the reason an order or a step is refused, formatted only
// when someone reads it: the move search and the random player ask
// "may this unit move, may it enter that hex" far more often than anyone
// reads the answer. Its arguments are plain values taken when it is
// made, so the text is the same whenever it is read.
type refusal struct {
	format string
	args   []any
}

// refusef is fmt.Errorf for reasons without a wrapped error (%w).
func refusef(format string, args ...any) error { return &refusal{format, args} }

func (r *refusal) Error() string { return fmt.Sprintf(r.format, r.args...) }
