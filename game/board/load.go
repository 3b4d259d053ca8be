package board

import (
	"fmt"
	"regexp"
	"strings"

	"frontline/game/hex"
	"frontline/game/tomldoc"
)

// Load reads one map file (named file in messages). Every problem found is
// reported with its position; the map is returned only when there are none.
func Load(file string, data []byte) (*Map, error) {
	var f fileMap
	doc, err := tomldoc.Decode(file, data, &f)
	if err != nil {
		return nil, err
	}
	l := &loader{doc: doc, f: &f, m: &Map{}}
	l.header()
	if len(l.errs) == 0 {
		// Everything below places things on the grid, so it needs a sound one.
		l.noLanding()
		l.rivers()
		l.roads()
		l.bridges()
		l.m.indexSides()
		l.cities()
		l.airfields()
		l.labels()
	}
	if err := l.errs.Err(); err != nil {
		return nil, err
	}
	return l.m, nil
}

// LoadFile reads a map file from disk.
func LoadFile(path string) (*Map, error) {
	data, err := tomldoc.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Load(path, data)
}

// loader carries the decoded file, the map being built and the problems
// found so far.
type loader struct {
	doc  *tomldoc.Doc
	f    *fileMap
	m    *Map
	errs tomldoc.List
}

func (l *loader) errorf(path, format string, args ...any) {
	l.errs.Add(l.doc.Errorf(path, format, args...))
}

var idPattern = regexp.MustCompile(`^[a-z0-9][a-z0-9-]*$`)

// PlainID reports whether id is a usable map id: lower-case letters, digits
// and hyphens, at most MaxNameLen. A map id doubles as a file name
// (ID.toml beside a scenario being validated), so nothing else may pass.
func PlainID(id string) bool {
	return len(id) <= MaxNameLen && idPattern.MatchString(id)
}

// header checks [map] and builds the terrain grid.
func (l *loader) header() {
	h := &l.f.Map
	m := l.m
	if !l.doc.Has("map") && h.ID == "" && h.Width == 0 && h.Height == 0 {
		l.errorf("map", "missing [map] table (id, name, width, height, miles_per_hex, terrain)")
		return
	}
	switch {
	case h.ID == "":
		l.errorf("map.id", "missing map id (lower-case letters, digits and hyphens, e.g. \"foggia-bari\")")
	case !PlainID(h.ID):
		l.errorf("map.id", "map id %q is not allowed (lower-case letters, digits and hyphens, at most %d)", h.ID, MaxNameLen)
	}
	l.name("map.name", h.Name)
	if h.MilesPerHex <= 0 || h.MilesPerHex > 1000 {
		l.errorf("map.miles_per_hex", "miles_per_hex %g out of range (more than 0, at most 1000)", h.MilesPerHex)
	}
	m.ID, m.Name, m.MilesPerHex = h.ID, h.Name, h.MilesPerHex
	okW := l.side("map.width", "width", h.Width)
	okH := l.side("map.height", "height", h.Height)
	if !okW || !okH {
		return
	}
	if h.Width*h.Height > MaxHexes {
		l.errorf("map.width", "map is %d×%d = %d hexes (at most %d)", h.Width, h.Height, h.Width*h.Height, MaxHexes)
		return
	}
	m.Width, m.Height = h.Width, h.Height
	if len(h.Terrain) != h.Height {
		l.errorf("map.terrain", "terrain has %d rows (height is %d: one string per row 01..%02d)", len(h.Terrain), h.Height, h.Height)
		return
	}
	m.terrain = make([]Terrain, 0, h.Width*h.Height)
	for r, row := range h.Terrain {
		path := fmt.Sprintf("map.terrain[%d]", r)
		codes := strings.Fields(row)
		if len(codes) != h.Width {
			l.errorf(path, "row %02d has %d terrain codes (width is %d)", r+1, len(codes), h.Width)
			continue
		}
		for c, code := range codes {
			t, ok := TerrainByCode(code)
			if !ok {
				l.errorf(path, "hex %02d%02d: unknown terrain code %q (allowed: S sea, C coastal, P plains, W swamp, M mountain, X impassable)", c+1, r+1, code)
			}
			m.terrain = append(m.terrain, t)
		}
	}
}

func (l *loader) side(path, what string, n int) bool {
	if n < 1 || n > MaxSide {
		l.errorf(path, "%s %d out of range (1..%d)", what, n, MaxSide)
		return false
	}
	return true
}

// name checks a required display name.
func (l *loader) name(path, s string) bool {
	switch {
	case strings.TrimSpace(s) == "":
		l.errorf(path, "missing name")
	case len(s) > MaxNameLen:
		l.errorf(path, "name is %d bytes (at most %d)", len(s), MaxNameLen)
	default:
		return true
	}
	return false
}

// unique reports a name already used in the same list.
func (l *loader) unique(seen map[string]bool, path, kind, s string) {
	if seen[s] {
		l.errorf(path, "second %s named %q (names must be unique)", kind, s)
	}
	seen[s] = true
}

// count rejects lists beyond MaxList (or max) entries.
func (l *loader) count(path string, n, max int) bool {
	if n > max {
		l.errorf(path, "%d entries (at most %d)", n, max)
		return false
	}
	return true
}

// hex parses a CCRR number that must lie on the map.
func (l *loader) hex(path, s string) (hex.Hex, bool) {
	h, err := hex.Parse(s)
	if err != nil {
		l.errorf(path, "%v", err)
		return hex.Hex{}, false
	}
	if !l.m.InBounds(h) {
		l.errorf(path, "hex %s is off the map (columns 01..%02d, rows 01..%02d)", s, l.m.Width, l.m.Height)
		return hex.Hex{}, false
	}
	return h, true
}

// edge parses a "CCRR-CCRR" hexside whose two hexes lie on the map.
func (l *loader) edge(path, s string) (hex.Edge, bool) {
	e, err := hex.ParseEdge(s)
	if err != nil {
		l.errorf(path, "%v", err)
		return hex.Edge{}, false
	}
	if !l.m.InBounds(e.A) || !l.m.InBounds(e.B) {
		l.errorf(path, "hexside %s leaves the map (columns 01..%02d, rows 01..%02d)", s, l.m.Width, l.m.Height)
		return hex.Edge{}, false
	}
	return e, true
}
