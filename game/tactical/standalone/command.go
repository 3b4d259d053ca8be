package standalone

import (
	"fmt"
	"slices"

	"frontline/game/cards"
	"frontline/game/tactical"
	"frontline/game/units"
)

// CommandKind is what a command of the standalone battle asks.
type CommandKind uint8

const (
	CmdBuy    CommandKind = iota // Side buys the cards Buy (Inset II.3)
	CmdChoose                    // the d20 winner takes Role (Inset II.3)
	CmdTable                     // Table is an order of the engagement
	CmdAnswer                    // accept (Accept) or decline the cease fire offered (IV.3.1)
)

// Command is one order of a side.
type Command struct {
	Kind   CommandKind
	Side   units.Side
	Buy    []string // card ids, one per unit (CmdBuy)
	Role   tactical.Role
	Table  tactical.Command
	Accept bool
}

// RuleError is an order the rules forbid; Rule names the section.
type RuleError struct {
	Rule, Msg string
}

func (e *RuleError) Error() string { return e.Msg + " (" + e.Rule + ")" }

func refuse(rule, format string, args ...any) error {
	return &RuleError{Rule: rule, Msg: fmt.Sprintf(format, args...)}
}

// tableCards are the command cards the table plays, by the order they
// allow.
var tableCards = map[tactical.CommandKind]cards.Decision{
	tactical.CmdInspire:   cards.Inspire,
	tactical.CmdWithdraw:  cards.Withdraw,
	tactical.CmdCeaseFire: cards.CeaseFire,
	tactical.CmdPush:      cards.Push,
}

// Apply carries out one command. A refused command changes nothing.
func (g *Game) Apply(c Command) ([]Event, error) {
	s, ok := g.Pending()
	switch {
	case !ok:
		return nil, refuse("II.2.3", "the battle is over")
	case c.Side != s:
		return nil, refuse("Inset II.3", "it is %s's turn, not %s's", tactical.SideName(s), tactical.SideName(c.Side))
	}
	switch {
	case c.Kind == CmdBuy && g.Phase == PhaseBuy:
		return g.buy(c)
	case c.Kind == CmdChoose && g.Phase == PhaseChoose:
		return g.choose(c)
	case c.Kind == CmdAnswer && g.Offer != "":
		return g.answer(c)
	case c.Kind == CmdTable && g.Phase == PhaseBattle && g.Offer == "":
		return g.table(c.Table)
	}
	return nil, refuse("Inset II.3", "a %d order does not answer the %s phase", c.Kind, g.Phase)
}

// CheckBuy says why a force may not be bought by side s: each card its
// own or neutral and fit for the table, at most MaxUnits units, the
// total (crews included) within the battle's budget.
func (g *Game) CheckBuy(s units.Side, ids []string) error {
	i, ok := playerIndex(s)
	if !ok {
		return refuse("Inset II.3", "%s is not a side of the battle", s)
	}
	budget := g.Def.Sides[i].Budget
	switch {
	case len(ids) == 0:
		return refuse("Inset II.3", "a force needs at least one unit")
	case len(ids) > MaxUnits:
		return refuse("Inset II.3", "%d units (at most %d)", len(ids), MaxUnits)
	}
	total := 0
	for _, id := range ids {
		c, ok := g.env.Catalog.Get(id)
		if !ok {
			return refuse("Inset II.3", "no unit card %q", id)
		}
		if !Buyable(g.env.Catalog, c, s) {
			return refuse("Inset II.3", "%s may not buy %s (%s %s)", tactical.SideName(s), c.Name, tactical.SideName(c.Side), c.Class)
		}
		total += Cost(g.env.Catalog, c, s)
	}
	if total > budget {
		return refuse("Inset II.3", "the force costs %d, over the %d allowed", total, budget)
	}
	return nil
}

func (g *Game) buy(c Command) ([]Event, error) {
	if err := g.CheckBuy(c.Side, c.Buy); err != nil {
		return nil, err
	}
	i, _ := playerIndex(c.Side)
	g.Bought[i], g.Buying[i] = slices.Clone(c.Buy), false
	evs := []Event{{Side: c.Side, Rule: "Inset II.3", Text: fmt.Sprintf("%s buys a secret force of %d units.", tactical.SideName(c.Side), len(c.Buy))}}
	if g.Buying[1-i] {
		return evs, nil
	}
	more, err := g.afterBuying()
	return append(evs, more...), err
}

func (g *Game) choose(c Command) ([]Event, error) {
	if c.Role != tactical.Defender && c.Role != tactical.Attacker {
		return nil, refuse("Inset II.3", "choose attacker or defender")
	}
	g.Roles[c.Role], g.Roles[c.Role.Other()] = c.Side, other(c.Side)
	evs := []Event{{Side: c.Side, Rule: "Inset II.3", Text: fmt.Sprintf("%s chooses to be the %s.", tactical.SideName(c.Side), c.Role)}}
	more, err := g.start()
	return append(evs, more...), err
}

// CheckTable says why the engagement order o may not be sent from the
// standalone game: a card the order plays must be in the side's hand,
// and a cease fire is offered only where the engagement could stop on it
// (its side to act, in a movement or declaration step).
func (g *Game) CheckTable(o tactical.Command) error {
	if o.Kind == tactical.CmdCeaseFire {
		// Offered now, it must be one the engagement could end on.
		if _, err := g.Battle.Clone().Apply(o); err != nil {
			return err
		}
	}
	if d, ok := tableCards[o.Kind]; ok {
		i, _ := playerIndex(o.Side)
		if !slices.Contains(g.Hands[i], d) {
			return refuse("Inset II.3", "%s holds no %s card", tactical.SideName(o.Side), d)
		}
	}
	return nil
}

func (g *Game) table(o tactical.Command) ([]Event, error) {
	if err := g.CheckTable(o); err != nil {
		return nil, err
	}
	if o.Kind == tactical.CmdCeaseFire {
		g.spend(o.Side, cards.CeaseFire) // spent whether accepted or not
		g.Offer = o.Side
		return []Event{{Side: o.Side, Rule: "IV.3.1", Text: fmt.Sprintf("%s offers a cease fire.", tactical.SideName(o.Side))}}, nil
	}
	tevs, err := g.Battle.Apply(o)
	if err != nil {
		return nil, err
	}
	if d, ok := tableCards[o.Kind]; ok {
		g.spend(o.Side, d)
	}
	evs := append(convert(tevs), g.watchObjectives()...)
	return append(evs, g.settle()...), nil
}

// spend moves card d from side s's hand to the discards.
func (g *Game) spend(s units.Side, d cards.Decision) {
	i, _ := playerIndex(s)
	k := slices.Index(g.Hands[i], d)
	g.Hands[i] = slices.Delete(g.Hands[i], k, k+1)
	g.Deck.Discard(string(d))
}

// answer settles a cease fire offer: accepted, the engagement ends with
// no winner and both morales raised (IV.3.1 on the table); declined, the
// battle goes on and the card stays spent.
func (g *Game) answer(c Command) ([]Event, error) {
	by := g.Offer
	g.Offer = ""
	if !c.Accept {
		return []Event{{Side: c.Side, Rule: "IV.3.1", Text: fmt.Sprintf("%s declines the cease fire.", tactical.SideName(c.Side))}}, nil
	}
	tevs, err := g.Battle.Apply(tactical.Command{Kind: tactical.CmdCeaseFire, Side: by})
	if err != nil {
		g.Offer = by
		return nil, err
	}
	g.Truce = true
	return append(convert(tevs), g.settle()...), nil
}
