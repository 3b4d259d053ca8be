package game

import (
	"frontline/game/cards"
	"frontline/game/units"
)

// Ongoing event effects (III.6.3, III.6.4) are read by the rules they
// change: movement asks for movement_delta, initiative for
// initiative_delta, and so on. This is the one place that answers "which
// effects of this kind hit this side now".

// hits reports whether an effect of a card drawn by drawer hits side.
func effectHits(s cards.Side, drawer, side units.Side) bool {
	switch s {
	case cards.Drawer, "":
		return side == drawer
	case cards.Opponent:
		return side == Enemy(drawer)
	case cards.Both:
		return true
	}
	return string(s) == string(side)
}

// effectsOn returns the ongoing effects of kind that hit side, in the
// order the cards were drawn.
func (g *Game) effectsOn(side units.Side, kind cards.EffectKind) []*cards.Effect {
	var out []*cards.Effect
	for _, f := range g.forcesOn(side, kind) {
		out = append(out, f.Effect)
	}
	return out
}

// force is an ongoing effect in force with the title of its card, for
// messages that name the event.
type force struct {
	Effect *cards.Effect
	Title  string
}

// forcesOn is effectsOn with the card titles.
func (g *Game) forcesOn(side units.Side, kind cards.EffectKind) []force {
	var out []force
	for _, a := range g.InForce {
		e, ok := g.content.Events.Get(a.Card)
		if !ok {
			continue
		}
		for i := range e.Effects {
			eff := &e.Effects[i]
			if eff.Kind == kind && eff.Ongoing() && effectHits(eff.Side, a.Drawer, side) {
				out = append(out, force{eff, e.Title})
			}
		}
	}
	return out
}

// effectDelta sums the Delta of the ongoing effects of kind on side that
// cover class c (an effect without classes covers all).
func (g *Game) effectDelta(side units.Side, kind cards.EffectKind, c units.Class) int {
	n := 0
	for _, e := range g.effectsOn(side, kind) {
		if e.HitsClass(c) {
			n += e.Delta
		}
	}
	return n
}

// effectActive reports whether any ongoing effect of kind hits side.
func (g *Game) effectActive(side units.Side, kind cards.EffectKind) bool {
	return len(g.effectsOn(side, kind)) > 0
}
