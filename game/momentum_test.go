package game

import (
	"encoding/json"
	"sort"
	"strings"
	"testing"

	"frontline/game/dice"
	"frontline/game/units"
)

// momentumGame is combatGame with momentum on.
func momentumGame(t *testing.T, side units.Side) *Game {
	t.Helper()
	g := combatGame(t, side)
	g.Rules.Momentum = true
	return g
}

func squads(t *testing.T, g *Game, card string, side units.Side, h string, n int) []*Unit {
	t.Helper()
	var out []*Unit
	for range n {
		out = append(out, addUnit(t, g, card, side, h))
	}
	return out
}

// squadsWin: n US rifle squads in 0606 attack a German squad there,
// which does not retaliate; the first shot, a natural 20, destroys it.
func squadsWin(t *testing.T, g *Game, n int) ([]*Unit, []Event) {
	t.Helper()
	us := squads(t, g, "us.rifle_squad", units.US, "0606", n)
	de := addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	mustApply(t, g, attackCmd(units.US, de, us...))
	g.dice = dice.ScriptT(t, 20)
	return us, mustApply(t, g, retaliateCmd(units.Germany, nil))
}

func group(side units.Side, v int, us ...*Unit) MomentumGroup {
	gr := MomentumGroup{Side: side, Kind: "land", Value: v}
	for _, u := range us {
		gr.Members = append(gr.Members, u.ID)
	}
	return gr
}

// VIII.3.1, VIII.3.2: three rifle squads that fight together and destroy
// their target win the battle; they become a group with momentum +1.
func TestVIII32_WonBattleGivesGroupMomentum(t *testing.T) {
	g := momentumGame(t, units.US)
	us, evs := squadsWin(t, g, 3)
	e, ok := hasEvent(evs, EvMomentum)
	if !ok || e.Amount != 1 || e.Side != units.US || len(e.Units) != 3 || e.Rule != "VIII.3.2" {
		t.Fatalf("momentum event %+v", e)
	}
	if gr, ok := g.MomentumOf(us[2].ID); !ok || gr.Value != 1 || len(gr.Members) != 3 {
		t.Fatalf("group %+v", gr)
	}
}

// VIII.3.1: two units are no group; a win earns them nothing.
func TestVIII31_TwoUnitsAreNoGroup(t *testing.T) {
	g := momentumGame(t, units.US)
	_, evs := squadsWin(t, g, 2)
	if _, ok := hasEvent(evs, EvMomentum); ok || len(g.Momentum) != 0 {
		t.Fatalf("momentum for two units: %+v", g.Momentum)
	}
}

// VIII.3.2, Inset VIII.4 items 2 and 4: +6 momentum adds to the attack
// bonus (3 + 2 + 6 = 11 beats 9, which 3 + 2 alone would not), and a
// further win keeps it at 6.
func TestVIII32_MomentumAddsToAttackInitiativeUpToSix(t *testing.T) {
	g := momentumGame(t, units.US)
	us := squads(t, g, "us.rifle_squad", units.US, "0606", 3)
	de := addUnit(t, g, "de.rifle_squad", units.Germany, "0606")
	g.Momentum = []MomentumGroup{group(units.US, 6, us...)}
	mustApply(t, g, attackCmd(units.US, de, us...))
	g.dice = dice.ScriptT(t, 3, 9, 20)
	evs := mustApply(t, g, retaliateCmd(units.Germany, us[0], de))
	ini, _ := hasEvent(evs, EvInitiative)
	if !strings.Contains(ini.Text, "+2 attack bonus (Inset V.6) +6 momentum (VIII.3.2)") || ini.Side != units.US {
		t.Fatalf("initiative %q", ini.Text)
	}
	if gr, _ := g.MomentumOf(us[0].ID); gr.Value != MaxMomentum || de.Place != Destroyed {
		t.Fatalf("group %+v, want it to stay at %d", gr, MaxMomentum)
	}
}

// VIII.3.2: negative momentum is taken off a defending group's roll;
// positive momentum helps only when the group attacks.
func TestVIII32_NegativeMomentumOnDefencePositiveOnlyOnAttack(t *testing.T) {
	for _, v := range []int{-2, 3} {
		g := momentumGame(t, units.US)
		us := addUnit(t, g, "us.rifle_squad", units.US, "0606")
		de := squads(t, g, "de.rifle_squad", units.Germany, "0606", 3)
		g.Momentum = []MomentumGroup{group(units.Germany, v, de...)}
		mustApply(t, g, attackCmd(units.US, de[0], us))
		g.dice = dice.Script(5, 8, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2)
		evs := mustApply(t, g, Command{Kind: CmdDeclareRetaliation, Side: units.Germany, Units: ids(de), Target: us.ID})
		ini, _ := hasEvent(evs, EvInitiative)
		has := strings.Contains(ini.Text, "momentum")
		if v < 0 && (!strings.Contains(ini.Text, "-2 momentum (VIII.3.2)") || ini.Side != units.US) {
			t.Errorf("negative momentum on defence: %q", ini.Text)
		}
		if v > 0 && has {
			t.Errorf("positive momentum counted on defence: %q", ini.Text)
		}
	}
}

