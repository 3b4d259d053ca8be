// Package session is the client's hold on one game: it submits the
// player's commands to the engine, keeps each side's log as that side saw
// it, says when the screen must be handed to the other player (hot-seat),
// and writes autosaves and named saves. It draws nothing and imports no
// Ebitengine, so every rule of the hand-off and the log is unit-tested.
package session

import (
	"fmt"

	"frontline/game"
	"frontline/game/campaign"
	"frontline/game/content"
	"frontline/game/units"
)

// Entry is one line of a side's log.
type Entry struct {
	Step int // Operational Turn of the game it happened in (both sides counted)
	// Side played that Operational Turn, its own turn Turn (TurnName).
	Side  units.Side
	Turn  int
	Event game.Event
}

// Session is one game being played at this computer.
type Session struct {
	c *content.Content
	g *game.Game
	// Humans are the sides played by people at this computer; the
	// computer players' sides (Players) are not: they never need a
	// hand-off.
	Humans  map[units.Side]bool
	Players Players
	// comp are the computer players at work (computer.go) and turnNotes
	// what each did in its last own turn (computer_log.go).
	comp      map[units.Side]*opponent
	turnNotes map[units.Side][]Note
	// reasons are the computers' reasons for their orders, by the
	// order's place in the game's log; a save keeps them so that a load
	// need not ask the computers again (load.go).
	reasons Reasons
	// Viewer is the side whose eyes the screen shows. It changes only
	// through TakeOver, after the hand-off screen.
	Viewer units.Side
	// Logs hold every event each side was allowed to see, filtered when it
	// happened.
	Logs map[units.Side][]Entry
	// Saves is where autosaves and named saves go; "" turns saving off.
	Saves *Slots
	// AutosaveErr is the last autosave's error, if any (never fatal; the
	// screen shows it once through AutosaveFailure).
	AutosaveErr error
	unseenErr   error // AutosaveErr not yet handed to the screen
	// Applied counts the commands applied through this session; OnApply,
	// when set, sees the game after each of them (render's end-to-end test
	// dump, render/e2edump.go). Neither changes the game.
	Applied int
	OnApply func(*game.Game)
	// Campaign is the campaign this game is a leg of (campaign.go), nil
	// for a single game; its saves then hold the campaign.
	Campaign *campaign.Play
	// covered: the board stays behind the hand-off screen until the
	// player to act clicks (a hot-seat game just loaded: whoever sits at
	// the computer may not be that player).
	covered bool
}

// New starts a game, the sides players names played by the computer
// and the others by people here (nil: hot-seat); the first person to
// act views first (with no person, the side whose turn it is).
func New(c *content.Content, opts game.Options, players Players, saves *Slots) (*Session, error) {
	s, err := newSession(c, players, saves)
	if err != nil {
		return nil, err
	}
	g, evs, err := game.New(c, opts)
	if err != nil {
		return nil, err
	}
	s.seat(g)
	s.record(evs, nil)
	s.Viewer = s.firstViewer()
	return s, nil
}

// hotSeat reports whether both sides are played at this computer.
func (s *Session) hotSeat() bool {
	for _, side := range game.Sides {
		if !s.Humans[side] {
			return false
		}
	}
	return true
}

func newSession(c *content.Content, players Players, saves *Slots) (*Session, error) {
	comp, err := players.players()
	if err != nil {
		return nil, err
	}
	s := &Session{c: c, Humans: players.humans(), Players: players, Logs: map[units.Side][]Entry{}, Saves: saves,
		comp: map[units.Side]*opponent{}, turnNotes: map[units.Side][]Note{}, reasons: Reasons{}}
	for side, p := range comp {
		s.comp[side] = &opponent{p: p}
	}
	return s, nil
}

// seat puts the session on game g and the computer players at it.
func (s *Session) seat(g *game.Game) {
	s.g = g
	for side, o := range s.comp {
		o.seat = game.NewSeat(g, side)
	}
}

func (s *Session) firstViewer() units.Side {
	if len(s.Humans) == 0 {
		return s.g.Active
	}
	if s.Humans[s.g.Pending.Side] {
		return s.g.Pending.Side
	}
	for _, side := range game.Sides {
		if s.Humans[side] {
			return side
		}
	}
	return s.g.Pending.Side
}

