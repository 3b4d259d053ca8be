package tactical

import (
	"fmt"
	"math"
	"regexp"
	"slices"
	"strings"

	"frontline/assets"
	"frontline/game/board"
	"frontline/game/tactical/geom"
	"frontline/game/tomldoc"
)

// KindsFile is the embedded feature database in assets/.
const KindsFile = "tactical_features.toml"

// Limits of a feature database.
const (
	MaxKinds     = 64
	MaxNameLen   = 40
	MaxAboutLen  = 200
	MaxCover     = 5
	MaxWeight    = 100
	maxExtentIn  = 72.0 // no footprint is larger than the table
	maxReachInch = 6.0
)

// builderKinds are the basic kinds the table builder draws; a database
// without them cannot copy a hex (IX.4.2, basic terrain).
var builderKinds = map[string]Shape{
	"open": TableShape, "marsh": TableShape, "slopes": TableShape,
	"sea": BandShape, "beach": BandShape, "river": BandShape, "riverbank": BandShape,
	"bridge": StripShape, "road": StripShape, "builtup": RectShape, "airfield": RectShape, "port": RectShape,
}

type fileKinds struct {
	Kind []fileKind `toml:"kind"`
}

type fileKind struct {
	ID         string         `toml:"id"`
	Name       string         `toml:"name"`
	About      string         `toml:"about"`
	Group      string         `toml:"group"`
	Layer      string         `toml:"layer"`
	Shape      string         `toml:"shape"`
	Length     []float64      `toml:"length"`
	Width      []float64      `toml:"width"`
	Sight      string         `toml:"sight"`
	Cover      int            `toml:"cover"`
	CoverFor   []string       `toml:"cover_for"`
	CoverReach float64        `toml:"cover_reach"`
	Arc        int            `toml:"arc"`
	Check      string         `toml:"check"`
	Foot       string         `toml:"foot"`
	Gun        string         `toml:"gun"`
	Vehicle    string         `toml:"vehicle"`
	Weights    map[string]int `toml:"weights"`
}

// EmbeddedKinds loads the feature database built into the binary.
func EmbeddedKinds() (*Kinds, error) {
	data, err := assets.Read(KindsFile)
	if err != nil {
		return nil, err
	}
	return LoadKinds("assets/"+KindsFile, data)
}

// LoadKinds reads a feature database (named file in messages). Every
// problem is reported as file:line:col; the kinds come back only when
// there are none.
func LoadKinds(file string, data []byte) (*Kinds, error) {
	var f fileKinds
	doc, err := tomldoc.Decode(file, data, &f)
	if err != nil {
		return nil, err
	}
	l := &kindLoader{doc: doc}
	ks := &Kinds{byID: map[string]*Kind{}}
	if len(f.Kind) == 0 {
		l.errorf("kind", "no [[kind]] entries (the table needs at least the builder's basic kinds)")
	}
	if len(f.Kind) > MaxKinds {
		l.errorf("kind", "%d kinds (at most %d)", len(f.Kind), MaxKinds)
		return nil, l.errs.Err()
	}
	for i := range f.Kind {
		base := fmt.Sprintf("kind[%d]", i)
		k := l.kind(base, &f.Kind[i])
		if k == nil {
			continue
		}
		if _, dup := ks.byID[k.ID]; dup {
			l.errorf(base+".id", "second kind with id %q (ids must be unique)", k.ID)
			continue
		}
		ks.byID[k.ID] = k
		ks.list = append(ks.list, k)
	}
	if len(l.errs) == 0 { // a kind refused above would show up as missing too
		l.builderKinds(ks)
	}
	if err := l.errs.Err(); err != nil {
		return nil, err
	}
	return ks, nil
}

type kindLoader struct {
	doc  *tomldoc.Doc
	errs tomldoc.List
}

func (l *kindLoader) errorf(path, format string, args ...any) {
	l.errs.Add(l.doc.Errorf(path, format, args...))
}

var kindID = regexp.MustCompile(`^[a-z][a-z0-9_]*$`)

func (l *kindLoader) kind(base string, fk *fileKind) *Kind {
	n := len(l.errs)
	k := &Kind{ID: fk.ID, Name: fk.Name, About: fk.About, Cover: fk.Cover}
	switch {
	case !kindID.MatchString(fk.ID) || len(fk.ID) > MaxNameLen:
		l.errorf(base+".id", "id %q is not lower-case letters, digits and _ (at most %d bytes)", fk.ID, MaxNameLen)
	}
	l.text(base+".name", fk.Name, MaxNameLen, true)
	l.text(base+".about", fk.About, MaxAboutLen, false)
	k.Group = Group(l.enum(base+".group", fk.Group, groupNames))
	k.Layer = Layer(l.enum(base+".layer", fk.Layer, layerNames))
	k.Shape = Shape(l.enum(base+".shape", fk.Shape, shapeNames))
	k.Sight = geom.Sight(l.enum(base+".sight", fk.Sight, []string{geom.Clear.String(), geom.Soft.String(), geom.Blocking.String()}))
	builderOnly := k.Shape == BandShape || k.Shape == TableShape
	if builderOnly && k.Group == Subjective {
		l.errorf(base+".shape", "shape %q is drawn by the table builder only (subjective kinds use rect, strip or blob)", fk.Shape)
	}
	k.Length = l.extent(base+".length", fk.Length, !builderOnly)
	k.Width = l.extent(base+".width", fk.Width, !builderOnly)
	if k.Length[1] > 0 && k.Width[0] > k.Length[1] {
		l.errorf(base+".width", "narrowest extent %s\" exceeds the greatest extent %s\"", geom.Inches(k.Width[0]), geom.Inches(k.Length[1]))
	}
	if fk.Cover < 0 || fk.Cover > MaxCover {
		l.errorf(base+".cover", "cover %d out of range (0..%d)", fk.Cover, MaxCover)
	}
	for j, m := range fk.CoverFor {
		i := l.enum(fmt.Sprintf("%s.cover_for[%d]", base, j), m, moverNames[:])
		k.CoverFor[i] = true
	}
	if fk.Cover > 0 && len(fk.CoverFor) == 0 {
		l.errorf(base+".cover_for", "cover %d helps nobody (list the movers: foot, gun, vehicle)", fk.Cover)
	}
	k.CoverReach = l.inches(base+".cover_reach", fk.CoverReach, 0, maxReachInch)
	switch fk.Arc {
	case 0, 45, 90, 180, 360:
		k.Arc = geom.Arc(geom.Deg(int64(fk.Arc)))
	default:
		l.errorf(base+".arc", "arc %d unknown (Inset IX.7 arcs: 45, 90, 180, 360; 0 for none)", fk.Arc)
	}
	k.Check = CheckKind(fk.Check)
	if _, ok := checkNeeds[k.Check]; !ok && k.Check != NoCheck {
		l.errorf(base+".check", "check %q unknown (III.3.1 checks: river, swamp, mountain)", fk.Check)
	}
	for m, s := range []string{fk.Foot, fk.Gun, fk.Vehicle} {
		l.passage(base, k, Mover(m), s)
	}
	k.Weights = l.weights(base+".weights", fk.Weights, k.Group)
	if len(l.errs) > n {
		return nil
	}
	return k
}

