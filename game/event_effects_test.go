package game

import (
	"math"
	"slices"
	"strings"
	"testing"

	"frontline/game/cards"
	"frontline/game/dice"
	"frontline/game/hex"
	"frontline/game/units"
)

// answerEventPick answers a pending event card choice with the first
// choices it needs (none for deploy_now), as the test runs of whole turns
// need.
func answerEventPick(t *testing.T, g *Game) []Event {
	t.Helper()
	p := g.EventPick
	n := min(p.Count, len(g.Pending.Choices))
	if p.UpTo {
		n = 0
	}
	return mustApply(t, g, Command{Kind: CmdEventPick, Side: g.Pending.Side, Units: g.Pending.Choices[:n]})
}

// noEvents empties the event deck, for tests of other rules that play
// whole turns from the scenario's start and need its positions kept.
func noEvents(g *Game) { g.Events = cards.Deck{} }

// drawEvent plays a fresh game with an empty event deck to side's next
// Income/Event phase, puts card id on top of the deck and scripts the
// d10 event check (1: drawn) followed by rolls. It returns the events up
// to the next decision.
func drawEvent(t *testing.T, g *Game, side units.Side, id string, rolls ...int) []Event {
	t.Helper()
	noEvents(g)
	runToIncomeOf(t, g, side)
	g.Events.Pile = []string{id}
	g.dice = dice.ScriptT(t, append([]int{1}, rolls...)...)
	return endPhase(t, g)
}

// effectEvents are the events of applied event card effects.
func effectEvents(evs []Event) []Event { return eventsOf(evs, EvEventEffect) }

// toOwnTurn plays on, every bill paid and no event drawn (every die a
// 10), until side begins its own turn n (at the first decision of it).
func toOwnTurn(t *testing.T, g *Game, side units.Side, n int) []Event {
	t.Helper()
	tens := make([]int, 100)
	for i := range tens {
		tens[i] = 10
	}
	g.dice = dice.Script(tens...)
	var evs []Event
	for steps := 0; g.Active != side || g.Players[side].Turn < n; steps++ {
		if steps > 200 {
			t.Fatalf("never reached turn %d of %s", n, side)
		}
		for _, p := range g.Players {
			p.Treasury = 1000
		}
		evs = append(evs, endPhase(t, g)...)
	}
	return evs
}

// usIncome is the intro game (seed 1, no event deck) just before the
// US Income/Event phase of its turn 2.
func usIncome(t *testing.T) *Game {
	t.Helper()
	g, _ := newTestGame(t, 1)
	noEvents(g)
	runToIncomeOf(t, g, units.US)
	return g
}

// onMapOf lists side's units on the map that pass f, in id order.
func onMapOf(g *Game, side units.Side, f cards.Filter) []*Unit {
	var out []*Unit
	for _, u := range g.Units {
		if u.Side == side && u.Deployed() && f.Match(u.Card) {
			out = append(out, u)
		}
	}
	return out
}

func mentions(t *testing.T, what string, err error, want ...string) {
	t.Helper()
	if err == nil {
		t.Fatalf("%s: accepted, want a refusal", what)
	}
	for _, w := range want {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("%s: error %q does not mention %q", what, err, w)
		}
	}
}

// III.6.3: Captured Depots adds 10 to each later Income phase of the
// drawer while it lasts, and the event text no longer disclaims effects.
func TestIII63_CapturedDepotsRaiseIncome(t *testing.T) {
	g, _ := newTestGame(t, 1)
	evs := drawEvent(t, g, units.US, "captured_depots")
	drawn, _ := hasEvent(evs, EvEventDrawn)
	if strings.Contains(drawn.Text, "not yet applied") {
		t.Errorf("event text still disclaims its effects: %q", drawn.Text)
	}
	if effs := effectEvents(evs); len(effs) != 1 || effs[0].Rule != "III.6.3" || !strings.Contains(effs[0].Text, "+10") {
		t.Fatalf("effect events %+v", effs)
	}
	g.dice = dice.New(3)
	noEvents(g)
	runToIncomeOf(t, g, units.US)
	base := g.Income(units.US)
	g.dice = dice.ScriptT(t, 10) // no event this time
	inc, _ := hasEvent(endPhase(t, g), EvIncome)
	if inc.Amount != base+10 || !strings.Contains(inc.Text, "Captured Depots +10") {
		t.Fatalf("income %d (%q), want %d", inc.Amount, inc.Text, base+10)
	}
}

