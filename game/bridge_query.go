package game

import "frontline/game/hex"

// BridgeIntact reports whether a standing bridge spans the hexside from a
// to b (bridges.go), for the computer players' plans: the map and the
// bridges blown or built are public.
func (g *Game) BridgeIntact(a, b hex.Hex) bool { return g.bridgeIntact(a, b) }
