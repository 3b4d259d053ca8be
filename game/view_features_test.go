package game

import (
	"slices"
	"testing"

	"frontline/game/dice"
	"frontline/game/hex"
	"frontline/game/units"
)

// featureStates is the View's feature list as "kind place state" strings.
func featureStates(g *Game, side units.Side) []string {
	var out []string
	for _, f := range g.View(side).Features {
		out = append(out, f.Key()+" "+f.State)
	}
	return out
}

// both checks that each side's View lists want, in order: map features
// are public, fog of war or not (VIII.1 hides units, not terrain).
func bothSee(t *testing.T, g *Game, want ...string) {
	t.Helper()
	for _, side := range Sides {
		if got := featureStates(g, side); !slices.Equal(got, want) {
			t.Errorf("%s view features %q, want %q", side, got, want)
		}
	}
}

// VII.3.4: the port of Bari bombarded is listed damaged, then down, in
// both Views, and the map's other features stay unlisted.
func TestViewFeatures_PortDamagedThenDown(t *testing.T) {
	g := artyGame(t, units.US)
	g.Rules.FogOfWar = true
	bothSee(t, g)
	gun := battery(t, g, "us.howitzer_8in", units.US, southOf("1710"), 1)[0]
	g.dice = dice.ScriptT(t, 16, 6)
	mustApply(t, g, bombardCmd(units.US, FeaturePort, "1710", gun))
	bothSee(t, g, "port 1710 damaged")
	g2 := battery(t, g, "us.howitzer_8in", units.US, southOf("1710"), 1)[0]
	g.dice = dice.ScriptT(t, 17, 5)
	mustApply(t, g, bombardCmd(units.US, FeaturePort, "1710", g2))
	bothSee(t, g, "port 1710 down")
}

// VII.5.3, VII.4.4: a field bombed and a bridge blown are listed for both
// sides, sorted by kind: airfields, bridges, ports.
func TestViewFeatures_AirfieldAndBridge(t *testing.T) {
	g := moveGame(t, units.US)
	g.Rules.FogOfWar = true
	b24, _ := crewUnit(t, g, "us.b24j", "us.air_crew", units.US, "1710")
	addUnit(t, g, "us.rifle_squad", units.US, "1710")
	mustApply(t, g, sortieCmd(b24, MissionBomb, "1209", "1209", "1710"))
	endPhase(t, g)
	g.dice = dice.ScriptT(t, 15, 1)
	mustApply(t, g, bridgeCmd(units.US, "1209", "1109", b24))
	e, _ := hex.EdgeBetween(hex.MustParse("1209"), hex.MustParse("1109"))
	g.PortsDamaged = map[string]bool{"1106": true}
	g.AirfieldsDamaged = map[string]bool{"0907": true, "0807": true}
	g.AirfieldsDown = map[string]bool{"0907": true}
	bothSee(t, g, "airfield 0807 damaged", "airfield 0907 down", "bridge "+e.String()+" down", "port 1106 damaged")
}

// VII.4.3: a bridge built by engineers is listed built for both sides; a
// damaged Engineered Bridge is a unit's state and shows damaged only to
// those who see its marker.
func TestViewFeatures_EngineeredBridge(t *testing.T) {
	a, b := hex.MustParse("0509"), hex.MustParse("0609")
	g, eng := buildGame(t, "0509")
	g.Rules.FogOfWar = true
	ev, _ := hasEvent(mustApply(t, g, Command{Kind: CmdBuild, Side: units.US, Unit: eng.ID, Card: "neutral.engineered_bridge", Hex: &b}), EvConstructionOrdered)
	bothSee(t, g) // staged: not built yet
	toPhase(t, g, units.US, 5, PhaseDeployment)
	e, _ := hex.EdgeBetween(a, b)
	bothSee(t, g, "bridge "+e.String()+" built")

	br := g.Unit(ev.Units[1])
	br.Damaged = true
	if got := featureStates(g, units.US); !slices.Equal(got, []string{"bridge " + e.String() + " damaged"}) {
		t.Errorf("owner sees %q", got)
	}
	want := "bridge " + e.String() + " built"
	if seesMarker(units.Germany, br, &View{Enemy: g.View(units.Germany).Enemy}) {
		want = "bridge " + e.String() + " damaged"
	}
	if got := featureStates(g, units.Germany); !slices.Equal(got, []string{want}) {
		t.Errorf("enemy sees %q, want %q", got, want)
	}
	g.StackOrder = map[string][]UnitID{br.Hex.String(): {br.ID, eng.ID}} // the engineers on top hide it
	if got := featureStates(g, units.Germany); !slices.Equal(got, []string{"bridge " + e.String() + " built"}) {
		t.Errorf("enemy, bridge under the engineers, sees %q", got)
	}

	g.destroyUnit(br, "test")
	bothSee(t, g)
}
