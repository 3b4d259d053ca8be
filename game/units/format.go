package units

// The TOML shape of assets/units.toml (docs/formats/units.md). These raw
// types hold exactly what the file says; load.go checks them and builds the
// typed Card values. Values that must be read as "absent" (an unset
// damaged-side value) are found through tomldoc.Doc.Has, not by zero.

type rawFile struct {
	Unit []rawUnit `toml:"unit"`
}

type rawRange struct {
	Op  int `toml:"op"`
	Tac int `toml:"tac"`
}

type rawWeapon struct {
	Name          string   `toml:"name"`
	Slot          string   `toml:"slot"`
	Qty           int      `toml:"qty"`
	Attack        int      `toml:"attack"`
	AttackDamaged int      `toml:"attack_damaged"`
	DI            int      `toml:"di"`
	Range         rawRange `toml:"range"`
	Targets       []string `toml:"targets"`
	AP            int      `toml:"ap"`
	Rate          int      `toml:"rate"`
	Indirect      bool     `toml:"indirect"`
	Expended      bool     `toml:"expended"`
	Bullets       bool     `toml:"bullets"`
	ShellMM       int      `toml:"shell_mm"`
	BombLb        int      `toml:"bomb_lb"`
}

type rawUnit struct {
	ID      string `toml:"id"`
	Name    string `toml:"name"`
	Marker  string `toml:"marker"`
	Side    string `toml:"side"`
	Class   string `toml:"class"`
	Year    int    `toml:"year"`
	Cost    int    `toml:"cost"`
	Limit   int    `toml:"limit"`
	Summary string `toml:"summary"`

	Movement        int `toml:"movement"`
	MovementDamaged int `toml:"movement_damaged"`
	Defense         int `toml:"defense"`
	DefenseDamaged  int `toml:"defense_damaged"`
	Endurance       int `toml:"endurance"`
	EnduranceHalf   int `toml:"endurance_half"`

	CommandRadius        int      `toml:"command_radius"`
	CommandRadiusDamaged int      `toml:"command_radius_damaged"`
	Income               int      `toml:"income"`
	IncomeDamaged        int      `toml:"income_damaged"`
	PortBonus            int      `toml:"port_bonus"`
	PortBonusDamaged     int      `toml:"port_bonus_damaged"`
	SortieLimit          int      `toml:"sortie_limit"`
	SortieLimitDamaged   int      `toml:"sortie_limit_damaged"`
	Crossing             []string `toml:"crossing"`
	CrossingDamaged      []string `toml:"crossing_damaged"`
	SafePassage          int      `toml:"safe_passage"`
	SafePassageDamaged   int      `toml:"safe_passage_damaged"`
	OnDamage             []string `toml:"on_damage"`

	RequiresCrew      string   `toml:"requires_crew"`
	CrewType          string   `toml:"crew_type"`
	Bearer            string   `toml:"bearer"`
	TowedGun          string   `toml:"towed_gun"`
	TowVehicles       int      `toml:"tow_vehicles"`
	TowCapacity       string   `toml:"tow_capacity"`
	SetupPhases       int      `toml:"setup_phases"`
	TransportSquads   int      `toml:"transport_squads"`
	TransportSoldiers int      `toml:"transport_soldiers"`
	TransportVehicles int      `toml:"transport_vehicles"`
	OpenTop           bool     `toml:"open_top"`
	TurnsOfFlight     int      `toml:"turns_of_flight"`
	AirRole           string   `toml:"air_role"`
	DiveBomb          bool     `toml:"dive_bomb"`
	HitAndRun         bool     `toml:"hit_and_run"`
	Smoke             bool     `toml:"smoke"`
	Recon             bool     `toml:"recon"`
	Hidden            bool     `toml:"hidden"`
	DigIn             bool     `toml:"dig_in"`
	Engineer          bool     `toml:"engineer"`
	FireMissions      bool     `toml:"fire_missions"`
	Spotting          rawRange `toml:"spotting"`
	Amphibious        bool     `toml:"amphibious"`
	Naval             string   `toml:"naval"`
	LandingShip       bool     `toml:"landing_ship"`
	Immobile          bool     `toml:"immobile"`
	NoSupply          bool     `toml:"no_supply"`
	NoExperience      bool     `toml:"no_experience"`
	Shelter           bool     `toml:"shelter"`
	ObstacleFor       []string `toml:"obstacle_for"`
	Structure         string   `toml:"structure"`
	MinShellMM        int      `toml:"min_shell_mm"`
	MinBombLb         int      `toml:"min_bomb_lb"`

	Weapon []rawWeapon `toml:"weapon"`
}
