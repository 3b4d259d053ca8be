// Package units is the unit catalog: every Unit Card of the game with both
// of its sides, its weapons and its special characteristics as typed fields
// (section III.1 and the glossary, Appendix C).
package units

// Side is the country a card belongs to.
type Side string

const (
	US      Side = "us"
	Germany Side = "germany"
	Neutral Side = "neutral"
)

// Class is the broad type of a unit; it decides stacking order, deployment
// location, repair method and which "targets allowed" icon hits it.
type Class string

const (
	Infantry    Class = "infantry"    // squads, teams and soldiers
	Crew        Class = "crew"        // tank, artillery crews, pilots, air crews
	Gun         Class = "gun"         // towed or manhandled guns and artillery
	Vehicle     Class = "vehicle"     // soft and light vehicles, halftracks
	Tank        Class = "tank"        // tanks and tank destroyers
	Aircraft    Class = "aircraft"    // fighters, fighter-bombers, bombers
	Ship        Class = "ship"        // naval units and landing craft
	Structure   Class = "structure"   // command posts, HQ, airfields, ports, bridges
	Obstacle    Class = "obstacle"    // barbed wire, minefields
	Emplacement Class = "emplacement" // fixed fortifications with weapons
)

// Target is one of the four "targets allowed" icons. Structures are hit as
// vehicles (glossary, Targets Allowed).
type Target string

const (
	TargetInfantry Target = "infantry"
	TargetVehicles Target = "vehicles"
	TargetAircraft Target = "aircraft"
	TargetShips    Target = "ships"
)

// CrewType is the training a crew unit has and a crewed unit requires.
type CrewType string

const (
	NoCrew        CrewType = ""
	CrewTank      CrewType = "tank"
	CrewArtillery CrewType = "artillery"
	CrewPilot     CrewType = "pilot"    // fighters, fighter-bombers, dive bombers
	CrewAircraft  CrewType = "aircraft" // bombers and transports
)

// Size is a tow size class (S, M, L) for Towed Gun and Tow Capacity.
type Size string

const (
	NoSize Size = ""
	Small  Size = "S"
	Medium Size = "M"
	Large  Size = "L"
)

// Fits reports whether a tow capacity c can move a gun of size g.
func (c Size) Fits(g Size) bool { return g != NoSize && c != NoSize && sizeRank(c) >= sizeRank(g) }

func sizeRank(s Size) int { return map[Size]int{Small: 1, Medium: 2, Large: 3}[s] }

// Bearer is how much room an infantry unit takes in transport (VI.3).
type Bearer string

const (
	NotCarried Bearer = ""
	Soldier    Bearer = "soldier" // one person: pilots
	Team       Bearer = "team"    // 2-4 soldiers
	Squad      Bearer = "squad"   // 8-12 soldiers
)

// Weapon is one armament line of a card. Attack is the d20 number to hit
// (higher is harder) on the face that carries the line: the Full face holds
// the printed rating, the Damaged face the degraded one (AttackDamaged).
type Weapon struct {
	Name          string
	Primary       bool // primary (P) or secondary (S) slot
	Qty           int  // how many of the weapon the unit carries (printed)
	Attack        int  // d20 to hit on this face
	AttackDamaged int  // d20 to hit on the Damaged side
	DI            int  // damage index, added to the d10 intensity
	RangeOp       int  // operational range in hexes (0 = same hex)
	RangeTac      int  // tactical range in inches
	Targets       []Target
	AP            int  // AP (weapon, X): 0 when the weapon cannot fire AP rounds
	Rate          int  // 1 normal, 2 Double Fire, 3 Triple Fire
	Indirect      bool // Indirect Fire: may fire observed fire missions
	Expended      bool // one-time munition (bombs): all at once, then depleted
	Bullets       bool // small arms / MG: cannot hurt Defense >= 2 unless AP (VI.7.2)
	ShellMM       int  // shell calibre in mm, for VII.3.4 / VII.4.4 thresholds
	BombLb        int  // bomb weight in lb, for the same thresholds
}

