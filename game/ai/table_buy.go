package ai

import (
	"fmt"
	"math/rand/v2"

	"frontline/game/tactical"
	"frontline/game/tactical/standalone"
	"frontline/game/units"
)

// Before a points battle (Inset II.3) each side buys a secret force
// within the budget, then the winner of the d20 chooses to attack or
// defend, knowing both forces. These are the inputs of those two
// decisions and the simple answers of the random and greedy players.

// TableOffer is a card a side may buy and what it costs it (its crew
// included).
type TableOffer struct {
	Card *units.Card
	Cost int
}

// TableShop is what a side knows when it buys: the cards on offer to it
// and to the enemy (the catalog is public; the enemy's choice is not),
// the budget and the battle it is buying for.
type TableShop struct {
	Side, Enemy units.Side
	Budget      int
	MaxUnits    int
	Offer       []TableOffer
	EnemyOffer  []TableOffer
	TurnLimit   int
	Objectives  []TableObjective
}

// TableChoice is what the d20 winner knows when it picks its role: both
// forces, bought and revealed (Inset II.3).
type TableChoice struct {
	Own, Enemy []TableOffer
	TurnLimit  int
	Objectives []TableObjective
}

// shopOf is the shop side s of g buys from, the cards of cat.
func shopOf(g *standalone.Game, cat *units.Catalog, s units.Side) *TableShop {
	i := sideIndex(s)
	sh := &TableShop{Side: s, Enemy: standalone.Players[1-i], Budget: g.Def.Sides[i].Budget, MaxUnits: standalone.MaxUnits,
		TurnLimit: g.Def.TurnLimit, Objectives: objectivesOf(g.Def)}
	sea := g.Def.Map == nil && seaEdge(g.Def)
	offer := func(side units.Side) []TableOffer {
		var out []TableOffer
		for _, c := range cat.Side(side) {
			if standalone.Buyable(cat, c, side) && (c.Class != units.Ship || sea) {
				out = append(out, TableOffer{Card: c, Cost: standalone.Cost(cat, c, side)})
			}
		}
		return out
	}
	sh.Offer, sh.EnemyOffer = offer(s), offer(sh.Enemy)
	return sh
}

// choiceOf is what the chooser s of g knows: both bought forces.
func choiceOf(g *standalone.Game, cat *units.Catalog, s units.Side) *TableChoice {
	force := func(of units.Side) []TableOffer {
		ids, _ := g.Force(of, s)
		out := make([]TableOffer, 0, len(ids))
		for _, id := range ids {
			if c, ok := cat.Get(id); ok {
				out = append(out, TableOffer{Card: c, Cost: standalone.Cost(cat, c, of)})
			}
		}
		return out
	}
	i := sideIndex(s)
	return &TableChoice{Own: force(s), Enemy: force(standalone.Players[1-i]), TurnLimit: g.Def.TurnLimit, Objectives: objectivesOf(g.Def)}
}

func objectivesOf(d *standalone.Def) []TableObjective {
	var out []TableObjective
	for _, o := range d.Objectives {
		out = append(out, TableObjective{At: o.At, Radius: o.Radius})
	}
	return out
}

// seaEdge reports whether a table of the battle's own terrain has a sea
// side (ships may be bought only then).
func seaEdge(d *standalone.Def) bool {
	for _, e := range d.Edges {
		if e.Sea {
			return true
		}
	}
	return false
}

// sideIndex is s's index in standalone.Players.
func sideIndex(s units.Side) int {
	if s == standalone.Players[1] {
		return 1
	}
	return 0
}

// randomForce buys random cards that still fit the budget until none
// does or the buyer stops (now and then early), always at least one: the
// simple buyer of the random and greedy players.
func randomForce(r *rand.Rand, sh *TableShop) TableOrder {
	left := sh.Budget
	var out []string
	for len(out) < sh.MaxUnits {
		var fits []TableOffer
		for _, o := range sh.Offer {
			if o.Cost <= left {
				fits = append(fits, o)
			}
		}
		if len(fits) == 0 || (len(out) > 0 && r.IntN(25) == 0) {
			break
		}
		o := fits[r.IntN(len(fits))]
		out, left = append(out, o.Card.ID), left-o.Cost
	}
	return TableOrder{Buy: out, Why: fmt.Sprintf("buys %d units at random", len(out))}
}

// randomRole is a coin toss between attacking and defending.
func randomRole(r *rand.Rand) TableOrder {
	return TableOrder{Role: tactical.Role(r.IntN(2)), Why: "a coin toss"}
}
