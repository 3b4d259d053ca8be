package scenario

import "frontline/game/units"

// use counts one counter of card against its build limit (the Appendix B
// count; a scenario cannot field more counters than the box holds). Crews
// added for crewed units count too. Neutral counters are one pool shared
// by both sides. The Forward HQ and Command Posts are checked by
// commandNetwork with the rule's own wording.
func (l *loader) use(path string, side units.Side, card *units.Card) {
	if isCommand(card) || card.Limit <= 0 {
		return
	}
	if l.used == nil {
		l.used, l.overUsed = map[string]int{}, map[string]bool{}
	}
	l.used[card.ID]++
	if n := l.used[card.ID]; n > card.Limit && !l.overUsed[card.ID] {
		l.overUsed[card.ID] = true
		who := string(side)
		if card.Side == units.Neutral {
			who = "both sides together"
		}
		l.errorf(path, "build limit: %s has %d counters (Appendix B) and %s would field more; crews added for crewed units count", card.ID, card.Limit, who)
	}
}
