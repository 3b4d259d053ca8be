package game

import (
	"maps"
	"math"
	"reflect"
	"slices"
	"testing"

	"frontline/game/dice"
	"frontline/game/hex"
	"frontline/game/units"
)

func TestV4_MoveOptionsChancesAndRoutes(t *testing.T) {
	g := mvGame(t)
	sh, _ := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "1209")
	opts := g.MoveOptions(sh.ID)
	want := map[string]struct {
		cost   int
		chance float64
	}{
		"1309": {1, 1},   // SS98 east
		"1110": {1, 1},   // SS93 south, no river on that side
		"1109": {1, 1},   // over the bridge into the German-held town: may end there
		"1208": {3, 1},   // round by SS98 and the SS16 bridge beats fording (6+ on d10)
		"1108": {2, 0.5}, // fording to 1208, then SS159 into the swamp
		"1310": {1, 0.4}, // mountain off-road: 7+
	}
	for h, w := range want {
		o, ok := opts[h]
		if !ok {
			t.Errorf("%s not offered", h)
			continue
		}
		if o.Cost != w.cost || math.Abs(o.Chance-w.chance) > 1e-9 || len(o.Path) != o.Cost {
			t.Errorf("%s: %+v, want cost %d chance %.2f", h, o, w.cost, w.chance)
		}
	}
	if _, ok := opts["1209"]; ok {
		t.Error("the start hex is offered")
	}
	// 1008 lies beyond Cerignola: the route may not pass through 1109.
	o, ok := opts["1008"]
	if !ok {
		t.Fatal("1008 not offered")
	}
	for _, h := range o.Path {
		if h.String() == "1109" {
			t.Errorf("route to 1008 passes through enemy-held 1109: %v", o.Path)
		}
	}
	// The offer agrees with hex.Reachable and the move command.
	reach := hex.Reachable(sh.Hex, 3, hex.Rules{Step: func(a, b hex.Hex) (int, bool) {
		return 1, g.terrainBar(sh, a, b, false) == nil && g.passBar(sh, sh.Hex, a, b) == nil
	}})
	if len(reach)-1 != len(opts) {
		t.Errorf("%d options, %d reachable hexes", len(opts), len(reach)-1)
	}
	g.dice = dice.Script(6)
	mustApply(t, g, Command{Kind: CmdMove, Side: units.US, Unit: sh.ID, Path: o.Path})
	mvAt(t, sh, "1008")
	if len(g.MoveOptions(sh.ID)) != 0 {
		t.Error("options offered after the unit moved")
	}
}

func TestVI52_MoveOptionsCountEngineers(t *testing.T) {
	g := mvGame(t)
	sq := addUnit(t, g, "us.rifle_squad", units.US, "1209") // engineers in Canosa
	if o := g.MoveOptions(sq.ID)["1208"]; math.Abs(o.Chance-0.9) > 1e-9 || o.Checks != 1 {
		t.Errorf("1208 with engineers: %+v, want 0.9", o)
	}
	far := addUnit(t, g, "us.rifle_squad", units.US, "1309")
	if o := g.MoveOptions(far.ID)["1208"]; math.Abs(o.Chance-0.7) > 1e-9 {
		t.Errorf("1208 without engineers: %+v, want 0.7", o)
	}
}

// The random player draws from moveOptionList, the options in the order
// of their CCRR keys, and the client reads MoveOptions: both are the same
// options, for every unit at every Movement Phase state of random games.
func TestV4_MoveOptionListIsMoveOptionsInKeyOrder(t *testing.T) {
	for seed := uint64(1); seed <= 2; seed++ {
		g, _ := newTestGame(t, seed)
		p := NewRandomPlayer(seed)
		for n := 0; n < 300 && !g.Over; n++ {
			if g.Phase == PhaseMovement && g.Pending.Kind == DecidePhase {
				for _, u := range g.Units {
					list, opts := g.moveOptionList(u.ID), g.MoveOptions(u.ID)
					keys := slices.Sorted(maps.Keys(opts))
					if len(list) != len(keys) {
						t.Fatalf("seed %d, %s: %d listed, %d in the map", seed, g.describe(u), len(list), len(keys))
					}
					for i, o := range list {
						if k := o.Path[len(o.Path)-1].String(); k != keys[i] || !reflect.DeepEqual(opts[k], o) {
							t.Fatalf("seed %d, %s: option %d goes to %s, the map's key %d is %s", seed, g.describe(u), i, k, i, keys[i])
						}
					}
				}
			}
			g.Apply(p.Next(g))
		}
	}
}
