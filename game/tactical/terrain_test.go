package tactical

import (
	"slices"
	"testing"

	"frontline/game/dice"
	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// terrainBattle opens a battle on a bare plain with a terrain phase of n
// features a side: the US defends, Germany attacks from the south.
func terrainBattle(t *testing.T, n int, r *dice.Roller) *Battle {
	t.Helper()
	forces := []Force{force(t, "us.rifle_squad", units.US), force(t, "de.rifle_squad", units.Germany)}
	forces[1].Entered = 3
	b, _, err := NewBattle(Setup{Table: openTable(t), Attacker: units.Germany, Defender: units.US, Forces: forces, Rules: Rules{Terrain: n}}, r)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// woodAt is a legal 6"×4" wood centred on (x, y) inches.
func woodAt(t *testing.T, b *Battle, side units.Side, x, y float64) Command {
	t.Helper()
	k, _ := b.Table.Kinds().Kind("woods")
	p, err := Footprint(k, in(x, y), 0, 6*geom.Inch, 4*geom.Inch)
	if err != nil {
		t.Fatal(err)
	}
	return Command{Kind: CmdTerrain, Side: side, Feature: "woods", Corners: p.Vertices()}
}

// IX.4.2: after the basic terrain the players take turns placing
// subjective features, the defender first; a side that stops is passed
// over while the other goes on; when both have stopped the units are
// placed.
func TestIX42_SubjectiveTerrainTakenInTurns(t *testing.T) {
	b := terrainBattle(t, 3, scriptFor(t, 5))
	if b.Step != StepTerrain || b.Pending != (Decision{Side: units.US, Kind: DecideTerrain}) {
		t.Fatalf("opened at %v with %v, want the defender's terrain decision", b.Step, b.Pending)
	}
	refused(t, b, Command{Kind: CmdPlace, Side: units.US, Unit: 0, To: in(0, 0)}, "Inset IX.2")
	refused(t, b, woodAt(t, b, units.Germany, 0, 0), "Inset IX.2")
	before := len(b.Table.Features())
	evs := must(t, b, woodAt(t, b, units.US, 0, -20))
	if !hasText(evs, EvTerrain, "US places terrain: woods, 16\" in from the north edge") || b.Pending.Side != units.Germany {
		t.Fatalf("events %v, pending %v: want the US wood and Germany's turn", texts(evs, EvTerrain), b.Pending)
	}
	if len(b.Table.Features()) != before+1 || b.TerrainLeft(units.US) != 2 {
		t.Fatalf("%d features, US has %d left", len(b.Table.Features()), b.TerrainLeft(units.US))
	}
	must(t, b, Command{Kind: CmdTerrainDone, Side: units.Germany})
	for _, y := range []float64{-5, 10} { // Germany has stopped: the US goes on alone
		if b.Pending.Side != units.US {
			t.Fatalf("pending %v, want the US to go on", b.Pending)
		}
		must(t, b, woodAt(t, b, units.US, 0, y))
	}
	if b.Pending.Kind != DecidePlace || b.Pending.Side != units.US || b.TerrainPlaced != [2]int{3, 0} {
		t.Fatalf("after the US's third feature: %v, placed %v; want unit placement", b.Pending, b.TerrainPlaced)
	}
	refused(t, b, Command{Kind: CmdTerrainDone, Side: units.US}, "Inset IX.2")
}

// IX.4.2: a hand-placed feature passes the same checks as a generated
// one; a refusal names the rule and changes nothing.
func TestIX42_TerrainPlacementRefusals(t *testing.T) {
	b := terrainBattle(t, 2, scriptFor(t, 5))
	must(t, b, woodAt(t, b, units.US, 0, 0))
	refused(t, b, woodAt(t, b, units.Germany, 2, 1), TerrainRule)  // overlaps the US wood
	refused(t, b, woodAt(t, b, units.Germany, 0, 36), TerrainRule) // off the table
	big := woodAt(t, b, units.Germany, 0, -20)
	big.Feature = "road" // basic terrain is not placed
	refused(t, b, big, TerrainRule)
	refused(t, b, Command{Kind: CmdTerrain, Side: units.Germany, Feature: "woods", Corners: []geom.Point{in(0, 0), in(1, 1)}}, TerrainRule)
	must(t, b, woodAt(t, b, units.Germany, 0, -20))
	must(t, b, woodAt(t, b, units.US, 20, 0))
	if b.TerrainLeft(units.US) != 0 || !b.TerrainDone[Defender] || b.Pending.Side != units.Germany {
		t.Fatalf("the US used its 2 features: left %d, done %v, pending %v", b.TerrainLeft(units.US), b.TerrainDone, b.Pending)
	}
}

// IX.4.2: a side may take the generator's proposal instead of placing by
// hand: the features it has left, drawn on the battle's dice citing the
// rule, all placed in one order, and the side places no more.
func TestIX42_GeneratorProposalInOneOrder(t *testing.T) {
	b := terrainBattle(t, 4, dice.New(7))
	must(t, b, woodAt(t, b, units.US, 0, 0))
	want := Propose(b.Table, units.Germany, b.dice.Clone(), 4)
	if len(want) == 0 {
		t.Fatal("the generator proposes nothing on a bare plain")
	}
	evs := must(t, b, Command{Kind: CmdTerrainProposal, Side: units.Germany})
	var got []Placement
	for _, f := range b.Table.Features() {
		if f.By == units.Germany {
			got = append(got, Placement{Kind: f.Kind.ID, Shape: f.Shape})
		}
	}
	if !slices.EqualFunc(got, want, func(a, b Placement) bool {
		return a.Kind == b.Kind && slices.Equal(a.Shape.Vertices(), b.Shape.Vertices())
	}) {
		t.Fatalf("placed %v, the generator proposed %v", got, want)
	}
	if len(evs) == 0 || evs[0].Rule != GenerateRule || len(evs[0].Rolls) == 0 || evs[0].Rolls[0].Rule != GenerateRule {
		t.Fatalf("the proposal's event %+v should cite %s with its rolls", evs[0], GenerateRule)
	}
	if !b.TerrainDone[Attacker] || b.Pending != (Decision{Side: units.US, Kind: DecideTerrain}) {
		t.Fatalf("after the proposal: done %v, pending %v", b.TerrainDone, b.Pending)
	}
}

// IX.4.2: the terrain is placed on the battle's own copy of the table:
// the caller's table and a clone taken before keep theirs, and the hash
// tells the two apart.
func TestIX42_TerrainOnTheBattlesOwnTable(t *testing.T) {
	tb := openTable(t)
	forces := []Force{force(t, "us.rifle_squad", units.US), force(t, "de.rifle_squad", units.Germany)}
	forces[1].Entered = 3
	b, _, err := NewBattle(Setup{Table: tb, Attacker: units.Germany, Defender: units.US, Forces: forces, Rules: Rules{Terrain: 1}}, dice.New(1))
	if err != nil {
		t.Fatal(err)
	}
	fork := b.Clone()
	must(t, b, woodAt(t, b, units.US, 0, 0))
	if len(tb.Features()) != 0 || len(fork.Table.Features()) != 0 {
		t.Fatalf("the wood reached the caller's table (%d) or the clone's (%d)", len(tb.Features()), len(fork.Table.Features()))
	}
	must(t, fork, woodAt(t, fork, units.US, 10, 0))
	if fork.Hash() == b.Hash() {
		t.Fatal("two tables with their woods in different places hash alike")
	}
	if _, _, err := NewBattle(Setup{Table: tb, Attacker: units.Germany, Defender: units.US, Forces: forces, Rules: Rules{Terrain: MaxTerrain + 1}}, dice.New(1)); err == nil {
		t.Fatalf("a terrain phase of %d features a side accepted", MaxTerrain+1)
	}
}