// III.6.3: Convoy Losses raises the drawer's supply rate from 10% to 15%
// in the Supply phase that follows.
func TestIII63_ConvoyLossesRaiseSupplyCosts(t *testing.T) {
	g, _ := newTestGame(t, 1)
	evs := drawEvent(t, g, units.US, "convoy_losses")
	sup, _ := hasEvent(evs, EvSupplyPaid)
	_, force := g.SupplyCost(units.US)
	want := max(int(math.Floor(float64(force)*15/100+0.5))-PortSupplyBonus*g.PortsServing(units.US), 0)
	if owed, _ := g.SupplyCost(units.US); owed != want || g.Players[units.US].SupplyDue != want {
		t.Fatalf("owed %d (due %d), want 15%% = %d", owed, g.Players[units.US].SupplyDue, want)
	}
	if !strings.Contains(sup.Text, "15%") || !strings.Contains(sup.Text, "Convoy Losses") {
		t.Errorf("supply text %q", sup.Text)
	}
	if g.supplyPercent(units.Germany) != SupplyPercent {
		t.Error("Convoy Losses hit the other side too")
	}
}

// III.6.3, III.6.4: Supply Convoy Arrives makes this turn's supply free
// and is gone after the turn.
func TestIII63_SupplyConvoyMakesSupplyFreeThisTurn(t *testing.T) {
	g, _ := newTestGame(t, 1)
	evs := drawEvent(t, g, units.US, "supply_convoy")
	if sup, _ := hasEvent(evs, EvSupplyPaid); sup.Amount != 0 || g.Players[units.US].SupplyDue != 0 {
		t.Fatalf("paid %d, due %d under a free supply convoy", sup.Amount, g.Players[units.US].SupplyDue)
	}
	g.dice = dice.New(3)
	toOwnTurn(t, g, units.Germany, g.Players[units.Germany].Turn+1)
	if owed, _ := g.SupplyCost(units.US); owed == 0 || len(g.InForce) != 0 {
		t.Errorf("after the turn: owed %d, in force %v", owed, g.InForce)
	}
}

// III.6.3: Autumn Rains (d6 3 turns) costs vehicles a hex on a move that
// leaves the roads; road moves keep their full Movement.
func TestIII63_MudSlowsVehiclesOffRoad(t *testing.T) {
	g, _ := newTestGame(t, 1)
	drawEvent(t, g, units.US, "autumn_rains", 3)
	mvToMovement(t, g, units.US)
	sh, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "1711")
	mvRefused(t, g, mvCmd(sh, "1712", "1713", "1714"), "may enter 2 hexes", "Autumn Rains -1", "III.6.3", "not 3")
	if _, ok := g.MoveOptions(sh.ID)["1714"]; ok {
		t.Error("move options still offer three hexes off the road")
	}
	road, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "1309")
	if _, ok := g.MoveOptions(road.ID)["1610"]; !ok {
		t.Error("move options lost the three-hex road move")
	}
	mustApply(t, g, mvCmd(road, "1409", "1510", "1610"))
	mustApply(t, g, mvCmd(sh, "1712", "1713"))
	mvAt(t, sh, "1713")
	sq := addUnit(t, g, "us.rifle_squad", units.US, "1711")
	if _, ok := g.MoveOptions(sq.ID)["1712"]; !ok {
		t.Error("infantry is not slowed by Autumn Rains")
	}
}

// III.6.3: Refugees on the Roads costs vehicles a hex on road moves only.
func TestIII63_RefugeesSlowRoadMoves(t *testing.T) {
	g, _ := newTestGame(t, 1)
	drawEvent(t, g, units.US, "refugees", 5) // d3 from a d6 of 5: 3 turns
	mvToMovement(t, g, units.US)
	road, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "1309")
	mvRefused(t, g, mvCmd(road, "1409", "1510", "1610"), "may enter 2 hexes", "Refugees on the Roads -1")
	off, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "1711")
	mustApply(t, g, mvCmd(off, "1712", "1713", "1714"))
}

// III.6.3: Fuel Shortage takes two hexes from the drawer's vehicles and
// tanks only; the enemy's tanks move as usual.
func TestIII63_FuelShortageHitsTheDrawerOnly(t *testing.T) {
	g, _ := newTestGame(t, 1)
	drawEvent(t, g, units.US, "fuel_shortage")
	mvToMovement(t, g, units.US)
	sh, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "1309")
	mvRefused(t, g, mvCmd(sh, "1409", "1510"), "may enter 1 hexes", "Fuel Shortage -2")
	pz, _ := crewUnit(t, g, "de.panzer_iv_g", "de.tank_crew", units.Germany, "1713")
	if mv, _ := g.moveAllowance(pz, mvPath("1714")); mv != pz.Face().Movement {
		t.Errorf("German allowance %d under a US fuel shortage", mv)
	}
}

// III.6.3: Autumn Rains makes off-road mountain checks for vehicles need
// 8 instead of 7: a 7 now fails.
func TestIII63_RainsMakeMountainChecksHarder(t *testing.T) {
	g, _ := newTestGame(t, 1)
	drawEvent(t, g, units.US, "autumn_rains", 3)
	mvToMovement(t, g, units.US)
	sh, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "1610")
	g.dice = dice.ScriptT(t, 7)
	evs := mustApply(t, g, mvCmd(sh, "1511"))
	chk, _ := hasEvent(evs, EvTerrainCheck)
	if !strings.Contains(chk.Text, "needs 8+") || !strings.Contains(chk.Text, "Autumn Rains +1") || !strings.Contains(chk.Rule, "III.6.3") {
		t.Errorf("check %+v", chk)
	}
	mvAt(t, sh, "1610")
}

