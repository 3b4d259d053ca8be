package victory

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/game/ai"
	"frontline/game/content"
	"frontline/game/units"
	"frontline/render/input"
	"frontline/render/internal/displaytest"
	"frontline/render/play"
	"frontline/render/session"
)

// finished plays the introduction with seed to the end between two
// automated players (as `frontline sim` does) and returns the session,
// the number of turns begun and the game_ended event seen.
func finished(t testing.TB, seed uint64) (*content.Content, *session.Session, int, game.Event) {
	t.Helper()
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	s, err := session.New(c, game.Options{Scenario: "intro", Seed: seed}, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	turns := 1 // the first turn begins in game.New
	var end game.Event
	players := map[units.Side]ai.Player{units.US: ai.NewAdvancer(seed), units.Germany: ai.NewAdvancer(seed + 1)}
	_, err = ai.Play(s.Game(), players, 20000, func(_ ai.Order, evs []game.Event) {
		for _, e := range evs {
			switch e.Kind {
			case game.EvTurnStarted:
				turns++
			case game.EvGameEnded:
				end = e
			}
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if !s.Game().Over {
		t.Fatalf("seed %d: the game did not end", seed)
	}
	return c, s, turns, end
}

// The series has a sample for every turn begun and one at the end, and
// the last one is the final standing.
func TestSeriesFromSimulatedGame(t *testing.T) {
	c, s, turns, end := finished(t, 1)
	g := s.Game()
	h, err := Replay(c, g.Record())
	if err != nil {
		t.Fatal(err)
	}
	if len(h.Samples) != turns+1 {
		t.Fatalf("%d samples, want %d turns + the end", len(h.Samples), turns)
	}
	if h.End.Kind != game.EvGameEnded || h.End.Text != end.Text {
		t.Errorf("end event %q, want %q", h.End.Text, end.Text)
	}
	first, last := h.Samples[0], h.Samples[len(h.Samples)-1]
	if first.Step != 1 || first.Score != [2]int{0, 0} || first.Force[0] == 0 || first.Force[1] == 0 {
		t.Errorf("first sample %+v: want turn 1, no score, both forces on the map", first)
	}
	if !last.End || last.Step != g.Step {
		t.Errorf("last sample %+v, want the end at step %d", last, g.Step)
	}
	for i, side := range game.Sides {
		if last.Score[i] != g.Score(side) || last.Force[i] != ForceValue(g, side) {
			t.Errorf("%s: last sample score %d force %d, want %d and %d", side, last.Score[i], last.Force[i], g.Score(side), ForceValue(g, side))
		}
	}
	for i := 1; i < len(h.Samples); i++ {
		a, b := h.Samples[i-1], h.Samples[i]
		if b.Step < a.Step || b.Score[0] < a.Score[0] || b.Score[1] < a.Score[1] {
			t.Errorf("sample %d goes backwards: %+v then %+v", i, a, b)
		}
	}
	if title, side := Winner(g); side != units.Side(g.Result) && !(g.Result == "draw" && side == "") || title == "" {
		t.Errorf("Winner says %q %q for result %q", title, side, g.Result)
	}
}

func TestNiceStep(t *testing.T) {
	for _, c := range []struct {
		max  float64
		want float64
	}{{0, 1}, {3, 1}, {200, 50}, {371, 100}, {58, 20}, {1000, 500}} {
		if got := NiceStep(c.max, 4); got != c.want {
			t.Errorf("NiceStep(%v) = %v, want %v", c.max, got, c.want)
		}
	}
}

func click(t testing.TB, in *input.Fake, step func() error, x, y float64) error {
	in.X, in.Y = int(x), int(y)
	if err := step(); err != nil {
		return err
	}
	in.Hold(ebiten.MouseButtonLeft, true)
	if err := step(); err != nil {
		return err
	}
	in.Hold(ebiten.MouseButtonLeft, false)
	return step()
}

// The screen names the winner and the engine's reason; Main menu and
// Quit do what they say.
func TestVictoryScreen(t *testing.T) {
	displaytest.Need(t)
	c, s, _, end := finished(t, 1)
	menu := 0
	v := New(Config{Content: c, Game: s.Game(), MainMenu: func() { menu++ }})
	v.Resize(1280, 800)
	in := &input.Fake{X: -1, Y: -1}
	screen := ebiten.NewImage(1280, 800)
	step := func() error {
		err := v.Update(in)
		in.Tick()
		screen.Clear()
		v.Draw(screen)
		displaytest.NextFrame()
		return err
	}
	if err := step(); err != nil {
		t.Fatal(err)
	}
	if want, _ := Winner(s.Game()); v.Title() != want {
		t.Errorf("title %q, want %q", v.Title(), want)
	}
	if v.Reason() == "" || v.Reason()[:len(end.Text)] != end.Text {
		t.Errorf("reason %q, want the game_ended text %q", v.Reason(), end.Text)
	}
	if err := click(t, in, step, v.menu.R.X+10, v.menu.R.Y+10); err != nil || menu != 1 {
		t.Errorf("Main menu: err %v, called %d times", err, menu)
	}
	if err := click(t, in, step, v.exit.R.X+10, v.exit.R.Y+10); err != ebiten.Termination {
		t.Errorf("Quit: %v, want ebiten.Termination", err)
	}
}

// The host runs the play scene and moves on once, OverDelay ticks after
// the game has ended.
func TestHostMovesOnWhenTheGameEnds(t *testing.T) {
	displaytest.Need(t)
	_, s, _, _ := finished(t, 2)
	sc := s.Game().Scenario()
	ps := play.New(play.Config{Title: sc.Name, Map: sc.Map, Session: s})
	defer ps.Close()
	ps.Resize(1280, 800)
	var over []*session.Session
	h := &Host{Play: ps, Over: func(s *session.Session) { over = append(over, s) }}
	in := &input.Fake{X: -1, Y: -1}
	for i := 0; i < OverDelay+10; i++ {
		if err := h.Update(in); err != nil {
			t.Fatal(err)
		}
		in.Tick()
		if i == OverDelay-2 && len(over) != 0 {
			t.Fatal("moved on before OverDelay")
		}
	}
	if len(over) != 1 || over[0] != s {
		t.Errorf("Over called %d times", len(over))
	}
}

// A draw at the turn limit of a scenario that scores do not decide says
// why the higher score did not win (II.2.2), naming both scores; the
// line under the title says where the game stopped in turns of the limit.
func TestDrawAtTheTurnLimitSaysWhyTheScoresDidNotDecide(t *testing.T) {
	_, s, _, _ := finished(t, 4)
	g := s.Game()
	if g.Result != "draw" || g.Score(units.US) == g.Score(units.Germany) {
		t.Fatalf("seed 4: result %q with scores %d and %d, want a draw with unequal scores", g.Result, g.Score(units.US), g.Score(units.Germany))
	}
	note := ScoreNote(g)
	for _, want := range []string{"Why not the scores", fmt.Sprintf("the United States %d, Germany %d", g.Score(units.US), g.Score(units.Germany)),
		"primary objective", "turn limit is a draw (II.2.2)"} {
		if !strings.Contains(note, want) {
			t.Errorf("note %q lacks %q", note, want)
		}
	}
	if w := TurnWords(g); w != "Germany's turn 20 of 20" {
		t.Errorf("the game ended in %q, want Germany's turn 20 of 20", w)
	}
	c, _ := content.Embedded()
	if displaytest.Available() { // the screen shows it under the reason
		v := New(Config{Content: c, Game: g})
		v.Resize(1280, 800)
		screen := ebiten.NewImage(1280, 800)
		if err := v.Update(&input.Fake{X: -1, Y: -1}); err != nil {
			t.Fatal(err)
		}
		v.Draw(screen)
		if v.Why() != note {
			t.Errorf("the screen says %q, want %q", v.Why(), note)
		}
		displaytest.SavePNG(t, screen, "victory-draw.png")
	}
	fresh, _, err := game.New(c, game.Options{Scenario: "intro", Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	if n := ScoreNote(fresh); n != "" {
		t.Errorf("a game still going has a note: %q", n)
	}
}
