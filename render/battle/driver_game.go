package battle

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"frontline/game"
	"frontline/game/cards"
	"frontline/game/dice"
	"frontline/game/tactical"
	"frontline/game/tactical/standalone"
	"frontline/game/units"
)

// GameDriver is the Driver of a battle the operational game opened
// (Resolve by Miniatures, game/miniatures*.go): every order is a
// game.CmdBattle, a cease fire is answered with game.CmdAnswerMiniatures,
// and the screen sees the battle only as the side at it may know it.
type GameDriver struct {
	g  *game.Game
	do func(game.Command) ([]game.Event, error)
	// b is the game's battle, kept once it is over for the summary (the
	// game lets it go when the results are back on the map).
	b      *tactical.Battle
	title  string
	viewer units.Side
	// seen is b as viewer may see it, made again when stamp or viewer
	// changes.
	seen    *tactical.Battle
	seenAt  int
	seenFor units.Side
	stamp   int
	log     []Entry
	// back are the events that brought the results to the map.
	back []string
	// cpu plays the computer's sides (driver_game_computer.go), nil when
	// people play both.
	cpu GameSeats
	// members are the map's units on the table, kept from the opening:
	// the game lets its Miniatures go once the results are back on the
	// map, while the last order's events are still to be logged.
	members []game.Member
}

var _ Driver = (*GameDriver)(nil)

// NewGameDriver plays the battle g holds now, fought for place (the
// hex's name on screen); do submits a command for its side and returns
// the events as that side may see them (the session's Do).
func NewGameDriver(g *game.Game, place string, do func(game.Command) ([]game.Event, error)) (*GameDriver, error) {
	b := g.Battle()
	if b == nil {
		return nil, errors.New("no battle is being fought")
	}
	d := &GameDriver{g: g, do: do, b: b, title: "Battle for " + place, seenAt: -1, members: slices.Clone(g.Miniatures.Members)}
	d.log = append(d.log, Entry{Rule: game.MiniaturesRule, Text: fmt.Sprintf(
		"The engagement in %s is fought on the battle table: the table copies the hex, and the generator placed terrain for both sides (IX.4.2).", place)})
	return d, nil
}

// Battle is the battle as the viewer may see it: a copy with its own
// dice in which the enemy units tactical.Battle.View leaves out (hidden
// ones not found, those not placed yet) are Absent, and the enemy's
// details the table does not show are cleared.
func (d *GameDriver) Battle() *tactical.Battle {
	if d.seen != nil && d.seenAt == d.stamp && d.seenFor == d.viewer {
		return d.seen
	}
	d.seen, d.seenAt, d.seenFor = seenBattle(d.b, d.viewer), d.stamp, d.viewer
	return d.seen
}

// seenBattle is b as side s may know it (tactical View's rules).
func seenBattle(b *tactical.Battle, s units.Side) *tactical.Battle {
	c := b.Fork(dice.New(0)) // nothing of the real dice
	for i := range c.Units {
		u := &c.Units[i]
		if u.Side == s {
			continue
		}
		if !b.Seen(s, &b.Units[i]) {
			u.Status = tactical.Absent
		}
		u.Jams, u.Spent, u.Pushed, u.Reconned = nil, nil, 0, 0
		if u.Crew != nil {
			u.Crew.Damaged, u.Crew.Destroyed = false, false
		}
	}
	return c
}

// Look sets the side at the screen.
func (d *GameDriver) Look(side units.Side) { d.viewer = side }

// Pending is the side the battle waits for (an order, a counter
// maneuver or the answer to a cease fire).
func (d *GameDriver) Pending() (units.Side, bool) {
	p := d.g.Pending
	if d.b.Over() || d.g.Battle() == nil || p.Kind != game.DecideBattle && p.Kind != game.DecideMiniatures {
		return "", false
	}
	return p.Side, true
}

// Over reports whether the battle is decided.
func (d *GameDriver) Over() bool { return d.b.Over() }

// Offer is the side whose cease fire waits for the answer.
func (d *GameDriver) Offer() units.Side {
	if m := d.g.Miniatures; m != nil && !d.b.Over() {
		return m.Offer
	}
	return ""
}

// Check gives c to a copy: a copy of the whole game for a card from the
// hand (the game checks the hand and the Forward HQ), of the battle for
// the rest.
func (d *GameDriver) Check(c tactical.Command) ([]tactical.Event, error) {
	switch c.Kind {
	case tactical.CmdInspire, tactical.CmdWithdraw, tactical.CmdCeaseFire, tactical.CmdPush:
		_, err := d.g.Clone().Apply(game.Command{Kind: game.CmdBattle, Side: c.Side, Table: &c})
		return nil, err
	}
	return d.b.Clone().Apply(c)
}