// III.6.3: Rivers in Flood makes infantry fords need 6 instead of 4 and
// threatens two random bridges, each swept away on a d10 of 3 or less.
func TestIII63_RiversInFlood(t *testing.T) {
	g, _ := newTestGame(t, 1)
	// Duration d6 6 (3 turns); bridge picks among 17 then 16 (the first
	// two); d10 3 brings the first down, d10 4 leaves the second.
	evs := drawEvent(t, g, units.US, "rivers_in_flood", 6, 1, 1, 3, 4)
	first, second := hex.MustParse("0403"), hex.MustParse("0505")
	if g.bridgeIntact(first, hex.MustParse("0504")) || !g.bridgeIntact(second, hex.MustParse("0605")) {
		t.Errorf("bridges after the flood: down %v", g.BridgesDown)
	}
	var threat Event
	for _, e := range effectEvents(evs) {
		if strings.Contains(e.Text, "bridges fall") {
			threat = e
		}
	}
	if !strings.Contains(threat.Text, "d10 3, down") || !strings.Contains(threat.Text, "d10 4, holds") || len(threat.Rolls) != 4 {
		t.Errorf("bridge event %+v", threat)
	}
	mvToMovement(t, g, units.US)
	g.Unit(8).Place = Away // the engineers at 1209 would help (VI.5.2)
	sq := addUnit(t, g, "us.rifle_squad", units.US, "1209")
	g.dice = dice.ScriptT(t, 5)
	chk, _ := hasEvent(mustApply(t, g, mvCmd(sq, "1208")), EvTerrainCheck)
	if !strings.Contains(chk.Text, "needs 6+") || !strings.Contains(chk.Text, "fails") {
		t.Errorf("ford in flood %q", chk.Text)
	}
}

// III.6.3: Ammunition Rationing takes 1 from the drawer's guns' attack
// rolls: a 13 that would hit with the 57mm gun now misses.
func TestIII63_AmmunitionRationingGunsAttackLess(t *testing.T) {
	g := combatGame(t, units.US)
	g.Players[units.US].Hand = nil
	g.InForce = []ActiveEvent{{Card: "ammunition_rationing", Drawer: units.US, TurnsLeft: 3}}
	gun, _ := crewUnit(t, g, "us.at_gun_57mm", "us.artillery_crew", units.US, "0606")
	squad := addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	mustApply(t, g, attackCmd(units.US, squad, gun))
	g.dice = dice.ScriptT(t, 13)
	evs := mustApply(t, g, retaliateCmd(units.Germany, gun))
	shots := eventsOf(evs, EvShot)
	if len(shots) != 1 || !strings.Contains(shots[0].Text, "d20 13 -1 event card (III.6.3) vs 13, miss") {
		t.Fatalf("shots %+v", shots)
	}
	if squad.Damaged || squad.Place != OnMap {
		t.Error("the missed shot hurt the squad")
	}
}

// III.6.3: Signals Breakdown forbids the drawer's Command Cards (naming
// the event), shrinks its command radii by 3 and costs 1 on initiative.
func TestIII63_SignalsBreakdown(t *testing.T) {
	g, us, de := cardGame(t)
	g.InForce = []ActiveEvent{{Card: "signals_breakdown", Drawer: units.US, TurnsLeft: 2}}
	g.Players[units.US].Hand = []string{"withdraw"}
	for _, s := range g.CommandRadius(units.US) {
		if u := g.Unit(s.Unit); s.Radius != u.Face().CommandRadius-3 {
			t.Errorf("%s radius %d, printed %d", g.describe(u), s.Radius, u.Face().CommandRadius)
		}
	}
	mustApply(t, g, attackCmd(units.US, de, us))
	g.dice = dice.Script(9, 1, 2, 2, 2, 2, 2, 2, 2, 2)
	evs := mustApply(t, g, retaliateCmd(units.Germany, us, de))
	ini, _ := hasEvent(evs, EvInitiative)
	if !strings.Contains(ini.Text, "-1 Signals Breakdown (III.6.3)") {
		t.Errorf("initiative %q", ini.Text)
	}
	if g.Pending.Kind != DecideEngagementRound {
		t.Fatalf("pending %+v", g.Pending)
	}
	_, err := g.Apply(playCmd(units.US, "withdraw"))
	mentions(t, "play_card", err, "Signals Breakdown", "III.6.3")
	if len(g.Players[units.US].Hand) != 1 {
		t.Error("the refused card left the hand")
	}
}

