package cards

import "frontline/game/units"

// EffectKind is one thing an event can do. The set is closed: the engine
// has one implementation per kind, and the loader rejects anything else.
type EffectKind string

// Ongoing kinds hold for the event's duration; one-shot kinds act once when
// the card is drawn (see effectSpecs).
const (
	IncomeDelta         EffectKind = "income_delta"          // ongoing: delta currency at each Income phase
	SupplyDelta         EffectKind = "supply_delta"          // ongoing: percent points added to the 10% supply rate
	SupplyFree          EffectKind = "supply_free"           // ongoing: no supply cost
	MovementDelta       EffectKind = "movement_delta"        // ongoing: delta hexes of movement for classes
	TerrainCheckDelta   EffectKind = "terrain_check_delta"   // ongoing: delta added to the d10 score needed on a terrain check
	GroundAircraft      EffectKind = "ground_aircraft"       // ongoing: no take-offs, sorties or scrambles
	NavalNoMove         EffectKind = "naval_no_move"         // ongoing: ships and landing craft neither move nor land
	AttackDelta         EffectKind = "attack_delta"          // ongoing: delta added to d20 attack rolls of classes
	InitiativeDelta     EffectKind = "initiative_delta"      // ongoing: delta added to initiative rolls
	NoFireMissions      EffectKind = "no_fire_missions"      // ongoing: artillery may not fire fire missions (VI.7.6)
	NoCommandCards      EffectKind = "no_command_cards"      // ongoing: no Command Cards may be played
	CommandRadiusDelta  EffectKind = "command_radius_delta"  // ongoing: delta hexes on every command radius
	IdleUnits           EffectKind = "idle_units"            // ongoing: count random units (filter) may not move or fight
	WithdrawUnits       EffectKind = "withdraw_units"        // ongoing: count random units leave, come back at return_at
	DeploymentDelay     EffectKind = "deployment_delay"      // one-shot: staged units (classes, naval) deploy turns later
	DeployNow           EffectKind = "deploy_now"            // one-shot: up to count staged units deploy at once
	FreeUnits           EffectKind = "free_units"            // one-shot: count of each listed unit arrives free at `at`
	ExperienceRolls     EffectKind = "experience_rolls"      // one-shot: count units (filter, pick) roll for experience
	DamageRandomUnit    EffectKind = "damage_random_unit"    // one-shot: count random units are attacked (attack, di)
	Breakdown           EffectKind = "breakdown"             // one-shot: count random units flip to their damaged side
	RepairFree          EffectKind = "repair_free"           // one-shot: count damaged units restored at no cost
	RevealStacks        EffectKind = "reveal_stacks"         // one-shot: count enemy stacks revealed to the affected side
	DrawCommandCards    EffectKind = "draw_command_cards"    // one-shot: draw count Command Cards (hand limit applies)
	DiscardCommandCards EffectKind = "discard_command_cards" // one-shot: discard count random Command Cards
	BridgeThreat        EffectKind = "bridge_threat"         // one-shot: count random bridges each collapse on d10 <= roll
)

// Filter selects units for the random and chosen picks of an effect.
// Crews are never picked on their own: they go with the unit they crew.
type Filter string

const (
	FilterAny        Filter = "any"        // any unit that is not a crew, structure or obstacle
	FilterGround     Filter = "ground"     // the same, on the ground
	FilterInfantry   Filter = "infantry"   // infantry squads and teams
	FilterMechanised Filter = "mechanised" // vehicles and tanks
	FilterGun        Filter = "gun"        // guns and emplacements
	FilterAircraft   Filter = "aircraft"
	FilterShip       Filter = "ship"
)

var filters = set[Filter]{FilterAny, FilterGround, FilterInfantry, FilterMechanised, FilterGun, FilterAircraft, FilterShip}

