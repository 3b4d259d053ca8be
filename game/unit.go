package game

import (
	"frontline/game/hex"
	"frontline/game/scenario"
	"frontline/game/units"
)

// UnitID identifies one unit instance for the whole game.
type UnitID int

// Where a unit is.
type Place string

const (
	OnMap     Place = "map"       // deployed on the operational map
	Staged    Place = "staged"    // bought, waiting in the staging area (III.4)
	Destroyed Place = "destroyed" // removed from play
	Away      Place = "away"      // temporarily withdrawn by an event card
)

// Unit is one counter in play: a card plus its state. Card is looked up from
// CardID after loading a save.
type Unit struct {
	ID         UnitID          `json:"id"`
	CardID     string          `json:"card"`
	Card       *units.Card     `json:"-"`
	Side       units.Side      `json:"side"`   // who controls it now
	Marker     int             `json:"marker"` // the number printed on the marker (III.2.1)
	Place      Place           `json:"place"`
	Hex        hex.Hex         `json:"hex"`
	Damaged    bool            `json:"damaged,omitempty"`
	DugIn      bool            `json:"dug_in,omitempty"`
	InFlight   bool            `json:"in_flight,omitempty"`
	Stars      []scenario.Star `json:"stars,omitempty"`
	Crew       UnitID          `json:"crew,omitempty"`        // the crew operating this unit
	Mans       UnitID          `json:"mans,omitempty"`        // for a crew: the unit it operates
	DeployTurn int             `json:"deploy_turn,omitempty"` // staged: own turn from which it may deploy
	// SupplyIdleTurn is the side turn on which the unit was last left
	// unsupplied by a deficit (V.3.2: not two turns in a row).
	SupplyIdleTurn int `json:"supply_idle_turn,omitempty"`
	// IdleUntil: the unit is busy with an idle function (digging in,
	// construction, repair) until this side turn (Inset V.5 item 2).
	IdleUntil int `json:"idle_until,omitempty"`
	// Movement (movement.go, digin.go): the Step of the Movement Phase in
	// which the unit last moved, and the one it last spent digging in; a
	// unit does one or the other once per phase (V.4, glossary Dig In).
	MovedStep int `json:"moved_step,omitempty"`
	DigStep   int `json:"dig_step,omitempty"`
	// Fog of war and reconnaissance (recon.go): FoundAt is the hex (CCRR)
	// where enemy recon found this hidden unit or post; it stays found
	// until it leaves that hex (glossary, Hidden; IV.1.6). ReconStep is the
	// Step on which it last performed reconnaissance (VI.6: no combat then).
	FoundAt   string `json:"found_at,omitempty"`
	ReconStep int    `json:"recon_step,omitempty"`
	// Deployment (deployment.go): NavalRolled says a large ship's request
	// was rolled on Table V.2 (once per ship) and NavalDelay by how many
	// turns it was put off (V.6.3). ActiveTurn is the own turn from which a
	// newly deployed Command Post or Forward HQ works (Inset IV.3 item 3).
	NavalRolled bool `json:"naval_rolled,omitempty"`
	NavalDelay  int  `json:"naval_delay,omitempty"`
	ActiveTurn  int  `json:"active_turn,omitempty"`
	// Combat (engagement.go): the Step of the Combat Phase in which the
	// unit last fired in an engagement; one engagement per phase (V.5.3).
	EngagedStep int `json:"engaged_step,omitempty"`
	// Push (push.go): the Step and own turn of the unit's last push
	// (IV.3.5). Rush Deployment (rush_deployment.go): the own turn for
	// which a staged unit was rushed. HQ conversion (hq_relocation.go):
	// the own turn on which a Command Post becomes the Forward HQ.
	PushStep   int `json:"push_step,omitempty"`
	PushTurn   int `json:"push_turn,omitempty"`
	RushTurn   int `json:"rush_turn,omitempty"`
	HQFromTurn int `json:"hq_from_turn,omitempty"`
	// PaidCost (post_cost.go): what was paid for a staged post, until it
	// is established (IV.1.3).
	PaidCost int `json:"paid_cost,omitempty"`
}

// Face is the card side in use.
func (u *Unit) Face() *units.Face { return u.Card.Face(u.Damaged) }

// Deployed reports whether the unit is on the map.
func (u *Unit) Deployed() bool { return u.Place == OnMap }
