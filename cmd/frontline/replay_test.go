package main

import (
	"os"
	"path/filepath"
	"testing"

	"frontline/game"
	"frontline/game/content"
)

// A save replays through `frontline replay`, for both sides' eyes, and a
// damaged save is refused naming the file.
func TestReplayPrintsASavedGame(t *testing.T) {
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	g, _, err := game.New(c, game.Options{Scenario: "intro", Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 12 && !g.Over; i++ {
		cmd := game.Command{Kind: game.CmdEndPhase, Side: g.Pending.Side}
		if g.Pending.Kind == game.DecideSupplyIdle {
			cmd = game.Command{Kind: game.CmdChooseSupplyIdle, Side: g.Pending.Side, Units: g.Pending.Choices}
		}
		if _, err := g.Apply(cmd); err != nil {
			t.Fatal(err)
		}
	}
	path := filepath.Join(t.TempDir(), "g.fgsave")
	if err := g.Save(path); err != nil {
		t.Fatal(err)
	}
	stdout := os.Stdout
	os.Stdout, _ = os.Open(os.DevNull)
	defer func() { os.Stdout = stdout }()
	for _, args := range [][]string{{path}, {"-as", "germany", path}, {"-as", "US", "-dice=false", path}} {
		if err := runReplay(args); err != nil {
			t.Errorf("%v: %v", args, err)
		}
	}
	data, _ := os.ReadFile(path)
	os.WriteFile(path, data[:len(data)-20], 0o644)
	if err := runReplay([]string{path}); err == nil {
		t.Error("a truncated save replayed")
	}
}
