package ai

import (
	"testing"

	"frontline/game"
	"frontline/game/content"
	"frontline/game/units"
)

// reasoned are the order kinds the computer chooses itself, each with
// its reason; the rest are the engine's pass answers.
var reasoned = map[game.CommandKind]bool{game.CmdMove: true, game.CmdAttack: true, game.CmdBuy: true,
	game.CmdDeploy: true, game.CmdDeclareRetaliation: true}

// Issue 14 "Fair", its own randomness: a game between the computer and
// the Advancer reaches its end, every computer order carries a reason,
// and the save replays to the same state.
func TestComputerPlaysTheIntroAndReplays(t *testing.T) {
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	g, _, err := game.New(c, game.Options{Scenario: "intro", Seed: 4})
	if err != nil {
		t.Fatal(err)
	}
	players := map[units.Side]Player{units.US: NewComputer(Standard, 8), units.Germany: NewAdvancer(9)}
	kinds := map[game.CommandKind]int{}
	canDeploy := false // a staged US unit had a legal hex in a Deployment Phase
	if _, err := Play(g, players, 20000, func(o Order, _ []game.Event) {
		if g.Phase == game.PhaseDeployment && g.Pending.Side == units.US {
			for _, u := range g.Staged(units.US) {
				canDeploy = canDeploy || len(g.DeployHexes(u.ID)) > 0
			}
		}
		if o.Side == units.US && o.Kind != game.CmdEndPhase {
			kinds[o.Kind]++
			if reasoned[o.Kind] && o.Reason == "" {
				t.Errorf("%s without a reason", o.Kind)
			}
		}
	}); err != nil {
		t.Fatal(err)
	}
	if !g.Over {
		t.Fatal("the game did not end")
	}
	for _, k := range []game.CommandKind{game.CmdMove, game.CmdAttack, game.CmdBuy, game.CmdDeploy} {
		if kinds[k] == 0 && (k != game.CmdDeploy || canDeploy) {
			t.Errorf("the computer never gave a %s order (%v)", k, kinds)
		}
	}
	data, err := g.SaveBytes()
	if err != nil {
		t.Fatal(err)
	}
	loaded, err := game.LoadBytes(c, "computer game", data)
	if err != nil {
		t.Fatal(err)
	}
	if loaded.Hash() != g.Hash() {
		t.Fatal("the replayed game differs")
	}
	t.Logf("%s; us %d, germany %d; orders %v", g.Result, g.Score(units.US), g.Score(units.Germany), kinds)
}
