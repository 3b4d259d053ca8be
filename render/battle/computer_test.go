package battle

import (
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/units"
	"frontline/render/input"
	"frontline/render/internal/displaytest"
)

// New battle with the computer for Germany: a click on its row seats the
// Standard table computer; on the battle screen it buys, places, moves
// and fires on its own, its reasons in the log, no frame shows a
// hand-off, Space skips the showing of its turn, and each time it stops
// the battle waits on the US at the screen. The orders replay, with the computer asked again, to the same
// battle and log.
func TestComputerPlaysGermanyInABattle(t *testing.T) {
	var m *Match
	c := NewChooser(ChooserConfig{Data: data(t), Seed: func() uint64 { return 4 }, Start: func(x *Match) { m = x }})
	c.Resize(1280, 800)
	in := &input.Fake{X: -1, Y: -1}
	step := func() {
		if err := c.Update(in); err != nil {
			t.Fatal(err)
		}
		in.Tick()
	}
	c.Choose(PointsID)
	displaytest.Click(in, step, c.PlayerRect(1, 1).X+20, c.PlayerRect(1, 1).Y+10) // Germany: Computer: Standard
	displaytest.Click(in, step, c.StartRect().X+20, c.StartRect().Y+10)
	if m == nil {
		t.Fatal("Start did not start a battle")
	}
	if p, ok := m.Players[units.Germany]; !ok || p.Player != Standard || len(m.Players) != 1 {
		t.Fatalf("players %v, want the Standard computer on Germany", m.Players)
	}
	h := newHarness(t, m, Config{})
	if h.s.viewer != units.US {
		t.Fatalf("the screen shows %s, want the person's side", h.s.viewer)
	}
	d := driver{h: h, t: t}
	stretches := 0
	for n := 0; n < 8000 && !h.s.match.Game.Over() && stretches < 5; n++ {
		if h.s.handoff {
			t.Fatal("a hand-off screen in a battle against the computer")
		}
		if h.s.ComputerBusy() {
			if stretches >= 3 { // Space skips to the end of its turn: nothing more is shown
				h.in.Press(ebiten.KeySpace)
			}
			for h.s.ComputerBusy() {
				if stretches >= 3 && (h.s.fx.busy() || h.s.cpu.trailT > 0) {
					t.Fatal("a move or shot shown after Space")
				}
				h.s.AwaitComputer()
				h.step()
				if h.s.handoff {
					t.Fatal("a hand-off screen during the computer's turn")
				}
			}
			stretches++
			if side, ok := h.s.match.Game.Pending(); ok && side != units.US {
				t.Fatalf("the computer stopped with %s to act", side)
			}
			continue
		}
		d.act()
	}
	m = h.s.match
	if stretches < 5 {
		t.Fatalf("the computer played only %d stretches", stretches)
	}
	why := 0
	for _, e := range m.Log {
		if strings.HasPrefix(e.Text, "Germany (computer): ") {
			why++
		}
	}
	if why == 0 {
		t.Error("no reason of the computer's in the log")
	}
	r, err := ReplayWith(data(t), m.ID, m.Seed, m.History, m.Players)
	if err != nil || r.Game.Hash() != m.Game.Hash() || !reflect.DeepEqual(r.Log, m.Log) {
		t.Errorf("the battle does not replay to the same battle and log: %v", err)
	}
}

// A battle between two computers saved halfway goes on, once loaded, as
// it would have: the same orders and the same end.
func TestLoadedComputerBattleGoesOnTheSameWay(t *testing.T) {
	players := Players{units.US: {Player: Standard, Seed: 3}, units.Germany: {Player: Hard, Seed: 4}}
	m, err := NewMatch(data(t), "foggia-approaches", 7)
	if err != nil {
		t.Fatal(err)
	}
	if err := m.seat(players); err != nil {
		t.Fatal(err)
	}
	play := func(m *Match, n int) {
		for i := 0; i < n && m.ComputerToMove(); i++ {
			q, _ := m.Ask()
			c, why := q.Answer()
			if _, _, err := m.Give(q, c, why); err != nil {
				t.Fatal(err)
			}
		}
	}
	play(m, 60)
	dir := t.TempDir()
	if err := Save(dir, "half", m); err != nil {
		t.Fatal(err)
	}
	l, err := Load(data(t), filepath.Join(dir, "half"+SaveExt))
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(l.Players, players) || !reflect.DeepEqual(l.Log, m.Log) {
		t.Fatal("the load seated other players or rebuilt another log")
	}
	play(m, 400)
	play(l, 400)
	if l.Game.Hash() != m.Game.Hash() || len(l.History) != len(m.History) {
		t.Errorf("after the load the battle went another way (%d and %d orders)", len(m.History), len(l.History))
	}
}
