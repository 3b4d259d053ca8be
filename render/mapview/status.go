package mapview

import (
	"fmt"
	"strings"

	"frontline/game"
	"frontline/game/board"
	"frontline/game/hex"
	"frontline/game/units"
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
	return DescribeWith(m, objectives, nil, h)
}

// DescribeWith is Describe with the map features changed in play (a
// View's Features; fe.Card gives the values of ports and airfields).
func DescribeWith(m *board.Map, objectives []Objective, fe *FeatureInfo, h hex.Hex) (what, sides string) {
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
		port := ""
		if c.Port {
			if port = fe.port(c.Name, h); port == "" {
				s += ", port"
			}
		}
		parts = append(parts, s)
		if port != "" {
			parts = append(parts, port)
		}
	}
	if a, ok := m.AirfieldAt(h); ok {
		if s := fe.airfield(a.Name, h); s != "" {
			parts = append(parts, s)
		} else {
			parts = append(parts, "airfield "+a.Name)
		}
	}
	for _, o := range objectives {
		if o.Hex != h {
			continue
		}
		s := "secondary objective"
		if o.Primary {
			s = "primary objective"
		}
		if c, ok := m.CityAt(h); o.Name != "" && (!ok || c.Name != o.Name) { // the town is named already
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
	var changed []string
	for _, d := range hex.Directions() {
		n := hex.Neighbor(h, d)
		if r, ok := m.River(h, n); ok {
			rivers.add(r.Name, d.String())
		}
		if r, ok := m.Road(h, n); ok {
			roads.add(r.Name, d.String())
		}
		if s := fe.bridge(m, h, n, d); s != "" {
			changed = append(changed, s)
			continue
		}
		if b, ok := m.Bridge(h, n); ok {
			name := "bridge"
			if b.Collapsed {
				name = "collapsed bridge"
			}
			bridges.add(name, d.String())
		}
	}
	out := changed // what play changed first: it matters most, then what a move crosses
	out = append(out, rivers.list("river %s on %s")...)
	out = append(out, bridges.list("%s on %s")...)
	for i, name := range roads.names {
		if !strings.HasSuffix(name, " road") { // "Melfi-Venosa road", not "road … road"
			name = "road " + name
		}
		out = append(out, fmt.Sprintf("%s to %s", name, strings.Join(roads.sides[i], ", ")))
	}
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

// FeatureInfo is what the status bar needs to tell the map features
// changed in play: the View's list, and the catalog for the values of
// damaged ports and airfields (nil: told without values).
type FeatureInfo struct {
	List []game.FeatureState
	Card func(id string) (*units.Card, bool)
}

func (fe *FeatureInfo) find(kind string, h hex.Hex, edge string) (game.FeatureState, bool) {
	if fe == nil {
		return game.FeatureState{}, false
	}
	for _, f := range fe.List {
		if f.Kind == kind && (kind == game.FeatureKindBridge && f.Edge == edge || kind != game.FeatureKindBridge && f.Hex == h) {
			return f, true
		}
	}
	return game.FeatureState{}, false
}

func (fe *FeatureInfo) card(id string) *units.Card {
	if fe.Card == nil {
		return nil
	}
	c, _ := fe.Card(id)
	return c
}

// port tells the state of the port in h of city name, or "" if intact.
func (fe *FeatureInfo) port(name string, h hex.Hex) string {
	f, ok := fe.find(game.FeatureKindPort, h, "")
	switch {
	case !ok:
		return ""
	case f.State == game.FeatureDown:
		return "Port of " + name + " — destroyed: no supply relief, no landings"
	}
	if c := fe.card(game.PortCard); c != nil {
		return fmt.Sprintf("Port of %s — damaged: supply relief %d instead of %d", name, c.Damaged.PortBonus, c.Full.PortBonus)
	}
	return "Port of " + name + " — damaged: less supply relief"
}

// airfield tells the state of the printed airfield in h, or "".
func (fe *FeatureInfo) airfield(name string, h hex.Hex) string {
	f, ok := fe.find(game.FeatureKindAirfield, h, "")
	switch {
	case !ok:
		return ""
	case f.State == game.FeatureDown:
		return name + " airfield — destroyed: no aircraft take off or land"
	}
	if c := fe.card(game.AirfieldCard); c != nil && c.Damaged.SortieLimit > 0 {
		return fmt.Sprintf("%s airfield — damaged: %d take-offs or landings a turn", name, c.Damaged.SortieLimit)
	}
	return name + " airfield — damaged"
}

// bridge tells the state of a bridge changed in play between h and its
// neighbour n on side d, or "".
func (fe *FeatureInfo) bridge(m *board.Map, h, n hex.Hex, d hex.Direction) string {
	e, ok := hex.EdgeBetween(h, n)
	if !ok {
		return ""
	}
	f, ok := fe.find(game.FeatureKindBridge, h, e.String())
	if !ok {
		return ""
	}
	over := ""
	if r, ok := m.River(h, n); ok {
		over = " over the " + r.Name
	}
	switch f.State {
	case game.FeatureDown:
		return fmt.Sprintf("Bridge%s on %s — destroyed", over, d)
	case game.FeatureDamaged:
		return fmt.Sprintf("Engineered bridge%s on %s — damaged", over, d)
	}
	return fmt.Sprintf("Engineered bridge%s on %s", over, d)
}
