package play

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
)

// proposeFromConfirmation attacks with the Sherman and clicks "Resolve by
// Miniatures" in the attack's confirmation.
func proposeFromConfirmation(t *testing.T, h *harness) {
	t.Helper()
	sherman, at := shermanIntoCombat(t, h)
	selectShermanAt(h, sherman, at)
	h.clickHex(at)
	c := &h.s.confirm
	if !c.on || !c.mini.Shown {
		t.Fatalf("no Resolve by Miniatures in the confirmation (open %v)", c.on)
	}
	if !c.mini.Enabled {
		t.Fatalf("Resolve by Miniatures is disabled: %q", c.miniWhy)
	}
	h.save("play-miniatures-confirm.png")
	h.clickRect(c.mini.R)
}

// takeOver clicks the hand-off screen away.
func takeOver(t *testing.T, h *harness) {
	t.Helper()
	if !h.s.Session().NeedsHandOff() {
		t.Fatal("no hand-off to the other player")
	}
	h.click(640, 400)
}

// IX.1: the attacker proposes from the attack's confirmation; after the
// hand-off the defender sees the proposal in the panel and declines it,
// and the engagement goes on on the map (its retaliation asked, with no
// second proposal offered).
func TestIX1_ProposeFromTheConfirmationAndDecline(t *testing.T) {
	h := newHarness(t, 1)
	g := h.game()
	proposeFromConfirmation(t, h)
	if g.Miniatures == nil || g.Pending.Kind != game.DecideMiniatures {
		t.Fatalf("no proposal: pending %+v, toast %q", g.Pending, h.s.Toast())
	}
	takeOver(t, h)
	if h.s.side.kind != sideMiniatures || !strings.Contains(h.s.dec.text.String(), "battle table") {
		t.Fatalf("the defender's panel is %v: %q", h.s.side.kind, h.s.dec.text.String())
	}
	h.save("play-miniatures-answer.png")
	h.clickRect(planButton(h, "Decline").R)
	if !g.Miniatures.Declined || g.Pending.Kind != game.DecideRetaliation {
		t.Fatalf("declined: pending %+v", g.Pending)
	}
	for _, b := range h.s.planr.btns[:h.s.planr.n] {
		if b.b.Label() == "Propose miniatures" {
			t.Fatal("a second proposal is offered after a decline")
		}
	}
}

// IX.1: with a unit of the Combat Phase selected, its orders offer a
// proposal for each hex of its targets ("Miniatures in …", the hex's
// stack panel), which proposes the attack by miniatures.
func TestIX1_ProposeFromTheUnitsOrders(t *testing.T) {
	h := newHarness(t, 1)
	g := h.game()
	sherman, at := shermanIntoCombat(t, h)
	selectShermanAt(h, sherman, at)
	label := "Miniatures in " + h.s.placeName(at)
	b := planButton(h, label)
	// The pointer leaving the map drops the hover's odds from the panel;
	// the button stays where the player saw it.
	was := b.R
	h.in.X, h.in.Y = int(b.R.X+b.R.W/2), int(b.R.Y+b.R.H/2)
	h.step()
	if b = planButton(h, label); b.R != was {
		t.Errorf("the button moved from %+v to %+v as the pointer went to it", was, b.R)
	}
	if !b.Enabled {
		t.Fatalf("the proposal is disabled: %q", b.Reason)
	}
	h.save("play-miniatures-orders.png")
	h.clickRect(b.R)
	if g.Miniatures == nil || g.Pending.Kind != game.DecideMiniatures || g.Miniatures.Proposer != g.Active {
		t.Fatalf("no proposal: pending %+v, toast %q", g.Pending, h.s.Toast())
	}
}