// Hits reports whether the weapon may target t.
func (w Weapon) Hits(t Target) bool {
	for _, x := range w.Targets {
		if x == t {
			return true
		}
	}
	return false
}

// Face is one side of a Unit Card: the full side or the Damaged side.
// Both faces carry the weapon list; on the Damaged face each weapon's Attack
// already holds the degraded rating, so combat code reads the face in use.
type Face struct {
	Damaged       bool
	Movement      int
	Defense       int
	Endurance     int // full side: full endurance; Damaged side: the half breakpoint
	Weapons       []Weapon
	CommandRadius int      // Command Radius (X), 0 when none
	Income        int      // Income (X/turn), 0 when none
	PortBonus     int      // Port (bonus X): supply reduction per turn
	SortieLimit   int      // airfield: aircraft that may take off or land per turn, 0 = no limit
	Crossing      []Target // bridge: which kinds of unit may cross it
	SafePassage   int      // obstacle: units per turn that cross without being attacked
	OnDamage      []string // Damaged side only: effects in plain words, mirrored by typed fields
}

// Card is one unit type of the catalog (one card design; the physical count
// is its build limit).
type Card struct {
	ID      string // stable id, e.g. "de.panzer_iv_g"
	Name    string // card title, e.g. "Panzer IV Ausf. G"
	Marker  string // title printed on the unit's marker (III.2.1), e.g. "Pz IV G"
	Side    Side
	Class   Class
	Year    int    // year first produced or formed (origin area)
	Cost    int    // currency; 0 for captured-only structures such as ports
	Limit   int    // build limit: the physical count of Appendix B
	Summary string // one line of what the unit is, in our words

	Full    Face
	Damaged Face

	Special Special
}

// AirRole is an aircraft's mission type; it decides turn radius, which
// maneuvers it may fly and the fighters' Turns of Flight (1).
type AirRole string

const (
	NoAirRole     AirRole = ""
	Fighter       AirRole = "fighter"
	FighterBomber AirRole = "fighter-bomber"
	DiveBomber    AirRole = "dive-bomber"
	Bomber        AirRole = "bomber"
)

// NavalKind separates large ships (deployment delays of Table V.2, entry at
// the map edge) from small craft (deploy next to a port).
type NavalKind string

const (
	NotNaval   NavalKind = ""
	LargeNaval NavalKind = "large"
	SmallNaval NavalKind = "small"
)

// StructureKind names the structures the engine treats specially.
type StructureKind string

const (
	NoStructure StructureKind = ""
	CommandPost StructureKind = "command_post"
	ForwardHQ   StructureKind = "forward_hq"
	Airfield    StructureKind = "airfield"
	Port        StructureKind = "port"
	Bridge      StructureKind = "bridge"
)

