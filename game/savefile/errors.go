package savefile

import "errors"

// Kinds of rejection. Every *Error wraps one, so callers can pick a message
// or dialog with errors.Is.
var (
	ErrNotSave   = errors.New("not a Frontline General save")
	ErrVersion   = errors.New("unsupported save format version")
	ErrTruncated = errors.New("truncated")
	ErrDamaged   = errors.New("damaged or edited")
	ErrTooLarge  = errors.New("too large")
)

// Error is a rejected save: which file, which kind, and what exactly.
type Error struct {
	File string // as given to Decode or Read
	Kind error  // one of the Err* values above
	Msg  string // full sentence, starting with the kind
}

func (e *Error) Error() string {
	if e.File == "" {
		return e.Msg
	}
	return e.File + ": " + e.Msg
}

func (e *Error) Unwrap() error { return e.Kind }
