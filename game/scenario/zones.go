package scenario

import (
	"fmt"
	"sort"
	"strings"

	"frontline/game/hex"
	"frontline/game/units"
)

// zone reads a setup zone: single hexes "CCRR" and rectangles
// "CCRR:CCRR" (inclusive column and row ranges of printed numbers). Every
// hex must lie on the map. It returns nil when the list is empty.
func (l *loader) zone(path string, items []string) map[hex.Hex]bool {
	if len(items) == 0 || !l.count(path, len(items), MaxZoneItems) {
		return nil
	}
	z := map[hex.Hex]bool{}
	for i, it := range items {
		p := fmt.Sprintf("%s[%d]", path, i)
		from, to, isRect := strings.Cut(it, ":")
		a, ok := l.hex(p, from)
		if !ok {
			continue
		}
		if !isRect {
			z[a] = true
			continue
		}
		b, ok := l.hex(p, to)
		if !ok {
			continue
		}
		oa, ob := a.Offset(), b.Offset()
		if oa.Col > ob.Col || oa.Row > ob.Row {
			l.errorf(p, "rectangle %q runs backwards (write the top-left hex first, e.g. \"0305:0709\")", it)
			continue
		}
		for c := oa.Col; c <= ob.Col; c++ {
			for r := oa.Row; r <= ob.Row; r++ {
				z[hex.Offset{Col: c, Row: r}.ToHex()] = true
			}
		}
	}
	return z
}

// zonesApart reports hexes that both sides' zones contain.
func (l *loader) zonesApart(path string, a, b map[hex.Hex]bool) {
	var both []string
	for h := range a {
		if b[h] {
			both = append(both, h.String())
		}
	}
	if len(both) > 0 {
		sort.Strings(both)
		if len(both) > 5 {
			both = append(both[:5], "...")
		}
		l.errorf(path, "setup zone overlaps the enemy's setup zone at %s (zones must not share hexes)", strings.Join(both, ", "))
	}
}

// zoneClearOf reports objectives of side inside its own zone: setting up on
// a hex the side must capture would hand it the objective before play.
func (l *loader) zoneClearOf(path string, z map[hex.Hex]bool, side units.Side, objs []Objective) {
	for _, o := range objs {
		for _, h := range o.Hexes {
			if o.Side == side && z[h] {
				l.errorf(path, "setup zone of %s contains %s (%s), an objective %s must capture", side, h, o.Name, side)
			}
		}
	}
}

// sortedHexes lists a set in printed order (for stable messages and tests).
func sortedHexes(set map[hex.Hex]bool) []hex.Hex {
	out := make([]hex.Hex, 0, len(set))
	for h := range set {
		out = append(out, h)
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i].Offset(), out[j].Offset()
		return a.Col < b.Col || (a.Col == b.Col && a.Row < b.Row)
	})
	return out
}
