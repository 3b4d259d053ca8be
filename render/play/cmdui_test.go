package play

import (
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/game/hex"
	"frontline/game/units"
	"frontline/render/cardview"
	"frontline/render/internal/displaytest"
	"frontline/render/widget"
)

// giveCard puts command card id in side's hand. Test set-up only: the
// intro deals no command cards before the tests need them, and the
// screen itself never changes the game.
func giveCard(h *harness, side units.Side, id string) {
	g := h.game()
	g.Players[side].Hand = append(g.Players[side].Hand, id)
	h.s.stale = true
	h.step()
}

// clickHandCard opens the hand and clicks card id; it reports whether
// the tile was lit, with the tile's words.
func clickHandCard(h *harness, id string) (bool, string) {
	h.t.Helper()
	h.s.OpenHand()
	h.step()
	k := h.s.Cards()
	for _, r := range k.Hand().Tiles() {
		tid, lit := k.Hand().TileAt(int(r.X+r.W/2), int(r.Y+r.H/2))
		if tid != id {
			continue
		}
		h.click(r.X+r.W/2, r.Y+r.H/2)
		return lit, k.Hand().Text()
	}
	h.t.Fatalf("no tile for %s in the hand", id)
	return false, ""
}

// hover rests the pointer on hex hh.
func (h *harness) hover(hh hex.Hex) {
	x, y := h.hexAt(hh)
	h.in.X, h.in.Y = int(x)+2, int(y)+2
	h.step()
	h.step()
}

// encircleSetUp: in the intro's first US Movement Phase a rifle squad
// steps from 1209 to 1110, so US units border the German stack in 1109
// from 1208, 1209 and 1110; the US holds Encircle.
func encircleSetUp(t *testing.T) (*harness, hex.Hex) {
	h := newHarness(t, 1)
	g := h.game()
	inMovementUS(h)
	to := hex.MustParse("1110")
	opt, ok := g.MoveOptions(5)[to.String()]
	if !ok {
		t.Fatalf("the rifle squad cannot reach %s", to)
	}
	if _, err := h.s.Session().Do(game.Command{Kind: game.CmdMove, Unit: 5, Path: opt.Path}); err != nil {
		t.Fatal(err)
	}
	giveCard(h, units.US, "encircle")
	at := hex.MustParse("1109")
	h.s.Map().CenterOn(at)
	h.step()
	return h, at
}

