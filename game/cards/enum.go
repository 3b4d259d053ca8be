package cards

import (
	"slices"
	"strings"
)

// set is a closed list of allowed names, kept in the order the format
// documentation lists them so error messages read the same way.
type set[T ~string] []T

func (s set[T]) has(v T) bool { return slices.Contains(s, v) }

// String lists the allowed names for "(allowed: ...)" messages.
func (s set[T]) String() string {
	parts := make([]string, len(s))
	for i, v := range s {
		parts[i] = string(v)
	}
	return strings.Join(parts, ", ")
}

// Side is who an event effect hits. Relative sides depend on who drew the
// card (III.6.3: the drawing player unless the card says otherwise);
// absolute sides name a country whoever drew it.
type Side string

const (
	Drawer   Side = "drawer"
	Opponent Side = "opponent"
	Both     Side = "both"
	US       Side = "us"      // same spelling as units.US
	Germany  Side = "germany" // same spelling as units.Germany
)

var sides = set[Side]{Drawer, Opponent, Both, US, Germany}

// Relative reports whether the side depends on who drew the card.
func (s Side) Relative() bool { return s == Drawer || s == Opponent || s == Both }
