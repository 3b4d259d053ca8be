package game

import (
	"math/rand/v2"
)

// randomInterdictWithdraw answers the Interdict offer against a
// withdrawal: every own gun with indirect fire and the first observer
// fire at the first withdrawing unit, or the offer is passed.
func randomInterdictWithdraw(g *Game, rng *rand.Rand, _ *stateMemo) (Command, bool) {
	if g.Pending.Kind != DecideInterdictWithdraw {
		return Command{}, false
	}
	side := g.Pending.Side
	if rng.IntN(2) == 0 || len(g.Pending.Choices) == 0 {
		return Command{Kind: CmdLetWithdraw, Side: side}, true
	}
	cmd := Command{Kind: CmdFireMission, Side: side, Option: string(MissionInterdict), Target: g.Pending.Choices[0]}
	for _, u := range g.Units {
		if u.Side != side || !u.Deployed() {
			continue
		}
		if g.indirectWeapon(u) >= 0 {
			cmd.Units = append(cmd.Units, u.ID)
		}
		if cmd.Unit == 0 && u.Card.Special.FireMissions {
			cmd.Unit = u.ID
		}
	}
	return cmd, true
}
