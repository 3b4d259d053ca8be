package standalone

import (
	"frontline/game/cards"
	"frontline/game/hex"
	"frontline/game/tactical"
	"frontline/game/units"
)

// start deals the command cards, builds the table with its authored
// terrain and opens the engagement (Inset II.3): five cards each from the
// shuffled deck, drawn alternately defender first; no event cards. A
// battle that lets the players add terrain (generate) opens with the
// engagement's terrain phase (IX.4.2), where each side places up to that
// many features by hand or takes the generator's proposal.
func (g *Game) start() ([]Event, error) {
	t, err := g.Def.Table(g.env.Kinds)
	if err != nil {
		return nil, err
	}
	var evs []Event
	g.Deck = g.cmds.Deck()
	src := g.dice.Rule("Inset II.3")
	g.Deck.Shuffle(src)
	for range HandSize {
		for _, s := range []units.Side{g.Roles[tactical.Defender], g.Roles[tactical.Attacker]} {
			if id, ok := g.Deck.Draw(src); ok {
				i, _ := playerIndex(s)
				g.Hands[i] = append(g.Hands[i], cards.Decision(id))
			}
		}
	}
	evs = append(evs, Event{Rule: "Inset II.3", Rolls: g.dice.TakeRolls(), Text: "Each side draws five command cards; no event cards are used."})
	rules := g.Def.Rules
	rules.Terrain = g.Def.Generate
	setup := tactical.Setup{Table: t, Attacker: g.Roles[tactical.Attacker], Defender: g.Roles[tactical.Defender], Forces: g.forces(t), Rules: rules}
	b, tevs, err := tactical.NewBattle(setup, g.dice)
	if err != nil {
		return nil, err
	}
	g.Battle, g.Phase = b, PhaseBattle
	evs = append(evs, convert(tevs)...)
	return append(evs, g.settle()...), nil
}

// forces lists both sides' units for table t: the fixed forces as the
// battle gives them, the bought ones as bought; attackers come in by the
// battle's attack_from sides in turn unless a unit names its own, and
// infantry coming in by a sea side lands on its beach (IX.4.3).
func (g *Game) forces(t *tactical.Table) []tactical.Force {
	var out []tactical.Force
	for i, sd := range g.Def.Sides {
		side := Players[i]
		attacking := g.Roles[tactical.Attacker] == side
		var list []UnitDef
		if len(sd.Units) == 0 {
			list = g.boughtUnits(i)
		} else {
			list = sd.Units
		}
		for k, u := range list {
			f := tactical.Force{Card: u.Card, Crew: u.Crew, Side: side, Damaged: u.Damaged, Stars: u.Stars, Arrives: u.Arrives}
			if attacking {
				f.Entered = g.Def.AttackFrom[k%len(g.Def.AttackFrom)]
				if u.Enters >= 0 {
					f.Entered = u.Enters
				}
				f.Landing = t.Edges[f.Entered].Sea && u.Card.Class == units.Infantry
			} else {
				f.DugIn = u.DugIn
			}
			out = append(out, f)
		}
	}
	return out
}

// boughtUnits turns side i's bought card ids into units, crews added.
func (g *Game) boughtUnits(i int) []UnitDef {
	var out []UnitDef
	for _, id := range g.Bought[i] {
		c, _ := g.env.Catalog.Get(id)
		u := UnitDef{Card: c, Arrives: 1, Enters: hex.Direction(-1)}
		if c.Special.RequiresCrew != units.NoCrew {
			u.Crew, _ = g.env.Catalog.CrewFor(Players[i], c.Special.RequiresCrew)
		}
		out = append(out, u)
	}
	return out
}

func convert(tevs []tactical.Event) []Event {
	out := make([]Event, len(tevs))
	for i, e := range tevs {
		out[i] = Event{Side: e.Side, Rule: e.Rule, Text: e.Text, Rolls: e.Rolls, Kind: e.Kind, Units: e.Units, Table: true}
	}
	return out
}
