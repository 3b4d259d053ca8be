package play

import (
	"strings"
	"testing"

	"frontline/game"
	"frontline/game/hex"
	"frontline/game/units"
	"frontline/render/art"
	"frontline/render/markers"
)

// What the phase bar says for each phase and decision: who acts, the
// phase and its rule section, and a button that answers every decision.
func TestBarForEachPhaseAndDecision(t *testing.T) {
	base := game.View{Side: units.US, Step: 3, Active: units.US, Turn: 2, TurnLimit: 20, EnemyTurn: 1, Treasury: 21}
	for _, c := range []struct {
		phase  game.Phase
		kind   game.DecisionKind
		side   units.Side
		button string
		do     string
	}{
		{game.PhaseProduction, game.DecidePhase, units.US, "End phase", "Buy units in the catalog"},
		{game.PhaseMovement, game.DecidePhase, units.US, "End phase", "lit hex"},
		{game.PhaseCombat, game.DecidePhase, units.US, "End phase", "ringed enemy"},
		{game.PhaseDeployment, game.DecidePhase, units.US, "End phase", "click a lit hex. Units left staged"},
		{game.PhaseSupply, game.DecideSupplyIdle, units.US, "Idle cheapest", "PROMPT"},
		{game.PhaseCombat, game.DecideRetaliation, units.US, "Decline", "retaliates"},
		{game.PhaseCombat, game.DecideEngagementRound, units.US, "Next round", "PROMPT"},
		{game.PhaseCombat, game.DecideDefensiveCombat, units.US, "Decline", "PROMPT"},
		{game.PhaseCombat, game.DecideEngagementStart, units.US, "Begin", "PROMPT"},
		{game.PhaseMovement, game.DecidePhase, units.Germany, "", "Waiting for Germany"},
	} {
		v := base
		v.Phase = c.phase
		v.Pending = game.Decision{Kind: c.kind, Side: c.side, Phase: c.phase, Prompt: "PROMPT"}
		b := Bar(v, 40, 9)
		if b.Button != c.button || !strings.Contains(b.Do, c.do) {
			t.Errorf("%s/%s: button %q, do %q; want %q and %q", c.phase, c.kind, b.Button, b.Do, c.button, c.do)
		}
		want := c.phase.String() + " phase (" + c.phase.Rule() + ")"
		if !strings.Contains(b.Status, want) || !strings.Contains(b.Status, "The United States' turn 2 of 20") {
			t.Errorf("%s: status %q", c.phase, b.Status)
		}
		if b.Money != "Treasury 21   Income 40   Supply due 9" {
			t.Errorf("money %q", b.Money)
		}
	}
	over := base
	over.Over, over.Result = true, "germany"
	over.Pending = game.Decision{Kind: game.DecideNone}
	if b := Bar(over, 0, 0); b.Button != "" || !strings.Contains(b.Do, "Germany wins") {
		t.Errorf("game over: %+v", b)
	}
}

// Every decision kind a pass answers has a label (no dead ends).
func TestEveryDecisionHasAButton(t *testing.T) {
	for _, k := range []game.DecisionKind{game.DecidePhase, game.DecideSupplyIdle, game.DecideRetaliation,
		game.DecideEngagementRound, game.DecideEngagementStart, game.DecideDefensiveCombat, "something_new"} {
		if ButtonLabel(k) == "" {
			t.Errorf("%s has no button", k)
		}
	}
}

// Reachable hexes come in a fixed order with their chances; percentages
// never claim certainty for a risky move.
func TestReachAndPercent(t *testing.T) {
	opts := map[string]game.MoveOption{
		"1210": {Path: []hex.Hex{hex.MustParse("1210")}, Cost: 1, Chance: 1},
		"1109": {Path: []hex.Hex{hex.MustParse("1109")}, Cost: 1, Chance: 0.996, Checks: 1},
		"1310": {Path: []hex.Hex{hex.MustParse("1310")}, Cost: 1, Chance: 0.5, Checks: 1},
	}
	r := Reach(opts)
	if len(r) != 3 || r[0].Hex.String() != "1109" || r[2].Hex.String() != "1310" {
		t.Fatalf("reach order %v", r)
	}
	for c, want := range map[float64]int{1: 100, 0.996: 99, 0.5: 50, 0.001: 1, 0: 0} {
		if got := Percent(c); got != want {
			t.Errorf("Percent(%v) = %d, want %d", c, got, want)
		}
	}
	if s := MoveLine(hex.MustParse("1310"), 2, 0.5, 1); !strings.Contains(s, "50% chance to pass 1 terrain check") {
		t.Errorf("move line %q", s)
	}
}

// Targets are lit only where the viewer's View shows them.
func TestTargetHexesFollowTheView(t *testing.T) {
	v := game.View{Enemy: []game.EnemyStack{
		{Hex: hex.MustParse("1109"), Count: 3, Units: []game.SeenUnit{{ID: 44}}},
		{Hex: hex.MustParse("1106"), Count: 1, Units: []game.SeenUnit{{ID: 50}}},
	}}
	got := TargetHexes(v, []game.UnitID{44, 99})
	if len(got) != 1 || got[0].String() != "1109" {
		t.Errorf("target hexes %v", got)
	}
	if TargetIn(v, hex.MustParse("1109"), []game.UnitID{44}) != 44 || TargetIn(v, hex.MustParse("1106"), []game.UnitID{44}) != 0 {
		t.Error("TargetIn picks the wrong unit")
	}
}

func TestStateWords(t *testing.T) {
	m := &markers.Marker{Damaged: true, DugIn: true, Unsupplied: true, Stars: 2}
	if s := StateWords(m, true, UnitFacts{Moved: true}); s != "damaged, dug in, unsupplied, 2 stars, moved" {
		t.Errorf("own words %q", s)
	}
	if s := StateWords(&markers.Marker{Damaged: true}, false, UnitFacts{Moved: true}); s != "damaged" {
		t.Errorf("enemy words %q (an enemy's movement is not shown)", s)
	}
}

func TestWrapAndLogLine(t *testing.T) {
	l := lettering(art.Regular, 12, art.Ink)
	lines := wrap(l, "one two three four five six seven eight nine ten", 80)
	if len(lines) < 3 || strings.Join(lines, " ") != "one two three four five six seven eight nine ten" {
		t.Errorf("wrap: %q", lines)
	}
	for _, ln := range lines {
		if w, _ := l.Measure(ln); w > 80 && strings.Contains(ln, " ") {
			t.Errorf("line %q is %v wide", ln, w)
		}
	}
	if s := LogLine(game.Event{Rule: "V.4", Text: "Moved."}); s != "[V.4] Moved." {
		t.Errorf("log line %q", s)
	}
	if title, _ := HandOffText(units.US); title != "Hand the computer to the United States" {
		t.Errorf("hand-off title %q", title)
	}
	if title, _ := HandOffText(units.Germany); title != "Hand the computer to Germany" {
		t.Errorf("hand-off %q", title)
	}
}

func TestClipParts(t *testing.T) {
	l := lettering(art.Regular, 12, art.Ink)
	s := "1109 Plains  ·  Cerignola: small city, key  ·  secondary objective Cerignola (us)"
	got := clipParts(l, s, 260)
	if w, _ := l.Measure(got); w > 260 || !strings.HasPrefix(got, "1109 Plains") || strings.HasSuffix(got, "·") {
		t.Errorf("clipped to %q", got)
	}
	if clipParts(l, "short", 260) != "short" {
		t.Error("a short line was clipped")
	}
}
