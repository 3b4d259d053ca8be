package game

import (
	"fmt"
	"slices"

	"frontline/game/board"
	"frontline/game/hex"
	"frontline/game/units"
)

// Carrying units in the operational game (VI.3-VI.3.4; glossary Open
// Top/Back, Landing Ship, Transport). A passenger boards a carrier in its
// hex during the Movement Phase and from then on moves with it (movement.go
// moves a unit's whole load, moveundo.go puts it all back). A unit either
// moves or is carried in one Movement Phase, never both: a carried unit
// counts as moved (VI.3, VI.3.3). A carrier that has moved may pick
// passengers up and go on with the movement it has left (VI.3.3).
//
// Room is counted in soldiers: a squad takes 10 (Transport, Squad (X)
// carries X squads or 10X soldiers), a team 2 and a soldier 1. Reading: the
// smallest team of VI.3, so that the motorcycle (2) and the jeep (3) carry
// the teams VI.3.2 says they carry. Tanks costing 10 or more carry 10
// soldiers or one squad as riders (VI.3.4). Ships with Transport (X
// vehicles) carry vehicles, tanks and guns, one place each.

const (
	// CmdEmbark: Command.Unit boards Command.Target, an own carrier in the
	// same hex (Movement Phase).
	CmdEmbark CommandKind = "embark"
	// CmdDisembark: Command.Unit gets off its carrier: in the Movement
	// Phase freely (from a landing ship only on a beach or in a port,
	// spending the phase), in the Combat Phase at the cost of an idle
	// combat round of the carrier (VI.3.3).
	CmdDisembark CommandKind = "disembark"
)

const (
	// EvEmbarked: Units[0] boarded Units[1].
	EvEmbarked EventKind = "embarked"
	// EvDisembarked: Units[0] got off Units[1].
	EvDisembarked EventKind = "disembarked"
)

// Room in transports, in soldiers (VI.3, glossary Transport), and the
// tanks that carry riders (VI.3.4).
const (
	SquadRoom     = 10
	TeamRoom      = 2
	SoldierRoom   = 1
	RiderTankCost = 10 // "medium or larger": cost 10 or more
	RiderRoom     = 10 // 10 soldiers or one squad
)

func init() {
	register(CmdEmbark, DecidePhase, PhaseMovement, (*Game).embark)
	register(CmdDisembark, DecidePhase, AnyPhase, (*Game).disembark)
	registerAlso(CmdDisembark, DecideRetaliation, DecideEngagementRound)
}

// hold is room aboard a carrier, or the room a passenger takes.
type hold struct{ soldiers, vehicles int }

// riderTank: a tank that carries riders the expedient way (VI.3.4).
func riderTank(c *Unit) bool {
	s := c.Card.Special
	return c.Card.Class == units.Tank && c.Card.Cost >= RiderTankCost && s.TransportSquads == 0 && s.TransportSoldiers == 0
}

// capacity is what c may carry at most.
func capacity(c *Unit) hold {
	s := c.Card.Special
	h := hold{soldiers: SquadRoom*s.TransportSquads + s.TransportSoldiers, vehicles: s.TransportVehicles}
	if riderTank(c) {
		h.soldiers = RiderRoom
	}
	return h
}

// roomTaken is the room u takes aboard; zero when u is never carried
// (aircraft, ships, structures, obstacles, emplacements).
func roomTaken(u *Unit) hold {
	switch u.Card.Class {
	case units.Infantry, units.Crew:
		switch u.Card.Special.Bearer {
		case units.Squad:
			return hold{soldiers: SquadRoom}
		case units.Team:
			return hold{soldiers: TeamRoom}
		case units.Soldier:
			return hold{soldiers: SoldierRoom}
		}
	case units.Vehicle, units.Tank, units.Gun:
		return hold{vehicles: 1}
	}
	return hold{}
}

// transportOf is the unit u rides in or is towed by, when both stand in
// the same hex on the map; nil otherwise.
func (g *Game) transportOf(u *Unit) *Unit {
	id := u.Aboard
	if id == 0 && len(u.TowedBy) > 0 {
		id = u.TowedBy[0]
	}
	c := g.Unit(id)
	if c == nil || c == u || !c.Deployed() || !u.Deployed() || c.Hex != u.Hex {
		return nil
	}
	return c
}