// Encircle from the hand: the bordered stack is lit and chosen on the
// map, the ring hexes toggle, an illegal choice says why, the open hex
// is clicked and Confirm reaches the engine (an encirclement on record,
// the card spent, the event in the log).
func TestEncircleFromTheHand(t *testing.T) {
	h, at := encircleSetUp(t)
	g := h.game()
	h.s.OpenHand()
	h.step()
	h.save("play-encircle-hand.png")
	if lit, _ := clickHandCard(h, "encircle"); !lit {
		t.Fatalf("Encircle is not lit: %s", h.s.Cards().Hand().Text())
	}
	p := &h.s.planr.enc
	if !p.on || !slices.Contains(p.lit, at) {
		t.Fatalf("plan %+v, toast %q", *p, h.s.Toast())
	}
	// An enemy stack not bordered: the pointer on it says why, a click
	// refuses it.
	far := hex.MustParse("0908")
	h.hover(far)
	if info := h.s.side.info.String(); !strings.Contains(info, "Encircle needs them in 3 different hexes") || !h.s.side.infoWarn {
		t.Errorf("hover on %s: %q", far, info)
	}
	h.save("play-encircle-stack.png")
	h.clickHex(far)
	if p.target != 0 || !strings.Contains(h.s.Toast(), "Not a target") {
		t.Fatalf("clicked %s: target %d, toast %q", far, p.target, h.s.Toast())
	}
	h.clickHex(at)
	if p.target == 0 || p.at != at || len(p.ring) != 3 {
		t.Fatalf("after the click on %s: %+v", at, *p)
	}
	if b := planButton(h, "Confirm Encircle"); b.Enabled || !strings.Contains(b.Reason, "green hex") {
		t.Errorf("Confirm before the open hex: enabled %v, %q", b.Enabled, b.Reason)
	}
	// A ring hex left out: too few groups, Confirm says so; back in.
	ring := hex.MustParse("1110")
	h.clickHex(ring)
	if b := planButton(h, "Confirm Encircle"); b.Enabled || !strings.Contains(b.Reason, "ring holds 2 hexes") {
		t.Errorf("ring of 2: enabled %v, %q", b.Enabled, b.Reason)
	}
	h.clickHex(ring)
	// A hex with own units cannot be left open; 1108 can.
	if err := g.EncircleOpenBar(units.US, at, hex.MustParse("1209")); err == nil || !strings.Contains(err.Error(), "your own units") {
		t.Errorf("1209 open: %v", err)
	}
	open := hex.MustParse("1108")
	h.hover(open)
	if !strings.Contains(h.s.side.info.String(), "Click to leave 1108 open") {
		t.Errorf("hover on the open hex: %q", h.s.side.info.String())
	}
	h.clickHex(open)
	if !p.openOn || p.open != open {
		t.Fatalf("open hex %v %v", p.open, p.openOn)
	}
	h.save("play-encircle-ring.png")
	h.clickOrder("Confirm Encircle")
	if len(g.Encirclements) != 1 || g.Encirclements[0].Hex != at.String() || g.Encirclements[0].Open != open.String() {
		t.Fatalf("encirclements %+v, toast %q", g.Encirclements, h.s.Toast())
	}
	if slices.Contains(g.Players[units.US].Hand, "encircle") || h.s.planr.enc.on {
		t.Errorf("card still in hand or plan still open")
	}
	found := false
	for _, e := range h.s.Session().Logs[units.US] {
		found = found || e.Event.Kind == game.EvEncircled
	}
	if !found {
		t.Error("no encirclement in the US log")
	}
	h.save("play-encircle-done.png")
}

// planButton is the list button labelled label.
func planButton(h *harness, label string) *widget.Button {
	h.t.Helper()
	for _, b := range h.s.planr.btns[:h.s.planr.n] {
		if b.b.Label() == label {
			return &b.b
		}
	}
	h.t.Fatalf("no button %q", label)
	return nil
}

// Encircle not available: outside the Movement Phase the tile is dark
// and says why; Push says where it is given.
func TestOrderCardsSayWhyNot(t *testing.T) {
	h := newHarness(t, 1)
	g := h.game()
	h.endPhasesUntil(3, inProduction(g, units.US))
	giveCard(h, units.US, "encircle")
	giveCard(h, units.US, "push")
	if lit, text := clickHandCard(h, "encircle"); lit || !strings.Contains(text, "Encircle is given in your own Movement Phase") {
		t.Errorf("lit %v, hand %q", lit, text)
	}
	if h.s.Cards().Showing() != cardview.HandOpen {
		t.Fatal("a dark card closed the hand")
	}
	if text := h.s.Cards().Hand().Text(); !strings.Contains(text, "Orders row") {
		t.Errorf("push: %q", text)
	}
	h.save("play-order-cards-dark.png")
}

