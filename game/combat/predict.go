package combat

// Enumerate calls fn once for every distinct sequence of dice a shot can
// draw, with its exact probability (the probabilities sum to 1). It backs
// attack predictions in the client and the computer opponent, and the exact
// tests of the catalog's match-ups.
func Enumerate(s Shot, fn func(r Result, p float64)) error {
	var walk func(prefix []int) error
	walk = func(prefix []int) error {
		sc := &prefixDice{vals: prefix}
		r, err := Resolve(sc, s)
		if sc.need == 0 {
			if err != nil {
				return err
			}
			p := 1.0
			for _, n := range sc.sides {
				p /= float64(n)
			}
			fn(r, p)
			return nil
		}
		for v := 1; v <= sc.need; v++ {
			if err := walk(append(prefix[:len(prefix):len(prefix)], v)); err != nil {
				return err
			}
		}
		return nil
	}
	return walk(nil)
}

// prefixDice replays fixed values; the first draw past them records how
// many sides the next die has so Enumerate can branch on it.
type prefixDice struct {
	vals  []int
	sides []int
	need  int
}

func (d *prefixDice) Roll(sides int, _ string) int {
	if i := len(d.sides); i < len(d.vals) {
		d.sides = append(d.sides, sides)
		return d.vals[i]
	}
	if d.need == 0 {
		d.need = sides
	}
	return 1 // placeholder; this run is discarded
}

// Odds summarises one shot against its target's current side.
type Odds struct {
	Hit      float64 // a hit is scored
	NoEffect float64 // a hit that cannot harm the target
	Damage   float64 // the shot alone worsens the target's state (flips or destroys it)
	Destroy  float64 // the shot alone destroys the target
	Pierce   float64 // armour pierced (the crew is hit)
	MeanNet  float64 // mean net damage; a critical counts as the endurance left
}

// Predict computes the exact Odds of s.
func Predict(s Shot) (Odds, error) {
	var o Odds
	left := s.Target.Full.Endurance
	if s.TargetDamaged {
		left = s.Target.Damaged.Endurance
	}
	err := Enumerate(s, func(r Result, p float64) {
		st := After(s.Target, s.TargetDamaged, r)
		if r.Hit {
			o.Hit += p
		}
		if r.NoEffect {
			o.NoEffect += p
		}
		if r.Pierced {
			o.Pierce += p
		}
		if st == Destroyed {
			o.Destroy += p
		}
		if st >= Damaged && (st == Destroyed || !s.TargetDamaged) {
			o.Damage += p
		}
		net := r.Net
		if r.Critical {
			net = left
		}
		o.MeanNet += p * float64(min(net, left))
	})
	return o, err
}
