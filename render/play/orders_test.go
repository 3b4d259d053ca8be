package play

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/game/hex"
	"frontline/game/units"
	"frontline/render/widget"
)

// clickRow clicks the own row of card id in the panel and returns the unit.
func (h *harness) pickRow(card string) game.UnitID {
	h.t.Helper()
	for _, r := range h.s.side.rows {
		if r.own && r.m.Card != nil && r.m.Card.ID == card {
			h.clickRect(r.r)
			if h.s.sel.unit != r.id {
				h.t.Fatalf("clicking the %s row selected %d, want %d", card, h.s.sel.unit, r.id)
			}
			return r.id
		}
	}
	h.t.Fatalf("no own %s in the panel", card)
	return 0
}

// orderButton is the button of order k in the row.
func (h *harness) orderButton(k OrderKind) *widget.Button {
	h.t.Helper()
	o := &h.s.ord
	for i := range o.list[:o.n] {
		if o.list[i].Kind == k {
			return &o.btns[i]
		}
	}
	h.t.Fatalf("no order %d in the row (%d orders)", k, o.n)
	return nil
}

func (h *harness) hasOrder(k OrderKind) bool {
	for _, o := range h.s.ord.list[:h.s.ord.n] {
		if o.Kind == k {
			return true
		}
	}
	return false
}

// A recon unit's Recon lights the hexes next to it; clicking one scouts
// it (the engine rolled and marked the unit), and Recon is then disabled
// with the reason.
func TestReconAnAdjacentHexByClicking(t *testing.T) {
	h := newHarness(t, 1)
	g := h.game()
	h.endPhasesUntil(5, inMovement(g, units.US))
	at := hex.MustParse("1208")
	h.s.Select(at)
	h.step()
	jeep := h.pickRow("us.jeep")
	h.clickRect(h.orderButton(OrdRecon).R)
	if !h.s.ord.aiming() || len(h.s.ord.lit.hexes) != 6 {
		t.Fatalf("Recon did not enter targeting with six lit hexes: aiming %v, %d lit", h.s.ord.aiming(), len(h.s.ord.lit.hexes))
	}
	if len(h.s.sel.reach) != 0 {
		t.Errorf("move hexes still lit while aiming")
	}
	if !strings.Contains(h.s.side.info.String(), "click a lit hex") {
		t.Errorf("the panel says %q while aiming", h.s.side.info.String())
	}
	// Esc cancels and keeps the selection.
	h.press(ebiten.KeyEscape)
	if h.s.ord.aiming() || !h.s.sel.on {
		t.Fatalf("Esc: aiming %v, selected %v", h.s.ord.aiming(), h.s.sel.on)
	}
	h.clickRect(h.orderButton(OrdRecon).R)
	var target hex.Hex
	found := false
	for _, n := range hex.Neighbors(at) {
		if h.onMap(n) {
			target, found = n, true
			break
		}
	}
	if !found {
		t.Fatal("no neighbour of 1208 on screen")
	}
	h.clickHex(target)
	if u := g.Unit(jeep); u.ReconStep != g.Step {
		t.Fatalf("the jeep did not scout (toast %q)", h.s.Toast())
	}
	if !strings.Contains(h.s.Toast(), "reconnaissance of "+target.String()) {
		t.Errorf("toast %q does not report the reconnaissance of %s", h.s.Toast(), target)
	}
	if h.s.ord.aiming() {
		t.Error("still aiming after the order")
	}
	b := h.orderButton(OrdRecon)
	if b.Enabled || !strings.Contains(b.Reason, "already scouted") {
		t.Errorf("Recon after scouting: enabled %v, reason %q", b.Enabled, b.Reason)
	}
	h.save("orders-recon.png")
}

