package ai

import (
	"fmt"
	"maps"

	"frontline/game"
	"frontline/game/cards"
	"frontline/game/tactical"
)

// The operational computer at a battle of the map (IX.1): every decision
// the battle asks of its side — placing, moving, flying, declaring fire,
// countering a maneuver, answering a cease fire — is the tactical
// ComputerTable's of the same strength, deciding from the side's table
// View (game.Seat.Table) as it does in a standalone battle, its order
// wrapped in a battle command. The table player's memory (cards played,
// aircraft flown in) lives as long as the battle.

// maxTableTries: after this many refused orders in a row the computer
// closes the step (ends its moves or declarations, lets a maneuver stand).
const maxTableTries = 12

// tableSeat is the computer's side of the battle being fought.
type tableSeat struct {
	at      string // the battle's hex and Step
	mem     tableMemory
	n       uint64 // decisions taken, each seeding its table player
	refused string // why the last order was refused ("" : it was not)
	tries   int
}

func (m tableMemory) clone() tableMemory {
	m.flownIn = maps.Clone(m.flownIn)
	if m.flownIn == nil {
		m.flownIn = map[tactical.UnitID]int{}
	}
	return m
}

// atTable is the computer's order when the game waits on its side for
// the battle; false when it waits for anything else.
func (c *Computer) atTable(s *game.Seat) (Order, bool) {
	st, ok := s.Table()
	if !ok {
		return Order{}, false
	}
	side := s.Side()
	ts := &c.table
	if key := fmt.Sprint(st.Hex, " ", st.Step); key != ts.at {
		*ts = tableSeat{at: key, mem: tableMemory{}.clone()}
	}
	if ts.refused == "" {
		ts.tries = 0
	}
	in := &TableInput{View: st.View, Rules: st.Rules, Enemy: game.Enemy(side), Offered: st.Offered, Refused: ts.refused}
	for _, h := range st.Hand {
		in.Cards = append(in.Cards, cards.Decision(h))
	}
	ts.refused = ""
	var o TableOrder
	if ts.tries >= maxTableTries && !st.Offered {
		o = TableOrder{Command: st.View.Pending.Close(), Why: "closes the step: its orders were refused"}
	} else {
		p := NewComputerTable(c.seed^(ts.n+1)*0x9e3779b97f4a7c15, c.level)
		p.mem = ts.mem.clone()
		o = p.Decide(in)
		ts.mem = p.mem
	}
	ts.n++
	if st.Offered {
		opt := game.Decline
		if o.Accept {
			opt = game.Accept
		}
		return Order{Command: game.Command{Kind: game.CmdAnswerMiniatures, Side: side, Option: opt}, Reason: o.Why}, true
	}
	cmd := o.Command
	cmd.Side = side
	return Order{Command: game.Command{Kind: game.CmdBattle, Side: side, Table: &cmd}, Reason: o.Why}, true
}

// tableRefused keeps the refusal of a battle order for the next decision.
func (c *Computer) tableRefused(cmd game.Command, err error) {
	if cmd.Kind == game.CmdBattle {
		c.table.refused = err.Error()
		c.table.tries++
	}
}

// Venture makes the computer propose and accept battles by miniatures
// with chance p where its judgement says no (computer_miniatures.go), so
// that games between computers fight table battles (`frontline sim
// -miniatures p`).
func (c *Computer) Venture(p float64) { c.venture = p }