// Order gives table order c as a game command.
func (d *GameDriver) Order(c tactical.Command) error {
	return d.give(game.Command{Kind: game.CmdBattle, Side: c.Side, Table: &c})
}

// Answer answers the cease fire offered on the table.
func (d *GameDriver) Answer(side units.Side, accept bool) error {
	opt := game.Decline
	if accept {
		opt = game.Accept
	}
	return d.give(game.Command{Kind: game.CmdAnswerMiniatures, Side: side, Option: opt})
}

// give submits cmd and logs what both sides may read of its events.
func (d *GameDriver) give(cmd game.Command) error {
	evs, err := d.do(cmd)
	if err != nil {
		return err
	}
	d.stamp++
	for _, e := range d.g.FilterEvents(game.Enemy(cmd.Side), evs) {
		d.note(e)
	}
	return nil
}

// note logs e; the events after the battle's end are its results on
// the map, kept for the summary too.
func (d *GameDriver) note(e game.Event) {
	en := Entry{Side: e.Side, Text: strings.TrimPrefix(e.Text, "On the table: "), Rule: e.Rule}
	en.Shot = e.Kind == game.EvBattle && strings.HasPrefix(e.Rule, "Inset IX.6") && len(e.Rolls) > 0
	if en.Shot {
		en.Units = d.tableIDs(e.Units)
		en.Shot = len(en.Units) == 2
	}
	en.Dice = diceText(e.Rolls)
	d.log = append(d.log, en)
	if d.b.Over() && e.Kind != game.EvBattle && e.Text != "" {
		d.back = append(d.back, e.Text)
	}
}

// tableIDs are the table's ids of map units ids: the battle's unit i is
// the map's Members[i] (game.Game.tableUnits the other way).
func (d *GameDriver) tableIDs(ids []game.UnitID) []tactical.UnitID {
	var out []tactical.UnitID
	for _, id := range ids {
		for i, m := range d.members {
			if m.Unit == id {
				out = append(out, tactical.UnitID(i))
				break
			}
		}
	}
	return out
}

// Hand is side's command cards.
func (d *GameDriver) Hand(side units.Side) []cards.Decision {
	p := d.g.Players[side]
	if p == nil {
		return nil
	}
	out := make([]cards.Decision, len(p.Hand))
	for i, c := range p.Hand {
		out[i] = cards.Decision(c)
	}
	return out
}

// Entries is the log both sides may read.
func (d *GameDriver) Entries() []Entry { return d.log }

// Note inserts e at index at.
func (d *GameDriver) Note(at int, e Entry) {
	d.log = append(d.log[:at], append([]Entry{e}, d.log[at:]...)...)
}

// Stamp counts the orders given.
func (d *GameDriver) Stamp() int { return d.stamp }

// CanUndo: an order of the map's battle is never taken back (its dice
// are the game's).
func (d *GameDriver) CanUndo() bool { return false }

// Undo refuses.
func (d *GameDriver) Undo() error {
	return errors.New("an order on a battle of the map is not taken back")
}

// Title names the battle by its hex.
func (d *GameDriver) Title() string { return d.title }

// TurnLimit is the battle's cap.
func (d *GameDriver) TurnLimit() int {
	if d.b.Rules.TurnCap > 0 {
		return d.b.Rules.TurnCap
	}
	return tactical.DefaultTurnCap
}

// Objectives: a battle of the map is fought for the hex, with none (Q133).
func (d *GameDriver) Objectives() []standalone.Objective { return nil }

// Controller: no objectives.
func (d *GameDriver) Controller(standalone.Objective) units.Side { return units.Neutral }

// Summary is what the battle did and what it does on the map: each
// side's losses, captures and withdrawals, its final morale and the
// momentum it gives (Inset IX.4), then the results as the map took them
// (destroyed, captured, fallen back, experience, momentum).
func (d *GameDriver) Summary() (string, string) {
	b := d.Battle()
	var sb strings.Builder
	writeWhy(&sb, b.Result.Why)
	for _, r := range [2]tactical.Role{tactical.Attacker, tactical.Defender} {
		writeLosses(&sb, b, r)
		sb.WriteString("\n")
	}
	if len(d.back) > 0 {
		sb.WriteString("\nOn the map:")
		for _, t := range d.back {
			sb.WriteString("\n• " + t)
		}
	}
	fmt.Fprintf(&sb, "\n\nFought over %s and %s.", tactical.Counted(b.Turn, "tactical turn"), tactical.Counted(b.Round, "combat round"))
	return resultTitle(b.Result), sb.String()
}

// Salt is the game's seed.
func (d *GameDriver) Salt() uint64 { return d.g.Options.Seed }