// Game is the engine state, for the engine's read-only queries
// (MoveOptions, AttackTargets …). The client never changes it directly.
func (s *Session) Game() *game.Game { return s.g }

// Content is the game data the session plays with (catalog, card decks).
func (s *Session) Content() *content.Content { return s.c }

// View is what the viewer may see now.
func (s *Session) View() game.View { return s.g.View(s.Viewer) }

// Do submits cmd on the viewer's behalf. The events returned are those the
// viewer may see. A refused command changes nothing and its error says
// which rule forbids it.
func (s *Session) Do(cmd game.Command) ([]game.Event, error) {
	if s.NeedsHandOff() {
		return nil, fmt.Errorf("the screen must first be handed to %s", sideName(s.g.Pending.Side))
	}
	if cmd.Side == "" {
		cmd.Side = s.Viewer
	}
	evs, err := s.g.Apply(cmd)
	if err != nil {
		return nil, err
	}
	s.record(evs, nil)
	s.autosave(evs)
	s.applied()
	return s.g.FilterEvents(s.Viewer, evs), nil
}

func (s *Session) applied() {
	s.Applied++
	if s.OnApply != nil {
		s.OnApply(s.g)
	}
}

// record files the events in each side's log as that side may see them,
// after the computer's note of the order when there is one and the side
// may read it, and hands them to the computer players' seats.
func (s *Session) record(evs []game.Event, n *Note) { s.recordSeen(s.filtered(evs), n) }

// filtered are the events as each side may see them.
func (s *Session) filtered(evs []game.Event) map[units.Side][]game.Event {
	seen := make(map[units.Side][]game.Event, len(game.Sides))
	for _, side := range game.Sides {
		seen[side] = s.g.FilterEvents(side, evs)
	}
	return seen
}

// recordSeen is record of events filtered already.
func (s *Session) recordSeen(seen map[units.Side][]game.Event, n *Note) {
	for _, side := range game.Sides {
		at := Entry{Step: s.g.Step, Side: s.g.Active, Turn: s.g.Player(s.g.Active).Turn}
		if n != nil && n.Open(side) {
			at.Event = n.Event()
			s.Logs[side] = append(s.Logs[side], at)
		}
		for _, e := range seen[side] {
			at.Event = e
			s.Logs[side] = append(s.Logs[side], at)
		}
	}
	for side, o := range s.comp {
		o.seat.ObserveSeen(seen[side])
	}
}

// NeedsHandOff reports whether the screen must be hidden and handed to
// another player before anything else: the game waits on a human side
// other than the viewer's, or a hot-seat game has just been loaded.
func (s *Session) NeedsHandOff() bool {
	p := s.g.Pending.Side
	return !s.g.Over && (s.covered || p != s.Viewer && s.Humans[p])
}

// HandOffTo is the side the screen must be handed to.
func (s *Session) HandOffTo() units.Side { return s.g.Pending.Side }

// TakeOver is the click on the hand-off screen: the waiting player now
// views the board.
func (s *Session) TakeOver() {
	if s.NeedsHandOff() && s.Humans[s.g.Pending.Side] {
		s.Viewer = s.g.Pending.Side
	}
	s.covered = false
}

// autosave writes the autosave slot whenever a new operational turn
// begins, so a crash loses at most one turn.
func (s *Session) autosave(evs []game.Event) {
	if s.Saves == nil {
		return
	}
	for _, e := range evs {
		if e.Kind == game.EvTurnStarted || e.Kind == game.EvGameEnded {
			s.AutosaveErr = s.save(Autosave)
			s.unseenErr = s.AutosaveErr
			return
		}
	}
}

// AutosaveFailure returns the latest autosave's error once, for the
// screen to show (nil when it worked or was shown already).
func (s *Session) AutosaveFailure() error {
	err := s.unseenErr
	s.unseenErr = nil
	return err
}

// Save writes the game to the named slot.
func (s *Session) Save(name string) error {
	if s.Saves == nil {
		return fmt.Errorf("saving is off in this session")
	}
	return s.save(name)
}

func sideName(side units.Side) string {
	if side == units.US {
		return "the United States"
	}
	return "Germany"
}
