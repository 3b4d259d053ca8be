package ai

import (
	"fmt"
	"sort"

	"frontline/game"
	"frontline/game/units"
)

// buy is the purchase worth most for its cost among the land units that
// fight, keeping back what next turn's supply will ask (V.3) plus a
// margin, or nothing when nothing is worth it.
func (t *turn) buy(kind game.CommandKind) []Order {
	g := t.b
	money := t.v.Treasury
	if kind == game.CmdSetupBuy {
		if t.v.Setup == nil {
			return nil
		}
		money = t.v.Setup.Limit - t.v.Setup.Spent
	} else {
		owed, _ := g.SupplyCost(t.side)
		money -= owed + reserve
	}
	type pick struct {
		o     game.Offer
		card  *units.Card
		value float64
	}
	var picks []pick
	for _, o := range g.Buyable(t.side) {
		card, ok := g.Card(o.Card)
		if o.Why != "" || o.Cost <= 0 || o.Cost > money || !ok || !buysFight(g, o.Card) {
			continue
		}
		picks = append(picks, pick{o, card, t.worth(card) / float64(o.Cost)})
	}
	if len(picks) == 0 {
		return nil
	}
	sort.SliceStable(picks, func(i, j int) bool { return picks[i].value > picks[j].value })
	p := picks[0]
	why := "the most fighting power for its cost"
	if t.enemyArmour() && antiTank(p.card) {
		why = "armour-piercing against the enemy tanks it has seen"
	}
	return []Order{{Command: game.Command{Kind: kind, Side: t.side, Card: p.o.Card},
		Reason: fmt.Sprintf("buys %s for %d: %s", p.card.Name, p.o.Cost, why)}}
}

// worth is a card's fighting power: its weapons' chances to hit times how
// many and how fast they fire, its protection, more for piercing armour
// when the enemy has shown tanks.
func (t *turn) worth(c *units.Card) float64 {
	f := c.Face(false)
	w := 0.0
	for _, x := range f.Weapons {
		shot := float64(x.Attack) * float64(max(x.Qty, 1)) * float64(max(x.Rate, 1)) * (1 + float64(x.DI)/5)
		if x.AP > 0 && t.enemyArmour() {
			shot *= 1.5
		}
		w += shot
	}
	return w + 6*float64(f.Defense) + 3*float64(f.Endurance) + float64(f.Movement)
}

// enemyArmour: the computer has seen enemy tanks.
func (t *turn) enemyArmour() bool {
	for card := range t.c.mem.cards {
		if c, ok := t.b.Card(card); ok && c.Class == units.Tank {
			return true
		}
	}
	return false
}

func antiTank(c *units.Card) bool {
	for _, x := range c.Face(false).Weapons {
		if x.AP > 0 {
			return true
		}
	}
	return false
}
