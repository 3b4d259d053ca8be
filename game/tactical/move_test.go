package tactical

import (
	"errors"
	"testing"

	"frontline/game/board"
	"frontline/game/hex"
	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// terrainTable is the first bare hex of the given terrain on the intro
// map (no road, river or town on it).
func terrainTable(t *testing.T, terrain board.Terrain) *Table {
	t.Helper()
	m := introMap(t)
	for _, h := range m.Hexes() {
		if m.Terrain(h) != terrain {
			continue
		}
		if tb, err := Build(embedded(t), m, h); err == nil && len(tb.Features()) == 0 {
			return tb
		}
	}
	t.Fatalf("no bare %v hex", terrain)
	return nil
}

func place(t *testing.T, tb *Table, kind string, shape geom.Polygon, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
	if err := tb.Place(units.US, kind, shape); err != nil {
		t.Fatal(err)
	}
}

// moveCmd moves unit id of side s to p, facing f.
func moveCmd(s units.Side, id UnitID, p geom.Point, f geom.Angle, via ...geom.Point) Command {
	return Command{Kind: CmdMove, Side: s, Unit: id, To: p, Facing: f, Path: via}
}

// nextTurn ends the current turn without fire: both ground steps, no
// declarations, the initiative dice the script holds.
func nextTurn(t *testing.T, b *Battle) {
	t.Helper()
	turn := b.Turn
	toDeclarations(t, b)
	endDeclare(t, b, units.Germany)
	endDeclare(t, b, units.US)
	if b.Turn != turn+1 || b.Pending.Kind != DecideMove {
		t.Fatalf("turn %d %+v after ending turn %d", b.Turn, b.Pending, turn)
	}
}

// IX.5.2, Table IX.1: a unit moves up to its Movement in inches, centre
// to centre along its legs, once a turn, and faces where it likes at the
// end; a gun with Movement 0 only turns; moving leaves a dug-in hole.
func TestIX52_MovementInInches(t *testing.T) {
	forces := []Force{force(t, "us.rifle_squad", units.US), force(t, "us.rifle_squad", units.US), force(t, "us.howitzer_105mm", units.US),
		force(t, "de.rifle_squad", units.Germany)}
	forces[0].DugIn = true
	spots := []spot{{at: in(0, 0)}, {at: in(0, 5)}, {at: in(5, 0)}, 3: {at: in(0, 33)}}
	b := startBattle(t, openTable(t), Rules{}, forces, spots, 10)
	refused(t, b, moveCmd(units.US, 1, in(1.01, 5), 0), "IX.5.2")
	refused(t, b, moveCmd(units.US, 1, in(1, 5), 0, in(0.5, 5.5)), "IX.5.2") // two legs of 0.71"
	evs := must(t, b, moveCmd(units.US, 0, in(1, 0), 2700))
	if u := b.Unit(0); u.Pos != in(1, 0) || u.Facing != 2700 || u.DugIn || !hasText(evs, EvMoved, "moves 1.00\"") {
		t.Fatalf("squad at %s facing %s dug in %v: %v", u.Pos, u.Facing, u.DugIn, evs)
	}
	refused(t, b, moveCmd(units.US, 0, in(1, 0), 0), "IX.5.2") // once a turn
	refused(t, b, moveCmd(units.US, 2, in(5, 1), 0), "Table IX.1")
	must(t, b, moveCmd(units.US, 2, in(5, 0), 1800)) // turning in place
	if b.Unit(2).Facing != 1800 {
		t.Fatal("the howitzer did not turn")
	}
	refused(t, b, moveCmd(units.Germany, 3, in(0, 32), 0), "Inset IX.2") // the attacker moves in step ③
}

// IX.5.2 with the feature data: every inch inside a slow feature costs
// two. A Sherman (3") crosses a 1" hedge: 2" of ground with the hedge
// costs 3", 2.5" costs 3.5" and is refused.
func TestIX52_SlowFeatureCostsTwice(t *testing.T) {
	tb := openTable(t)
	hedge, err := geom.Strip(in(1.5, -5), in(1.5, 5), geom.Inch)
	place(t, tb, "hedge", hedge, err)
	forces := []Force{force(t, "us.sherman_m4a3", units.US), force(t, "de.rifle_squad", units.Germany)}
	b := startBattle(t, tb, Rules{}, forces, []spot{{at: in(0, 0)}, {at: in(0, 33)}}, 10)
	refused(t, b, moveCmd(units.US, 0, in(2.5, 0), 900), "IX.5.2")
	evs := must(t, b, moveCmd(units.US, 0, in(2, 0), 900))
	if !hasText(evs, EvMoved, "moves 2.00\" (costing 3.00\")") {
		t.Fatalf("%v", texts(evs, EvMoved))
	}
}

// III.3.1 on the table: a squad entering a bog rolls the swamp check (5+)
// and stays put on a failure; moving within the bog asks nothing; a
// vehicle may not enter; a gun may not enter a building.
func TestIII31_CheckOnEnteringABog(t *testing.T) {
	tb := openTable(t)
	bog, err := geom.Rect(in(3.5, 0), 900, 6*geom.Inch, 4*geom.Inch)
	place(t, tb, "bog", bog, err)
	house, err := geom.Rect(in(-3, 0), 0, 3*geom.Inch, 3*geom.Inch)
	place(t, tb, "building", house, err)
	forces := []Force{force(t, "us.rifle_squad", units.US), force(t, "us.sherman_m4a3", units.US), force(t, "us.at_gun_57mm", units.US),
		force(t, "de.rifle_squad", units.Germany)}
	spots := []spot{{at: in(0, 0)}, {at: in(0, -3)}, {at: in(-1, 0)}, {at: in(0, 33)}}
	b := startBattle(t, tb, Rules{}, forces, spots, 10, 4, 6, 5, 5, 6, 5)
	refused(t, b, moveCmd(units.US, 1, in(2, -1), 0), CheckRule)
	refused(t, b, moveCmd(units.US, 2, in(-2, 0), 0), CheckRule)
	evs := must(t, b, moveCmd(units.US, 0, in(1, 0), 0))
	if b.Unit(0).Pos != in(0, 0) || !hasText(evs, EvCheck, "fails its swamp check (d10 4, needs 5)") {
		t.Fatalf("after a failed check the squad is at %s: %v", b.Unit(0).Pos, evs)
	}
	nextTurn(t, b) // initiative 6, 5
	evs = must(t, b, moveCmd(units.US, 0, in(1, 0), 0))
	if b.Unit(0).Pos != in(1, 0) || !hasText(evs, EvCheck, "passes its swamp check (d10 5, needs 5)") {
		t.Fatalf("the squad is at %s: %v", b.Unit(0).Pos, evs)
	}
	nextTurn(t, b) // initiative 6, 5
	evs = must(t, b, moveCmd(units.US, 0, in(2, 0), 0))
	if len(texts(evs, EvCheck)) != 0 || b.Unit(0).Pos != in(2, 0) {
		t.Fatalf("within the bog: %v", evs)
	}
}

// III.3.1 and docs/TACTICAL.md: the ground of a mountain hex tests a
// vehicle's first off-road move of the battle (7+); once passed, it
// moves freely. A failure stops that move only.
func TestIII31_MountainGroundOncePerBattle(t *testing.T) {
	forces := []Force{force(t, "us.sherman_m4a3", units.US), force(t, "de.rifle_squad", units.Germany)}
	b := startBattle(t, terrainTable(t, board.Mountain), Rules{}, forces, []spot{{at: in(0, 0)}, {at: in(0, 33)}}, 10, 6, 6, 5, 7, 6, 5)
	must(t, b, moveCmd(units.US, 0, in(1, 0), 0))
	if b.Unit(0).Pos != in(0, 0) {
		t.Fatal("a failed mountain check should keep the tank in place")
	}
	nextTurn(t, b)
	must(t, b, moveCmd(units.US, 0, in(1, 0), 0))
	nextTurn(t, b)
	evs := must(t, b, moveCmd(units.US, 0, in(3, 0), 0))
	if b.Unit(0).Pos != in(3, 0) || len(texts(evs, EvCheck)) != 0 {
		t.Fatalf("after passing once the tank should move freely: %v", evs)
	}
}

// III.3.1: a marsh hex is closed to vehicles off the roads, open to men
// (who check on their first move) and to vehicles on a road.
func TestIII31_MarshClosedToVehiclesOffRoad(t *testing.T) {
	m := introMap(t)
	var tb *Table
	for _, h := range m.Hexes() {
		if m.Terrain(h) == board.Swamp {
			if built, err := Build(embedded(t), m, h); err == nil && len(named(built, "road", "")) > 0 {
				tb = built
				break
			}
		}
	}
	if tb == nil {
		t.Skip("the intro map has no swamp hex with a road")
	}
	forces := []Force{force(t, "us.sherman_m4a3", units.US), force(t, "us.rifle_squad", units.US)}
	b, _, err := NewBattle(Setup{Table: tb, Attacker: units.Germany, Defender: units.US, Forces: forces}, scriptFor(t))
	if err != nil {
		t.Fatal(err)
	}
	tank, squad := b.Unit(0), b.Unit(1)
	var off, road geom.Point
	for y := int64(-30); y <= 30; y++ {
		for x := int64(-30); x <= 30; x++ {
			p := geom.Pt(x*geom.Inch, y*geom.Inch)
			if !geom.Hexagon.Contains(p) {
				continue
			}
			switch fs := tb.At(p); {
			case len(fs) == 0:
				off = p
			case len(fs) == 1 && fs[0].Kind.ID == "road":
				road = p
			}
		}
	}
	var re *RuleError
	if err := b.CheckPlace(tank, off, 0); !errors.As(err, &re) || re.Rule != CheckRule {
		t.Errorf("a tank off the road on a marsh: %v", err)
	}
	if err := b.CheckPlace(tank, road, 0); err != nil {
		t.Errorf("a tank on the road: %v", err)
	}
	if err := b.CheckPlace(squad, off, 0); err != nil {
		t.Errorf("a squad in the marsh: %v", err)
	}
}

// Table IX.2 at 2 (Traumatized): ground units take cover and do not
// move; at 10 (Heroic) infantry move an inch more.
func TestTableIX2_MoraleAndMovement(t *testing.T) {
	forces := []Force{force(t, "us.rifle_squad", units.US), force(t, "de.rifle_squad", units.Germany)}
	b := startBattle(t, openTable(t), Rules{Morale: true}, forces, []spot{{at: in(0, 0)}, {at: in(0, 33)}}, 10)
	b.Morale[Defender] = 2
	refused(t, b, moveCmd(units.US, 0, in(1, 0), 0), "Table IX.2")
	b.Morale[Defender] = 10
	if b.Allowance(b.Unit(0)) != 2*geom.Inch {
		t.Fatalf("heroic infantry allowance %d", b.Allowance(b.Unit(0)))
	}
	must(t, b, moveCmd(units.US, 0, in(2, 0), 0))
}

// IX.5.2 with geom paths: a jeep (5") may not drive through a house, but
// the route round it (4.24") is a legal move with its waypoints.
func TestIX52_RouteRoundAClosedFeature(t *testing.T) {
	tb := openTable(t)
	house, err := geom.Rect(in(1.5, 0), 0, 2*geom.Inch, 2*geom.Inch)
	place(t, tb, "building", house, err)
	forces := []Force{force(t, "us.jeep", units.US), force(t, "de.rifle_squad", units.Germany)}
	b := startBattle(t, tb, Rules{}, forces, []spot{{at: in(0, 0)}, {at: in(0, 33)}}, 10)
	refused(t, b, moveCmd(units.US, 0, in(3, 0), 900), CheckRule)
	via, length, ok := b.Route(b.Unit(0), in(3, 0))
	if !ok || len(via) != 2 || length < 4*geom.Inch || length > 425 {
		t.Fatalf("route %v of %d", via, length)
	}
	must(t, b, moveCmd(units.US, 0, in(3, 0), 900, via...))
	if b.Unit(0).Pos != in(3, 0) {
		t.Fatal("the jeep did not arrive")
	}
}

// riverPoint is a point of table 0908 (the Carapelle along side SE) at
// depth inches in from that edge and lateral inches along it.
func riverPoint(depth, lateral float64) geom.Point {
	f := geom.Side(hex.SE).Facing()
	p := geom.Offset(geom.Pt(0, 0), f, geom.Apothem-int64(depth*geom.Inch))
	return geom.Offset(p, f+geom.Quarter, int64(lateral*geom.Inch))
}

// III.3.1 on the table (0908, the Carapelle on side SE: 1" bank, 2" of
// river, 1" bank): a squad wading in rolls the river check (4+) and may
// stand in the river; a jeep fording it rolls 6+ and is damaged on a
// failure; along the road over the bridge the jeep crosses freely, the
// banks under the road costing nothing extra.
func TestIII31_RiversAndBridgesOnTheTable(t *testing.T) {
	tb := build(t, "0908")
	forces := []Force{force(t, "us.rifle_squad", units.US), force(t, "us.jeep", units.US), force(t, "us.jeep", units.US),
		force(t, "de.rifle_squad", units.Germany)}
	road := func(d float64) geom.Point {
		return geom.Offset(geom.Pt(0, 0), geom.Side(hex.SE).Facing(), int64(d*geom.Inch))
	}
	spots := []spot{{at: riverPoint(3.5, 10)}, {at: riverPoint(4, -10)}, {at: road(30)}, {at: in(0, 25)}}
	b := startBattle(t, tb, Rules{}, forces, spots, 10, 4, 5)
	squad, ford, bridge := b.Unit(0), b.Unit(1), b.Unit(2)
	evs := must(t, b, moveCmd(units.US, 0, riverPoint(2.5, 10), 0))
	if squad.Pos != riverPoint(2.5, 10) || !hasText(evs, EvCheck, "passes its river check (d10 4, needs 4)") {
		t.Fatalf("squad at %s: %v", squad.Pos, evs)
	}
	evs = must(t, b, moveCmd(units.US, 1, riverPoint(1, -10), 0))
	if ford.Pos != riverPoint(4, -10) || !ford.Damaged || !hasText(evs, EvCheck, "fails its river check (d10 5, needs 6)") {
		t.Fatalf("jeep at %s damaged %v: %v", ford.Pos, ford.Damaged, evs)
	}
	evs = must(t, b, moveCmd(units.US, 2, road(35), 0))
	if bridge.Pos != road(35) || len(texts(evs, EvCheck)) != 0 || !hasText(evs, EvMoved, "moves 5.00\" (costing 5.00\")") {
		t.Fatalf("over the bridge: %v", evs)
	}
}
