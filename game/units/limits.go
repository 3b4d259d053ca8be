package units

// Bounds the loader enforces. They are generous for real cards and exist to
// stop typos and hostile files, not to encode balance.
const (
	MaxUnits     = 200 // cards in one catalog file
	MaxWeapons   = 8   // weapon lines on one card
	MaxCost      = 500
	MaxLimit     = 99
	MaxEndurance = 99
	MaxDefense   = 10
	MaxMovement  = 60
	MaxDI        = 15
	MaxAP        = 10 // checked on a d10
	MaxRate      = 3  // Triple Fire
	MaxRangeOp   = 10
	MaxRangeTac  = 200
	MaxQty       = 99
	MaxShellMM   = 500
	MaxBombLb    = 25000
	MaxFlight    = 12
	MaxTransport = 50
	MaxSetup     = 10
	MaxRadius    = 50
	MaxIncome    = 200
	MaxPortBonus = 50
	MaxSortie    = 50
	MaxPassage   = 20
	MaxTowLoads  = 4
	MaxOnDamage  = 8
	MaxTextLen   = 200 // summary and on_damage lines
	MaxNameLen   = 60
	MaxMarkerLen = 11 // characters of a marker title, so it fits the counter
	MinYear      = 1900
	MaxYear      = 1950
	MinAttack    = 1 // d20 numbers
	MaxAttack    = 20
	MaxIDLen     = 40
)
