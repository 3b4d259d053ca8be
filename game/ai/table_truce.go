package ai

import (
	"fmt"

	"frontline/game/cards"
	"frontline/game/tactical"
)

// Cease fire (IV.3.1): a draw is better than a loss, worse than a win.
// The player measures where it stands as the worth of its units left on
// the table against the enemy's it sees, with the objectives it holds
// counted as a unit each; it offers a cease fire when it is well behind
// and accepts one when it is behind at all — unless it holds more
// objectives than the enemy.

// standing is the side's worth on the table over the enemy's (the
// objectives held counting objectiveWorth each); above 1 it is ahead.
func standing(b *tactical.Battle, in *TableInput) float64 {
	var mine, theirs float64
	for i := range b.Units {
		u := &b.Units[i]
		if !u.Active() {
			continue
		}
		if u.Side == in.View.Side {
			mine += worth(u)
		} else if !u.Hidden {
			theirs += worth(u)
		}
	}
	for _, o := range in.Objectives {
		switch controller(b, o) {
		case in.View.Side:
			mine += objectiveWorth
		case in.Enemy:
			theirs += objectiveWorth
		}
	}
	return mine / max(theirs, 1)
}

const (
	objectiveWorth = 15
	offerBelow     = 0.5 // offers a cease fire below this standing
	acceptBelow    = 1.0 // accepts one below this
)

// holding reports whether the side holds more objectives than the
// enemy: the turn limit gives it the battle however little it has left
// (II.2.3), so a draw is no gain (a Rapido defender down to 8 of 66
// offered one in turn 12 of 18 while it held Sant'Angelo and would have
// won).
func holding(b *tactical.Battle, in *TableInput) bool {
	n := 0
	for _, o := range in.Objectives {
		switch controller(b, o) {
		case in.View.Side:
			n++
		case in.Enemy:
			n--
		}
	}
	return n > 0
}

// answer accepts a cease fire when the side is behind and does not hold
// the objectives.
func (p *ComputerTable) answer(b *tactical.Battle, in *TableInput) TableOrder {
	s := standing(b, in)
	if s < acceptBelow && !holding(b, in) {
		return TableOrder{Accept: true, Why: fmt.Sprintf("accepts the cease fire: it stands at %.2f of the enemy", s)}
	}
	return TableOrder{Accept: false, Why: fmt.Sprintf("declines the cease fire: it stands at %.2f of the enemy", s)}
}

// offerTruce offers a cease fire, once a turn at most, when the side is
// well behind and holds the card.
func (p *ComputerTable) offerTruce(b *tactical.Battle, in *TableInput) (TableOrder, bool) {
	if !in.holds(cards.CeaseFire) || p.mem.offered == b.Turn || b.Turn < 2 {
		return TableOrder{}, false
	}
	s := standing(b, in)
	if s >= offerBelow || holding(b, in) {
		return TableOrder{}, false
	}
	p.mem.offered = b.Turn
	return TableOrder{Command: tactical.Command{Kind: tactical.CmdCeaseFire},
		Why: fmt.Sprintf("offers a cease fire: it stands at %.2f of the enemy", s)}, true
}