// III.6.3: under High/Rough Seas no ship moves, and the large ships
// waiting to deploy of both sides come two turns late.
func TestIII63_HighSeasHoldShips(t *testing.T) {
	g, _ := newTestGame(t, 1)
	lst := stageUnit(t, g, "us.lst_mk2", units.US, 5)
	sq := stageUnit(t, g, "us.rifle_squad", units.US, 5)
	evs := drawEvent(t, g, units.US, "high_seas", 2)
	if lst.DeployTurn != 7 || sq.DeployTurn != 5 {
		t.Errorf("deploy turns: LST %d (want 7), squad %d (want 5)", lst.DeployTurn, sq.DeployTurn)
	}
	for _, e := range effectEvents(evs) {
		if containsID(e.Units, lst.ID) && !e.Secret {
			t.Error("the staging area leaked through a public event")
		}
	}
	mvToMovement(t, g, units.US)
	lcvp := g.Unit(36)
	mentions(t, "LCVP move", g.CanMove(lcvp.ID), "High/Rough Seas", "III.6.3")
}

// III.6.3: Fog and Low Cloud grounds aircraft and Ammunition Rationing
// stops fire missions while in force; neither holds after expiry. The
// aircraft and artillery rules read effectActive.
func TestIII63_GroundAircraftAndNoFireMissionsWhileInForce(t *testing.T) {
	g, _ := newTestGame(t, 1)
	drawEvent(t, g, units.US, "fog_low_cloud", 1) // d3 from a d6 of 1: 1 turn
	g.InForce = append(g.InForce, ActiveEvent{Card: "ammunition_rationing", Drawer: units.US, TurnsLeft: 1})
	for _, side := range Sides {
		if !g.effectActive(side, cards.GroundAircraft) {
			t.Errorf("%s aircraft not grounded", side)
		}
	}
	if !g.effectActive(units.US, cards.NoFireMissions) || g.effectActive(units.Germany, cards.NoFireMissions) {
		t.Error("no_fire_missions must hit the drawer only")
	}
	g.dice = dice.New(3)
	toOwnTurn(t, g, units.Germany, g.Players[units.Germany].Turn+1)
	if g.effectActive(units.US, cards.GroundAircraft) || g.effectActive(units.US, cards.NoFireMissions) {
		t.Error("effects still active after the cards ran out")
	}
}

// III.6.3, III.6.4: Malaria idles two random infantry units of the
// drawer for 2 turns: they may neither move nor fight, the enemy is not
// told which, and they are free after the card runs out.
func TestIII63_MalariaIdlesInfantry(t *testing.T) {
	g := usIncome(t)
	inf := onMapOf(g, units.US, cards.FilterInfantry)
	g.Events.Pile = []string{"malaria"}
	g.dice = dice.ScriptT(t, 1, 1, 1) // event check; picks: the first, then the first left
	evs := endPhase(t, g)
	sick := []*Unit{inf[0], inf[1]}
	for _, u := range sick {
		mentions(t, "sick unit", g.CanMove(u.ID), "Malaria", "III.6.3")
	}
	if err := g.CanMove(inf[2].ID); err != nil && strings.Contains(err.Error(), "Malaria") {
		t.Errorf("a third unit is idled: %v", err)
	}
	for _, e := range g.FilterEvents(units.Germany, evs) {
		if e.Kind == EvEventEffect && len(e.Units) > 0 {
			t.Errorf("Germany learns the sick units: %+v", e)
		}
	}
	for _, a := range g.View(units.Germany).InForce {
		if len(a.Idle) > 0 {
			t.Errorf("Germany's view shows idled units %v", a.Idle)
		}
	}
	if v := g.View(units.US).InForce; len(v) != 1 || len(v[0].Idle) != 2 {
		t.Errorf("US view of the events in force %+v", v)
	}
	g.dice = dice.New(3)
	toOwnTurn(t, g, units.US, g.Players[units.US].Turn+1)
	mvToMovement(t, g, units.US)
	mentions(t, "still sick", g.CanMove(sick[0].ID), "Malaria")
	evs = toOwnTurn(t, g, units.US, g.Players[units.US].Turn+1)
	mvToMovement(t, g, units.US)
	if g.eventIdle(sick[0]) != "" {
		t.Error("still idle after Malaria ran out")
	}
	if _, ok := hasEvent(evs, EvEventEffect); !ok {
		t.Error("no event frees the sick units")
	}
}

// III.6.3: an idled unit may not attack or retaliate either.
func TestIII63_IdleUnitsMayNotFight(t *testing.T) {
	g, us, de := cardGame(t)
	g.InForce = []ActiveEvent{{Card: "malaria", Drawer: units.Germany, TurnsLeft: 2, Idle: []UnitID{de.ID}},
		{Card: "malaria", Drawer: units.US, TurnsLeft: 2, Idle: []UnitID{us.ID}}}
	_, err := g.Apply(attackCmd(units.US, de, us))
	mentions(t, "attack", err, "Malaria", "III.6.3")
	g.InForce = g.InForce[:1]
	g.Players[units.US].Hand = nil
	mustApply(t, g, attackCmd(units.US, de, us))
	if g.Pending.Kind == DecideRetaliation && containsID(g.Pending.Choices, de.ID) {
		t.Fatal("the idled squad is offered as a retaliating unit")
	}
	if bar := g.fighterBar(de, false); !strings.Contains(bar, "Malaria") {
		t.Fatalf("the idled squad may fight: %q", bar)
	}
}

