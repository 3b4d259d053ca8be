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
	Departed   bool            `json:"departed,omitempty"` // left the playable area (Place Away for good; skirmish_exit.go, II.2.5)
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
	// Engineers (construction.go, demolition.go, obstacles.go): BuildBy is
	// the engineer squad building this staged item, BuildEdge the hexside
	// an engineered bridge spans; DemoStep the Movement Phase Step of the
	// squad's last clearing attempt; PassStep and Passed count the units
	// an obstacle let through unharmed in that Step (safe passage).
	BuildBy   UnitID `json:"build_by,omitempty"`
	BuildEdge string `json:"build_edge,omitempty"`
	DemoStep  int    `json:"demo_step,omitempty"`
	PassStep  int    `json:"pass_step,omitempty"`
	Passed    int    `json:"passed,omitempty"`
	// Surrender and capture (surrender.go, capture.go): SurroundedTurn is
	// the own turn at whose start the unit was found surrounded (Inset
	// VI.1 item 1); Captured says it was taken by the enemy (VI.1.2): off
	// the map for soldiers, under its captor's Side for equipment.
	SurroundedTurn int  `json:"surrounded_turn,omitempty"`
	Captured       bool `json:"captured,omitempty"`
	// Aircraft (air_sortie.go, air_combat.go): Turns of Flight left while
	// in flight (VI.2.2), weapon indexes of munitions dropped until it
	// lands (VI.7.4, Munitions Depleted), the Step an enemy last fired at
	// it in the air (VI.2.3 threat).
	FlightLeft int `json:"flight_left,omitempty"`
	ThreatStep int `json:"threat_step,omitempty"`
	// Artillery (fire_mission_round.go, munitions.go, hit_and_run.go): a
	// Pin holds the unit in round PinnedRound of the engagement of step
	// PinnedStep (VI.7.6.2); Depleted lists weapon indexes out of munitions
	// (III.12, VI.7.4, Inset VI.6; bombs until the aircraft lands); HitRunStep is the Movement Phase step in which
	// it declared Hit & Run (glossary).
	PinnedStep  int   `json:"pinned_step,omitempty"`
	PinnedRound int   `json:"pinned_round,omitempty"`
	Depleted    []int `json:"depleted,omitempty"`
	HitRunStep  int   `json:"hit_run_step,omitempty"`
	// Transport (transport.go, towing.go): Aboard is the unit this one
	// rides in or on (VI.3.1-VI.3.4), TowedBy the vehicles towing this gun
	// (VI.3.5). MoveLeft is the movement left after the unit's move in the
	// phase of MovedStep; PickupStep/PickupLeft mark a carrier that took
	// passengers aboard after moving, with MoveLeft still to go (VI.3.3).
	// HoldStep/HoldRound: the engagement round in which a carrier holds
	// its fire while passengers get off (VI.3.3, VI.3.4).
	Aboard     UnitID   `json:"aboard,omitempty"`
	TowedBy    []UnitID `json:"towed_by,omitempty"`
	MoveLeft   int      `json:"move_left,omitempty"`
	PickupStep int      `json:"pickup_step,omitempty"`
	PickupLeft int      `json:"pickup_left,omitempty"`
	HoldStep   int      `json:"hold_step,omitempty"`
	HoldRound  int      `json:"hold_round,omitempty"`
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
	// Shelter (emplacement.go): the emplacement this infantry unit was
	// declared within (glossary Emplacement); void once it moves.
	Shelter UnitID `json:"shelter,omitempty"`
	// Ships (naval.go): the Movement Phase Step in which the ship began
	// unloading, which it spends whole (glossary, Landing Ship).
	UnloadStep int `json:"unload_step,omitempty"`
	// Entered (miniatures_units.go): the hexside by which the unit last
	// came into its hex, as hex.Direction + 1; 0 when it did not come by
	// a move. A battle table places attackers by it (IX.4.3).
	Entered int `json:"entered,omitempty"`
}

// Face is the card side in use.
func (u *Unit) Face() *units.Face { return u.Card.Face(u.Damaged) }

// Deployed reports whether the unit is on the map.
func (u *Unit) Deployed() bool { return u.Place == OnMap }

// unlink drops the unit's own transport, tow and shelter links when it
// leaves the map (destroyed, captured, merged): it rides nothing any more.
// What it carried is handled by its caller (Table VI.1).
func (u *Unit) unlink() { u.Aboard, u.TowedBy, u.Shelter = 0, nil, 0 }

// IdleIn reports whether u is busy with an idle function in its side's
// turn turn (Inset V.5 item 2). IdleUntil 0 means never busy: a side's turn
// count is 0 before its first turn, and its units are not idle then.
func (u *Unit) IdleIn(turn int) bool { return u.IdleUntil > 0 && u.IdleUntil >= turn }
