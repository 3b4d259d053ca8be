package tactical

import (
	"strings"
	"testing"

	"frontline/game/tactical/geom"
)

func embedded(t testing.TB) *Kinds {
	t.Helper()
	ks, err := EmbeddedKinds()
	if err != nil {
		t.Fatal(err)
	}
	return ks
}

// IX.4.2: every kind the issue names is in the database, with a footprint,
// its effect on sight and cover, and what it asks of movers.
func TestIX42_FeatureKindsDatabase(t *testing.T) {
	ks := embedded(t)
	for _, id := range []string{"woods", "building", "wall", "hedge", "hill", "trench", "mg_nest", "bunker", "wreck",
		"river", "riverbank", "ford", "bridge", "road", "sea", "beach", "builtup", "airfield", "port"} {
		if _, ok := ks.Kind(id); !ok {
			t.Errorf("kind %q missing", id)
		}
	}
	woods, _ := ks.Kind("woods")
	if woods.Sight != geom.Blocking || woods.Cover != 1 || !woods.CoverFor[Foot] || woods.CoverFor[Vehicle] || woods.Passage(Vehicle) != Slow {
		t.Errorf("woods read wrongly: %+v", woods)
	}
	bunker, _ := ks.Kind("bunker")
	if bunker.Arc != geom.Arc45 { // Inset IX.7 item 6
		t.Errorf("bunker arc %v, want 45°", geom.Angle(bunker.Arc))
	}
	wall, _ := ks.Kind("wall")
	if wall.CoverReach != geom.Inch || wall.Width != [2]int64{25, 50} {
		t.Errorf("wall read wrongly: reach %d width %v", wall.CoverReach, wall.Width)
	}
	for _, k := range ks.All() {
		if k.Group == Subjective && len(k.Weights) == 0 && k.Layer != Crossing {
			t.Errorf("subjective kind %q is never generated (no weights)", k.ID)
		}
	}
}

// III.3.1 checks reused on the table: a river asks vehicles 6+ and men 4+;
// a ford lets men across freely but still tests vehicles.
func TestIII31_RiverCheckOnTheTable(t *testing.T) {
	ks := embedded(t)
	river, _ := ks.Kind("river")
	ford, _ := ks.Kind("ford")
	if river.Passage(Vehicle) != Check || river.Check.Need(Vehicle) != 6 || river.Check.Need(Foot) != 4 {
		t.Errorf("river: %v need %d/%d", river.Passage(Vehicle), river.Check.Need(Vehicle), river.Check.Need(Foot))
	}
	if ford.Passage(Foot) != Free || ford.Passage(Vehicle) != Check {
		t.Errorf("ford: foot %v vehicle %v", ford.Passage(Foot), ford.Passage(Vehicle))
	}
}

const goodKind = `
[[kind]]
id = "x"
name = "X"
group = "subjective"
layer = "object"
shape = "rect"
length = [1.0, 2.0]
width = [1.0, 2.0]
sight = "soft"
foot = "free"
gun = "free"
vehicle = "free"
`

func TestLoadKindsRejects(t *testing.T) {
	ks, err := EmbeddedKinds()
	if err != nil || ks == nil {
		t.Fatal(err)
	}
	cases := []struct{ name, file, want string }{
		{"syntax", "[[kind]\n", "t.toml:1:"},
		{"unknown key", goodKind + "colour = 1\n", "t.toml:14:1: kind.colour: unknown key"},
		{"bad sight", strings.Replace(goodKind, `"soft"`, `"foggy"`, 1), `t.toml:10:1: kind[0].sight: "foggy" unknown (allowed: clear, soft, blocking)`},
		{"bad check", strings.Replace(goodKind, `vehicle = "free"`, `vehicle = "check"`, 1), `kind[0].vehicle: vehicle passage "check" needs the kind's check`},
		{"no roll", strings.Replace(goodKind, `foot = "free"`, "check = \"mountain\"\nfoot = \"check\"", 1), "III.3.1 asks no mountain check of foot movers"},
		{"finer", strings.Replace(goodKind, "[1.0, 2.0]", "[1.005, 2.0]", 1), "finer than the table's hundredth"},
		{"inverted", strings.Replace(goodKind, "[1.0, 2.0]", "[3.0, 2.0]", 1), "min 3.00\" is above max 2.00\""},
		{"arc", goodKind + "arc = 30\n", "arc 30 unknown"},
		{"cover nobody", goodKind + "cover = 2\n", "cover 2 helps nobody"},
		{"weights terrain", goodKind + "weights = { desert = 1 }\n", `terrain "desert" unknown`},
		{"builder shape", strings.Replace(goodKind, `"rect"`, `"band"`, 1), "drawn by the table builder only"},
		{"missing builder kinds", goodKind, `kind "airfield" missing`},
		{"duplicate", goodKind + goodKind, `second kind with id "x"`},
		{"empty", "", "no [[kind]] entries"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := LoadKinds("t.toml", []byte(c.file))
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %v\nwant it to contain %q", err, c.want)
			}
		})
	}
}

func TestLoadKindsRejectsTooMany(t *testing.T) {
	var b strings.Builder
	for i := 0; i <= MaxKinds; i++ {
		b.WriteString(strings.Replace(goodKind, `id = "x"`, `id = "x`+strings.Repeat("a", i%30)+string(rune('a'+i%26))+`"`, 1))
	}
	_, err := LoadKinds("t.toml", []byte(b.String()))
	if err == nil || !strings.Contains(err.Error(), "at most 64") {
		t.Errorf("error %v", err)
	}
}

func FuzzLoadKinds(f *testing.F) {
	data, err := EmbeddedKinds()
	if err != nil || data == nil {
		f.Fatal(err)
	}
	f.Add([]byte(goodKind))
	f.Add([]byte("[[kind]]\nid = 1\nlength = [\"a\"]\n"))
	f.Add([]byte(strings.Repeat("[[kind]]\n", 100)))
	f.Fuzz(func(t *testing.T, in []byte) {
		ks, err := LoadKinds("fuzz.toml", in)
		if err == nil && ks == nil {
			t.Fatal("no error and no kinds")
		}
		if err != nil && !strings.HasPrefix(err.Error(), "fuzz.toml:") {
			t.Fatalf("error without position: %v", err)
		}
	})
}
