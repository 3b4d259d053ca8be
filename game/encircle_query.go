package game

import (
	"fmt"

	"frontline/game/cards"
	"frontline/game/hex"
	"frontline/game/units"
)

// Queries for planning an Encircle (encircle.go), built from the checks
// CmdEncircle makes, so that a client marks the same stacks, ring and
// open hexes the command then accepts.

// EncircleParams are the Encircle card's numbers (content, or the
// engine's defaults).
func (g *Game) EncircleParams() cards.EncircleParams { return g.encircleParams() }

// encircleTargetBar says why t may not be named as side's Encircle
// target, or nil.
func (g *Game) encircleTargetBar(side units.Side, t *Unit) error {
	if t == nil || t.Side == side || !t.Deployed() || !g.Sees(side, t.ID) || !t.Card.Ground() || t.InFlight {
		return fmt.Errorf("Encircle needs an enemy land unit you can see as its target (IV.3.3)")
	}
	return nil
}

// EncirclePincer reports whether u counts among the units able to move
// to swing round the enemy.
func EncirclePincer(u *Unit) bool { return u.Face().Movement > 0 && !u.Card.Special.Immobile }

// EncircleRinger reports whether u may hold a place in an Encircle ring:
// a land unit on the map, not in the air, inside the command network.
func (g *Game) EncircleRinger(u *Unit) bool { return encircler(u) && g.InCommand(u) }

// EncircleOpenBar says why h may not be the hex left open by side's
// encirclement of the stack in at, or nil.
func (g *Game) EncircleOpenBar(side units.Side, at, h hex.Hex) error {
	if hex.Distance(h, at) != 1 || !g.scenario.Map.InBounds(h) {
		return fmt.Errorf("name the hex next to %s that the encirclement leaves open (IV.3.3)", at)
	}
	for _, u := range g.unitsIn(h) {
		if u.Side == side {
			return fmt.Errorf("the open hex %s holds your own units; the enemy's way out must be free of them (IV.3.3)", h)
		}
	}
	return nil
}

// EncircleTarget is what hex h offers side as an Encircle target: the
// enemy unit to name and the bordering hexes whose units may form the
// ring, or why it is no target.
func (g *Game) EncircleTarget(side units.Side, h hex.Hex) (UnitID, []hex.Hex, error) {
	p := g.encircleParams()
	var target UnitID
	st := g.Stack(h) // the top unit is named
	for i := len(st) - 1; i >= 0 && target == 0; i-- {
		if g.encircleTargetBar(side, st[i]) == nil {
			target = st[i].ID
		}
	}
	if target == 0 {
		return 0, nil, fmt.Errorf("%s holds no enemy land unit you can see (IV.3.3)", h)
	}
	if g.encirclement(h) != nil {
		return 0, nil, fmt.Errorf("the stack in %s is already encircled this turn (IV.3.3)", h)
	}
	var ring []hex.Hex
	mobile, outside := 0, ""
	for _, n := range hex.Neighbors(h) {
		held := false
		for _, u := range g.unitsIn(n) {
			if u.Side != side || !encircler(u) {
				continue
			}
			if !g.InCommand(u) {
				outside = g.describe(u)
				continue
			}
			held = true
			if EncirclePincer(u) {
				mobile++
			}
		}
		if held {
			ring = append(ring, n)
		}
	}
	switch {
	case len(ring) == 0:
		why := fmt.Sprintf("none of your land units borders %s; Encircle needs them in %d different hexes next to it (IV.3.3, Q16)", h, p.Groups)
		if outside != "" {
			why += "; " + outside + " is outside the command network (Inset IV.1)"
		}
		return 0, nil, fmt.Errorf("%s", why)
	case len(ring) < p.Groups:
		why := fmt.Sprintf("your land units border %s from %d hex%s; Encircle needs %d different hexes (IV.3.3, Q16)",
			h, len(ring), map[bool]string{true: "es"}[len(ring) != 1], p.Groups)
		if outside != "" {
			why += "; " + outside + " is outside the command network (Inset IV.1)"
		}
		return 0, nil, fmt.Errorf("%s", why)
	case mobile < p.PincerUnits:
		return 0, nil, fmt.Errorf("Encircle needs at least %d units able to move round %s; %d of yours there can (IV.3.3)", p.PincerUnits, h, mobile)
	}
	return target, ring, nil
}

// EncircleTargets lists the hexes of the enemy stacks side sees that it
// may encircle now.
func (g *Game) EncircleTargets(side units.Side) []hex.Hex {
	var out []hex.Hex
	seen := map[hex.Hex]bool{}
	for _, u := range g.Units {
		if u.Side == side || !u.Deployed() || seen[u.Hex] || !g.Sees(side, u.ID) {
			continue
		}
		seen[u.Hex] = true
		if t, _, _ := g.EncircleTarget(side, u.Hex); t != 0 {
			out = append(out, u.Hex)
		}
	}
	return out
}
