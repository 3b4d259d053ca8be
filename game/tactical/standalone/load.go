package standalone

import (
	"fmt"
	"math"
	"regexp"
	"slices"
	"strings"

	"frontline/game/board"
	"frontline/game/hex"
	"frontline/game/scenario"
	"frontline/game/tactical"
	"frontline/game/tactical/geom"
	"frontline/game/tomldoc"
	"frontline/game/units"
)

// Limits of a battle file.
const (
	MaxNameLen     = 80
	MaxBriefingLen = 4000
	MaxFeatures    = tactical.MaxSubjective
	MaxObjectives  = 8
	MaxUnits       = 60 // per side, counts expanded
	MinBudget      = 10
	MaxBudget      = 1000
	MaxGenerate    = 12
	MaxCorners     = 16
	// StandardBudget is the force total of Inset II.3.
	StandardBudget = 200
	// DefaultRadius is an objective's radius when the file gives none.
	DefaultRadius = 3 * geom.Inch
)

// Env is what a battle file is checked against.
type Env struct {
	Catalog *units.Catalog
	Kinds   *tactical.Kinds
	Map     func(id string) (*board.Map, error)
}

var plainID = regexp.MustCompile(`^[a-z0-9][a-z0-9-]*$`)

var terrains = map[string]board.Terrain{"coastal": board.Coastal, "plains": board.Plains, "swamp": board.Swamp, "mountain": board.Mountain}

var starSet = []scenario.Star{scenario.MarksmanPrimary, scenario.MarksmanSecondary, scenario.Vigilant, scenario.Stealthy, scenario.ExploitWeakness, scenario.CombatVeteran}

// Load reads a battle file (named file in messages). Every problem comes
// back as file:line:col; the battle only when there are none.
func Load(file string, data []byte, env Env) (*Def, error) {
	var f fileBattle
	doc, err := tomldoc.Decode(file, data, &f)
	if err != nil {
		return nil, err
	}
	l := &loader{doc: doc, env: env, d: &Def{File: file, ID: f.ID, Name: f.Name, Briefing: f.Briefing, TurnLimit: f.TurnLimit,
		Rules: tactical.Rules{Morale: f.Morale, PhaseTip: f.PhaseTip, TurnCap: f.TurnLimit, LimitJudged: true}, Generate: f.Generate}}
	l.header(&f)
	l.table(&f.Table)
	l.features(f.Feature)
	l.objectives(f.Objective)
	l.sides(f.Side)
	if len(l.errs) == 0 {
		if _, err := l.d.Table(env.Kinds); err != nil {
			l.tableError(err)
		}
	}
	if err := l.errs.Err(); err != nil {
		return nil, err
	}
	return l.d, nil
}

type loader struct {
	doc  *tomldoc.Doc
	env  Env
	d    *Def
	errs tomldoc.List
}

func (l *loader) errorf(path, format string, args ...any) {
	l.errs.Add(l.doc.Errorf(path, format, args...))
}

func (l *loader) header(f *fileBattle) {
	switch {
	case f.ID == "":
		l.errorf("id", "missing (a plain name such as \"ortona-streets\")")
	case len(f.ID) > MaxNameLen || !plainID.MatchString(f.ID):
		l.errorf("id", "%q is not a plain name (lower-case letters, digits and dashes, at most %d)", f.ID, MaxNameLen)
	}
	l.text("name", f.Name, MaxNameLen)
	l.text("briefing", f.Briefing, MaxBriefingLen)
	if f.TurnLimit < 1 || f.TurnLimit > tactical.MaxTurnCap {
		l.errorf("turn_limit", "%d (1 to %d tactical turns)", f.TurnLimit, tactical.MaxTurnCap)
	}
	if f.Generate < 0 || f.Generate > MaxGenerate {
		l.errorf("generate", "%d (0 to %d features a side)", f.Generate, MaxGenerate)
	}
}

func (l *loader) text(path, s string, n int) {
	switch {
	case s == "":
		l.errorf(path, "missing")
	case len(s) > n:
		l.errorf(path, "%d bytes (at most %d)", len(s), n)
	}
}

