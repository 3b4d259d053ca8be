package play

import (
	"slices"
	"strings"
	"testing"

	"frontline/game"
	"frontline/game/content"
	"frontline/game/hex"
	"frontline/game/scenario"
	"frontline/game/units"
	"frontline/render/internal/displaytest"
	"frontline/render/mapview"
	"frontline/render/session"
)

// newStandardHarness shows a hot-seat Standard Game of the introduction's
// map at its first setup decision.
func newStandardHarness(tb testing.TB, seed uint64) *harness {
	displaytest.Need(tb)
	c, err := content.Embedded()
	if err != nil {
		tb.Fatal(err)
	}
	sess, err := session.New(c, game.Options{Scenario: "intro", Seed: seed, Standard: true}, nil, nil)
	if err != nil {
		tb.Fatal(err)
	}
	sc := sess.Game().Scenario()
	cfg := Config{Title: sc.Name, Map: sc.Map, Session: sess, Grid: true}
	for _, o := range sc.Objectives() {
		cfg.Objectives = append(cfg.Objectives, mapview.Objective{Hex: o.Hex, Primary: o.Kind == scenario.Primary, Side: string(o.Side), Name: o.Name})
	}
	return newHarnessFor(tb, cfg)
}

func standardGame(t *testing.T) *game.Game {
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	g, _, err := game.New(c, game.Options{Scenario: "intro", Seed: 3, Standard: true})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// The bar and the lit hexes of the setup, without a display.
func TestSetupLogic(t *testing.T) {
	g := standardGame(t)
	v := g.View(units.US)
	if !SetupBuying(v) || SetupPlacing(v) {
		t.Fatalf("buying %v placing %v at the start", SetupBuying(v), SetupPlacing(v))
	}
	b := Bar(v, 0, 0)
	if b.Button != "Confirm force" || b.Money != "Force limit 100   Spent 0   Left 100" {
		t.Errorf("bar %+v", b)
	}
	if b := Bar(g.View(units.Germany), 0, 0); b.Button != "" || !strings.HasPrefix(b.Do, "Waiting for United States") {
		t.Errorf("the waiting side's bar %+v", b)
	}
	sc := g.Scenario()
	zone, hq := SetupZone(sc, units.US)
	if len(zone) == 0 || len(hq) == 0 {
		t.Fatalf("zone %d hexes, %d HQ sites", len(zone), len(hq))
	}
	hqCard, _ := g.Card("us.forward_hq")
	if got := SetupHexes(sc.Map, zone, hq, hqCard); len(got) == 0 || len(got) > len(hq) {
		t.Errorf("the Forward HQ may start in %v; its sites are %v", got, hq)
	}
	rifle, _ := g.Card("us.rifle_squad")
	for _, h := range SetupHexes(sc.Map, zone, hq, rifle) {
		if !slices.Contains(zone, h) {
			t.Errorf("%s lit outside the zone", h)
		}
	}
	o := game.Offer{Card: "us.rifle_squad", Cost: 4, Experience: true}
	if why := SetupOfferWhy(o, 2, 5, 100); !strings.Contains(why, "force limit of 100") {
		t.Errorf("over the limit with XP: %q", why)
	}
	if SetupOfferWhy(o, 0, 5, 100) != "" {
		t.Error("an affordable offer refused")
	}
	ms := []SetupMarker{{ID: 1}, {ID: 2, Placed: true}}
	if Unplaced(ms) != 1 || !strings.HasPrefix(SetupConfirmWhy(ms), "1 marker is not placed") || SetupConfirmWhy(ms[1:]) != "" {
		t.Errorf("confirm why %q", SetupConfirmWhy(ms))
	}
}

// clickable picks a hex of hs on screen, clear of the chrome.
func (h *harness) clickable(hs []hex.Hex) hex.Hex {
	h.t.Helper()
	for _, x := range hs {
		if h.onMap(x) {
			return x
		}
	}
	h.t.Fatalf("none of %v is clickable", hs)
	return hex.Hex{}
}

// handOff clicks the hand-off screen to the side it asks for.
func (h *harness) handOff(to units.Side) {
	h.t.Helper()
	sess := h.s.Session()
	if !sess.NeedsHandOff() || sess.HandOffTo() != to {
		h.t.Fatalf("no hand-off to %s (pending %+v)", to, h.game().Pending)
	}
	h.click(640, 400)
	if sess.Viewer != to {
		h.t.Fatalf("viewer %s after the hand-off", sess.Viewer)
	}
}

// placeAll places every marker of the viewer by clicks: the picked one
// (picked by itself) on a lit hex.
func (h *harness) placeAll() {
	h.t.Helper()
	for range 20 {
		if h.s.SetupPick() == 0 {
			break
		}
		pick := h.s.SetupPick()
		h.clickHex(h.clickable(h.s.SetupLit()))
		if slices.ContainsFunc(h.s.setup.markers, func(m SetupMarker) bool { return m.ID == pick && !m.Placed }) {
			h.t.Fatalf("marker %d not placed: %q", pick, h.s.Toast())
		}
	}
	if n := Unplaced(h.s.setup.markers); n != 0 {
		h.t.Fatalf("%d markers left unplaced", n)
	}
}

// assertOnlyOwn checks the screen shows nothing of the other side's
// setup: no marker, no panel row, no log line of it.
func (h *harness) assertOnlyOwn(side units.Side, enemyWords ...string) {
	h.t.Helper()
	g := h.game()
	for _, st := range h.s.Markers().Stacks() {
		for _, m := range st.Markers {
			if m.Side != side {
				h.t.Errorf("%s sees a marker of %s in %s", side, m.Side, st.Hex)
			}
		}
	}
	for _, r := range h.s.side.rows {
		if u := g.Unit(r.id); u == nil || u.Side != side {
			h.t.Errorf("%s's panel lists unit %d", side, r.id)
		}
	}
	for _, l := range h.s.log.lines {
		for _, w := range enemyWords {
			if strings.Contains(l.String(), w) {
				h.t.Errorf("%s's log shows %q", side, l.String())
			}
		}
	}
}

// A whole Standard Game setup by clicks: each side buys a unit (one take
// back on the way), places its markers, confirms; play begins. The
// second side's screens show nothing of the first side's force.
func TestStandardSetupByClicks(t *testing.T) {
	h := newStandardHarness(t, 3)
	g := h.game()
	sess := h.s.Session()
	if !h.s.sheetShown() || !strings.Contains(h.s.sheet.title.String(), "buys its force") {
		t.Fatalf("the force catalog is not shown (title %q)", h.s.sheet.title.String())
	}

	// The United States buys a rifle squad, takes it back, buys a tank.
	h.clickRect(h.sheetRow("us.rifle_squad").buy.R)
	if g.Setup.Spent[units.US] != 4 || len(h.s.side.rows) != 1 {
		t.Fatalf("spent %d, %d panel rows after buying (toast %q)", g.Setup.Spent[units.US], len(h.s.side.rows), h.s.Toast())
	}
	if !strings.Contains(h.s.sheet.sub.String(), "4 spent, 96 left") || !strings.Contains(h.s.bar.money.String(), "Left 96") {
		t.Errorf("sheet %q, bar %q", h.s.sheet.sub.String(), h.s.bar.money.String())
	}
	h.clickRect(h.s.side.unbuy.R)
	if g.Setup.Spent[units.US] != 0 || len(h.s.side.rows) != 0 {
		t.Fatalf("spent %d, %d rows after taking back", g.Setup.Spent[units.US], len(h.s.side.rows))
	}
	if h.s.side.unbuy.Enabled {
		t.Error("take back enabled with nothing bought")
	}
	h.clickRect(h.sheetRow("us.sherman_m4a3").buy.R)
	if g.Setup.Spent[units.US] == 0 {
		t.Fatalf("the tank is not bought: %q", h.s.Toast())
	}
	h.save("setup-force-us.png")
	h.clickRect(h.s.bar.end.R) // Confirm force

	// Germany: nothing of the American force.
	h.handOff(units.Germany)
	if !h.s.sheetShown() || !strings.Contains(h.s.sheet.sub.String(), "0 spent, 100 left") || len(h.s.side.rows) != 0 {
		t.Fatalf("Germany's force screen: sheet %v %q, %d panel rows", h.s.sheetShown(), h.s.sheet.sub.String(), len(h.s.side.rows))
	}
	h.assertOnlyOwn(units.Germany, "Sherman", "United States buys")
	h.clickRect(h.sheetRow("de.rifle_squad").buy.R)
	if g.Setup.Spent[units.Germany] != 4 {
		t.Fatalf("Germany spent %d", g.Setup.Spent[units.Germany])
	}
	h.clickRect(h.s.bar.end.R)

	// The United States places: the Forward HQ is picked first and lit
	// on its sites only; Confirm waits until all are placed.
	h.handOff(units.US)
	if h.s.sheetShown() || h.s.side.kind != sideSetupPlace {
		t.Fatalf("placement screen: sheet %v, panel %d", h.s.sheetShown(), h.s.side.kind)
	}
	_, hq := SetupZone(g.Scenario(), units.US)
	if u := g.Unit(h.s.SetupPick()); u == nil || u.CardID != "us.forward_hq" {
		t.Fatalf("picked %d first, want the Forward HQ", h.s.SetupPick())
	}
	for _, x := range h.s.SetupLit() {
		if !slices.Contains(hq, x) {
			t.Errorf("the Forward HQ is lit in %s, off its sites %v", x, hq)
		}
	}
	if h.s.bar.end.Enabled {
		t.Error("Confirm placement enabled before anything is placed")
	}
	h.placeAll()
	// Take one back by clicking it, place it again.
	last := h.s.setup.markers[len(h.s.setup.markers)-1]
	h.clickHex(last.Hex)
	if h.s.SetupPick() != last.ID || Unplaced(h.s.setup.markers) != 1 || h.s.bar.end.Enabled {
		t.Fatalf("after clicking a placed marker: pick %d, %d unplaced", h.s.SetupPick(), Unplaced(h.s.setup.markers))
	}
	h.placeAll()
	h.save("setup-place-us.png")
	if !h.s.bar.end.Enabled {
		t.Fatalf("Confirm placement disabled: %s", h.s.bar.end.Reason)
	}
	h.clickRect(h.s.bar.end.R)

	// Germany places, seeing none of the American markers.
	h.handOff(units.Germany)
	h.assertOnlyOwn(units.Germany, "Sherman", "United States buys", "set up in")
	if len(h.s.setup.markers) != 2 { // the Forward HQ and the rifle squad
		t.Errorf("Germany has %d markers to place", len(h.s.setup.markers))
	}
	h.placeAll()
	h.clickRect(h.s.bar.end.R)
	if sess.NeedsHandOff() {
		h.handOff(sess.HandOffTo())
	}
	if g.Setup != nil || g.Pending.Kind != game.DecidePhase {
		t.Fatalf("after both placements: setup %v, pending %+v", g.Setup != nil, g.Pending)
	}
	if h.s.setup.pick != 0 || len(h.s.setup.markers) != 0 || h.s.setup.ov.zone != nil {
		t.Error("setup state left on the play screen")
	}
}
