package standalone

// fileBattle is a battle file as written (docs/formats/battles.md).
type fileBattle struct {
	ID        string          `toml:"id"`
	Name      string          `toml:"name"`
	Briefing  string          `toml:"briefing"`
	TurnLimit int             `toml:"turn_limit"`
	Morale    bool            `toml:"morale"`
	PhaseTip  bool            `toml:"phase_tip"`
	Generate  int             `toml:"generate"`
	Table     fileTable       `toml:"table"`
	Feature   []fileFeature   `toml:"feature"`
	Objective []fileObjective `toml:"objective"`
	Side      []fileSide      `toml:"side"`
}

// fileTable is either a map hex (map + hex) or base terrain of our own
// (terrain and what runs along the sides); attack_from names the table
// sides the attacker comes in by.
type fileTable struct {
	Map        string `toml:"map"`
	Hex        string `toml:"hex"`
	Terrain    string `toml:"terrain"`
	Sea        []int  `toml:"sea"`
	Rivers     []int  `toml:"rivers"`
	Roads      []int  `toml:"roads"`
	Bridges    []int  `toml:"bridges"`
	AttackFrom []int  `toml:"attack_from"`
}

type fileFeature struct {
	Kind    string      `toml:"kind"`
	At      []float64   `toml:"at"`
	Size    []float64   `toml:"size"`
	Heading float64     `toml:"heading"`
	Corners [][]float64 `toml:"corners"`
}

type fileObjective struct {
	Name   string    `toml:"name"`
	At     []float64 `toml:"at"`
	Radius float64   `toml:"radius"`
}

type fileSide struct {
	Side   string     `toml:"side"`
	Role   string     `toml:"role"`
	Budget int        `toml:"budget"`
	Unit   []fileUnit `toml:"unit"`
}

type fileUnit struct {
	Card    string   `toml:"card"`
	Count   int      `toml:"count"`
	DugIn   bool     `toml:"dug_in"`
	Arrives int      `toml:"arrives"`
	Enters  *int     `toml:"enters"`
	Stars   []string `toml:"stars"`
	Damaged bool     `toml:"damaged"`
}