// Rush Deployment from the staging list: a unit bought on turn 1 is
// chosen, one bought this turn says why it cannot be; "Rush 1 unit"
// reaches the engine (the unit's RushTurn is this turn).
func TestRushDeploymentFromStaging(t *testing.T) {
	displaytest.Need(t)
	h := newHarness(t, 1)
	g := h.game()
	sess := h.s.Session()
	h.endPhasesUntil(3, inProduction(g, units.US))
	if _, err := sess.Do(game.Command{Kind: game.CmdBuy, Card: "us.rifle_squad"}); err != nil {
		t.Fatal(err)
	}
	old := g.Staged(units.US)[0].ID
	passUntil(t, h, func() bool { return inMovement(g, units.US)() && g.Player(units.US).Turn == 2 })
	giveCard(h, units.US, "rush_deployment")
	h.clickRect(h.s.bar.staging.R)
	if h.s.side.kind != sideStaging {
		t.Fatalf("panel %d", h.s.side.kind)
	}
	h.clickOrder("Play Rush Deployment")
	if !h.s.planr.rush.on {
		t.Fatalf("no rush mode: %q", h.s.Toast())
	}
	for _, r := range h.s.side.rows {
		if r.id == old {
			h.clickRect(r.r)
		}
	}
	if !slices.Contains(h.s.planr.rush.picks, old) {
		t.Fatalf("picks %v, toast %q", h.s.planr.rush.picks, h.s.Toast())
	}
	h.save("play-rush.png")
	cardsBefore := len(g.Players[units.US].Hand)
	h.clickOrder("Rush 1 unit")
	if u := g.Unit(old); u.RushTurn != g.Player(units.US).Turn {
		t.Fatalf("RushTurn %d, turn %d, toast %q", u.RushTurn, g.Player(units.US).Turn, h.s.Toast())
	}
	if n := len(g.Players[units.US].Hand); n != cardsBefore-1 {
		t.Errorf("hand %d cards, was %d: the card was not spent", n, cardsBefore)
	}
}