// VIII.3.3: a withdrawal loses the battle: the withdrawing group's +2 is
// broken to neutral and the three attackers gain +1.
func TestVIII33_WithdrawalBreaksPositiveMomentum(t *testing.T) {
	g, us, de := cardGame(t)
	g.Rules.Momentum = true
	us2 := squads(t, g, "us.rifle_squad", units.US, "0606", 2)
	de2 := squads(t, g, "de.rifle_squad", units.Germany, "0606", 2)
	att, def := append([]*Unit{us}, us2...), append([]*Unit{de}, de2...)
	g.Momentum = []MomentumGroup{group(units.Germany, 2, def...)}
	g.Players[units.Germany].Hand = []string{"withdraw"}
	mustApply(t, g, Command{Kind: CmdAttack, Side: units.US, Units: ids(att), Targets: ids(def)})
	g.dice = dice.ScriptT(t, 9, 2)
	evs := mustApply(t, g, playCmd(units.Germany, "withdraw"))
	for g.Pending.Kind == DecideWithdrawHex { // withdraw_move.go: each squad picks its way back
		evs = append(evs, mustApply(t, g, PassCommand(g))...)
	}
	var broken, won bool
	for _, e := range eventsOf(evs, EvMomentum) {
		broken = broken || (e.Side == units.Germany && e.Amount == 0 && strings.Contains(e.Text, "broken"))
		won = won || (e.Side == units.US && e.Amount == 1)
	}
	if !broken || !won || len(g.Momentum) != 1 || g.Momentum[0].Side != units.US {
		t.Fatalf("momentum %+v after %v", g.Momentum, eventsOf(evs, EvMomentum))
	}
}

// VIII.3.3: a won battle breaks negative momentum; lost battles count
// down to -6 at most.
func TestVIII33_OppositeResultBreaks(t *testing.T) {
	cases := []struct{ v, result, want int }{{-3, 1, 0}, {3, -1, 0}, {2, 1, 3}, {-2, -1, -3}, {-6, -1, -6}, {6, 1, 6}, {0, -1, -1}}
	for _, c := range cases {
		if got := momentumStep(c.v, c.result); got != c.want {
			t.Errorf("momentum %+d after %+d: %+d, want %+d", c.v, c.result, got, c.want)
		}
	}
}

// VIII.3.3: a group split in the Movement Phase so that fewer than three
// stand together loses its momentum when the Combat Phase begins.
func TestVIII33_SplittingTheGroupBreaksIt(t *testing.T) {
	g, _ := newTestGame(t, 1)
	fogToMovement(t, g, units.US)
	g.Rules.Momentum = true
	h := hexAt(t, g, "1210", 1)
	us := squads(t, g, "us.rifle_squad", units.US, h, 3)
	g.Momentum = []MomentumGroup{group(units.US, 3, us...)}
	opts := g.MoveOptions(us[0].ID)
	keys := make([]string, 0, len(opts))
	for k := range opts {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	if len(keys) == 0 {
		t.Fatal("the squad cannot move")
	}
	mustApply(t, g, Command{Kind: CmdMove, Side: units.US, Unit: us[0].ID, Path: opts[keys[0]].Path})
	if len(g.Momentum) != 1 {
		t.Fatal("the group breaks only when the Movement Phase is over")
	}
	evs := endPhase(t, g)
	if e, ok := hasEvent(evs, EvMomentum); !ok || e.Rule != "VIII.3.3" || len(g.Momentum) != 0 {
		t.Fatalf("momentum %+v, event %+v", g.Momentum, e)
	}
}

// Inset VII.1 items 4-5: taking a key city gives the group there +1; the
// group that held it loses one. Control is compared at the end of the
// turn; the state survives a save.
func TestInsetVII1_KeyCityMomentum(t *testing.T) {
	g, _ := newTestGame(t, 1)
	fogToMovement(t, g, units.US)
	var city string
	objective := map[string]bool{}
	for _, o := range g.scenario.Objectives() {
		objective[o.Hex.String()] = true
	}
	for _, c := range g.scenario.Map.Cities {
		if c.Key && !objective[c.Hexes[0].String()] && city == "" {
			city = c.Hexes[0].String()
		}
	}
	for _, u := range g.Units {
		if u.Deployed() && u.Hex.String() == city {
			u.Place = Away
		}
	}
	squads(t, g, "us.rifle_squad", units.US, city, 3)
	de := squads(t, g, "de.rifle_squad", units.Germany, hexAt(t, g, city, 5), 3)
	g.Momentum = []MomentumGroup{group(units.Germany, 2, de...)}
	g.KeyCities[city] = KeyCityHold{Side: units.Germany, Members: ids(de)}
	var evs []Event
	for g.Active == units.US {
		evs = append(evs, endPhase(t, g)...)
	}
	got := map[units.Side]int{}
	for _, e := range eventsOf(evs, EvMomentum) {
		got[e.Side] = e.Amount
		if e.Rule != "Inset VII.1" {
			t.Errorf("event %+v", e)
		}
	}
	if got[units.US] != 1 || got[units.Germany] != 1 {
		t.Fatalf("momentum after taking the city: %v (%+v)", got, g.Momentum)
	}
	if hold := g.KeyCities[city]; hold.Side != units.US || len(hold.Members) != 3 {
		t.Fatalf("hold %+v", hold)
	}
	js, err := json.Marshal(g.Momentum)
	if err != nil || !strings.Contains(string(js), `"value":1`) {
		t.Fatalf("state %s %v", js, err)
	}
}

// Without the optional rule nothing is tracked.
func TestVIII3_MomentumIsOptional(t *testing.T) {
	g := combatGame(t, units.US)
	g.Rules.Momentum = false
	squadsWin(t, g, 3)
	if len(g.Momentum) != 0 {
		t.Fatalf("momentum tracked without the rule: %+v", g.Momentum)
	}
}
