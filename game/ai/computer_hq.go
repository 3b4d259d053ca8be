package ai

import (
	"fmt"

	"frontline/game"
	"frontline/game/units"
)

// The Forward HQ (IV.1.9, Inset IV.4). Once enemy reconnaissance has
// found it with the enemy within threatRange, or it is lost, the computer
// converts the working Command Post farthest from the enemy into the new
// Forward HQ: the conversion gives up the found HQ itself, and the post
// keeps the network working meanwhile. (Abandoning the HQ without a
// conversion loses the HQ's income, radius and cards until a new one is
// bought and set up, which a conversion never does, so it is not used.)
func (t *turn) relocateHQ() []Order {
	g := t.b
	var hq *game.Unit
	converting := false
	for _, ou := range t.v.Own {
		u := g.Unit(ou.ID)
		if u == nil || !u.Deployed() {
			continue
		}
		switch u.Card.Special.Structure {
		case units.ForwardHQ:
			hq = u
		case units.CommandPost:
			converting = converting || u.HQFromTurn != 0
		}
	}
	if converting || hq != nil && (!game.Found(hq) || t.nearestEnemy(hq.Hex) > threatRange) {
		return nil
	}
	var best *game.Unit
	for _, ou := range t.v.Own {
		u := g.Unit(ou.ID)
		if u == nil || !u.Deployed() || u.Card.Special.Structure != units.CommandPost {
			continue
		}
		if best == nil || t.nearestEnemy(u.Hex) > t.nearestEnemy(best.Hex) {
			best = u
		}
	}
	if best == nil {
		return nil
	}
	cmd := game.Command{Kind: game.CmdConvertPost, Side: t.side, Unit: best.ID}
	if !t.tries(cmd) {
		return nil
	}
	why := "its Forward HQ is lost"
	if hq != nil {
		why = fmt.Sprintf("the enemy has found its Forward HQ at %s and stands %d hexes from it", hq.Hex, t.nearestEnemy(hq.Hex))
	}
	return []Order{{Command: cmd, Reason: fmt.Sprintf("converts the Command Post at %s, %d hexes from the enemy, into the new Forward HQ: %s",
		best.Hex, t.nearestEnemy(best.Hex), why)}}
}
