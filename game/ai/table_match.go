package ai

import (
	"fmt"
	"math/rand/v2"

	"frontline/game/cards"
	"frontline/game/dice"
	"frontline/game/tactical"
	"frontline/game/tactical/standalone"
	"frontline/game/units"
)

// A table match is one standalone battle (II.1.4) between two table
// players, seated by side: seats[i] plays standalone.Players[i] from the
// start. In a points battle each buys its own force and the d20 winner
// chooses its role (Inset II.3); in an authored battle the side fixes
// the role.

// TableMatch is how one match went.
type TableMatch struct {
	Roles     [2]units.Side // by tactical.Role
	Winner    units.Side    // Neutral for a draw
	Force     [2]int        // by role: the force left (standalone.ForceTotal)
	Start     [2]int        // by role: the force at the start
	Turns     int
	Truce     bool // ended by an accepted cease fire
	Refused   int  // orders the game refused (the player then tried again)
	Commands  []standalone.Command
	Hash      uint64
	Decisions [2]int // by role
}

// Ahead reports whether role r came out ahead: it won, or the battle was
// drawn (a cease fire, or equal forces at the turn limit) and it kept the
// larger share of the force it started with. Shares, not totals: the
// sides of an authored battle start unequal, and a draw in which the
// larger side lost more of itself is no lead for it.
func (m *TableMatch) Ahead(r tactical.Role) bool {
	if m.Winner != units.Neutral {
		return m.Winner == m.Roles[r]
	}
	o := r.Other()
	return m.Force[r]*max(m.Start[o], 1) > m.Force[o]*max(m.Start[r], 1)
}

// Seat is the index of the seat that played role r.
func (m *TableMatch) Seat(r tactical.Role) int { return sideIndex(m.Roles[r]) }

// retries bounds the refused orders of one decision before the seat's
// random fallback answers it.
const retries = 3

// TableWatch looks on a match: Started is called with the game as soon
// as it exists (the fairness test builds its twins from it), Decide
// before and after each decision with the side deciding and the tactical
// turn (0 before the engagement; the benchmark times side-turns with
// it), Applied with each order carried out and what came of it (the match
// log). Any may be nil.
type TableWatch struct {
	Started func(g *standalone.Game)
	Decide  func(s units.Side, turn int, start bool)
	Applied func(s units.Side, o TableOrder, evs []standalone.Event)
}

// PlayTableMatch plays def with the dice seeded seed, seats[i] playing
// standalone.Players[i], watched by w when it is not nil.
func PlayTableMatch(def *standalone.Def, env standalone.Env, cs *cards.Commands, seed uint64, seats [2]TablePlayer, w *TableWatch) (*TableMatch, error) {
	if w == nil {
		w = &TableWatch{}
	}
	g, _, err := standalone.New(def, env, cs, dice.New(seed))
	if err != nil {
		return nil, err
	}
	m := &TableMatch{}
	if w.Started != nil {
		w.Started(g)
	}
	if err := setUp(g, env.Catalog, seed, seats, w, m); err != nil {
		return nil, err
	}
	for r, s := range g.Roles {
		m.Start[r] = g.ForceTotal(s)
	}
	fallback := [2]*RandomTable{NewRandomTable(seed ^ 0xfa11), NewRandomTable(seed ^ 0xfa12)}
	refused := ""
	tries := 0
	for n := 0; !g.Over() && n < standalone.MaxCommands; n++ {
		s, _ := g.Pending()
		r, _ := g.Battle.RoleOf(s)
		i := sideIndex(s)
		in := tableInput(g, s, refused)
		var o TableOrder
		if w.Decide != nil {
			w.Decide(s, g.Battle.Turn, true)
		}
		if tries < retries {
			o = seats[i].Decide(in)
		} else {
			o = fallback[i].Decide(in)
		}
		if w.Decide != nil {
			w.Decide(s, g.Battle.Turn, false)
		}
		m.Decisions[r]++
		c := standalone.Command{Kind: standalone.CmdTable, Side: s, Table: o.Command}
		if g.Offer != "" {
			c = standalone.Command{Kind: standalone.CmdAnswer, Side: s, Accept: o.Accept}
		}
		c.Table.Side = s
		evs, err := g.Apply(c)
		if err != nil {
			m.Refused++
			refused, tries = err.Error(), tries+1
			if tries > retries+randomTries {
				return m, fmt.Errorf("seed %d: %s's orders keep being refused: %v", seed, s, err)
			}
			continue
		}
		refused, tries = "", 0
		m.Commands = append(m.Commands, c)
		if w.Applied != nil {
			w.Applied(s, o, evs)
		}
	}
	if !g.Over() {
		return m, fmt.Errorf("seed %d: no result after %d commands", seed, standalone.MaxCommands)
	}
	m.Roles, m.Winner, m.Truce, m.Hash, m.Turns = g.Roles, g.Result.Winner, g.Truce, g.Hash(), g.Battle.Turn
	for r, s := range g.Roles {
		m.Force[r] = g.ForceTotal(s)
	}
	return m, nil
}

// setUp has the seats buy their forces and the d20 winner choose its
// role, each from its own input; a purchase the game refuses is made
// again by the simple buyer (a player's slip costs it its plan, never
// the match).
func setUp(g *standalone.Game, cat *units.Catalog, seed uint64, seats [2]TablePlayer, w *TableWatch, m *TableMatch) error {
	for g.Phase == standalone.PhaseBuy || g.Phase == standalone.PhaseChoose {
		s, _ := g.Pending()
		i := sideIndex(s)
		in := &TableInput{Enemy: standalone.Players[1-i]}
		if g.Phase == standalone.PhaseBuy {
			in.Shop = shopOf(g, cat, s)
		} else {
			in.Choice = choiceOf(g, cat, s)
		}
		if w.Decide != nil {
			w.Decide(s, 0, true)
		}
		o := seats[i].Decide(in)
		if w.Decide != nil {
			w.Decide(s, 0, false)
		}
		c := standalone.Command{Kind: standalone.CmdBuy, Side: s, Buy: o.Buy}
		if in.Choice != nil {
			c = standalone.Command{Kind: standalone.CmdChoose, Side: s, Role: o.Role}
		}
		evs, err := g.Apply(c)
		if err != nil && in.Shop != nil {
			m.Refused++
			o = randomForce(rand.New(rand.NewPCG(seed, 0xb0b)), in.Shop)
			c.Buy = o.Buy
			evs, err = g.Apply(c)
		}
		if err != nil {
			return fmt.Errorf("seed %d: %s: %w", seed, s, err)
		}
		m.Commands = append(m.Commands, c)
		if w.Applied != nil {
			w.Applied(s, o, evs)
		}
	}
	return nil
}

// tableInput is what side s is given for its decision in g.
func tableInput(g *standalone.Game, s units.Side, refused string) *TableInput {
	in := &TableInput{View: g.Battle.View(s), Rules: g.Battle.Rules, Offered: g.Offer != "" && g.Offer != s, Refused: refused}
	in.Enemy = standalone.Players[0]
	if s == in.Enemy {
		in.Enemy = standalone.Players[1]
	}
	for i, p := range standalone.Players {
		if p == s {
			in.Cards = g.Hands[i]
		}
	}
	in.Objectives = objectivesOf(g.Def)
	return in
}
