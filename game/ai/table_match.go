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
// players seated by role. The forces of a points battle are bought by
// the standalone random buyer for both seats alike (the players here
// fight battles; they do not shop), and the d20 winner of a battle with
// free roles takes the role its seat was given, so that the seats are
// what the caller asked for.

// TableMatch is how one match went.
type TableMatch struct {
	Roles     [2]units.Side // by tactical.Role
	Winner    units.Side    // Neutral for a draw
	Force     [2]int        // by role: the force left (standalone.ForceTotal)
	Turns     int
	Truce     bool // ended by an accepted cease fire
	Refused   int  // orders the game refused (the player then tried again)
	Commands  []standalone.Command
	Hash      uint64
	Decisions [2]int // by role
}

// Ahead reports whether role r came out ahead: it won, or the battle was
// drawn and it kept the larger force.
func (m *TableMatch) Ahead(r tactical.Role) bool {
	if m.Winner != units.Neutral {
		return m.Winner == m.Roles[r]
	}
	return m.Force[r] > m.Force[r.Other()]
}

// retries bounds the refused orders of one decision before the seat's
// random fallback answers it.
const retries = 3

// TableWatch looks on a match: Started is called with the game once the
// forces and roles are settled (the fairness test builds its twins from
// it), Decide before and after each decision with the role deciding and
// the tactical turn (the benchmark times side-turns with it), Applied
// with each order carried out and what came of it (the match log). Any
// may be nil.
type TableWatch struct {
	Started func(g *standalone.Game)
	Decide  func(r tactical.Role, turn int, start bool)
	Applied func(s units.Side, o TableOrder, evs []standalone.Event)
}

// PlayTableMatch plays def with the dice seeded seed, seats[r] playing
// role r, watched by w when it is not nil.
func PlayTableMatch(def *standalone.Def, env standalone.Env, cs *cards.Commands, seed uint64, seats [2]TablePlayer, w *TableWatch) (*TableMatch, error) {
	if w == nil {
		w = &TableWatch{}
	}
	g, _, err := standalone.New(def, env, cs, dice.New(seed))
	if err != nil {
		return nil, err
	}
	m := &TableMatch{}
	if err := setUp(g, seed, m); err != nil {
		return nil, err
	}
	if w.Started != nil {
		w.Started(g)
	}
	fallback := [2]*RandomTable{NewRandomTable(seed ^ 0xfa11), NewRandomTable(seed ^ 0xfa12)}
	refused := ""
	tries := 0
	for n := 0; !g.Over() && n < standalone.MaxCommands; n++ {
		s, _ := g.Pending()
		r, _ := g.Battle.RoleOf(s)
		in := tableInput(g, s, refused)
		var o TableOrder
		if w.Decide != nil {
			w.Decide(r, g.Battle.Turn, true)
		}
		if tries < retries {
			o = seats[r].Decide(in)
		} else {
			o = fallback[r].Decide(in)
		}
		if w.Decide != nil {
			w.Decide(r, g.Battle.Turn, false)
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

// setUp buys both forces with the standalone random buyer and settles
// the roles: in a battle of free roles the attacking seat plays the side
// of the seed's parity, and the d20 winner takes that seat's role.
func setUp(g *standalone.Game, seed uint64, m *TableMatch) error {
	buyer := standalone.RandomPlayer{R: rand.New(rand.NewPCG(seed, 0xb0b))}
	attacking := standalone.Players[seed%2]
	for g.Phase == standalone.PhaseBuy || g.Phase == standalone.PhaseChoose {
		c, _ := buyer.Command(g)
		if g.Phase == standalone.PhaseChoose {
			c.Role = tactical.Defender
			if g.Chooser == attacking {
				c.Role = tactical.Attacker
			}
		}
		if _, err := g.Apply(c); err != nil {
			return err
		}
		m.Commands = append(m.Commands, c)
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
	for _, o := range g.Def.Objectives {
		in.Objectives = append(in.Objectives, TableObjective{At: o.At, Radius: o.Radius})
	}
	return in
}
