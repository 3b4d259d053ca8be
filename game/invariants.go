package game

import (
	"errors"
	"fmt"
	"slices"

	"frontline/game/hex"
	"frontline/game/units"
)

// Invariants of the game state, checked by property tests, fuzzing and
// `frontline sim` after every accepted command (they cost a pass over the
// units, so the engine itself does not run them).

// CheckInvariants returns every invariant the state breaks, joined, or nil:
//
//   - each unit is in exactly one known place (on the map inside its
//     bounds, staged, destroyed or away), under its own id;
//   - a unit carried or towed on the map stands in its carrier's hex, its
//     carrier is not destroyed, the carrier's load fits (VI.3.1), and no
//     chain of carriers loops;
//   - crews and what they operate point at each other and stand together;
//   - every stack orders its units as Inset III.2 asks, each once;
//   - no destroyed unit carries, tows or crews a live one, or fights in
//     the open engagement, and that engagement has fought fewer rounds
//     than EngagementRoundCap (Q141);
//   - currency is conserved: each treasury is its side's starting money
//     plus income and refunds less spending (ledger.go), never negative;
//   - a game not over waits on one of the two sides; a game over has a
//     result;
//   - a game not over accepts the pass answer to its pending decision
//     (liveness.go).
func (g *Game) CheckInvariants() error {
	var errs []error
	bad := func(format string, args ...any) { errs = append(errs, fmt.Errorf(format, args...)) }
	for i, u := range g.Units {
		if u.ID != UnitID(i+1) {
			bad("unit at index %d has id %d", i, u.ID)
			continue
		}
		if u.Card == nil {
			bad("unit %d has no card %q", u.ID, u.CardID)
			continue
		}
		switch u.Place {
		case OnMap:
			if !g.scenario.Map.InBounds(u.Hex) {
				bad("%s is off the map at %v", g.describe(u), u.Hex)
			}
		case Staged, Destroyed, Away:
		default:
			bad("%s is in unknown place %q", g.describe(u), u.Place)
		}
	}
	if len(errs) > 0 {
		return errors.Join(errs...) // the checks below look units up by id
	}
	loads := map[UnitID]hold{}
	for _, u := range g.Units {
		g.checkCrew(u, bad)
		g.checkCarried(u, bad)
		if c := g.transportOf(u); c != nil && u.Aboard == c.ID {
			r, l := roomTaken(u), loads[c.ID]
			loads[c.ID] = hold{soldiers: l.soldiers + r.soldiers, vehicles: l.vehicles + r.vehicles}
		}
	}
	for _, c := range g.Units { // in id order: the report must not depend on map order
		if load, room := loads[c.ID], capacity(c); load.soldiers > room.soldiers || load.vehicles > room.vehicles {
			bad("%s carries %+v, more than its room %+v (VI.3.1)", g.describe(c), load, room)
		}
	}
	hexes, in := g.unitsByHex()
	for i, h := range hexes {
		g.checkStack(h, in[i], bad)
	}
	if e := g.OpenEngagement; e != nil {
		if e.Round >= EngagementRoundCap {
			bad("the engagement is still open after %d rounds, the cap is %d (Q141)", e.Round, EngagementRoundCap)
		}
		for _, f := range append(append([]Fighter(nil), e.Attackers...), e.Defenders...) {
			if u := g.Unit(f.Unit); u == nil || (u.Place == Destroyed && !slices.Contains(e.Destroyed, u.ID)) {
				bad("unit %d fights in the engagement but is gone", f.Unit)
			}
		}
	}
	for _, side := range Sides {
		p := g.Players[side]
		if p.Treasury < 0 {
			bad("%s treasury %d", side, p.Treasury)
		}
		if l := p.ledger; l.Balance() != p.Treasury {
			bad("%s treasury %d but its ledger balances at %d (start %d + income %d + refunds %d - spent %d)",
				side, p.Treasury, l.Balance(), l.Start, l.Income, l.Refunds, l.Spent)
		}
	}
	switch {
	case !g.Over && g.Pending.Side != units.US && g.Pending.Side != units.Germany:
		bad("pending decision with no side: %+v", g.Pending)
	case g.Over && g.Result != string(units.US) && g.Result != string(units.Germany) && g.Result != "draw":
		bad("the game is over with result %q", g.Result)
	default:
		errs = append(errs, g.LivenessBar())
	}
	return errors.Join(errs...)
}

