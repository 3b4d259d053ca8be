package standalone

import (
	"math/rand/v2"

	"frontline/game/tactical"
	"frontline/game/units"
)

// RandomPlayer answers any pending decision with a legal command chosen
// by its own generator (never the game's dice): a random force filling
// most of the budget, a random role, and the table's RandomPlayer for the
// engagement, keeping to the cards in hand.
type RandomPlayer struct {
	R *rand.Rand
}

// cardTries bounds how often the table's player is asked again when it
// plays a card the side does not hold.
const cardTries = 8

// Command returns a legal command for the pending decision; ok is false
// only when the game is over.
func (p RandomPlayer) Command(g *Game) (Command, bool) {
	s, ok := g.Pending()
	if !ok {
		return Command{}, false
	}
	switch g.Phase {
	case PhaseBuy:
		return Command{Kind: CmdBuy, Side: s, Buy: p.force(g, s)}, true
	case PhaseChoose:
		return Command{Kind: CmdChoose, Side: s, Role: tactical.Role(p.R.IntN(2))}, true
	}
	if g.Offer != "" {
		return Command{Kind: CmdAnswer, Side: s, Accept: p.R.IntN(3) == 0}, true
	}
	if offer := (tactical.Command{Kind: tactical.CmdCeaseFire, Side: s}); p.R.IntN(2000) == 0 && g.CheckTable(offer) == nil {
		return Command{Kind: CmdTable, Side: s, Table: offer}, true
	}
	tp := tactical.RandomPlayer{R: p.R}
	for range cardTries {
		o, _ := tp.Command(g.Battle)
		if g.CheckTable(o) == nil {
			return Command{Kind: CmdTable, Side: s, Table: o}, true
		}
	}
	return Command{Kind: CmdTable, Side: s, Table: g.Battle.Pending.Close()}, true
}

// force buys random cards that still fit the budget until none does or
// the player stops (now and then early), always at least one unit.
func (p RandomPlayer) force(g *Game, s units.Side) []string {
	i, _ := playerIndex(s)
	left := g.Def.Sides[i].Budget
	var pool []string
	cost := map[string]int{}
	sea := g.Def.Map == nil && hasSea(g.Def)
	for _, c := range g.env.Catalog.Side(s) {
		if Buyable(g.env.Catalog, c, s) && (c.Class != units.Ship || sea) {
			pool = append(pool, c.ID)
			cost[c.ID] = Cost(g.env.Catalog, c, s)
		}
	}
	var out []string
	for len(out) < MaxUnits {
		var fits []string
		for _, id := range pool {
			if cost[id] <= left {
				fits = append(fits, id)
			}
		}
		if len(fits) == 0 || (len(out) > 0 && p.R.IntN(25) == 0) {
			break
		}
		id := fits[p.R.IntN(len(fits))]
		out, left = append(out, id), left-cost[id]
	}
	return out
}

// hasSea reports whether a table of our own terrain has a sea side; map
// tables are left without ships, which may find no sea to stand on.
func hasSea(d *Def) bool {
	for _, e := range d.Edges {
		if e.Sea {
			return true
		}
	}
	return false
}
