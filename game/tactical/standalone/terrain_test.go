package standalone

import (
	"testing"

	"frontline/game/dice"
	"frontline/game/tactical"
	"frontline/game/units"
)

// IX.4.2 in a standalone battle: a battle that lets the players add
// terrain (the points battle: generate = 4) opens its engagement with the
// terrain phase, the defender first; the features placed count against
// the battle's number, a side may take the generator's proposal, and the
// units are placed once both sides are done.
func TestIX42_StandaloneBattleOpensWithTerrainPhase(t *testing.T) {
	env := embeddedEnv(t)
	g, _, err := New(Points(StandardBudget), env, commandCards(t), dice.New(3))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []Command{
		{Kind: CmdBuy, Side: units.US, Buy: []string{"us.rifle_squad"}},
		{Kind: CmdBuy, Side: units.Germany, Buy: []string{"de.rifle_squad"}},
	} {
		if _, err := g.Apply(c); err != nil {
			t.Fatal(err)
		}
	}
	if g.Phase == PhaseChoose {
		if _, err := g.Apply(Command{Kind: CmdChoose, Side: g.Chooser, Role: tactical.Defender}); err != nil {
			t.Fatal(err)
		}
	}
	b := g.Battle
	def := g.Roles[tactical.Defender]
	if b.Pending != (tactical.Decision{Side: def, Kind: tactical.DecideTerrain}) || b.TerrainLeft(def) != 4 {
		t.Fatalf("the engagement opens with %v (%d left), want the defender's terrain", b.Pending, b.TerrainLeft(def))
	}
	before := len(b.Table.Features())
	for b.Pending.Kind == tactical.DecideTerrain {
		s := b.Pending.Side
		evs, err := g.Apply(Command{Kind: CmdTable, Side: s, Table: tactical.Command{Kind: tactical.CmdTerrainProposal, Side: s}})
		if err != nil {
			t.Fatal(err)
		}
		if len(evs) == 0 || !evs[0].Table || evs[0].Kind != tactical.EvTerrain || len(evs[0].Rolls) == 0 {
			t.Fatalf("the proposal's events %+v: want the engagement's terrain event with its dice", evs)
		}
	}
	placed := g.Battle.TerrainPlaced[0] + g.Battle.TerrainPlaced[1]
	if g.Battle.Pending.Kind != tactical.DecidePlace || len(g.Battle.Table.Features()) != before+placed || placed == 0 || placed > 8 {
		t.Fatalf("after the terrain: %v, %d features placed (%d → %d on the table)", g.Battle.Pending, placed, before, len(g.Battle.Table.Features()))
	}
}
