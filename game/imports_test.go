package game_test

import (
	"os/exec"
	"strings"
	"testing"
)

// DESIGN.md §1: the rules engine must build without a display. Nothing under
// game/ may depend on Ebitengine or on the client.
func TestEngineDoesNotImportEbitenOrRender(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "-f", "{{.ImportPath}}", "frontline/game/...").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	for _, dep := range strings.Fields(string(out)) {
		if strings.Contains(dep, "hajimehoshi/ebiten") || dep == "frontline/render" || strings.HasPrefix(dep, "frontline/render/") {
			t.Errorf("game/ depends on %s", dep)
		}
	}
}
