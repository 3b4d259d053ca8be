package game

import "fmt"

// idleBar says why u cannot spend this Movement Phase on an idle function
// (towing, repair ...; VI.2.4, Inset V.5), or nil: it must be on the
// ground on the map, not have moved or dug in this phase, not be busy with
// another idle function and be supplied. what names the function and rule
// its section, for the refusal.
func (g *Game) idleBar(u *Unit, what, rule string) error {
	name := g.describe(u)
	switch {
	case !u.Deployed():
		return fmt.Errorf("%s is not on the map", name)
	case u.InFlight:
		return fmt.Errorf("%s is in flight; %s needs it on the ground (%s)", name, what, rule)
	case u.MovedStep == g.Step:
		return fmt.Errorf("%s has moved this Movement Phase %s takes an idle Movement Phase (%s)", name, what, rule)
	case u.DigStep == g.Step:
		return fmt.Errorf("%s spent this Movement Phase digging in; %s takes an idle Movement Phase (%s)", name, what, rule)
	case u.IdleIn(g.Players[u.Side].Turn):
		return fmt.Errorf("%s is busy with another idle function this turn (VI.2.4, Inset V.5)", name)
	case g.Unsupplied(u):
		return fmt.Errorf("%s is unsupplied this turn and may not perform special functions (V.3.2)", name)
	}
	return nil
}
