package game

import (
	"slices"

	"frontline/game/cards"
	"frontline/game/dice"
	"frontline/game/units"
)

// Belief returns a copy of the game holding only what side may know, for
// a computer player to ask the engine's queries on (MoveOptions,
// AttackTargets, Buyable, DeployHexes, EngagementOdds …) and to try
// commands on copies of it, without seeing what fog of war and secrecy
// keep from it (DESIGN.md §2, game/ai). What side does not know is
// replaced by what seed decides:
//
//   - every enemy unit side cannot identify (out of sight, under the top
//     marker of a fogged stack, hidden and not found, staged, fallen
//     unseen) is taken off the map (Place Away) with nothing left of it
//     but its id and a stand-in card (unknownCard), and the units after
//     the last one side knows of are left out; an enemy unit it sees
//     keeps only what its View shows of it (SeenUnit);
//   - the enemy's hand is dealt anew from the cards side has not seen
//     played (the enemy hand and the command pile together), and both
//     draw piles are put in an order drawn from seed;
//   - the dice are a new stream from seed;
//   - the enemy's secrets go: its flight plans, fire orders, purchases of
//     the phase, moves it may still take back, momentum groups, repairs,
//     recon marks and Standard Game setup, and a decision it is waiting
//     on keeps no choices.
//
// Two games that give side the same View and the same filtered events
// give the same Belief for the same seed as far as any query side's
// player asks can tell (the fairness test in game/ai proves it on
// positions of real games). The copy has no command log.
func (g *Game) Belief(side units.Side, seed uint64) *Game {
	seen := g.seenSet(side)
	b := g.cloneState()
	b.dice = dice.New(seed)
	enemy := Enemy(side)
	unknown := b.unknownCard(enemy)
	last := 0 // the highest id side knows of
	for i, u := range b.Units {
		switch {
		case u.Side == side:
			last = i + 1
		case !seen[u.ID]:
			*u = Unit{ID: u.ID, CardID: unknown.ID, Card: unknown, Side: enemy, Place: Away}
		default:
			*u, last = g.seenAsUnit(u), i+1
		}
	}
	b.Units = b.Units[:last] // how many units the enemy has besides is its secret
	b.dealUnknownHand(enemy, seed)
	b.InForce = g.inForceFor(side)
	if b.Pending.Side != side {
		b.Pending.Choices = nil
	}
	if b.Active != side {
		b.MoveUndo = nil
	}
	own := func(s units.Side) bool { return s == side }
	b.Reveals = slices.DeleteFunc(b.Reveals, func(r Reveal) bool { return !own(r.By) })
	b.Purchases = slices.DeleteFunc(b.Purchases, func(p Purchase) bool { return !own(p.Side) })
	b.Momentum = slices.DeleteFunc(b.Momentum, func(m MomentumGroup) bool { return !own(m.Side) })
	b.Repairs = slices.DeleteFunc(b.Repairs, func(r Repair) bool { return !own(r.Side) })
	b.FieldRepairs = slices.DeleteFunc(b.FieldRepairs, func(r FieldRepair) bool { return !own(r.Side) })
	b.Covers = slices.DeleteFunc(b.Covers, func(c CoverOrder) bool { return !own(c.Side) })
	b.Sorties = slices.DeleteFunc(b.Sorties, func(s Sortie) bool { return !own(s.Side) })
	b.Scouted = ownKeys(b.Scouted, side)
	b.Demolitions = ownKeys(b.Demolitions, side)
	for k, ids := range b.StackOrder {
		ids = slices.DeleteFunc(ids, func(id UnitID) bool { u := b.Unit(id); return u == nil || u.Place == Away && u.Side != side })
		if b.StackOrder[k] = ids; len(ids) == 0 {
			delete(b.StackOrder, k)
		}
	}
	if s := b.Setup; s != nil {
		s.Spent[enemy], s.Placed[enemy] = 0, nil
		if !seen[s.HQ[enemy]] {
			delete(s.HQ, enemy)
		}
	}
	return b
}

// seenAsUnit is an enemy unit as side's View shows it (seenUnit): its
// card, marker, place and face, found or not, and nothing else.
func (g *Game) seenAsUnit(u *Unit) Unit {
	v := Unit{ID: u.ID, CardID: u.CardID, Card: u.Card, Side: u.Side, Marker: u.Marker, Place: u.Place,
		Hex: u.Hex, Damaged: u.Damaged, InFlight: u.InFlight}
	if Found(u) {
		v.FoundAt = u.FoundAt
	}
	return v
}

// dealUnknownHand deals enemy a hand of its size from the cards side
// cannot place (its hand and the draw pile), after putting them and the
// event pile in an order drawn from seed.
func (b *Game) dealUnknownHand(enemy units.Side, seed uint64) {
	p := b.Players[enemy]
	pool := append(slices.Clone(p.Hand), b.Commands.Pile...)
	slices.Sort(pool)
	shuffle := dice.New(seed ^ 0xdec0).Rule("belief")
	(&cards.Deck{Pile: pool}).Shuffle(shuffle)
	p.Hand, b.Commands.Pile = pool[:len(p.Hand):len(p.Hand)], pool[len(p.Hand):]
	slices.Sort(b.Events.Pile)
	b.Events.Shuffle(shuffle)
}

// ownKeys keeps the entries of a map keyed "<side> …" that belong to side.
func ownKeys[V any](m map[string]V, side units.Side) map[string]V {
	for k := range m {
		if len(k) <= len(side) || k[:len(side)] != string(side) || k[len(side)] != ' ' {
			delete(m, k)
		}
	}
	return m
}

// unknownCard is the card every enemy unit side cannot identify carries
// in a Belief: the first of the enemy's own cards in the catalog, so that
// code reading any unit's card finds one.
func (g *Game) unknownCard(enemy units.Side) *units.Card {
	for _, c := range g.content.Catalog.All() {
		if c.Side == enemy {
			return c
		}
	}
	return g.content.Catalog.All()[0]
}
