package play

import (
	"fmt"
	"slices"
	"strconv"

	"frontline/game"
	"frontline/game/board"
	"frontline/game/cards"
	"frontline/game/hex"
	"frontline/game/units"
)

// The special orders of the Movement Phase (the "Orders" row of the unit
// panel): which apply to the selected unit, what each aims at, and the
// command it becomes. Display-free; orders_targeting.go puts them on the
// screen.
//
// Board, Repair airfield and Leave map ask the engine beforehand
// (Game.CanEmbark, CanRepairField, LeaveMapBar); the engine has
// no Can… query for the other orders, so they are offered enabled unless
// a plain reason read from the unit's exported state (already scouted,
// busy, nothing to aim at …) says otherwise, and the engine's refusal is
// shown after the click.

// OrderKind is one special order.
type OrderKind int

// The orders, in the order the row shows them.
const (
	OrdRecon        OrderKind = iota // game.CmdRecon
	OrdBoard                         // game.CmdEmbark
	OrdGetOff                        // game.CmdDisembark
	OrdHitch                         // game.CmdHitch
	OrdUnhitch                       // game.CmdUnhitch
	OrdShelter                       // game.CmdEnterShelter
	OrdLeaveShelter                  // game.CmdLeaveShelter
	OrdDemolish                      // game.CmdDetonate
	OrdRepair                        // game.CmdRepair
	OrdHitAndRun                     // game.CmdHitAndRun
	OrdPush                          // game.CmdPush (the Push card)
	OrdSurrender                     // game.CmdSurrender
	OrdRepairField                   // game.CmdRepairField
	OrdLeaveMap                      // game.CmdLeaveMap (Skirmish only)
)

// OrderTarget is one thing an order may aim at: a hex (lit on the map),
// a unit (Command.Target), an option (Command.Option) or several.
type OrderTarget struct {
	Label  string
	Hex    *hex.Hex
	Unit   game.UnitID
	Option string
}

// Order is one button of the row.
type Order struct {
	Kind    OrderKind
	Label   string
	Why     string        // why it cannot be given now; "" when it can
	Tip     string        // what it does
	Targets []OrderTarget // what it may aim at; none: given at once
	Pick    int           // targets to choose (towing vehicles of a gun); 0 or 1: one
	Confirm bool          // asks for a second click (surrender)
}

// Aims reports whether the order waits for the player to choose its
// target: hex targets always (they are chosen on the map), unit targets
// when there is more than the number needed.
func (o *Order) Aims() bool {
	if len(o.Targets) == 0 || o.Why != "" {
		return false
	}
	for _, t := range o.Targets {
		if t.Hex != nil {
			return true
		}
	}
	return len(o.Targets) > max(o.Pick, 1)
}

// Command is the order for unit id aimed at ts.
func (o *Order) Command(id game.UnitID, ts []OrderTarget) game.Command {
	cmd := game.Command{Unit: id}
	var t OrderTarget
	if len(ts) > 0 {
		t = ts[0]
	}
	if t.Hex != nil {
		h := *t.Hex
		cmd.Hex = &h
	}
	cmd.Target, cmd.Option = t.Unit, t.Option
	switch o.Kind {
	case OrdRecon:
		cmd.Kind = game.CmdRecon
	case OrdBoard:
		cmd.Kind = game.CmdEmbark
	case OrdGetOff:
		cmd.Kind = game.CmdDisembark
	case OrdHitch:
		cmd.Kind = game.CmdHitch
		for _, x := range ts[min(1, len(ts)):] {
			cmd.Units = append(cmd.Units, x.Unit)
		}
	case OrdUnhitch:
		cmd.Kind = game.CmdUnhitch
	case OrdShelter:
		cmd.Kind = game.CmdEnterShelter
	case OrdLeaveShelter:
		cmd.Kind = game.CmdLeaveShelter
	case OrdDemolish:
		cmd.Kind = game.CmdDetonate
	case OrdRepair:
		cmd.Kind = game.CmdRepair
	case OrdHitAndRun:
		cmd.Kind = game.CmdHitAndRun
	case OrdPush:
		cmd = game.Command{Kind: game.CmdPush, Units: []game.UnitID{id}}
	case OrdSurrender:
		cmd = game.Command{Kind: game.CmdSurrender, Units: []game.UnitID{id}}
	case OrdRepairField:
		cmd = game.Command{Kind: game.CmdRepairField, Unit: id}
	case OrdLeaveMap:
		cmd = game.Command{Kind: game.CmdLeaveMap, Unit: id}
	}
	return cmd
}

