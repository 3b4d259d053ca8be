package play

import (
	"strconv"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/game/hex"
	"frontline/game/units"
	"frontline/render/widget"
)

// sheetRow is the catalog row of card id.
func (h *harness) sheetRow(id string) *prodRow {
	h.t.Helper()
	for _, r := range h.s.sheet.rows[:h.s.sheet.nr] {
		if r.offer.Card == id {
			return r
		}
	}
	h.t.Fatalf("no catalog row for %s", id)
	return nil
}

func inProduction(g *game.Game, side units.Side) func() bool {
	return func() bool {
		return g.Pending.Kind == game.DecidePhase && g.Phase == game.PhaseProduction && g.Pending.Side == side
	}
}

func (h *harness) clickRect(r widget.Rect) { h.click(r.X+r.W/2, r.Y+r.H/2) }

// In the Production Phase the catalog covers the map; clicking a row's
// Buy stages the unit and pays for it, the panel lists the purchase and
// "Take back last" refunds it.
func TestProductionBuyAndTakeBack(t *testing.T) {
	h := newHarness(t, 1)
	g := h.game()
	h.endPhasesUntil(3, inProduction(g, units.US))
	if !h.s.sheetShown() {
		t.Fatal("the catalog is not shown in the Production Phase")
	}
	before := g.Player(units.US).Treasury
	staged := len(g.Staged(units.US))
	row := h.sheetRow("us.rifle_squad")
	if !row.vis || !row.buy.Enabled {
		t.Fatalf("rifle squad row visible %v, Buy enabled %v (%s)", row.vis, row.buy.Enabled, row.why)
	}
	h.clickRect(row.buy.R)
	if got := g.Player(units.US).Treasury; got != before-row.offer.Cost {
		t.Fatalf("treasury %d after buying, want %d (toast %q)", got, before-row.offer.Cost, h.s.Toast())
	}
	st := g.Staged(units.US)
	if len(st) != staged+1 || st[len(st)-1].CardID != "us.rifle_squad" {
		t.Fatalf("staging area %d units, last %v", len(st), st[len(st)-1].CardID)
	}
	if h.s.side.kind != sideProduction || len(h.s.side.rows) != 1 || h.s.side.rows[0].id != st[len(st)-1].ID {
		t.Fatalf("the panel does not list the purchase: kind %d, %d rows", h.s.side.kind, len(h.s.side.rows))
	}
	if !strings.Contains(h.s.side.info.String(), "start of the phase: "+strconv.Itoa(before)) {
		t.Errorf("panel info %q lacks the treasury before buying", h.s.side.info.String())
	}
	if !strings.Contains(h.s.bar.staging.Label(), "Staging (") {
		t.Errorf("no staging button in the bar: %q", h.s.bar.staging.Label())
	}
	h.save("play-production-bought.png")

	// Take back last.
	ub := &h.s.side.unbuy
	if !ub.Shown || !ub.Enabled {
		t.Fatalf("take back shown %v enabled %v (%s)", ub.Shown, ub.Enabled, ub.Reason)
	}
	h.clickRect(ub.R)
	if got := g.Player(units.US).Treasury; got != before {
		t.Errorf("treasury %d after taking back, want %d", got, before)
	}
	if len(g.Staged(units.US)) != staged {
		t.Errorf("the unit is still staged after taking back")
	}
	// Nothing left to take back: disabled, and it says why.
	why := g.CanUnbuy(units.US)
	if why == nil || ub.Enabled {
		t.Fatalf("take back enabled %v with nothing bought", ub.Enabled)
	}
	h.in.X, h.in.Y = int(ub.R.X+ub.R.W/2), int(ub.R.Y+ub.R.H/2)
	h.step()
	if h.s.Tip() != upperFirst(why.Error()) {
		t.Errorf("take back tooltip %q, want %q", h.s.Tip(), why.Error())
	}
}

// A row that cannot be bought has its Buy disabled, a short reason on the
// row, and the engine's full reason when the pointer rests on it; the
// click does nothing.
func TestProductionDisabledRowSaysWhy(t *testing.T) {
	h := newHarness(t, 1)
	g := h.game()
	h.endPhasesUntil(3, inProduction(g, units.US))
	row := h.sheetRow("neutral.barbed_wire")
	if row.buy.Enabled || row.offer.Why == "" {
		t.Fatalf("barbed wire is buyable from the catalog: %+v", row.offer)
	}
	if !strings.Contains(row.lineBad.String(), "engineers") {
		t.Errorf("row says %q", row.lineBad.String())
	}
	if !row.vis {
		h.s.sheet.wheel(-20)
		h.step()
	}
	if !row.vis {
		t.Fatal("the barbed wire row never comes into view")
	}
	h.in.X, h.in.Y = int(row.r.X+60), int(row.r.Y+row.r.H/2)
	h.step()
	if h.s.Tip() != upperFirst(row.offer.Why) {
		t.Errorf("tooltip %q, want %q", h.s.Tip(), row.offer.Why)
	}
	h.save("play-production-why.png")
	money := g.Player(units.US).Treasury
	h.clickRect(row.buy.R)
	if g.Player(units.US).Treasury != money {
		t.Error("a disabled Buy spent money")
	}
	// The experience option: cycling it raises the price shown.
	rifle := h.sheetRow("us.rifle_squad")
	if !rifle.xp.Shown {
		t.Skip("no experience rules in this game")
	}
	if !rifle.vis {
		h.s.sheet.wheel(20)
		h.step()
	}
	h.clickRect(rifle.xp.R)
	if got, want := rifle.buy.Label(), "Buy  "+strconv.Itoa(rifle.offer.Cost+game.ExperienceRollCost); got != want {
		t.Errorf("with one experience roll Buy reads %q, want %q", got, want)
	}
	// Esc closes the catalog; Catalog opens it again.
	h.press(ebiten.KeyEscape)
	if h.s.sheetShown() {
		t.Fatal("Esc did not close the catalog")
	}
	h.clickRect(h.s.bar.catalog.R)
	if !h.s.sheetShown() {
		t.Fatal("Catalog did not open the catalog")
	}
}

