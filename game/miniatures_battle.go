package game

import (
	"fmt"
	"sync"

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
		Rules: tactical.Rules{Morale: true, Events: g.battleEvents(e.Attacker)}}, g.dice)
	if err != nil {
		return nil, err
	}
	for i, mb := range members {
		if c := g.Unit(mb.Crew); c != nil {
			b.Units[i].Crew.Damaged = c.Damaged
		}
	}
	m.Members, m.Asked, m.battle = members, false, b
	g.engagedOnTable()
	evs = append(evs, g.tableEvents(tevs)...)
	return append(evs, g.afterTableOrder()...), nil
}

// engagedOnTable makes the members the engagement's sides: attackers
// and defenders are those on the table by their role there (off-table
// attackers keep their spent engagement of the phase, V.5.3), every
// member is engaged now; obstacles and structures are members but no
// fighters (Q93, Q129).
func (g *Game) engagedOnTable() {
	m, e := g.Miniatures, g.OpenEngagement
	var att, def []Fighter
	for i, mb := range m.Members {
		switch {
		case fixedUnit(g.Unit(mb.Unit)):
		case m.battle.Units[i].Role == tactical.Attacker:
			att = append(att, Fighter{Unit: mb.Unit})
		default:
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
		if err := g.tableCardBar(cmd.Side, d, o); err != nil {
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
	if o.Kind == tactical.CmdPush {
		g.pushedOnTable(o.Units)
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
	g.foundOnTable()
	if g.Miniatures.battle.Over() {
		return g.returnFromTable() // miniatures_results.go
	}
	g.battlePending()
	return nil
}

// foundOnTable marks the hidden units the enemy found on the table as
// found on the map too, where they stand (glossary Hidden, Q129): the
// map's View and event filter then show what the table shows.
func (g *Game) foundOnTable() {
	m := g.Miniatures
	for i, mb := range m.Members {
		u, tu := g.Unit(mb.Unit), &m.battle.Units[i]
		if concealed(u) && !Found(u) && u.Deployed() && !tu.Hidden && tu.Status != tactical.Waiting && tu.Status != tactical.Absent {
			u.FoundAt = u.Hex.String()
		}
	}
}

// battlePending makes the battle's pending decision the game's.
func (g *Game) battlePending() {
	b := g.Miniatures.battle
	g.Pending = Decision{Kind: DecideBattle, Side: b.Pending.Side, Phase: PhaseCombat,
		Prompt: fmt.Sprintf("Battle table in %s, tactical turn %d, %s: %s (chapter IX).", g.Miniatures.Hex, b.Turn, b.Step, b.Pending.Kind)}
}

// tableEvents turns the battle's events into the game's, naming the
// units by their ids on the map. An event the table keeps from a side
// (tactical FilterEvents: it names a unit of the other side that side
// does not see, a hidden one say) is Secret to the side that may read it,
// or to nobody. Each shot that did damage is credited to its firer for
// the experience rolls, as on the map (Inset VIII.2 item 1, applyShot).
func (g *Game) tableEvents(tevs []tactical.Event) []Event {
	e := g.OpenEngagement
	out := make([]Event, len(tevs))
	for i, te := range tevs {
		ev := Event{Kind: EvBattle, Side: te.Side, Rule: te.Rule, Rolls: te.Rolls, Text: "On the table: " + te.Text}
		ev.Units = g.tableUnits(te.Units)
		if readers := g.tableReaders(te); len(readers) < 2 {
			ev.Secret, ev.Side = true, ""
			if len(readers) == 1 {
				ev.Side = readers[0]
			}
		}
		out[i] = ev
		if te.Harmed && len(ev.Units) == 2 {
			e.Credits = append(e.Credits, Credit{By: ev.Units[0], Target: ev.Units[1]})
		}
	}
	return out
}

// tableReaders are the sides that may read battle event te now.
func (g *Game) tableReaders(te tactical.Event) []units.Side {
	b := g.Miniatures.battle
	var out []units.Side
	for _, s := range b.Sides {
		if len(b.FilterEvents(s, []tactical.Event{te})) == 1 {
			out = append(out, s)
		}
	}
	return out
}
