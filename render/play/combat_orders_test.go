package play

import (
	"github.com/hajimehoshi/ebiten/v2"

	"fmt"
	"strings"
	"testing"

	"frontline/game"
	"frontline/game/hex"
	"frontline/game/units"
)

func inMovementUS(h *harness) {
	g := h.game()
	h.endPhasesUntil(5, inMovement(g, units.US))
}

// A sortie planned by clicks reaches the engine: the P-51D at Bari is
// given a bomb mission over a waypoint and lands back at Bari.
func TestSortiePlannedByClicks(t *testing.T) {
	h := newHarness(t, 1)
	g := h.game()
	inMovementUS(h)
	bari := hex.MustParse("1710")
	var air game.UnitID
	for _, u := range g.Units {
		if u.Card.ID == "us.p51d_fighter_bomber" {
			air = u.ID
		}
	}
	h.s.Map().CenterOn(bari)
	h.step()
	h.clickHex(bari)
	for _, r := range h.s.side.rows {
		if r.id == air && !r.chosen {
			h.clickRect(r.r)
			break
		}
	}
	if h.s.sel.unit != air {
		t.Fatalf("selected %d, want the P-51D %d", h.s.sel.unit, air)
	}
	h.clickOrder("Plan sortie")
	if !h.s.planr.sortie.on {
		t.Fatalf("no sortie mode: %q", h.s.Toast())
	}
	way := hex.MustParse("1509")
	h.clickHex(way)
	h.clickHex(bari)
	h.clickOrder("Bomb")
	h.clickHex(way) // the mission hex
	if p := h.s.planr.sortie; len(p.way) != 2 || !p.strOn || p.strike != way || len(p.fields) == 0 {
		t.Fatalf("plan %+v", p)
	}
	if !strings.Contains(h.s.side.info.String(), "Sortie:") {
		t.Errorf("info %q", h.s.side.info.String())
	}
	h.save("play-sortie-plan.png")
	h.clickOrder("Confirm")
	so := g.SortieOf(air)
	if so == nil || so.Mission != game.MissionBomb || so.Strike == nil || *so.Strike != way {
		t.Fatalf("sortie %+v, toast %q", so, h.s.Toast())
	}
	if h.s.planr.sortie.on || h.s.planr.ov.nRoutes != 1 {
		t.Errorf("after confirm: mode %v, %d routes drawn", h.s.planr.sortie.on, h.s.planr.ov.nRoutes)
	}
	h.save("play-sortie-declared.png")
}

// clickOrder clicks the list button labelled label.
func (h *harness) clickOrder(label string) {
	h.t.Helper()
	for _, b := range h.s.planr.btns[:h.s.planr.n] {
		if b.b.Label() == label {
			if !b.b.Enabled {
				h.t.Fatalf("%q is disabled: %s", label, b.b.Reason)
			}
			h.clickRect(b.b.R)
			return
		}
	}
	h.t.Fatalf("no button %q", label)
}

func TestSortieRouteAndMissions(t *testing.T) {
	r := SortieRoute(hex.MustParse("1710"), []hex.Hex{hex.MustParse("1510"), hex.MustParse("1710")})
	if len(r) != 4 || r[len(r)-1] != hex.MustParse("1710") {
		t.Errorf("route %v", r)
	}
	if MissionLabel(game.MissionDiveBomb) != "Dive bomb" {
		t.Error(MissionLabel(game.MissionDiveBomb))
	}
}