// nameOf names a unit as the engine does: card name and marker number.
func nameOf(u *game.Unit) string {
	if u == nil {
		return "the unit"
	}
	return u.Card.Name + " #" + strconv.Itoa(u.Marker)
}

// busyWhy is why u may not take up a special function this turn, read
// from its exported state, or "".
func busyWhy(g *game.Game, u *game.Unit) string {
	switch {
	case u.IdleUntil >= g.Player(u.Side).Turn:
		return "it is busy with an idle function this turn (Inset V.5)"
	case g.Unsupplied(u):
		return "it is unsupplied this turn (V.3.2)"
	}
	return ""
}

// carries reports whether c may carry p at all (ignoring room taken):
// infantry and crews ride in transports and on tanks costing 10 or more,
// vehicles and guns in ships with vehicle room (VI.3, VI.3.4).
func carries(c, p *game.Unit) bool {
	s := c.Card.Special
	switch p.Card.Class {
	case units.Infantry, units.Crew:
		return s.TransportSquads > 0 || s.TransportSoldiers > 0 ||
			(c.Card.Class == units.Tank && c.Card.Cost >= game.RiderTankCost)
	case units.Vehicle, units.Tank, units.Gun:
		return s.TransportVehicles > 0
	}
	return false
}

// BridgeIntact reports whether a standing bridge joins a and b, as the
// engine reads it (built in play, or on the map and not destroyed); the
// engine's own check is not exported.
func BridgeIntact(g *game.Game, m *board.Map, a, b hex.Hex) bool {
	e, ok := hex.EdgeBetween(a, b)
	if !ok {
		return false
	}
	if g.BridgesBuilt[e.String()] {
		return true
	}
	br, ok := m.Bridge(a, b)
	return ok && !br.Collapsed && !g.BridgesDown[e.String()]
}

// demolishable reports whether engineers may clear or blow up u (it has
// a row on Table VI.2).
func demolishable(u *game.Unit) bool {
	switch u.Card.Class {
	case units.Obstacle, units.Emplacement:
		return true
	case units.Structure:
		switch u.Card.Special.Structure {
		case units.Bridge, units.Airfield, units.Port:
			return true
		}
	}
	return false
}

