package game

import (
	"strings"
	"testing"

	"frontline/game/dice"
	"frontline/game/hex"
	"frontline/game/scenario"
	"frontline/game/units"
)

// withWin gives g a private copy of its scenario with other win conditions
// and turn limit, so the shared content is left alone.
func withWin(g *Game, w scenario.Win, limit int) {
	s := *g.scenario
	s.Win, s.TurnLimit = w, limit
	g.scenario = &s
}

// clearHex takes every unit out of h (removed from play, not scored).
func clearHex(g *Game, h string) {
	for _, u := range g.Units {
		if u.Deployed() && u.Hex == hex.MustParse(h) {
			u.Place = Away
		}
	}
}

// occupy clears h and puts two US rifle squads there: enough to hold a key
// city (two land units, one of them infantry).
func occupy(t *testing.T, g *Game, h string) {
	t.Helper()
	clearHex(g, h)
	addUnit(t, g, "us.rifle_squad", units.US, h)
	addUnit(t, g, "us.rifle_squad", units.US, h)
}

// endTurn ends phases until the active side's turn is over, keeping the
// treasuries full so no deficit interrupts.
func endTurn(t *testing.T, g *Game) []Event {
	t.Helper()
	side := g.Active
	var evs []Event
	for g.Active == side && !g.Over {
		for _, p := range g.Players {
			p.Treasury = 1000
		}
		evs = append(evs, endPhase(t, g)...)
	}
	return evs
}

func TestII21_PrimaryObjectiveWins(t *testing.T) {
	g, _ := newTestGame(t, 1)
	if g.Active != units.US {
		t.Fatalf("the intro scenario should open with the United States, got %s", g.Active)
	}
	occupy(t, g, "0807") // Foggia, the US primary objective
	evs := endTurn(t, g)
	end, ok := hasEvent(evs, EvGameEnded)
	if !ok || !g.Over || g.Result != "us" || g.Pending.Kind != DecideNone {
		t.Fatalf("over %v result %q pending %s, ended event %v", g.Over, g.Result, g.Pending.Kind, ok)
	}
	if !strings.Contains(end.Text, "Foggia") || end.Rule != "II.2.1" || end.Side != units.US {
		t.Errorf("game_ended event: %+v", end)
	}
	if _, err := g.Apply(Command{Kind: CmdEndPhase, Side: g.Pending.Side}); err == nil {
		t.Error("a command was accepted after the end of the game")
	}
}

func TestII21_ObjectiveWithAnEnemyInItIsNotHeld(t *testing.T) {
	g, _ := newTestGame(t, 1)
	occupy(t, g, "0807")
	addUnit(t, g, "de.command_post", units.Germany, "0807") // a structure does not contest
	addUnit(t, g, "us.rifle_squad", units.Germany, "0807")  // a land unit does
	endTurn(t, g)
	if g.Over {
		t.Fatalf("game ended (%s) with a German land unit in Foggia", g.Result)
	}
}

func TestII22_BothSecondariesWin(t *testing.T) {
	g, _ := newTestGame(t, 1)
	occupy(t, g, "1106") // Manfredonia
	occupy(t, g, "1109") // Cerignola
	evs := endTurn(t, g)
	end, ok := hasEvent(evs, EvGameEnded)
	if !ok || g.Result != "us" || end.Rule != "II.2.2" {
		t.Fatalf("result %q, event %+v", g.Result, end)
	}
	if !strings.Contains(end.Text, "Manfredonia") || !strings.Contains(end.Text, "Cerignola") {
		t.Errorf("the event should name both objectives: %s", end.Text)
	}
	if got := g.Score(units.US); got != 2*scenario.SecondaryPoints {
		t.Errorf("US score %d, want two secondaries = %d", got, 2*scenario.SecondaryPoints)
	}
}

func TestII22_OneSecondaryIsNotEnough(t *testing.T) {
	g, _ := newTestGame(t, 1)
	occupy(t, g, "1106")
	endTurn(t, g)
	if g.Over {
		t.Fatalf("one secondary objective ended the game: %s", g.Result)
	}
	if got := g.Score(units.US); got != scenario.SecondaryPoints {
		t.Errorf("US score %d, want %d for one secondary", got, scenario.SecondaryPoints)
	}
	// Held again on a later turn it does not score again.
	endTurn(t, g)
	endTurn(t, g)
	if got := g.Score(units.US); got != scenario.SecondaryPoints {
		t.Errorf("US score %d after holding on, want still %d", got, scenario.SecondaryPoints)
	}
}

func TestTableII1_DestroyScoresCost(t *testing.T) {
	g, _ := newTestGame(t, 1)
	sh, crew := crewUnit(t, g, "us.sherman_m4a3", "us.tank_crew", units.US, "1409")
	crew.Stars = []scenario.Star{scenario.CombatVeteran, scenario.Vigilant}
	before := g.Score(units.Germany)
	g.dice = dice.ScriptT(t, 3) // crew survival 3: the crew dies too (Table VI.3)
	evs := g.destroyUnit(sh, "test")
	// Sherman cost + 5 per star of its crew, then the crew's cost alone.
	want := sh.Card.Cost + 2*StarPoints + crew.Card.Cost
	if got := g.Score(units.Germany) - before; got != want {
		t.Errorf("Germany scored %d, want %d", got, want)
	}
	if got := g.DestroyedCost(units.Germany); got != sh.Card.Cost+crew.Card.Cost {
		t.Errorf("destroyed cost %d, want %d", got, sh.Card.Cost+crew.Card.Cost)
	}
	if ev, ok := hasEvent(evs, EvScored); !ok || ev.Side != units.Germany || ev.Rule != "Table II.1" {
		t.Errorf("no scored event for Germany: %+v", evs)
	}
	if g.Score(units.US) != 0 {
		t.Errorf("the losing side scored %d", g.Score(units.US))
	}
}

