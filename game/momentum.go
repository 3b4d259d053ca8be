package game

import (
	"fmt"
	"slices"

	"frontline/game/hex"
	"frontline/game/units"
)

// Momentum (optional, VIII.3-VIII.3.4, Inset VIII.4, Inset VII.1): groups
// of three or more units of one general type that fight together carry
// the results of their battles into the initiative of the next ones.
//
// Readings (Q24 and Q84 in docs/RULES.md):
//   - A group is three or more units of one side and one general type
//     (land, air, naval) that stand in one hex and fight in the same
//     engagement. A crew riding with the unit it works is part of that
//     unit, not a member of its own; structures and obstacles never move
//     and form no group.
//   - An engagement is won by the side whose engaged units are still on
//     the map when every engaged unit of the other side is gone, and by
//     the side whose enemy withdrew (IV.3.8, VIII.3.3). Any other ending
//     (both sides still standing, a suspended attack) is neither won nor
//     lost and changes no momentum.
//   - A win adds one, a loss takes one off; a win breaks negative
//     momentum and a loss positive momentum, back to neutral (VIII.3.3).
//     The value stays within ±MaxMomentum (Inset VIII.4 item 4).
//   - Units that fought together in one hex become the group: members of
//     earlier groups among them bring that group's value; several earlier
//     groups merge with the lowest value (Q24).
//   - Positive momentum is added to the group's side when it attacks,
//     negative momentum is taken off whenever it rolls initiative
//     (VIII.3.2). A side rolls once: the engaged group with the highest
//     value sets it, as the best unit's stars do (Inset VIII.3). A group
//     takes part when at least three of its members are engaged.
//   - A group whose members no longer stand at least three together in one
//     hex is broken: checked at the start of each Combat Phase, after the
//     Movement Phase (VIII.3.3), and after each engagement, where losses
//     may leave fewer than three.
//   - Key Cities (Inset VII.1 items 4-5): when a side gains control of a
//     key city hex, its group standing there gains one; when a side loses
//     one, the group that held it loses one. Control is compared at the
//     end of each Operational Turn.

// MaxMomentum is the largest momentum bonus or penalty of a group (Inset
// VIII.4 item 4).
const MaxMomentum = 6

// EvMomentum: a group's momentum changed or was broken; Units lists the
// group, Amount is the new value.
const EvMomentum EventKind = "momentum"

// MomentumGroup is one group's momentum: a positive value is the blue die,
// a negative one the gray die (VIII.3.1). Neutral groups are not kept.
type MomentumGroup struct {
	Side    units.Side `json:"side"`
	Kind    string     `json:"kind"`    // land, air or naval (Inset VIII.4 item 1)
	Members []UnitID   `json:"members"` // sorted
	Value   int        `json:"value"`
}

// KeyCityHold is who controlled a key city hex at the last end of turn,
// and the group standing there then.
type KeyCityHold struct {
	Side    units.Side `json:"side,omitempty"`
	Members []UnitID   `json:"members,omitempty"`
}

// momentumKind is the general type of u for grouping, "" when u forms no
// group.
func momentumKind(u *Unit) string {
	if u.Mans != 0 {
		return ""
	}
	switch u.Card.Class {
	case units.Aircraft:
		return "air"
	case units.Ship:
		return "naval"
	case units.Structure, units.Obstacle:
		return ""
	}
	return "land"
}

// cluster is units of one side and kind standing in one hex.
type cluster struct {
	side units.Side
	kind string
	hex  hex.Hex
	ids  []UnitID
}

// clusters groups the deployed units of ids by side, hex and kind, in the
// order of their first unit; only clusters of three or more are kept.
func (g *Game) clusters(ids []UnitID) []cluster {
	var out []cluster
	for _, id := range ids {
		u := g.Unit(id)
		k := momentumKind(u)
		if k == "" || !u.Deployed() {
			continue
		}
		i := slices.IndexFunc(out, func(c cluster) bool { return c.side == u.Side && c.kind == k && c.hex == u.Hex })
		if i < 0 {
			out = append(out, cluster{side: u.Side, kind: k, hex: u.Hex})
			i = len(out) - 1
		}
		if !slices.Contains(out[i].ids, id) {
			out[i].ids = append(out[i].ids, id)
		}
	}
	kept := out[:0]
	for _, c := range out {
		if len(c.ids) >= 3 {
			slices.Sort(c.ids)
			kept = append(kept, c)
		}
	}
	return kept
}

