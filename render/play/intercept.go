package play

import (
	"slices"
	"strconv"

	"frontline/game"
)

// Scrambling against flights passing by (VI.7.1, Inset VI.4,
// game/scramble_passing.go): at the defensive combat offer, one button
// per enemy aircraft in flight that the viewer's grounded fighters may
// meet (Game.ScrambleTargets); the fighters of one airfield go and fly
// back to it. With grounded aircraft but nothing in reach, one disabled
// button says why.

// interceptOrders fills the panel's list at the defensive combat offer.
func (s *Scene) interceptOrders() {
	g := s.sess.Game()
	p := s.view.Pending
	o := &s.planr
	var targets []game.UnitID
	aircraft := false
	for _, id := range p.Choices {
		u := g.Unit(id)
		if u == nil || !isAircraft(u) {
			continue
		}
		aircraft = true
		for _, t := range g.ScrambleTargets(id) {
			if !slices.Contains(targets, t) {
				targets = append(targets, t)
			}
		}
	}
	if !aircraft {
		return
	}
	o.head.Set("Scramble against passing aircraft")
	if len(targets) == 0 {
		o.add("Scramble", false, "no enemy aircraft in flight that has not fought this phase is within reach of your grounded fighters (VI.7.1, Inset VI.4)", nil)
		return
	}
	for i, t := range targets {
		var ids []game.UnitID
		for _, id := range p.Choices {
			if u := g.Unit(id); u != nil && slices.Contains(g.ScrambleTargets(id), t) &&
				(len(ids) == 0 || u.Hex == g.Unit(ids[0]).Hex) {
				ids = append(ids, id)
			}
		}
		home := g.Unit(ids[0]).Hex
		label := InterceptLabel(g, targets, i)
		b := o.add(label, true, "", func() {
			h := home
			if s.do(game.Command{Kind: game.CmdScrambleIntercept, Units: ids, Target: t, Hex: &h}) {
				s.say("Scrambled against "+s.enemyName(t)+": defensive combat, without the attack bonus (VI.7.1)", false)
			}
		})
		if i == 0 {
			b.primary()
		}
	}
}

// InterceptLabel names the button for targets[i]: the hex it flies over,
// numbered when several pass over one hex.
func InterceptLabel(g *game.Game, targets []game.UnitID, i int) string {
	at := g.Unit(targets[i]).Hex
	label := "Intercept over " + at.String()
	n, k := 0, 0
	for j, t := range targets {
		if g.Unit(t).Hex == at {
			n++
			if j <= i {
				k = n
			}
		}
	}
	if n > 1 {
		label += " · " + strconv.Itoa(k)
	}
	return label
}
