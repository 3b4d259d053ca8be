package game

import (
	"fmt"
	"slices"
	"sync"

	"frontline/game/cards"
	"frontline/game/hex"
	"frontline/game/tactical"
	"frontline/game/units"
)

// The battle of an accepted proposal (IX.4): the table is the battle
// hex as tactical.Build draws it from the map; the seeded generator
// places TableFeatures subjective features for each side, defender
// first (IX.4.2: placing by hand needs a client, Q133); the forces are
// the members (miniatures_units.go); the optional morale rule is on,
// since Inset IX.4 carries the final morale to the map. The battle rolls
// the game's own dice, so one seeded stream decides everything.

// TableFeatures is how many subjective features the generator proposes
// for each side of a battle opened from the map.
const TableFeatures = 6

// tableKinds are the feature kinds of every battle table, loaded once.
var tableKinds = sync.OnceValues(tactical.EmbeddedKinds)

// battleTable builds the basic terrain of hex h (IX.4.2).
func (g *Game) battleTable(h hex.Hex) (*tactical.Table, error) {
	ks, err := tableKinds()
	if err != nil {
		return nil, err
	}
	return tactical.Build(ks, g.scenario.Map, h)
}

// openBattle answers an accepted proposal: the engagement's members go
// onto the table and the battle's first decision becomes the game's.
func (g *Game) openBattle(by units.Side) ([]Event, error) {
	m, e := g.Miniatures, g.OpenEngagement
	t, err := g.battleTable(m.Hex)
	if err != nil {
		return nil, err
	}
	members := g.battleMembers(fighterIDs(e.Attackers), t)
	forces := g.battleForces(members, e.Attacker, t)
	def := Enemy(e.Attacker)
	for _, s := range []units.Side{def, e.Attacker} {
		for _, p := range tactical.Propose(t, s, g.dice, TableFeatures) {
			if err := t.Place(s, p.Kind, p.Shape); err != nil {
				return nil, fmt.Errorf("a generated %s is refused: %w", p.Kind, err)
			}
		}
	}
	evs := []Event{{Kind: EvMiniatures, Side: by, Rule: MiniaturesRule, Rolls: g.dice.TakeRolls(),
		Text: fmt.Sprintf("%s accepts: the engagement in %s is resolved by miniatures. The table copies the hex and the generator places terrain for both sides (IX.4.2).", sideName(by), m.Hex)}}
	b, tevs, err := tactical.NewBattle(tactical.Setup{Table: t, Attacker: e.Attacker, Defender: def, Forces: forces,
		Rules: tactical.Rules{Morale: true}}, g.dice)
	if err != nil {
		return nil, err
	}
	for i, mb := range members {
		if c := g.Unit(mb.Crew); c != nil {
			b.Units[i].Crew.Damaged = c.Damaged
		}
	}
	m.Members, m.Asked, m.battle = members, false, b
	g.engagedOnTable(members)
	evs = append(evs, g.tableEvents(tevs)...)
	return append(evs, g.afterTableOrder()...), nil
}

// engagedOnTable makes the members the engagement's sides: attackers
// and defenders are those on the table (off-table attackers keep their
// spent engagement of the phase, V.5.3), every member is engaged now.
func (g *Game) engagedOnTable(members []Member) {
	e := g.OpenEngagement
	var att, def []Fighter
	for _, mb := range members {
		if g.Unit(mb.Unit).Side == e.Attacker {
			att = append(att, Fighter{Unit: mb.Unit})
		} else {
			def = append(def, Fighter{Unit: mb.Unit})
		}
	}
	for i := range att {
		att[i].Target = def[0].Unit
	}
	for i := range def {
		def[i].Target = att[0].Unit
	}
	e.Attackers, e.Defenders, e.Targets, e.Declared = att, def, fighterIDs(def), true
	g.engage(def)
	g.engage(att)
}

// tableCards are the command cards played on the table, by the order
// they give (Q128): the battle itself does not hold the hands.
var tableCards = map[tactical.CommandKind]cards.Decision{
	tactical.CmdInspire:   cards.Inspire,
	tactical.CmdWithdraw:  cards.Withdraw,
	tactical.CmdCeaseFire: cards.CeaseFire,
}

