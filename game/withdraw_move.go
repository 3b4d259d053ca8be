package game

import (
	"fmt"
	"slices"

	"frontline/game/cards"
	"frontline/game/hex"
	"frontline/game/units"
)

// The retreat of a Withdraw order (IV.3.8, reading Q33). The card names
// some or all of a side's engaged units (Command.Units; none means every
// engaged unit able to withdraw). After the unmodified check, and the
// enemy's free round if it was lost, each surviving unit falls back one
// hex: a neighbouring hex free of seen enemy units and no farther from the
// nearest friendly Command Post or Forward HQ than the hex it leaves. When
// a unit has several such hexes its player picks one (DecideWithdrawHex);
// with one it goes there at once. Terrain checks apply on the way: a unit
// that fails stays where it is and remains in the fight. Withdrawn units
// leave the engagement; whoever is left fights on.
//
// Only mobile units withdraw: structures, emplacements, immobile units and
// guns with Movement 0 stand (Example IV.1), as do surrounded units with
// no hex to go to, and units left unsupplied (V.3.2: no movement). A unit
// encircled this turn may fall back only into the hex the encirclement
// left open (IV.3.3, encircle.go).

const (
	// CmdWithdrawTo: Command.Unit, the withdrawing unit the game asks
	// about, falls back into Command.Hex.
	CmdWithdrawTo CommandKind = "withdraw_to"

	// DecideWithdrawHex: the withdrawing side chooses where the unit in
	// Choices falls back to (WithdrawHexes lists the hexes).
	DecideWithdrawHex DecisionKind = "withdraw_hex"

	// EvRetreated: a withdrawing unit (and its crew) fell back one hex.
	EvRetreated EventKind = "retreated"
)

func init() {
	register(CmdWithdrawTo, DecideWithdrawHex, PhaseCombat, (*Game).withdrawTo)
}

// Withdrawal is a Withdraw order being carried out (withdraw_move.go).
type Withdrawal struct {
	Side   units.Side `json:"side"`
	Queue  []UnitID   `json:"queue"`            // units still to fall back, in order
	Left   []UnitID   `json:"left,omitempty"`   // units that fell back
	Resume Decision   `json:"resume"`           // the engagement decision the card was played at
	Rule   string     `json:"rule"`             // the card's section
	Open   string     `json:"open,omitempty"`   // encircle escape: the open hex (CCRR)
	Escape bool       `json:"escape,omitempty"` // no engagement: an answer to Encircle (IV.3.3)
}

// withdrawBar says why u cannot withdraw now, or "".
func (g *Game) withdrawBar(u *Unit) string {
	c := u.Card
	switch {
	case !u.Deployed():
		return "it is not on the map"
	case c.Class == units.Structure || c.Class == units.Emplacement || c.Class == units.Obstacle || c.Special.Immobile:
		return "only mobile units withdraw (IV.3.8)"
	case u.InFlight:
		return "Withdraw does not apply to aircraft in flight; they may leave combat after an even number of rounds (VI.2.3, Q19)"
	case !c.Ground():
		return "aircraft and ships are not run by this engine's withdrawals (IV.3.8)"
	case u.Face().Movement <= 0:
		return "it cannot move by itself (IV.3.8, Example IV.1)"
	case g.Unsupplied(u):
		return "it is left unsupplied and may not move (V.3.2)"
	case g.transportOf(u) != nil: // transport.go: passengers go with their carrier, or get off first
		return fmt.Sprintf("it is aboard %s and moves only with it; get off first (VI.3.3)", g.describe(g.transportOf(u)))
	case len(g.WithdrawHexes(u.ID)) == 0:
		return "it is surrounded: no neighbouring hex is free of the enemy and no farther from a friendly post (IV.3.8, Q33)"
	}
	return ""
}

// WithdrawHexes lists the hexes unit id may fall back into (Q33), in
// neighbour order.
func (g *Game) WithdrawHexes(id UnitID) []hex.Hex {
	u := g.Unit(id)
	if u == nil || !u.Deployed() {
		return nil
	}
	if open, ok := g.encircledOpen(u); ok { // encircle.go: only the open hex
		if g.retreatAllowed(u, open) {
			return []hex.Hex{open}
		}
		return nil
	}
	here := g.postDistance(u.Side, u.Hex)
	var out []hex.Hex
	for _, h := range hex.Neighbors(u.Hex) {
		if g.retreatAllowed(u, h) && g.postDistance(u.Side, h) <= here {
			out = append(out, h)
		}
	}
	return out
}

// retreatAllowed: u may step into h, a hex on the map, open to it and
// free of enemy units it can see.
func (g *Game) retreatAllowed(u *Unit, h hex.Hex) bool {
	return g.terrainBar(u, u.Hex, h) == nil && !g.enemyPresent(u.Side, h)
}

