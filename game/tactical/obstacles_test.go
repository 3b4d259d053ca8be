package tactical

import (
	"testing"

	"frontline/game/dice"
	"frontline/game/units"
)

// obstacleBattle: the US defends with barbed wire (a neutral card) whose
// belt runs east–west at y 17.5"–19.5", a damaged minefield further east
// and a rifle squad behind the wire; two German squads wait just south of
// it (zone d10 10: 16" deep).
func obstacleBattle(t *testing.T, script ...int) *Battle {
	t.Helper()
	forces := []Force{force(t, "neutral.barbed_wire", units.Neutral), force(t, "us.rifle_squad", units.US),
		force(t, "de.rifle_squad", units.Germany), force(t, "de.rifle_squad", units.Germany), force(t, "neutral.minefield", units.Neutral),
		force(t, "de.rifle_squad", units.Germany)}
	forces[4].Damaged = true
	spots := []spot{{at: in(0, 18.5), facing: 1800}, {at: in(2, 16.5)}, {at: in(0, 20.2)}, {at: in(-1, 20.2)}, {at: in(20, 18.5), facing: 1800}, {at: in(20, 20.2)}}
	return startBattle(t, openTable(t), Rules{Morale: true}, forces, spots, append([]int{10}, script...)...)
}

// Glossary Obstacle on the table (IX.4.3, Q129): the defender places the
// hex's wire; its own squad crosses the belt freely; each German squad
// entering it is attacked once with no initiative — the first is missed
// (d20 5 against 14), the second destroyed by a natural 20, which costs
// its side a point of morale (Inset IX.3). A damaged minefield lets a
// squad through its gap unharmed. The wire neither moves nor fires.
func TestGlossaryObstacle_CrossingTheBeltOnTheTable(t *testing.T) {
	b := obstacleBattle(t, 5, 20)
	wire := b.Unit(0)
	if wire.Side != units.US || wire.Area.Empty() || !wire.Area.Contains(in(5.9, 19.4)) || wire.Area.Contains(in(0, 20)) {
		t.Fatalf("the wire is %s's, covering %v", wire.Side, wire.Area.Vertices())
	}
	refused(t, b, moveCmd(units.US, 0, in(0, 18.5), 900), "IX.4.4")
	evs := must(t, b, moveCmd(units.US, 1, in(2, 17.5), 1800))
	if len(texts(evs, EvObstacle)) != 0 {
		t.Fatalf("the defender's squad was attacked by its own wire: %v", texts(evs, EvObstacle))
	}
	must(t, b, Command{Kind: CmdEndMove, Side: units.US})
	evs = must(t, b, moveCmd(units.Germany, 2, in(0, 19.2), 0))
	if !hasText(evs, EvObstacle, "d20 5 vs 14, miss") || b.Unit(2).Pos != in(0, 19.2) {
		t.Fatalf("first crossing: %v", texts(evs, EvObstacle))
	}
	evs = must(t, b, moveCmd(units.Germany, 3, in(-1, 19.2), 0))
	if !hasText(evs, EvObstacle, "critical hit") || b.Unit(3).Status != Destroyed || b.MoraleDelta[Attacker] != -1 {
		t.Fatalf("second crossing: %v, status %v, morale delta %v", texts(evs, EvObstacle), b.Unit(3).Status, b.MoraleDelta)
	}
	evs = must(t, b, moveCmd(units.Germany, 5, in(20, 19.2), 0))
	if !hasText(evs, EvObstacle, "through a gap") {
		t.Fatalf("the damaged minefield: %v", texts(evs, EvObstacle))
	}
	toDeclarations(t, b)
	endDeclare(t, b, units.Germany)
	refused(t, b, Command{Kind: CmdDeclare, Side: units.US, Unit: 0, Target: 2}, ObstacleRule)
}

// IX.4.3: an obstacle's centre keeps far enough from the edge for its
// belt to lie on the table at any facing; a side with only obstacles and
// structures left is gone.
func TestQ129_ObstaclePlacementAndSidesLeft(t *testing.T) {
	forces := []Force{force(t, "neutral.barbed_wire", units.Neutral), force(t, "de.rifle_squad", units.Germany)}
	forces[1].Entered = 3
	b, _, err := NewBattle(Setup{Table: openTable(t), Attacker: units.Germany, Defender: units.US, Forces: forces}, dice.ScriptT(t, 10))
	if err != nil {
		t.Fatal(err)
	}
	refused(t, b, Command{Kind: CmdPlace, Side: units.US, Unit: 0, To: in(0, 31)}, "IX.4.3")
	must(t, b, Command{Kind: CmdPlace, Side: units.US, Unit: 0, To: in(0, 29)})
	evs := must(t, b, Command{Kind: CmdPlace, Side: units.Germany, Unit: 1, To: in(0, 33)})
	if !b.Over() || b.Result.Winner != units.Germany || !hasText(evs, EvEnd, "defenders are gone") {
		t.Fatalf("result %+v", b.Result)
	}
}

// IX.4.3: a structure of the map (here the airfield card) stands on the
// table's airfield, as the hex has one.
func TestQ129_StructureOnItsFeature(t *testing.T) {
	tb := build(t, "0807") // Foggia: a runway
	forces := []Force{force(t, "neutral.airfield", units.Neutral), force(t, "us.rifle_squad", units.US), force(t, "de.rifle_squad", units.Germany)}
	forces[2].Entered = 3
	b, _, err := NewBattle(Setup{Table: tb, Attacker: units.Germany, Defender: units.US, Forces: forces}, dice.ScriptT(t, 10))
	if err != nil {
		t.Fatal(err)
	}
	var runway Feature
	for _, f := range tb.Features() {
		if f.Kind.ID == "airfield" {
			runway = f
		}
	}
	lo, hi := runway.Shape.Bounds()
	mid := in(0, 0)
	mid.X, mid.Y = (lo.X+hi.X)/2, (lo.Y+hi.Y)/2
	refused(t, b, Command{Kind: CmdPlace, Side: units.US, Unit: 0, To: in(0, 0)}, "IX.4.3")
	must(t, b, Command{Kind: CmdPlace, Side: units.US, Unit: 0, To: mid})
}

// Table IX.2 and Q129: obstacles have no morale. When the US is routed
// its squad rolls (d10 5: withdraws) and the wire and minefield stay; a
// side left with only them is gone.
func TestQ129_ObstaclesStayWhenTheSideIsRouted(t *testing.T) {
	b := obstacleBattle(t, 5, 3, 5)
	b.Morale[Defender], b.MoraleDelta[Defender] = 1, -2
	nextTurnOrEnd(t, b)
	if b.Unit(1).Status != Withdrawn || b.Unit(0).Status != OnTable || b.Unit(4).Status != OnTable {
		t.Fatalf("squad %v, wire %v, minefield %v", b.Unit(1).Status, b.Unit(0).Status, b.Unit(4).Status)
	}
	if !b.Over() || b.Result.Winner != units.Germany {
		t.Fatalf("result %+v", b.Result)
	}
}