// momentumStep is the new value after a won (+1) or lost (-1) battle
// (VIII.3.2, VIII.3.3).
func momentumStep(v, result int) int {
	switch {
	case result > 0 && v < 0, result < 0 && v > 0:
		return 0 // broken
	}
	return max(-MaxMomentum, min(MaxMomentum, v+result))
}

// regroup makes the cluster's units one group whose value is that of the
// earlier groups among them (the lowest when several merge, Q24), changed
// by f; it returns the event.
func (g *Game) regroup(c cluster, f func(int) int, why, rule string) Event {
	base, found := 0, false
	keep := g.Momentum[:0]
	for _, gr := range g.Momentum {
		if gr.Side == c.side && slices.ContainsFunc(gr.Members, func(id UnitID) bool { return slices.Contains(c.ids, id) }) {
			if !found || gr.Value < base {
				base = gr.Value
			}
			found = true
			continue
		}
		keep = append(keep, gr)
	}
	g.Momentum = keep
	v := f(base)
	if v != 0 {
		g.Momentum = append(g.Momentum, MomentumGroup{Side: c.side, Kind: c.kind, Members: c.ids, Value: v})
	}
	text := fmt.Sprintf("Momentum of the %s group of %s in %s: %+d to %+d (%s).", c.kind, sideName(c.side), c.hex, base, v, why)
	if v == 0 && base != 0 {
		text = fmt.Sprintf("Momentum of the %s group of %s in %s is broken: %+d back to neutral (%s).", c.kind, sideName(c.side), c.hex, base, why)
	}
	return Event{Kind: EvMomentum, Side: c.side, Units: append([]UnitID(nil), c.ids...), Amount: v, Rule: rule, Text: text}
}

// momentumAfterEngagement settles the open engagement's result for the
// groups that fought in it.
func (g *Game) momentumAfterEngagement() []Event {
	if !g.Rules.Momentum {
		return nil
	}
	if g.Battle() != nil {
		return g.battleMomentum() // miniatures_results.go: Inset IX.4 after a battle on the table
	}
	e := g.OpenEngagement
	att, def := fighterIDs(e.Attackers), g.defendingIDs()
	winner := units.Side("")
	switch {
	case e.Withdrawn != "":
		winner = Enemy(e.Withdrawn)
	case g.anyDeployed(att) && !g.anyDeployed(def):
		winner = e.Attacker
	case g.anyDeployed(def) && !g.anyDeployed(att):
		winner = Enemy(e.Attacker)
	}
	evs := g.momentumBreaks("fewer than three of the group are left together")
	if winner == "" {
		return evs
	}
	for _, c := range g.clusters(append(append(append([]UnitID(nil), att...), def...), e.Retreated...)) {
		result, why := 1, "battle won"
		if c.side != winner {
			result, why = -1, "battle lost"
		}
		evs = append(evs, g.regroup(c, func(v int) int { return momentumStep(v, result) }, why, "VIII.3.2"))
	}
	return evs
}

func (g *Game) anyDeployed(ids []UnitID) bool {
	return slices.ContainsFunc(ids, func(id UnitID) bool { return g.Unit(id).Deployed() })
}

// momentumBreaks breaks every group whose members no longer stand three
// or more together in one hex; a group that left members behind goes on
// with those still together (VIII.3.3).
func (g *Game) momentumBreaks(why string) []Event {
	var evs []Event
	keep := g.Momentum[:0]
	for _, gr := range g.Momentum {
		var mine []UnitID
		for _, id := range gr.Members {
			if u := g.Unit(id); u.Side == gr.Side {
				mine = append(mine, id)
			}
		}
		best := []UnitID(nil)
		for _, c := range g.clusters(mine) {
			if len(c.ids) > len(best) {
				best = c.ids
			}
		}
		if best == nil {
			evs = append(evs, Event{Kind: EvMomentum, Side: gr.Side, Units: append([]UnitID(nil), gr.Members...), Rule: "VIII.3.3",
				Text: fmt.Sprintf("Momentum of a %s group of %s is broken (%s): %+d back to neutral.", gr.Kind, sideName(gr.Side), why, gr.Value)})
			continue
		}
		gr.Members = best
		keep = append(keep, gr)
	}
	g.Momentum = keep
	return evs
}

// momentumAtCombat checks, as the Combat Phase begins, whether the
// Movement Phase split any group (VIII.3.3).
func (g *Game) momentumAtCombat() []Event {
	if !g.Rules.Momentum {
		return nil
	}
	return g.momentumBreaks("the group split up in the Movement Phase")
}

