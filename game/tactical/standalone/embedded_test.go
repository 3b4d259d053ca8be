package standalone

import "testing"

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
	}
}
