package standalone

import (
	"strings"
	"testing"

	"frontline/game/board"
	"frontline/game/dice"
	"frontline/game/hex"
	"frontline/game/tactical"
	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// lastStand is a one-turn battle on open ground: usSquads US rifle
// squads attack from the south, one German rifle squad defends, and the
// objective lies 24" south of the centre.
func lastStand(t *testing.T, usSquads int) (*Def, Env) {
	env := embeddedEnv(t)
	us, _ := env.Catalog.Get("us.rifle_squad")
	de, _ := env.Catalog.Get("de.rifle_squad")
	d := &Def{ID: "last-stand", Name: "Last stand", TurnLimit: 1, Rules: tactical.Rules{TurnCap: 1},
		Terrain: board.Plains, AttackFrom: []hex.Direction{hex.S},
		Objectives: []Objective{{Name: "the well", At: geom.Pt(0, 24*geom.Inch), Radius: DefaultRadius}}}
	d.Sides[0] = SideDef{Side: units.US, Role: Attacks}
	for range usSquads {
		d.Sides[0].Units = append(d.Sides[0].Units, UnitDef{Card: us, Arrives: 1, Enters: -1})
	}
	d.Sides[1] = SideDef{Side: units.Germany, Role: Defends, Units: []UnitDef{{Card: de, Arrives: 1, Enters: -1}}}
	return d, env
}

// fightToTheLimit places the German squad at de and the US squads at us
// (in that order), then closes every step until the turn limit ends the
// battle. The zone die is a 10 (16" deep); initiative dice are spare.
func fightToTheLimit(t *testing.T, d *Def, env Env, de geom.Point, us ...geom.Point) *Game {
	t.Helper()
	script := append(shuffleOnes(), 10, 3, 8, 3, 8, 3, 8)
	g, _, err := New(d, env, commandCards(t), dice.Script(script...))
	if err != nil {
		t.Fatal(err)
	}
	place := func(s units.Side, id int, p geom.Point) {
		mustApply(t, g, Command{Kind: CmdTable, Side: s, Table: tactical.Command{Kind: tactical.CmdPlace, Side: s, Unit: tactical.UnitID(id), To: p}})
	}
	place(units.Germany, len(us), de)
	for i, p := range us {
		place(units.US, i, p)
	}
	for n := 0; !g.Over(); n++ {
		if n > 20 {
			t.Fatal("the one-turn battle did not end")
		}
		o := g.Battle.Pending.Close()
		mustApply(t, g, Command{Kind: CmdTable, Side: o.Side, Table: o})
	}
	if !g.Result.Limit {
		t.Fatalf("the battle ended before its limit: %s", g.Result.Why)
	}
	return g
}

func in(x, y int64) geom.Point { return geom.Pt(x*geom.Inch, y*geom.Inch) }

// II.2.3: at the turn limit the side that controls the objective wins —
// here the attacker, standing on it alone, although the table's own
// rule (the defender holds the hex) would have given it to Germany.
func TestII23_ControlOfTheObjectiveWinsAtTheLimit(t *testing.T) {
	d, env := lastStand(t, 1)
	g := fightToTheLimit(t, d, env, in(0, -20), in(1, 24))
	if c := g.Controller(d.Objectives[0]); c != units.US {
		t.Fatalf("controller %v, want the US squad within 3\"", c)
	}
	if g.Result.Winner != units.US || !strings.Contains(g.Result.Why, "controls 1 of the 1") {
		t.Errorf("result %+v", g.Result)
	}
}

// II.2.3 (our reading of control): a contested objective is nobody's, so
// the force totals decide; equal totals are a draw.
func TestII23_ContestedObjectiveEqualForcesDraw(t *testing.T) {
	d, env := lastStand(t, 1)
	g := fightToTheLimit(t, d, env, in(-2, 24), in(2, 24))
	if c := g.Controller(d.Objectives[0]); c != units.Neutral {
		t.Fatalf("contested objective controlled by %v", c)
	}
	if g.Result.Winner != units.Neutral || !strings.Contains(g.Result.Why, "draw") {
		t.Errorf("result %+v", g.Result)
	}
}

// II.2.3: with the objective nobody's, the higher remaining force total
// wins: two US squads (8) against one German (4).
func TestII23_HigherForceTotalWinsWhenNobodyControls(t *testing.T) {
	d, env := lastStand(t, 2)
	g := fightToTheLimit(t, d, env, in(0, -20), in(-10, 30), in(10, 30))
	if g.ForceTotal(units.US) != 8 || g.ForceTotal(units.Germany) != 4 {
		t.Fatalf("force totals %d / %d", g.ForceTotal(units.US), g.ForceTotal(units.Germany))
	}
	if g.Result.Winner != units.US || !strings.Contains(g.Result.Why, "higher force") {
		t.Errorf("result %+v", g.Result)
	}
}

// II.2.3: a unit just outside the radius does not control the objective.
func TestII23_ControlIsWithinTheRadius(t *testing.T) {
	d, env := lastStand(t, 1)
	g := fightToTheLimit(t, d, env, in(0, 27).Add(geom.Pt(0, 1)), in(-10, 30))
	if c := g.Controller(d.Objectives[0]); c != units.Neutral {
		t.Errorf("a squad 3.01\" away controls it for %v", c)
	}
}

// Inset IX.3 items 5 and 6: taking control of an objective is worth a
// morale point to the side that takes it, counted at the next step ①.
func TestInsetIX3_ObjectiveCapturedRaisesMorale(t *testing.T) {
	d, env := lastStand(t, 1)
	d.TurnLimit, d.Rules.TurnCap, d.Rules.Morale = 2, 2, true
	g, _, err := New(d, env, commandCards(t), dice.Script(append(shuffleOnes(), 10, 3, 8, 3, 8, 3, 8)...))
	if err != nil {
		t.Fatal(err)
	}
	place := func(s units.Side, id int, p geom.Point) {
		mustApply(t, g, Command{Kind: CmdTable, Side: s, Table: tactical.Command{Kind: tactical.CmdPlace, Side: s, Unit: tactical.UnitID(id), To: p}})
	}
	place(units.Germany, 1, geom.Pt(0, 2050))
	place(units.US, 0, in(0, 30))
	if g.Held == nil || g.Held[0] != units.Neutral {
		t.Fatalf("after placement the objective is held by %v", g.Held)
	}
	for g.Battle.Pending.Kind != tactical.DecideMove {
		o := g.Battle.Pending.Close() // step ① with nothing to do
		mustApply(t, g, Command{Kind: CmdTable, Side: o.Side, Table: o})
	}
	evs, err := g.Apply(Command{Kind: CmdTable, Side: units.Germany, Table: tactical.Command{Kind: tactical.CmdMove, Side: units.Germany, Unit: 1, To: geom.Pt(0, 2150)}})
	if err != nil {
		t.Fatal(err)
	}
	if g.Held[0] != units.Germany || g.Battle.MoraleDelta[tactical.Defender] != 1 || !strings.Contains(evs[len(evs)-1].Text, "takes control of the well") {
		t.Fatalf("after the German move: held %v, morale delta %v, events %+v", g.Held, g.Battle.MoraleDelta, evs)
	}
}

// IX.4.3 in a battle file: attacking infantry that comes in by a sea side
// lands on that side's 3" beach.
func TestIX43_InfantryFromTheSeaLands(t *testing.T) {
	d, env := lastStand(t, 1)
	d.Terrain, d.Edges[hex.S].Sea = board.Coastal, true
	g, _, err := New(d, env, commandCards(t), dice.New(2))
	if err != nil {
		t.Fatal(err)
	}
	if u := g.Battle.Units[0]; !u.Landing || u.Entered != hex.S {
		t.Errorf("the US squad: landing %v across side %d", u.Landing, u.Entered)
	}
}

// Glossary Hidden: a hidden unit neither holds nor contests an objective.
func TestGlossaryHidden_HoldsNoObjective(t *testing.T) {
	d, env := lastStand(t, 1)
	g := fightToTheLimit(t, d, env, in(0, -20), in(1, 24))
	for i := range g.Battle.Units {
		if u := &g.Battle.Units[i]; u.Side == units.US {
			u.Hidden = true
		}
	}
	if c := g.Controller(d.Objectives[0]); c != units.Neutral {
		t.Fatalf("a hidden squad controls the objective for %v", c)
	}
}
