package combat

import (
	"fmt"
	"math"
	"testing"
)

// enumeratedSpread tallies Enumerate's dice sequences as a Spread.
func enumeratedSpread(s Shot) (Spread, error) {
	var sp Spread
	net := map[[2]int]float64{}
	err := Enumerate(s, func(r Result, p float64) {
		switch {
		case r.Jammed:
			sp.Jam += p
		case r.Critical:
			sp.Critical += p
		case r.Net <= 0:
			sp.None += p
		default:
			pc := 0
			if r.Pierced {
				pc = 1
			}
			net[[2]int{r.Net, pc}] += p
		}
	})
	for k, p := range net {
		sp.Hits = append(sp.Hits, Hit{Net: k[0], Pierced: k[1] == 1, P: p})
	}
	return sp, err
}

func spreadDiff(a, b Spread) float64 {
	d := math.Max(math.Abs(a.Jam-b.Jam), math.Max(math.Abs(a.None-b.None), math.Abs(a.Critical-b.Critical)))
	m := map[Hit]float64{}
	for _, h := range a.Hits {
		m[Hit{Net: h.Net, Pierced: h.Pierced}] += h.P
	}
	for _, h := range b.Hits {
		m[Hit{Net: h.Net, Pierced: h.Pierced}] -= h.P
	}
	for _, x := range m {
		d = math.Max(d, math.Abs(x))
	}
	return d
}

// Inset V.6 steps 5-8, Inset VI.5, VI.7.2: the closed-form spread of net
// damage equals the enumeration of every dice sequence, on a sample of
// the catalog's shots under every modifier set of modifierSpread, and
// its probabilities sum to 1.
func TestInsetV6_SpreadEqualsEnumeration(t *testing.T) {
	n, i := 0, 0
	catalogShots(t, func(s Shot) {
		if i++; i%11 != 0 {
			return
		}
		want, werr := enumeratedSpread(s)
		got, gerr := SpreadOf(s)
		if fmt.Sprint(werr) != fmt.Sprint(gerr) {
			t.Fatalf("%s: error %v, enumeration %v", describe(s), gerr, werr)
		}
		if gerr != nil {
			return
		}
		n++
		if d := spreadDiff(got, want); d > 1e-12 {
			t.Fatalf("%s: closed form differs by %g\n %+v\n %+v", describe(s), d, got, want)
		}
		sum := got.Jam + got.None + got.Critical
		for _, h := range got.Hits {
			sum += h.P
		}
		if math.Abs(sum-1) > 1e-12 {
			t.Fatalf("%s: spread sums to %v", describe(s), sum)
		}
	})
	t.Logf("%d shots compared", n)
}

// The spread agrees with Predict's summary: the chance to destroy an
// intact target outright in one shot is the critical plus the hits of
// at least its endurance.
func TestInsetV6_SpreadAgreesWithPredict(t *testing.T) {
	cat := catalog(t)
	s := Shot{Weapon: weapon(t, card(t, cat, "us.at_gun_57mm"), false, "57mm Gun M1"), Target: card(t, cat, "de.panzer_iv_g"), UseAP: true}
	sp, err := SpreadOf(s)
	if err != nil {
		t.Fatal(err)
	}
	o, _ := Predict(s)
	destroy := sp.Critical
	for _, h := range sp.Hits {
		if h.Net >= s.Target.Full.Endurance {
			destroy += h.P
		}
	}
	if math.Abs(destroy-o.Destroy) > 1e-12 || math.Abs(sp.Jam-0.05) > 1e-12 {
		t.Errorf("spread destroys %v and jams %v; Predict destroys %v", destroy, sp.Jam, o.Destroy)
	}
}
