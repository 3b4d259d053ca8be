package game

import "frontline/game/tactical"

// engagementLength says how long the engagement just ended was fought:
// its combat rounds on the map, or, resolved by miniatures, the tactical
// turns of its battle (the map counted no round then).
func (g *Game) engagementLength() string {
	if m := g.Miniatures; m != nil && m.battle != nil {
		return "after it was fought on the battle table for " + tactical.Counted(m.battle.Turn, "tactical turn")
	}
	return "after " + tactical.Counted(g.OpenEngagement.Round, "round")
}