// III.6.3, Example (Frontline Priority I): two random ground units and
// their crews leave for 5 turns and come back at a held port with one
// experience roll each.
func TestIII6_FrontlinePriorityWithdrawsAndReturns(t *testing.T) {
	g := usIncome(t)
	ground := onMapOf(g, units.US, cards.FilterGround)
	// The picks: the last candidate, then the last left; the Sherman at
	// 1710 (the last ground unit) goes with its crew.
	g.Events.Pile = []string{"frontline_priority_1"}
	n := len(ground)
	g.dice = dice.ScriptT(t, 1, n, n-1)
	evs := endPhase(t, g)
	a, b := ground[n-1], ground[n-2]
	crew := g.Unit(a.Crew)
	if a.Place != Away || b.Place != Away || (crew != nil && crew.Place != Away) {
		t.Fatalf("places %s %s (crew %v)", a.Place, b.Place, crew)
	}
	ev := effectEvents(evs)[0]
	if !containsID(ev.Units, a.ID) || !containsID(ev.Units, b.ID) || ev.Rule != "III.6.3" {
		t.Errorf("withdrawal event %+v", ev)
	}
	for _, a := range g.View(units.Germany).InForce {
		if len(a.Away) > 0 {
			t.Errorf("Germany's view names the withdrawn units %v", a.Away)
		}
	}
	turn := g.Players[units.US].Turn
	evs = toOwnTurn(t, g, units.US, turn+4)
	if a.Place != Away {
		t.Fatal("back before the five turns are over")
	}
	evs = toOwnTurn(t, g, units.US, turn+5)
	if a.Place != OnMap || !g.portHeld(units.US, a.Hex) || (crew != nil && crew.Hex != a.Hex) {
		t.Fatalf("after expiry: %s in %s", a.Place, a.Hex)
	}
	back := 0
	for _, e := range effectEvents(evs) {
		if strings.Contains(e.Text, "returns at") && strings.Contains(e.Text, "Experience") && len(e.Rolls) == 1 {
			back++
		}
	}
	if back != 2 {
		t.Errorf("%d returns with an experience roll, want 2", back)
	}
}

// III.6.3: Shipping Diverted puts every staged unit of the drawer two
// turns later; the enemy's staging area is untouched.
func TestIII63_ShippingDivertedDelaysStagedUnits(t *testing.T) {
	g, _ := newTestGame(t, 1)
	us := stageUnit(t, g, "us.rifle_squad", units.US, 5)
	de := stageUnit(t, g, "de.rifle_squad", units.Germany, 5)
	evs := drawEvent(t, g, units.US, "shipping_diverted")
	if us.DeployTurn != 7 || de.DeployTurn != 5 {
		t.Errorf("deploy turns US %d (want 7), Germany %d (want 5)", us.DeployTurn, de.DeployTurn)
	}
	if len(g.FilterEvents(units.Germany, effectEvents(evs))) != 0 {
		t.Error("Germany sees the US staging area")
	}
}

// III.6.3: Early Arrival lets the drawer deploy up to three staged units
// at once at Table V.1 places of its choice; wrong answers are refused
// and change nothing; afterwards the turn goes on.
func TestIII63_EarlyArrivalDeploysChosenUnits(t *testing.T) {
	g, _ := newTestGame(t, 1)
	sq := stageUnit(t, g, "us.rifle_squad", units.US, 5)
	tank := stageUnit(t, g, "us.sherman_m4a3", units.US, 5)
	crew := stageUnit(t, g, "us.tank_crew", units.US, 5)
	tank.Crew, crew.Mans = crew.ID, tank.ID
	drawEvent(t, g, units.US, "early_arrival")
	if g.Pending.Kind != DecideEventPick || g.Pending.Side != units.US || !slices.Equal(g.Pending.Choices, []UnitID{sq.ID, tank.ID}) {
		t.Fatalf("pending %+v", g.Pending)
	}
	hand := len(g.Players[units.US].Hand)
	bari, inland := hex.MustParse("1710"), hex.MustParse("1409")
	before := mvState(t, g)
	_, err := g.Apply(Command{Kind: CmdEventPick, Side: units.US, Units: []UnitID{sq.ID}, Path: []hex.Hex{inland}})
	mentions(t, "inland", err, "shipping facility", "Table V.1")
	_, err = g.Apply(Command{Kind: CmdEventPick, Side: units.US, Units: []UnitID{crew.ID}, Path: []hex.Hex{bari}})
	mentions(t, "crew", err, "not one of the choices")
	_, err = g.Apply(Command{Kind: CmdEventPick, Side: units.US, Units: []UnitID{sq.ID, tank.ID}, Path: []hex.Hex{bari}})
	mentions(t, "one hex", err, "one hex for each")
	if mvState(t, g) != before {
		t.Fatal("a refused pick changed the state")
	}
	evs := mustApply(t, g, Command{Kind: CmdEventPick, Side: units.US, Units: []UnitID{tank.ID}, Path: []hex.Hex{bari}})
	if tank.Place != OnMap || crew.Place != OnMap || tank.Hex != bari || sq.Place != Staged {
		t.Fatalf("tank %s %s, crew %s, squad %s", tank.Place, tank.Hex, crew.Place, sq.Place)
	}
	if _, ok := hasEvent(evs, EvCommandDrawn); !ok || len(g.Players[units.US].Hand) != hand+1 {
		t.Error("the Income/Event phase did not go on to the command card")
	}
	if g.Pending.Kind != DecidePhase || g.Phase != PhaseMovement {
		t.Errorf("after the pick: %+v in %s", g.Pending, g.Phase)
	}
}

