package tomldoc

import (
	"errors"
	"regexp"
	"slices"
	"strconv"
)

// Sorted lists the problems in err (a List is opened up) by file, then by
// line and column compared as numbers, so that line 9 comes before line
// 10. Problems without a position come first; ties keep the order they
// were found in.
func Sorted(err error) []error {
	if err == nil {
		return nil
	}
	var all []error
	if l, ok := err.(List); ok {
		all = append(all, l...)
	} else {
		all = []error{err}
	}
	slices.SortStableFunc(all, func(a, b error) int {
		fa, la, ca := where(a)
		fb, lb, cb := where(b)
		if fa != fb {
			if fa < fb {
				return -1
			}
			return 1
		}
		if la != lb {
			return la - lb
		}
		return ca - cb
	})
	return all
}

// located matches a message that starts "file:line:col: " without being an
// *Error (some callers format their own).
var located = regexp.MustCompile(`^(.+?):([0-9]+):([0-9]+): `)

func where(err error) (file string, line, col int) {
	var e *Error
	if errors.As(err, &e) {
		return e.File, e.Line, e.Col
	}
	if m := located.FindStringSubmatch(err.Error()); m != nil {
		line, _ = strconv.Atoi(m[2])
		col, _ = strconv.Atoi(m[3])
		return m[1], line, col
	}
	return "", 0, 0
}