// With the catalog closed, an engineer squad selected on the map offers
// construction in its hex; a click orders it (CmdBuild) and Take back
// last cancels it.
func TestProductionConstructionByEngineers(t *testing.T) {
	h := newHarness(t, 1)
	g := h.game()
	eng, wire := engineerWireOrder(h)
	engID := eng.id
	if !wire.b.Enabled {
		t.Fatalf("the barbed wire order is disabled: %q", wire.b.Reason)
	}
	h.save("play-production-construction.png")
	money := g.Player(units.US).Treasury
	h.clickRect(wire.b.R)
	if g.Player(units.US).Treasury != money-2 {
		t.Fatalf("treasury %d after ordering wire (toast %q)", g.Player(units.US).Treasury, h.s.Toast())
	}
	st := g.Staged(units.US)
	if w := st[len(st)-1]; w.CardID != "neutral.barbed_wire" || w.BuildBy != engID || w.Hex != g.Unit(engID).Hex {
		t.Fatalf("staged %+v", w)
	}
	if err := g.CanUnbuy(units.US); err != nil {
		t.Fatalf("the order cannot be taken back: %v", err)
	}
	if err := g.CanUnbuy(units.US); err == nil {
		h.s.unbuy()
		h.step()
		if g.Player(units.US).Treasury != money {
			t.Error("taking the order back refunded nothing")
		}
	}
}

// engineerWireOrder goes to the US Production Phase, closes the catalog,
// selects the engineer squad in 1209 on the map and finds its barbed
// wire construction button.
func engineerWireOrder(h *harness) (*row, *buildButton) {
	h.t.Helper()
	h.endPhasesUntil(3, inProduction(h.game(), units.US))
	h.press(ebiten.KeyEscape) // the catalog closes
	at := hex.MustParse("1209")
	h.s.Map().CenterOn(at)
	h.step()
	h.clickHex(at)
	var eng *row
	for _, r := range h.s.side.rows {
		if r.m.Card != nil && r.m.Card.Special.Engineer {
			eng = r
		}
	}
	if eng == nil {
		h.t.Fatal("no engineer squad listed at 1209")
	}
	h.clickRect(eng.r)
	for _, b := range h.s.side.builds[:h.s.side.nBuild] {
		if b.card == "neutral.barbed_wire" {
			return eng, b
		}
	}
	h.t.Fatalf("no barbed wire order among %d construction buttons", h.s.side.nBuild)
	return nil, nil
}

// While buying, the bar and the catalog say what the Supply Phase right
// after asks (V.3), so spending it is a choice, not a surprise deficit
// (V.3.2); the catalog's line follows each purchase.
func TestV3_SupplyDueShownWhileBuying(t *testing.T) {
	h := newHarness(t, 1)
	g := h.game()
	h.endPhasesUntil(3, inProduction(g, units.US))
	owed, _ := g.SupplyCost(units.US)
	if owed <= 0 {
		t.Fatalf("the United States owe %d: nothing to show", owed)
	}
	if money := h.s.bar.money.String(); !strings.Contains(money, "Supply due "+strconv.Itoa(owed)) {
		t.Errorf("the bar says %q in the Production Phase, want supply due %d", money, owed)
	}
	money := g.Player(units.US).Treasury
	want := "spend over " + strconv.Itoa(money-owed)
	if sub := h.s.sheet.sub.String(); !strings.Contains(sub, "supply next phase "+strconv.Itoa(owed)) || !strings.Contains(sub, want) {
		t.Errorf("the catalog says %q, want the supply of %d and %q", sub, owed, want)
	}
	for _, size := range [][2]int{{1152, 720}, {1280, 800}} {
		h.s.Resize(size[0], size[1])
		h.step()
		p := h.s.sheet
		if w, _ := p.sub.Size(); p.r.X+sheetPad+w > p.close.R.X {
			t.Errorf("%v: the catalog's line runs %.0f px under its Close button", size, p.r.X+sheetPad+w-p.close.R.X)
		}
	}
	h.clickRect(h.sheetRow("us.rifle_squad").buy.R)
	if g.Player(units.US).Treasury != money-4 {
		t.Fatalf("the rifle squad was not bought (toast %q)", h.s.Toast())
	}
	if sub := h.s.sheet.sub.String(); !strings.Contains(sub, "spend over "+strconv.Itoa(money-4-owed)) {
		t.Errorf("after buying the catalog says %q", sub)
	}
}
