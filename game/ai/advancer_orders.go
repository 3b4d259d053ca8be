package ai

import (
	"sort"

	"frontline/game"
	"frontline/game/hex"
	"frontline/game/units"
)

// retaliateWithAll has every unit that can answer fire at the first
// attacker it may target.
func retaliateWithAll(g *game.Game, side units.Side) game.Command {
	cmd := game.Command{Kind: game.CmdDeclareRetaliation, Side: side}
	for _, id := range g.Pending.Choices {
		if ts := g.RetaliationTargets(id); len(ts) > 0 {
			cmd.Units = append(cmd.Units, id)
			cmd.Targets = append(cmd.Targets, ts[0])
		}
	}
	return cmd
}

// reserve is the currency kept back for supply at each purchase.
const reserve = 20

// buy spends down to the reserve on random affordable offers.
func (a *Advancer) buy(g *game.Game, side units.Side) []game.Command {
	return a.buyWith(g, side, g.Player(side).Treasury-reserve, game.CmdBuy)
}

// buySetup spends a Standard Game's force limit (Inset II.1); the pass
// then confirms it.
func (a *Advancer) buySetup(g *game.Game, side units.Side) []game.Command {
	sv := g.View(side).Setup
	if sv == nil {
		return nil
	}
	return a.buyWith(g, side, sv.Limit-sv.Spent, game.CmdSetupBuy)
}

func (a *Advancer) buyWith(g *game.Game, side units.Side, money int, kind game.CommandKind) []game.Command {
	var ok []game.Offer
	for _, o := range g.Buyable(side) {
		if o.Why == "" && o.Cost <= money && o.Cost > 0 && buysFight(g, o.Card) {
			ok = append(ok, o)
		}
	}
	if len(ok) == 0 {
		return nil
	}
	o := ok[a.rng.IntN(len(ok))]
	return []game.Command{{Kind: kind, Side: side, Card: o.Card}}
}

// buysFight keeps the Advancer to units that fight on land.
func buysFight(g *game.Game, card string) bool {
	c, ok := g.Card(card)
	if !ok {
		return false
	}
	switch c.Class {
	case units.Infantry, units.Tank, units.Gun, units.Vehicle:
		return len(c.Face(false).Weapons) > 0
	}
	return false
}

// deploy places each staged unit that may come in now on its first legal
// hex.
func deploy(g *game.Game, side units.Side) []game.Command {
	var out []game.Command
	for _, u := range g.Staged(side) {
		if hs := g.DeployHexes(u.ID); len(hs) > 0 {
			h := hs[0]
			out = append(out, game.Command{Kind: game.CmdDeploy, Side: side, Unit: u.ID, Hex: &h})
		}
	}
	return out
}

// minChance is the lowest chance of passing the terrain checks on the way
// the Advancer accepts.
const minChance = 0.5

// advance moves each unit that may move to the reachable hex nearest an
// objective its side has not taken, if that brings it closer.
func (a *Advancer) advance(g *game.Game, side units.Side) []game.Command {
	goals := goals(g, side)
	if len(goals) == 0 {
		return nil
	}
	held := garrisons(g, side)
	var out []game.Command
	for _, ou := range g.View(side).Own {
		u := g.Unit(ou.ID)
		if !u.Deployed() || g.CanMove(u.ID) != nil || held[u.ID] {
			continue
		}
		best, bestD := "", distance(u.Hex, goals)
		keys := make([]string, 0)
		opts := g.MoveOptions(u.ID)
		for k := range opts {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			o := opts[k]
			if o.Chance < minChance {
				continue
			}
			if d := distance(o.Path[len(o.Path)-1], goals); d < bestD {
				best, bestD = k, d
			}
		}
		if best != "" {
			out = append(out, game.Command{Kind: game.CmdMove, Side: side, Unit: u.ID, Path: opts[best].Path})
		}
	}
	return out
}

// garrison is how many units the Advancer leaves on each objective the
// enemy must take: a Key City is held by two land units (VII.1).
const garrison = 2

// garrisons are the units that stay put to hold the objectives the enemy
// must take (II.2.1): the first garrison units of each such hex, infantry
// first.
func garrisons(g *game.Game, side units.Side) map[game.UnitID]bool {
	out := map[game.UnitID]bool{}
	for _, o := range g.Scenario().ObjectivesOf(game.Enemy(side)) {
		var here []*game.Unit
		for _, u := range g.Stack(o.Hex) {
			if u.Side == side && u.Card.Ground() {
				here = append(here, u)
			}
		}
		sort.SliceStable(here, func(i, j int) bool {
			return here[i].Card.Class == units.Infantry && here[j].Card.Class != units.Infantry
		})
		for _, u := range here[:min(garrison, len(here))] {
			out[u.ID] = true
		}
	}
	return out
}

// goals are the objective hexes side must take and does not hold.
func goals(g *game.Game, side units.Side) []hex.Hex {
	var out []hex.Hex
	for _, o := range g.Scenario().ObjectivesOf(side) {
		if !g.Controls(side, o.Hex) {
			out = append(out, o.Hex)
		}
	}
	return out
}

func distance(h hex.Hex, goals []hex.Hex) int {
	d := -1
	for _, o := range goals {
		if x := hex.Distance(h, o); d < 0 || x < d {
			d = x
		}
	}
	return d
}

// attack sends each unit with a target against the first one it may hit;
// units sharing that target join it.
func attack(g *game.Game, side units.Side) []game.Command {
	var out []game.Command
	for _, ou := range g.View(side).Own {
		ts := g.AttackTargets(ou.ID)
		if len(ts) == 0 {
			continue
		}
		cmd := game.Command{Kind: game.CmdAttack, Side: side, Units: []game.UnitID{ou.ID}, Target: ts[0]}
		for _, other := range g.View(side).Own {
			if other.ID != ou.ID && contains(g.AttackTargets(other.ID), ts[0]) {
				cmd.Units = append(cmd.Units, other.ID)
			}
		}
		out = append(out, cmd)
	}
	return out
}

func contains(ids []game.UnitID, id game.UnitID) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}