// checkCrew: a crew and the unit it operates name each other; on the map
// they stand together, and a live one is not bound to a destroyed one
// unless it was left behind (VI.1: crews of destroyed guns may survive).
func (g *Game) checkCrew(u *Unit, bad func(string, ...any)) {
	if u.Mans != 0 {
		m := g.Unit(u.Mans)
		if m == nil || m.Crew != u.ID || (m.Deployed() && u.Deployed() && m.Hex != u.Hex) {
			bad("crew %s is not with the unit %d it operates", g.describe(u), u.Mans)
		}
	}
	if u.Crew != 0 && u.Place != Destroyed {
		c := g.Unit(u.Crew)
		if c == nil || (c.Place != Destroyed && c.Mans != u.ID) {
			bad("%s names crew %d, which does not operate it", g.describe(u), u.Crew)
		}
	}
}

// checkCarried: a passenger or towed gun on the map rides a live carrier
// in its own hex; carrier chains end; loads fit.
func (g *Game) checkCarried(u *Unit, bad func(string, ...any)) {
	if !u.Deployed() {
		return
	}
	links := u.TowedBy
	if u.Aboard != 0 {
		links = append([]UnitID{u.Aboard}, links...)
	}
	for _, id := range links {
		c := g.Unit(id)
		switch {
		case c == nil || c == u:
			bad("%s rides or is towed by unit %d, which does not exist", g.describe(u), id)
		case c.Place == Destroyed:
			bad("%s rides or is towed by %s, which is destroyed", g.describe(u), g.describe(c))
		case c.Side != u.Side:
			bad("%s rides or is towed by %s of the other side", g.describe(u), g.describe(c))
		case c.Deployed() && c.Hex != u.Hex:
			bad("%s in %v rides or is towed by %s in %v", g.describe(u), u.Hex, g.describe(c), c.Hex)
		}
	}
	seen := map[UnitID]bool{u.ID: true}
	for c := g.stackedUnder(u); c != nil; c = g.stackedUnder(c) {
		if seen[c.ID] {
			bad("%s sits in a loop of carriers", g.describe(u))
			break
		}
		seen[c.ID] = true
	}
}

// checkStack: the stack in h lists each unit there once, in an order Inset
// III.2 accepts.
func (g *Game) checkStack(h hex.Hex, in []*Unit, bad func(string, ...any)) {
	st := g.stackIn(h, in)
	if len(st) != len(in) {
		bad("the stack in %v lists %d units; %d stand there", h, len(st), len(in))
		return
	}
	seen := map[UnitID]bool{}
	for _, u := range st {
		if seen[u.ID] || !u.Deployed() || u.Hex != h {
			bad("the stack in %v lists %s wrongly", h, g.describe(u))
		}
		seen[u.ID] = true
	}
	if err := g.stackException(st); err != nil {
		bad("the stack in %v: %v", h, err)
	}
}

// ActionBar says, before cmd is applied, why the command may not be the
// act of its acting units (Command.Unit and Command.Units): one of them is
// destroyed, or it is busy with an idle function (Inset V.5) and the
// command moves it, digs it in, sends it on recon or into an attack. An
// accepted command with an ActionBar is an engine bug; nil when the
// command names no such unit.
func (g *Game) ActionBar(cmd Command) error {
	ids := cmd.Units
	if cmd.Unit != 0 {
		ids = append([]UnitID{cmd.Unit}, ids...)
	}
	for _, id := range ids {
		u := g.Unit(id)
		if u == nil {
			continue
		}
		if u.Place == Destroyed && cmd.Kind != CmdDestroyCaptured {
			return fmt.Errorf("%s by destroyed %s", cmd.Kind, g.describe(u))
		}
		switch cmd.Kind {
		case CmdMove, CmdDigIn, CmdRecon, CmdAttack:
			if u.Side == g.Active && u.Deployed() && u.IdleIn(g.Players[u.Side].Turn) {
				return fmt.Errorf("%s by %s, idle until its turn %d", cmd.Kind, g.describe(u), u.IdleUntil)
			}
		}
	}
	return nil
}

// ApplyChecked applies cmd like Apply and then checks that an accepted
// command was no act of a destroyed or idle unit (ActionBar) and broke no
// invariant (CheckInvariants). refused is Apply's error; broken is nil when
// all is well.
func (g *Game) ApplyChecked(cmd Command) (evs []Event, refused, broken error) {
	bar := g.ActionBar(cmd)
	if evs, refused = g.Apply(cmd); refused != nil {
		return nil, refused, nil
	}
	if bar != nil {
		return evs, nil, fmt.Errorf("accepted %v", bar)
	}
	return evs, nil, g.CheckInvariants()
}
