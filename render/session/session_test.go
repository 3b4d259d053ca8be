package session

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"frontline/game"
	"frontline/game/ai"
	"frontline/game/content"
	"frontline/game/units"
)

func embedded(t *testing.T) *content.Content {
	t.Helper()
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// Hot-seat: whenever the game waits on the other player the screen must be
// handed over first, and no order goes through before that player takes
// the screen (A17).
func TestHandOffBeforeTheOtherPlayerActs(t *testing.T) {
	s, err := New(embedded(t), game.Options{Scenario: "intro", Seed: 4}, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	first := s.Viewer
	if s.NeedsHandOff() {
		t.Fatal("the first player needs no hand-off")
	}
	for i := 0; i < 20 && !s.NeedsHandOff(); i++ {
		if _, err := s.Do(game.PassCommand(s.Game())); err != nil {
			t.Fatal(err)
		}
	}
	if !s.NeedsHandOff() || s.HandOffTo() == first {
		t.Fatalf("the turn passed without a hand-off (viewer %s, pending %s)", s.Viewer, s.Game().Pending.Side)
	}
	if _, err := s.Do(game.Command{Kind: game.CmdEndPhase}); err == nil || !strings.Contains(err.Error(), "handed") {
		t.Fatalf("an order went through before the hand-off: %v", err)
	}
	s.TakeOver()
	if s.Viewer == first || s.NeedsHandOff() {
		t.Fatalf("after taking over the viewer is %s", s.Viewer)
	}
}

// A whole hot-seat game: each side's log holds only what FilterEvents lets
// it see (no enemy secrets such as drawn command cards), autosaves appear
// at turn changes, and loading the autosave rebuilds the same logs.
func TestHotSeatGameLogsAndAutosave(t *testing.T) {
	c := embedded(t)
	dir := t.TempDir()
	s, err := New(c, game.Options{Scenario: "intro", Seed: 2}, nil, &Slots{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	players := map[units.Side]*ai.Advancer{units.US: ai.NewAdvancer(1), units.Germany: ai.NewAdvancer(2)}
	handOffs := 0
	for n := 0; n < 20000 && !s.Game().Over; n++ {
		if s.NeedsHandOff() {
			handOffs++
			s.TakeOver()
		}
		p := players[s.Viewer]
		cmd := p.Next(game.NewSeat(s.Game(), s.Viewer)).Command
		if _, err := s.Do(cmd); err != nil {
			p.Refused(cmd, err)
		}
	}
	if !s.Game().Over {
		t.Fatal("the game did not finish")
	}
	if handOffs < 2 {
		t.Fatalf("only %d hand-offs in a whole game", handOffs)
	}
	for _, side := range game.Sides {
		for _, e := range s.Logs[side] {
			if e.Event.Secret && e.Event.Side != side {
				t.Fatalf("%s's log holds the enemy's secret: %s", side, e.Event.Text)
			}
		}
	}
	auto := filepath.Join(dir, Autosave+Ext)
	if _, err := os.Stat(auto); err != nil {
		t.Fatalf("no autosave: %v", err)
	}
	loaded, err := Load(c, auto, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if loaded.Game().Hash() != s.Game().Hash() {
		t.Fatal("the autosave is not the finished game")
	}
	if !reflect.DeepEqual(loaded.Logs, s.Logs) {
		t.Fatal("loading rebuilt different logs")
	}
}

// A hot-seat game loaded opens on the hand-off screen of the side to
// play, whoever sits at the computer; a game against the computer opens
// on the human's board.
func TestLoadOpensOnTheHandOffOfTheSideToPlay(t *testing.T) {
	c := embedded(t)
	dir := t.TempDir()
	s, err := New(c, game.Options{Scenario: "intro", Seed: 3}, nil, &Slots{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	for s.Game().Pending.Side != units.Germany { // on to Germany's first decision
		if s.NeedsHandOff() {
			s.TakeOver()
		}
		if _, err := s.Do(game.PassCommand(s.Game())); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Save("hotseat"); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "hotseat"+Ext)
	loaded, err := Load(c, path, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !loaded.NeedsHandOff() || loaded.HandOffTo() != units.Germany {
		t.Fatalf("loaded hot-seat game: hand-off %v to %s, want the hand-off to Germany", loaded.NeedsHandOff(), loaded.HandOffTo())
	}
	loaded.TakeOver()
	if loaded.NeedsHandOff() || loaded.Viewer != units.Germany {
		t.Errorf("after the click: hand-off %v, viewer %s; want Germany's board", loaded.NeedsHandOff(), loaded.Viewer)
	}
	solo, err := Load(c, path, Players{units.US: {Player: Standard, Seed: 1}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if solo.NeedsHandOff() || solo.Viewer != units.Germany {
		t.Errorf("one human: hand-off %v, viewer %s; want the human's board at once", solo.NeedsHandOff(), solo.Viewer)
	}
}

// Save names are checked, saves listed newest first, and an unreadable
// file is listed with its reason rather than hidden.
func TestSlots(t *testing.T) {
	c := embedded(t)
	sl := &Slots{Dir: t.TempDir()}
	for _, bad := range []string{"", "../x", ".hidden", strings.Repeat("a", 41), "a/b"} {
		if _, err := sl.Path(bad); err == nil {
			t.Errorf("save name %q accepted", bad)
		}
	}
	g, _, err := game.New(c, game.Options{Scenario: "intro", Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if err := sl.Save("first game", g, nil); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(sl.Dir, "broken"+Ext), []byte("nonsense"), 0o644); err != nil {
		t.Fatal(err)
	}
	list, err := sl.List()
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 2 {
		t.Fatalf("%d saves listed", len(list))
	}
	for _, s := range list {
		switch s.Name {
		case "first game":
			if s.Err != nil || s.Scenario != "intro" {
				t.Errorf("good save listed as %+v", s)
			}
		case "broken":
			if s.Err == nil {
				t.Error("the broken save is listed as readable")
			}
		}
	}
}

// A failed autosave is kept for the screen and handed over once.
func TestAutosaveFailureIsReportedOnce(t *testing.T) {
	c := embedded(t)
	notDir := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(notDir, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := New(c, game.Options{Scenario: "intro", Seed: 3}, nil, &Slots{Dir: notDir})
	if err != nil {
		t.Fatal(err)
	}
	for s.Game().Pending.Side != units.Germany { // the turn passes: an autosave is due
		if s.NeedsHandOff() {
			s.TakeOver()
		}
		if _, err := s.Do(game.PassCommand(s.Game())); err != nil {
			t.Fatal(err)
		}
	}
	if s.AutosaveErr == nil {
		t.Fatal("an autosave into a file that is not a folder did not fail")
	}
	if err := s.AutosaveFailure(); err == nil || err != s.AutosaveErr {
		t.Errorf("AutosaveFailure = %v, want %v", err, s.AutosaveErr)
	}
	if err := s.AutosaveFailure(); err != nil {
		t.Errorf("the failure was handed over twice: %v", err)
	}
}
