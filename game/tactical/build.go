package tactical

import (
	"fmt"

	"frontline/game/board"
	"frontline/game/hex"
	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// Sizes of the basic terrain the builder draws, in hundredths of an inch.
// The book gives none but the 3" amphibious zone (IX.4.3); see
// docs/TACTICAL.md for the choices.
const (
	SeaDepth    = 12 * geom.Inch // open water along a sea side
	BeachDepth  = 3 * geom.Inch  // the landing strip inland of it (IX.4.3)
	BankWidth   = 1 * geom.Inch  // each river bank
	RiverWidth  = 2 * geom.Inch  // the river between its banks
	RoadWidth   = 1 * geom.Inch
	BridgeWidth = 2 * geom.Inch
	BlockSize   = 5 * geom.Inch // a built-up block
	runwayLen   = 30 * geom.Inch
	runwayWidth = 4 * geom.Inch
	runwayOff   = 14 * geom.Inch // runway centre from the table centre
	quayLen     = 10 * geom.Inch
	quayWidth   = 3 * geom.Inch
)

// blockRings are the rings of built-up blocks a place of each size gets:
// count and distance from the centre. Rings sit between the roads, which
// all meet in the middle.
var blockRings = map[board.CitySize][]struct {
	n int
	r int64
}{
	board.Town:      {{6, 9 * geom.Inch}},
	board.SmallCity: {{6, 9 * geom.Inch}, {12, 18 * geom.Inch}},
	board.LargeCity: {{6, 9 * geom.Inch}, {12, 18 * geom.Inch}, {18, 27 * geom.Inch}},
}

// Build copies operational hex h of map m onto a battle table (IX.4.2,
// basic terrain): the hex's ground, sea and beach on its sea sides, rivers
// with their banks along the hexsides they follow, the map's bridges,
// roads from each hexside they cross to the centre, an airfield's runway,
// a port's quays and a town or city as rings of built-up blocks. The
// result depends on nothing but the map and the hex.
func Build(ks *Kinds, m *board.Map, h hex.Hex) (*Table, error) {
	if !m.InBounds(h) {
		return nil, fmt.Errorf("hex %s is off the map", h)
	}
	t, err := ground(ks, m.Terrain(h))
	if err != nil {
		return nil, fmt.Errorf("hex %s: %w", h, err)
	}
	t.Hex = h
	if t.Terrain == board.Sea {
		return t, nil
	}
	b := builder{t: t, m: m}
	b.edges()
	b.sides()
	b.airfield()
	city, hasCity := m.CityAt(h)
	if hasCity && city.Port {
		b.port(city.Name)
	}
	if hasCity {
		b.blocks(city)
	}
	return t, nil
}

// Plain builds a table that no map hex stands behind (a battle file's own
// terrain, II.1.4): the ground of terrain and, along each side, the sea,
// river, road and bridge its edge carries. Airfields, ports and towns come
// only from a map.
func Plain(ks *Kinds, terrain board.Terrain, edges [6]Edge) (*Table, error) {
	t, err := ground(ks, terrain)
	if err != nil || t.Terrain == board.Sea {
		return t, err
	}
	t.Edges = edges
	b := builder{t: t}
	b.sides()
	return t, nil
}

// ground starts a table of the given terrain: its ground kind, and the
// whole table under water for a sea hex.
func ground(ks *Kinds, terrain board.Terrain) (*Table, error) {
	t := &Table{Terrain: terrain, kinds: ks}
	switch terrain {
	case board.Impassable:
		return nil, fmt.Errorf("impassable mountain: no battle is fought there (III.3.1)")
	case board.Swamp:
		t.Ground = ks.mustKind("marsh")
	case board.Mountain:
		t.Ground = ks.mustKind("slopes")
	case board.Sea:
		t.Ground = ks.mustKind("open")
		t.addBasic("sea", geom.Hexagon, "")
	default:
		t.Ground = ks.mustKind("open")
	}
	return t, nil
}

// sides draws what the edges carry: sea and beach, rivers, roads.
func (b *builder) sides() {
	b.sea()
	b.rivers()
	b.roads()
}

type builder struct {
	t *Table
	m *board.Map
}

func (t *Table) addBasic(kind string, p geom.Polygon, name string) {
	t.add(Feature{Kind: t.kinds.mustKind(kind), Shape: p, Name: name, By: units.Neutral})
}

// edges reads what the map has on each hexside.
func (b *builder) edges() {
	h := b.t.Hex
	for _, d := range hex.Directions() {
		n := hex.Neighbor(h, d)
		e := Edge{Neighbour: n, OffMap: !b.m.InBounds(n)}
		if !e.OffMap {
			e.Sea = b.m.Terrain(n) == board.Sea
			if r, ok := b.m.River(h, n); ok {
				e.River = r.Name
			}
			if r, ok := b.m.Road(h, n); ok {
				e.Road = r.Name
			}
			if br, ok := b.m.Bridge(h, n); ok {
				e.Bridge, e.Collapsed = !br.Collapsed, br.Collapsed
			}
		}
		b.t.Edges[d] = e
	}
}

// band draws a strip along side d between two depths.
func (b *builder) band(kind string, d hex.Direction, from, to int64, name string) {
	b.t.addBasic(kind, band(d, from, to), name)
}

func (b *builder) sea() {
	for _, d := range hex.Directions() {
		if b.t.Edges[d].Sea {
			b.band("sea", d, 0, SeaDepth, "")
			b.band("beach", d, SeaDepth, SeaDepth+BeachDepth, "")
		}
	}
}

// rivers draws each river hexside as far bank, river, near bank. A river
// on a sea side is its mouth and stays under the sea.
func (b *builder) rivers() {
	for _, d := range hex.Directions() {
		e := b.t.Edges[d]
		if e.River == "" || e.Sea {
			continue
		}
		b.band("riverbank", d, 0, BankWidth, e.River)
		b.band("river", d, BankWidth, BankWidth+RiverWidth, e.River)
		b.band("riverbank", d, BankWidth+RiverWidth, 2*BankWidth+RiverWidth, e.River)
	}
}

// roads runs each road from the middle of the hexside it crosses to the
// centre, with a bridge where it crosses a river over an intact bridge.
func (b *builder) roads() {
	for _, d := range hex.Directions() {
		e := b.t.Edges[d]
		if e.Road == "" {
			continue
		}
		mid := geom.Side(d).Mid()
		b.t.addBasic("road", b.strip(mid, geom.Pt(0, 0), RoadWidth), e.Road)
		if e.River != "" && e.Bridge && !e.Sea {
			end := geom.Offset(mid, geom.Side(d).Facing()+geom.Turn/2, 2*BankWidth+RiverWidth)
			b.t.addBasic("bridge", b.strip(mid, end, BridgeWidth), e.River)
		}
	}
}

// strip is geom.Strip kept on the table.
func (b *builder) strip(from, to geom.Point, width int64) geom.Polygon {
	p, err := geom.Strip(from, to, width)
	if err != nil {
		panic(fmt.Sprintf("tactical: strip %s–%s: %v", from, to, err))
	}
	return keepOnTable(p)
}

// keepOnTable nudges corners that rounding put a hair off the table.
func keepOnTable(p geom.Polygon) geom.Polygon {
	v := p.Vertices()
	for i := range v {
		v[i] = geom.OnTable(v[i])
	}
	q, err := geom.NewPolygon(v)
	if err != nil {
		return p
	}
	return q
}

// airfield lays the runway parallel to a side, 14" in from the centre,
// trying the sides in a fixed order (S first: the map's north is the
// attacker's usual way in, so it is as good as any) until it misses water.
func (b *builder) airfield() {
	a, ok := b.m.AirfieldAt(b.t.Hex)
	if !ok {
		return
	}
	for _, d := range []hex.Direction{hex.S, hex.N, hex.SE, hex.NW, hex.SW, hex.NE} {
		f := geom.Side(d).Facing()
		r, err := geom.Rect(geom.Offset(geom.Pt(0, 0), f, runwayOff), f+geom.Quarter, runwayLen, runwayWidth)
		if err == nil && r.Inside(geom.Hexagon) && !b.overlapsLayer(r, Water) {
			b.t.addBasic("airfield", r, a.Name)
			return
		}
	}
}

// port puts the quays across the shore of the first sea side.
func (b *builder) port(name string) {
	for _, d := range hex.Directions() {
		if !b.t.Edges[d].Sea {
			continue
		}
		f := geom.Side(d).Facing()
		centre := geom.Offset(geom.Pt(0, 0), f, geom.Apothem-SeaDepth)
		r, err := geom.Rect(centre, f, quayLen, quayWidth)
		if err == nil {
			b.t.addBasic("port", r, name)
		}
		return
	}
}

// blocks places the city's rings of built-up blocks, leaving out any that
// would stand on water, a road, the runway or the quays, or off the table.
func (b *builder) blocks(c *board.City) {
	for _, ring := range blockRings[c.Size] {
		step := geom.Turn / geom.Angle(ring.n)
		for i := range ring.n {
			bearing := step/2 + step*geom.Angle(i)
			r, err := geom.Rect(geom.Offset(geom.Pt(0, 0), bearing, ring.r), bearing, BlockSize, BlockSize)
			if err != nil || !r.Inside(geom.Hexagon) || b.overlapsLayer(r, Water) || b.overlapsLayer(r, Object) || b.overlapsLayer(r, Crossing) {
				continue
			}
			b.t.addBasic("builtup", r, c.Name)
		}
	}
}

func (b *builder) overlapsLayer(p geom.Polygon, l Layer) bool {
	for _, f := range b.t.features {
		if f.Kind.Layer == l && f.Shape.Overlaps(p) {
			return true
		}
	}
	return false
}
