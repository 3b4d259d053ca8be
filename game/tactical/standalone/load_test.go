package standalone

import (
	"strings"
	"testing"

	"frontline/scenarios/battles"
)

const minimal = `id = "hill-112"
name = "Hill 112"
briefing = "Take the hill."
turn_limit = 8

[table]
terrain = "plains"
attack_from = [3]

[[feature]]
kind = "hill"
at = [0.0, -6.0]
size = [12.0, 8.0]

[[objective]]
name = "the crest"
at = [0.0, -6.0]

[[side]]
side = "us"
budget = 200

[[side]]
side = "germany"
budget = 150
`

// II.1.4: a battle file with a table of its own terrain, a feature, an
// objective and two budgets loads; the objective radius defaults to 3".
func TestII14_MinimalBattleFile(t *testing.T) {
	d, err := Load("hill.toml", []byte(minimal), embeddedEnv(t))
	if err != nil {
		t.Fatal(err)
	}
	if d.Sides[1].Budget != 150 || d.FixedRoles() || d.Objectives[0].Radius != DefaultRadius || len(d.Features) != 1 {
		t.Errorf("loaded %+v", d)
	}
}

// II.1.4: every problem of a battle file is reported at its line and
// column, with what is allowed.
func TestII14_BattleFileErrorsAreLocated(t *testing.T) {
	cases := []struct{ from, to, want string }{
		{`id = "hill-112"`, `id = "Hill 112"`, `hill.toml:1:1: id: "Hill 112" is not a plain name`},
		{`turn_limit = 8`, `turn_limit = 0`, `hill.toml:4:1: turn_limit: 0 (1 to 200`},
		{`terrain = "plains"`, `terrain = "lava"`, `hill.toml:7:1: table.terrain: "lava"`},
		{`attack_from = [3]`, `attack_from = [6]`, `table.attack_from[0]: side 6`},
		{`kind = "hill"`, `kind = "castle"`, `hill.toml:11:1: feature[0].kind: no feature kind "castle"`},
		{`size = [12.0, 8.0]`, `size = [40.0, 8.0]`, `feature[0]: Hill is 40.80" across`},
		{`at = [0.0, -6.0]
size`, `at = [0.0, -40.0]
size`, `feature[0].at: (0.00, -40.00) is off the table`},
		{`budget = 150`, `budget = 150
role = "attacker"`, `give one side role "attacker" and the other "defender", or neither`},
		{`side = "germany"`, `side = "italy"`, `side[1].side: "italy" (us or germany)`},
		{`budget = 200`, `budget = 5000`, `side[0].budget: 5000 (10 to 1000`},
		{`budget = 200`, `budget = 200
[[side.unit]]
card = "de.tiger_i"`, `side[0].budget: a side has a fixed force or a budget, not both`},
		{`budget = 150`, `[[side.unit]]
card = "us.sherman_m4a3"`, `side[1].unit[0].card: us.sherman_m4a3 (us, tank) cannot fight for germany`},
		{`budget = 150`, `[[side.unit]]
card = "de.rifle_squad"
dug_in = true`, `side[1].unit[0].dug_in: only a side whose role is defender starts dug in`},
		{`turn_limit = 8`, `turn_limit = 8
surprise = true`, `hill.toml:5:1`},
	}
	env := embeddedEnv(t)
	for _, c := range cases {
		src := strings.Replace(minimal, c.from, c.to, 1)
		if src == minimal {
			t.Fatalf("%q not in the file", c.from)
		}
		_, err := Load("hill.toml", []byte(src), env)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s → %s:\n got %v\nwant …%s…", c.from, c.to, err, c.want)
		}
	}
}

// II.1.4: a table is a map hex or terrain of its own, never both, and a
// map's hex must be on it.
func TestII14_MapHexTables(t *testing.T) {
	env := embeddedEnv(t)
	for _, c := range []struct{ table, want string }{
		{"map = \"foggia-bari\"\nhex = \"0807\"\nattack_from = [0]", ""},
		{"map = \"foggia-bari\"\nhex = \"9999\"\nattack_from = [0]", "table.hex: 9999 is not on map foggia-bari"},
		{"map = \"../etc\"\nhex = \"0807\"\nattack_from = [0]", "is not a plain name"},
		{"map = \"foggia-bari\"\nhex = \"0807\"\nroads = [1]\nattack_from = [0]", "table.roads: comes from the map hex"},
		{"map = \"foggia-bari\"\nterrain = \"plains\"\nattack_from = [0]", "not both"},
	} {
		src := strings.Replace(minimal, "terrain = \"plains\"\nattack_from = [3]", c.table, 1)
		_, err := Load("hill.toml", []byte(src), env)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%q: %v", c.table, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%q: got %v, want …%s…", c.table, err, c.want)
		}
	}
}

// The loader never panics on any input, and what it accepts builds a
// table.
func FuzzLoad(f *testing.F) {
	f.Add([]byte(minimal))
	names, _ := battles.FS.ReadDir(".")
	for _, n := range names {
		if data, err := battles.FS.ReadFile(n.Name()); err == nil && strings.HasSuffix(n.Name(), ".toml") {
			f.Add(data)
		}
	}
	env := embeddedEnv(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := Load("fuzz.toml", data, env)
		if err != nil {
			return
		}
		if _, err := d.Table(env.Kinds); err != nil {
			t.Fatalf("accepted a battle whose table fails: %v", err)
		}
	})
}
