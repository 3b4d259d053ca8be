package play

import "frontline/game"

// Interdicting a withdrawal (VI.7.6.2, game/interdict_withdraw.go): the
// side that won the Withdraw check is asked whether it fires an Interdict
// at the units falling back. The panel offers each of its guns' fire
// mission (engagementFire, firemission.go: only the withdrawing units'
// hexes are lit, Interdict the only mission) and "Let them go"
// (game.CmdLetWithdraw).

// interdictOrders fills the panel's list at game.DecideInterdictWithdraw.
func (s *Scene) interdictOrders() {
	o := &s.planr
	s.decisionHeads("The enemy falls back", "Interdict the withdrawal · VI.7.6.2", "Fire an Interdict to hold them a round, or let them go")
	o.add("Let them go", true, "", func() {
		if s.do(game.Command{Kind: game.CmdLetWithdraw}) {
			s.say("No Interdict: the enemy withdraws", false)
		}
	})
	s.engagementFire()
}

// decisionHeads titles the list (head) and, when no unit is selected,
// the panel (header, sub) at a decision answered from the list.
func (s *Scene) decisionHeads(head, header, sub string) {
	s.planr.head.Set(head)
	if sb := s.side; sb.kind == sideStack && !s.sel.on {
		sb.helpOn = false
		sb.header.Set(header)
		sb.sub.Set(sub)
	}
}
