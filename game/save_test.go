package game

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"frontline/game/savefile"
)

// playSome advances a game by n decisions, answering deficits with every
// eligible unit.
func playSome(t *testing.T, g *Game, n int) {
	t.Helper()
	for i := 0; i < n && !g.Over; i++ {
		if g.Pending.Kind == DecideSupplyIdle {
			mustApply(t, g, Command{Kind: CmdChooseSupplyIdle, Side: g.Pending.Side, Units: g.Pending.Choices})
			continue
		}
		endPhase(t, g)
	}
}

func TestSaveLoadContinuesExactly(t *testing.T) {
	g, _ := newTestGame(t, 11)
	playSome(t, g, 25)
	loaded := saveAndReload(t, g)
	// Both continue identically, dice included.
	playSome(t, g, 30)
	playSome(t, loaded, 30)
	if loaded.Hash() != g.Hash() {
		t.Fatal("saved and loaded games diverge after loading")
	}
}

func TestLoadRefusesATamperedSave(t *testing.T) {
	g, _ := newTestGame(t, 11)
	playSome(t, g, 10)
	dir := t.TempDir()
	path := filepath.Join(dir, "s.fgsave")
	if err := g.Save(path); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(path)
	edited := strings.Replace(string(data), `"seed": 11`, `"seed": 12`, 1)
	os.WriteFile(path, []byte(edited), 0o644)
	if _, err := Load(g.content, path); err == nil || !strings.Contains(err.Error(), path) {
		t.Errorf("edited save loaded: %v", err)
	}
	os.WriteFile(path, data[:len(data)/2], 0o644)
	if _, err := Load(g.content, path); err == nil || !strings.Contains(err.Error(), path) {
		t.Errorf("truncated save loaded: %v", err)
	}
}

func TestHashDependsOnSeed(t *testing.T) {
	a, _ := newTestGame(t, 1)
	b, _ := newTestGame(t, 2)
	if a.Hash() == b.Hash() {
		t.Error("different seeds give the same state hash")
	}
}

func TestLoadRefusesASaveThatReplaysElsewhere(t *testing.T) {
	g, _ := newTestGame(t, 11)
	playSome(t, g, 10)
	r := g.Record()
	r.Hash = strings.Repeat("0", 64)
	body, _ := json.Marshal(r)
	path := filepath.Join(t.TempDir(), "s.fgsave")
	if err := savefile.Save(path, body); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(g.content, path); err == nil || !strings.Contains(err.Error(), "does not reach the saved state") {
		t.Errorf("got %v", err)
	}
}
