package play

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/game/units"
	"frontline/render/battle"
)

// IX.1, issue 14 "In the client": in a solo game the computer (Germany)
// plays its side of a battle opened from the map on the person's table —
// thought over off the UI thread, its orders shown (skipped here with
// Space, as a player may), never a hand-off —
// while the person gives the United States' orders, until the battle
// ends and comes back to the map.
func TestIX1_ComputerPlaysItsSideOfTheTable(t *testing.T) {
	if testing.Short() {
		t.Skip("a whole battle on the screen: skipped with -short")
	}
	h := soloHarness(t, 1)
	g := h.game()
	proposeFromConfirmation(t, h)
	if g.Pending.Kind != game.DecideMiniatures || g.Pending.Side != units.Germany {
		t.Fatalf("the computer is not asked: pending %+v", g.Pending)
	}
	// The computer judges the proposal by itself (computer_miniatures.go);
	// here the answer is given for it so that the battle is fought.
	if _, err := h.s.Session().Do(game.Command{Kind: game.CmdAnswerMiniatures, Side: units.Germany, Option: game.Accept}); err != nil {
		t.Fatal(err)
	}
	waitTable(t, h)
	h.click(640, 400) // skips the flight
	tb := h.s.Table()
	d := h.s.table.drv
	p := game.NewRandomPlayer(3)
	busy, computer := 0, 0
	shot := map[string]bool{}
	for n := 0; !d.Over(); n++ {
		if n > 30000 {
			t.Fatal("the battle does not end")
		}
		if tb.HandOff() {
			t.Fatal("a hand-off screen in a battle against the computer")
		}
		for k := 0; k < 200 && !d.Over() && !tb.ComputerBusy(); k++ { // the person's orders: many a frame
			side, ok := d.Pending()
			if !ok || side != units.US {
				break
			}
			orderAtRandom(g, d, p)
		}
		if tb.ComputerBusy() {
			busy++
			if k := d.Battle().Pending.Kind.String(); !shot[k] && d.Battle().Turn >= 2 || k == "place" && !shot[k] {
				shot[k] = true // one picture of the computer at each kind of decision
				h.save("play-miniatures-computer-" + k + ".png")
			}
		}
		tb.AwaitComputer()
		h.in.Press(ebiten.KeySpace) // skips the shots and the computer's moves: the test waits for orders, not time
		h.step()
	}
	for _, e := range d.Entries() {
		if strings.HasPrefix(e.Text, "Germany (computer): ") {
			computer++
		}
	}
	if busy == 0 || computer == 0 {
		t.Fatalf("the computer never played on the table (%d busy frames, %d orders logged)", busy, computer)
	}
	if tb.Viewer() != units.US {
		t.Fatalf("the table was handed to %s", tb.Viewer())
	}
	h.step()
	h.save("play-miniatures-computer-summary.png")
	leaveTable(t, h)
	if h.s.TableShown() || g.Battle() != nil && !g.Battle().Over() {
		t.Fatal("the battle did not come back to the map")
	}
	h.save("play-miniatures-computer-back.png")
	t.Logf("%d frames of the computer's turns, %d orders with reasons", busy, computer)
}

// orderAtRandom gives the random player's answer to the battle's pending
// decision through the table's driver, as the screen's controls do.
func orderAtRandom(g *game.Game, d *battle.GameDriver, p *game.RandomPlayer) {
	cmd := p.Next(g)
	switch {
	case cmd.Kind == game.CmdAnswerMiniatures:
		d.Answer(cmd.Side, cmd.Option == game.Accept)
	case cmd.Table != nil:
		o := *cmd.Table
		o.Side = cmd.Side
		d.Order(o)
	}
}
