// Package testmap builds maps for the renderer's tests and benchmarks: a
// small hand-laid map with every kind of feature, and large synthetic ones.
// Maps are written as TOML and read back through board.Load, so they are
// exactly what the real loader accepts.
package testmap

import (
	"fmt"
	"strings"

	"frontline/game/board"
	"frontline/game/hex"
)

// Spec is a map before it is written out.
type Spec struct {
	ID, Name  string
	Width     int
	Height    int
	Terrain   []string // one row of single-letter codes per row, e.g. "SSCPPM"
	Rivers    []Feature
	Roads     []Feature
	Cities    []City
	Airfields []Place
	Labels    []Label
	NoLanding []string
	Collapsed []string // hexsides "CCRR-CCRR"
}

// Feature is a named river or road given by waypoints; straight hex lines
// join them. A road runs through the hexes; a river runs beside them (see
// RiverBeside).
type Feature struct {
	Name string
	Via  []string
}

// Hexes expands the waypoints into a path of adjacent hexes.
func (f Feature) Hexes() []hex.Hex {
	var out []hex.Hex
	for i := 1; i < len(f.Via); i++ {
		line := hex.Line(hex.MustParse(f.Via[i-1]), hex.MustParse(f.Via[i]))
		if i > 1 {
			line = line[1:]
		}
		out = append(out, line...)
	}
	return out
}

// City is a named place.
type City struct {
	Name  string
	Hexes []string
	Size  string // large, small, town
	Key   bool
	Port  bool
}

// Place is a named single-hex feature.
type Place struct{ Name, Hex string }

// Label is a geographic name.
type Label struct{ Text, Hex, Kind string }

// TOML writes the spec in the map file format.
func (s *Spec) TOML() string {
	var b strings.Builder
	fmt.Fprintf(&b, "[map]\nid = %q\nname = %q\nwidth = %d\nheight = %d\nmiles_per_hex = 5.0\n", s.ID, s.Name, s.Width, s.Height)
	b.WriteString("terrain = [\n")
	for _, row := range s.Terrain {
		fmt.Fprintf(&b, "  %q,\n", strings.Join(strings.Split(row, ""), " "))
	}
	b.WriteString("]\n")
	fmt.Fprintf(&b, "no_landing = %s\ncollapsed_bridges = %s\n", list(s.NoLanding), list(s.Collapsed))
	for _, r := range s.Rivers {
		var edges []string
		for _, e := range RiverBeside(r.Hexes()) {
			edges = append(edges, e.String())
		}
		fmt.Fprintf(&b, "\n[[river]]\nname = %q\nedges = %s\n", r.Name, list(edges))
	}
	for _, r := range s.Roads {
		var hs []string
		for _, h := range r.Hexes() {
			hs = append(hs, h.String())
		}
		fmt.Fprintf(&b, "\n[[road]]\nname = %q\nhexes = %s\n", r.Name, list(hs))
	}
	for _, c := range s.Cities {
		fmt.Fprintf(&b, "\n[[city]]\nname = %q\nhexes = %s\nsize = %q\nkey = %v\nport = %v\n", c.Name, list(c.Hexes), c.Size, c.Key, c.Port)
	}
	for _, a := range s.Airfields {
		fmt.Fprintf(&b, "\n[[airfield]]\nname = %q\nhex = %q\n", a.Name, a.Hex)
	}
	for _, l := range s.Labels {
		fmt.Fprintf(&b, "\n[[label]]\ntext = %q\nhex = %q\nkind = %q\n", l.Text, l.Hex, l.Kind)
	}
	return b.String()
}

// Map loads the spec through the real loader; it panics on a bad spec,
// since specs are fixed test data.
func (s *Spec) Map() *board.Map {
	m, err := board.Load(s.ID+".toml", []byte(s.TOML()))
	if err != nil {
		panic(err)
	}
	return m
}

func list(xs []string) string {
	q := make([]string, len(xs))
	for i, x := range xs {
		q[i] = fmt.Sprintf("%q", x)
	}
	return "[" + strings.Join(q, ", ") + "]"
}

// RiverBeside returns the chain of hexsides along one flank of a path of
// adjacent hexes: for each hex, the sides turning clockwise from the way
// out to the way in. Consecutive sides share a corner, as the loader needs.
func RiverBeside(path []hex.Hex) []hex.Edge {
	var out []hex.Edge
	for i, h := range path {
		var in, out2 hex.Direction
		switch {
		case len(path) == 1:
			return nil
		case i == 0:
			out2, _ = hex.DirectionTo(h, path[1])
			in = out2.Opposite()
		case i == len(path)-1:
			in, _ = hex.DirectionTo(h, path[i-1])
			out2 = in.Opposite()
		default:
			in, _ = hex.DirectionTo(h, path[i-1])
			out2, _ = hex.DirectionTo(h, path[i+1])
		}
		var mine []hex.Edge
		for d := out2.Turn(1); d != in; d = d.Turn(1) {
			mine = append(mine, hex.EdgeAt(h, d))
		}
		// The hex's sides run from the next hex back to the previous one;
		// reversed they follow the path forwards.
		for j := len(mine) - 1; j >= 0; j-- {
			out = append(out, mine[j])
		}
	}
	return out
}
