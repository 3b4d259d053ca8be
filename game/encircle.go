package game

import (
	"fmt"
	"slices"

	"frontline/game/cards"
	"frontline/game/hex"
	"frontline/game/units"
)

// Encircle (IV.3.3, reading Q16). In its own Movement Phase a side whose
// land units stand in at least three different hexes next to an enemy
// stack may play Encircle on that stack. The pincer is abstract: the
// player names the hex left open, and no unit is moved. The unmodified
// check decides:
//   - won: the stack is encircled for the rest of this Operational Turn;
//     attacks on it by the encircling units get +5 initiative, and its
//     units may withdraw only into the open hex;
//   - lost: the stack is still nearly surrounded (withdrawals only into
//     the open hex), without the bonus, and its owner may answer with a
//     Withdraw card (DecideEncircleResponse, offered when it holds any
//     card and one of its units there could withdraw). That Withdraw rolls
//     its own unmodified check: won, the units move into the open hex and
//     the encirclement is over; lost, the encirclement takes full effect,
//     bonus included. No free combat round either way.

const (
	// CmdEncircle: Command.Units, the encircling units, surround the enemy
	// stack of the unit Command.Target, leaving Command.Hex open
	// (Movement Phase, the Encircle card from the hand).
	CmdEncircle CommandKind = "encircle"
	// CmdEscapeEncircle: answer a lost Encircle by playing Withdraw from
	// the hand; every unit of the stack able to withdraw goes. No fields.
	CmdEscapeEncircle CommandKind = "escape_encircle"
	// CmdStandEncircled: answer a lost Encircle without a card.
	CmdStandEncircled CommandKind = "stand_encircled"

	// DecideEncircleResponse: the encircled side may play Withdraw
	// (IV.3.3). Choices lists its units in the stack.
	DecideEncircleResponse DecisionKind = "encircle_response"

	// EvEncircled: a stack is encircled, or the encirclement ends.
	EvEncircled EventKind = "encircled"
)

func init() {
	register(CmdEncircle, DecidePhase, PhaseMovement, (*Game).encircle)
	register(CmdEscapeEncircle, DecideEncircleResponse, PhaseMovement, (*Game).escapeEncircle)
	register(CmdStandEncircled, DecideEncircleResponse, PhaseMovement, (*Game).standEncircled)
}

// Encirclement is one enemy stack encircled in the Operational Turn Step.
type Encirclement struct {
	Side      units.Side `json:"side"` // the encircling side
	Hex       string     `json:"hex"`  // the encircled stack (CCRR)
	Open      string     `json:"open"` // the hex left open
	Step      int        `json:"step"`
	Units     []UnitID   `json:"units"`     // the encircling units
	Encircled []UnitID   `json:"encircled"` // the units of the stack when it was encircled
	Bonus     bool       `json:"bonus"`     // the +5 on attack applies
}

func (g *Game) encircleParams() cards.EncircleParams {
	if c, ok := g.content.Commands.Get(cards.Encircle); ok && c.Encircle != nil {
		return *c.Encircle
	}
	return cards.EncircleParams{Groups: 3, InitiativeBonus: 5, PincerUnits: 2, OpenHexes: 1}
}

// encircler: u is a land unit that can hold a place in the ring.
func encircler(u *Unit) bool {
	switch u.Card.Class {
	case units.Structure, units.Obstacle, units.Emplacement:
		return false
	}
	return u.Deployed() && u.Card.Ground() && !u.InFlight
}