// momentumInitiative adds to each side's initiative the momentum of its
// engaged group with the highest value: positive only for the attacker,
// negative for both (VIII.3.2, Inset VIII.4 items 2-3).
func (g *Game) momentumInitiative(am, dm []modifier) ([]modifier, []modifier) {
	if !g.Rules.Momentum {
		return am, dm
	}
	e := g.OpenEngagement
	if n, ok := g.groupMomentum(e.Attacker, fighterIDs(e.Attackers), true); ok {
		am = append(am, modifier{n, "momentum (VIII.3.2)"})
	}
	if n, ok := g.groupMomentum(Enemy(e.Attacker), g.defendingIDs(), false); ok {
		dm = append(dm, modifier{n, "momentum (VIII.3.2)"})
	}
	return am, dm
}

func (g *Game) groupMomentum(side units.Side, engaged []UnitID, attacking bool) (int, bool) {
	best, ok := 0, false
	for _, gr := range g.Momentum {
		in := 0
		for _, id := range gr.Members {
			if slices.Contains(engaged, id) {
				in++
			}
		}
		v := gr.Value
		if gr.Side != side || in < 3 || (v > 0 && !attacking) {
			continue
		}
		if !ok || v > best {
			best, ok = v, true
		}
	}
	return best, ok && best != 0
}

// MomentumOf returns the group unit id belongs to, if any.
func (g *Game) MomentumOf(id UnitID) (MomentumGroup, bool) {
	for _, gr := range g.Momentum {
		if slices.Contains(gr.Members, id) {
			return gr, true
		}
	}
	return MomentumGroup{}, false
}

// ownMomentum is a copy of side's groups, for its View.
func (g *Game) ownMomentum(side units.Side) []MomentumGroup {
	var out []MomentumGroup
	for _, gr := range g.Momentum {
		if gr.Side == side {
			gr.Members = append([]UnitID(nil), gr.Members...)
			out = append(out, gr)
		}
	}
	return out
}

// keyCityHexes lists the key city hexes of the map in map order.
func (g *Game) keyCityHexes() []hex.Hex {
	var out []hex.Hex
	for _, c := range g.scenario.Map.Cities {
		if c.Key {
			out = append(out, c.Hexes...)
		}
	}
	return out
}

// keyCityHold is who controls h now and the group of three or more
// standing there.
func (g *Game) keyCityHold(h hex.Hex) KeyCityHold {
	for _, s := range Sides {
		if g.Controls(s, h) && !g.Controls(Enemy(s), h) {
			hold := KeyCityHold{Side: s}
			var mine []UnitID
			for _, u := range g.unitsIn(h) {
				if u.Side == s {
					mine = append(mine, u.ID)
				}
			}
			for _, c := range g.clusters(mine) {
				if len(c.ids) > len(hold.Members) {
					hold.Members = c.ids
				}
			}
			return hold
		}
	}
	return KeyCityHold{}
}

// momentumKeyCities compares key city control with the last end of turn:
// the group that takes a city gains one, the group that held a lost city
// loses one (Inset VII.1 items 4-5). Without the rule it does nothing; at
// the start of play it only notes who holds what.
func (g *Game) momentumKeyCities() []Event {
	if !g.Rules.Momentum {
		return nil
	}
	first := g.KeyCities == nil
	if first {
		g.KeyCities = map[string]KeyCityHold{}
	}
	var evs []Event
	for _, h := range g.keyCityHexes() {
		now, was := g.keyCityHold(h), g.KeyCities[h.String()]
		g.KeyCities[h.String()] = now
		if first || now.Side == was.Side {
			continue
		}
		city, _ := g.scenario.Map.CityAt(h)
		if was.Side != "" {
			if c, ok := g.groupCluster(was.Side, was.Members); ok {
				evs = append(evs, g.regroup(c, func(v int) int { return max(v-1, -MaxMomentum) }, "lost "+city.Name, "Inset VII.1"))
			}
		}
		if now.Side != "" && len(now.Members) >= 3 {
			u := g.Unit(now.Members[0])
			c := cluster{side: now.Side, kind: momentumKind(u), hex: h, ids: now.Members}
			evs = append(evs, g.regroup(c, func(v int) int { return min(v+1, MaxMomentum) }, "took "+city.Name, "Inset VII.1"))
		}
	}
	return evs
}

// groupCluster finds the momentum group of side with members among ids
// and returns its members still together.
func (g *Game) groupCluster(side units.Side, ids []UnitID) (cluster, bool) {
	for _, gr := range g.Momentum {
		if gr.Side != side || !slices.ContainsFunc(gr.Members, func(id UnitID) bool { return slices.Contains(ids, id) }) {
			continue
		}
		if cs := g.clusters(gr.Members); len(cs) > 0 {
			return cs[0], true
		}
	}
	return cluster{}, false
}
