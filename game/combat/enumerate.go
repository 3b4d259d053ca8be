package combat

// Enumerate calls fn once for every distinct sequence of dice a shot can
// draw, with its exact probability (the probabilities sum to 1). It is slow
// (it replays Resolve per sequence) and serves as the reference the closed
// form of Predict and the engagement tests are checked against.
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