// tableCardBar says why side may not play card d on the table now, or
// nil: it must hold it, its Forward HQ must stand and no event may bar
// cards (Inset IV.2, III.6.3).
func (g *Game) tableCardBar(side units.Side, d cards.Decision) error {
	switch {
	case !slices.Contains(g.Players[side].Hand, string(d)):
		return fmt.Errorf("you hold no %s card (III.7)", d)
	case !g.HasForwardHQ(side):
		return fmt.Errorf("command cards need your Forward HQ on the map (Inset IV.2)")
	case g.cardsBarred(side) != "":
		return fmt.Errorf("%s", g.cardsBarred(side))
	}
	return nil
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

// battleOrder answers CmdBattle: a table order of the side to act, with
// the card it plays checked against the hand.
func (g *Game) battleOrder(cmd Command) ([]Event, error) {
	m := g.Miniatures
	if cmd.Table == nil {
		return nil, fmt.Errorf("a battle order carries the order of the table (IX.5)")
	}
	o := *cmd.Table
	o.Side = cmd.Side
	d, card := tableCards[o.Kind]
	if card {
		if err := g.tableCardBar(cmd.Side, d); err != nil {
			return nil, err
		}
	}
	if o.Kind == tactical.CmdCeaseFire {
		if _, err := m.battle.Clone().Apply(o); err != nil { // only where the battle could stop on it
			return nil, err
		}
		m.Offer = cmd.Side
		g.Pending = Decision{Kind: DecideMiniatures, Side: Enemy(cmd.Side), Phase: PhaseCombat,
			Prompt: fmt.Sprintf("%s offers a cease fire on the battle table: accept or decline (IV.3.1).", sideName(cmd.Side))}
		return []Event{g.discard(cmd.Side, d)}, nil
	}
	tevs, err := m.battle.Apply(o)
	if err != nil {
		return nil, err
	}
	var evs []Event
	if card {
		evs = append(evs, g.discard(cmd.Side, d))
	}
	evs = append(evs, g.tableEvents(tevs)...)
	return append(evs, g.afterTableOrder()...), nil
}

// answerTableTruce settles a cease fire offered on the table: accepted,
// the battle ends with no winner and both morales a point higher
// (IV.3.1 on the table); declined, the battle goes on and the card stays
// spent.
func (g *Game) answerTableTruce(cmd Command) ([]Event, error) {
	m := g.Miniatures
	by := m.Offer
	m.Offer = ""
	if cmd.Option == Decline {
		g.battlePending()
		return []Event{{Kind: EvMiniatures, Side: cmd.Side, Rule: tactical.CeaseFireRule,
			Text: fmt.Sprintf("%s declines the cease fire; the battle goes on.", sideName(cmd.Side))}}, nil
	}
	tevs, err := m.battle.Apply(tactical.Command{Kind: tactical.CmdCeaseFire, Side: by})
	if err != nil {
		m.Offer = by
		return nil, err
	}
	return append(g.tableEvents(tevs), g.afterTableOrder()...), nil
}

// afterTableOrder hands the battle's next decision to the game, or
// brings the results back to the map once it is over.
func (g *Game) afterTableOrder() []Event {
	if g.Miniatures.battle.Over() {
		return g.returnFromTable() // miniatures_results.go
	}
	g.battlePending()
	return nil
}

// battlePending makes the battle's pending decision the game's.
func (g *Game) battlePending() {
	b := g.Miniatures.battle
	g.Pending = Decision{Kind: DecideBattle, Side: b.Pending.Side, Phase: PhaseCombat,
		Prompt: fmt.Sprintf("Battle table in %s, tactical turn %d, %s: %s (chapter IX).", g.Miniatures.Hex, b.Turn, b.Step, b.Pending.Kind)}
}

// tableEvents turns the battle's events into the game's, naming the
// units by their ids on the map, and notes who finished whom for the
// experience rolls (Inset VIII.2 item 1): the table reports the shot
// that destroyed a unit, not the damage of each shot, so the unit that
// fired the finishing shot earns the roll (Q133).
func (g *Game) tableEvents(tevs []tactical.Event) []Event {
	m, e := g.Miniatures, g.OpenEngagement
	out := make([]Event, len(tevs))
	for i, te := range tevs {
		ev := Event{Kind: EvBattle, Side: te.Side, Rule: te.Rule, Rolls: te.Rolls, Text: "On the table: " + te.Text}
		for _, id := range te.Units {
			if int(id) >= 0 && int(id) < len(m.Members) {
				ev.Units = append(ev.Units, m.Members[id].Unit)
			}
		}
		out[i] = ev
		if te.Kind == tactical.EvDestroyed && i > 0 && tevs[i-1].Kind == tactical.EvShot && len(tevs[i-1].Units) == 2 && tevs[i-1].Units[1] == te.Units[0] {
			e.Credits = append(e.Credits, Credit{By: m.Members[tevs[i-1].Units[0]].Unit, Target: m.Members[te.Units[0]].Unit})
		}
	}
	return out
}