// Special holds the special characteristics of the glossary as typed fields.
type Special struct {
	CrewType     CrewType `json:"crew_type,omitempty"`     // this unit IS a crew of that type
	RequiresCrew CrewType `json:"requires_crew,omitempty"` // this unit needs a crew of that type to operate
	Bearer       Bearer   `json:"bearer,omitempty"`        // transport room taken by this infantry unit

	TowedGun          Size `json:"towed_gun,omitempty"`          // Towed Gun (X, Y): X
	TowVehicles       int  `json:"tow_vehicles,omitempty"`       // Towed Gun (X, Y): Y, vehicles needed (1 if unset)
	TowCapacity       Size `json:"tow_capacity,omitempty"`       // Tow Capacity (X)
	SetupPhases       int  `json:"setup_phases,omitempty"`       // idle movement phases to set up / pack the gun
	TransportSquads   int  `json:"transport_squads,omitempty"`   // Transport, Squad (X)
	TransportSoldiers int  `json:"transport_soldiers,omitempty"` // Transport, Soldier (X)
	TransportVehicles int  `json:"transport_vehicles,omitempty"` // Transport (X vehicles), landing ships
	OpenTop           bool `json:"open_top,omitempty"`           // Open Top/Back

	TurnsOfFlight int       `json:"turns_of_flight,omitempty"` // Turns of Flight (X); aircraft only
	AirRole       AirRole   `json:"air_role,omitempty"`        // aircraft only
	DiveBomb      bool      `json:"dive_bomb,omitempty"`
	HitAndRun     bool      `json:"hit_and_run,omitempty"`
	Smoke         bool      `json:"smoke,omitempty"`
	Recon         bool      `json:"recon,omitempty"` // Reconnaissance
	Hidden        bool      `json:"hidden,omitempty"`
	DigIn         bool      `json:"dig_in,omitempty"`
	Engineer      bool      `json:"engineer,omitempty"`      // Combat Engineering: build, repair and clear (VI.5)
	FireMissions  bool      `json:"fire_missions,omitempty"` // may call fire missions (forward observers)
	SpottingOp    int       `json:"spotting_op,omitempty"`   // Spotting Range (X/Y): X hexes
	SpottingTac   int       `json:"spotting_tac,omitempty"`  // Spotting Range (X/Y): Y inches
	Amphibious    bool      `json:"amphibious,omitempty"`    // crosses rivers without a check, may enter sea
	Naval         NavalKind `json:"naval,omitempty"`         // ships only
	LandingShip   bool      `json:"landing_ship,omitempty"`  // may unload on a beach (needs a full movement phase)

	Immobile     bool          `json:"immobile,omitempty"`      // may not move once placed
	NoSupply     bool          `json:"no_supply,omitempty"`     // Not subject to supply costs
	NoExperience bool          `json:"no_experience,omitempty"` // may not earn experience
	Shelter      bool          `json:"shelter,omitempty"`       // emplacement: shelters its crew and one squad
	ObstacleFor  []Target      `json:"obstacle_for,omitempty"`  // obstacle attacks crossing units of these kinds
	Structure    StructureKind `json:"structure,omitempty"`

	// Hardened structures (VII.3.4, VII.4.4, VII.5.3) are only harmed by
	// shells of at least MinShellMM or bombs of at least MinBombLb; a zero
	// threshold means that kind of munition never qualifies. Both zero: any
	// weapon that may target the unit can harm it.
	MinShellMM int `json:"min_shell_mm,omitempty"`
	MinBombLb  int `json:"min_bomb_lb,omitempty"`
}

// Face returns the side in use for a unit that is (or is not) damaged.
func (c *Card) Face(damaged bool) *Face {
	if damaged {
		return &c.Damaged
	}
	return &c.Full
}

// Ground reports whether the unit is a land unit (not aircraft or ship).
func (c *Card) Ground() bool { return c.Class != Aircraft && c.Class != Ship }

// TargetKind is the icon a weapon needs to attack this unit.
func (c *Card) TargetKind() Target {
	switch c.Class {
	case Infantry, Crew:
		return TargetInfantry
	case Aircraft:
		return TargetAircraft
	case Ship:
		return TargetShips
	default:
		return TargetVehicles
	}
}

// StackRank orders units bottom to top in a stack by default (III.2.3):
// infantry, obstacles, vehicles, structures, aircraft, naval units.
func (c *Card) StackRank() int {
	switch c.Class {
	case Infantry, Crew:
		return 0
	case Obstacle:
		return 1
	case Gun, Vehicle, Tank:
		return 2
	case Structure, Emplacement:
		return 3
	case Aircraft:
		return 4
	default:
		return 5
	}
}

// MediumOrLarger reports whether a tank may carry riders (VI.3.4: cost 10+).
func (c *Card) MediumOrLarger() bool { return c.Class == Tank && c.Cost >= 10 }
