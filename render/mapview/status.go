package mapview

import (
	"fmt"
	"strings"

	"frontline/game/board"
	"frontline/game/hex"
)

// Objective is a hex marked as a primary (red) or secondary (orange)
// objective (III.5).
type Objective struct {
	Hex     hex.Hex
	Primary bool
	Side    string // whose objective it is
	Name    string
}

// Describe is the status bar's account of hex h: the first line names the
// hex, its terrain and what stands there; the second what runs along or
// across its sides. Both are empty for a hex off the map.
func Describe(m *board.Map, objectives []Objective, h hex.Hex) (what, sides string) {
	if m == nil || !m.InBounds(h) {
		return "", ""
	}
	parts := []string{h.String() + "  " + capitalise(m.Terrain(h).String())}
	if c, ok := m.CityAt(h); ok {
		kind := "ruined"
		if c.Key {
			kind = "key"
		}
		s := fmt.Sprintf("%s: %s, %s", c.Name, c.Size, kind)
		if c.Port {
			s += ", port"
		}
		parts = append(parts, s)
	}
	if a, ok := m.AirfieldAt(h); ok {
		parts = append(parts, "airfield "+a.Name)
	}
	for _, o := range objectives {
		if o.Hex != h {
			continue
		}
		s := "secondary objective"
		if o.Primary {
			s = "primary objective"
		}
		if o.Name != "" {
			s += " " + o.Name
		}
		if o.Side != "" {
			s += " (" + o.Side + ")"
		}
		parts = append(parts, s)
	}
	if m.NoLandingAt(h) {
		parts = append(parts, "no amphibious landings")
	}
	what = strings.Join(parts, "  ·  ")

	var rivers, roads, bridges namedSides
	for _, d := range hex.Directions() {
		n := hex.Neighbor(h, d)
		if r, ok := m.River(h, n); ok {
			rivers.add(r.Name, d.String())
		}
		if r, ok := m.Road(h, n); ok {
			roads.add(r.Name, d.String())
		}
		if b, ok := m.Bridge(h, n); ok {
			name := "bridge"
			if b.Collapsed {
				name = "collapsed bridge"
			}
			bridges.add(name, d.String())
		}
	}
	var out []string
	out = append(out, rivers.list("river %s on %s")...)
	out = append(out, roads.list("road %s to %s")...)
	out = append(out, bridges.list("%s on %s")...)
	return what, strings.Join(out, "  ·  ")
}

// namedSides groups hex sides by the name of what lies on them, in the
// order first met.
type namedSides struct {
	names []string
	sides [][]string
}

func (n *namedSides) add(name, side string) {
	for i, x := range n.names {
		if x == name {
			n.sides[i] = append(n.sides[i], side)
			return
		}
	}
	n.names = append(n.names, name)
	n.sides = append(n.sides, []string{side})
}

func (n *namedSides) list(format string) []string {
	var out []string
	for i, name := range n.names {
		out = append(out, fmt.Sprintf(format, name, strings.Join(n.sides[i], ", ")))
	}
	return out
}

func capitalise(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
