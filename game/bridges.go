package game

import "frontline/game/hex"

// Bridges over rivers (III.3.1, VII.4): the map lists where roads cross
// rivers (one existing bridge each, some collapsed from the start); play
// destroys some and engineers build others. Both are kept by hexside.

// bridgeIntact reports whether a standing bridge spans the hexside from a
// to b: an existing one not collapsed or destroyed, or one built in play.
func (g *Game) bridgeIntact(a, b hex.Hex) bool {
	e, ok := hex.EdgeBetween(a, b)
	if !ok {
		return false
	}
	if len(g.BridgesBuilt) > 0 && g.BridgesBuilt[e.String()] { // the length first: no key text for an empty set
		return true
	}
	br, ok := g.scenario.Map.Bridge(a, b)
	return ok && !br.Collapsed && (len(g.BridgesDown) == 0 || !g.BridgesDown[e.String()])
}

// destroyBridge records that the bridge over the hexside from a to b is
// down, whether it was an existing or a built one (VII.4.4). It reports
// whether a standing bridge was there.
func (g *Game) destroyBridge(a, b hex.Hex) bool {
	if !g.bridgeIntact(a, b) {
		return false
	}
	e, _ := hex.EdgeBetween(a, b)
	k := e.String()
	if g.BridgesBuilt[k] {
		delete(g.BridgesBuilt, k)
		return true
	}
	if g.BridgesDown == nil {
		g.BridgesDown = map[string]bool{}
	}
	g.BridgesDown[k] = true
	return true
}
