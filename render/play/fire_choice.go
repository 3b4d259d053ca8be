package play

import (
	"fmt"

	"frontline/game"
)

// The weapons of a retaliation and of the attacker's next round (Inset
// V.6 step 4, VI.7.3): the panel's buttons give each unit's weapons as
// game.DefaultFire pre-selects them for its target; "Weapons…" opens
// them in the attack's confirmation panel (attack_confirm.go) to change.

// retaliationCmd is the retaliation the panel declares: each unit at its
// chosen target, with its pre-selected weapons.
func (s *Scene) retaliationCmd() game.Command {
	g := s.sess.Game()
	cmd := game.Command{Kind: game.CmdDeclareRetaliation}
	for _, id := range g.Pending.Choices {
		if t := s.retTarget(id); t != 0 {
			cmd.Units, cmd.Targets = append(cmd.Units, id), append(cmd.Targets, t)
			cmd.Fire = append(cmd.Fire, g.DefaultFire(id, t, g.RetaliationTargets(id))...)
		}
	}
	return cmd
}

// roundCmd is the attacker's order for the next round: the units whose
// target the panel switched, with the pre-selected weapons for their new
// target, or (all) every attacker still firing with its orders as they
// stand.
func (s *Scene) roundCmd(all bool) game.Command {
	g := s.sess.Game()
	cmd := game.Command{Kind: game.CmdNextRound}
	for _, id := range s.view.Pending.Choices {
		t := s.roundTarget(id)
		switched := t != s.roundTargetOf(id)
		if t == 0 || !(all || switched) {
			continue
		}
		cmd.Units, cmd.Targets = append(cmd.Units, id), append(cmd.Targets, t)
		fire := s.standingFire(id, t)
		if switched || len(fire) == 0 {
			fire = g.DefaultFire(id, t, s.defenders())
		}
		cmd.Fire = append(cmd.Fire, fire...)
	}
	return cmd
}

// standingFire is attacker id's weapon orders in the engagement, each
// with its target spelled out (t when it follows the unit's target).
func (s *Scene) standingFire(id, t game.UnitID) []game.WeaponOrder {
	e := s.sess.Game().Engagement()
	if e == nil {
		return nil
	}
	for _, f := range e.Attackers {
		if f.Unit != id {
			continue
		}
		out := append([]game.WeaponOrder(nil), f.Fire...)
		for i := range out {
			if out[i].Target == 0 {
				out[i].Target = t
			}
		}
		return out
	}
	return nil
}

// editRetaliation opens the retaliation's weapons to change them.
func (s *Scene) editRetaliation() {
	s.openFire(s.retaliationCmd(), 0, "Retaliate?", "Retaliating", "Retaliate", s.sess.Game().RetaliationTargets)
}

// editRound opens the next round's weapons to change them.
func (s *Scene) editRound() {
	round := 1
	if e := s.view.Engagement; e != nil {
		round = e.Round + 1
	}
	s.openFire(s.roundCmd(true), 0, fmt.Sprintf("Fight round %d?", round), "Attackers", "Fight round",
		func(game.UnitID) []game.UnitID { return s.defenders() })
}