// A rifle squad next to a halftrack (and two Shermans that take riders)
// boards the halftrack, chosen among the carriers, and gets off again.
func TestSquadBoardsHalftrackAndGetsOff(t *testing.T) {
	h := newHarness(t, 1)
	g := h.game()
	h.endPhasesUntil(5, inMovement(g, units.US))
	h.s.Select(hex.MustParse("1309"))
	h.step()
	sq := h.pickRow("us.rifle_squad")
	var ht game.UnitID
	for _, u := range g.Stack(hex.MustParse("1309")) {
		if u.CardID == "us.halftrack_m3a1" {
			ht = u.ID
		}
	}
	h.clickRect(h.orderButton(OrdBoard).R)
	o := &h.s.ord
	if !o.aiming() || o.nc < 2 {
		t.Fatalf("Board with several carriers should ask which: aiming %v, %d choices", o.aiming(), o.nc)
	}
	h.save("orders-board-aim.png")
	// Click the halftrack's row in the list.
	clicked := false
	for _, r := range h.s.side.rows {
		if r.id == ht {
			h.clickRect(r.r)
			clicked = true
			break
		}
	}
	if !clicked {
		t.Fatal("no halftrack row")
	}
	if a := g.Unit(sq).Aboard; a != ht {
		t.Fatalf("squad aboard %d, want the halftrack %d (toast %q)", a, ht, h.s.Toast())
	}
	if h.s.sel.unit != sq || !h.hasOrder(OrdGetOff) || h.hasOrder(OrdBoard) {
		t.Fatalf("after boarding: selected %d, Get off %v, Board %v", h.s.sel.unit, h.hasOrder(OrdGetOff), h.hasOrder(OrdBoard))
	}
	h.clickRect(h.orderButton(OrdGetOff).R)
	if a := g.Unit(sq).Aboard; a != 0 {
		t.Fatalf("squad still aboard %d after Get off (toast %q)", a, h.s.Toast())
	}
	if !strings.Contains(h.s.Toast(), "gets off") {
		t.Errorf("toast %q", h.s.Toast())
	}
}

// An order the panel cannot judge beforehand (Repair: the engine has no
// Can… query) is enabled; when the engine refuses it, its reason shows.
func TestRefusedOrderShowsTheEnginesReason(t *testing.T) {
	h := newHarness(t, 1)
	g := h.game()
	h.endPhasesUntil(5, inMovement(g, units.US))
	// Test set-up, not the client: a damaged jeep at the Potenza post
	// and an empty treasury.
	at := hex.MustParse("1014")
	var jeep *game.Unit
	for _, u := range g.Stack(at) {
		if u.CardID == "us.jeep" {
			jeep = u
		}
	}
	jeep.Damaged = true
	g.Player(units.US).Treasury = 0
	h.s.stale = true
	h.step()
	h.s.Select(at)
	h.step()
	h.pickRow("us.jeep")
	b := h.orderButton(OrdRepair)
	if !b.Enabled {
		t.Fatalf("Repair disabled: %q", b.Reason)
	}

	h.clickRect(b.R)
	if !jeep.Damaged || g.Player(units.US).Treasury != 0 {
		t.Fatal("the refused repair changed the game")
	}
	if got := h.s.Toast(); !strings.Contains(got, "treasury holds 0") || !strings.Contains(got, "VI.4.1") {
		t.Errorf("toast %q does not give the engine's reason", got)
	}
	if !h.s.toastIsBad {
		t.Error("a refusal is not shown as one")
	}
}

// Surrender asks for a second click; Esc withdraws it.
func TestSurrenderAsksTwice(t *testing.T) {
	h := newHarness(t, 1)
	g := h.game()
	h.endPhasesUntil(5, inMovement(g, units.US))
	h.s.Select(hex.MustParse("1309"))
	h.step()
	sq := h.pickRow("us.rifle_squad")
	h.clickRect(h.orderButton(OrdSurrender).R)
	if !g.Unit(sq).Deployed() || h.s.ord.confirm < 0 {
		t.Fatalf("one click: deployed %v, confirm %d", g.Unit(sq).Deployed(), h.s.ord.confirm)
	}
	h.press(ebiten.KeyEscape)
	if h.s.ord.confirm >= 0 || !h.s.sel.on {
		t.Fatalf("Esc: confirm %d, selected %v", h.s.ord.confirm, h.s.sel.on)
	}
	h.clickRect(h.orderButton(OrdSurrender).R)
	h.clickRect(h.orderButton(OrdSurrender).R)
	if g.Unit(sq).Deployed() && g.Unit(sq).Side == units.US {
		t.Fatalf("the squad did not surrender (toast %q)", h.s.Toast())
	}
}

