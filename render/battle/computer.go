package battle

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"

	"frontline/game/ai"
	"frontline/game/tactical/standalone"
	"frontline/game/units"
)

// The computer at the battle table (ai.TablePlayer): it buys its force
// with the standalone random buyer, as `frontline battle` does, and
// plays the battle with the computer table player of its strength. Its
// orders are given one at a time through Ask and Give, so the screen
// shows each (computer_show.go); its reasons go into the log.
//
// A battle opened from the operational map is played by the game's own
// computer players instead (driver_game_computer.go); the screen shows
// both the same way (computer_seats.go, computer_show.go).

// Computer is the computer player of one side of a battle, as its save
// records it.
type Computer struct {
	Player string `json:"player"` // "computer" (Standard) or "computer-hard"
	Seed   uint64 `json:"seed"`
}

// Players names the sides the computer plays (nil: people play both).
type Players map[units.Side]Computer

// The players offered, by the names `frontline battle` and the operational
// game use.
const (
	Standard = "computer"
	Hard     = "computer-hard"
)

// maxRefused: after this many refused orders in one decision the
// computer's decision goes to the random table player.
const maxRefused = 8

// seat is the computer at one side of a match.
type seat struct {
	p        ai.TablePlayer
	fallback ai.TablePlayer
	buyer    standalone.RandomPlayer
	refused  string // why its last order was refused ("" : it was not)
	tries    int
}

func newSeat(c Computer) (*seat, error) {
	st := &seat{fallback: ai.NewRandomTable(c.Seed ^ 0xfa11), buyer: standalone.RandomPlayer{R: rand.New(rand.NewPCG(c.Seed, 0xb0b))}}
	switch c.Player {
	case Standard:
		st.p = ai.NewComputerTable(c.Seed, ai.Standard)
	case Hard:
		st.p = ai.NewComputerTable(c.Seed, ai.Hard)
	default:
		return nil, fmt.Errorf("no table player %q (players: %s, %s)", c.Player, Standard, Hard)
	}
	return st, nil
}

// seat puts the computers named in p at the match.
func (m *Match) seat(p Players) error {
	m.Players, m.seats = p, map[units.Side]*seat{}
	for side, c := range p {
		st, err := newSeat(c)
		if err != nil {
			return err
		}
		m.seats[side] = st
	}
	return nil
}

// ComputerToMove reports whether the battle waits on a side the computer
// plays.
func (m *Match) ComputerToMove() bool {
	side, ok := m.Game.Pending()
	return ok && m.seats[side] != nil
}

// Question is the computer's pending decision.
type Question struct {
	Side  units.Side
	st    *seat
	in    *ai.TableInput // nil while the forces are bought
	g     *standalone.Game
	offer bool
	at    int // len(History) when asked
}

// Ask is the computer's pending decision, false when a person's is.
func (m *Match) Ask() (*Question, bool) {
	if !m.ComputerToMove() {
		return nil, false
	}
	side, _ := m.Game.Pending()
	st := m.seats[side]
	q := &Question{Side: side, st: st, g: m.Game, offer: m.Game.Offer != "", at: len(m.History)}
	if m.Game.Phase == standalone.PhaseBattle {
		q.in = m.tableInput(side, st.refused)
	}
	return q, true
}

// Answer is the computer's order and its reason. At the table it reads
// only the question's input, so it may run on another goroutine while
// the screen draws the match; the purchase reads the game.
func (q *Question) Answer() (standalone.Command, string) {
	if q.in == nil {
		c, _ := q.st.buyer.Command(q.g)
		if c.Kind == standalone.CmdChoose {
			return c, "chooses to be the " + c.Role.String()
		}
		return c, fmt.Sprintf("buys its force: %d units", len(c.Buy))
	}
	p := q.st.p
	if q.st.tries >= maxRefused {
		p = q.st.fallback
	}
	o := p.Decide(q.in)
	if q.offer {
		return standalone.Command{Kind: standalone.CmdAnswer, Side: q.Side, Accept: o.Accept}, o.Why
	}
	o.Command.Side = q.Side
	return standalone.Command{Kind: standalone.CmdTable, Side: q.Side, Table: o.Command}, o.Why
}

// Give carries out the computer's answer to q. A refused order is kept
// for the player's next input (refused true: Ask again); after
// 3×maxRefused refusals in one decision the error says it is stuck. from
// is where the order's log entries begin, its reason first.
func (m *Match) Give(q *Question, c standalone.Command, why string) (from int, refused bool, err error) {
	if q.at != len(m.History) || !m.ComputerToMove() {
		return 0, false, fmt.Errorf("the battle moved on since the computer was asked")
	}
	if _, err := m.Do(c); err != nil {
		q.st.refused = err.Error()
		if q.st.tries++; q.st.tries > 3*maxRefused {
			return 0, false, fmt.Errorf("%s's orders keep being refused: %v", sideName(q.Side), err)
		}
		return 0, true, nil
	}
	q.st.refused, q.st.tries = "", 0
	from = m.lastLog
	if why != "" {
		m.Log = append(m.Log[:from], append([]Entry{{Side: q.Side, Text: sideName(q.Side) + " (computer): " + why}}, m.Log[from:]...)...)
	}
	return from, false, nil
}

// tableInput is what side may know for its decision (as
// ai.PlayTableMatch gives it).
func (m *Match) tableInput(side units.Side, refused string) *ai.TableInput {
	g := m.Game
	in := &ai.TableInput{View: g.Battle.View(side), Rules: g.Battle.Rules, Offered: g.Offer != "" && g.Offer != side,
		Refused: refused, Enemy: standalone.Players[0], Cards: m.Hand(side)}
	if side == in.Enemy {
		in.Enemy = standalone.Players[1]
	}
	for _, o := range g.Def.Objectives {
		in.Objectives = append(in.Objectives, ai.TableObjective{At: o.At, Radius: o.Radius})
	}
	return in
}

// rethink (replay) asks the computer until it gives order want, as it
// gave it when the battle was played, telling it of its other answers'
// refusals; it returns the reason to log ("" when the player no longer
// gives want: the save's order stands).
func (m *Match) rethink(want standalone.Command) string {
	for range 3*maxRefused + 1 {
		q, _ := m.Ask()
		c, why := q.Answer()
		if same(c, want) {
			return why
		}
		err := m.check(c)
		if err == nil {
			return "" // the player went another way: the save's order stands
		}
		q.st.refused, q.st.tries = err.Error(), q.st.tries+1
	}
	return ""
}

// check says why order c would be refused, nil if it would not.
func (m *Match) check(c standalone.Command) error {
	if c.Kind != standalone.CmdTable {
		return fmt.Errorf("not a table order")
	}
	if err := m.Game.CheckTable(c.Table); err != nil {
		return err
	}
	_, err := m.Battle().Clone().Apply(c.Table)
	return err
}

func same(a, b standalone.Command) bool {
	x, err1 := json.Marshal(a)
	y, err2 := json.Marshal(b)
	return err1 == nil && err2 == nil && bytes.Equal(x, y)
}