// postDistance is the distance from h to side's nearest Command Post or
// Forward HQ on the map; with none, every hex is as near as any other.
func (g *Game) postDistance(side units.Side, h hex.Hex) int {
	best := -1
	for _, p := range g.Units {
		if p.Side == side && p.Deployed() && IsPost(p) {
			if d := hex.Distance(p.Hex, h); best < 0 || d < best {
				best = d
			}
		}
	}
	if best < 0 {
		return 0
	}
	return best
}

// withdrawers reads the units a Withdraw card names among engaged, or
// takes every engaged unit able to withdraw.
func (g *Game) withdrawers(c *cards.Command, named, engaged []UnitID) ([]UnitID, error) {
	if len(named) == 0 {
		why := ""
		for _, id := range engaged {
			if bar := g.withdrawBar(g.Unit(id)); bar == "" {
				named = append(named, id)
			} else if why == "" {
				why = fmt.Sprintf("; %s: %s", g.describe(g.Unit(id)), bar)
			}
		}
		if len(named) == 0 {
			return nil, fmt.Errorf("%s: none of your engaged units can withdraw (%s)%s", c.Title, c.Rule, why)
		}
		return named, nil
	}
	for i, id := range named {
		if !containsID(engaged, id) || slices.Contains(named[:i], id) {
			return nil, fmt.Errorf("unit %d is not one of your engaged units, or is named twice (%s)", id, c.Rule)
		}
		u := g.Unit(id)
		if bar := g.withdrawBar(u); bar != "" {
			return nil, fmt.Errorf("%s cannot withdraw: %s", g.describe(u), bar)
		}
	}
	return named, nil
}

// playWithdraw answers CmdPlayCard with Withdraw during an engagement.
func (g *Game) playWithdraw(cmd Command, c *cards.Command) ([]Event, error) {
	e, side := g.OpenEngagement, cmd.Side
	attacker := side == e.Attacker
	ids, err := g.withdrawers(c, cmd.Units, g.liveSide(attacker))
	if err != nil {
		return nil, err
	}
	if err := g.commandReach(c, ids); err != nil {
		return nil, err
	}
	mods, err := g.artilleryCardCheck(cards.Withdraw, ids) // smoke.go: smoke helps, a pin holds
	if err != nil {
		return nil, err
	}
	resume := g.Pending
	won, played := g.spendCard(side, cmd.Card, c, ids, mods)
	evs := []Event{played}
	if !won {
		evs = append(evs, g.bonusRound(!attacker, c.Rule)...)
	}
	g.Withdrawing = &Withdrawal{Side: side, Queue: ids, Resume: resume, Rule: c.Rule}
	if !won && g.offerInterdictWithdrawal() { // interdict_withdraw.go: the winner may interdict (VI.7.6.2)
		return evs, nil
	}
	return append(evs, g.carryOutWithdrawal()...), nil
}

// carryOutWithdrawal moves the queued units one by one; it stops to ask
// the player where a unit goes when it has a choice, and finishes the
// order when the queue is empty.
func (g *Game) carryOutWithdrawal() []Event {
	w := g.Withdrawing
	var evs []Event
	for len(w.Queue) > 0 {
		u := g.Unit(w.Queue[0])
		if !u.Deployed() { // lost in the enemy's free round
			w.Queue = w.Queue[1:]
			continue
		}
		hs := g.WithdrawHexes(u.ID)
		if len(hs) > 1 {
			// The prompt is public (View): the hexes, worked out from the
			// side's own posts, are for its player to ask WithdrawHexes.
			g.Pending = Decision{Kind: DecideWithdrawHex, Side: w.Side, Phase: g.Phase, Choices: []UnitID{u.ID},
				Prompt: "Choose the hex your withdrawing unit falls back to (IV.3.8)."}
			return evs
		}
		w.Queue = w.Queue[1:]
		if len(hs) == 0 {
			evs = append(evs, Event{Kind: EvRetreated, Side: u.Side, Units: []UnitID{u.ID}, Rule: w.Rule,
				Text: fmt.Sprintf("%s finds no way back and stays in %s.", g.describe(u), u.Hex)})
			continue
		}
		evs = append(evs, g.fallBack(u, hs[0])...)
	}
	return append(evs, g.finishWithdrawal()...)
}

// withdrawTo answers CmdWithdrawTo.
func (g *Game) withdrawTo(cmd Command) ([]Event, error) {
	w := g.Withdrawing
	u := g.Unit(cmd.Unit)
	if u == nil || len(w.Queue) == 0 || w.Queue[0] != u.ID {
		return nil, fmt.Errorf("the withdrawal waits for %s (IV.3.8)", g.describe(g.Unit(w.Queue[0])))
	}
	if cmd.Hex == nil || !slices.Contains(g.WithdrawHexes(u.ID), *cmd.Hex) {
		return nil, fmt.Errorf("%s falls back into a neighbouring hex free of the enemy and no farther from a friendly post (IV.3.8, Q33)", g.describe(u))
	}
	w.Queue = w.Queue[1:]
	evs := g.fallBack(u, *cmd.Hex)
	return append(evs, g.carryOutWithdrawal()...), nil
}