// III.6.3: a choice pending in a save replays to the same state, and
// the loaded game goes on from it.
func TestIII63_PendingEventPickSurvivesSave(t *testing.T) {
	for seed := uint64(1); seed < 40; seed++ {
		g, _ := newTestGame(t, seed)
		for step := 0; step < 300 && !g.Over && g.Pending.Kind != DecideEventPick; step++ {
			if g.Pending.Kind == DecideSupplyIdle {
				mustApply(t, g, Command{Kind: CmdChooseSupplyIdle, Side: g.Pending.Side, Units: g.Pending.Choices})
				continue
			}
			mustApply(t, g, Command{Kind: CmdEndPhase, Side: g.Pending.Side})
		}
		if g.Pending.Kind != DecideEventPick {
			continue
		}
		loaded := saveAndReload(t, g)
		answerEventPick(t, g)
		answerEventPick(t, loaded)
		if g.Hash() != loaded.Hash() {
			t.Fatal("the loaded game answers the pick differently")
		}
		return
	}
	t.Fatal("no seed reached an event card choice")
}

// III.6.3: Reinforcements Arrive gives the drawer two free rifle squads
// of its own country at a port it controls.
func TestIII63_ReinforcementsArriveAtAPort(t *testing.T) {
	g, _ := newTestGame(t, 1)
	before := len(g.Units)
	evs := drawEvent(t, g, units.US, "reinforcements_arrive")
	made := g.Units[before:]
	if len(made) != 2 {
		t.Fatalf("%d units made, want 2", len(made))
	}
	for _, u := range made {
		if u.CardID != "us.rifle_squad" || u.Place != OnMap || !g.portHeld(units.US, u.Hex) {
			t.Errorf("%s %s in %s", u.CardID, u.Place, u.Hex)
		}
	}
	if e := effectEvents(evs); len(e) != 1 || len(e[0].Units) != 2 || !e[0].Secret {
		t.Errorf("arrival events %+v", e)
	}
}

// III.6.3, Inset VIII.2 item 4: Replacements and Training lets the
// drawer choose two units that each roll once on Table VIII.1.
func TestIII63_ReplacementsRollExperienceForChosenUnits(t *testing.T) {
	g, _ := newTestGame(t, 1)
	drawEvent(t, g, units.US, "replacements_training")
	if g.Pending.Kind != DecideEventPick {
		t.Fatalf("pending %+v", g.Pending)
	}
	ch := g.Pending.Choices
	_, err := g.Apply(Command{Kind: CmdEventPick, Side: units.US, Units: ch[:1]})
	mentions(t, "one unit", err, "name 2 units", "III.6.3")
	_, err = g.Apply(Command{Kind: CmdEventPick, Side: units.US, Units: []UnitID{ch[0], ch[0]}})
	mentions(t, "twice", err, "twice")
	_, err = g.Apply(Command{Kind: CmdEventPick, Side: units.Germany, Units: ch[:2]})
	mentions(t, "wrong side", err, "United States's decision")
	g.dice = dice.ScriptT(t, 10, 4)
	a, b := g.starHolder(g.Unit(ch[0])), g.starHolder(g.Unit(ch[1]))
	sa, sb := len(a.Stars), len(b.Stars)
	evs := mustApply(t, g, Command{Kind: CmdEventPick, Side: units.US, Units: ch[:2]})
	if len(a.Stars) != sa+1 || len(b.Stars) != sb {
		t.Errorf("stars %d→%d and %d→%d, want one star for the 10", sa, len(a.Stars), sb, len(b.Stars))
	}
	if e := effectEvents(evs); len(e) != 1 || !e[0].Secret || len(e[0].Rolls) != 2 {
		t.Errorf("experience events %+v", e)
	}
}