// passage reads foot/gun/vehicle and ties "check" to a III.3.1 roll that
// the mover really makes.
func (l *kindLoader) passage(base string, k *Kind, m Mover, s string) {
	path := base + "." + m.String()
	p := Passage(l.enum(path, s, passageNames))
	k.Pass[m] = p
	if p != Check {
		return
	}
	switch {
	case k.Check == NoCheck:
		l.errorf(path, "%s passage \"check\" needs the kind's check (river, swamp or mountain)", m)
	case k.Check.Need(m) == 0:
		l.errorf(path, "III.3.1 asks no %s check of %s movers (use free, slow or closed)", k.Check, m)
	}
}

func (l *kindLoader) text(path, s string, max int, required bool) {
	switch {
	case required && strings.TrimSpace(s) == "":
		l.errorf(path, "missing")
	case len(s) > max:
		l.errorf(path, "%d bytes (at most %d)", len(s), max)
	}
}

// enum returns the index of s in allowed, reporting an unknown value.
func (l *kindLoader) enum(path, s string, allowed []string) int {
	i := slices.Index(allowed, s)
	if i < 0 {
		l.errorf(path, "%q unknown (allowed: %s)", s, strings.Join(allowed, ", "))
		return 0
	}
	return i
}

// extent reads a [min, max] pair of inches.
func (l *kindLoader) extent(path string, v []float64, required bool) [2]int64 {
	switch {
	case len(v) == 0 && !required:
		return [2]int64{}
	case len(v) != 2:
		l.errorf(path, "give [min, max] in inches (this shape needs its size limits)")
		return [2]int64{}
	}
	lo := l.inches(path+"[0]", v[0], 0.01, maxExtentIn)
	hi := l.inches(path+"[1]", v[1], 0.01, maxExtentIn)
	if lo > hi {
		l.errorf(path, "min %s\" is above max %s\"", geom.Inches(lo), geom.Inches(hi))
	}
	return [2]int64{lo, hi}
}

// inches converts a decimal number of inches to hundredths, refusing finer
// precision than the table has.
func (l *kindLoader) inches(path string, v, lo, hi float64) int64 {
	if math.IsNaN(v) || v < lo || v > hi {
		l.errorf(path, "%v inches out of range (%v..%v)", v, lo, hi)
		return 0
	}
	h := math.Round(v * geom.Inch)
	if math.Abs(h-v*geom.Inch) > 1e-6 {
		l.errorf(path, "%v inches is finer than the table's hundredth of an inch", v)
	}
	return int64(h)
}

var terrainByName = map[string]board.Terrain{
	"coastal": board.Coastal, "plains": board.Plains, "swamp": board.Swamp, "mountain": board.Mountain,
}

func (l *kindLoader) weights(path string, w map[string]int, g Group) map[board.Terrain]int {
	if len(w) > 0 && g == Basic {
		l.errorf(path, "basic kinds are copied from the hex, not generated (weights belong to subjective kinds)")
	}
	out := map[board.Terrain]int{}
	names := make([]string, 0, len(w))
	for name := range w {
		names = append(names, name)
	}
	slices.Sort(names) // report problems in a stable order
	for _, name := range names {
		n := w[name]
		t, ok := terrainByName[name]
		switch {
		case !ok:
			l.errorf(path+"."+name, "terrain %q unknown (allowed: coastal, plains, swamp, mountain)", name)
		case n < 0 || n > MaxWeight:
			l.errorf(path+"."+name, "weight %d out of range (0..%d)", n, MaxWeight)
		default:
			out[t] = n
		}
	}
	return out
}

// builderKinds checks that every kind the table builder draws is present
// as a basic kind of the expected shape.
func (l *kindLoader) builderKinds(ks *Kinds) {
	ids := make([]string, 0, len(builderKinds))
	for id := range builderKinds {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	for _, id := range ids {
		k, ok := ks.byID[id]
		switch {
		case !ok:
			l.errorf("kind", "kind %q missing (the table builder draws it from the hex, IX.4.2)", id)
		case k.Group != Basic || k.Shape != builderKinds[id]:
			l.errorf("kind", "kind %q must be basic with shape %q (the table builder draws it)", id, shapeNames[builderKinds[id]])
		}
	}
}