func (l *loader) table(t *fileTable) {
	switch {
	case t.Map != "" && t.Terrain != "":
		l.errorf("table.terrain", "a table is either a map hex or terrain of its own, not both")
	case t.Map != "":
		l.mapHex(t)
	case t.Terrain != "":
		l.ownTerrain(t)
	default:
		l.errorf("table", "give map and hex, or terrain")
	}
	if len(t.AttackFrom) == 0 {
		l.errorf("table.attack_from", "missing: the table sides (0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW) the attacker enters by")
	}
	for _, s := range l.sideList("table.attack_from", t.AttackFrom) {
		l.d.AttackFrom = append(l.d.AttackFrom, s)
	}
}

func (l *loader) mapHex(t *fileTable) {
	if !plainID.MatchString(t.Map) || len(t.Map) > MaxNameLen {
		l.errorf("table.map", "%q is not a plain name", t.Map)
		return
	}
	m, err := l.env.Map(t.Map)
	if err != nil {
		l.errorf("table.map", "%v", err)
		return
	}
	h, err := hex.Parse(t.Hex)
	switch {
	case err != nil:
		l.errorf("table.hex", "%v", err)
	case !m.InBounds(h):
		l.errorf("table.hex", "%s is not on map %s", t.Hex, t.Map)
	default:
		l.d.Map, l.d.Hex = m, h
	}
	for _, k := range []string{"sea", "rivers", "roads", "bridges"} {
		if l.doc.Has("table." + k) {
			l.errorf("table."+k, "comes from the map hex; only a table of its own terrain sets it")
		}
	}
}

func (l *loader) ownTerrain(t *fileTable) {
	tr, ok := terrains[t.Terrain]
	if !ok {
		l.errorf("table.terrain", "%q (coastal, plains, swamp or mountain)", t.Terrain)
	}
	l.d.Terrain = tr
	if l.doc.Has("table.hex") {
		l.errorf("table.hex", "a hex needs a map")
	}
	e := &l.d.Edges
	for _, s := range l.sideList("table.sea", t.Sea) {
		e[s].Sea = true
	}
	for _, s := range l.sideList("table.rivers", t.Rivers) {
		e[s].River = "river"
	}
	for _, s := range l.sideList("table.roads", t.Roads) {
		e[s].Road = "road"
	}
	for i, s := range l.sideList("table.bridges", t.Bridges) {
		if e[s].River == "" || e[s].Road == "" {
			l.errorf(fmt.Sprintf("table.bridges[%d]", i), "side %d needs both a river and a road for a bridge", s)
		}
		e[s].Bridge = true
	}
}

// sideList checks a list of distinct table sides 0-5.
func (l *loader) sideList(path string, v []int) []hex.Direction {
	var out []hex.Direction
	for i, s := range v {
		p := fmt.Sprintf("%s[%d]", path, i)
		switch {
		case s < 0 || s > 5:
			l.errorf(p, "side %d (0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW)", s)
		case slices.Contains(out, hex.Direction(s)):
			l.errorf(p, "side %d twice", s)
		default:
			out = append(out, hex.Direction(s))
		}
	}
	return out
}

func (l *loader) features(fs []fileFeature) {
	if len(fs) > MaxFeatures {
		l.errorf("feature", "%d features (at most %d)", len(fs), MaxFeatures)
		return
	}
	for i := range fs {
		base := fmt.Sprintf("feature[%d]", i)
		f := &fs[i]
		if _, ok := l.env.Kinds.Kind(f.Kind); !ok {
			l.errorf(base+".kind", "no feature kind %q (assets/tactical_features.toml)", f.Kind)
			continue
		}
		if p, ok := l.shape(base, f); ok {
			l.d.Features = append(l.d.Features, Feature{Kind: f.Kind, Shape: p})
		}
	}
}