// RushBar (the engine's check): a unit bought this turn is refused.
func TestRushWhyBoughtThisTurn(t *testing.T) {
	sess, _ := newSession(t, 1, nil)
	g := sess.Game()
	for i := 0; i < 5 && !(g.Pending.Side == units.US && g.Phase == game.PhaseProduction); i++ {
		if sess.NeedsHandOff() {
			sess.TakeOver()
		}
		if _, err := sess.Do(game.PassCommand(g)); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := sess.Do(game.Command{Kind: game.CmdBuy, Card: "us.rifle_squad"}); err != nil {
		t.Fatal(err)
	}
	u := g.Staged(units.US)[0]
	if why := g.RushBar(u.ID); !strings.Contains(why, "bought in this Operational Turn") {
		t.Errorf("why %q", why)
	}
	g.Players[units.US].Hand = append(g.Players[units.US].Hand, "rush_deployment") // set-up
	if _, err := g.Apply(game.Command{Kind: game.CmdRushDeployment, Side: units.US, Units: []game.UnitID{u.ID}}); err == nil || !strings.Contains(err.Error(), "bought in this Operational Turn") {
		t.Errorf("engine: %v", err)
	}
}

// mustangsAtBari: the first US Movement Phase, the P-51D fighter-bomber
// (lead) selected at Bari, where the P-51D escort (wing) also stands.
func mustangsAtBari(t *testing.T) (h *harness, bari hex.Hex, lead, wing game.UnitID) {
	h = newHarness(t, 1)
	inMovementUS(h)
	bari = hex.MustParse("1710")
	for _, u := range h.game().Units {
		switch u.Card.ID {
		case "us.p51d_fighter_bomber":
			lead = u.ID
		case "us.p51d_escort":
			wing = u.ID
		}
	}
	h.s.Map().CenterOn(bari)
	h.step()
	h.clickHex(bari)
	for _, r := range h.s.side.rows {
		if r.id == lead && !r.chosen {
			h.clickRect(r.r)
			break
		}
	}
	return h, bari, lead, wing
}

// A flight of two: the P-51D fighter-bomber's sortie takes the escort
// at Bari along; the engine records one sortie for both.
func TestSortieFlightOfTwo(t *testing.T) {
	h, bari, lead, wing := mustangsAtBari(t)
	g := h.game()
	h.clickOrder("Plan sortie")
	label := "Add " + shortName(h.s.ownName(wing))
	h.clickOrder(label)
	if !slices.Contains(h.s.planr.sortie.wing, wing) {
		t.Fatalf("wing %v", h.s.planr.sortie.wing)
	}
	if !strings.Contains(h.s.side.info.String(), "Flight of 2 aircraft") {
		t.Errorf("info %q", h.s.side.info.String())
	}
	way := hex.MustParse("1509")
	h.clickHex(way)
	h.clickHex(bari)
	h.clickOrder("Strafe")
	h.clickHex(way)
	h.save("play-sortie-flight.png")
	h.clickOrder("Confirm")
	so := g.SortieOf(lead)
	if so == nil || !slices.Contains(so.Units, wing) {
		t.Fatalf("sortie %+v, toast %q", so, h.s.Toast())
	}
}

// One after another: the fighter-bomber flies alone; the escort is then
// selected with the screen saying so, and its own sortie follows.
func TestSortieNextAircraft(t *testing.T) {
	h, bari, lead, wing := mustangsAtBari(t)
	g := h.game()
	h.clickOrder("Plan sortie")
	h.clickHex(hex.MustParse("1509"))
	h.clickHex(bari)
	h.clickOrder("Confirm")
	if g.SortieOf(lead) == nil {
		t.Fatalf("no sortie: %q", h.s.Toast())
	}
	if h.s.sel.unit != wing || !strings.Contains(h.s.Toast(), "Next aircraft here") {
		t.Fatalf("selected %d (want %d), toast %q", h.s.sel.unit, wing, h.s.Toast())
	}
	h.clickOrder("Plan sortie")
	h.clickHex(hex.MustParse("1609"))
	h.clickHex(bari)
	h.clickOrder("Confirm")
	if so := g.SortieOf(wing); so == nil || slices.Contains(so.Units, lead) {
		t.Fatalf("escort sortie %+v, toast %q", so, h.s.Toast())
	}
}

// Fire missions in the engagement: a German unit drives into 1309,
// where the US mortar squad (Indirect Fire, range 0) stands with a
// forward observer, and attacks; the US orders the mortar on the
// attacker from the retaliation panel (the same planner as in the
// Combat Phase, with the missions of that decision).
func TestFireMissionAtRetaliation(t *testing.T) {
	h := newHarness(t, 1)
	g := h.game()
	sess := h.s.Session()
	at := hex.MustParse("1309")
	passUntil(t, h, inMovement(g, units.Germany))
	var raider game.UnitID
	for _, u := range g.Units {
		if u.Side != units.Germany || raider != 0 {
			continue
		}
		if opt, ok := g.MoveOptions(u.ID)[at.String()]; ok {
			if _, err := sess.Do(game.Command{Kind: game.CmdMove, Unit: u.ID, Path: opt.Path}); err == nil && g.Unit(u.ID).Hex == at {
				raider = u.ID
			}
		}
	}
	if raider == 0 {
		t.Skip("no German unit reaches 1309")
	}
	passUntil(t, h, func() bool {
		return g.Pending.Side == units.Germany && g.Phase == game.PhaseCombat && g.Pending.Kind == game.DecidePhase
	})
	ts := g.AttackTargets(raider)
	if len(ts) == 0 {
		t.Skipf("%d has nothing to attack in 1309", raider)
	}
	if _, err := sess.Do(game.Command{Kind: game.CmdAttack, Units: []game.UnitID{raider}, Target: ts[0]}); err != nil {
		t.Fatal(err)
	}
	if g.Pending.Kind != game.DecideRetaliation {
		t.Fatalf("pending %+v", g.Pending)
	}
	h.step()
	h.click(640, 400) // the US takes the board
	var gun game.UnitID
	for _, u := range g.Units {
		if u.Card.ID == "us.mortar_squad" {
			gun = u.ID
		}
	}
	label := "Fire mission · " + shortName(h.s.ownName(gun))
	b := planButton(h, label)
	if !b.Enabled {
		t.Fatalf("%s disabled: %s", label, b.Reason)
	}
	h.clickRect(b.R)
	if f := h.s.planr.fire; !f.on || f.dk != game.DecideRetaliation || !containsHex(f.lit, at) {
		t.Fatalf("plan %+v", f)
	}
	if planButton(h, "Interdict") == nil || !strings.Contains(h.s.side.info.String(), "Fire mission") {
		t.Errorf("info %q", h.s.side.info.String())
	}
	h.s.Map().CenterOn(at)
	h.step()
	h.clickHex(at)
	h.clickOrder("Destroy")
	h.save("play-fire-retaliation.png")
	h.clickOrder("Confirm")
	if h.s.planr.fire.on {
		t.Fatalf("plan still open: %q", h.s.Toast())
	}
	e := g.Engagement()
	if e == nil || e.Artillery == nil || len(e.Artillery.Orders) == 0 || e.Artillery.Orders[0].Gun != gun {
		t.Fatalf("no fire order recorded; toast %q", h.s.Toast())
	}
	if g.Pending.Kind != game.DecideRetaliation {
		t.Errorf("pending %+v", g.Pending)
	}
}

// The P-51D fighter-bomber flies a bomb mission to Foggia's airfield;
// if Germany is offered a scramble, its panel takes the Fw 190 and the
// answer reaches the engine; then, in the US Combat Phase, the aircraft's
// "Bombard airfield" button fires at the field (game.CmdBombard).
func TestBombardAirfieldAndScramble(t *testing.T) {
	h := newHarness(t, 1)
	g := h.game()
	sess := h.s.Session()
	inMovementUS(h)
	const p51 = game.UnitID(32)
	field := hex.Hex{}
	for _, a := range h.s.cfg.Map.Airfields {
		if hex.Distance(a.Hex, hex.MustParse("0807")) <= 1 {
			field = a.Hex
		}
	}
	if field == (hex.Hex{}) {
		t.Skip("no airfield at Foggia on this map")
	}
	bari := hex.MustParse("1710")
	if _, err := sess.Do(game.Command{Kind: game.CmdSortie, Unit: p51, Path: []hex.Hex{field, bari}, Option: game.MissionBomb, Hex: &field}); err != nil {
		t.Skipf("no bomb sortie to %s: %v", field, err)
	}
	for i := 0; i < 20 && !(g.Phase == game.PhaseCombat && g.Pending.Side == units.US && g.Pending.Kind == game.DecidePhase); i++ {
		if sess.NeedsHandOff() {
			h.click(640, 400)
		}
		if g.Pending.Kind == game.DecideScramble && g.Pending.Side == units.Germany {
			h.step()
			if h.s.side.kind != sideScramble || len(h.s.side.rows) == 0 {
				t.Fatalf("scramble panel %d, %d rows", h.s.side.kind, len(h.s.side.rows))
			}
			h.clickRect(h.s.side.rows[0].r)
			if len(h.s.planr.picks) != 1 {
				t.Fatalf("picks %v", h.s.planr.picks)
			}
			h.save("play-scramble.png")
			h.clickOrder("Stay over the fight")
			if g.Pending.Kind == game.DecideScramble {
				t.Fatalf("scramble not answered: %q", h.s.Toast())
			}
			continue
		}
		h.press(ebiten.KeyEnter)
	}
	if !(g.Phase == game.PhaseCombat && g.Pending.Side == units.US && g.Pending.Kind == game.DecidePhase) {
		t.Skipf("no US Combat Phase decision: %+v", g.Pending)
	}
	if len(g.BombardOrders(p51)) == 0 {
		t.Skipf("the P-51D cannot bombard (at %s, in flight %v)", g.Unit(p51).Hex, g.Unit(p51).InFlight)
	}
	h.s.Map().CenterOn(g.Unit(p51).Hex)
	h.step()
	h.clickHex(g.Unit(p51).Hex)
	for _, r := range h.s.side.rows {
		if r.id == p51 && !r.chosen {
			h.clickRect(r.r)
			break
		}
	}
	label := "Bombard airfield " + field.String()
	h.save("play-bombard.png")
	h.clickOrder(label)
	found := false
	for _, e := range sess.Logs[units.US] {
		found = found || e.Event.Kind == game.EvBombardment
	}
	if !found {
		t.Errorf("no bombardment in the log; toast %q", h.s.Toast())
	}
}
