// Package hex is the geometry of the operational map: flat-topped hexes in
// numbered columns, as on a paper wargame map.
//
// Internally a hex is an axial coordinate (Q, R); the third cube coordinate
// is S = -Q-R. Everything a person reads or writes uses the printed CCRR
// number: two digits of column then two of row, both starting at 01. Odd
// printed columns (01, 03, ...) sit half a hex higher than even ones.
package hex

import (
	"fmt"
	"strconv"
	"sync"
)

// Hex is an axial coordinate. The zero value is printed hex 0101.
type Hex struct{ Q, R int }

// S is the third cube coordinate.
func (h Hex) S() int { return -h.Q - h.R }

// Offset is a printed map position: 1-based column and row.
type Offset struct{ Col, Row int }

// MaxPrinted is the largest column or row a CCRR number can hold.
const MaxPrinted = 99

// ToHex converts a printed position to axial coordinates.
func (o Offset) ToHex() Hex {
	c, r := o.Col-1, o.Row-1
	return Hex{Q: c, R: r - (c-(c&1))/2}
}

// Offset converts axial coordinates to the printed position.
func (h Hex) Offset() Offset {
	c := h.Q
	r := h.R + (c-(c&1))/2
	return Offset{Col: c + 1, Row: r + 1}
}

// String prints the CCRR number, e.g. "0407". Positions outside 1..99 print
// with a sign or more digits so they are never mistaken for real hexes.
func (h Hex) String() string {
	o := h.Offset()
	if o.Col < 1 || o.Row < 1 || o.Col > MaxPrinted || o.Row > MaxPrinted {
		return fmt.Sprintf("(%d,%d)", o.Col, o.Row)
	}
	return ccrr()[o.Col*(MaxPrinted+1)+o.Row]
}

// ccrr holds every printed CCRR number, built once: String is called in
// hot loops (map keys of hexes) and formatting each time was a profile
// hot spot of random play.
var ccrr = sync.OnceValue(func() []string {
	t := make([]string, (MaxPrinted+1)*(MaxPrinted+1))
	buf := make([]byte, 0, 4*len(t))
	for c := 1; c <= MaxPrinted; c++ {
		for r := 1; r <= MaxPrinted; r++ {
			start := len(buf)
			buf = append(buf, byte('0'+c/10), byte('0'+c%10), byte('0'+r/10), byte('0'+r%10))
			t[c*(MaxPrinted+1)+r] = string(buf[start:])
		}
	}
	return t
})

// Parse reads a CCRR number ("0407"). It accepts exactly four digits with
// column and row each from 01 to 99.
func Parse(s string) (Hex, error) {
	if len(s) != 4 {
		return Hex{}, fmt.Errorf("hex %q is not a four-digit CCRR number (e.g. \"0407\")", s)
	}
	col, err1 := strconv.Atoi(s[:2])
	row, err2 := strconv.Atoi(s[2:])
	if err1 != nil || err2 != nil || s[0] == '+' || s[0] == '-' || s[2] == '+' || s[2] == '-' {
		return Hex{}, fmt.Errorf("hex %q is not a four-digit CCRR number (e.g. \"0407\")", s)
	}
	if col < 1 || row < 1 {
		return Hex{}, fmt.Errorf("hex %q: column and row start at 01", s)
	}
	return Offset{Col: col, Row: row}.ToHex(), nil
}

// MustParse is Parse for literals in code and tests; it panics on error.
func MustParse(s string) Hex {
	h, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return h
}

// Add returns h + d.
func (h Hex) Add(d Hex) Hex { return Hex{h.Q + d.Q, h.R + d.R} }

// Sub returns h - d.
func (h Hex) Sub(d Hex) Hex { return Hex{h.Q - d.Q, h.R - d.R} }