// passengers lists the units aboard c, in id order.
func (g *Game) passengers(c *Unit) []*Unit {
	var out []*Unit
	for _, u := range g.Units {
		if u.Aboard == c.ID && g.transportOf(u) == c {
			out = append(out, u)
		}
	}
	return out
}

// towedBehind is the gun c tows, or nil.
func (g *Game) towedBehind(c *Unit) *Unit { return towedAmong(g.Units, c) }

// towedAmong is towedBehind among us, in their order.
func towedAmong(us []*Unit, c *Unit) *Unit {
	for _, u := range us {
		if u.Aboard == 0 && containsID(u.TowedBy, c.ID) && u.Deployed() && u.Hex == c.Hex {
			return u
		}
	}
	return nil
}

// withLoad adds to a moving group everything its members carry or tow:
// passengers with the crews inside them, the towed gun with its crew and
// the other vehicles hitched to the same gun (Towed Gun (X, 2)) with their
// own loads.
func (g *Game) withLoad(group []*Unit) []*Unit {
	add := func(x *Unit) { // groups are a few units: a scan beats a set
		if x != nil && !slices.ContainsFunc(group, func(m *Unit) bool { return m.ID == x.ID }) {
			group = append(group, x)
		}
	}
	// Only units aboard or hitched to something can be carried or towed:
	// the few there are, in id order as passengers and towedBehind
	// scan, found in one pass instead of two per member.
	var buf [8]*Unit
	loaded := buf[:0]
	for _, u := range g.Units {
		if u.Aboard != 0 || len(u.TowedBy) > 0 {
			loaded = append(loaded, u)
		}
	}
	for i := 0; i < len(group); i++ {
		m := group[i]
		for _, p := range loaded {
			if p.Aboard == m.ID && g.transportOf(p) == m { // passengers
				add(p)
				add(g.crewOf(p)) // a tank aboard a ship sails with its crew inside (naval.go)
			}
		}
		if gun := towedAmong(loaded, m); gun != nil {
			add(gun)
			add(g.crewOf(gun))
			for _, id := range gun.TowedBy {
				add(g.Unit(id))
				add(g.crewOf(g.Unit(id)))
			}
		}
	}
	return group
}

// exposedInTransit: u rides where the enemy can shoot at it and it can
// shoot back: in an Open Top/Back carrier (VI.3.3, glossary) or on a tank
// (VI.3.4). Reading: riders, sitting on the hull, may fire like the
// passengers of an open carrier.
func (g *Game) exposedInTransit(u *Unit) bool {
	c := g.transportOf(u)
	return c != nil && u.Aboard == c.ID && (c.Card.Special.OpenTop || riderTank(c))
}

// transitCover is t's Defense bonus while carried by c: riders on a tank
// get nothing, not even the tank's armour (VI.3.4); passengers of an open
// carrier take its Defense when it is not zero (VI.3.3); passengers of a
// closed carrier are hit only through it.
func (g *Game) transitCover(t, c *Unit) int {
	if riderTank(c) || !c.Card.Special.OpenTop {
		return 0
	}
	d := c.Face().Defense
	if d == 0 {
		return 0
	}
	return d - t.Face().Defense
}

// mainGunSilenced: a tank with riders fires no primary weapon (VI.3.4).
func (g *Game) mainGunSilenced(u *Unit) bool {
	return riderTank(u) && len(g.passengers(u)) > 0
}

// holdingFire: u spends this engagement round idle while its passengers
// get off (VI.3.3, VI.3.4).
func (g *Game) holdingFire(u *Unit) bool {
	e := g.OpenEngagement
	return e != nil && u.HoldStep == g.Step && u.HoldRound == e.Round
}

// transitMoveBar: a passenger or a towed gun does not move on its own.
func (g *Game) transitMoveBar(u *Unit, q quiet) error {
	c := g.transportOf(u)
	switch {
	case c == nil:
		return nil
	case u.Aboard == c.ID:
		return q.refuse("%s rides aboard %s and moves with it; it must disembark to move on its own (VI.3.3)", named(u), named(c))
	}
	return q.refuse("%s is hitched to %s and moves when it does; unhitching takes an idle Movement Phase (VI.3.5)", named(u), named(c))
}

