package play

import (
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/game/board"
	"frontline/game/hex"
	"frontline/game/units"
	"frontline/render/widget"
)

// usEngineers: the first US Movement Phase, with the US combat
// engineers moved to at (test set-up, not the client) and selected.
func usEngineers(t *testing.T, at hex.Hex) (*harness, *game.Unit) {
	h := newHarness(t, 1)
	g := h.game()
	inMovementUS(h)
	var eng *game.Unit
	for _, u := range g.Units {
		if u.Card.ID == "us.engineer_squad" {
			eng = u
		}
	}
	h.moveAndSelect(eng, at)
	return h, eng
}

// moveAndSelect puts u in at (test set-up) and selects it there (by id:
// the stack at Bari has more rows than the panel shows).
func (h *harness) moveAndSelect(u *game.Unit, at hex.Hex) {
	u.Hex = at
	h.s.stale = true
	h.step()
	h.s.Map().CenterOn(at)
	h.s.Select(at)
	h.step()
	h.s.selectUnit(u.ID)
	h.step()
}

// Engineers on the undamaged Bari airfield see Repair airfield disabled
// with the engine's reason; once it is damaged, the click orders the
// repair: 8 paid, the engineers idle.
func TestRepairFieldOrder(t *testing.T) {
	bari := hex.MustParse("1710")
	h, eng := usEngineers(t, bari)
	g := h.game()
	b := h.orderButton(OrdRepairField)
	if b.Enabled || !strings.Contains(b.Reason, "not damaged") {
		t.Fatalf("undamaged field: enabled %v, %q", b.Enabled, b.Reason)
	}
	g.AirfieldsDamaged = map[string]bool{"1710": true} // set-up
	g.Player(units.US).Treasury = 50
	h.s.stale = true
	h.step()
	b = h.orderButton(OrdRepairField)
	h.save("play-repair-field.png")
	if !b.Enabled {
		t.Fatalf("damaged field: disabled, %q", b.Reason)
	}
	h.clickRect(b.R)
	if len(g.FieldRepairs) != 1 || g.FieldRepairs[0].Engineers != eng.ID || g.Player(units.US).Treasury != 42 {
		t.Fatalf("repairs %+v, treasury %d, toast %q", g.FieldRepairs, g.Player(units.US).Treasury, h.s.Toast())
	}
	if b := h.orderButton(OrdRepairField); b.Enabled || !strings.Contains(b.Reason, "idle") {
		t.Errorf("after the order: enabled %v, %q", b.Enabled, b.Reason)
	}
}

// edgeHex is an empty land hex on the map's edge.
func edgeHex(g *game.Game, m *board.Map) hex.Hex {
	for _, h := range m.Hexes() {
		if m.Terrain(h) == board.Sea || len(g.Stack(h)) > 0 {
			continue
		}
		for _, n := range hex.Neighbors(h) {
			if !m.InBounds(n) {
				return h
			}
		}
	}
	panic("no edge hex")
}

// Leave map is offered only in a Skirmish; away from the edge it says
// why; at the edge two clicks take the unit out of the game.
func TestLeaveMapOrder(t *testing.T) {
	h, eng := usEngineers(t, hex.MustParse("1209"))
	g := h.game()
	if h.hasOrder(OrdLeaveMap) {
		t.Fatal("Leave map offered outside a Skirmish")
	}
	sc := g.Scenario()
	was := sc.Win
	sc.Win.Skirmish = true // set-up; the scenario is this test's own
	t.Cleanup(func() { sc.Win = was })
	h.s.stale = true
	h.step()
	b := h.orderButton(OrdLeaveMap)
	if b.Enabled || !strings.Contains(b.Reason, "map's edge") {
		t.Fatalf("inland: enabled %v, %q", b.Enabled, b.Reason)
	}
	h.moveAndSelect(eng, edgeHex(g, sc.Map))
	h.clickRect(h.orderButton(OrdLeaveMap).R)
	h.clickRect(h.orderButton(OrdLeaveMap).R)
	if eng.Place != game.Away || !eng.Departed {
		t.Fatalf("place %s, departed %v, toast %q", eng.Place, eng.Departed, h.s.Toast())
	}
}

// mustangStrafes: the P-51D at Bari sent to strafe at (set-up through the
// session, as the sortie planner sends it; tested elsewhere).
func mustangStrafes(t *testing.T, at string) (h *harness, bari hex.Hex, lead game.UnitID) {
	h, bari, lead, _ = mustangsAtBari(t)
	way := hex.MustParse(at)
	if _, err := h.s.Session().Do(game.Command{Kind: game.CmdSortie, Unit: lead, Option: game.MissionStrafe, Hex: &way,
		Path: []hex.Hex{way, bari}}); err != nil {
		t.Fatal(err)
	}
	return h, bari, lead
}

