package battle

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"frontline/game/cards"
	"frontline/game/dice"
	"frontline/game/tactical"
	"frontline/game/tactical/standalone"
	"frontline/game/units"
)

// Data is what a standalone battle is played with: the catalog and
// feature kinds, the command cards and the shipped battles.
type Data struct {
	Env     standalone.Env
	Cards   *cards.Commands
	Battles []*standalone.Def
}

// EmbeddedData is the data built into the binary.
func EmbeddedData() (*Data, error) {
	env, err := standalone.EmbeddedEnv()
	if err != nil {
		return nil, err
	}
	cs, err := cards.EmbeddedCommands()
	if err != nil {
		return nil, err
	}
	all, err := standalone.Embedded(env)
	if err != nil {
		return nil, err
	}
	return &Data{Env: env, Cards: cs, Battles: all}, nil
}

// PointsID names the points battle of Inset II.3 (standalone.Points).
const PointsID = "points"

// Def is the battle id names: a shipped one or the points battle.
func (d *Data) Def(id string) (*standalone.Def, error) {
	if id == PointsID {
		return standalone.Points(standalone.StandardBudget), nil
	}
	for _, b := range d.Battles {
		if b.ID == id {
			return b, nil
		}
	}
	return nil, fmt.Errorf("no battle %q", id)
}

// Entry is one line of the battle's log: what happened, its rule and
// its dice, and whose eyes it is for (both sides see everything on the
// table; only a side's own purchase is hidden until both have bought).
type Entry struct {
	Side  units.Side
	Text  string
	Rule  string
	Dice  string
	Shot  bool // a shot, shown one by one
	Units []tactical.UnitID
}

// Match is one standalone battle being played: the game, how it was
// started (so it can be saved as seed and orders and replayed) and its
// log.
type Match struct {
	ID      string
	Seed    uint64
	Game    *standalone.Game
	History []standalone.Command
	Log     []Entry
	lastLog int // where the last order's entries begin in Log
	data    *Data
	def     *standalone.Def
	// Players are the sides the computer plays, seats its players at
	// work (computer.go).
	Players Players
	seats   map[units.Side]*seat
}

// NewMatch opens battle id with the dice seeded seed.
func NewMatch(d *Data, id string, seed uint64) (*Match, error) {
	def, err := d.Def(id)
	if err != nil {
		return nil, err
	}
	g, evs, err := standalone.New(def, d.Env, d.Cards, dice.New(seed))
	if err != nil {
		return nil, err
	}
	m := &Match{ID: id, Seed: seed, Game: g, data: d, def: def}
	m.note(evs)
	return m, nil
}

// Data is what the match is played with.
func (m *Match) Data() *Data { return m.data }

// Do carries out one order and logs what happened; a refused order
// changes nothing.
func (m *Match) Do(c standalone.Command) ([]standalone.Event, error) {
	evs, err := m.Game.Apply(c)
	if err != nil {
		return nil, err
	}
	m.History = append(m.History, c)
	m.lastLog = len(m.Log)
	m.note(evs)
	return evs, nil
}

func (m *Match) note(evs []standalone.Event) {
	for _, e := range evs {
		en := Entry{Side: e.Side, Text: e.Text, Rule: e.Rule, Units: e.Units,
			Shot: e.Table && e.Kind == tactical.EvShot && len(e.Units) == 2}
		en.Dice = diceText(e.Rolls)
		m.Log = append(m.Log, en)
	}
}

// maxDiceShown bounds the dice a log line lists one by one; the terrain
// generator draws dozens for one proposal.
const maxDiceShown = 8

// diceText is an event's dice for the log.
func diceText(rs []dice.Roll) string {
	if len(rs) > maxDiceShown {
		return fmt.Sprintf("%d dice rolled (%s)", len(rs), rs[0].Rule)
	}
	var b strings.Builder
	for i, r := range rs {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "d%d=%d %s", r.Die, r.Value, r.Purpose)
	}
	return b.String()
}

// Battle is the engagement on the table, nil before the forces are set.
func (m *Match) Battle() *tactical.Battle { return m.Game.Battle }

// CanUndo reports whether the last order may be taken back: a ground move
// of the side still moving, which rolled no dice (a failed check is not
// taken back, or the dice could be asked again).
func (m *Match) CanUndo() bool {
	n := len(m.History)
	b := m.Battle()
	if n == 0 || b == nil || b.Over() {
		return false
	}
	last := m.History[n-1]
	return last.Kind == standalone.CmdTable && last.Table.Kind == tactical.CmdMove &&
		b.Pending.Kind == tactical.DecideMove && b.Pending.Side == last.Side && !m.rolledLast()
}

// rolledLast reports whether the last order rolled dice.
func (m *Match) rolledLast() bool {
	for _, e := range m.Log[m.lastLog:] {
		if e.Dice != "" {
			return true
		}
	}
	return false
}

// Undo takes the last order back by replaying the others from the seed:
// the engine has no inverse of a move, and a replay is exact.
func (m *Match) Undo() error {
	if !m.CanUndo() {
		return errors.New("nothing to take back")
	}
	r, err := ReplayWith(m.data, m.ID, m.Seed, m.History[:len(m.History)-1], m.Players)
	if err != nil {
		return err
	}
	*m = *r
	return nil
}

// Replay plays orders on a new match of battle id, people at both sides.
func Replay(d *Data, id string, seed uint64, orders []standalone.Command) (*Match, error) {
	return ReplayWith(d, id, seed, orders, nil)
}

// ReplayWith plays orders on a new match of battle id with the computer
// at the sides players names. The computers are asked again at each of
// their decisions (computer.go), so they go on as they would have and
// the log gets their reasons back.
func ReplayWith(d *Data, id string, seed uint64, orders []standalone.Command, players Players) (*Match, error) {
	m, err := NewMatch(d, id, seed)
	if err != nil {
		return nil, err
	}
	if err := m.seat(players); err != nil {
		return nil, err
	}
	for i, c := range orders {
		why := ""
		if m.ComputerToMove() {
			why = m.rethink(c)
		}
		q := &Question{Side: c.Side, st: m.seats[c.Side], at: len(m.History)}
		if q.st == nil {
			_, err = m.Do(c)
		} else {
			_, _, err = m.Give(q, c, why)
		}
		if err != nil {
			return nil, fmt.Errorf("order %d (%s) refused on replay: %v", i+1, describeOrder(c), err)
		}
	}
	return m, nil
}

func describeOrder(c standalone.Command) string {
	if c.Kind == standalone.CmdTable {
		return c.Table.Kind.String()
	}
	return [...]string{"buy", "choose", "table", "answer"}[c.Kind]
}

// Own lists side s's units on the table (or waiting), in id order.
func (m *Match) Own(s units.Side) []*tactical.Unit { return ownUnits(m.Battle(), s) }

// ownUnits lists side s's units of battle b (nil: none), in id order.
func ownUnits(b *tactical.Battle, s units.Side) []*tactical.Unit {
	if b == nil {
		return nil
	}
	var out []*tactical.Unit
	for i := range b.Units {
		if b.Units[i].Side == s {
			out = append(out, &b.Units[i])
		}
	}
	return out
}

// Hand is side s's command cards.
func (m *Match) Hand(s units.Side) []cards.Decision {
	i := slices.Index(standalone.Players[:], s)
	if i < 0 {
		return nil
	}
	return m.Game.Hands[i]
}
