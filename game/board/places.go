package board

import (
	"fmt"
	"strings"

	"frontline/game/hex"
)

// noLanding reads map.no_landing: coastal hexes closed to amphibious landings.
func (l *loader) noLanding() {
	m := l.m
	m.noLand = map[hex.Hex]bool{}
	if !l.count("map.no_landing", len(l.f.Map.NoLanding), MaxList) {
		return
	}
	for i, s := range l.f.Map.NoLanding {
		path := fmt.Sprintf("map.no_landing[%d]", i)
		h, ok := l.hex(path, s)
		if !ok {
			continue
		}
		switch {
		case m.Terrain(h) != Coastal:
			l.errorf(path, "hex %s is %s (no_landing marks coastal hexes only)", s, m.Terrain(h))
		case m.noLand[h]:
			l.errorf(path, "hex %s is listed twice", s)
		default:
			m.noLand[h] = true
			m.NoLanding = append(m.NoLanding, h)
		}
	}
}

var sizes = map[string]CitySize{"large": LargeCity, "small": SmallCity, "town": Town}

// cities reads [[city]]: named places of one or more hexes.
func (l *loader) cities() {
	m := l.m
	m.cityAt = map[hex.Hex]int{}
	if !l.count("city", len(l.f.City), MaxList) {
		return
	}
	names := map[string]bool{}
	for i, fc := range l.f.City {
		base := fmt.Sprintf("city[%d]", i)
		if l.name(base+".name", fc.Name) {
			l.unique(names, base+".name", "city", fc.Name)
		}
		c := City{Name: fc.Name, Key: fc.Key, Port: fc.Port}
		size, ok := sizes[fc.Size]
		if !ok {
			l.errorf(base+".size", "city size %q unknown (allowed: large, small, town)", fc.Size)
		}
		c.Size = size
		c.Hexes = l.cityHexes(base, fc)
		if len(c.Hexes) == 0 {
			continue
		}
		coastal := false
		for j, h := range c.Hexes {
			path := cityHexPath(base, fc, j)
			switch t := m.Terrain(h); t {
			case Sea, Impassable:
				l.errorf(path, "city %q stands on %s hex %s (cities need coastal, plains, swamp or mountain)", fc.Name, t, h)
			case Coastal:
				coastal = true
			}
			if other, taken := m.cityAt[h]; taken {
				l.errorf(path, "hex %s already holds city %q (one city per hex)", h, m.Cities[other].Name)
				continue
			}
			if j > 0 && !touchesAny(h, c.Hexes[:j]) {
				l.errorf(path, "hex %s is not next to the city's other hexes (a city's hexes must form one piece)", h)
			}
			m.cityAt[h] = len(m.Cities)
		}
		if fc.Port && !coastal {
			l.errorf(base+".port", "port %q has no coastal hex (a shipping facility needs the sea)", fc.Name)
		}
		m.Cities = append(m.Cities, c)
	}
}

// cityHexes reads either hex or hexes (exactly one of them).
func (l *loader) cityHexes(base string, fc fileCity) []hex.Hex {
	switch {
	case fc.Hex != "" && len(fc.Hexes) > 0:
		l.errorf(base+".hexes", "city %q gives both hex and hexes (use hex for one hex, hexes for several)", fc.Name)
		return nil
	case fc.Hex != "":
		if h, ok := l.hex(base+".hex", fc.Hex); ok {
			return []hex.Hex{h}
		}
		return nil
	case len(fc.Hexes) == 0:
		l.errorf(base, "city %q has no hex (give hex = \"CCRR\" or hexes = [...])", fc.Name)
		return nil
	case !l.count(base+".hexes", len(fc.Hexes), MaxList):
		return nil
	}
	var out []hex.Hex
	seen := map[hex.Hex]bool{}
	for j, s := range fc.Hexes {
		path := fmt.Sprintf("%s.hexes[%d]", base, j)
		h, ok := l.hex(path, s)
		if !ok {
			return nil
		}
		if seen[h] {
			l.errorf(path, "hex %s is listed twice", s)
			return nil
		}
		seen[h] = true
		out = append(out, h)
	}
	return out
}

func cityHexPath(base string, fc fileCity, j int) string {
	if fc.Hex != "" {
		return base + ".hex"
	}
	return fmt.Sprintf("%s.hexes[%d]", base, j)
}

func touchesAny(h hex.Hex, others []hex.Hex) bool {
	for _, o := range others {
		if hex.Distance(h, o) == 1 {
			return true
		}
	}
	return false
}

// airfields reads [[airfield]]. Airfields stand on plains (III.3.1); one
// inside a coastal city is accepted too, as the city marks dry ground.
func (l *loader) airfields() {
	m := l.m
	m.fieldAt = map[hex.Hex]int{}
	if !l.count("airfield", len(l.f.Airfield), MaxList) {
		return
	}
	names := map[string]bool{}
	for i, fa := range l.f.Airfield {
		base := fmt.Sprintf("airfield[%d]", i)
		if l.name(base+".name", fa.Name) {
			l.unique(names, base+".name", "airfield", fa.Name)
		}
		h, ok := l.hex(base+".hex", fa.Hex)
		if !ok {
			continue
		}
		_, inCity := m.cityAt[h]
		if t := m.Terrain(h); t != Plains && !(inCity && t == Coastal) {
			l.errorf(base+".hex", "airfield %q on %s hex %s (airfields need plains, or a coastal city hex)", fa.Name, t, fa.Hex)
			continue
		}
		if other, taken := m.fieldAt[h]; taken {
			l.errorf(base+".hex", "hex %s already holds airfield %q (one airfield per hex)", fa.Hex, m.Airfields[other].Name)
			continue
		}
		m.fieldAt[h] = len(m.Airfields)
		m.Airfields = append(m.Airfields, Airfield{Name: fa.Name, Hex: h})
	}
}

var labelKinds = []string{"sea", "region", "mountain"}

// labels reads [[label]]: names printed on the map.
func (l *loader) labels() {
	if !l.count("label", len(l.f.Label), MaxList) {
		return
	}
	for i, fl := range l.f.Label {
		base := fmt.Sprintf("label[%d]", i)
		switch {
		case strings.TrimSpace(fl.Text) == "":
			l.errorf(base+".text", "missing label text")
			continue
		case len(fl.Text) > MaxNameLen:
			l.errorf(base+".text", "label is %d bytes (at most %d)", len(fl.Text), MaxNameLen)
			continue
		}
		known := false
		for _, k := range labelKinds {
			known = known || fl.Kind == k
		}
		if !known {
			l.errorf(base+".kind", "label kind %q unknown (allowed: %s)", fl.Kind, strings.Join(labelKinds, ", "))
			continue
		}
		h, ok := l.hex(base+".hex", fl.Hex)
		if !ok {
			continue
		}
		l.m.Labels = append(l.m.Labels, Label{Text: fl.Text, Hex: h, Kind: fl.Kind})
	}
}
