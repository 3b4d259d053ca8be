package game

import (
	"math/rand/v2"

	"frontline/game/hex"
	"frontline/game/units"
)

// randomAirCommand gives random play its air orders (air_sortie.go,
// scramble.go, air_combat.go): sorties in the Movement Phase, scrambles
// when asked, and now and then aircraft leaving an engagement. It reports
// false when it has nothing to say.
func randomAirCommand(g *Game, rng *rand.Rand, memo *stateMemo) (Command, bool) {
	side := g.Pending.Side
	switch {
	case g.Pending.Kind == DecideScramble:
		cmd := Command{Kind: CmdScramble, Side: side}
		for _, id := range g.Pending.Choices {
			if rng.IntN(2) == 0 {
				cmd.Units = append(cmd.Units, id)
				base := g.Unit(id).Hex
				cmd.Hex = &base
			}
		}
		return cmd, true
	case g.Pending.Kind == DecideEngagementRound && rng.IntN(4) == 0:
		for _, id := range g.Pending.Choices {
			if airborne(g.Unit(id)) {
				return Command{Kind: CmdLeaveCombat, Side: side, Units: []UnitID{id}}, true
			}
		}
	case g.Pending.Kind == DecidePhase && g.Phase == PhaseMovement && rng.IntN(3) == 0:
		var ready []*Unit
		for _, u := range g.Units {
			if u.Side == side && u.Deployed() && u.Card.Class == "aircraft" && (memo.maySortie(g, u) || rng.IntN(10) == 0) {
				ready = append(ready, u)
			}
		}
		if len(ready) == 0 {
			return Command{}, false
		}
		u := ready[rng.IntN(len(ready))]
		mission := Missions[rng.IntN(len(Missions))]
		reach := hex.WithinCount(max(u.Face().Movement/2, 1))
		strike := hex.WithinAt(u.Hex, rng.IntN(reach))
		home := u.Hex
		if !u.InFlight || rng.IntN(2) == 0 {
			if fields := memo.heldAirfields(g, side); len(fields) > 0 {
				home = fields[rng.IntN(len(fields))]
			}
		}
		cmd := Command{Kind: CmdSortie, Side: side, Unit: u.ID, Option: mission, Path: []hex.Hex{strike, home}}
		if mission != MissionFerry {
			cmd.Hex = &strike
		}
		return cmd, true
	}
	return Command{}, false
}

// maySortie is g.sortieBar(u) == nil.
func (m *stateMemo) maySortie(g *Game, u *Unit) bool {
	return remember(m, g, memoKey{what: "may_sortie", id: u.ID}, func() bool { return g.sortieBar(u) == nil })
}

// heldAirfields is g.heldAirfields(side).
func (m *stateMemo) heldAirfields(g *Game, side units.Side) []hex.Hex {
	return remember(m, g, memoKey{what: "held_airfields", side: side}, func() []hex.Hex { return g.heldAirfields(side) })
}
