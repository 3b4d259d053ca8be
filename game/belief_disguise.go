package game

import (
	"encoding/json"
	"math/rand/v2"
	"slices"

	"frontline/game/dice"
	"frontline/game/hex"
	"frontline/game/units"
)

// Disguise returns a copy of g that side cannot tell from g — the same
// View and the same enemy units it may identify — but that differs, as
// seed draws it, in what side may not know: the future dice, the order of
// both draw piles and the enemy's hand; enemy units out of sight moved,
// removed, given other cards or details; the undisclosed details (dug in,
// experience) of enemy units it sees; one more unit in the enemy's
// staging area. Each change that would show is undone; changed names
// the unit changes kept ("moved", "removed", "card", "details", "added").
// It exists for the fairness tests of computer players (game/ai): they
// must answer g and its disguise alike.
func (g *Game) Disguise(side units.Side, seed uint64) (c *Game, changed []string) {
	c = g.Clone()
	rng := rand.New(rand.NewPCG(seed, 0xd15))
	want := knownKey(g, side)
	keep := func(what string, undo func()) {
		if knownKey(c, side) != want {
			undo()
		} else {
			changed = append(changed, what)
		}
	}
	c.dice = dice.New(seed)
	enemy := Enemy(side)
	p := c.Players[enemy]
	pool := append(slices.Clone(p.Hand), c.Commands.Pile...)
	rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	p.Hand, c.Commands.Pile = pool[:len(p.Hand):len(p.Hand)], pool[len(p.Hand):]
	rng.Shuffle(len(c.Events.Pile), func(i, j int) { c.Events.Pile[i], c.Events.Pile[j] = c.Events.Pile[j], c.Events.Pile[i] })

	seen := c.seenSet(side)
	var hidden []*Unit
	for _, u := range c.Units {
		if u.Side != side && !seen[u.ID] {
			hidden = append(hidden, u)
		}
	}
	for _, u := range hidden {
		old, what := *u, "details"
		switch rng.IntN(4) {
		case 0:
			if !u.Deployed() {
				continue
			}
			u.Hex, what = hex.Neighbors(u.Hex)[rng.IntN(6)], "moved"
		case 1:
			u.Place, what = Destroyed, "removed"
		case 2:
			o := hidden[rng.IntN(len(hidden))]
			if o.CardID == u.CardID {
				continue
			}
			u.CardID, u.Card, what = o.CardID, o.Card, "card"
		default:
			u.DugIn, u.Stars = !u.DugIn, nil
		}
		keep(what, func() { *u = old })
	}
	for _, u := range c.Units {
		if u.Side != side && seen[u.ID] && u.Deployed() {
			old := *u
			u.DugIn, u.Stars = !u.DugIn, nil
			keep("details", func() { *u = old })
		}
	}
	if len(hidden) > 0 {
		n := len(c.Units)
		o := hidden[rng.IntN(len(hidden))]
		c.Units = append(c.Units, &Unit{ID: UnitID(n + 1), CardID: o.CardID, Card: o.Card, Side: enemy,
			Marker: c.nextMarker(enemy, o.CardID), Place: Staged, DeployTurn: p.Turn + 1})
		keep("added", func() { c.Units = c.Units[:n] })
	}
	return c, changed
}

// knownKey sums up what side may know of g: its View and the enemy units
// it may identify.
func knownKey(g *Game, side units.Side) string {
	seen := g.seenSet(side)
	ids := make([]UnitID, 0, len(seen))
	for id := range seen {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	b, err := json.Marshal(struct {
		V    View
		Seen []UnitID
	}{g.View(side), ids})
	if err != nil {
		panic(err)
	}
	return string(b)
}