// A Mustang on a strafe, in the Combat Phase: Return to base is disabled
// with the engine's reason while no field is in reach; otherwise a click
// sends it home to Bari.
func TestReturnToBaseMidCombat(t *testing.T) {
	h, bari, lead := mustangStrafes(t, "1509")
	g := h.game()
	h.endPhasesUntil(3, func() bool {
		return g.Phase == game.PhaseCombat && g.Pending.Kind == game.DecidePhase && g.Pending.Side == units.US
	})
	p51 := g.Unit(lead)
	if !p51.InFlight {
		t.Fatalf("the Mustang is not in flight in the Combat Phase: %s", p51.Hex)
	}
	pick := func() {
		h.s.Map().CenterOn(p51.Hex)
		h.s.Select(p51.Hex)
		h.step()
		h.s.selectUnit(lead)
		h.step()
	}
	// Set-up: the Mustang has flown all its movement, on its last turn
	// of flight: no field is in reach.
	i := slices.IndexFunc(g.Sorties, func(so game.Sortie) bool { return slices.Contains(so.Units, lead) })
	was, left := g.Sorties[i], p51.FlightLeft
	g.Sorties[i].Flown, g.Sorties[i].FlownStep, p51.FlightLeft = 99, g.Step, 1
	pick()
	b := planButton(h, "Return to base")
	if b.Enabled || !strings.Contains(b.Reason, "airfield the flight can reach") {
		t.Fatalf("refused return: enabled %v, %q", b.Enabled, b.Reason)
	}
	g.Sorties[i], p51.FlightLeft = was, left
	pick()
	h.clickOrder("Return to " + bari.String())
	so := g.SortieOf(lead)
	if so == nil || so.Mission != game.MissionFerry || len(so.Waypoints) != 1 || so.Waypoints[0] != bari {
		t.Fatalf("sortie %+v, toast %q", so, h.s.Toast())
	}
}

// untilPending presses Enter (and hands the screen over) until done.
func (h *harness) untilPending(n int, done func() bool) {
	h.t.Helper()
	sess := h.s.Session()
	for i := 0; i < n && !done(); i++ {
		if sess.NeedsHandOff() {
			h.click(640, 400)
			continue
		}
		h.press(ebiten.KeyEnter)
	}
	if sess.NeedsHandOff() {
		h.click(640, 400)
	}
	if !done() {
		h.t.Fatalf("not reached (pending %+v)", h.game().Pending)
	}
	h.step()
}

// A Mustang strafes 0909 and attacks nothing; at the German defensive
// combat offer the panel offers the Fw 190 a scramble against it, and
// the click opens the defensive engagement.
func TestScrambleAgainstPassingFlight(t *testing.T) {
	h, _, lead := mustangStrafes(t, "0909")
	g := h.game()
	h.untilPending(12, func() bool {
		return g.Pending.Kind == game.DecideDefensiveCombat && g.Pending.Side == units.Germany
	})
	label := "Intercept over " + g.Unit(lead).Hex.String()
	b := planButton(h, label)
	if !b.Enabled {
		t.Fatalf("%q disabled: %q", label, b.Reason)
	}
	h.save("play-scramble-passing.png")
	// Set-up: the German aircraft have all fought this phase; the button
	// says why nothing can go.
	was := map[game.UnitID]int{}
	for _, id := range g.Pending.Choices {
		was[id] = g.Unit(id).EngagedStep
		g.Unit(id).EngagedStep = g.Step
	}
	h.s.stale = true
	h.step()
	if b := planButton(h, "Scramble"); b.Enabled || !strings.Contains(b.Reason, "VI.7.1") {
		t.Fatalf("nothing to meet: enabled %v, %q", b.Enabled, b.Reason)
	}
	for id, st := range was {
		g.Unit(id).EngagedStep = st
	}
	h.s.stale = true
	h.step()
	h.clickOrder(label)
	if e := g.OpenEngagement; e == nil || e.Attacker != units.Germany || !e.Defensive {
		t.Fatalf("engagement %+v, toast %q", g.OpenEngagement, h.s.Toast())
	}
}

// interdictOffer plays the first US Combat Phase of seed up to the US
// being offered an Interdict at a German withdrawal (set-up through the
// session: a US attack, Withdraw dealt to Germany and played), or nil
// when this seed's dice do not lead there.
func interdictOffer(t *testing.T, seed uint64) *harness {
	h := usAttacksGerman(t, seed)
	if h == nil {
		return nil
	}
	g := h.game()
	g.Players[units.Germany].Hand = append(g.Players[units.Germany].Hand, "withdraw")
	if !h.playEngagement(germanWithdraws, func(g *game.Game) bool { return g.Pending.Kind == game.DecideInterdictWithdraw }) {
		return nil
	}
	return h
}

