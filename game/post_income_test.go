package game

import (
	"testing"

	"frontline/game/units"
)

// Inset IV.3 item 3, IV.1.3: a Command Post deployed this turn neither
// pays income nor commands until the side's next turn; then it does both.
func TestInsetIV3_PostPaysIncomeFromTheTurnAfterDeployment(t *testing.T) {
	g := usDeploymentTurn5(t)
	cp := stageUnit(t, g, "us.command_post", units.US, 5)
	addUnit(t, g, "us.rifle_squad", units.US, "1205")
	before := g.Income(units.US)
	mustApply(t, g, deployCmd(cp, "1205"))
	commands := func() bool {
		for _, s := range g.CommandRadius(units.US) {
			if s.Unit == cp.ID {
				return true
			}
		}
		return false
	}
	if g.Income(units.US) != before || commands() {
		t.Fatalf("on turn 5 the new post pays (income %d, was %d) or commands (%v)", g.Income(units.US), before, commands())
	}
	var paid *Event
	for paid == nil {
		for _, e := range endPhase(t, g) {
			if e.Kind == EvIncome && e.Side == units.US {
				paid = &e
			}
		}
	}
	want := before + cp.Face().Income
	if g.Players[units.US].Turn != 6 || paid.Amount != want || !commands() {
		t.Fatalf("turn %d income %d, want %d with the post's %d; commands %v", g.Players[units.US].Turn, paid.Amount, want, cp.Face().Income, commands())
	}
}