// mayGoOn: u moved this phase, then took passengers aboard, and has
// movement left to go on with them (VI.3.3).
func (g *Game) mayGoOn(u *Unit) bool {
	return u.MovedStep == g.Step && u.PickupStep == g.Step && u.MoveLeft == u.PickupLeft && u.MoveLeft > 0
}

// moveAllowance is how many hexes u may enter now: what it has left after
// a pickup, otherwise its Movement, less 1 while towing (glossary Tow
// Capacity) and no more than the slowest vehicle hitched to the same gun.
func (g *Game) baseAllowance(u *Unit) int {
	if g.mayGoOn(u) {
		return u.MoveLeft
	}
	mv := g.movementOf(u) // push.go: a push adds to it
	if gun := g.towedBehind(u); gun != nil {
		for _, id := range gun.TowedBy {
			mv = min(mv, g.Unit(id).Face().Movement)
		}
		mv -= TowPenalty
	}
	return max(mv, 0)
}

// allowanceBar refuses a path longer than the unit's allowance, naming
// the rule: what a pickup left, towing, event cards (moveAllowance) and
// Hit & Run's shorter move (hit_and_run.go).
func (g *Game) allowanceBar(u *Unit, path []hex.Hex) error {
	mv, why := g.moveAllowance(u, path)
	mv -= g.hitAndRunShort(u)
	n := len(path)
	switch {
	case n <= mv:
		return nil
	case g.mayGoOn(u):
		return fmt.Errorf("%s has %d hexes of movement left after picking up its passengers, not %d (VI.3.3)", g.describe(u), mv, n)
	case g.towedBehind(u) != nil:
		return fmt.Errorf("%s may enter %d hexes while towing %s, one less than its Movement (VI.3.5), not %d",
			g.describe(u), mv, g.describe(g.towedBehind(u)), n)
	}
	return fmt.Errorf("%s may enter %d hexes%s, not %d (V.4)", g.describe(u), mv, why, n)
}

// noteMoveLeft records what the leader of a moving group has left after
// entering entered of its mv hexes; a failed terrain check (fewer hexes
// than planned) ends the move. The rest of the group, carried along, has
// nothing left of its own.
func (g *Game) noteMoveLeft(group []*Unit, mv, entered, planned int) {
	for _, m := range group {
		m.MoveLeft = 0
	}
	if entered == planned {
		group[0].MoveLeft = mv - entered
	}
}

// roomBar checks that c is the kind of unit that carries p and has room
// left for it.
func (g *Game) roomBar(p, c *Unit, q quiet) error {
	need, cp := roomTaken(p), capacity(c)
	name, cname := named(p), named(c)
	switch {
	case need == hold{}:
		return q.refuse("%s is never carried: only infantry and crews ride in transports, and vehicles and guns in ships (VI.3)", name)
	case c.Card.Class == units.Tank && c.Card.Cost < RiderTankCost && need.soldiers > 0:
		return q.refuse("%s costs %d: only tanks costing %d or more carry riders (VI.3.4)", cname, c.Card.Cost, RiderTankCost)
	case c.Card.Class == units.Aircraft || c.InFlight:
		return q.refuse("%s is an aircraft; airborne transport is not in the Introduction (Table V.1 design note)", cname)
	case need.vehicles > 0 && cp.vehicles == 0:
		return q.refuse("%s carries no vehicles or guns; only ships with Transport (X vehicles) do (glossary, Transport)", cname)
	case need.soldiers > 0 && cp.soldiers == 0:
		return q.refuse("%s has no Transport, Squad or Transport, Soldier characteristic (VI.3.1, VI.3.2)", cname)
	}
	used := hold{}
	for _, o := range g.passengers(c) {
		r := roomTaken(o)
		used.soldiers += r.soldiers
		used.vehicles += r.vehicles
	}
	if used.vehicles+need.vehicles > cp.vehicles {
		return q.refuse("%s carries at most %d vehicles and has %d aboard; no room for %s (glossary, Transport)", cname, cp.vehicles, used.vehicles, name)
	}
	if used.soldiers+need.soldiers > cp.soldiers {
		return q.refuse("%s has room for %d soldiers and %d are taken; %s needs %d (a squad counts 10, a team %d) (%s)",
			cname, cp.soldiers, used.soldiers, name, need.soldiers, TeamRoom, roomRule(c))
	}
	return nil
}

