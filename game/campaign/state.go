package campaign

import (
	"fmt"
	"slices"

	"frontline/game/units"
)

// State is a campaign being played: the legs chosen, in the order chosen,
// and the results so far. It is saved whole (save.go).
type State struct {
	Campaign string `json:"campaign"` // Def.ID
	Mode     Mode   `json:"mode"`
	// Order lists indexes into Def.Legs in the order the legs are played
	// (the suggested order, or the players' own, II.1.3).
	Order   []int    `json:"order"`
	Seed    uint64   `json:"seed"`
	Results []Result `json:"results,omitempty"`
}

// Result is how a finished leg ended.
type Result struct {
	Scenario string     `json:"scenario"`
	Winner   units.Side `json:"winner,omitempty"` // "" : drawn
	// Scores are the sides' Table II.1 points at the end of the leg; they
	// decide a campaign tied on legs won.
	Scores map[units.Side]int `json:"scores"`
}

// New starts a campaign of d in mode m, its legs in order (nil: the
// suggested order).
func New(d *Def, m Mode, order []int, seed uint64) (*State, error) {
	if order == nil {
		order = make([]int, len(d.Legs))
		for i := range order {
			order[i] = i
		}
	}
	st := &State{Campaign: d.ID, Mode: m, Order: slices.Clone(order), Seed: seed}
	return st, st.check(d)
}

// check refuses a state that does not fit d (a hand-edited save).
func (st *State) check(d *Def) error {
	if st.Campaign != d.ID {
		return fmt.Errorf("campaign %q is not %q", st.Campaign, d.ID)
	}
	if st.Mode != CleanSlate && st.Mode != Continue {
		return fmt.Errorf("campaign mode %q", st.Mode)
	}
	seen := make([]bool, len(d.Legs))
	for _, i := range st.Order {
		if i < 0 || i >= len(d.Legs) || seen[i] {
			return fmt.Errorf("campaign order %v: each of the %d legs once", st.Order, len(d.Legs))
		}
		seen[i] = true
	}
	if len(st.Order) != len(d.Legs) {
		return fmt.Errorf("campaign order %v: each of the %d legs once", st.Order, len(d.Legs))
	}
	if len(st.Results) > len(d.Legs) {
		return fmt.Errorf("campaign has %d results for %d legs", len(st.Results), len(d.Legs))
	}
	return nil
}

// Leg is the i-th leg in the order of play.
func (st *State) Leg(d *Def, i int) Leg { return d.Legs[st.Order[i]] }

// Wins counts the legs each side has won; a drawn leg counts for neither.
func (st *State) Wins() map[units.Side]int {
	w := map[units.Side]int{units.US: 0, units.Germany: 0}
	for _, r := range st.Results {
		if r.Winner != "" {
			w[r.Winner]++
		}
	}
	return w
}

// Points sums each side's Table II.1 points over the legs played.
func (st *State) Points() map[units.Side]int {
	p := map[units.Side]int{units.US: 0, units.Germany: 0}
	for _, r := range st.Results {
		for side, n := range r.Scores {
			p[side] += n
		}
	}
	return p
}

// Over reports whether the campaign is decided: a side has won more than
// half of the legs (best_of "majority"), or every leg is played.
func (st *State) Over(d *Def) bool {
	if len(st.Results) == len(d.Legs) {
		return true
	}
	if d.BestOf == All {
		return false
	}
	for _, n := range st.Wins() {
		if n >= d.Needed() {
			return true
		}
	}
	return false
}

// Winner is the side that takes the campaign once it is over ("" : a
// drawn campaign) and why: more legs won; with legs won level, the
// higher total of Table II.1 points over every leg (Q rows of II.1.3 in
// docs/RULES.md).
func (st *State) Winner() (units.Side, string) {
	w, p := st.Wins(), st.Points()
	us, de := w[units.US], w[units.Germany]
	switch {
	case us > de:
		return units.US, fmt.Sprintf("the United States won %d legs to %d", us, de)
	case de > us:
		return units.Germany, fmt.Sprintf("Germany won %d legs to %d", de, us)
	case p[units.US] > p[units.Germany]:
		return units.US, fmt.Sprintf("legs level at %d each; the United States lead on points, %d to %d", us, p[units.US], p[units.Germany])
	case p[units.Germany] > p[units.US]:
		return units.Germany, fmt.Sprintf("legs level at %d each; Germany leads on points, %d to %d", us, p[units.Germany], p[units.US])
	}
	return "", fmt.Sprintf("legs level at %d each and points level at %d: the campaign is drawn", us, p[units.US])
}

// LegSeed is the dice seed of the i-th leg played: each leg its own
// dice, all decided by the campaign's seed.
func (st *State) LegSeed(i int) uint64 {
	x := st.Seed + uint64(i+1)*0x9e3779b97f4a7c15 // splitmix64
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}
