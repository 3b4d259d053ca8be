package tactical

// CheckKind names one of the d10 terrain checks of III.3.1, with the same
// names the operational engine's event cards use (game/cards CheckTerrain).
type CheckKind string

const (
	NoCheck       CheckKind = ""
	RiverCheck    CheckKind = "river"
	SwampCheck    CheckKind = "swamp"
	MountainCheck CheckKind = "mountain"
)

// checkNeeds is the d10 score each mover needs, as on the operational map
// (III.3.1, game/terrain.go): infantry ford on 4+, vehicles on 6+ (and a
// failure damages them); men and manhandled guns wade into swamp on 5+,
// vehicles may not; guns and vehicles climb off-road on 7+, infantry need
// no roll. A manhandled gun fords and wades like infantry but climbs like a
// vehicle, as moverOf in game/terrain.go reads the book. 0: no roll asked.
var checkNeeds = map[CheckKind][numMovers]int{
	RiverCheck:    {Foot: 4, Gun: 4, Vehicle: 6},
	SwampCheck:    {Foot: 5, Gun: 5, Vehicle: 0},
	MountainCheck: {Foot: 0, Gun: 7, Vehicle: 7},
}

// Need is the d10 score (or more) m must roll for check c; 0 means the rule
// asks no roll of that mover.
func (c CheckKind) Need(m Mover) int { return checkNeeds[c][m] }

// CheckRule is the rule section every terrain check cites.
const CheckRule = "III.3.1"