// roomRule is the section that sets c's room.
func roomRule(c *Unit) string {
	switch {
	case riderTank(c):
		return "VI.3.4"
	case c.Card.Special.TransportSquads > 0:
		return "VI.3.1"
	}
	return "VI.3.2"
}

// loadBar: u carries or tows nothing and rides in nothing; a carried unit
// carries nothing (reading: no transport inside a transport).
func (g *Game) loadBar(u *Unit, q quiet) error {
	switch {
	case g.transportOf(u) != nil:
		return q.refuse("%s is itself aboard %s; a carried unit carries nothing (VI.3)", named(u), named(g.transportOf(u)))
	case len(g.passengers(u)) > 0:
		return q.refuse("%s has passengers aboard; unload them first (VI.3)", named(u))
	case g.towedBehind(u) != nil:
		return q.refuse("%s tows %s; unhitch it first (VI.3.5)", named(u), named(g.towedBehind(u)))
	}
	return nil
}

// CanEmbark says why unit id may not board carrier now, or returns nil.
func (g *Game) CanEmbark(id, carrier UnitID) error {
	p := g.Unit(id)
	if p == nil {
		return fmt.Errorf("there is no unit %d", id)
	}
	return g.embarkBar(p, g.Unit(carrier), false)
}

// embarkBar says why p may not board c now, or nil; asked quietly when
// q is set (the random player's transport orders).
func (g *Game) embarkBar(p, c *Unit, q quiet) error {
	if err := g.movePhaseBar(p, q); err != nil {
		return err
	}
	name := named(p)
	turn := g.Players[p.Side].Turn
	switch {
	case c == nil || c.Side != p.Side || c == p:
		return q.refuse("%s may board only another of your units (VI.3.3)", name)
	case !p.Deployed() || !c.Deployed():
		return q.refuse("both %s and %s must be on the map (VI.3.3)", name, named(c))
	case p.Mans != 0 && g.Unit(p.Mans).Deployed():
		return q.refuse("%s operates %s and rides inside it (III.2.2)", name, named(g.Unit(p.Mans)))
	case c.Hex != p.Hex:
		return q.refuse("%s is in %s and %s in %s: a carrier picks up units in its own hex (VI.3.3)", named(c), c.Hex, name, p.Hex)
	}
	if err := g.loadBar(p, q); err != nil {
		return err
	}
	if cc := g.transportOf(c); cc != nil {
		return q.refuse("%s is itself carried by %s; a carried unit carries nothing (VI.3)", named(c), named(cc))
	}
	if err := g.roomBar(p, c, q); err != nil {
		return err
	}
	switch {
	case p.MovedStep == g.Step:
		return q.refuse("%s has moved or been carried this Movement Phase; a unit moves or is transported, not both (VI.3)", name)
	case p.DigStep == g.Step:
		return q.refuse("%s spent this Movement Phase digging in (glossary, Dig In)", name)
	case p.IdleIn(turn):
		return q.refuse("%s is busy with an idle function this turn (VI.2.4)", name)
	case g.Unsupplied(p):
		return q.refuse("%s is unsupplied this turn and may not move or be carried (V.3.2)", name)
	}
	return nil
}

// embark handles CmdEmbark.
func (g *Game) embark(cmd Command) ([]Event, error) {
	p, c := g.Unit(cmd.Unit), g.Unit(cmd.Target)
	if p == nil || p.Side != cmd.Side {
		return nil, fmt.Errorf("unit %d is not one of your units", cmd.Unit)
	}
	if err := g.embarkBar(p, c, false); err != nil {
		return nil, err
	}
	text := fmt.Sprintf("%s boards %s in %s.", g.describe(p), g.describe(c), p.Hex)
	if p.DugIn {
		text += " It leaves its foxholes."
	}
	p.Aboard, p.DugIn = c.ID, false
	if c.MovedStep == g.Step {
		c.PickupStep, c.PickupLeft = g.Step, c.MoveLeft
		if c.MoveLeft > 0 {
			text += fmt.Sprintf(" %s may go on with the %d hex(es) of movement it has left (VI.3.3).", g.describe(c), c.MoveLeft)
		}
	}
	return []Event{{Kind: EvEmbarked, Side: p.Side, Units: []UnitID{p.ID, c.ID}, Rule: "VI.3.3", Text: text}}, nil
}