// OrdersFor offers each kind of unit its own orders.
func TestOrdersForKinds(t *testing.T) {
	sess, cfg := newSession(t, 1, nil)
	g := sess.Game()
	for i := 0; i < 5 && !inMovement(g, units.US)(); i++ {
		if _, err := sess.Do(passOf(sess)); err != nil {
			t.Fatal(err)
		}
	}
	kinds := func(card, at string) map[OrderKind]Order {
		for _, u := range g.Stack(hex.MustParse(at)) {
			if u.CardID == card && u.Side == units.US {
				out := map[OrderKind]Order{}
				for _, o := range OrdersFor(g, cfg.Map, u.ID) {
					out[o.Kind] = o
				}
				return out
			}
		}
		t.Fatalf("no %s in %s", card, at)
		return nil
	}
	if k := kinds("us.jeep", "1208"); k[OrdRecon].Why != "" || len(k[OrdRecon].Targets) != 6 {
		t.Errorf("jeep recon: %+v", k[OrdRecon])
	}
	if _, ok := kinds("us.sherman_m4a3", "1208")[OrdRecon]; ok {
		t.Error("a Sherman offers Recon")
	}
	if hi := kinds("us.howitzer_105mm", "1409")[OrdHitch]; hi.Why != "" || hi.Aims() {
		t.Errorf("howitzer with one halftrack: %+v", hi)
	}
	if k := kinds("us.at_gun_57mm", "1209"); k[OrdHitch].Why == "" {
		t.Errorf("57mm gun without a tow may hitch: %+v", k[OrdHitch])
	}
	eng := kinds("us.engineer_squad", "1209")[OrdDemolish]
	if eng.Why != "" || !eng.Aims() {
		t.Errorf("engineers at the Ofanto bridges: %+v", eng)
	}
	for _, tg := range eng.Targets {
		if tg.Option != "bridge" || tg.Hex == nil {
			t.Errorf("target %+v", tg)
		}
	}
	cmd := eng.Command(1, eng.Targets[:1])
	if cmd.Kind != game.CmdDetonate || cmd.Option != "bridge" || cmd.Hex == nil {
		t.Errorf("detonate command %+v", cmd)
	}
}

// A towed gun hitches to the one halftrack in its hex at a click; packed,
// it is busy, and Unhitch says so.
func TestHowitzerHitchesAndUnhitchWaits(t *testing.T) {
	h := newHarness(t, 1)
	g := h.game()
	h.endPhasesUntil(5, inMovement(g, units.US))
	h.s.Select(hex.MustParse("1409"))
	h.step()
	gun := h.pickRow("us.howitzer_105mm")
	h.clickRect(h.orderButton(OrdHitch).R)
	if len(g.Unit(gun).TowedBy) != 1 {
		t.Fatalf("not hitched (toast %q)", h.s.Toast())
	}
	b := h.orderButton(OrdUnhitch)
	if b.Enabled || !strings.Contains(b.Reason, "busy") {
		t.Errorf("Unhitch while packing: enabled %v, reason %q", b.Enabled, b.Reason)
	}
	h.in.X, h.in.Y = int(b.R.X+b.R.W/2), int(b.R.Y+b.R.H/2)
	h.step()
	if h.s.Tip() != b.Reason {
		t.Errorf("tooltip %q, want %q", h.s.Tip(), b.Reason)
	}
}
