package units

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A small valid catalog: a crew and the tank it drives.
const crewBlock = `[[unit]]
id = "de.tank_crew"
name = "Tank Crew"
marker = "Crew"
side = "germany"
class = "crew"
cost = 3
limit = 16
summary = "Five tankers."
movement = 1
movement_damaged = 1
defense = 0
defense_damaged = 0
endurance = 8
endurance_half = 4
crew_type = "tank"
bearer = "team"
`

const tankBlock = `
[[unit]]
id = "de.tank"
name = "Tank"
marker = "Tank"
side = "germany"
class = "tank"
year = 1942
cost = 14
limit = 8
summary = "A medium tank."
movement = 3
movement_damaged = 2
defense = 4
defense_damaged = 3
endurance = 10
endurance_half = 5
requires_crew = "tank"

  [[unit.weapon]]
  name = "75mm gun"
  slot = "primary"
  attack = 12
  attack_damaged = 14
  di = 3
  range = { op = 0, tac = 7 }
  targets = ["vehicles", "infantry"]
  ap = 4
  shell_mm = 75
`

const base = crewBlock + tankBlock

// unitText builds a further [[unit]] of the given class with extra lines.
func unitText(id, class string, extra string) string {
	return fmt.Sprintf(`
[[unit]]
id = %q
name = "Extra"
marker = "Extra"
side = "germany"
class = %q
cost = 5
limit = 4
summary = "Test unit."
movement = 0
movement_damaged = 0
defense = 0
defense_damaged = 0
endurance = 6
endurance_half = 3
%s`, id, class, extra)
}

const bombLine = `
  [[unit.weapon]]
  name = "bomb"
  slot = "primary"
  attack = 14
  attack_damaged = 16
  di = 8
  range = { op = 0, tac = 0 }
  targets = ["vehicles"]
  expended = true
  bomb_lb = 500
`

func TestLoadValidCatalog(t *testing.T) {
	cat, err := Load("u.toml", []byte(base))
	if err != nil {
		t.Fatal(err)
	}
	tank, ok := cat.Get("de.tank")
	if !ok || tank.Full.Defense != 4 || tank.Damaged.Endurance != 5 || tank.Special.RequiresCrew != CrewTank {
		t.Fatalf("tank %+v", tank)
	}
	w, d := tank.Full.Weapons[0], tank.Damaged.Weapons[0]
	if !w.Primary || w.Qty != 1 || w.Rate != 1 || w.Attack != 12 || d.Attack != 14 || w.AttackDamaged != 14 || !w.Hits(TargetInfantry) {
		t.Errorf("weapon full %+v damaged %+v", w, d)
	}
	// Both floor and ceiling of an odd endurance are accepted.
	for _, h := range []string{"5", "6"} {
		src := strings.Replace(base, "endurance = 10\nendurance_half = 5", "endurance = 11\nendurance_half = "+h, 1)
		if _, err := Load("u.toml", []byte(src)); err != nil {
			t.Errorf("endurance 11 half %s: %v", h, err)
		}
	}
}

