package game

import (
	"fmt"

	"frontline/game/units"
)

// Relocating or replacing a discovered Forward HQ (IV.1.9, Inset IV.4).
// Once enemy reconnaissance has found the Forward HQ, or the HQ has been
// destroyed, its side may, in any phase of its own turn:
//   - abandon a found HQ that still stands (CmdAbandonHQ), freeing its
//     counter so a new HQ can be bought, staged and established like a
//     Command Post (IV.1.5, Inset IV.4 item 3);
//   - convert one of its working Command Posts (CmdConvertPost), which
//     abandons a found HQ still standing, costs half a new HQ's price and
//     takes 3 Operational Turns: begun on own turn T, the post becomes the
//     Forward HQ as turn T+3 begins. Meanwhile it works as a Command Post
//     and the side suffers every loss of Inset IV.2 (no HQ income, no HQ
//     radius, no command cards drawn or played).
// Only one HQ may be on its way at a time: no conversion while an HQ is
// staged, and no HQ bought while a conversion runs.

const (
	// CmdAbandonHQ: abandon the side's found Forward HQ. No fields.
	CmdAbandonHQ CommandKind = "abandon_hq"
	// CmdConvertPost: Command.Unit, a Command Post, starts its conversion
	// into the Forward HQ.
	CmdConvertPost CommandKind = "convert_post"

	// ConversionTurns is how long a conversion takes (Inset IV.4 item 1).
	ConversionTurns = 3

	// EvHQAbandoned: a found Forward HQ was given up.
	EvHQAbandoned EventKind = "hq_abandoned"
	// EvConversion: a post began or finished its conversion (secret:
	// which post is converting is not for the enemy to know).
	EvConversion EventKind = "hq_conversion"
)

func init() {
	register(CmdAbandonHQ, DecidePhase, AnyPhase, (*Game).abandonHQ)
	register(CmdConvertPost, DecidePhase, AnyPhase, (*Game).convertPost)
}

// forwardHQ is side's Forward HQ on the map, or nil.
func (g *Game) forwardHQ(side units.Side) *Unit {
	for _, u := range g.Units {
		if u.Side == side && u.Deployed() && u.Card.Special.Structure == units.ForwardHQ {
			return u
		}
	}
	return nil
}

// hqCard is side's Forward HQ card.
func (g *Game) hqCard(side units.Side) *units.Card {
	for _, c := range g.content.Catalog.Side(side) {
		if c.Special.Structure == units.ForwardHQ {
			return c
		}
	}
	return nil
}

// hqOnTheWay says why side may not start another HQ, or "": one is
// staged or a post is converting.
func (g *Game) hqOnTheWay(side units.Side) string {
	for _, u := range g.Units {
		switch {
		case u.Side != side:
		case u.Place == Staged && u.Card.Special.Structure == units.ForwardHQ:
			return "a new Forward HQ is already staged (Inset IV.4)"
		case u.Deployed() && u.HQFromTurn > 0:
			return fmt.Sprintf("%s is already being converted into the Forward HQ (Inset IV.4)", g.describe(u))
		}
	}
	return ""
}

// hqBuyBar refuses a Forward HQ while a conversion runs (Inset IV.4);
// production.go asks it before a purchase.
func (g *Game) hqBuyBar(side units.Side, card *units.Card) error {
	if card.Special.Structure != units.ForwardHQ {
		return nil
	}
	if why := g.hqOnTheWay(side); why != "" {
		return fmt.Errorf("%s cannot be bought: %s", card.Name, why)
	}
	return nil
}

// relocationBar says why side may not give up or replace its HQ now.
func (g *Game) relocationBar(side units.Side) error {
	if hq := g.forwardHQ(side); hq != nil && !Found(hq) {
		return fmt.Errorf("the Forward HQ is relocated or replaced only once enemy reconnaissance has found it (IV.1.9)")
	}
	return nil
}

