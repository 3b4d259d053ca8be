package board

// The map file format (docs/formats/maps.md). These types mirror the TOML
// one to one; Load turns them into a Map after checking every entry.

type fileMap struct {
	Map      fileHeader     `toml:"map"`
	River    []fileRiver    `toml:"river"`
	Road     []fileRoad     `toml:"road"`
	City     []fileCity     `toml:"city"`
	Airfield []fileAirfield `toml:"airfield"`
	Label    []fileLabel    `toml:"label"`
}

type fileHeader struct {
	ID               string   `toml:"id"`
	Name             string   `toml:"name"`
	Width            int      `toml:"width"`
	Height           int      `toml:"height"`
	MilesPerHex      float64  `toml:"miles_per_hex"`
	Terrain          []string `toml:"terrain"`
	NoLanding        []string `toml:"no_landing"`
	CollapsedBridges []string `toml:"collapsed_bridges"`
}

type fileRiver struct {
	Name  string   `toml:"name"`
	Edges []string `toml:"edges"`
}

type fileRoad struct {
	Name  string   `toml:"name"`
	Hexes []string `toml:"hexes"`
}

type fileCity struct {
	Name  string   `toml:"name"`
	Hex   string   `toml:"hex"`
	Hexes []string `toml:"hexes"`
	Size  string   `toml:"size"`
	Key   bool     `toml:"key"`
	Port  bool     `toml:"port"`
}

type fileAirfield struct {
	Name string `toml:"name"`
	Hex  string `toml:"hex"`
}

type fileLabel struct {
	Text string `toml:"text"`
	Hex  string `toml:"hex"`
	Kind string `toml:"kind"`
}

// Limits that keep a hostile or mistaken file from costing much memory or
// time. The real maps use a small fraction of each.
const (
	MaxSide      = 99   // columns or rows (CCRR numbers have two digits each)
	MaxHexes     = 4000 // width × height
	MaxList      = 500  // entries in any one list (rivers, cities, edges of a river …)
	MaxRoadHexes = 200  // hexes along one road
	MaxNameLen   = 60   // bytes in a name or label
)
