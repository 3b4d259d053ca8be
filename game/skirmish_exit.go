package game

import (
	"fmt"

	"frontline/game/board"
	"frontline/game/hex"
)

// Leaving the playable area (II.2.5: a Skirmish goes on until a player
// "surrenders, is destroyed, or is forced out of the playable area").
//
// Readings:
//   - A unit leaves only by its own move: in its side's Movement Phase, a
//     unit that could move now and stands in a land hex on the map's edge
//     steps off the map with everything it carries or tows and its crew.
//     Any edge will do: the rulebook names no side's edge.
//   - It is out of the game for good (Place Away, Departed): not
//     destroyed, so the enemy scores nothing, and it never returns.
//   - Only Skirmish games have a playable area to be forced out of; in
//     the others the map edge is simply the end of the map (terrainBar).
//   - A side with no units left in play, those gone off the map included,
//     has been forced out and loses (victory.go hasForce).

// CmdLeaveMap: Command.Unit steps off the map edge (Movement Phase, Skirmish).
const CmdLeaveMap CommandKind = "leave_map"

// EvLeftMap: Units left the playable area.
const EvLeftMap EventKind = "left_map"

func init() {
	register(CmdLeaveMap, DecidePhase, PhaseMovement, (*Game).leaveMap)
}

// mapEdge reports whether h is a land hex on the map with a neighbour off it.
func (g *Game) mapEdge(h hex.Hex) bool {
	m := g.scenario.Map
	if !m.InBounds(h) || m.Terrain(h) == board.Sea {
		return false
	}
	for _, n := range hex.Neighbors(h) {
		if !m.InBounds(n) {
			return true
		}
	}
	return false
}

// LeaveMapBar says why unit id may not leave the playable area now, or nil.
func (g *Game) LeaveMapBar(id UnitID) error {
	u := g.Unit(id)
	if u == nil {
		return fmt.Errorf("there is no unit %d", id)
	}
	if !g.scenario.Win.Skirmish {
		return fmt.Errorf("%s may not leave the map: only a Skirmish has a playable area to leave (II.2.5)", g.describe(u))
	}
	if err := g.CanMove(id); err != nil {
		return err
	}
	if !g.mapEdge(u.Hex) {
		return fmt.Errorf("%s in %s is not on a land hex at the map's edge (II.2.5)", g.describe(u), u.Hex)
	}
	return nil
}

// leaveMap answers CmdLeaveMap.
func (g *Game) leaveMap(cmd Command) ([]Event, error) {
	u := g.Unit(cmd.Unit)
	if u == nil || u.Side != cmd.Side {
		return nil, fmt.Errorf("unit %d is not one of your units", cmd.Unit)
	}
	if err := g.LeaveMapBar(u.ID); err != nil {
		return nil, err
	}
	group := g.moveGroup(u)
	from := u.Hex
	for _, m := range group {
		m.Place, m.Departed, m.DugIn, m.Shelter, m.MovedStep = Away, true, false, 0, g.Step
	}
	return []Event{{Kind: EvLeftMap, Side: u.Side, Units: unitIDs(group), Rule: "II.2.5",
		Text: fmt.Sprintf("%s leaves the playable area from %s and is out of the game.", g.names(group), from)}}, nil
}