// IX.1: the defender, asked for its retaliation, proposes instead; the
// attacker accepts after the hand-off, and the battle table opens with
// the camera flying in from the hex (a click skips the flight).
func TestIX1_DefenderProposesAndTheTableOpens(t *testing.T) {
	h := newHarness(t, 1)
	h.s.cfg.Animation = 1
	g := h.game()
	sherman, at := shermanIntoCombat(t, h)
	selectShermanAt(h, sherman, at)
	h.clickHex(at)
	h.press(ebiten.KeyEnter) // Attack
	takeOver(t, h)
	if g.Pending.Kind != game.DecideRetaliation {
		t.Fatalf("pending %+v", g.Pending)
	}
	b := planButton(h, "Propose miniatures")
	if !b.Enabled {
		t.Fatalf("Propose miniatures is disabled: %q", b.Reason)
	}
	h.save("play-miniatures-propose.png")
	h.clickRect(b.R)
	if g.Pending.Kind != game.DecideMiniatures || g.Pending.Side != g.Active {
		t.Fatalf("the attacker is not asked: pending %+v", g.Pending)
	}
	h.step()
	if why := h.s.hand.why.String(); why != "To answer a proposal to fight on the battle table" {
		t.Errorf("the hand-off says %q of why the other player is called", why)
	}
	takeOver(t, h)
	h.clickRect(planButton(h, "Accept: to the table").R)
	if g.Battle() == nil {
		t.Fatalf("no battle: pending %+v, toast %q", g.Pending, h.s.Toast())
	}
	waitTable(t, h)
	if !h.s.Flying() {
		t.Fatal("the table does not open with the flight")
	}
	if !h.s.Busy() {
		t.Fatal("the screen is not busy during the flight: with no input the loop rests and the flight stops")
	}
	h.click(640, 400)
	if h.s.Flying() {
		t.Fatal("a click does not skip the flight")
	}
	if d := h.s.Table().Driver(); d.Battle() == nil || d.Over() {
		t.Fatal("the table shows no battle")
	}
}

// IX.1: an accepted battle, fought to its end, comes back to the map:
// the summary's "Back to the map" flies out and the table closes, the
// results on the map.
func TestIX1_BattleComesBackToTheMap(t *testing.T) {
	h := newHarness(t, 1)
	h.s.cfg.Animation = 1
	g := h.game()
	proposeFromConfirmation(t, h)
	takeOver(t, h)
	h.clickRect(planButton(h, "Accept: to the table").R)
	waitTable(t, h)
	for i := 0; h.s.Flying(); i++ {
		if i == h.s.table.n/3 {
			h.save("play-miniatures-flight.png")
		}
		h.step()
	}
	h.save("play-miniatures-table.png")
	// The battle is fought by the random player through the same driver
	// the table's controls use.
	d := h.s.table.drv
	p := game.NewRandomPlayer(3)
	for n := 0; !d.Over(); n++ {
		if n > 20000 {
			t.Fatal("the battle does not end")
		}
		orderAtRandom(g, d, p)
	}
	h.step()
	h.step()
	h.save("play-miniatures-summary.png")
	atScreen := h.s.Table().Viewer()
	_, body := d.Summary()
	if !strings.Contains(body, "On the map:") {
		t.Errorf("the summary says nothing of the map:\n%s", body)
	}
	leaveTable(t, h)
	if h.s.TableShown() {
		t.Fatal("the table stays after Back to the map")
	}
	if v := h.s.Session().Viewer; v != atScreen {
		t.Fatalf("the map comes back to %s, the table was %s's", v, atScreen)
	}
	if g.Battle() != nil && !g.Battle().Over() {
		t.Fatal("the game still fights the battle")
	}
	h.save("play-miniatures-back.png")
}

// waitTable steps until the table opens (its flight starts from the map
// painted).
func waitTable(t *testing.T, h *harness) {
	t.Helper()
	for i := 0; !h.s.TableShown() && i < 600; i++ {
		h.step()
	}
	if !h.s.TableShown() {
		t.Fatal("the table does not open")
	}
}

// leaveTable clicks the summary's "Back to the map" and waits out the
// flight.
func leaveTable(t *testing.T, h *harness) {
	t.Helper()
	for i := 0; i < 600 && h.s.TableBusy(); i++ { // the last shots play out before the summary
		h.step()
	}
	r, ok := h.s.Table().SummaryButton()
	if !ok {
		t.Fatal("no summary button")
	}
	h.clickRect(r)
	for i := 0; h.s.TableShown() && i < 400; i++ {
		h.step()
	}
}
