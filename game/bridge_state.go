package game

import (
	"fmt"
	"slices"

	"frontline/game/hex"
)

// The state of engineered bridges (VII.4, VII.4.1, VII.4.4). An engineered
// bridge is a unit and may be intact, damaged or destroyed; its card says
// which kinds of unit may cross it in each state (crossing,
// crossing_damaged: the intro card lets only infantry over a damaged one,
// "follow the OnDamage instructions, which limit the use of the Bridge",
// VII.4.1). Reading: a unit the damaged bridge does not carry may still
// ford the river beside it, as if no bridge stood there.

// builtBridge is the engineered bridge standing over the hexside from a to
// b, or nil.
func (g *Game) builtBridge(a, b hex.Hex) *Unit {
	e, ok := hex.EdgeBetween(a, b)
	if !ok || len(g.BridgesBuilt) == 0 || !g.BridgesBuilt[e.String()] {
		return nil
	}
	for _, u := range g.Units {
		if u.BuildEdge == e.String() && u.Deployed() {
			return u
		}
	}
	return nil
}

// bridgeCarries reports whether a standing bridge from a to b carries u:
// an existing bridge carries every land unit; an engineered one the kinds
// its current face lists (VII.4.1 OnDamage).
func (g *Game) bridgeCarries(u *Unit, a, b hex.Hex) bool {
	if !g.bridgeIntact(a, b) {
		return false
	}
	br := g.builtBridge(a, b)
	return br == nil || slices.Contains(br.Face().Crossing, u.Card.TargetKind())
}

// bridgeRefusal explains, for a river check, why a bridge from a to b does
// not spare u the crossing ("" when none stands or it carries u).
func (g *Game) bridgeRefusal(u *Unit, a, b hex.Hex) string {
	br := g.builtBridge(a, b)
	if br == nil || g.bridgeCarries(u, a, b) {
		return ""
	}
	return fmt.Sprintf(" beside the damaged %s (VII.4.1)", g.describe(br))
}

// roadStepFor is roadStep for u: a road over a river counts only where the
// bridge carries u.
func (g *Game) roadStepFor(u *Unit, a, b hex.Hex) bool {
	if !g.roadStep(a, b) {
		return false
	}
	_, river := g.scenario.Map.River(a, b)
	return !river || g.bridgeCarries(u, a, b)
}
