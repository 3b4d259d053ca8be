package game

import (
	"fmt"
	"slices"

	"frontline/game/cards"
	"frontline/game/tactical"
	"frontline/game/units"
)

// Command Cards played on a battle opened from the map (Q128, Q133): the
// battle does not hold the hands, so the game checks the card before the
// table order is applied and discards it after.

// tableCards are the command cards played on the table, by the order
// they give.
var tableCards = map[tactical.CommandKind]cards.Decision{
	tactical.CmdInspire:   cards.Inspire,
	tactical.CmdWithdraw:  cards.Withdraw,
	tactical.CmdCeaseFire: cards.CeaseFire,
	tactical.CmdPush:      cards.Push,
}

// tableCardBar says why side may not play card d for table order o now,
// or nil: it must hold it, its Forward HQ must stand and no event may
// bar cards (Inset IV.2, III.6.3); a Push must also suit its units on
// the map (tablePushBar).
func (g *Game) tableCardBar(side units.Side, d cards.Decision, o tactical.Command) error {
	switch {
	case !slices.Contains(g.Players[side].Hand, string(d)):
		return fmt.Errorf("you hold no %s card (III.7)", d)
	case !g.HasForwardHQ(side):
		return fmt.Errorf("command cards need your Forward HQ on the map (Inset IV.2)")
	case g.cardsBarred(side) != "":
		return fmt.Errorf("%s", g.cardsBarred(side))
	}
	if d == cards.Push {
		return g.tablePushBar(side, o.Units)
	}
	return nil
}

// tablePushBar is the map's part of Push on the table (IV.3.5): the card
// is played in a movement step, and each unit named must be within the
// command network and not pushed within the card's five Movement Phases;
// the battle checks the rest (tactical.CheckPush).
func (g *Game) tablePushBar(side units.Side, ids []tactical.UnitID) error {
	c, err := g.orderCard(side, cards.Push, cards.DuringMovement)
	if err != nil {
		return err
	}
	p := g.pushParams()
	turn := g.Players[side].Turn
	onMap := g.tableUnits(ids)
	for _, id := range onMap {
		if u := g.Unit(id); u.PushTurn > 0 && turn-u.PushTurn < p.CooldownPhases {
			return fmt.Errorf("%s was pushed on turn %d; a unit is pushed at most once every %d Movement Phases (IV.3.5)", g.describe(u), u.PushTurn, p.CooldownPhases)
		}
	}
	return g.commandReach(c, onMap)
}

// tableUnits are the map units of the battle's units ids (those that
// name a member).
func (g *Game) tableUnits(ids []tactical.UnitID) []UnitID {
	m := g.Miniatures
	var out []UnitID
	for _, id := range ids {
		if int(id) >= 0 && int(id) < len(m.Members) {
			out = append(out, m.Members[id].Unit)
		}
	}
	return out
}

// pushedOnTable marks the units pushed on the table as pushed on the map
// too: the card's five Movement Phases run from this turn, and pushed
// infantry rest in their side's next Movement Phase (IV.3.5).
func (g *Game) pushedOnTable(ids []tactical.UnitID) {
	for _, id := range g.tableUnits(ids) {
		u := g.Unit(id)
		u.PushTurn = g.Players[u.Side].Turn
	}
}

// discard takes command card d from side's hand to the discards.
func (g *Game) discard(side units.Side, d cards.Decision) Event {
	p := g.Players[side]
	i := slices.Index(p.Hand, string(d))
	p.Hand = slices.Delete(p.Hand, i, i+1)
	g.Commands.Discard(string(d))
	return Event{Kind: EvCardPlayed, Side: side, Card: string(d), Rule: "IV.3",
		Text: fmt.Sprintf("%s plays %s on the battle table.", sideName(side), d)}
}
