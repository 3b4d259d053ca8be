package game

// The crew of an Open Top/Back vehicle (glossary, Open Top/Back; VI.3.3:
// "similar to Crews operating most Self-Propelled Guns"): the crew inside
// is exposed and the enemy may declare it as a target of its own. Hit, it
// is protected by the vehicle's Defense when that is not zero, as the
// passengers of an open carrier are (VI.3.3). It still fights only as the
// vehicle it operates (fighterBar); lost, it leaves the vehicle without a
// crew (glossary, Crew).

// exposedCrew returns the open-topped vehicle t crews, when t is inside
// it, or nil.
func (g *Game) exposedCrew(t *Unit) *Unit {
	if g.transportOf(t) != nil {
		return nil
	}
	c := g.carrier(t)
	if c == nil || t.Mans != c.ID || !c.Card.Special.OpenTop {
		return nil
	}
	return c
}

// crewCover is the Defense bonus of the crew t inside its open-topped
// vehicle c: c's Defense in place of its own, when c's is not zero.
func crewCover(t, c *Unit) int {
	d := c.Face().Defense
	if d == 0 {
		return 0
	}
	return d - t.Face().Defense
}