// encircle answers CmdEncircle.
func (g *Game) encircle(cmd Command) ([]Event, error) {
	side := cmd.Side
	c, err := g.orderCard(side, cards.Encircle, cards.DuringMovement)
	if err != nil {
		return nil, err
	}
	p := g.encircleParams()
	t := g.Unit(cmd.Target)
	if err := g.encircleTargetBar(side, t); err != nil { // encircle_query.go
		return nil, err
	}
	at := t.Hex
	if g.encirclement(at) != nil {
		return nil, fmt.Errorf("the stack in %s is already encircled this turn (IV.3.3)", at)
	}
	next := func(u *Unit) string {
		if !encircler(u) || hex.Distance(u.Hex, at) != 1 {
			return fmt.Sprintf("it is not a land unit next to %s (IV.3.3)", at)
		}
		return ""
	}
	if err := g.orderUnits(side, cmd.Units, next, "part of the ring"); err != nil {
		return nil, err
	}
	groups, mobile := map[hex.Hex]bool{}, 0
	for _, id := range cmd.Units {
		u := g.Unit(id)
		groups[u.Hex] = true
		if EncirclePincer(u) {
			mobile++
		}
	}
	if len(groups) < p.Groups {
		return nil, fmt.Errorf("Encircle needs units in %d different hexes next to the enemy stack; these stand in %d (IV.3.3, Q16)", p.Groups, len(groups))
	}
	if mobile < p.PincerUnits {
		return nil, fmt.Errorf("Encircle needs at least %d units able to move to swing round the enemy (IV.3.3)", p.PincerUnits)
	}
	if cmd.Hex == nil {
		return nil, fmt.Errorf("name the hex next to %s that the encirclement leaves open (IV.3.3)", at)
	}
	open := *cmd.Hex
	if err := g.EncircleOpenBar(side, at, open); err != nil {
		return nil, err
	}
	if err := g.commandReach(c, cmd.Units); err != nil {
		return nil, err
	}

	won, played := g.spendCard(side, string(cards.Encircle), c, cmd.Units, nil)
	enc := Encirclement{Side: side, Hex: at.String(), Open: open.String(), Step: g.Step, Units: cmd.Units, Bonus: won}
	for _, u := range g.unitsIn(at) {
		if u.Side != side {
			enc.Encircled = append(enc.Encircled, u.ID)
		}
	}
	g.Encirclements = append(g.activeEncirclements(), enc)
	text := fmt.Sprintf("The enemy stack in %s is encircled; only %s is left open. Attacks on it this turn by the encircling units get +%d initiative.", at, open, p.InitiativeBonus)
	if !won {
		text = fmt.Sprintf("The pincer closes on %s without the upper hand: only %s is left open, but no initiative bonus is gained.", at, open)
	}
	evs := []Event{played, {Kind: EvEncircled, Side: side, Units: cmd.Units, Rule: c.Rule, Text: text}}
	if !won && p.LostAllowsWithdraw {
		g.offerEscape(enc)
	}
	return evs, nil
}

// offerEscape asks the encircled side whether it plays Withdraw, when it
// holds any card, has its Forward HQ, and a unit in the stack could go.
func (g *Game) offerEscape(enc Encirclement) {
	def := Enemy(enc.Side)
	if len(g.Players[def].Hand) == 0 || !g.HasForwardHQ(def) || len(g.escapers()) == 0 {
		return
	}
	g.Pending = Decision{Kind: DecideEncircleResponse, Side: def, Phase: PhaseMovement, Choices: g.stackOf(enc),
		Prompt: fmt.Sprintf("Your stack in %s is nearly surrounded: play Withdraw to slip out through %s, or stand (IV.3.3).", enc.Hex, enc.Open)}
}

// stackOf lists the encircled units still in the stack.
func (g *Game) stackOf(enc Encirclement) []UnitID {
	var out []UnitID
	for _, id := range enc.Encircled {
		if u := g.Unit(id); u.Deployed() && u.Hex.String() == enc.Hex {
			out = append(out, id)
		}
	}
	return out
}

// escapers are the units of the last encirclement able to withdraw.
func (g *Game) escapers() []UnitID {
	enc := g.Encirclements[len(g.Encirclements)-1]
	var out []UnitID
	for _, id := range g.stackOf(enc) {
		if g.withdrawBar(g.Unit(id)) == "" {
			out = append(out, id)
		}
	}
	return out
}

