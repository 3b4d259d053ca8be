package tactical

import (
	"frontline/game/tactical/geom"
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
	if c, ok := p.recon(b, s); ok {
		return c, true
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

// recon: a scout of side s that has not scouted this turn, now and then,
// scouts a random point within its reach (hidden.go).
func (p RandomPlayer) recon(b *Battle, s units.Side) (Command, bool) {
	for i := range b.Units {
		u := &b.Units[i]
		if u.Side != s || !u.Card.Special.Recon || u.Reconned == b.Turn || p.R.IntN(3) > 0 {
			continue
		}
		to := geom.Offset(u.Pos, geom.Angle(p.R.IntN(int(geom.Turn))), p.R.Int64N(ReconReach+1))
		if b.CheckRecon(u, to) == nil {
			return Command{Kind: CmdRecon, Side: s, Unit: u.ID, To: to}, true
		}
	}
	return Command{}, false
}

// mission is, half the time, a fire mission of u at t when one may be
// declared (missions.go): Fire for Effect when it may, else Destroy.
func (p RandomPlayer) mission(b *Battle, u, t *Unit) string {
	if indirect(u) < 0 || p.R.IntN(2) == 0 {
		return ""
	}
	for _, m := range []string{MissionFireForEffect, MissionDestroy} {
		if b.CheckMission(u, t, m) == nil {
			return m
		}
	}
	return ""
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