func TestTableII1_HighestValuePrevails(t *testing.T) {
	g, _ := newTestGame(t, 1)
	// Foggia is a key city (25) and the US primary objective (100).
	occupy(t, g, "0807")
	endTurn(t, g)
	if got := g.Score(units.US); got != scenario.PrimaryPoints {
		t.Errorf("taking Foggia scored %d, want only the objective's %d", got, scenario.PrimaryPoints)
	}

	// A command post costs 20: destroying it scores 50, not 70.
	g, _ = newTestGame(t, 1)
	cp := addUnit(t, g, "de.command_post", units.Germany, "0505")
	g.destroyUnit(cp, "test")
	if got := g.Score(units.US); got != CommandPoints {
		t.Errorf("command post scored %d, want %d", got, CommandPoints)
	}
}

func TestTableII1_CityScoresOnFirstCapture(t *testing.T) {
	g, _ := newTestGame(t, 1)
	occupy(t, g, "0706") // San Severo, a key city that is no objective
	clearHex(g, "0403")  // Termoli, a ruined city
	addUnit(t, g, "us.rifle_squad", units.US, "0403")
	endTurn(t, g)
	if got := g.Score(units.US); got != KeyCityPoints+RuinedCityPoints {
		t.Errorf("US score %d, want key city %d + ruined city %d", got, KeyCityPoints, RuinedCityPoints)
	}
}

func TestTableII1_StartingHoldingsScoreNothing(t *testing.T) {
	g, _ := newTestGame(t, 1)
	endTurn(t, g)
	endTurn(t, g)
	if us, de := g.Score(units.US), g.Score(units.Germany); us != 0 || de != 0 {
		t.Errorf("scores %d/%d after turns of standing still, want 0/0", us, de)
	}
}

func TestII24_ScoreDecidesAtTurnLimit(t *testing.T) {
	for _, c := range []struct {
		us, de int
		want   string
	}{{30, 10, "us"}, {10, 30, "germany"}, {20, 20, "draw"}} {
		g, _ := newTestGame(t, 1)
		withWin(g, scenario.Win{AtTurnLimit: scenario.LimitScore}, 2)
		g.Scores = map[units.Side]int{units.US: c.us, units.Germany: c.de}
		var evs []Event
		for !g.Over {
			evs = append(evs, endTurn(t, g)...)
		}
		end, _ := hasEvent(evs, EvGameEnded)
		if g.Result != c.want || end.Rule != "II.2.4" || g.Players[units.US].Turn != 2 || g.Players[units.Germany].Turn != 2 {
			t.Errorf("%d-%d: result %q after %d/%d turns, event %+v", c.us, c.de, g.Result,
				g.Players[units.US].Turn, g.Players[units.Germany].Turn, end)
		}
	}
}

func TestII24_ScoreTargetEndsTheGame(t *testing.T) {
	g, _ := newTestGame(t, 1)
	withWin(g, scenario.Win{AtTurnLimit: scenario.LimitDraw, ScoreTarget: 20}, 20)
	clearHex(g, "0403") // Termoli, a ruined city: 20 points
	addUnit(t, g, "us.rifle_squad", units.US, "0403")
	endTurn(t, g)
	if g.Result != "us" {
		t.Errorf("result %q with US score %d and a target of 20", g.Result, g.Score(units.US))
	}
}

func TestII25_SkirmishEndsWhenASideIsGone(t *testing.T) {
	g, _ := newTestGame(t, 1)
	withWin(g, scenario.Win{AtTurnLimit: scenario.LimitDraw, Skirmish: true}, 20)
	endTurn(t, g)
	if g.Over {
		t.Fatalf("skirmish ended with both forces in play: %s", g.Result)
	}
	for _, u := range g.Units {
		if u.Side == units.Germany && u.Card.Class != units.Structure && u.Card.Class != units.Obstacle {
			u.Place = Destroyed
		}
	}
	evs := endTurn(t, g) // Germany's turn ends with nothing left but structures
	end, ok := hasEvent(evs, EvGameEnded)
	if !ok || g.Result != "us" || end.Rule != "II.2.5" {
		t.Errorf("result %q, event %+v", g.Result, end)
	}
}

func TestII25_DestroyedCostTarget(t *testing.T) {
	g, _ := newTestGame(t, 1)
	withWin(g, scenario.Win{AtTurnLimit: scenario.LimitDraw, Skirmish: true, SkirmishDestroyed: 20}, 20)
	g.destroyUnit(addUnit(t, g, "de.command_post", units.Germany, "0505"), "test") // cost 20
	endTurn(t, g)
	if g.Result != "us" {
		t.Errorf("result %q after destroying %d cost", g.Result, g.DestroyedCost(units.US))
	}
}

func TestII26_BothSidesAtOnceDraw(t *testing.T) {
	g, _ := newTestGame(t, 1)
	withWin(g, scenario.Win{AtTurnLimit: scenario.LimitDraw, ScoreTarget: 50}, 20)
	g.Scores = map[units.Side]int{units.US: 50, units.Germany: 60}
	evs := endTurn(t, g)
	if _, ok := hasEvent(evs, EvGameEnded); !ok || g.Result != "draw" {
		t.Errorf("result %q with both past the target", g.Result)
	}
}

func TestTableII1_ScoresInView(t *testing.T) {
	g, _ := newTestGame(t, 1)
	g.Scores = map[units.Side]int{units.US: 12, units.Germany: 34}
	v := g.View(units.US)
	if v.Score != 12 || v.EnemyScore != 34 {
		t.Errorf("view scores %d/%d, want 12/34", v.Score, v.EnemyScore)
	}
}