// escapeEncircle answers CmdEscapeEncircle.
func (g *Game) escapeEncircle(cmd Command) ([]Event, error) {
	side := cmd.Side
	c, err := g.orderCard(side, cards.Withdraw, cards.EncircleResponse)
	if err != nil {
		return nil, err
	}
	ids := g.escapers()
	if err := g.commandReach(c, ids); err != nil {
		return nil, err
	}
	mods, err := g.artilleryCardCheck(cards.Withdraw, ids) // smoke.go: smoke helps, a pin holds
	if err != nil {
		return nil, err
	}
	won, played := g.spendCard(side, string(cards.Withdraw), c, ids, mods)
	evs := []Event{played}
	enc := &g.Encirclements[len(g.Encirclements)-1]
	if !won {
		enc.Bonus = true
		evs = append(evs, Event{Kind: EvEncircled, Side: enc.Side, Rule: "IV.3.3",
			Text: fmt.Sprintf("The escape from %s fails: the encirclement takes full effect, +%d initiative on attack.", enc.Hex, g.encircleParams().InitiativeBonus)})
		return append(evs, g.backToMovement()...), nil
	}
	g.Withdrawing = &Withdrawal{Side: side, Queue: ids, Rule: "IV.3.3", Open: enc.Open, Escape: true}
	return append(evs, g.carryOutWithdrawal()...), nil
}

// finishEscape ends the encirclement once its units slipped out.
func (g *Game) finishEscape(w *Withdrawal) []Event {
	var evs []Event
	if len(w.Left) > 0 {
		enc := g.Encirclements[len(g.Encirclements)-1]
		g.Encirclements = g.Encirclements[:len(g.Encirclements)-1]
		evs = append(evs, Event{Kind: EvEncircled, Side: enc.Side, Units: w.Left, Rule: "IV.3.3",
			Text: fmt.Sprintf("%d unit(s) slip out of %s through %s; the encirclement is broken.", len(w.Left), enc.Hex, enc.Open)})
	}
	return append(evs, g.backToMovement()...)
}

func (g *Game) standEncircled(Command) ([]Event, error) { return g.backToMovement(), nil }

// backToMovement returns the Movement Phase to the active side.
func (g *Game) backToMovement() []Event {
	g.Pending = Decision{Kind: DecidePhase, Side: g.Active, Phase: PhaseMovement, Prompt: phasePrompt(PhaseMovement)}
	return nil
}

// activeEncirclements drops encirclements of earlier turns.
func (g *Game) activeEncirclements() []Encirclement {
	return slices.DeleteFunc(g.Encirclements, func(e Encirclement) bool { return e.Step != g.Step })
}

// encirclement is this turn's encirclement of the stack in h, or nil.
func (g *Game) encirclement(h hex.Hex) *Encirclement {
	for i := range g.Encirclements {
		if e := &g.Encirclements[i]; e.Step == g.Step && e.Hex == h.String() {
			return e
		}
	}
	return nil
}

// encircledOpen: u is encircled where it stands this turn; open is the
// only hex it may withdraw into.
func (g *Game) encircledOpen(u *Unit) (hex.Hex, bool) {
	e := g.encirclement(u.Hex)
	if e == nil || !containsID(e.Encircled, u.ID) {
		return hex.Hex{}, false
	}
	return hex.MustParse(e.Open), true
}

// encircleBonus is the initiative the attack gets for an encirclement
// (IV.3.3): an encircling unit attacks a unit encircled in its hex.
func (g *Game) encircleBonus() int {
	e := g.OpenEngagement
	for _, enc := range g.Encirclements {
		if enc.Step != g.Step || enc.Side != e.Attacker || !enc.Bonus {
			continue
		}
		attacking := slices.ContainsFunc(e.Attackers, func(f Fighter) bool { return containsID(enc.Units, f.Unit) })
		target := slices.ContainsFunc(e.Targets, func(id UnitID) bool {
			return containsID(enc.Encircled, id) && g.Unit(id).Hex.String() == enc.Hex
		})
		if attacking && target {
			return g.encircleParams().InitiativeBonus
		}
	}
	return 0
}