// abandonHQ answers CmdAbandonHQ.
func (g *Game) abandonHQ(cmd Command) ([]Event, error) {
	hq := g.forwardHQ(cmd.Side)
	if hq == nil {
		return nil, fmt.Errorf("%s has no Forward HQ on the map to abandon (IV.1.9)", sideName(cmd.Side))
	}
	if err := g.relocationBar(cmd.Side); err != nil {
		return nil, err
	}
	return []Event{g.abandon(hq)}, nil
}

func (g *Game) abandon(hq *Unit) Event {
	hq.Place = Destroyed
	hq.unlink()
	return Event{Kind: EvHQAbandoned, Side: hq.Side, Units: []UnitID{hq.ID}, Rule: "IV.1.9",
		Text: fmt.Sprintf("%s abandons its discovered %s in %s; until a new one works it draws and plays no command cards (Inset IV.2).", sideName(hq.Side), g.describe(hq), hq.Hex)}
}

// convertPost answers CmdConvertPost.
func (g *Game) convertPost(cmd Command) ([]Event, error) {
	side := cmd.Side
	u := g.Unit(cmd.Unit)
	turn := g.Players[side].Turn
	if u == nil || u.Side != side || !u.Deployed() || u.Card.Special.Structure != units.CommandPost {
		return nil, fmt.Errorf("unit %d is not one of your Command Posts on the map (Inset IV.4)", cmd.Unit)
	}
	if u.ActiveTurn > turn {
		return nil, fmt.Errorf("%s works only from turn %d (Inset IV.3 item 3); an existing post is converted (Inset IV.4)", g.describe(u), u.ActiveTurn)
	}
	if err := g.relocationBar(side); err != nil {
		return nil, err
	}
	if why := g.hqOnTheWay(side); why != "" {
		return nil, fmt.Errorf("%s cannot be converted: %s", g.describe(u), why)
	}
	card := g.hqCard(side)
	if card == nil {
		return nil, fmt.Errorf("%s has no Forward HQ card (Inset IV.4)", sideName(side))
	}
	cost, p := card.Cost/2, g.Players[side]
	if cost > p.Treasury {
		return nil, fmt.Errorf("the conversion costs %d, half a new Forward HQ, and the treasury holds %d (Inset IV.4)", cost, p.Treasury)
	}
	var evs []Event
	if hq := g.forwardHQ(side); hq != nil {
		evs = append(evs, g.abandon(hq))
	}
	p.spend(cost)
	u.HQFromTurn = turn + ConversionTurns
	evs = append(evs, Event{Kind: EvConversion, Side: side, Units: []UnitID{u.ID}, Amount: cost, Rule: "Inset IV.4", Secret: true,
		Text: fmt.Sprintf("%s begins its conversion into the Forward HQ for %d (treasury %d); it takes over at the start of turn %d and works as a Command Post until then.",
			g.describe(u), cost, p.Treasury, u.HQFromTurn)})
	return evs, nil
}

// completeConversions turns a converted post into the Forward HQ as its
// side's turn begins (Inset IV.4 item 1). turn.go calls it.
func (g *Game) completeConversions(side units.Side) []Event {
	turn := g.Players[side].Turn
	var evs []Event
	for _, u := range g.Units {
		if u.Side != side || !u.Deployed() || u.HQFromTurn == 0 || u.HQFromTurn > turn {
			continue
		}
		card := g.hqCard(side)
		old := g.describe(u)
		u.CardID, u.Card, u.Marker, u.HQFromTurn = card.ID, card, g.nextMarker(side, card.ID), 0
		evs = append(evs, Event{Kind: EvConversion, Side: side, Units: []UnitID{u.ID}, Rule: "Inset IV.4", Secret: true,
			Text: fmt.Sprintf("%s in %s is now %s: command cards are drawn and played again (Inset IV.2).", old, u.Hex, g.describe(u))})
	}
	return evs
}
