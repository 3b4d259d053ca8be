package game

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"frontline/game/units"
)

// Objectives over several hexes and II.2's "cross a line" condition, on
// the intro scenario with its file edited (introVariant).

// foggiaLine makes the US primary objective a line north of Foggia
// through San Severo (a key city), held
// as hold says ("" for the default).
func foggiaLine(hold string) [2]string {
	line := "hexes = [\"0706\", \"0806\", \"0906\"]\nname = \"the Foggia line\""
	if hold != "" {
		line += "\nhold = \"" + hold + "\""
	}
	return [2]string{"hex = \"0807\"\nname = \"Foggia\"", line}
}

// II.2.1: an area objective "such as a line of defense that spans
// multiple hexes" is held when every hex of it is held, each by the
// single-hex rule (Q25); hold = "any" is held once one hex is.
func TestII21_LineObjectiveHeldInEveryHex(t *testing.T) {
	cases := []struct {
		name, hold string
		us, de     []string // hexes with a US, a German rifle squad
		wins       bool
	}{
		{"two hexes of three", "", []string{"0706", "0706", "0806"}, nil, false},
		{"every hex", "", []string{"0706", "0706", "0806", "0906"}, nil, true},
		{"key city hex held by one unit", "", []string{"0706", "0806", "0906"}, nil, false}, // San Severo: two land units, one infantry (VII.1)
		{"an enemy in one hex", "", []string{"0706", "0706", "0806", "0906"}, []string{"0806"}, false},
		{"breached in one hex", "any", []string{"0806"}, nil, true},
		{"not breached", "any", nil, nil, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g, _ := introVariant(t, 1, foggiaLine(c.hold))
			for _, h := range []string{"0706", "0806", "0906"} {
				clearHex(g, h)
			}
			for _, h := range c.us {
				addUnit(t, g, "us.rifle_squad", units.US, h)
			}
			for _, h := range c.de {
				addUnit(t, g, "de.rifle_squad", units.Germany, h)
			}
			evs := endTurn(t, g)
			if !c.wins {
				if g.Over {
					t.Fatalf("game ended (%s)", g.Result)
				}
				return
			}
			end, ok := hasEvent(evs, EvGameEnded)
			if !ok || g.Result != "us" || end.Rule != "II.2.1" || !strings.Contains(end.Text, "the Foggia line") {
				t.Fatalf("result %q, game_ended %+v", g.Result, end)
			}
			scored := 0
			for _, e := range evs {
				if e.Kind == EvScored && strings.Contains(e.Text, "the Foggia line") {
					scored += e.Amount
				}
			}
			if scored != 100 {
				t.Errorf("the line scored %d, want its 100 points once (Table II.1)", scored)
			}
		})
	}
}

// crossVariant starts the intro with a US line to cross: cost of land
// units in 0706, 0707, 0806 or 0807 (cleared) by the turn, and halt.
func crossVariant(t *testing.T, cost, byTurn int, halt bool) *Game {
	t.Helper()
	cross := fmt.Sprintf("\n[[scenario.win.cross]]\nside = \"us\"\nname = \"the Cervaro\"\nbeyond = [\"0706:0807\"]\ncost = %d\nby_turn = %d\nhalt_wins = %v\n", cost, byTurn, halt)
	g, _ := introVariant(t, 1, [2]string{"at_turn_limit = \"draw\" # nobody has won after turn 20: the game is drawn\n",
		"at_turn_limit = \"draw\"\n" + cross})
	for _, h := range []string{"0706", "0707", "0806", "0807"} {
		clearHex(g, h)
	}
	return g
}

// II.2: "a line that the Allies must cross with at least 100 Cost worth
// of land-based Units within a set number of Operational Turns".
func TestII2_CrossingALineWithACostOfLandUnits(t *testing.T) {
	t.Run("met", func(t *testing.T) {
		g := crossVariant(t, 8, 3, false)
		a := addUnit(t, g, "us.rifle_squad", units.US, "0706")
		b := addUnit(t, g, "us.rifle_squad", units.US, "0807")
		b.Card = cardWith(b.Card, func(c *units.Card) { c.Special.Hidden = true }) // hidden units stand beyond it all the same
		evs := endTurn(t, g)
		crossed, ok := hasEvent(evs, EvLineCrossed)
		if !ok || crossed.Rule != "II.2" || crossed.Amount != 8 || !slices.Equal(crossed.Units, []UnitID{a.ID, b.ID}) {
			t.Fatalf("line_crossed %+v (found %v)", crossed, ok)
		}
		end, _ := hasEvent(evs, EvGameEnded)
		if !g.Over || g.Result != "us" || end.Rule != "II.2" || !strings.Contains(end.Text, "the Cervaro") {
			t.Fatalf("result %q, game_ended %+v", g.Result, end)
		}
	})
	t.Run("not enough cost", func(t *testing.T) {
		g := crossVariant(t, 8, 3, false)
		addUnit(t, g, "us.rifle_squad", units.US, "0706")
		addUnit(t, g, "us.command_post", units.US, "0707")     // a structure is no land unit that crosses
		addUnit(t, g, "us.rifle_squad", units.US, "0906")      // short of the line
		addUnit(t, g, "us.rifle_squad", units.Germany, "0806") // the enemy's
		endTurn(t, g)
		if g.Over {
			t.Fatalf("game ended (%s) with 4 cost beyond the line", g.Result)
		}
	})
	t.Run("after by_turn", func(t *testing.T) {
		g := crossVariant(t, 8, 1, false)
		endTurn(t, g) // US turn 1: nothing across
		endTurn(t, g) // Germany's turn 1
		addUnit(t, g, "us.rifle_squad", units.US, "0706")
		addUnit(t, g, "us.rifle_squad", units.US, "0806")
		endTurn(t, g)
		if g.Over || g.Players[units.US].Turn != 2 {
			t.Fatalf("game over %v (%s) in US turn %d: the line was crossed after by_turn 1", g.Over, g.Result, g.Players[units.US].Turn)
		}
	})
}

// II.2: "The Win Condition for the Axis may be the opposite - to halt the
// Allies' advance within the same timeframe."
func TestII2_HaltingTheAdvanceByTheTurn(t *testing.T) {
	g := crossVariant(t, 8, 2, true)
	endTurn(t, g) // US turn 1 of 2: not yet
	if g.Over {
		t.Fatalf("game ended (%s) before by_turn", g.Result)
	}
	endTurn(t, g) // Germany
	addUnit(t, g, "us.rifle_squad", units.US, "0706")
	evs := endTurn(t, g) // US turn 2, 4 cost across
	end, ok := hasEvent(evs, EvGameEnded)
	if !ok || g.Result != "germany" || end.Rule != "II.2" || !strings.Contains(end.Text, "halted") {
		t.Fatalf("result %q, game_ended %+v", g.Result, end)
	}
}

// cardWith is a changed copy of a card (the catalog's is shared).
func cardWith(c *units.Card, change func(*units.Card)) *units.Card {
	cp := *c
	change(&cp)
	return &cp
}