// usAttacksGerman plays to the first US Combat Phase of seed, where a US
// unit moved next to a German rifle squad it sees attacks it (set-up
// through the session), or returns nil when none could.
func usAttacksGerman(t *testing.T, seed uint64) *harness {
	h := newHarness(t, seed)
	g := h.game()
	sess := h.s.Session()
	inMovementUS(h)
	h.endPhasesUntil(3, func() bool {
		return g.Phase == game.PhaseCombat && g.Pending.Kind == game.DecidePhase && g.Pending.Side == units.US
	})
	// Set-up: a US unit moved next to a German rifle squad it sees.
	var de *game.Unit
	for _, u := range g.Units {
		if de == nil && u.Card.ID == "de.rifle_squad" && u.Deployed() && g.Sees(units.US, u.ID) {
			de = u
		}
	}
	for _, us := range g.Units {
		if us.Side != units.US || !us.Deployed() || !us.Card.Ground() || us.Card.Class == units.Structure {
			continue
		}
		for _, n := range hex.Neighbors(de.Hex) {
			if g.Scenario().Map.Terrain(n) == board.Sea || len(g.Stack(n)) > 0 {
				continue
			}
			was := us.Hex
			group := []*game.Unit{us}
			for _, c := range g.Units {
				if c.Mans == us.ID && c.Hex == was {
					group = append(group, c) // its crew
				}
			}
			for _, c := range group {
				c.Hex = n
			}
			if _, err := sess.Do(game.Command{Kind: game.CmdAttack, Units: []game.UnitID{us.ID}, Target: de.ID}); err == nil {
				return h
			}
			for _, c := range group {
				c.Hex = was
			}
		}
	}
	return nil
}

// germanWithdraws plays Withdraw at Germany's decisions while it holds one.
func germanWithdraws(g *game.Game) (game.Command, bool) {
	if g.Pending.Side == units.Germany && slices.Contains(g.Players[units.Germany].Hand, "withdraw") {
		return game.Command{Kind: game.CmdPlayCard, Card: "withdraw"}, true
	}
	return game.Command{}, false
}

// playEngagement answers the open engagement through the session (test
// set-up): with german's command when it gives one, else the pass, until
// stop holds (at most 8 commands); the screen is then handed to the side
// to answer and shown afresh. It reports whether stop was reached.
func (h *harness) playEngagement(german func(*game.Game) (game.Command, bool), stop func(*game.Game) bool) bool {
	g := h.game()
	sess := h.s.Session()
	for i := 0; i < 8 && !stop(g) && g.OpenEngagement != nil; i++ {
		if sess.NeedsHandOff() {
			sess.TakeOver()
		}
		cmd := game.PassCommand(g)
		if c, ok := german(g); ok {
			cmd = c
		}
		if _, err := sess.Do(cmd); err != nil {
			return false
		}
	}
	if !stop(g) {
		return false
	}
	if sess.NeedsHandOff() {
		sess.TakeOver()
	}
	h.s.viewerChanged()
	h.s.stale = true
	h.step()
	return true
}

// At the Interdict offer the panel shows both answers: each gun's fire
// mission (Interdict only, aimed at the withdrawing units) and Let them
// go, which the engine accepts.
func TestInterdictWithdrawOffer(t *testing.T) {
	var h *harness
	for seed := uint64(1); seed <= 5 && h == nil; seed++ {
		h = interdictOffer(t, seed)
	}
	if h == nil {
		t.Skip("no seed leads to an Interdict offer")
	}
	g := h.game()
	h.save("play-interdict-withdraw.png")
	var fire *widget.Button
	for _, b := range h.s.planr.btns[:h.s.planr.n] {
		if strings.HasPrefix(b.b.Label(), "Fire mission") { // one gun, or "Fire missions · N guns cannot fire now"
			fire = &b.b
		}
	}
	if fire == nil {
		t.Fatal("no fire mission offered")
	}
	if !fire.Enabled && !strings.Contains(fire.Reason, "withdrawing") && !strings.Contains(fire.Reason, "munitions") {
		t.Errorf("disabled fire mission without a reason: %q", fire.Reason)
	}
	if fire.Enabled {
		h.clickRect(fire.R)
		if got := FireMissionsNow(h.s.planr.fire.dk); !h.s.planr.fire.on || h.s.planr.fire.mission != game.MissionInterdict || len(got) != 1 {
			t.Fatalf("fire plan %+v", h.s.planr.fire)
		}
		h.save("play-interdict-aim.png")
		h.clickOrder("Cancel")
	}
	h.clickOrder("Let them go")
	if g.Pending.Kind == game.DecideInterdictWithdraw {
		t.Fatalf("still offered; toast %q", h.s.Toast())
	}
}

// With the hand open over the map, the map still finishes painting and
// reports ready (the screenshot of an open panel waits for it).
func TestMapReadyWithPanelOpen(t *testing.T) {
	h := newHarness(t, 1)
	h.s.OpenHand()
	for i := 0; i < 600 && !h.s.Ready(); i++ {
		h.step()
	}
	if !h.s.Ready() {
		t.Fatal("the map never reports ready while the hand is open")
	}
}
