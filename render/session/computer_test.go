package session

import (
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"frontline/game"
	"frontline/game/units"
)

// computerOrders lets the computer answer the game's decisions until a
// person's decision is pending, the game ends or n orders were given;
// it returns how many it gave.
func computerOrders(t *testing.T, s *Session, n int) int {
	t.Helper()
	given := 0
	for given < n {
		q, ok := s.Ask()
		if !ok {
			return given
		}
		m, err := s.Give(q, q.Answer())
		if err != nil {
			t.Fatal(err)
		}
		if !m.Refused {
			given++
		}
	}
	return given
}

// With the computer playing the United States, the German player is
// never asked to hand the screen over: the computer plays its turn
// through Ask and Give and the game comes back to Germany's board. The
// log tells what it did and why, Germany's only of what Germany saw.
func TestComputerPlaysItsTurnAndControlReturns(t *testing.T) {
	s, err := New(embedded(t), game.Options{Scenario: "intro", Seed: 4}, Players{units.US: {Player: Standard, Seed: 7}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if s.Viewer != units.Germany || !s.Humans[units.Germany] || s.Humans[units.US] {
		t.Fatalf("viewer %s, humans %v; want Germany's board, Germany alone human", s.Viewer, s.Humans)
	}
	turns := 0
	for n := 0; n < 400 && turns < 3 && !s.Game().Over; n++ {
		if s.NeedsHandOff() {
			t.Fatal("a hand-off with one person playing")
		}
		if s.ComputerToMove() {
			if computerOrders(t, s, 1000) == 0 {
				t.Fatal("the computer gave no order")
			}
			if s.ComputerToMove() {
				t.Fatal("the computer stopped before the game came back to Germany")
			}
			turns++
			continue
		}
		if _, err := s.Do(game.PassCommand(s.Game())); err != nil {
			t.Fatal(err)
		}
	}
	if turns < 3 {
		t.Fatalf("only %d computer stretches", turns)
	}
	notes := map[units.Side]int{}
	for _, side := range game.Sides {
		for _, e := range s.Logs[side] {
			if e.Event.Kind != EvComputerOrder {
				continue
			}
			notes[side]++
			if !strings.HasPrefix(e.Event.Text, "US (computer): ") {
				t.Errorf("%s's log: %q", side, e.Event.Text)
			}
		}
	}
	if notes[units.US] == 0 || notes[units.Germany] > notes[units.US] {
		t.Errorf("computer notes in the logs: %v; the computer's own log has them all", notes)
	}
	ns, unseen := s.Summary(units.US, units.Germany)
	all, none := s.Summary(units.US, units.US)
	if none != 0 || len(all) != len(ns)+unseen || len(all) == 0 {
		t.Errorf("summary: %d seen and %d unseen by Germany, %d in all (%d unseen by the US)", len(ns), unseen, len(all), none)
	}
	for _, n := range all {
		if n.Step != s.SummaryStep(units.US) || n.Why == "" {
			t.Errorf("summary note %+v (turn %d)", n, s.SummaryStep(units.US))
		}
	}
}

// A note is hidden from the enemy exactly when some event of the order
// was kept from it or had units blanked.
func TestComputerNotesHiddenFromWhatTheEnemyCannotSee(t *testing.T) {
	s, err := New(embedded(t), game.Options{Scenario: "intro", Seed: 2}, Players{units.US: {Player: Standard, Seed: 3}, units.Germany: {Player: Hard, Seed: 5}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	computerOrders(t, s, 300)
	hidden, open := 0, 0
	for _, side := range game.Sides {
		for _, n := range s.turnNotes[side] {
			if n.Hidden {
				hidden++
			} else {
				open++
			}
		}
		for _, e := range s.Logs[side] {
			if e.Event.Kind == EvComputerOrder && e.Event.Side != side && strings.Contains(e.Event.Text, "buys") {
				t.Errorf("%s's log tells of an enemy purchase: %s", side, e.Event.Text)
			}
		}
	}
	if hidden == 0 || open == 0 {
		t.Errorf("%d hidden and %d open notes in the last turns: both kinds expected under fog", hidden, open)
	}
}

// With no person playing, the screen follows the side whose turn it is.
func TestTwoComputersAreWatchedTurnByTurn(t *testing.T) {
	s, err := New(embedded(t), game.Options{Scenario: "intro", Seed: 6}, Players{units.US: {Player: Standard, Seed: 1}, units.Germany: {Player: Standard, Seed: 2}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[units.Side]bool{}
	for n := 0; n < 400 && !s.Game().Over; n++ {
		if s.NeedsHandOff() {
			t.Fatal("a hand-off with no person playing")
		}
		if s.Viewer != s.Game().Active {
			t.Fatalf("viewer %s in %s's turn", s.Viewer, s.Game().Active)
		}
		seen[s.Viewer] = true
		if computerOrders(t, s, 1) == 0 {
			t.Fatalf("the game waits on nobody after %d orders (over %v, pending %s)", n, s.Game().Over, s.Game().Pending.Side)
		}
	}
	if len(seen) != 2 {
		t.Errorf("watched only %v", seen)
	}
}

// A save records who plays each side; loading it seats the same
// computers, which then give the same orders as in the game never
// interrupted (their memory and refusals are rebuilt by asking them
// again on replay), and the logs come back with their reasons.
func TestLoadedComputerGameContinuesTheSameWay(t *testing.T) {
	c := embedded(t)
	dir := t.TempDir()
	players := Players{units.US: {Player: Standard, Seed: 11}, units.Germany: {Player: Hard, Seed: 12}}
	s, err := New(c, game.Options{Scenario: "intro", Seed: 9}, players, &Slots{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	computerOrders(t, s, 250)
	if err := s.Save("midgame"); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "midgame"+Ext)
	loaded, err := Load(c, path, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(loaded.Players, players) {
		t.Fatalf("loaded players %v, want %v", loaded.Players, players)
	}
	if !reflect.DeepEqual(loaded.Logs, s.Logs) {
		t.Fatal("loading rebuilt different logs")
	}
	a, b := computerOrders(t, s, 250), computerOrders(t, loaded, 250)
	if a != b || loaded.Game().Hash() != s.Game().Hash() {
		t.Fatalf("after the load the game went another way (%d and %d orders)", a, b)
	}
	if !reflect.DeepEqual(loaded.Logs, s.Logs) {
		t.Error("the logs after the load differ")
	}
	if _, err := game.Load(c, path); err != nil {
		t.Errorf("the engine does not read the client's save: %v", err)
	}
}
