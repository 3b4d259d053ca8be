package game

import (
	"maps"
	"slices"

	"frontline/game/units"
)

// Clone returns a deep copy of the game: every map, slice and pointer of
// the state is copied, so commands applied to the copy leave g untouched
// and the other way round. The dice are forked (the copy rolls what g
// would roll next) and the command log is copied, so the copy saves and
// replays like g. Shared, never copied: the content catalog, the scenario
// and the unit cards (Unit.Card), which the engine only reads.
//
// Game holds no caches today; a field added to Game or to any type it
// holds must be copied here (TestCloneCoversEveryReference lists them).
func (g *Game) Clone() *Game {
	c := g.cloneState()
	c.log = make([]Command, len(g.log))
	for i, cmd := range g.log {
		c.log[i] = cloneCommand(cmd)
	}
	return c
}

// cloneState is Clone without the command log, which a throwaway copy
// (engagement_odds.go) does not need; its log starts empty.
func (g *Game) cloneState() *Game {
	c := *g
	c.log = nil
	c.dice = g.dice.Clone()
	c.Options.FogOfWar = clonePtr(g.Options.FogOfWar)
	c.Options.Experience = clonePtr(g.Options.Experience)
	c.Options.Momentum = clonePtr(g.Options.Momentum)
	c.Options.Carry = g.Options.Carry.clone()
	if g.Players != nil {
		c.Players = make(map[units.Side]*Player, len(g.Players))
		for s, p := range g.Players {
			q := *p
			q.Hand = slices.Clone(p.Hand)
			c.Players[s] = &q
		}
	}
	c.Units = make([]*Unit, len(g.Units))
	block := make([]Unit, len(g.Units)) // one allocation for all units
	for i, u := range g.Units {
		block[i] = *u
		v := &block[i]
		v.Stars = slices.Clone(u.Stars)
		v.Depleted = slices.Clone(u.Depleted)
		v.TowedBy = slices.Clone(u.TowedBy)
		c.Units[i] = v
	}
	c.Commands.Pile, c.Commands.Discards = slices.Clone(g.Commands.Pile), slices.Clone(g.Commands.Discards)
	c.Events.Pile, c.Events.Discards = slices.Clone(g.Events.Pile), slices.Clone(g.Events.Discards)
	c.InForce = slices.Clone(g.InForce)
	for i := range c.InForce {
		c.InForce[i].Idle = slices.Clone(c.InForce[i].Idle)
		c.InForce[i].Away = slices.Clone(c.InForce[i].Away)
	}
	c.Ports = maps.Clone(g.Ports)
	c.Pending = cloneDecision(g.Pending)
	c.MoveUndo = slices.Clone(g.MoveUndo)
	for i := range c.MoveUndo {
		c.MoveUndo[i].Units = slices.Clone(c.MoveUndo[i].Units)
	}
	c.StackOrder = cloneIDMap(g.StackOrder)
	c.Reveals = slices.Clone(g.Reveals)
	c.Purchases = slices.Clone(g.Purchases)
	for i := range c.Purchases {
		c.Purchases[i].Units = slices.Clone(c.Purchases[i].Units)
	}
	c.OpenEngagement = cloneEngagement(g.OpenEngagement)
	c.Scores, c.Killed, c.Taken = maps.Clone(g.Scores), maps.Clone(g.Killed), maps.Clone(g.Taken)
	c.BridgesDown, c.BridgesBuilt = maps.Clone(g.BridgesDown), maps.Clone(g.BridgesBuilt)
	c.Demolitions, c.Scouted = maps.Clone(g.Demolitions), maps.Clone(g.Scouted)
	c.PortsDown, c.AirfieldsDown = maps.Clone(g.PortsDown), maps.Clone(g.AirfieldsDown)
	if s := g.Setup; s != nil {
		c.Setup = &StandardSetup{Limit: s.Limit, Spent: maps.Clone(s.Spent), Placed: cloneIDMap(s.Placed), HQ: maps.Clone(s.HQ)}
	}
	c.Momentum = slices.Clone(g.Momentum)
	for i := range c.Momentum {
		c.Momentum[i].Members = slices.Clone(c.Momentum[i].Members)
	}
	if g.KeyCities != nil {
		c.KeyCities = make(map[string]KeyCityHold, len(g.KeyCities))
		for k, h := range g.KeyCities {
			h.Members = slices.Clone(h.Members)
			c.KeyCities[k] = h
		}
	}
	if o := g.Offer; o != nil {
		p := *o
		p.Units, p.Resume = slices.Clone(o.Units), cloneDecision(o.Resume)
		c.Offer = &p
	}
	c.Truces = slices.Clone(g.Truces)
	for i := range c.Truces {
		c.Truces[i].Units = slices.Clone(c.Truces[i].Units)
	}
	c.Repairs = slices.Clone(g.Repairs)
	c.FieldRepairs = slices.Clone(g.FieldRepairs)
	c.Sorties = slices.Clone(g.Sorties)
	for i := range c.Sorties {
		s := &c.Sorties[i]
		s.Units, s.Waypoints, s.Route, s.Strike = slices.Clone(s.Units), slices.Clone(s.Waypoints), slices.Clone(s.Route), clonePtr(s.Strike)
	}
	c.AirOps = maps.Clone(g.AirOps)
	c.Covers = slices.Clone(g.Covers)
	for i := range c.Covers {
		c.Covers[i].Guns = slices.Clone(c.Covers[i].Guns)
	}
	c.EventPick = clonePtr(g.EventPick)
	if w := g.Withdrawing; w != nil {
		x := *w
		x.Queue, x.Left, x.Resume = slices.Clone(w.Queue), slices.Clone(w.Left), cloneDecision(w.Resume)
		c.Withdrawing = &x
	}
	c.Encirclements = slices.Clone(g.Encirclements)
	for i := range c.Encirclements {
		e := &c.Encirclements[i]
		e.Units, e.Encircled = slices.Clone(e.Units), slices.Clone(e.Encircled)
	}
	c.PortsDamaged, c.AirfieldsDamaged = maps.Clone(g.PortsDamaged), maps.Clone(g.AirfieldsDamaged)
	c.Miniatures = g.Miniatures.clone(c.dice) // miniatures_view.go: the battle rolls the copy's dice
	return &c
}

