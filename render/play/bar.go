package play

import (
	"fmt"
	"strings"

	"frontline/game"
	"frontline/game/units"
	"frontline/render/session"
)

// BarText is what the phase bar says: plain strings, worked out from the
// viewer's View without a display so every phase and decision is tested.
type BarText struct {
	// Status: round, whose turn, the phase and its rule section.
	Status string
	// Money: the viewer's treasury, income and supply due.
	Money string
	// Do: what the viewer can do now, in one line.
	Do string
	// Button labels the answer to the pending decision ("End phase",
	// "Decline", "Next round" …); empty when the viewer has nothing to
	// answer (the game is over or waits on the other side).
	Button string
}

// Bar works out the phase bar for view v; income and supplyDue are the
// viewer's own (Game.Income, Player.SupplyDue).
func Bar(v game.View, income, supplyDue int) BarText {
	if v.Setup != nil && !v.Over {
		return SetupBar(v) // setup.go
	}
	var b BarText
	turn := upperFirst(session.TurnName(v.Active, activeTurn(v), v.TurnLimit))
	b.Status = fmt.Sprintf("%s  ·  %s phase (%s)", turn, v.Phase, v.Phase.Rule())
	b.Money = fmt.Sprintf("Treasury %d   Income %d   Supply due %d", v.Treasury, income, supplyDue)
	p := v.Pending
	switch {
	case v.Over || p.Kind == game.DecideNone:
		b.Status = turn + "  ·  the game is over"
		b.Do = "The game is over: " + resultText(v) + "."
		return b
	case p.Side != v.Side:
		b.Do = "Waiting for " + SideName(p.Side) + ": " + lowerFirst(p.Prompt)
		return b
	}
	b.Button = ButtonLabel(p.Kind)
	if p.Kind != game.DecidePhase {
		b.Do = p.Prompt
		if p.Kind == game.DecideRetaliation {
			b.Do = "You are attacked: choose who retaliates in the panel on the right, or decline."
		}
		return b
	}
	switch p.Phase {
	case game.PhaseProduction:
		b.Do = fmt.Sprintf("Buy units in the catalog: they wait in the staging area until your turn %d's Deployment Phase. End the phase when done.", NextDeployTurn(v.Turn))
	case game.PhaseMovement:
		b.Do = "Click a stack, pick a unit, click a lit hex to move it; move into an enemy's hex to fight it in the Combat Phase. U takes back the last move."
	case game.PhaseCombat:
		b.Do = "Pick a unit, click a ringed enemy to review an attack (shift-click units to join). Most units fire only in their own hex: they reach enemies they moved in with."
	case game.PhaseDeployment:
		b.Do = "Deploying: pick a staged unit in the right panel, click a lit hex. Units left staged wait for the next Deployment Phase."
	default:
		b.Do = p.Prompt
	}
	return b
}

// NextDeployTurn is the first regular Deployment Phase after own turn t
// (V.2, V.6: turns 5, 10, 15 …), when units bought on turn t deploy.
func NextDeployTurn(t int) int { return (t/game.DeploymentEvery + 1) * game.DeploymentEvery }

// ButtonLabel names the passive answer to a decision (game.PassCommand),
// so no decision is a dead end.
func ButtonLabel(k game.DecisionKind) string {
	switch k {
	case game.DecidePhase:
		return "End phase"
	case game.DecideRetaliation, game.DecideDefensiveCombat, game.DecideTerms:
		return "Decline"
	case game.DecideEngagementRound:
		return "Next round"
	case game.DecideEngagementStart:
		return "Begin"
	case game.DecideSupplyIdle:
		return "Idle cheapest"
	case game.DecideDefenderRound:
		return "Fight to the end"
	case game.DecideEncircleResponse:
		return "Stand"
	case game.DecideScramble:
		return "Stay grounded"
	case game.DecideInterdictWithdraw:
		return "Let them go"
	case game.DecideEventPick, game.DecideWithdrawHex:
		return "Pick for me" // decision_panels.go names the deploy_now pass "Choose none"
	case game.DecideNone:
		return ""
	}
	return "Skip"
}

// activeTurn is the active side's own turn number.
func activeTurn(v game.View) int {
	if v.Active == v.Side {
		return v.Turn
	}
	return v.EnemyTurn
}

func resultText(v game.View) string {
	switch v.Result {
	case "":
		return "no result"
	case string(units.US), string(units.Germany):
		return SideName(units.Side(v.Result)) + " wins"
	}
	return v.Result
}

// SideName is a side's name for the screen.
func SideName(s units.Side) string {
	switch s {
	case units.US:
		return "United States"
	case units.Germany:
		return "Germany"
	}
	return "Neutral"
}

func lowerFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
}