// The engagement's finer controls: the odds of a hovered target before
// the attack, then a retaliating unit told to hold fire by a click on
// its row while the others fire at their chosen targets.
func TestOddsHoverAndChosenRetaliation(t *testing.T) {
	h := newHarness(t, 1)
	g := h.game()
	sess := h.s.Session()
	sherman, at := shermanIntoCombat(t, h)
	selectShermanAt(h, sherman, at)
	if h.s.sel.unit != sherman {
		t.Fatalf("selected %d", h.s.sel.unit)
	}
	// Hover the target hex: the panel gives the odds of one shot.
	x, y := h.hexAt(at)
	h.in.X, h.in.Y = int(x)+3, int(y)+3
	h.step()
	h.step()
	info := h.s.side.info.String()
	if !strings.Contains(info, "One shot of") || !strings.Contains(info, "(hit · damage · destroy)") {
		t.Fatalf("hover info %q", info)
	}
	_, o, ok := BestShot(g, sherman, h.s.sel.targets[0])
	if want := fmt.Sprintf("%d%% · %d%% · %d%%", Percent(o.Hit), Percent(o.Damage), Percent(o.Destroy)); !ok || !strings.Contains(info, want) {
		t.Errorf("info %q lacks %q", info, want)
	}
	if w, o, _ := BestShot(g, sherman, h.s.sel.targets[0]); !strings.Contains(OddsLine(w, o), "% to hit") {
		t.Error(OddsLine(w, o))
	}
	h.save("play-odds-hover.png")
	h.clickHex(at)
	h.press(ebiten.KeyEnter) // attack_confirm.go: confirm the attack
	if g.Pending.Kind != game.DecideRetaliation {
		t.Fatalf("pending %+v, toast %q", g.Pending, h.s.Toast())
	}
	h.click(640, 400) // Germany takes the board
	var held game.UnitID
	var firing []game.UnitID
	for _, r := range h.s.side.rows {
		if len(g.RetaliationTargets(r.id)) > 0 {
			firing = append(firing, r.id)
		}
	}
	if len(firing) < 2 {
		t.Fatalf("%d units may retaliate", len(firing))
	}
	held = firing[0]
	for _, r := range h.s.side.rows {
		if r.id == held {
			h.clickRect(r.r) // its only target → holds fire
			break
		}
	}
	if h.s.retTarget(held) != 0 {
		t.Fatalf("unit %d still fires at %d", held, h.s.retTarget(held))
	}
	if !strings.Contains(h.s.side.rows[0].words.String()+h.s.side.rows[1].words.String(), "holds fire") {
		t.Errorf("rows say %q / %q", h.s.side.rows[0].words.String(), h.s.side.rows[1].words.String())
	}
	h.save("play-retaliation-chosen.png")
	b := &h.s.side.retAll
	h.clickRect(b.R)
	e := g.Engagement()
	if e == nil {
		t.Skip("the engagement ended in its first round")
	}
	for _, d := range e.Defenders {
		if d.Unit == held {
			t.Errorf("unit %d retaliates though told to hold fire", held)
		}
	}
	if len(e.Defenders) == 0 {
		t.Error("nobody retaliates")
	}
	// The US fights on: its attackers' targets for the next round are
	// buttons; one click switches the Sherman to another engaged unit.
	if g.Pending.Kind != game.DecideEngagementRound {
		t.Skipf("no next round: %+v", g.Pending)
	}
	if sess.NeedsHandOff() {
		h.click(640, 400)
	}
	round := e.Round
	if h.s.side.kind != sideRound || len(h.s.side.rows) == 0 {
		t.Fatalf("panel %d with %d rows between rounds", h.s.side.kind, len(h.s.side.rows))
	}
	before := h.s.roundTarget(sherman)
	switched := len(h.s.defenders()) > 1
	for _, r := range h.s.side.rows {
		if r.id == sherman {
			h.clickRect(r.r)
		}
	}
	if switched && h.s.roundTarget(sherman) == before {
		t.Error("the click did not switch the target")
	}
	h.save("play-engagement-round.png")
	h.clickOrder("Fight next round")
	if e := g.Engagement(); e != nil && e.Round == round {
		t.Fatalf("no round fought: %q", h.s.Toast())
	}
	if switched {
		found := false
		for _, e := range sess.Logs[units.US] {
			found = found || e.Event.Kind == game.EvAttackDeclared && strings.Contains(e.Event.Text, "switches its fire")
		}
		if !found {
			t.Errorf("the switch did not reach the engine; toast %q", h.s.Toast())
		}
	}
}

