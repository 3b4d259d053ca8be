package ai

import (
	"fmt"

	"frontline/game"
)

// switchTargets answers a round of the computer's own attack by moving
// each attacker that cannot hurt its target onto an engaged enemy it can
// (V.5.3, game.HarmlessAims): a strafing fighter whose bombs are gone
// turns from the Tiger to the gun beside it instead of firing its machine
// guns at the armour until the engagement is broken off (Q141).
func (c *Computer) switchTargets(s *game.Seat, v game.View) (Order, bool) {
	if v.Pending.Kind != game.DecideEngagementRound || v.Pending.Side != v.Side {
		return Order{}, false
	}
	fs := s.Belief(c.seed).HarmlessAims(v.Side)
	if len(fs) == 0 {
		return Order{}, false
	}
	cmd := game.Command{Kind: game.CmdNextRound, Side: v.Side}
	for _, f := range fs {
		cmd.Units, cmd.Targets = append(cmd.Units, f.Unit), append(cmd.Targets, f.Target)
	}
	if c.refused[orderKey(cmd)] {
		return Order{}, false
	}
	return Order{Command: cmd, Reason: fmt.Sprintf("turns %d unit(s) from targets their weapons cannot hurt onto enemies they can", len(fs))}, true
}
