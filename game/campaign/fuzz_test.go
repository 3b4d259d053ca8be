package campaign

import (
	"os"
	"testing"
)

// FuzzLoad: no input makes the loader panic, and whatever it accepts keeps
// the rules of the format (an odd number of legs within the bounds, each
// of a known scenario, a mode).
func FuzzLoad(f *testing.F) {
	seed, err := os.ReadFile("testdata/intro3.toml")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(seed)
	f.Add([]byte(minimal))
	f.Add([]byte("[campaign]\nid = \"x\"\n[[leg]]\n"))
	known := only("intro")
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := Load("fuzz.toml", data, known)
		if err != nil {
			return
		}
		n := len(d.Legs)
		if n%2 == 0 || n < MinLegs || n > MaxLegs || (d.Mode != CleanSlate && d.Mode != Continue) {
			t.Fatalf("accepted %d legs, mode %q", n, d.Mode)
		}
		for _, l := range d.Legs {
			if !known(l.Scenario) || l.TurnLimit < 0 || l.TurnLimit > MaxTurnLimit {
				t.Fatalf("accepted leg %+v", l)
			}
		}
	})
}
