package tactical

import "errors"

// reachRefusal is the refusal of a move that costs more than the unit's
// allowance (IX.5.2).
const reachRefusal = "the move costs %s\" and %s may move %s\""

// OutOfReach reports whether err refuses a move only as too long for the
// unit's allowance: a screen may then shorten the move to the unit's
// reach rather than refuse it.
func OutOfReach(err error) bool {
	var r *RuleError
	return errors.As(err, &r) && r.format == reachRefusal
}