// Match reports whether card c passes the filter.
func (f Filter) Match(c *units.Card) bool {
	pickable := c.Class != units.Crew && c.Class != units.Structure && c.Class != units.Obstacle
	switch f {
	case FilterAny:
		return pickable
	case FilterGround:
		return pickable && c.Ground()
	case FilterInfantry:
		return c.Class == units.Infantry
	case FilterMechanised:
		return c.Class == units.Vehicle || c.Class == units.Tank
	case FilterGun:
		return c.Class == units.Gun || c.Class == units.Emplacement
	case FilterAircraft:
		return c.Class == units.Aircraft
	case FilterShip:
		return c.Class == units.Ship
	}
	return false
}

// Pick is who chooses the units an effect applies to.
type Pick string

const (
	PickRandom Pick = "random"
	PickChoice Pick = "choice" // the affected player chooses
)

var picks = set[Pick]{PickRandom, PickChoice}

// Place is where units arrive or return.
type Place string

const (
	AtPort     Place = "port"     // a controlled Shipping Facility (Table V.1)
	AtAirfield Place = "airfield" // a controlled airfield
	AtMapEdge  Place = "map_edge" // an empty sea hex on the map edge (large ships)
)

var places = set[Place]{AtPort, AtAirfield, AtMapEdge}
var returnPlaces = set[Place]{AtPort, AtAirfield}

// CheckTerrain is a terrain whose entry or crossing needs a d10 check (III.3.1).
type CheckTerrain string

const (
	RiverCheck    CheckTerrain = "river"
	SwampCheck    CheckTerrain = "swamp"
	MountainCheck CheckTerrain = "mountain"
)

var checkTerrains = set[CheckTerrain]{RiverCheck, SwampCheck, MountainCheck}

// Naval narrows ship effects to the large or small ships of the catalog
// (units.Special.Naval).
type Naval string

var navals = set[Naval]{"large", "small"}

// unitClasses are the class names movement, attack and deployment effects
// may list.
var unitClasses = set[units.Class]{
	units.Infantry, units.Crew, units.Gun, units.Vehicle, units.Tank, units.Aircraft,
	units.Ship, units.Structure, units.Obstacle, units.Emplacement,
}

// Effect is one typed effect of an event card. Only the parameters listed
// for its kind in effectSpecs may be set; the loader enforces that.
type Effect struct {
	Kind EffectKind `toml:"kind"`
	Side Side       `toml:"side"`

	Delta           int           `toml:"delta"`
	Percent         int           `toml:"percent"`
	Count           int           `toml:"count"`
	Turns           int           `toml:"turns"`
	Classes         []units.Class `toml:"classes"`
	Naval           Naval         `toml:"naval"`
	OffroadOnly     bool          `toml:"offroad_only"`
	RoadOnly        bool          `toml:"road_only"`
	Terrain         CheckTerrain  `toml:"terrain"`
	Filter          Filter        `toml:"filter"`
	Pick            Pick          `toml:"pick"`
	RearHexes       int           `toml:"rear_hexes"` // only units at least this far from any enemy unit
	Units           []string      `toml:"units"`      // unit ids; each country gets its own (and neutral) ones
	At              Place         `toml:"at"`
	ReturnAt        Place         `toml:"return_at"`
	WithCrews       bool          `toml:"with_crews"`
	ExperienceRolls int           `toml:"experience_rolls"`
	Attack          int           `toml:"attack"` // d20 score needed to hit
	DI              int           `toml:"di"`     // damage index of that attack
	Roll            int           `toml:"roll"`   // d10 score at or below which it happens
}

// Ongoing reports whether the effect lasts for the event's duration (as
// opposed to acting once when drawn).
func (e *Effect) Ongoing() bool { return effectSpecs[e.Kind].ongoing }

// HitsClass reports whether a class-limited effect covers class c; an
// effect without classes covers every class.
func (e *Effect) HitsClass(c units.Class) bool {
	return len(e.Classes) == 0 || set[units.Class](e.Classes).has(c)
}
