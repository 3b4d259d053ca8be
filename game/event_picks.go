package game

import (
	"fmt"
	"strings"

	"frontline/game/cards"
	"frontline/game/hex"
	"frontline/game/units"
)

// Event effects whose units the affected player chooses (III.6.3): the
// Income/Event phase pauses on DecideEventPick, CmdEventPick answers it,
// the card's remaining effects follow and the phase goes on (command card
// draw, then the next phase).

const (
	// CmdEventPick: Command.Units are the chosen units. For deploy_now,
	// Command.Path gives each unit's hex (same length, Table V.1); for
	// reveal_stacks each unit is a marker seen in an enemy stack to reveal.
	CmdEventPick CommandKind = "event_pick"
	// DecideEventPick: the affected side chooses units for an event card
	// effect; Choices lists the units it may name.
	DecideEventPick DecisionKind = "event_pick"
)

// EventPick is an effect of the card just drawn waiting for its choice.
type EventPick struct {
	Card      string     `json:"card"`
	Drawer    units.Side `json:"drawer"`
	Effect    int        `json:"effect"`     // index in the card's effects
	SideIndex int        `json:"side_index"` // index in the effect's affected sides
	Count     int        `json:"count"`      // the most units to name
	UpTo      bool       `json:"up_to"`      // fewer (even none) may be named
}

func init() {
	register(CmdEventPick, DecideEventPick, PhaseIncome, (*Game).eventPick)
}

// offerPick asks side to choose count of choices for the effect, or says
// there is nothing to choose (none). Choosing when the choice is forced
// (every candidate must be taken) is still asked, for deploy_now's hexes.
func (g *Game) offerPick(r effectRef, side units.Side, choices []UnitID, count int, upTo bool, prompt, none string) []Event {
	if len(choices) == 0 {
		return []Event{r.event(side, none+".", nil)}
	}
	g.EventPick = &EventPick{Card: r.card, Drawer: r.drawer, Effect: r.index, SideIndex: r.sideIndex, Count: count, UpTo: upTo}
	g.Pending = Decision{Kind: DecideEventPick, Side: side, Phase: PhaseIncome, Choices: choices, Prompt: prompt}
	return nil
}

// EventPickHexes lists where unit id may be placed by a deploy_now pick
// now, for the client.
func (g *Game) EventPickHexes(id UnitID) []hex.Hex {
	u := g.Unit(id)
	if u == nil || g.EventPick == nil || g.Pending.Kind != DecideEventPick || !containsID(g.Pending.Choices, id) {
		return nil
	}
	return g.tableV1Hexes(u)
}

// pickEffect is the effect the pending pick belongs to.
func (g *Game) pickEffect() (effectRef, bool) {
	p := g.EventPick
	e, ok := g.content.Events.Get(p.Card)
	if !ok || p.Effect >= len(e.Effects) {
		return effectRef{}, false
	}
	return effectRef{card: p.Card, title: e.Title, drawer: p.Drawer, index: p.Effect, sideIndex: p.SideIndex, eff: &e.Effects[p.Effect]}, true
}

// eventPick answers CmdEventPick.
func (g *Game) eventPick(cmd Command) ([]Event, error) {
	r, ok := g.pickEffect()
	if !ok {
		return nil, fmt.Errorf("no event card effect waits for a choice")
	}
	p, side := g.EventPick, cmd.Side
	want := min(p.Count, len(g.Pending.Choices))
	switch n := len(cmd.Units); {
	case p.UpTo && n > p.Count:
		return nil, fmt.Errorf("%s: name at most %d units, not %d (III.6.3)", r.title, p.Count, n)
	case !p.UpTo && n != want:
		return nil, fmt.Errorf("%s: name %d units, not %d (III.6.3)", r.title, want, n)
	}
	var chosen []*Unit
	for _, id := range cmd.Units {
		u := g.Unit(id)
		switch {
		case u == nil || !containsID(g.Pending.Choices, id):
			return nil, fmt.Errorf("%s: unit %d is not one of the choices (III.6.3)", r.title, id)
		case containsID(unitIDs(chosen), id):
			return nil, fmt.Errorf("%s: %s is named twice", r.title, g.describe(u))
		}
		chosen = append(chosen, u)
	}
	var evs []Event
	switch r.eff.Kind {
	case cards.DeployNow:
		if err := g.checkDeployNow(r, chosen, cmd.Path); err != nil {
			return nil, err
		}
		evs = g.deployNow(r, side, chosen, cmd.Path)
	case cards.ExperienceRolls:
		evs = g.eventExperience(r, side, chosen)
	case cards.RepairFree:
		evs = g.repairUnits(r, side, chosen)
	case cards.RevealStacks:
		evs = g.revealChosen(r, side, chosen)
	}
	g.EventPick = nil
	evs = append(evs, g.applyEventEffects(r.card, r.drawer, r.index, r.sideIndex+1)...)
	if g.EventPick != nil {
		return evs, nil
	}
	return append(evs, g.finishIncome()...), nil
}

// checkDeployNow: one hex per unit, each a Table V.1 place for it; two
// large ships may not take the same empty sea hex.
func (g *Game) checkDeployNow(r effectRef, us []*Unit, path []hex.Hex) error {
	if len(path) != len(us) {
		return fmt.Errorf("%s: give one hex for each of the %d units, not %d (Table V.1)", r.title, len(us), len(path))
	}
	for i, u := range us {
		if err := g.locationBar(u, path[i]); err != nil {
			return err
		}
		for j := range i {
			if path[j] == path[i] && u.Card.Special.Naval == units.LargeNaval {
				return fmt.Errorf("%s must deploy in an empty sea hex (Table V.1); %s is taken by %s", g.describe(u), path[i], g.describe(us[j]))
			}
		}
	}
	return nil
}

// deployNow places the chosen staged units (Early Arrival). A large ship
// brought in this way needs no Table V.2 request.
func (g *Game) deployNow(r effectRef, side units.Side, us []*Unit, path []hex.Hex) []Event {
	if len(us) == 0 {
		return []Event{r.event(side, sideName(side)+" deploys no staged unit early.", nil)}
	}
	var touched []UnitID
	var parts []string
	for i, u := range us {
		u.NavalRolled = true
		placed, text := g.placeDeployed(u, path[i])
		touched = append(touched, placed...)
		parts = append(parts, text)
	}
	ev := r.event(side, "deployed at once: "+strings.Join(parts, " "), touched)
	ev.Secret = g.Rules.FogOfWar // like any deployment (V.6)
	return []Event{ev}
}

// revealChosen shows side the stacks of the chosen markers for this turn
// (Inset VIII.1 item 4). Hidden units stay hidden.
func (g *Game) revealChosen(r effectRef, side units.Side, us []*Unit) []Event {
	var evs []Event
	for _, u := range us {
		ev := g.revealStack(side, u.Hex, RevealEvent)
		ev.Card, ev.Rule = r.card, "III.6.3"
		ev.Text = r.title + ": " + ev.Text
		evs = append(evs, ev)
	}
	return evs
}

// finishIncome ends the Income/Event phase once the event card is done:
// the command card is drawn and the turn goes on (Inset V.2).
func (g *Game) finishIncome() []Event {
	evs := g.drawCommandCard()
	return append(evs, g.advance()...)
}
