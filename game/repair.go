package game

import (
	"fmt"

	"frontline/game/scenario"
	"frontline/game/units"
)

// Repair and restoration of damaged units (VI.4, VI.4.1, Q31). A repair
// is ordered in the owner's Movement Phase for a unit that has not moved
// in it; the unit (with everyone the repair needs) then spends the rest
// of that Operational Turn idle (Inset V.5 item 2: no moving, no
// attacking, no other idle function) and comes back to its full face
// when the turn ends, OnDamage effects gone with the damaged face.
//
//   - Infantry: two identical damaged squads in one hex merge into one
//     full squad, stars pooled up to five (the ordered unit's first);
//     the other card leaves the game. Free.
//   - Vehicles, tanks and artillery: in the hex of a friendly Command
//     Post or the Forward HQ, for half the unit's cost rounded up.
//     Artillery "may not be repaired unless packed and towed" there: it
//     is ordered while the gun stands there hitched to its tows, which
//     idle with it (reading: a gun unhitched again is set up, no longer
//     packed; a gun that cannot be towed is never repaired).
//   - Aircraft: on the ground at an airfield the side controls, half
//     cost.
//   - Structures and emplacements: only combat engineers, who stand in
//     the hex and idle with them (VI.5); half cost is our reading.
//   - Obstacles, ships and crews: never (VI.4.1, design note).
//
// Each Command Post, Forward HQ and airfield repairs one unit per turn
// (VI.4, Q31). Payment is made when ordered; a unit lost or damaged
// beyond repair before the turn ends is not refunded.

// CmdRepair: repair Command.Unit; for infantry Command.Target is the
// identical damaged squad it merges with; for a structure or emplacement
// Command.Target is the engineer unit doing the work.
const CmdRepair CommandKind = "repair"

const (
	EvRepairOrdered EventKind = "repair_ordered"
	EvRepaired      EventKind = "repaired"
	EvRepairFailed  EventKind = "repair_failed"
)

// Repair is a repair under way this turn.
type Repair struct {
	Unit     UnitID     `json:"unit"`
	Partner  UnitID     `json:"partner,omitempty"`  // the merged squad or the engineers
	Facility string     `json:"facility,omitempty"` // CCRR of the post, HQ or airfield used
	Side     units.Side `json:"side"`
	Turn     int        `json:"turn"` // the owner's idle turn
	Paid     int        `json:"paid,omitempty"`
}

func init() {
	register(CmdRepair, DecidePhase, PhaseMovement, (*Game).repair)
}

// RepairCost is what restoring u costs: half its cost rounded up, nothing
// for merging infantry (VI.4.1).
func RepairCost(u *Unit) int {
	if u.Card.Class == units.Infantry {
		return 0
	}
	return (u.Card.Cost + 1) / 2
}

// repairFacility finds the friendly post or HQ (or, for aircraft, the
// airfield) in u's hex; it refuses when there is none or it already
// repairs a unit this turn.
func (g *Game) repairFacility(u *Unit) (string, error) {
	name, h := g.describe(u), u.Hex.String()
	if u.Card.Class == units.Aircraft {
		if !g.airfieldHeld(u.Side, u.Hex) {
			return "", fmt.Errorf("%s is repaired only at an airfield its side controls (VI.4.1)", name)
		}
	} else {
		ok := false
		for _, p := range g.unitsIn(u.Hex) {
			k := p.Card.Special.Structure
			ok = ok || (p.Side == u.Side && (k == units.CommandPost || k == units.ForwardHQ))
		}
		if !ok {
			return "", fmt.Errorf("%s is repaired only at a friendly Command Post or the Forward HQ (VI.4.1)", name)
		}
	}
	turn := g.Players[u.Side].Turn
	for _, r := range g.Repairs {
		if r.Side == u.Side && r.Turn == turn && r.Facility == h {
			return "", fmt.Errorf("the facility in %s already repairs %s this turn: one repair per post, HQ or airfield each turn (VI.4, Q31)", h, g.describe(g.Unit(r.Unit)))
		}
	}
	return h, nil
}