// VIII.2: without the optional Experience rules the card does nothing
// and asks nothing.
func TestIII63_NoExperienceRulesNoRolls(t *testing.T) {
	g, _ := newTestGame(t, 1)
	g.Rules.Experience = false
	evs := drawEvent(t, g, units.US, "replacements_training")
	if g.Pending.Kind == DecideEventPick || !strings.Contains(effectEvents(evs)[0].Text, "not in use") {
		t.Errorf("pending %+v, events %+v", g.Pending, effectEvents(evs))
	}
}

// III.6.3 (A5): Partisan Sabotage strikes a German rear unit whoever
// draws it (hits on 12+, damage index 2); the US drawer is not told which
// hidden unit it was. With no bridge standing none is threatened.
func TestIII63_PartisansAttackAGermanRearUnit(t *testing.T) {
	g := usIncome(t)
	for _, u := range g.Units {
		if u.Side == units.Germany && u.Deployed() && !commandStructure(u) {
			u.Place = Away
		}
	}
	for _, b := range g.scenario.Map.Bridges {
		g.destroyBridge(b.Edge.A, b.Edge.B)
	}
	near := addUnit(t, g, "de.rifle_squad", units.Germany, "1210") // next to Canosa's US units
	rear := addUnit(t, g, "de.rifle_squad", units.Germany, "0303")
	addUnit(t, g, "de.panzer_iv_g", units.Germany, "0303") // on top of the squad
	g.Events.Pile = []string{"partisan_sabotage"}
	// Candidates: the rear squad and the Panzer (sorted by id): d2 1 picks
	// the squad; d20 12 hits; intensity 10 + DI 2 = 12 destroys it.
	g.dice = dice.ScriptT(t, 1, 1, 12, 10)
	evs := endPhase(t, g)
	if rear.Place != Destroyed || near.Place != OnMap {
		t.Fatalf("rear squad %s, front squad %s", rear.Place, near.Place)
	}
	for _, e := range g.FilterEvents(units.US, evs) {
		if containsID(e.Units, rear.ID) || strings.Contains(e.Text, "Rifle Squad") {
			t.Errorf("the US learns the hidden German unit: %+v", e)
		}
	}
	hit := false
	for _, e := range g.FilterEvents(units.Germany, evs) {
		hit = hit || (containsID(e.Units, rear.ID) && strings.Contains(e.Text, "hits on 12+"))
	}
	if !hit {
		t.Error("Germany is not told which unit the partisans struck")
	}
}

// III.6.3: Mechanical Breakdown damages one random intact vehicle or tank
// of the drawer.
func TestIII63_MechanicalBreakdownDamagesAVehicle(t *testing.T) {
	g := usIncome(t)
	mech := onMapOf(g, units.US, cards.FilterMechanised)
	mech[0].Damaged = true // already damaged: not a candidate
	g.Events.Pile = []string{"mechanical_breakdown"}
	g.dice = dice.ScriptT(t, 1, 2) // the second of the intact ones
	evs := endPhase(t, g)
	if !mech[2].Damaged || mech[1].Damaged {
		t.Errorf("damaged: %v %v %v", mech[0].Damaged, mech[1].Damaged, mech[2].Damaged)
	}
	if e := effectEvents(evs); len(e) != 1 || !slices.Equal(e[0].Units, []UnitID{mech[2].ID}) {
		t.Errorf("breakdown events %+v", e)
	}
}

// III.6.3: Field Workshops restores two damaged units of the drawer's
// choice at no cost.
func TestIII63_FieldWorkshopsRepairChosenUnits(t *testing.T) {
	g := usIncome(t)
	a, b, c := g.Unit(16), g.Unit(18), g.Unit(20)
	a.Damaged, b.Damaged, c.Damaged = true, true, true
	g.Events.Pile = []string{"field_workshops"}
	g.dice = dice.ScriptT(t, 1)
	endPhase(t, g)
	if !slices.Equal(g.Pending.Choices, []UnitID{a.ID, b.ID, c.ID}) {
		t.Fatalf("choices %v", g.Pending.Choices)
	}
	mustApply(t, g, Command{Kind: CmdEventPick, Side: units.US, Units: []UnitID{a.ID, c.ID}})
	if a.Damaged || c.Damaged || !b.Damaged {
		t.Errorf("damaged %v %v %v", a.Damaged, b.Damaged, c.Damaged)
	}
}

