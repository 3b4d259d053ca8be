package play

import (
	"strings"
	"testing"

	"frontline/game"
	"frontline/game/hex"
	"frontline/game/units"
	"frontline/render/internal/displaytest"
	"frontline/render/session"
)

// toDeployment buys cards for side in its first Production Phase and
// passes every decision until side's Deployment Phase of turn 5, taking
// the screen over at each hand-off.
func toDeployment(t testing.TB, sess *session.Session, side units.Side, cards ...string) {
	t.Helper()
	g := sess.Game()
	bought := false
	for n := 0; ; n++ {
		if sess.NeedsHandOff() {
			sess.TakeOver()
		}
		p := g.Pending
		if p.Side == side && p.Kind == game.DecidePhase {
			if g.Phase == game.PhaseProduction && !bought {
				bought = true
				for _, c := range cards {
					if _, err := sess.Do(game.Command{Kind: game.CmdBuy, Card: c}); err != nil {
						t.Fatalf("buy %s: %v", c, err)
					}
				}
			}
			if g.Phase == game.PhaseDeployment {
				return
			}
		}
		if g.Over || n > 2000 {
			t.Fatalf("never reached %s's Deployment Phase", side)
		}
		if _, err := sess.Do(game.PassCommand(g)); err != nil {
			t.Fatal(err)
		}
	}
}

// In the Deployment Phase the panel lists the staging area; picking a
// unit lights its hexes (Game.DeployHexes), clicking one deploys it; a
// crew waiting for its tank says why it cannot deploy by itself.
func TestDeploymentByClickingALitHex(t *testing.T) {
	displaytest.Need(t)
	sess, cfg := newSession(t, 1, nil)
	toDeployment(t, sess, units.US, "us.rifle_squad", "us.sherman_m4a3")
	h := newHarnessFor(t, cfg)
	g := h.game()
	if h.s.side.kind != sideStaging || len(h.s.stage) != 2 {
		t.Fatalf("panel kind %d with %d staged entries, want the staging list of 2", h.s.side.kind, len(h.s.stage))
	}
	var pick *row
	for _, r := range h.s.side.rows {
		if r.m.Card.ID == "us.rifle_squad" {
			pick = r
		}
	}
	if pick == nil {
		t.Fatal("the rifle squad is not listed")
	}
	id := pick.id // rows are reused when the panel is rebuilt
	h.clickRect(pick.r)
	if h.s.stagedSel != id || len(h.s.under.deploy) == 0 {
		t.Fatalf("picked %d with %d hexes lit", h.s.stagedSel, len(h.s.under.deploy))
	}
	want := g.DeployHexes(id)
	to := h.s.under.deploy[0]
	if to != want[0] {
		t.Fatalf("lit %v, DeployHexes %v", h.s.under.deploy, want)
	}
	h.s.Map().CenterOn(to)
	h.step()
	// A click off the lit hexes says why, and deploys nothing.
	for _, n := range hex.Neighbors(to) {
		if !containsHex(want, n) && h.onMap(n) {
			h.clickHex(n)
			if !strings.Contains(h.s.Toast(), "Table V.1") {
				t.Errorf("a click on %s says %q", n, h.s.Toast())
			}
			break
		}
	}
	h.save("play-deployment-lit.png")
	h.clickHex(to)
	u := g.Unit(id)
	if u.Place != game.OnMap || u.Hex != to {
		t.Fatalf("the rifle squad is %v at %s, want on the map at %s (toast %q)", u.Place, u.Hex, to, h.s.Toast())
	}
	if h.s.stagedSel != 0 || len(h.s.stage) != 1 {
		t.Errorf("after deploying: picked %d, %d staged", h.s.stagedSel, len(h.s.stage))
	}
	// The Sherman's crew is folded into its row; the tank deploys with it.
	e := h.s.stage[0]
	if e.Crew == nil || len(e.Hexes) == 0 {
		t.Fatalf("the Sherman entry: crew %v, hexes %v", e.Crew, e.Hexes)
	}
	if err := g.CanDeploy(e.Crew.ID, e.Hexes[0]); err == nil || !strings.Contains(err.Error(), "crews") {
		t.Errorf("the crew alone: %v", err)
	}
	h.save("play-deployment-done.png")
}