// passUntil passes every decision (taking the screen over) until done.
func passUntil(t *testing.T, h *harness, done func() bool) {
	t.Helper()
	sess, g := h.s.Session(), h.game()
	for i := 0; i < 300 && !done(); i++ {
		if sess.NeedsHandOff() {
			sess.TakeOver()
			continue
		}
		if _, err := sess.Do(game.PassCommand(g)); err != nil {
			t.Fatal(err)
		}
	}
	if sess.NeedsHandOff() {
		sess.TakeOver()
	}
	if !done() {
		t.Fatalf("not reached: %+v", g.Pending)
	}
	h.s.viewerChanged()
}

// A fire mission: a US unit drives next to both Germany's sFH 18 and
// its forward observer; in Germany's Combat Phase the howitzer fires on
// it: the lit hex is clicked, Pin chosen, Confirm sends the order.
func TestFireMissionByClicks(t *testing.T) {
	h := newHarness(t, 1)
	g := h.game()
	sess := h.s.Session()
	var gun, obs game.UnitID
	for _, u := range g.Units {
		switch u.Card.ID {
		case "de.sfh18":
			gun = u.ID
		case "de.forward_observer":
			obs = u.ID
		}
	}
	gunHex, obsHex := g.Unit(gun).Hex, g.Unit(obs).Hex
	passUntil(t, h, func() bool { return g.Pending.Side == units.US && g.Phase == game.PhaseMovement })
	var at hex.Hex
	moved := false
	for _, u := range g.Units {
		if u.Side != units.US || moved {
			continue
		}
		for _, o := range g.MoveOptions(u.ID) {
			to := o.Path[len(o.Path)-1]
			if hex.Distance(to, gunHex) > 1 || hex.Distance(to, obsHex) > 1 || len(g.Stack(to)) != 0 {
				continue
			}
			if _, err := sess.Do(game.Command{Kind: game.CmdMove, Unit: u.ID, Path: o.Path}); err == nil && g.Unit(u.ID).Hex == to {
				if !g.Sees(units.Germany, u.ID) { // a unit Germany would not see: take it back
					if _, err := sess.Do(game.Command{Kind: game.CmdUndoMove}); err != nil {
						t.Fatal(err)
					}
					continue
				}
				at, moved = to, true
				break
			}
		}
	}
	if !moved {
		t.Skip("no US unit reaches a hex next to both the German howitzer and observer")
	}
	passUntil(t, h, func() bool {
		return g.Pending.Side == units.Germany && g.Phase == game.PhaseCombat && g.Pending.Kind == game.DecidePhase
	})
	if len(g.Stack(at)) == 0 {
		t.Skipf("%s is empty again", at)
	}
	h.s.Map().CenterOn(at)
	h.step()
	h.clickHex(gunHex)
	for _, r := range h.s.side.rows {
		if r.id == gun && !r.chosen {
			h.clickRect(r.r)
			break
		}
	}
	if hs, _ := FireHexes(g, h.s.view, gun); !containsHex(hs, at) {
		t.Fatalf("fire hexes %v lack %s", hs, at)
	}
	h.clickOrder("Fire mission")
	h.clickHex(at)
	h.clickOrder("Pin")
	if f := h.s.planr.fire; !f.atOn || f.at != at || f.mission != game.MissionPin {
		t.Fatalf("plan %+v", f)
	}
	h.save("play-fire-mission.png")
	h.clickOrder("Confirm")
	if h.s.planr.fire.on {
		t.Errorf("the mode stayed open: %q", h.s.Toast())
	}
	found := false
	for _, e := range sess.Logs[units.Germany] {
		found = found || e.Event.Kind == game.EvFireMission
	}
	if !found {
		t.Errorf("no fire mission in the log; toast %q", h.s.Toast())
	}
}
