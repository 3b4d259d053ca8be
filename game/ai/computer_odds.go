package ai

import (
	"slices"
	"sort"

	"frontline/game"
	"frontline/game/units"
)

// The Belief leaves out every enemy marker the side cannot identify, so a
// fogged stack of five shows as its top marker alone and the engine's odds
// against it are far too kind. The computer counts the markers it cannot
// see as units of its guess — the middle card by worth of the enemy
// fighting cards it has seen — on a copy of the Belief (GuessStack).

// guess is n cards for the unseen markers of an enemy stack whose shown
// cards are shown.
func (t *turn) guess(n int, shown []game.SeenUnit) []*units.Card {
	var pool []*units.Card
	for card := range t.c.mem.cards {
		if c, ok := t.b.Card(card); ok && fighter(c) {
			pool = append(pool, c)
		}
	}
	if len(pool) == 0 {
		for _, su := range shown {
			if c, ok := t.b.Card(su.Card); ok && fighter(c) {
				pool = append(pool, c)
			}
		}
	}
	if len(pool) == 0 {
		return nil
	}
	sort.Slice(pool, func(i, j int) bool {
		wi, wj := t.worth(pool[i]), t.worth(pool[j])
		return wi < wj || wi == wj && pool[i].ID < pool[j].ID
	})
	mid := pool[len(pool)/2]
	out := make([]*units.Card, n)
	for i := range out {
		out[i] = mid
	}
	return out
}

// fighter: a land unit with weapons that may hide under a marker (not a
// post, obstacle or hidden unit, which the marker count leaves out).
func fighter(c *units.Card) bool {
	switch c.Class {
	case units.Infantry, units.Tank, units.Gun, units.Vehicle:
		return len(c.Face(false).Weapons) > 0 && !c.Special.Hidden && c.Special.Structure == units.NoStructure
	}
	return false
}

// guessed is b, or a copy of it with the unseen markers of the enemy
// stack es filled in by the guess.
func (t *turn) guessed(b *game.Game, es game.EnemyStack) *game.Game {
	n := es.Count - len(es.Units)
	if n <= 0 || es.Revealed {
		return b
	}
	cards := t.guess(n, es.Units)
	if len(cards) == 0 {
		return b
	}
	c := b.Clone()
	c.GuessStack(t.side, es.Hex, cards)
	return c
}

// odds are the engagement odds of decl against the stack es as the
// computer believes it, on b (the Belief or a copy with moves tried).
func (t *turn) odds(b *game.Game, decl game.Command, es game.EnemyStack, salt uint64) (game.Odds, *game.Game, error) {
	g := t.guessed(b, es)
	seed := t.c.seed + uint64(g.Step)*131 + salt
	probe, err := g.EngagementOdds(decl, 1, seed)
	if err != nil {
		return probe, g, err
	}
	trials := t.c.str.OddsTrials
	if probe.Unmodelled != "" {
		trials = max(trials/offModelShare, 1)
	}
	o, err := g.EngagementOdds(decl, trials, seed)
	return o, g, err
}

// offModelShare: an engagement beyond the engine's fast model (more units
// than it holds, passengers, fire missions) is sampled on copies of the
// game at some 2 ms a trial; the computer asks it for this share of its
// trials, found by a one-trial probe. Such engagements are rare, and most
// are lopsided (one unit against a city's whole garrison).
const offModelShare = 8

// The engine's fast odds hold an engagement of at most 16 units (crews
// inside counted) with at most 12 firing on both sides together; beyond,
// they are sampled on copies of the game, a hundred times slower. The
// computer keeps its attack groups within them, the strongest units
// first, which costs little: a dozen units outweigh any stack the intro
// puts in one hex.
const (
	modelUnits  = 16
	modelFiring = 12
)

// fit keeps of ids, the strongest first, as many as the fast odds hold
// against the stack es (whose unseen units may bring crews too), in id
// order.
func (t *turn) fit(g *game.Game, ids []game.UnitID, es game.EnemyStack) []game.UnitID {
	fire, all := modelFiring-es.Count, modelUnits-es.Count-(es.Count+1)/2
	by := slices.Clone(ids)
	sort.SliceStable(by, func(i, j int) bool { return t.worth(g.Unit(by[i]).Card) > t.worth(g.Unit(by[j]).Card) })
	var out []game.UnitID
	for _, id := range by {
		n := 1
		if g.Unit(id).Crew != 0 {
			n = 2
		}
		if len(out) >= fire || n > all {
			break
		}
		out = append(out, id)
		all -= n
	}
	if len(out) == 0 && len(by) > 0 {
		out = by[:1]
	}
	slices.Sort(out)
	return out
}