// Each broken file must fail with a message that says what is wrong, at the
// line of the offending key.
func TestLoadRejects(t *testing.T) {
	nine := strings.Repeat(strings.Replace(tankBlock[strings.Index(tankBlock, "  [[unit.weapon]]"):], `slot = "primary"`, `slot = "secondary"`, 1), 8)
	cases := []struct {
		name     string
		src      string
		want, at string // message part; text on the line the error points at
	}{
		{"duplicate id", base + strings.Replace(tankBlock, `"de.tank"`, `"de.tank_crew"`, 1), "duplicate id", `id = "de.tank_crew"`},
		{"unknown side", rep(`side = "germany"
class = "tank"`, `side = "italy"
class = "tank"`), `unknown side "italy" (allowed: us, germany, neutral)`, `side = "italy"`},
		{"unknown class", rep(`class = "tank"`, `class = "tonk"`), "unknown class", `class = "tonk"`},
		{"unknown target", rep(`["vehicles", "infantry"]`, `["vehicles", "boats"]`), `targets[1]: unknown target "boats"`, `"boats"`},
		{"duplicate target", rep(`["vehicles", "infantry"]`, `["vehicles", "vehicles"]`), "listed twice", `"vehicles", "vehicles"`},
		{"unknown crew type", rep(`requires_crew = "tank"`, `requires_crew = "horse"`), "unknown crew type", `"horse"`},
		{"unknown size", rep(`requires_crew = "tank"`, "requires_crew = \"tank\"\ntow_capacity = \"XL\""), "unknown size", `"XL"`},
		{"unknown bearer", rep(`bearer = "team"`, `bearer = "platoon"`), "unknown bearer", `"platoon"`},
		{"unknown air role", base + unitText("de.plane", "aircraft", "turns_of_flight = 1\nair_role = \"zeppelin\"\n"), "unknown air role", `"zeppelin"`},
		{"unknown naval kind", base + unitText("de.boat", "ship", "naval = \"huge\"\n"), "unknown naval kind", `"huge"`},
		{"unknown structure", base + unitText("de.keep", "structure", "structure = \"castle\"\n"), "unknown structure kind", `"castle"`},
		{"negative cost", rep("cost = 14", "cost = -1"), "-1 out of range (0..500)", "cost = -1"},
		{"absurd cost", rep("cost = 14", "cost = 900"), "900 out of range", "cost = 900"},
		{"limit zero", rep("limit = 8", "limit = 0"), "0 out of range (1..99)", "limit = 0"},
		{"limit too big", rep("limit = 8", "limit = 100"), "100 out of range (1..99)", "limit = 100"},
		{"half endurance", rep("endurance_half = 5", "endurance_half = 3"), "not half of endurance 10 (use 5)", "endurance_half = 3"},
		{"damaged defense better", rep("defense_damaged = 3", "defense_damaged = 5"), "better than defense 4", "defense_damaged = 5"},
		{"damaged movement better", rep("movement_damaged = 2", "movement_damaged = 4"), "better than movement 3", "movement_damaged = 4"},
		{"damaged attack better", rep("attack_damaged = 14", "attack_damaged = 10"), "better than attack 12", "attack_damaged = 10"},
		{"attack zero", rep("attack = 12", "attack = 0"), "0 out of range (1..20)", "attack = 0"},
		{"attack 21", rep("attack = 12\n  attack_damaged = 14", "attack = 21\n  attack_damaged = 21"), "21 out of range (1..20)", "attack = 21"},
		{"di", rep("di = 3", "di = 16"), "16 out of range (0..15)", "di = 16"},
		{"ap", rep("ap = 4", "ap = 11"), "11 out of range (0..10)", "ap = 11"},
		{"rate", rep("ap = 4", "ap = 4\n  rate = 4"), "4 out of range (1..3)", "rate = 4"},
		{"rate zero", rep("ap = 4", "ap = 4\n  rate = 0"), "0 out of range (1..3)", "rate = 0"},
		{"no targets", rep(`targets = ["vehicles", "infantry"]`, `targets = []`), "no targets", "targets = []"},
		{"too many weapons", base + nine, "9 weapons (at most 8", "[[unit.weapon]]"},
		{"two primaries", rep("ap = 4\n", "ap = 4\n"+strings.Replace(bombLine, "expended = true\n  bomb_lb = 500\n", "", 1)), "second primary weapon", `slot = "primary"`},
		{"no primary", rep(`slot = "primary"`, `slot = "secondary"`), "no primary weapon", `slot = "secondary"`},
		{"unknown slot", rep(`slot = "primary"`, `slot = "main"`), `unknown slot "main"`, `slot = "main"`},
		{"missing crew card", rep(`crew_type = "tank"`, `crew_type = "artillery"`), "no tank crew card for side germany", `requires_crew = "tank"`},
		{"crew without crew type", rep("crew_type = \"tank\"\n", ""), "crew_type: missing", "[[unit]]"},
		{"aircraft without turns of flight", base + unitText("de.plane", "aircraft", "air_role = \"bomber\"\n"), "turns_of_flight: missing", "[[unit]]\nid = \"de.plane\""},
		{"fighter turns of flight", base + unitText("de.plane", "aircraft", "turns_of_flight = 2\nair_role = \"fighter\"\n"), "fighter with turns_of_flight 2", "turns_of_flight = 2"},
		{"turns of flight on a tank", rep(`requires_crew = "tank"`, "requires_crew = \"tank\"\nturns_of_flight = 2"), "only aircraft may have turns_of_flight", "turns_of_flight = 2"},
		{"towed gun without size", base + unitText("de.gun", "gun", ""), "a gun with movement 0 moves only when towed", "[[unit]]\nid = \"de.gun\""},
		{"tow loads without size", base + unitText("de.gun", "gun", "immobile = true\ntow_vehicles = 2\n"), "only towed guns may have tow_vehicles", "tow_vehicles = 2"},
		{"dive bomb without bombs", base + unitText("de.plane", "aircraft", "turns_of_flight = 1\nair_role = \"dive-bomber\"\ndive_bomb = true\n"), "needs an expended bomb", "dive_bomb = true"},
		{"bombs not expended", base + unitText("de.plane", "aircraft", "turns_of_flight = 1\nair_role = \"bomber\"\n"+strings.Replace(bombLine, "expended = true\n", "", 1)), "set expended = true", "bomb_lb = 500"},
		{"bombs on a tank", rep("ap = 4\n  shell_mm = 75\n", "bomb_lb = 500\n  expended = true\n"), "only aircraft carry expended munitions", "expended = true"},
		{"bullets with a shell", rep("shell_mm = 75", "shell_mm = 75\n  bullets = true"), "a bullet weapon has no shell_mm", "bullets = true"},
		{"missing damaged value", rep("movement_damaged = 2\n", ""), "movement_damaged: missing", `[[unit]]
id = "de.tank"`},
		{"missing weapon key", rep("  attack_damaged = 14\n", ""), "attack_damaged: missing", "[[unit.weapon]]"},
		{"unknown key", rep("cost = 14", "cost = 14\narmour = 3"), "unknown key", "armour = 3"},
		{"id prefix", rep(`id = "de.tank"`, `id = "us.tank"`), `must start with "de."`, `id = "us.tank"`},
		{"id shape", rep(`id = "de.tank"`, `id = "de.Tank-1"`), "not a valid id", `id = "de.Tank-1"`},
		{"empty summary", rep(`summary = "A medium tank."`, `summary = ""`), "summary: empty", `summary = ""`},
		{"year", rep("year = 1942", "year = 1066"), "1066 out of range (1900..1950)", "year = 1066"},
		{"radius without damaged side", rep("requires_crew = \"tank\"\n", "requires_crew = \"tank\"\ncommand_radius = 5\n"), "command_radius_damaged: missing", "[[unit]]\nid = \"de.tank\""},
		{"radius grows when damaged", rep("requires_crew = \"tank\"\n", "requires_crew = \"tank\"\ncommand_radius = 5\ncommand_radius_damaged = 6\n"), "better than command_radius 5", "command_radius_damaged = 6"},
		{"bridge crossing", base + unitText("neutral.bridge", "structure", "structure = \"bridge\"\ncrossing = [\"infantry\"]\ncrossing_damaged = [\"vehicles\"]\n"), "cannot cross the intact one", `crossing_damaged = ["vehicles"]`},
		{"port bonus off a port", rep("requires_crew = \"tank\"\n", "requires_crew = \"tank\"\nport_bonus = 5\nport_bonus_damaged = 2\n"), "only ports may have port_bonus", "port_bonus = 5"},
		{"observer without spotting", base + unitText("de.fo", "infantry", "bearer = \"team\"\nfire_missions = true\n"), "spotting: missing", "[[unit]]\nid = \"de.fo\""},
		{"obstacle without kinds", base + unitText("neutral.wire", "obstacle", "immobile = true\n"), "obstacle_for: missing", "[[unit]]\nid = \"neutral.wire\""},
		{"immobile with movement", rep("requires_crew = \"tank\"\n", "requires_crew = \"tank\"\nimmobile = true\n"), "an immobile unit has movement 0", "movement = 3"},
		{"syntax", rep("cost = 14", "cost = = 14"), "TOML syntax", "cost = = 14"},
		{"empty file", "# nothing\n", "no [[unit]] tables", "# nothing"},
	}
	// Cases whose line is a later occurrence of their text.
	nth := map[string]int{"duplicate id": 2, "too many weapons": 9, "two primaries": 2}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Load("u.toml", []byte(c.src))
			if err == nil {
				t.Fatalf("accepted; want %q", c.want)
			}
			line := lineOf(c.src, c.at, nth[c.name])
			if line == 0 {
				t.Fatalf("bad test: %q not in source", c.at)
			}
			prefix := fmt.Sprintf("u.toml:%d:", line)
			for _, msg := range strings.Split(err.Error(), "\n") {
				if strings.Contains(msg, c.want) {
					if !strings.HasPrefix(msg, prefix) {
						t.Errorf("located at %q, want line %d (%s)", msg, line, c.at)
					}
					return
				}
			}
			t.Errorf("error %q does not say %q", err, c.want)
		})
	}
}

