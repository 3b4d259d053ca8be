package standalone

import (
	"fmt"

	"frontline/game/tactical"
	"frontline/game/tactical/geom"
)

// Watch checks a game's invariants command after command: units on the
// table stand inside it at a legal altitude and none comes back once
// gone; morale stays within 0-10 and moves at most one point a tactical
// turn (a truce's raise aside); the turn never passes the limit; bought forces keep within their
// budget; no hand holds more than five cards and no card is lost.
type Watch struct {
	prev    []tactical.Status
	morale  [2]int
	changed [2]int // the turn each role's morale last moved in
}

// Check compares g with the state seen at the last call and returns the
// invariants it breaks, in words.
func (w *Watch) Check(g *Game) []string {
	var bad []string
	fail := func(format string, args ...any) { bad = append(bad, fmt.Sprintf(format, args...)) }
	for i, s := range Players {
		if g.Bought[i] != nil {
			if err := g.CheckBuy(s, g.Bought[i]); err != nil {
				fail("%s's force: %v", s, err)
			}
		}
		if len(g.Hands[i]) > HandSize {
			fail("%s holds %d cards", s, len(g.Hands[i]))
		}
	}
	if g.Battle == nil {
		return bad
	}
	if n := len(g.Hands[0]) + len(g.Hands[1]) + g.Deck.Len() + len(g.Deck.Discards); n != len(g.cmds.Deck().Pile) {
		fail("%d command cards in hands, deck and discards, not %d", n, len(g.cmds.Deck().Pile))
	}
	b := g.Battle
	if (g.Phase == PhaseOver) != b.Over() {
		fail("game phase %s with the engagement over=%v", g.Phase, b.Over())
	}
	if b.Turn > b.Rules.TurnCap {
		fail("turn %d past the limit %d", b.Turn, b.Rules.TurnCap)
	}
	for i := range b.Units {
		u := &b.Units[i]
		if u.Status == tactical.OnTable && !standsLegally(u) {
			fail("unit %d (%s) at %s, altitude %d", i, u.Card.Name, u.Pos, u.Alt)
		}
		if i < len(w.prev) && w.prev[i].Gone() && w.prev[i] != u.Status {
			fail("unit %d (%s) came back from %s", i, u.Card.Name, w.prev[i])
		}
	}
	for r, m := range b.Morale {
		switch {
		case m < 0 || m > tactical.MaxMorale:
			fail("%s morale %d", tactical.Role(r), m)
		case w.prev != nil && m != w.morale[r]:
			if d := m - w.morale[r]; d < -1 || d > 1 || (w.changed[r] == b.Turn && !g.Truce) {
				fail("%s morale moved %d → %d, twice or by more than 1 in turn %d", tactical.Role(r), w.morale[r], m, b.Turn)
			}
			w.changed[r] = b.Turn
		}
	}
	w.morale = b.Morale
	w.prev = w.prev[:0]
	for i := range b.Units {
		w.prev = append(w.prev, b.Units[i].Status)
	}
	return bad
}

func standsLegally(u *tactical.Unit) bool {
	if !geom.Hexagon.Contains(u.Pos) {
		return false
	}
	if u.Aircraft() {
		return u.Alt > 0 && u.Alt <= tactical.Ceiling
	}
	return u.Alt == 0
}
