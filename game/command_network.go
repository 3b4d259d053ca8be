package game

import (
	"slices"

	"frontline/game/cards"
	"frontline/game/hex"
	"frontline/game/units"
)

// The command network (IV.1.1, IV.1.2, Inset IV.1): a unit is in command
// while it stands within the Command Radius of a friendly Forward HQ,
// Command Post or mobile command unit. Outside it the unit fights with
// initiative penalties (hooked into engagement_round.go) and may not be
// given command decisions (InCommand is the test for the command-card
// code to come).
//
// Readings:
//   - A Forward HQ or Command Post counts from its ActiveTurn on (Inset
//     IV.3 item 3: the turn after deployment); the radius printed on its
//     face in use applies, so a damaged post reaches less far (IV.1.8).
//   - A mobile command unit is any unit, not a structure, whose face has
//     a Command Radius; flagships are ships of this kind, so a ship within
//     any friendly radius counts as in command.
//   - Aircraft never suffer these penalties (Inset IV.1 note, VI.2.3).

// CommandSource is one point of a side's command network.
type CommandSource struct {
	Unit   UnitID  `json:"unit"`
	Hex    hex.Hex `json:"hex"`
	Radius int     `json:"radius"`
}

// CommandRadius lists the working sources of side's command network, in
// unit order.
func (g *Game) CommandRadius(side units.Side) []CommandSource {
	var out []CommandSource
	for _, u := range g.Units {
		if u.Side != side || !u.Deployed() {
			continue
		}
		r := u.Face().CommandRadius
		if r <= 0 {
			continue
		}
		switch u.Card.Special.Structure {
		case units.ForwardHQ, units.CommandPost:
			if !g.postWorking(u) {
				continue // established this turn: works from the next (Inset IV.3 item 3)
			}
		default:
			if u.Card.Class == units.Structure {
				continue // only posts and the HQ command among structures
			}
		}
		r = max(r+g.effectDelta(side, cards.CommandRadiusDelta, u.Card.Class), 0) // event cards (III.6.3)
		out = append(out, CommandSource{Unit: u.ID, Hex: u.Hex, Radius: r})
	}
	return out
}

// postWorking: u is not a Command Post or Forward HQ set up this turn,
// which works (commands, pays income) from its ActiveTurn on (Inset IV.3
// item 3).
func (g *Game) postWorking(u *Unit) bool { return u.ActiveTurn <= g.Players[u.Side].Turn }

// InCommand reports whether u is inside its side's command network
// (IV.1.1). Aircraft always are (Inset IV.1 note); units off the map are
// not.
func (g *Game) InCommand(u *Unit) bool {
	if u.Card.Class == units.Aircraft {
		return true
	}
	if !u.Deployed() {
		return false
	}
	for _, s := range g.CommandRadius(u.Side) {
		if hex.Distance(s.Hex, u.Hex) <= s.Radius {
			return true
		}
	}
	return false
}

// CommandCoverage maps every map hex (CCRR) inside side's command network
// to true, for the client's overlay.
func (g *Game) CommandCoverage(side units.Side) map[string]bool {
	out := map[string]bool{}
	for _, s := range g.CommandRadius(side) {
		for _, h := range hex.Within(s.Hex, s.Radius) {
			if g.scenario.Map.InBounds(h) {
				out[h.String()] = true
			}
		}
	}
	return out
}

// outOfCommand returns the first of ids outside the command network, or
// nil. Engagements use it for the Inset IV.1 penalties.
func (g *Game) outOfCommand(ids []UnitID) *Unit {
	i := slices.IndexFunc(ids, func(id UnitID) bool { return !g.InCommand(g.Unit(id)) })
	if i < 0 {
		return nil
	}
	return g.Unit(ids[i])
}

// OutOfCommandPenalty is the defender's initiative modifier when a
// retaliating unit is out of command (Inset IV.1 item 1).
const OutOfCommandPenalty = -1
