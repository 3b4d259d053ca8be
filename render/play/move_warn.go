package play

import (
	"slices"

	"frontline/game/hex"
	"frontline/game/units"
)

// enemyAhead warns, from what the viewer's markers show and nothing more,
// that a move into h ends beside the enemy: the engagement it starts in the
// Combat Phase (V.5), and each obstacle seen there that attacks a unit of
// card's kind on entering (glossary, Obstacle). Empty when no enemy is seen.
func (s *Scene) enemyAhead(h hex.Hex, card *units.Card) string {
	_, st := s.stacksAt(h)
	if st == nil || card == nil {
		return ""
	}
	txt := " Enemy there: the move ends in their hex and the engagement is fought in the Combat Phase (V.5)."
	kind := card.TargetKind()
	for _, m := range st.Markers {
		c := m.Card
		if c != nil && c.Class == units.Obstacle && slices.Contains(c.Special.ObstacleFor, kind) {
			txt += " Its " + c.Name + " attacks your " + card.Name + " as it enters."
		}
	}
	if len(st.Markers) < st.Count {
		txt += " Fog of war hides the rest of the stack (VIII.1)."
	}
	return txt
}