// fallBack moves u and its crew into to, rolling any terrain check first;
// a failed check keeps the unit where it is (IV.3.8). What moves with u
// (a vehicle and its crew, their load) withdraws as one: whichever of it
// is still queued is not asked again, so nothing falls back twice.
func (g *Game) fallBack(u *Unit, to hex.Hex) []Event {
	w := g.Withdrawing
	mover := u
	if m := g.Unit(u.Mans); m != nil && m.Deployed() && m.Hex == u.Hex {
		mover = m // a crew falls back inside what it operates (III.2.2)
	}
	group := g.moveGroup(mover)
	w.Queue = slices.DeleteFunc(w.Queue, func(id UnitID) bool {
		return slices.ContainsFunc(group, func(m *Unit) bool { return m.ID == id })
	})
	var evs []Event
	if c, ok := g.content.Commands.Get(cards.Withdraw); !ok || c.Withdraw == nil || c.Withdraw.TerrainChecks {
		for _, chk := range g.stepChecks(u, u.Hex, to) {
			ev, ok := g.rollTerrain(u, chk, u.Hex, to)
			evs = append(evs, ev...)
			if !ok {
				return append(evs, Event{Kind: EvRetreated, Side: u.Side, Units: []UnitID{u.ID}, Rule: "IV.3.8",
					Text: fmt.Sprintf("%s cannot withdraw and fights on in %s.", g.describe(u), u.Hex)})
			}
		}
	}
	from := u.Hex
	var ids []UnitID
	u.Aboard, u.TowedBy = 0, nil // a rider or towed gun falls back without its carrier: it is off (VI.3)
	for _, m := range group {
		// miniatures_units.go: the hexside it came in by (IX.4.3)
		m.Entered = enteredBy(from, []hex.Hex{to}, m.Entered)
		m.Hex, m.DugIn, m.Shelter = to, false, 0 // emplacement.go: out of any shelter
		ids = append(ids, m.ID)
	}
	w.Left = append(w.Left, ids...) // all of it left the hex, and the engagement
	return append(evs, Event{Kind: EvRetreated, Side: u.Side, Units: ids, Rule: w.Rule,
		Text: fmt.Sprintf("%s withdraws from %s to %s.", g.describe(u), from, to)})
}

// finishWithdrawal takes the units that fell back out of the engagement,
// gives the enemy its experience rolls for forcing the withdrawal (Inset
// VIII.2 item 2), and ends the engagement or returns to the decision the
// card was played at.
func (g *Game) finishWithdrawal() []Event {
	w := g.Withdrawing
	g.Withdrawing = nil
	if w.Escape {
		return g.finishEscape(w) // encircle.go
	}
	if m := g.Miniatures; m != nil && m.Returning {
		return g.tableWithdrawn(w) // miniatures_results.go: units withdrawn from the battle table
	}
	e := g.OpenEngagement
	attacker := w.Side == e.Attacker
	gone := func(id UnitID) bool { return containsID(w.Left, id) }
	if attacker {
		e.Attackers = slices.DeleteFunc(e.Attackers, func(f Fighter) bool { return gone(f.Unit) })
	} else {
		e.Targets = slices.DeleteFunc(e.Targets, gone)
		e.Defenders = slices.DeleteFunc(e.Defenders, func(f Fighter) bool { return gone(f.Unit) })
	}
	var evs []Event
	if len(w.Left) > 0 {
		evs = append(evs, Event{Kind: EvWithdrawn, Side: w.Side, Units: w.Left, Rule: w.Rule,
			Text: fmt.Sprintf("%d unit(s) of %s break contact and leave the engagement.", len(w.Left), sideName(w.Side))})
		evs = append(evs, g.withdrawalExperience(!attacker)...)
		e.Withdrawn = w.Side // momentum.go: a withdrawal loses the battle (VIII.3.3)
		e.Retreated = append(e.Retreated, w.Left...)
	}
	if len(g.liveSide(true)) == 0 || len(g.liveSide(false)) == 0 || (e.Declared && !g.engagementGoesOn()) {
		return append(evs, g.endEngagement()...)
	}
	g.Pending = w.Resume
	g.Pending.Choices = g.engagementChoices(w.Resume.Kind)
	return evs
}

// engagementChoices are the units a decision of kind k inside the
// engagement lists, worked out afresh.
func (g *Game) engagementChoices(k DecisionKind) []UnitID {
	e := g.OpenEngagement
	switch k {
	case DecideRetaliation:
		var choices []UnitID
		for _, u := range g.Units {
			if u.Side != e.Attacker && len(g.RetaliationTargets(u.ID)) > 0 {
				choices = append(choices, u.ID)
			}
		}
		return choices
	case DecideDefenderRound:
		return g.liveDefenders()
	}
	return g.liveAttackers()
}
