package game

import (
	"cmp"
	"fmt"
	"slices"

	"frontline/game/hex"
)

// Stack order (III.2.3, Inset III.2). By default a stack runs bottom to
// top by class (units.Card.StackRank); a player may choose another order
// for own stacks with CmdRestack, as long as every carried unit sits in a
// block directly under its carrier.

// CmdRestack sets the bottom-to-top order of the active side's units in
// Command.Hex to Command.Units (Movement Phase).
const CmdRestack CommandKind = "restack"

// EvRestacked: a side rearranged one of its stacks. The new order itself
// is in the owner's View only.
const EvRestacked EventKind = "restacked"

func init() {
	register(CmdRestack, DecidePhase, PhaseMovement, (*Game).restack)
}

// carrier is the unit u sits directly under (Inset III.2): for a crew, the
// unit it operates, when both share the hex (not a grounded aircraft:
// its pilots are apart from it and count as infantry, VII.5.4); for a passenger or a towed
// gun, its transport or first tow (transport.go). Units sheltering in
// emplacements sit under them too (emplacement.go, stackedUnder).
func (g *Game) carrier(u *Unit) *Unit {
	if c := g.transportOf(u); c != nil { // transport.go: passengers and towed guns
		return c
	}
	if u.Mans == 0 {
		return nil
	}
	c := g.Unit(u.Mans)
	if c == nil || c == u || !c.Deployed() || c.Hex != u.Hex || groundedAircraft(c) { // VII.5.4: pilots stand apart on the ground
		return nil
	}
	return c
}

// unitsIn lists the units deployed in h, in id order.
func (g *Game) unitsIn(h hex.Hex) []*Unit {
	var in []*Unit
	for _, u := range g.Units {
		if u.Deployed() && u.Hex == h {
			in = append(in, u)
		}
	}
	return in
}

// unitsByHex lists the occupied hexes in the order of their first unit
// (by id), so views come out the same each time, and the units deployed
// in each (in[i] for hexes[i]), in id order; one pass over the units.
func (g *Game) unitsByHex() (hexes []hex.Hex, in [][]*Unit) {
	// two passes: each unit's hex and the count per hex, then one backing
	// array cut into the hexes' lists
	at := make(map[hex.Hex]int, len(g.Units))
	where := make([]int, len(g.Units))
	var count []int
	for k, u := range g.Units {
		where[k] = -1
		if !u.Deployed() {
			continue
		}
		i, ok := at[u.Hex]
		if !ok {
			i = len(hexes)
			at[u.Hex] = i
			hexes = append(hexes, u.Hex)
			count = append(count, 0)
		}
		where[k] = i
		count[i]++
	}
	all := make([]*Unit, 0, len(g.Units))
	in = make([][]*Unit, len(hexes))
	for i, n := range count {
		in[i] = all[len(all) : len(all) : len(all)+n]
		all = all[:len(all)+n]
	}
	for k, u := range g.Units {
		if i := where[k]; i >= 0 {
			in[i] = append(in[i], u)
		}
	}
	return hexes, in
}

// Stack returns the units on the map in h, bottom to top: the owner's
// chosen order when one is recorded and still fits the stack, otherwise
// the default order of III.2.3 with the exceptions of Inset III.2.
func (g *Game) Stack(h hex.Hex) []*Unit { return g.stackIn(h, g.unitsIn(h)) }

// stackIn is Stack for the units in of h (in id order), when the caller
// has them already (unitsByHex).
func (g *Game) stackIn(h hex.Hex, in []*Unit) []*Unit {
	if chosen := g.chosenOrder(h, in); chosen != nil {
		return chosen
	}
	return g.defaultOrder(in)
}

// defaultOrder sorts by class rank (then id), each unit preceded by the
// units it carries.
func (g *Game) defaultOrder(in []*Unit) []*Unit {
	if len(in) == 1 {
		return []*Unit{in[0]}
	}
	byRank := append([]*Unit(nil), in...)
	slices.SortStableFunc(byRank, func(a, b *Unit) int { return cmp.Compare(a.Card.StackRank(), b.Card.StackRank()) })
	// what each unit sits under, asked once (the state does not change
	// here), and the units already placed, by their place in byRank
	under := make([]*Unit, len(byRank))
	for i, u := range byRank {
		under[i] = g.stackedUnder(u)
	}
	out := make([]*Unit, 0, len(in))
	placed := make([]bool, len(byRank))
	var put func(i int)
	put = func(i int) {
		if placed[i] {
			return
		}
		placed[i] = true
		for j := range byRank {
			if under[j] == byRank[i] {
				put(j)
			}
		}
		out = append(out, byRank[i])
	}
	for i := range byRank {
		if under[i] == nil {
			put(i)
		}
	}
	for i := range byRank { // carriers caught in a loop of bad data
		put(i)
	}
	return out
}