// OrdersFor lists the special orders that apply to the viewer's unit id
// in its Movement Phase, each enabled or with the reason it is not.
func OrdersFor(g *game.Game, m *board.Map, id game.UnitID) []Order {
	u := g.Unit(id)
	if u == nil || !u.Deployed() {
		return nil
	}
	var out []Order
	sp := u.Card.Special
	here := g.Stack(u.Hex)
	own := func(keep func(x *game.Unit) bool) []*game.Unit {
		var xs []*game.Unit
		for _, x := range here {
			if x != u && x.Side == u.Side && keep(x) {
				xs = append(xs, x)
			}
		}
		return xs
	}
	busy := busyWhy(g, u)

	// Reconnaissance of an adjacent hex (VI.6.1).
	if sp.Recon {
		o := Order{Kind: OrdRecon, Label: "Recon", Why: busy,
			Tip: fmt.Sprintf("Scout a hex next to this one: a d10 of %d+ reveals the stack there for this turn with +%d initiative against it, %d+ finds hidden units too; the scout may not fight this turn (VI.6.1)",
				game.ReconTarget, game.ReconInitiativeBonus, game.ReconHiddenTarget)}
		if g.ReconnedThisTurn(u) {
			o.Why = "it has already scouted in this Movement Phase (VI.6.1)"
		}
		for _, n := range hex.Neighbors(u.Hex) {
			if m.InBounds(n) {
				nn := n
				o.Targets = append(o.Targets, OrderTarget{Label: "Scout " + n.String(), Hex: &nn})
			}
		}
		out = append(out, o)
	}

	// Transport: board a carrier in the hex, or get off (VI.3.3).
	if c := g.Unit(u.Aboard); u.Aboard != 0 && c != nil && c.Hex == u.Hex {
		out = append(out, Order{Kind: OrdGetOff, Label: "Get off",
			Tip: "Get off " + nameOf(c) + " in " + u.Hex.String() + " (VI.3.3)"})
	} else if u.Mans == 0 || !g.Unit(u.Mans).Deployed() {
		carriers := own(func(x *game.Unit) bool { return carries(x, u) })
		if len(carriers) > 0 {
			o := Order{Kind: OrdBoard, Label: "Board"}
			var first error
			for _, c := range carriers {
				if err := g.CanEmbark(u.ID, c.ID); err != nil {
					if first == nil {
						first = err
					}
					continue
				}
				o.Targets = append(o.Targets, OrderTarget{Label: nameOf(c), Unit: c.ID})
			}
			switch {
			case len(o.Targets) == 0:
				o.Why = first.Error()
			case len(o.Targets) == 1:
				o.Tip = "Board " + o.Targets[0].Label + ": from now on it moves with its carrier (VI.3.3)"
			default:
				o.Tip = "Board one of " + strconv.Itoa(len(o.Targets)) + " carriers here: choose it in the list (VI.3.3)"
			}
			out = append(out, o)
		}
	}

	// Towing (VI.3.5).
	if sp.TowedGun != units.NoSize {
		if len(u.TowedBy) > 0 {
			names := ""
			for i, id := range u.TowedBy {
				if i > 0 {
					names += " and "
				}
				names += nameOf(g.Unit(id))
			}
			out = append(out, Order{Kind: OrdUnhitch, Label: "Unhitch", Why: busy,
				Tip: "Unhitch from " + names + " and set the gun up here: the tows stay idle this Movement Phase, the gun and crew longer (VI.3.5)"})
		} else {
			need := max(sp.TowVehicles, 1)
			o := Order{Kind: OrdHitch, Label: "Hitch", Why: busy, Pick: need}
			for _, t := range own(func(x *game.Unit) bool { return x.Card.Special.TowCapacity.Fits(sp.TowedGun) }) {
				o.Targets = append(o.Targets, OrderTarget{Label: nameOf(t), Unit: t.ID})
			}
			switch {
			case o.Why != "":
			case len(o.Targets) < need:
				o.Why = fmt.Sprintf("it needs %d vehicle(s) with Tow Capacity (%s) or more in %s, and %d stand here (VI.3.5)", need, sp.TowedGun, u.Hex, len(o.Targets))
			case len(o.Targets) == need && need == 1:
				o.Tip = "Pack the gun and hitch it to " + o.Targets[0].Label + ": they stay idle while it is packed, then move together (VI.3.5)"
			default:
				o.Tip = fmt.Sprintf("Pack the gun and hitch it to %d towing vehicle(s): choose them in the list (VI.3.5)", need)
			}
			out = append(out, o)
		}
	}

	// Shelter in an own emplacement (glossary, Emplacement).
	if e := g.Unit(u.Shelter); u.Shelter != 0 && e != nil && e.Deployed() && e.Hex == u.Hex {
		out = append(out, Order{Kind: OrdLeaveShelter, Label: "Leave shelter", Tip: "Come out of " + nameOf(e)})
	} else if u.Card.Class == units.Infantry {
		if es := own(func(x *game.Unit) bool { return x.Card.Class == units.Emplacement && x.Card.Special.Shelter }); len(es) > 0 {
			o := Order{Kind: OrdShelter, Label: "Take shelter", Why: busy,
				Tip: "Go within " + nameOf(es[0]) + ": out of reach of attacks until it falls (glossary, Emplacement)"}
			for _, e := range es {
				o.Targets = append(o.Targets, OrderTarget{Label: nameOf(e), Unit: e.ID})
			}
			out = append(out, o)
		}
	}

	// Clearing and detonation by engineers (VI.5.4).
	if sp.Engineer && u.Card.Class == units.Infantry {
		o := Order{Kind: OrdDemolish, Label: "Demolish", Why: busy,
			Tip: "Clear or blow up an obstacle, emplacement, bridge, port or airfield here: one d10 on Table VI.2, each try easier (VI.5.4)"}
		if u.DemoStep == g.Step {
			o.Why = "it has already made a clearing attempt this Movement Phase (VI.5.4)"
		}
		for _, x := range here {
			if x != u && demolishable(x) && (x.Side == u.Side || g.Sees(u.Side, x.ID)) {
				o.Targets = append(o.Targets, OrderTarget{Label: nameOf(x), Unit: x.ID})
			}
		}
		for _, n := range hex.Neighbors(u.Hex) {
			if BridgeIntact(g, m, u.Hex, n) {
				nn := n
				o.Targets = append(o.Targets, OrderTarget{Label: "Bridge to " + n.String(), Hex: &nn, Option: "bridge"})
			}
		}
		if c, ok := m.CityAt(u.Hex); ok && c.Port && !g.PortsDown[u.Hex.String()] {
			o.Targets = append(o.Targets, OrderTarget{Label: "Port of " + c.Name, Option: "port"})
		}
		if a, ok := m.AirfieldAt(u.Hex); ok && !g.AirfieldsDown[u.Hex.String()] {
			o.Targets = append(o.Targets, OrderTarget{Label: a.Name + " airfield", Option: "airfield"})
		}
		if o.Why == "" && len(o.Targets) == 0 {
			o.Why = "nothing here to clear or blow up: no obstacle, emplacement, bridge, port or airfield in " + u.Hex.String() + " (VI.5.4)"
		}
		out = append(out, o)
	}

	// Repair of a damaged unit (VI.4.1).
	if u.Damaged {
		o := Order{Kind: OrdRepair, Label: "Repair", Why: busy}
		if c := game.RepairCost(u); c > 0 {
			o.Label = "Repair · " + strconv.Itoa(c)
		}
		shown := true
		switch u.Card.Class {
		case units.Infantry:
			for _, p := range own(func(x *game.Unit) bool { return x.CardID == u.CardID && x.Damaged }) {
				o.Targets = append(o.Targets, OrderTarget{Label: "Merge with " + nameOf(p), Unit: p.ID})
			}
			o.Tip = "Merge with an identical damaged squad here: both stay idle this turn and one full squad remains (VI.4.1)"
			if o.Why == "" && len(o.Targets) == 0 {
				o.Why = "infantry are restored only by merging with an identical damaged unit in the same hex (VI.4.1)"
			}
		case units.Vehicle, units.Tank, units.Gun:
			post := len(own(func(x *game.Unit) bool {
				k := x.Card.Special.Structure
				return k == units.CommandPost || k == units.ForwardHQ
			})) > 0
			o.Tip = "Stay idle this turn at the post to be repaired, paying half the unit's cost (VI.4.1)"
			if o.Why == "" && !post {
				o.Why = "it is repaired only at a friendly Command Post or the Forward HQ (VI.4.1)"
			}
		case units.Aircraft:
			o.Tip = "Stay on the ground this turn to be repaired at the airfield, paying half the unit's cost (VI.4.1)"
		case units.Structure, units.Emplacement:
			for _, p := range own(func(x *game.Unit) bool { return x.Card.Special.Engineer && x.Card.Class == units.Infantry }) {
				o.Targets = append(o.Targets, OrderTarget{Label: "By " + nameOf(p), Unit: p.ID})
			}
			o.Tip = "Combat engineers in the hex repair it, idle with it this turn (VI.4.1, VI.5)"
			if o.Why == "" && len(o.Targets) == 0 {
				o.Why = "structures and emplacements are repaired only by combat engineers in their hex (VI.4.1, VI.5)"
			}
		default:
			shown = false
		}
		if shown {
			out = append(out, o)
		}
	}

	// Hit & Run, declared before moving (glossary).
	if sp.HitAndRun {
		o := Order{Kind: OrdHitAndRun, Label: "Hit & Run",
			Tip: fmt.Sprintf("Declare Hit & Run: move at most %d hex(es) this phase; an attack by Hit & Run units alone gets +%d initiative and falls back after one unanswered round (glossary)",
				max(u.Face().Movement-1, 0), game.HitAndRunInitiative)}
		switch {
		case u.HitRunStep == g.Step:
			o.Why = "it has declared Hit & Run already (glossary, Hit & Run)"
		case g.CanMove(u.ID) != nil:
			o.Why = "Hit & Run is declared before the unit moves: " + g.CanMove(u.ID).Error()
		}
		out = append(out, o)
	}

	// Push, a command card in the hand (IV.3.5).
	if slices.Contains(g.Player(u.Side).Hand, string(cards.Push)) {
		o := Order{Kind: OrdPush, Label: "Push",
			Tip: "Play Push on this unit: it may go 1 hex further this phase (infantry then rest a phase) (IV.3.5)"}
		if u.PushStep == g.Step {
			o.Why = "it is pushed already this phase (IV.3.5)"
		}
		out = append(out, o)
	}

	// Repair of the damaged airfield printed in the hex (VII.5, VI.4.1):
	// offered to engineers standing on a printed airfield; the engine says
	// why not (not damaged, not held, the treasury short …).
	if _, ok := m.AirfieldAt(u.Hex); ok && sp.Engineer && u.Card.Class == units.Infantry {
		o := Order{Kind: OrdRepairField, Label: fmt.Sprintf("Repair airfield · %d", g.FieldRepairCost()),
			Tip: fmt.Sprintf("Repair the damaged airfield here for %d: the engineers stay idle this turn and the field is whole again as the turn ends (VII.5, VI.4.1)", g.FieldRepairCost())}
		if err := g.CanRepairField(u.ID); err != nil {
			o.Why = err.Error()
		}
		out = append(out, o)
	}

	// Leaving the playable area (II.2.5), in a Skirmish only.
	if g.Scenario().Win.Skirmish {
		o := Order{Kind: OrdLeaveMap, Label: "Leave map", Confirm: true,
			Tip: "Step off the map edge with everything carried or towed: out of the game for good, not destroyed (II.2.5). Asks again before it is done."}
		if err := g.LeaveMapBar(u.ID); err != nil {
			o.Why = err.Error()
		}
		out = append(out, o)
	}

	// Unconditional surrender (Inset VI.1).
	if u.Card.Class != units.Structure && u.Card.Class != units.Obstacle && !u.InFlight &&
		(u.Card.Class != units.Crew || u.Mans == 0 || !g.Unit(u.Mans).Deployed()) {
		o := Order{Kind: OrdSurrender, Label: "Surrender", Confirm: true,
			Tip: "Surrender this unit unconditionally: it is captured (Inset VI.1). Asks again before it is done."}
		if ring := g.Surrounding(u); len(ring) > 0 {
			o.Tip = "It is surrounded: unless it breaks out this turn it surrenders anyway. " + o.Tip
		}
		out = append(out, o)
	}
	return out
}
