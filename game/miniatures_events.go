package game

import (
	"frontline/game/cards"
	"frontline/game/tactical"
	"frontline/game/units"
)

// Event Cards in force on a battle opened from the map (III.6.3, Q134).
// The effects that act within one engagement go onto the table as the
// operational rules read them: attack_delta on each unit's d20 attacks
// by class, terrain_check_delta on its terrain checks by terrain and
// class, initiative_delta on its side's initiative rolls every round,
// no_fire_missions against its side's missions, no_command_cards against
// the cards played from the hand (tableCardBar); a unit kept idle by
// idle_units stays off the table (tableBar). The others do not reach the
// table: ground_aircraft stops take-offs, and the aircraft on the table
// are in flight already; naval_no_move stops sailing from hex to hex and
// landings, not a ship's moves within its hex; movement_delta is a change
// in hexes, on or off the roads of the map, which the table's inches and
// roads do not match (Open); the rest act on income, supply, deployment,
// command radius or the decks.

// eventForce puts the events in force on u onto its force.
func (g *Game) eventForce(f *tactical.Force, u *Unit) {
	f.AttackDelta = g.effectDelta(u.Side, cards.AttackDelta, u.Card.Class)
	for _, fc := range g.forcesOn(u.Side, cards.TerrainCheckDelta) {
		if !fc.Effect.HitsClass(u.Card.Class) {
			continue
		}
		if f.CheckDelta == nil {
			f.CheckDelta = map[tactical.CheckKind]int{}
		}
		f.CheckDelta[tactical.CheckKind(fc.Effect.Terrain)] += fc.Effect.Delta
	}
}

// battleEvents are the events in force on each side of the battle, by
// role.
func (g *Game) battleEvents(attacker units.Side) [2]tactical.Conditions {
	var out [2]tactical.Conditions
	for _, r := range []tactical.Role{tactical.Defender, tactical.Attacker} {
		side := attacker
		if r == tactical.Defender {
			side = Enemy(attacker)
		}
		for _, m := range g.eventInitiative(side) {
			out[r].Initiative += m.n
		}
		out[r].NoMissions = g.forbiddingEvent(side, cards.NoFireMissions) != ""
	}
	return out
}