// III.6.3, Inset VIII.1 item 4: Radio Intercept lets the drawer choose
// three enemy stacks; they are revealed to it for the turn.
func TestIII63_RadioInterceptRevealsChosenStacks(t *testing.T) {
	g, _ := newTestGame(t, 1)
	drawEvent(t, g, units.US, "radio_intercept")
	if g.Pending.Kind != DecideEventPick || len(g.Pending.Choices) < 3 {
		t.Fatalf("pending %+v", g.Pending)
	}
	if v := g.View(units.Germany); v.Pending.Choices != nil {
		t.Error("Germany sees the US choices")
	}
	ch := g.Pending.Choices[:3]
	mustApply(t, g, Command{Kind: CmdEventPick, Side: units.US, Units: ch})
	open := map[string]bool{}
	for _, es := range g.View(units.US).Enemy {
		if es.Revealed && es.Why == RevealEvent {
			open[es.Hex.String()] = true
		}
	}
	for _, id := range ch {
		if !open[g.Unit(id).Hex.String()] {
			t.Errorf("the stack of %s is not revealed", g.describe(g.Unit(id)))
		}
	}
}

// III.6.3: Orders Captured discards one random card of the drawer face
// up, and its opponent chooses two of the drawer's stacks to see.
func TestIII63_OrdersCaptured(t *testing.T) {
	g := usIncome(t)
	g.Players[units.US].Hand = []string{"push", "inspire", "withdraw"}
	g.Events.Pile = []string{"orders_captured"}
	g.dice = dice.ScriptT(t, 1, 2) // the second card
	evs := endPhase(t, g)
	if !slices.Equal(g.Players[units.US].Hand, []string{"push", "withdraw"}) || !containsString(g.Commands.Discards, "inspire") {
		t.Fatalf("hand %v, discards %v", g.Players[units.US].Hand, g.Commands.Discards)
	}
	if d, ok := hasEvent(evs, EvCommandDiscard); !ok || d.Secret || d.Card != "inspire" {
		t.Errorf("discard event %+v", d)
	}
	if g.Pending.Kind != DecideEventPick || g.Pending.Side != units.Germany {
		t.Fatalf("pending %+v, want Germany's choice", g.Pending)
	}
	mustApply(t, g, Command{Kind: CmdEventPick, Side: units.Germany, Units: g.Pending.Choices[:2]})
	if g.Pending.Side != units.US || g.Phase != PhaseMovement {
		t.Errorf("the US turn did not go on: %+v", g.Pending)
	}
}

// III.6.3, III.7: New Theatre Directive draws two Command Cards, the hand
// limit of five still applying; the usual card is drawn after.
func TestIII63_TheatreDirectiveDrawsTwoCards(t *testing.T) {
	g := usIncome(t)
	g.Players[units.US].Hand = []string{"push", "push", "inspire"}
	g.Events.Pile = []string{"theatre_directive"}
	g.dice = dice.ScriptT(t, 1)
	evs := endPhase(t, g)
	if n := len(g.Players[units.US].Hand); n != HandLimit {
		t.Errorf("hand %d, want the limit %d", n, HandLimit)
	}
	if d := eventsOf(evs, EvCommandDrawn); len(d) != 3 {
		t.Errorf("%d cards drawn, want 2 + 1", len(d))
	}
	if d := eventsOf(evs, EvCommandDiscard); len(d) != 1 {
		t.Errorf("%d discards over the limit, want 1", len(d))
	}
}

// III.6.3 (A5): Luftwaffe Night Raid strikes a random US ship whoever
// draws it, and raises US supply to 13%.
func TestIII63_LuftwaffeNightRaid(t *testing.T) {
	g, _ := newTestGame(t, 1)
	noEvents(g)
	runToIncomeOf(t, g, units.Germany)
	lcvp := g.Unit(36)
	g.Events.Pile = []string{"luftwaffe_night_raid"}
	g.dice = dice.ScriptT(t, 1, 20) // the only ship; natural 20
	endPhase(t, g)
	if lcvp.Place != Destroyed {
		t.Errorf("LCVP %s after a natural 20", lcvp.Place)
	}
	if got := g.supplyPercent(units.US); got != 13 {
		t.Errorf("US supply rate %d%%, want 13%%", got)
	}
	if got := g.supplyPercent(units.Germany); got != SupplyPercent {
		t.Errorf("German supply rate %d%%", got)
	}
}

// III.6.3: Allied Air Superiority slows German vehicles whoever draws it.
func TestIII63_AirSuperioritySlowsGermanVehicles(t *testing.T) {
	g, _ := newTestGame(t, 1)
	drawEvent(t, g, units.US, "allied_air_superiority")
	pz, _ := crewUnit(t, g, "de.panzer_iv_g", "de.tank_crew", units.Germany, "1713")
	sh, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "1711")
	if mv, why := g.moveAllowance(pz, mvPath("1714")); mv != pz.Face().Movement-1 || !strings.Contains(why, "Allied Air Superiority") {
		t.Errorf("Panzer allowance %d (%s)", mv, why)
	}
	if mv, _ := g.moveAllowance(sh, mvPath("1712")); mv != sh.Face().Movement {
		t.Errorf("Sherman allowance %d", mv)
	}
	if g.effectDelta(units.US, cards.AttackDelta, units.Aircraft) != 1 || g.effectDelta(units.Germany, cards.AttackDelta, units.Aircraft) != 0 {
		t.Error("US aircraft attack bonus")
	}
}
