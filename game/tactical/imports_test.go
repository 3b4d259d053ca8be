package tactical

import (
	"os/exec"
	"strings"
	"testing"
)

// DESIGN.md §1: the tactical rules and their geometry build without a
// display and without the operational engine, which will own an open
// battle and import this package, never the reverse.
func TestTacticalImportsNeitherEbitenNorGame(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "-f", "{{.ImportPath}}", "frontline/game/tactical/...").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	for _, dep := range strings.Fields(string(out)) {
		if strings.Contains(dep, "hajimehoshi/ebiten") || dep == "frontline/game" || strings.HasPrefix(dep, "frontline/render") {
			t.Errorf("game/tactical depends on %s", dep)
		}
	}
	geomOut, err := exec.Command("go", "list", "-deps", "-f", "{{if not .Standard}}{{.ImportPath}}{{end}}", "frontline/game/tactical/geom").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, geomOut)
	}
	if deps := strings.Fields(string(geomOut)); len(deps) != 1 || deps[0] != "frontline/game/tactical/geom" {
		t.Errorf("geom must use the standard library only; it depends on %v", deps)
	}
}