// partnerBar checks the second unit of a merge or an engineers' repair.
func (g *Game) partnerBar(u, p *Unit, side units.Side) error {
	if p == nil || p.Side != side || p == u {
		return fmt.Errorf("name another of your units with Target (VI.4.1)")
	}
	if p.Hex != u.Hex {
		return fmt.Errorf("%s must stand in %s with %s (VI.4.1)", g.describe(p), u.Hex, g.describe(u))
	}
	return g.idleBar(p, "a repair", "VI.4.1")
}

// checkRepair validates a repair order and returns it.
func (g *Game) checkRepair(cmd Command) (Repair, error) {
	u := g.Unit(cmd.Unit)
	if u == nil || u.Side != cmd.Side {
		return Repair{}, fmt.Errorf("unit %d is not one of your units", cmd.Unit)
	}
	r := Repair{Unit: u.ID, Side: u.Side, Turn: g.Players[u.Side].Turn, Paid: RepairCost(u)}
	name := g.describe(u)
	switch {
	case !u.Damaged:
		return r, fmt.Errorf("%s is not damaged (VI.4.1)", name)
	case g.carrier(u) != nil && !g.hitched(u): // artillery comes to the post in tow (artilleryRepairBar)
		return r, fmt.Errorf("%s is inside %s (VI.4.1)", name, g.describe(g.carrier(u)))
	}
	if err := g.idleBar(u, "a repair", "VI.4.1"); err != nil {
		return r, err
	}
	p := g.Unit(cmd.Target)
	var err error
	switch u.Card.Class {
	case units.Infantry:
		if err = g.partnerBar(u, p, cmd.Side); err == nil && (p.CardID != u.CardID || !p.Damaged) {
			err = fmt.Errorf("infantry are restored only by merging two identical damaged units; %s is not (VI.4.1)", g.describe(p))
		}
		r.Partner = cmd.Target
	case units.Vehicle, units.Tank, units.Aircraft:
		r.Facility, err = g.repairFacility(u)
	case units.Gun:
		if err = g.artilleryRepairBar(u); err == nil {
			r.Facility, err = g.repairFacility(u)
		}
	case units.Structure, units.Emplacement:
		if err = g.partnerBar(u, p, cmd.Side); err == nil && !(p.Card.Special.Engineer && p.Card.Class == units.Infantry) {
			err = fmt.Errorf("structures and emplacements are repaired only by combat engineers; %s is none (VI.4.1, VI.5)", g.describe(p))
		}
		r.Partner = cmd.Target
	case units.Obstacle:
		err = fmt.Errorf("obstacles may not be repaired (VI.4.1)")
	case units.Ship:
		err = fmt.Errorf("naval units may not be repaired in this game (VI.4.1, design note)")
	default:
		err = fmt.Errorf("%s cannot be restored: crews, like infantry, are not restored on their own (VI.4.1)", name)
	}
	if err != nil {
		return r, err
	}
	if t := g.Players[u.Side].Treasury; t < r.Paid {
		return r, fmt.Errorf("repairing %s costs %d and the treasury holds %d (VI.4.1)", name, r.Paid, t)
	}
	return r, nil
}

// repair answers CmdRepair.
func (g *Game) repair(cmd Command) ([]Event, error) {
	r, err := g.checkRepair(cmd)
	if err != nil {
		return nil, err
	}
	u := g.Unit(r.Unit)
	g.Players[r.Side].spend(r.Paid)
	idle := []UnitID{u.ID}
	if c := g.crewOf(u); c != nil {
		idle = append(idle, c.ID)
	}
	if r.Partner != 0 {
		idle = append(idle, r.Partner)
	}
	if g.hitched(u) {
		idle = append(idle, u.TowedBy...) // the tows wait with the gun they tow
	}
	for _, id := range idle {
		g.Unit(id).IdleUntil = r.Turn
	}
	g.Repairs = append(g.Repairs, r)
	text := fmt.Sprintf("%s stays idle this turn for repair", g.describe(u))
	switch {
	case u.Card.Class == units.Infantry:
		text = fmt.Sprintf("%s and %s stay idle this turn to merge into one squad", g.describe(u), g.describe(g.Unit(r.Partner)))
	case r.Partner != 0:
		text += " by " + g.describe(g.Unit(r.Partner))
	}
	if r.Paid > 0 {
		text += fmt.Sprintf(", paying %d (treasury %d)", r.Paid, g.Players[r.Side].Treasury)
	}
	return []Event{{Kind: EvRepairOrdered, Side: r.Side, Units: idle, Amount: r.Paid, Rule: "VI.4.1", Text: text + "."}}, nil
}

