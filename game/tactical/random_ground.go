package tactical

import (
	"frontline/game/units"
)

// groundOrder is, now and then, a towing or push order for side s in its
// ground step (tow.go, push.go): a packed gun hitched to the tows beside
// it, a free tow driving to a packed gun, a gun in tow set down once its
// lead has moved, or a push of the unit about to move. ok is false when
// the player moves units as usual instead.
func (p RandomPlayer) groundOrder(b *Battle, s units.Side) (Command, bool) {
	for i := range b.Units {
		g := &b.Units[i]
		if g.Side != s || !g.Active() || g.Card.Special.TowedGun == "" {
			continue
		}
		if g.Hitched() {
			if b.Unit(g.TowedBy[0]).Moved && p.R.IntN(2) == 0 {
				return Command{Kind: CmdUnhitch, Side: s, Unit: g.ID, Facing: g.Facing}, true
			}
			continue
		}
		if g.Moved || (g.Face().Movement == 0 && b.SetUp(g)) {
			continue
		}
		if tows := p.towsFor(b, g); tows != nil {
			return Command{Kind: CmdHitch, Side: s, Unit: g.ID, Units: tows}, true
		}
		if c, ok := p.driveTo(b, g); ok {
			return c, true
		}
	}
	if p.R.IntN(25) == 0 {
		for i := range b.Units {
			if u := &b.Units[i]; u.Side == s && !u.Aircraft() && b.CheckPush(u) == nil {
				return Command{Kind: CmdPush, Side: s, Units: []UnitID{u.ID}}, true
			}
		}
	}
	return Command{}, false
}

// towsFor is the first tows that may hitch gun g now, or nil.
func (p RandomPlayer) towsFor(b *Battle, g *Unit) []UnitID {
	var tows []*Unit
	for i := range b.Units {
		if t := &b.Units[i]; t.Side == g.Side && t.Card.Special.TowCapacity.Fits(g.Card.Special.TowedGun) && withinContact(t, g) && !t.Moved {
			tows = append(tows, t)
		}
	}
	n := towsNeeded(g.Card)
	if len(tows) < n || b.CheckHitch(g, tows[:n]) != nil {
		return nil
	}
	ids := make([]UnitID, n)
	for i, t := range tows[:n] {
		ids[i] = t.ID
	}
	return ids
}

// driveTo sends a free tow that fits g and has not moved to g's point,
// when it can get there this turn.
func (p RandomPlayer) driveTo(b *Battle, g *Unit) (Command, bool) {
	for i := range b.Units {
		t := &b.Units[i]
		if t.Side != g.Side || t.Moved || !t.Active() || withinContact(t, g) || b.Towing(t) != nil ||
			!t.Card.Special.TowCapacity.Fits(g.Card.Special.TowedGun) {
			continue
		}
		c := Command{Kind: CmdMove, Side: t.Side, Unit: t.ID, To: g.Pos, Facing: t.Facing}
		if _, err := b.planMove(t, c); err == nil {
			return c, true
		}
	}
	return Command{}, false
}