func TestLoadRejectsTooManyUnits(t *testing.T) {
	var b strings.Builder
	b.WriteString(crewBlock)
	for i := range MaxUnits {
		b.WriteString(strings.Replace(tankBlock, `"de.tank"`, fmt.Sprintf(`"de.tank%d"`, i), 1))
	}
	_, err := Load("u.toml", []byte(b.String()))
	if err == nil || !strings.Contains(err.Error(), "201 units (at most 200") {
		t.Fatalf("got %v", err)
	}
}

func TestLoadFile(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "units.toml")
	if err := os.WriteFile(good, []byte(base), 0o644); err != nil {
		t.Fatal(err)
	}
	if cat, err := LoadFile(good); err != nil || len(cat.All()) != 2 {
		t.Fatalf("LoadFile: %v", err)
	}
	if _, err := LoadFile(filepath.Join(dir, "missing.toml")); err == nil {
		t.Error("missing file accepted")
	}
	big := filepath.Join(dir, "big.toml")
	if err := os.WriteFile(big, []byte(strings.Repeat("#", 3<<20)), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadFile(big); err == nil || !strings.Contains(err.Error(), "at most") {
		t.Errorf("oversized file: %v", err)
	}
}

// rep edits the valid base catalog.
func rep(old, new string) string {
	if !strings.Contains(base, old) {
		panic("test edit not found: " + old)
	}
	return strings.Replace(base, old, new, 1)
}

// lineOf is the 1-based line where the nth occurrence of s starts in src
// (0 if there is none).
func lineOf(src, s string, nth int) int {
	off := 0
	for n := max(nth, 1); ; n-- {
		i := strings.Index(src[off:], s)
		if i < 0 {
			return 0
		}
		if n == 1 {
			return strings.Count(src[:off+i], "\n") + 1
		}
		off += i + len(s)
	}
}
