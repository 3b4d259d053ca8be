package units

import "sort"

// Catalog is the set of all unit cards, looked up by id.
type Catalog struct {
	cards []*Card
	byID  map[string]*Card
}

// NewCatalog indexes cards; ids must already be unique (the loader checks).
func NewCatalog(cards []*Card) *Catalog {
	c := &Catalog{cards: cards, byID: make(map[string]*Card, len(cards))}
	for _, card := range cards {
		c.byID[card.ID] = card
	}
	return c
}

// Get returns the card with the given id.
func (c *Catalog) Get(id string) (*Card, bool) {
	card, ok := c.byID[id]
	return card, ok
}

// All returns every card in file order.
func (c *Catalog) All() []*Card { return c.cards }

// Side returns the cards a side may buy: its own and the neutral ones,
// sorted by class then cost.
func (c *Catalog) Side(s Side) []*Card {
	var out []*Card
	for _, card := range c.cards {
		if card.Side == s || card.Side == Neutral {
			out = append(out, card)
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Class != out[j].Class {
			return out[i].Class < out[j].Class
		}
		return out[i].Cost < out[j].Cost
	})
	return out
}

// CrewFor returns the crew card of side s with the given training, if any.
func (c *Catalog) CrewFor(s Side, t CrewType) (*Card, bool) {
	for _, card := range c.cards {
		if card.Side == s && card.Special.CrewType == t {
			return card, true
		}
	}
	return nil, false
}