// chosenOrder is the recorded order for h while it still covers every
// unit there (units that left are skipped) and keeps the exceptions; a
// unit arriving since brings back the default order.
func (g *Game) chosenOrder(h hex.Hex, in []*Unit) []*Unit {
	ids := g.StackOrder[h.String()]
	if len(ids) == 0 {
		return nil
	}
	here := map[UnitID]bool{}
	for _, u := range in {
		here[u.ID] = true
	}
	var out []*Unit
	for _, id := range ids {
		if here[id] {
			out = append(out, g.Unit(id))
			delete(here, id)
		}
	}
	if len(here) > 0 || g.stackException(out) != nil {
		return nil
	}
	return out
}

// stackException checks Inset III.2 on a bottom-to-top order: everything a
// unit carries (directly or through another carried unit) fills the places
// directly beneath it.
func (g *Game) stackException(order []*Unit) error {
	if !slices.ContainsFunc(order, func(u *Unit) bool { return g.stackedUnder(u) != nil }) {
		return nil // nothing carried: any order will do
	}
	pos := map[UnitID]int{}
	for i, u := range order {
		pos[u.ID] = i
	}
	under := map[UnitID]int{} // carried units beneath each carrier
	for _, u := range order {
		seen := map[UnitID]bool{}
		for c := g.stackedUnder(u); c != nil && !seen[c.ID]; c = g.stackedUnder(c) {
			seen[c.ID] = true
			under[c.ID]++
		}
	}
	for _, c := range order {
		n := under[c.ID]
		for k := 1; k <= n; k++ {
			i := pos[c.ID] - k
			if i < 0 || !g.carries(c, order[i]) {
				return g.misplaced(c, order)
			}
		}
	}
	return nil
}

// carries reports whether u is inside c, directly or through another
// carried unit.
func (g *Game) carries(c, u *Unit) bool {
	seen := map[UnitID]bool{}
	for p := g.stackedUnder(u); p != nil && !seen[p.ID]; p = g.stackedUnder(p) {
		if p == c {
			return true
		}
		seen[p.ID] = true
	}
	return false
}

// misplaced names the first unit of c's load that is out of place.
func (g *Game) misplaced(c *Unit, order []*Unit) error {
	for _, u := range order {
		if g.stackedUnder(u) == c {
			return fmt.Errorf("%s must sit directly under %s, the unit it crews, rides in or shelters in (Inset III.2)", g.describe(u), g.describe(c))
		}
	}
	return fmt.Errorf("the units carried by %s must sit directly under it (Inset III.2)", g.describe(c))
}

// restack answers CmdRestack: Command.Units must name every unit in
// Command.Hex exactly once, all of them the active side's.
func (g *Game) restack(cmd Command) ([]Event, error) {
	if cmd.Hex == nil {
		return nil, fmt.Errorf("restack needs the hex of the stack (III.2.3)")
	}
	h := *cmd.Hex
	in := g.unitsIn(h)
	if len(in) == 0 {
		return nil, fmt.Errorf("you have no units in %s to restack (III.2.3)", h)
	}
	for _, u := range in {
		if u.Side != cmd.Side {
			return nil, fmt.Errorf("%s is shared with units you do not control; its order is not yours to choose (III.2.3)", h)
		}
	}
	if len(cmd.Units) != len(in) {
		return nil, fmt.Errorf("the new order of %s must list all %d units there, bottom to top; it lists %d (III.2.3)", h, len(in), len(cmd.Units))
	}
	order := make([]*Unit, 0, len(in))
	listed := map[UnitID]bool{}
	for _, id := range cmd.Units {
		u := g.Unit(id)
		switch {
		case u == nil || u.Side != cmd.Side:
			return nil, fmt.Errorf("unit %d is not one of your units", id)
		case !u.Deployed() || u.Hex != h:
			return nil, fmt.Errorf("%s is not in %s (III.2.3)", g.describe(u), h)
		case listed[id]:
			return nil, fmt.Errorf("%s is listed twice (III.2.3)", g.describe(u))
		}
		listed[id] = true
		order = append(order, u)
	}
	if err := g.stackException(order); err != nil {
		return nil, err
	}
	if g.StackOrder == nil {
		g.StackOrder = map[string][]UnitID{}
	}
	g.StackOrder[h.String()] = append([]UnitID(nil), cmd.Units...)
	return []Event{{Kind: EvRestacked, Side: cmd.Side, Rule: "III.2.3",
		Text: fmt.Sprintf("%s rearranges its stack in %s.", sideName(cmd.Side), h)}}, nil
}
