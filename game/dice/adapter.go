package dice

// Ruled is a Roller bound to one rule section, for code that takes a narrow
// dice interface and does not know the rulebook's numbering. Its Roll method
// matches combat.Dice and its IntN matches cards.Source.
type Ruled struct {
	r    *Roller
	rule string
}

// Rule binds r to a rulebook section: rolls made through the result are
// recorded under that section.
func (r *Roller) Rule(rule string) Ruled { return Ruled{r: r, rule: rule} }

// Roll draws a die for purpose under the bound rule.
func (d Ruled) Roll(sides int, purpose string) int { return d.r.Roll(sides, purpose, d.rule) }

// PurposeShuffle labels the draws of a shuffle.
const PurposeShuffle = "shuffle"

// IntN returns 0..n-1 for shuffles. It is recorded as a roll of an n-sided
// die (value 1..n) so the log and scripts read the same as for any other
// die: a scripted k makes IntN return k-1.
func (d Ruled) IntN(n int) int { return d.r.Roll(n, PurposeShuffle, d.rule) - 1 }
