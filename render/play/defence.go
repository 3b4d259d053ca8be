package play

import "frontline/game"

// Attacks are declared in two moments: the viewer's own Combat Phase
// (V.5) and the defensive combat offer of the enemy's (VI.2.1), where the
// passive side may attack enemy units that moved within its range. Both
// share selection, red rings, the confirmation and the outcome preview;
// only the targets and the command differ.

// declaring reports whether the viewer may declare an attack now.
func (s *Scene) declaring() bool { return s.myDecision(game.PhaseCombat) || s.defending() }

// defending reports whether the defensive combat offer is the viewer's.
func (s *Scene) defending() bool {
	p := s.view.Pending
	return p.Kind == game.DecideDefensiveCombat && p.Side == s.view.Side && !s.view.Over
}

// targetsOf lists what unit id may be declared against now.
func (s *Scene) targetsOf(id game.UnitID) []game.UnitID {
	if s.defending() {
		return s.sess.Game().DefenceTargets(id)
	}
	return s.sess.Game().AttackTargets(id)
}
