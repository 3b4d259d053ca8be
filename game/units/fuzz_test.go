package units

import (
	"testing"

	"frontline/assets"
)

// FuzzLoad: no input may panic the loader, and whatever it accepts must be
// a consistent catalog.
func FuzzLoad(f *testing.F) {
	real, err := assets.Read(assets.Units)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(real)
	f.Add([]byte(base))
	f.Add([]byte(base + unitText("de.plane", "aircraft", "turns_of_flight = 1\nair_role = \"fighter\"\n"+bombLine)))
	f.Add([]byte("[[unit]]\n[[unit.weapon]]\nrange = { op = -1 }\n"))
	f.Add([]byte("unit = 3"))
	f.Add(append([]byte("\xef\xbb\xbf"), base...))
	f.Add([]byte("[[unit]]\nid = \"us.x\"\ntargets = [\"infantry\" # ]\ncost = 3\n"))
	f.Add(smallTables(MaxUnits + 1)) // large_test.go
	f.Fuzz(func(t *testing.T, data []byte) {
		cat, err := Load("fuzz.toml", data)
		if err != nil {
			return
		}
		seen := map[string]bool{}
		for _, c := range cat.All() {
			if seen[c.ID] {
				t.Fatalf("duplicate id %s accepted", c.ID)
			}
			seen[c.ID] = true
			if got, ok := cat.Get(c.ID); !ok || got != c {
				t.Fatalf("Get(%s) broken", c.ID)
			}
			e, h := c.Full.Endurance, c.Damaged.Endurance
			if e < 1 || (h != e/2 && h != (e+1)/2) {
				t.Fatalf("%s endurance %d/%d accepted", c.ID, e, h)
			}
			if len(c.Full.Weapons) != len(c.Damaged.Weapons) || len(c.Full.Weapons) > MaxWeapons {
				t.Fatalf("%s weapons %d/%d", c.ID, len(c.Full.Weapons), len(c.Damaged.Weapons))
			}
			for i, w := range c.Full.Weapons {
				if len(w.Targets) == 0 || w.Attack < MinAttack || c.Damaged.Weapons[i].Attack < w.Attack {
					t.Fatalf("%s weapon %+v accepted", c.ID, w)
				}
			}
			if c.Special.RequiresCrew != NoCrew && c.Side != Neutral {
				if _, ok := cat.CrewFor(c.Side, c.Special.RequiresCrew); !ok {
					t.Fatalf("%s needs a crew nobody provides", c.ID)
				}
			}
		}
	})
}