// disembark handles CmdDisembark in the Movement and Combat Phases.
func (g *Game) disembark(cmd Command) ([]Event, error) {
	p := g.Unit(cmd.Unit)
	if p == nil || p.Side != cmd.Side {
		return nil, fmt.Errorf("unit %d is not one of your units", cmd.Unit)
	}
	c := g.transportOf(p)
	switch {
	case c == nil || p.Aboard != c.ID:
		return nil, fmt.Errorf("%s is not aboard a transport (VI.3.3)", g.describe(p))
	case g.Phase == PhaseMovement:
		return g.disembarkMoving(p, c)
	case g.Phase == PhaseCombat && c.Card.Class == units.Ship:
		return nil, fmt.Errorf("%s unloads only in the Movement Phase, which unloading takes whole (glossary, Landing Ship)", g.describe(c))
	case g.Phase == PhaseCombat:
		return g.disembarkUnderFire(p, c)
	}
	return nil, fmt.Errorf("passengers get off in the Movement Phase, or in the Combat Phase at the cost of an idle combat round (VI.3.3)")
}

// disembarkMoving: off at any time of the Movement Phase; a landing ship
// unloads only on a beach it may land on, or in a port, and spends the
// phase doing it (glossary, Landing Ship).
func (g *Game) disembarkMoving(p, c *Unit) ([]Event, error) {
	rule := "VI.3.3"
	text := fmt.Sprintf("%s gets off %s in %s.", g.describe(p), g.describe(c), p.Hex)
	if c.Card.Class == units.Ship {
		m := g.scenario.Map
		port := g.portHeld(p.Side, p.Hex)
		beach := m.Terrain(p.Hex) == board.Coastal && !m.NoLandingAt(p.Hex)
		if !port && (!beach || !c.Card.Special.LandingShip) {
			return nil, fmt.Errorf("%s unloads only on a coastal hex fit for landing or in a port it holds; %s is neither (glossary, Landing Ship)", g.describe(c), p.Hex)
		}
		if err := g.unloadBar(c); err != nil { // naval.go: not in a phase the ship sailed
			return nil, err
		}
		rule = "glossary, Landing Ship"
		c.MovedStep, c.MoveLeft, c.UnloadStep = g.Step, 0, g.Step
		p.MovedStep, p.MoveLeft = g.Step, 0
		text = fmt.Sprintf("%s comes ashore from %s in %s; unloading takes the ship's whole Movement Phase and the landed unit moves no further (glossary, Landing Ship).",
			g.describe(p), g.describe(c), p.Hex)
	} else if p.MovedStep == g.Step {
		text += " It was carried this phase and may not move on its own (VI.3)."
	}
	p.Aboard = 0
	return []Event{{Kind: EvDisembarked, Side: p.Side, Units: []UnitID{p.ID, c.ID}, Rule: rule, Text: text}}, nil
}

// disembarkUnderFire: off during the Combat Phase; the carrier holds its
// fire for one combat round: the next round of the engagement being
// fought, or the first round of one it fights later in this phase
// (VI.3.3). A tank freed of its riders may fire its main gun again after
// that round (VI.3.4).
func (g *Game) disembarkUnderFire(p, c *Unit) ([]Event, error) {
	round := 1
	if e := g.OpenEngagement; e != nil {
		round = e.Round + 1
	}
	p.Aboard = 0
	c.HoldStep, c.HoldRound = g.Step, round
	text := fmt.Sprintf("%s gets off %s under fire in %s; %s spends combat round %d idle (VI.3.3).", g.describe(p), g.describe(c), p.Hex, g.describe(c), round)
	if riderTank(c) && len(g.passengers(c)) == 0 {
		text += " Its main gun is free again after that (VI.3.4)."
	}
	return []Event{{Kind: EvDisembarked, Side: p.Side, Units: []UnitID{p.ID, c.ID}, Rule: "VI.3.3", Text: text}}, nil
}
