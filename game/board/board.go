// Package board is the operational map: terrain per hex, features on
// hexsides (rivers, roads, bridges), cities, ports, airfields and the
// coastline marks that forbid landings. It is pure data plus lookups; the
// movement rules that read it live in the engine.
package board

import "frontline/game/hex"

// Terrain is the ground type of a whole hex (section III.3.1).
type Terrain uint8

const (
	Sea        Terrain = iota // naval and amphibious units only
	Coastal                   // land and sea: ships and ground units may enter
	Plains                    // open ground; the only terrain for new airfields
	Swamp                     // marsh: no vehicles off-road, infantry check 5+
	Mountain                  // vehicles off-road check 7+ per hex
	Impassable                // impassable mountain: no ground unit may enter
	numTerrains
)

// Code is the one-letter code used in map files.
func (t Terrain) Code() string { return terrainCodes[t] }

// String is the terrain's name for people.
func (t Terrain) String() string { return terrainNames[t] }

var terrainCodes = [numTerrains]string{"S", "C", "P", "W", "M", "X"}
var terrainNames = [numTerrains]string{"sea", "coastal", "plains", "swamp", "mountain", "impassable mountain"}

// TerrainByCode maps a map-file code to its terrain.
func TerrainByCode(code string) (Terrain, bool) {
	for t, c := range terrainCodes {
		if c == code {
			return Terrain(t), true
		}
	}
	return 0, false
}

// IsLand reports whether ground units may stand in the hex at all
// (impassable mountains are land but closed to movement).
func (t Terrain) IsLand() bool { return t != Sea }

// CitySize is the printed size class of a named place.
type CitySize uint8

const (
	Town CitySize = iota
	SmallCity
	LargeCity
)

func (s CitySize) String() string { return [...]string{"town", "small city", "large city"}[s] }

// City is a named place occupying one or more hexes (section VII). A city
// that is not Key is a Ruined City (VII.2). Port marks a designated
// Shipping Facility (VII.3).
type City struct {
	Name  string
	Hexes []hex.Hex
	Size  CitySize
	Key   bool
	Port  bool
}

// Airfield is an existing airfield printed on the map (VII.5).
type Airfield struct {
	Name string
	Hex  hex.Hex
}

// Road is a named road drawn through hex centres; consecutive hexes are
// adjacent.
type Road struct {
	Name  string
	Hexes []hex.Hex
}

// River is a named river running along hexsides.
type River struct {
	Name  string
	Edges []hex.Edge
}

// Bridge is an existing bridge where a road crosses a river (III.3.1).
type Bridge struct {
	Edge      hex.Edge
	Road      string
	River     string
	Collapsed bool // marked with a Collapsed Bridge marker from the start
}

// Label is a geographic name printed on the map (seas, massifs, plains).
type Label struct {
	Text string
	Hex  hex.Hex
	Kind string // "sea", "region", "mountain" - chooses the lettering style
}

// Map is a whole operational map. Build it with Load (or the loader's
// constructors); the lookup maps are filled from the lists.
type Map struct {
	ID          string
	Name        string
	Width       int // columns, printed 01..Width
	Height      int // rows, printed 01..Height
	MilesPerHex float64

	terrain []Terrain // row-major by printed (col,row)

	Rivers    []River
	Roads     []Road
	Bridges   []Bridge
	Cities    []City
	Airfields []Airfield
	NoLanding []hex.Hex // coastal hexes unsuitable for amphibious landings
	Labels    []Label

	riverAt  map[hex.Edge]int // index into Rivers
	roadAt   map[hex.Edge]int // index into Roads
	bridgeAt map[hex.Edge]int // index into Bridges
	sides    []sideFeatures   // the same per hex and direction (sides.go)
	cityAt   map[hex.Hex]int  // index into Cities
	fieldAt  map[hex.Hex]int  // index into Airfields
	noLand   map[hex.Hex]bool
}

// InBounds reports whether h is on the map.
func (m *Map) InBounds(h hex.Hex) bool {
	o := h.Offset()
	return o.Col >= 1 && o.Row >= 1 && o.Col <= m.Width && o.Row <= m.Height
}

// Terrain of h; hexes off the map read as Sea.
func (m *Map) Terrain(h hex.Hex) Terrain {
	if !m.InBounds(h) {
		return Sea
	}
	o := h.Offset()
	return m.terrain[(o.Row-1)*m.Width+(o.Col-1)]
}

// Hexes lists every hex on the map, column by column.
func (m *Map) Hexes() []hex.Hex {
	out := make([]hex.Hex, 0, m.Width*m.Height)
	for c := 1; c <= m.Width; c++ {
		for r := 1; r <= m.Height; r++ {
			out = append(out, hex.Offset{Col: c, Row: r}.ToHex())
		}
	}
	return out
}

// River returns the river on the hexside between a and b, if any.
func (m *Map) River(a, b hex.Hex) (*River, bool) {
	i, ok := m.sideFeature(a, b, m.riverAt, func(s sideFeatures) int32 { return s.river })
	if !ok {
		return nil, false
	}
	return &m.Rivers[i], true
}

// Road returns the road that runs from a into b, if any.
func (m *Map) Road(a, b hex.Hex) (*Road, bool) {
	i, ok := m.sideFeature(a, b, m.roadAt, func(s sideFeatures) int32 { return s.road })
	if !ok {
		return nil, false
	}
	return &m.Roads[i], true
}

// Bridge returns the existing bridge between a and b, if any.
func (m *Map) Bridge(a, b hex.Hex) (*Bridge, bool) {
	i, ok := m.sideFeature(a, b, m.bridgeAt, func(s sideFeatures) int32 { return s.bridge })
	if !ok {
		return nil, false
	}
	return &m.Bridges[i], true
}

// CityAt returns the city occupying h, if any.
func (m *Map) CityAt(h hex.Hex) (*City, bool) {
	i, ok := m.cityAt[h]
	if !ok {
		return nil, false
	}
	return &m.Cities[i], true
}

// AirfieldAt returns the printed airfield in h, if any.
func (m *Map) AirfieldAt(h hex.Hex) (*Airfield, bool) {
	i, ok := m.fieldAt[h]
	if !ok {
		return nil, false
	}
	return &m.Airfields[i], true
}

// NoLandingAt reports whether h is a coastal hex marked unsuitable for
// amphibious landings (the red coast line of III.3.1).
func (m *Map) NoLandingAt(h hex.Hex) bool { return m.noLand[h] }
