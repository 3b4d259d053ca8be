package hex

import "fmt"

// Edge is a hexside: the border between two adjacent hexes. Rivers, roads
// crossing a border, bridges and coastlines live on edges. It is stored
// normalised (A before B) so the same border always has the same value.
type Edge struct{ A, B Hex }

func less(a, b Hex) bool { return a.Q < b.Q || (a.Q == b.Q && a.R < b.R) }

// EdgeBetween returns the hexside shared by a and b; ok is false when the
// hexes are not adjacent.
func EdgeBetween(a, b Hex) (e Edge, ok bool) {
	if Distance(a, b) != 1 {
		return Edge{}, false
	}
	if less(b, a) {
		a, b = b, a
	}
	return Edge{a, b}, true
}

// String prints the edge as "CCRR-CCRR", the form data files use.
func (e Edge) String() string { return e.A.String() + "-" + e.B.String() }

// ParseEdge reads "CCRR-CCRR" naming two adjacent hexes.
func ParseEdge(s string) (Edge, error) {
	if len(s) != 9 || s[4] != '-' {
		return Edge{}, fmt.Errorf("hexside %q is not two adjacent hexes written \"CCRR-CCRR\"", s)
	}
	a, err := Parse(s[:4])
	if err != nil {
		return Edge{}, err
	}
	b, err := Parse(s[5:])
	if err != nil {
		return Edge{}, err
	}
	e, ok := EdgeBetween(a, b)
	if !ok {
		return Edge{}, fmt.Errorf("hexside %q: %s and %s are not adjacent", s, a, b)
	}
	return e, nil
}

// Distance is the number of hex steps between a and b.
func Distance(a, b Hex) int {
	d := a.Sub(b)
	return (abs(d.Q) + abs(d.R) + abs(d.S())) / 2
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
