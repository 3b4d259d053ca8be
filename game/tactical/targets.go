package tactical

import (
	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// ContactRange is the reach of a weapon whose tactical range is 0
// (Panzerfaust, flamethrower, charges, bombs): the book gives none, so a
// range-0 weapon reaches 1" (200 yards), centre to centre.
const ContactRange = 1 * geom.Inch

// WeaponArc is the fire arc of weapon w on card c (Inset IX.7), before a
// bunker or nest narrows it. The cards do not say which weapons sit in a
// turret, so the arc is read from the unit's class:
//   - infantry and crews: 360° (item 2);
//   - tanks and vehicles: 360° — every tank of the catalog is turreted and
//     vehicle guns sit on pintles and ring mounts (items 1, 3);
//   - towed guns and artillery: 45° (item 7), except a gun that can fire
//     at aircraft, which turns on its mount like an AA gun (item 3);
//   - emplacements: 45° (item 6); ships: 180° (item 5);
//   - aircraft: guns that fire only at aircraft are turrets (360°), the
//     others fire forward through 90° like fixed machine guns (item 4).
//
// Bombs and torpedoes use the 30° drop cone instead (IX.6.1).
func WeaponArc(c *units.Card, w units.Weapon) geom.Arc {
	switch c.Class {
	case units.Gun:
		if w.Hits(units.TargetAircraft) {
			return geom.Arc360
		}
		return geom.Arc45
	case units.Emplacement:
		return geom.Arc45
	case units.Ship:
		return geom.Arc180
	case units.Aircraft:
		if len(w.Targets) == 1 && w.Targets[0] == units.TargetAircraft {
			return geom.Arc360
		}
		return geom.Arc90
	}
	return geom.Arc360
}

// reach is the weapon's tactical range in hundredths of an inch: the Y of
// its X/Y range (IX.5.4), or ContactRange for a range of 0.
func reach(w units.Weapon) int64 {
	if w.RangeTac == 0 {
		return ContactRange
	}
	return int64(w.RangeTac) * geom.Inch
}

// Bar says why u may not fire weapon wi at t now, or "" when t is a legal
// target (IX.5.4, IX.6.1): an enemy on the table the weapon may attack,
// not jammed or already dropped, within range (altitude included), in
// line of sight and inside the weapon's arc. The answer names the rule;
// its reason is a fixed phrase, so asking costs no allocation.
func (b *Battle) Bar(u *Unit, wi int, t *Unit) (rule, why string) {
	ws := u.Face().Weapons
	switch {
	case wi < 0 || wi >= len(ws):
		return "Inset IX.6", "no such weapon"
	case !u.Active():
		return "Inset IX.6", "the firer cannot act"
	case t.Side == u.Side || t.Status != OnTable:
		return "Inset IX.6", "not an enemy on the table"
	case t.Hidden:
		return HiddenRule, "hidden: not found yet"
	case u.Reconned == b.Turn:
		return ReconRule, "it reconnoitred this turn"
	case u.Card.Class == units.Obstacle:
		return ObstacleRule, "an obstacle attacks only units crossing it"
	}
	if why := b.shelterBar(u, t); why != "" {
		return EmplacementRule, why
	}
	w := ws[wi]
	switch {
	case !w.Hits(t.Card.TargetKind()):
		return "Inset IX.6", "the weapon may not attack that kind of unit"
	case u.jammed(wi, b.Round):
		return "Inset IX.6", "the weapon is jammed"
	case u.spent(wi):
		return "VI.7.4", "the bombs were dropped already"
	case u.Card.Class == units.Gun && !b.SetUp(u):
		return "Table IX.1", "the gun is in tow or still setting up"
	}
	if w.Expended {
		if IsTorpedo(w) {
			return b.torpedoBar(u, w, t)
		}
		if geom.Dist2(u.Pos, t.Pos) > ContactRange*ContactRange {
			return "IX.6.1", "bombs are dropped over the target"
		}
		if !geom.InDropCone(u.Pos, u.Facing, t.Pos) {
			return "IX.6.1", "the flight path is not within 30° of the target"
		}
		return "", ""
	}
	if !geom.Within(u.Pos, t.Pos, u.Alt-t.Alt, reach(w)) {
		return "IX.5.4", "out of range"
	}
	if !b.Table.Sees(u.Pos, u.Alt, t.Pos, t.Alt) && !(w.Indirect && b.observed(u.Side, t)) {
		return "IX.5.4", "no line of sight"
	}
	if !b.arc(u, w).Contains(u.Pos, u.Facing, t.Pos) {
		return "IX.6.1", "outside the fire arc"
	}
	return "", ""
}

// observed reports whether an observer of side s (a unit with Fire
// Missions) sees t within its tactical spotting range, so that indirect
// weapons may fire at it unseen (IX.5.4, "indirect fire by observers").
func (b *Battle) observed(s units.Side, t *Unit) bool {
	for i := range b.Units {
		o := &b.Units[i]
		sp := o.Card.Special
		if o.Side == s && o.Active() && sp.FireMissions &&
			geom.Within(o.Pos, t.Pos, o.Alt-t.Alt, int64(sp.SpottingTac)*geom.Inch) && b.Table.Sees(o.Pos, o.Alt, t.Pos, t.Alt) {
			return true
		}
	}
	return false
}

// arc is the arc u fires w through: its own, narrowed by a bunker or nest
// it stands in (Inset IX.7 item 6, most restrictive wins).
func (b *Battle) arc(u *Unit, w units.Weapon) geom.Arc {
	a := WeaponArc(u.Card, w)
	if u.Alt == 0 {
		a = b.shelterArc(u, b.Table.FireArc(u.Pos, a))
	}
	return a
}

// jammed reports whether weapon wi jammed in this combat round or the one
// before (round is the round being fought).
func (u *Unit) jammed(wi, round int) bool {
	for _, j := range u.Jams {
		if j.Weapon == wi && round-j.Round <= 1 {
			return true
		}
	}
	return false
}

func (u *Unit) spent(wi int) bool {
	for _, s := range u.Spent {
		if s == wi {
			return true
		}
	}
	return false
}

// Legal reports whether some weapon of u may fire at t now.
func (b *Battle) Legal(u, t *Unit) bool {
	for wi := range u.Face().Weapons {
		if r, _ := b.Bar(u, wi, t); r == "" {
			return true
		}
	}
	return false
}

// LegalTargets lists the enemies u may fire at now, in id order.
func (b *Battle) LegalTargets(u *Unit) []UnitID {
	var out []UnitID
	for i := range b.Units {
		if t := &b.Units[i]; t.Side != u.Side && b.Legal(u, t) {
			out = append(out, t.ID)
		}
	}
	return out
}

// whyNot is the first reason u's weapons give for not firing at t, for
// a refused declaration: the first weapon's, or the first beyond the
// kinds of target it may attack.
func (b *Battle) whyNot(u, t *Unit) (rule, why string) {
	rule, why = "Inset IX.6", "it has no weapon"
	for wi, w := range u.Face().Weapons {
		r, reason := b.Bar(u, wi, t)
		if wi == 0 || r != "Inset IX.6" {
			rule, why = r, w.Name+": "+reason
		}
		if r != "Inset IX.6" {
			break
		}
	}
	return rule, why
}
