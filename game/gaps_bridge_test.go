package game

import (
	"slices"
	"strings"
	"testing"

	"frontline/game/hex"
	"frontline/game/units"
)

// builtBridgeAt puts an engineered bridge over the river between 0805
// and 0806 (no road there), as construction leaves it (VII.4.3).
func builtBridgeAt(t *testing.T, g *Game) *Unit {
	t.Helper()
	e, _ := hex.EdgeBetween(hex.MustParse("0805"), hex.MustParse("0806"))
	br := addUnit(t, g, "neutral.engineered_bridge", units.US, "0805")
	br.BuildEdge = e.String()
	g.BridgesBuilt = map[string]bool{e.String(): true}
	return br
}

// VII.4.1, VII.4.4, glossary Engineered Bridge: an intact engineered
// bridge carries every land unit over the river without a roll; once
// damaged its card lets only infantry cross, and a vehicle must ford
// beside it (6+, damaged on a failure). Both sides see the bridge and its
// state.
func TestVII44_DamagedEngineeredBridgeCarriesOnlyInfantry(t *testing.T) {
	g := mvGame(t, 5) // one roll: the tank fording beside the damaged bridge
	br := builtBridgeAt(t, g)
	sh, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "0805")
	if o := g.MoveOptions(sh.ID)["0806"]; o.Checks != 0 {
		t.Fatalf("preview over the intact bridge: %+v, want no check", o)
	}
	mustApply(t, g, mvCmd(sh, "0806"))
	mvAt(t, sh, "0806")

	br.Damaged = true
	if !slices.ContainsFunc(g.View(br.Side).Features, func(f FeatureState) bool {
		return f.Kind == FeatureKindBridge && f.Edge == br.BuildEdge && f.State == FeatureDamaged
	}) {
		t.Fatalf("owner's view of map features %+v, want the bridge damaged", g.View(br.Side).Features)
	}
	sh2, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "0805")
	if o := g.MoveOptions(sh2.ID)["0806"]; len(o.Path) == 1 && o.Checks != 1 {
		t.Fatalf("preview beside the damaged bridge: %+v, want a 6+ check or a way round", o)
	}
	evs := mustApply(t, g, mvCmd(sh2, "0806"))
	mvAt(t, sh2, "0805")
	chk, _ := hasEvent(evs, EvTerrainCheck)
	if !sh2.Damaged || !strings.Contains(chk.Text, "damaged") || !strings.Contains(chk.Text, "VII.4.1") {
		t.Errorf("tank beside the damaged bridge: damaged %v, check %q", sh2.Damaged, chk.Text)
	}
	sq := addUnit(t, g, "us.rifle_squad", units.US, "0805")
	mustApply(t, g, mvCmd(sq, "0806")) // no roll scripted: infantry cross the damaged bridge
	mvAt(t, sq, "0806")
}