// finishRepairs completes side's repairs as its turn ends (turn.go).
func (g *Game) finishRepairs(side units.Side) []Event {
	var evs []Event
	g.Repairs = finishSide(g.Repairs, side, func(r Repair) { evs = append(evs, g.finishRepair(r)) })
	return evs
}

// finishSide hands finish each order of side (in order) and keeps the
// other side's, in place: repairs complete as their side's turn ends.
func finishSide[T interface{ sideOf() units.Side }](orders []T, side units.Side, finish func(T)) []T {
	kept := orders[:0]
	for _, o := range orders {
		if o.sideOf() != side {
			kept = append(kept, o)
			continue
		}
		finish(o)
	}
	return kept
}

func (r Repair) sideOf() units.Side      { return r.Side }
func (r FieldRepair) sideOf() units.Side { return r.Side }

func (g *Game) finishRepair(r Repair) Event {
	u, p := g.Unit(r.Unit), g.Unit(r.Partner)
	ev := Event{Kind: EvRepaired, Side: r.Side, Units: []UnitID{u.ID}, Rule: "VI.4.1"}
	fail := func(why string) Event {
		ev.Kind, ev.Text = EvRepairFailed, fmt.Sprintf("The repair of %s fails: %s.", g.describe(u), why)
		return ev
	}
	switch {
	case !u.Deployed() || u.Side != r.Side:
		return fail("it is no longer in its side's hands")
	case !u.Damaged:
		return fail("it is no longer damaged")
	case p != nil && (!p.Deployed() || p.Side != r.Side || p.Hex != u.Hex):
		ev.Units = append(ev.Units, p.ID)
		return fail(g.describe(p) + " is no longer with it")
	case p != nil && u.Card.Class == units.Infantry && !p.Damaged:
		ev.Units = append(ev.Units, p.ID)
		return fail(g.describe(p) + " is no longer damaged")
	}
	u.Damaged = false
	if p != nil && u.Card.Class == units.Infantry {
		ev.Units = append(ev.Units, p.ID)
		for _, s := range p.Stars {
			if len(u.Stars) < scenario.MaxStars {
				u.Stars = append(u.Stars, s)
			}
		}
		p.Place, p.DugIn, p.Stars = Destroyed, false, nil
		p.unlink()
		ev.Text = fmt.Sprintf("%s and %s merge: %s is back at full strength and %s leaves the game (VI.4.1).", g.describe(u), g.describe(p), g.describe(u), g.describe(p))
		return ev
	}
	ev.Text = fmt.Sprintf("%s is repaired and back on its full face.", g.describe(u))
	return ev
}

// hitched: u is a gun hitched to its tows in their hex (towing.go).
func (g *Game) hitched(u *Unit) bool {
	return u.Aboard == 0 && len(u.TowedBy) > 0 && g.transportOf(u) != nil
}

// artilleryRepairBar: artillery is repaired only "packed and towed to" the
// post (VI.4.1).
func (g *Game) artilleryRepairBar(u *Unit) error {
	if u.Card.Special.TowedGun == units.NoSize {
		return fmt.Errorf("%s cannot be towed, and artillery is repaired only when packed and towed to a Command Post or Forward HQ (VI.4.1)", g.describe(u))
	}
	if !g.hitched(u) {
		return fmt.Errorf("%s must be packed and hitched to its tow at the Command Post or Forward HQ to be repaired (VI.4.1)", g.describe(u))
	}
	for _, t := range g.units(u.TowedBy) {
		if err := g.idleBar(t, "a repair", "VI.4.1"); err != nil {
			return err
		}
	}
	return nil
}
