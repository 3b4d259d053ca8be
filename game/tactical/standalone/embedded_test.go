package standalone

import (
	"strings"
	"testing"
)

func embeddedEnv(t testing.TB) Env {
	t.Helper()
	env, err := EmbeddedEnv()
	if err != nil {
		t.Fatal(err)
	}
	return env
}

// Every shipped battle loads and builds its table (II.1.4).
func TestII14_ShippedBattlesLoad(t *testing.T) {
	env := embeddedEnv(t)
	defs, err := Embedded(env)
	if err != nil {
		t.Fatal(err)
	}
	if len(defs) < 4 {
		t.Fatalf("%d battles shipped, want at least 4", len(defs))
	}
	for _, d := range defs {
		if _, err := d.Table(env.Kinds); err != nil {
			t.Errorf("%s: %v", d.ID, err)
		}
		// The chooser wraps the briefing to its column: a line break
		// written into the file would cut its lines short there.
		if strings.Contains(strings.TrimSpace(d.Briefing), "\n") {
			t.Errorf("%s: the briefing has a line break in it (end lines with a backslash)", d.ID)
		}
	}
}