// shape reads a footprint: a rectangle (at, size, heading) or corners.
func (l *loader) shape(base string, f *fileFeature) (geom.Polygon, bool) {
	if len(f.Corners) > 0 {
		if len(f.Corners) > MaxCorners {
			l.errorf(base+".corners", "%d corners (at most %d)", len(f.Corners), MaxCorners)
			return geom.Polygon{}, false
		}
		pts := make([]geom.Point, 0, len(f.Corners))
		for j, c := range f.Corners {
			p, ok := l.point(fmt.Sprintf("%s.corners[%d]", base, j), c)
			if !ok {
				return geom.Polygon{}, false
			}
			pts = append(pts, p)
		}
		p, err := geom.NewPolygon(pts)
		if err != nil {
			l.errorf(base+".corners", "%v (a convex outline)", err)
			return geom.Polygon{}, false
		}
		return p, true
	}
	c, ok := l.point(base+".at", f.At)
	if !ok {
		return geom.Polygon{}, false
	}
	if len(f.Size) != 2 {
		l.errorf(base+".size", "give [length, width] in inches, or corners")
		return geom.Polygon{}, false
	}
	length, ok1 := l.inches(base+".size", f.Size[0], 0.25, 72)
	width, ok2 := l.inches(base+".size", f.Size[1], 0.25, 72)
	if !ok1 || !ok2 {
		return geom.Polygon{}, false
	}
	if f.Heading < 0 || f.Heading >= 360 {
		l.errorf(base+".heading", "%g (0 to 360 degrees from north, clockwise)", f.Heading)
		return geom.Polygon{}, false
	}
	p, err := geom.Rect(c, geom.Angle(math.Round(f.Heading*10)), length, width)
	if err != nil {
		l.errorf(base, "%v", err)
		return geom.Polygon{}, false
	}
	return p, true
}

// point reads [x, y] in inches from the centre (x east, y south).
func (l *loader) point(path string, v []float64) (geom.Point, bool) {
	if len(v) != 2 {
		l.errorf(path, "give [x, y] in inches from the table centre")
		return geom.Point{}, false
	}
	x, ok1 := l.inches(path, v[0], -42, 42)
	y, ok2 := l.inches(path, v[1], -42, 42)
	if !ok1 || !ok2 {
		return geom.Point{}, false
	}
	p := geom.Pt(x, y)
	if !geom.Hexagon.Contains(p) {
		l.errorf(path, "%s is off the table", p)
		return geom.Point{}, false
	}
	return p, true
}

func (l *loader) inches(path string, v, lo, hi float64) (int64, bool) {
	if math.IsNaN(v) || v < lo || v > hi {
		l.errorf(path, "%g\" (%g to %g)", v, lo, hi)
		return 0, false
	}
	return int64(math.Round(v * geom.Inch)), true
}

func (l *loader) objectives(os []fileObjective) {
	switch {
	case len(os) == 0:
		l.errorf("objective", "a battle needs an objective on the table (II.2.3)")
	case len(os) > MaxObjectives:
		l.errorf("objective", "%d objectives (at most %d)", len(os), MaxObjectives)
		return
	}
	for i, o := range os {
		base := fmt.Sprintf("objective[%d]", i)
		l.text(base+".name", o.Name, MaxNameLen)
		p, ok := l.point(base+".at", o.At)
		r := int64(DefaultRadius)
		if o.Radius != 0 {
			r, ok = l.inches(base+".radius", o.Radius, 1, 12)
		}
		if ok {
			l.d.Objectives = append(l.d.Objectives, Objective{Name: o.Name, At: p, Radius: r})
		}
	}
}

func (l *loader) tableError(err error) {
	if fe, ok := err.(*FeatureError); ok {
		l.errorf(fmt.Sprintf("feature[%d]", fe.Index), "%v", fe.Err)
		return
	}
	l.errorf("table", "%v", err)
}

// IsBattleFile reports whether data looks like a battle file: a TOML
// document with a top-level [table] section, which no other data file of
// the game has.
func IsBattleFile(data []byte) bool {
	for _, line := range strings.Split(string(data), "\n") {
		if strings.TrimSpace(line) == "[table]" {
			return true
		}
	}
	return false
}
