package tactical

import (
	"slices"

	"frontline/game/units"
)

// Fire missions on the table (VI.7.6, IX.5.4, glossary Indirect Fire). A
// unit with an Indirect Fire weapon may declare a mission instead of an
// ordinary attack when a friendly observer (a unit with Fire Missions)
// sees the target within its tactical spotting range; one observer serves
// every gun. The gun must be set up (Table IX.1) and the target within
// its weapon's tactical range and arc; it fires its indirect weapon only.
//   - Destroy: +3, one more for each later combat round the gun keeps
//     firing at the same target, at most +10 (VI.7.6.2);
//   - Fire for Effect: once an observed mission of the side hit in the
//     round before, +6 and the intensity doubled on a hit. Each gun rolls
//     its own attack (the book rolls once for all of them): every shot on
//     the table is one declaration's.
// Pin, Blind, Interdict and Cover are not played on the table (Q123).
// When a declared mission is no longer possible as the gun fires, it
// fires as an ordinary unit.

// Missions on the table.
const (
	MissionDestroy       = "destroy"
	MissionFireForEffect = "fire_for_effect"
)

// Mission bonuses (VI.7.6.2).
const (
	DestroyBonus       = 3
	DestroyBonusMax    = 10
	FireForEffectBonus = 6
)

// MissionRule is the section fire missions cite.
const MissionRule = "VI.7.6"

// shotMods are what a mission adds to a shot.
type shotMods struct {
	attack int
	double bool
}

// indirect is the index of u's first Indirect Fire weapon, -1 for none.
func indirect(u *Unit) int {
	return slices.IndexFunc(u.Face().Weapons, func(w units.Weapon) bool { return w.Indirect })
}

// CheckMission says why u may not fire mission m at t now, or nil.
func (b *Battle) CheckMission(u, t *Unit, m string) error {
	wi := indirect(u)
	switch {
	case m != MissionDestroy && m != MissionFireForEffect:
		return refuse(MissionRule, "no %q mission on the table (destroy, fire_for_effect)", m)
	case wi < 0:
		return refuse(MissionRule, "%s has no Indirect Fire weapon", b.describe(u))
	case b.Rules.Events[u.Role].NoMissions:
		return refuse(EventRule, "an event in force forbids %s's fire missions", SideName(u.Side))
	case !b.observed(u.Side, t):
		return refuse("VI.7.6.1", "no observer of %s sees the target within its spotting range", SideName(u.Side))
	case m == MissionFireForEffect && (b.MissionHit[u.Role] == 0 || b.MissionHit[u.Role] < b.Round-1):
		return refuse("VI.7.6.2", "Fire for Effect follows an observed hit in the round before")
	}
	if rule, why := b.Bar(u, wi, t); rule != "" {
		return refuse(rule, "%s may not fire at %s: %s", b.describe(u), b.describe(t), why)
	}
	return nil
}

// missionMods is the bonus of u's mission m at t in this round.
func (b *Battle) missionMods(u, t *Unit, m string) shotMods {
	if m == MissionFireForEffect {
		return shotMods{attack: FireForEffectBonus, double: true}
	}
	if u.MissionTarget != t.ID || u.MissionSince == 0 {
		u.MissionTarget, u.MissionSince = t.ID, b.Round
	}
	return shotMods{attack: min(DestroyBonus+b.Round-u.MissionSince, DestroyBonusMax)}
}

// fireMission fires u's declared mission d, or an ordinary volley when
// the mission is no longer possible.
func (b *Battle) fireMission(u *Unit, d Declaration, rd *roundDamage) []Event {
	t := b.Unit(d.Target)
	if !u.Active() || b.CheckMission(u, t, d.Mission) != nil {
		return b.fireUnit(u, d.Target, rd)
	}
	evs, r := b.shoot(u, indirect(u), t, rd, b.missionMods(u, t, d.Mission))
	if r.Hit {
		b.MissionHit[u.Role] = b.Round
	}
	return evs
}