func clonePtr[T any](p *T) *T {
	if p == nil {
		return nil
	}
	v := *p
	return &v
}

func cloneDecision(d Decision) Decision {
	d.Choices = slices.Clone(d.Choices)
	return d
}

func cloneCommand(cmd Command) Command {
	cmd.Units, cmd.Targets, cmd.Path, cmd.Hex = slices.Clone(cmd.Units), slices.Clone(cmd.Targets), slices.Clone(cmd.Path), clonePtr(cmd.Hex)
	cmd.Fire = slices.Clone(cmd.Fire)
	cmd.Table = cloneTableCommand(cmd.Table) // miniatures_view.go
	return cmd
}

func cloneIDMap[K comparable](m map[K][]UnitID) map[K][]UnitID {
	if m == nil {
		return nil
	}
	out := make(map[K][]UnitID, len(m))
	for k, v := range m {
		out[k] = slices.Clone(v)
	}
	return out
}

func cloneEngagement(e *Engagement) *Engagement {
	if e == nil {
		return nil
	}
	c := *e
	c.Attackers, c.Targets, c.Defenders = cloneFighters(e.Attackers), slices.Clone(e.Targets), cloneFighters(e.Defenders)
	c.Jams, c.Credits = slices.Clone(e.Jams), slices.Clone(e.Credits)
	c.Destroyed, c.Retreated = slices.Clone(e.Destroyed), slices.Clone(e.Retreated)
	if a := e.Artillery; a != nil {
		b := *a
		b.Orders, b.Smoke, b.Delayed = slices.Clone(a.Orders), slices.Clone(a.Smoke), slices.Clone(a.Delayed)
		c.Artillery = &b
	}
	return &c
}

// cloneFighters copies fighters with their weapon orders.
func cloneFighters(fs []Fighter) []Fighter {
	out := slices.Clone(fs)
	for i := range out {
		out[i].Fire = slices.Clone(out[i].Fire)
	}
	return out
}
