package game

import (
	"encoding/json"
	"strings"
	"testing"

	"frontline/game/hex"
	"frontline/game/units"
)

// fogEnemyAt is side's view of the enemy in h, if it sees anything there.
func fogEnemyAt(v View, h string) (EnemyStack, bool) {
	at := hex.MustParse(h)
	for _, es := range v.Enemy {
		if es.Hex == at {
			return es, true
		}
	}
	return EnemyStack{}, false
}

func fogSeenIDs(es EnemyStack) []UnitID {
	var ids []UnitID
	for _, s := range es.Units {
		ids = append(ids, s.ID)
	}
	return ids
}

// VIII.1: under fog the enemy sees the top marker and how many markers
// there are; a hidden unit adds neither.
func TestVIII1_FogShowsOnlyTopUnit(t *testing.T) {
	g, _ := newTestGame(t, 1)
	const h = "0606"
	addUnit(t, g, "de.rifle_squad", units.Germany, h)
	tank, _ := crewUnit(t, g, "de.panzer_iv_g", "de.tank_crew", units.Germany, h)
	tank.Damaged = true
	addUnit(t, g, "de.bmw_r75", units.Germany, h) // hidden recon unit
	if !g.Rules.FogOfWar {
		t.Fatal("the intro scenario plays with fog of war")
	}
	es, ok := fogEnemyAt(g.View(units.US), h)
	if !ok {
		t.Fatal("US sees nothing in", h)
	}
	if es.Revealed || es.Count != 3 || len(es.Units) != 1 {
		t.Fatalf("fogged stack: revealed %v, count %d, shown %v; want the top of 3", es.Revealed, es.Count, es.Units)
	}
	if top := es.Units[0]; top.ID != tank.ID || top.Card != "de.panzer_iv_g" || !top.Damaged {
		t.Fatalf("top marker %+v, want the damaged Panzer IV", top)
	}
	// The owner sees its own stack in full.
	own := g.View(units.Germany)
	if _, ok := fogEnemyAt(own, h); ok {
		t.Error("a side's own stack listed as enemy")
	}
	for _, s := range own.OwnStacks {
		if s.Hex == hex.MustParse(h) && len(s.Units) != 4 {
			t.Errorf("own stack %v, want all 4 units", s.Units)
		}
	}
}

// VIII.1, III.2.4: without fog every stack is open, but hidden units stay
// hidden and posts show only as markers that are no target yet.
func TestVIII1_NoFogShowsAllButHidden(t *testing.T) {
	g, _ := newTestGame(t, 1)
	g.Rules.FogOfWar = false
	const h = "0606"
	squad := addUnit(t, g, "de.rifle_squad", units.Germany, h)
	tank, crew := crewUnit(t, g, "de.panzer_iv_g", "de.tank_crew", units.Germany, h)
	addUnit(t, g, "de.forward_observer", units.Germany, h)
	post := addUnit(t, g, "de.command_post", units.Germany, h)
	es, _ := fogEnemyAt(g.View(units.US), h)
	want := []UnitID{squad.ID, crew.ID, tank.ID, post.ID}
	if !es.Revealed || es.Why != "no fog" || !fogSameIDs(fogSeenIDs(es), want) || es.Count != 4 {
		t.Fatalf("open stack %+v, want %v", es, want)
	}
	if p := es.Units[3]; !p.Unrevealed || p.Found {
		t.Errorf("post marker %+v should show as not yet revealed", p)
	}
}

// VII.1: no fog in a key city (Cerignola, 1109); its hidden forward
// observer stays hidden.
func TestVII1_KeyCityHasNoFog(t *testing.T) {
	g, _ := newTestGame(t, 1)
	at := hex.MustParse("1109")
	if c, ok := g.scenario.Map.CityAt(at); !ok || !c.Key {
		t.Fatal("1109 should be the key city of Cerignola")
	}
	es, _ := fogEnemyAt(g.View(units.US), "1109")
	if !es.Revealed || es.Why != "key city" {
		t.Fatalf("key city stack not open: %+v", es)
	}
	var want []UnitID
	for _, u := range g.Stack(at) {
		if u.Card.Special.Hidden {
			continue
		}
		want = append(want, u.ID)
	}
	if !fogSameIDs(fogSeenIDs(es), want) || len(want) != 7 {
		t.Fatalf("shown %v, want %v (all but the forward observer)", fogSeenIDs(es), want)
	}
}

// VII.2: a ruined city (Orta Nova, 0908) keeps the fog.
func TestVII2_RuinedCityKeepsFog(t *testing.T) {
	g, _ := newTestGame(t, 1)
	at := hex.MustParse("0908")
	if c, ok := g.scenario.Map.CityAt(at); !ok || c.Key {
		t.Fatal("0908 should be a city that is not a key city")
	}
	stack := g.Stack(at)
	es, _ := fogEnemyAt(g.View(units.US), "0908")
	if es.Revealed || es.Count != len(stack) || len(es.Units) != 1 || es.Units[0].ID != stack[len(stack)-1].ID {
		t.Fatalf("ruined city stack %+v, want only the top of %d", es, len(stack))
	}
}

// The enemy's hand never shows, only its size; its secret draws are
// dropped from the events it is shown.
func TestFilterEventsHidesTheEnemyHand(t *testing.T) {
	g, _ := newTestGame(t, 1)
	var all []Event
	for g.Players[units.US].Turn < 2 {
		for _, p := range g.Players {
			p.Treasury = 1000
		}
		all = append(all, endPhase(t, g)...)
	}
	drawn, ok := hasEvent(all, EvCommandDrawn)
	if !ok || !drawn.Secret || drawn.Side != units.US || drawn.Card == "" {
		t.Fatalf("the US second turn should draw a secret command card: %+v", drawn)
	}
	if _, ok := hasEvent(g.FilterEvents(units.Germany, all), EvCommandDrawn); ok {
		t.Error("Germany is shown the US command card draw")
	}
	if e, ok := hasEvent(g.FilterEvents(units.US, all), EvCommandDrawn); !ok || e.Card != drawn.Card {
		t.Error("the US does not see its own draw")
	}
	v := g.View(units.Germany)
	if v.EnemyHandSize != len(g.Players[units.US].Hand) || v.EnemyHandSize == 0 {
		t.Errorf("enemy hand size %d, hand %v", v.EnemyHandSize, g.Players[units.US].Hand)
	}
	body, _ := json.Marshal(v)
	for _, c := range g.Players[units.US].Hand {
		if strings.Contains(string(body), c) && !fogHas(v.Hand, c) {
			t.Errorf("Germany's view names the US card %s", c)
		}
	}
}

func fogHas(xs []string, x string) bool {
	for _, y := range xs {
		if x == y {
			return true
		}
	}
	return false
}
