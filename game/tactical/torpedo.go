package tactical

import (
	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// Torpedoes (Table IX.3a Torpedo Run, IX.6.1). A torpedo is a one-time
// munition that may attack ships only; no card of the Introduction
// carries one, but a card may (`expended = true`, `targets = ["ships"]`).
// It drops only after a successful Torpedo Run on that ship in the same
// tactical turn, from run height, within its range and with the flight
// path within 30° of the ship.

// Torpedo Run figures (Table IX.3a).
const (
	// TorpedoAlt is the run's height: 96 ft, inside the 50–100 ft band
	// (whole hundredths of an inch; 1" = 600 ft).
	TorpedoAlt = 100 * geom.Inch / 600
	// TorpedoRunTop is the highest a run may begin: its 7" cost then pays
	// for the descent inch for inch, as a simple move would.
	TorpedoRunTop        = 7 * geom.Inch
	TorpedoRunInitiative = -2
	TorpedoRunBonus      = 2
	TorpedoRunExposure   = 2 // the enemy's bonus against the aircraft on its run
)

// IsTorpedo reports whether w is a torpedo.
func IsTorpedo(w units.Weapon) bool {
	return w.Expended && len(w.Targets) == 1 && w.Targets[0] == units.TargetShips
}

// torpedo is the index of u's first torpedo not yet dropped, or -1.
func (u *Unit) torpedo() int {
	for wi, w := range u.Face().Weapons {
		if IsTorpedo(w) && !u.spent(wi) {
			return wi
		}
	}
	return -1
}

func (u *Unit) hasTorpedo() bool { return u.torpedo() >= 0 }

// runBar checks a Torpedo Run by u on the ship t: a torpedo aboard, low
// enough to begin, the ship ahead within 30° and within torpedo range of
// run height.
func (b *Battle) runBar(u, t *Unit) error {
	wi := u.torpedo()
	switch {
	case wi < 0:
		return refuse(ManeuverRule, "a Torpedo Run needs a torpedo not yet dropped")
	case u.Alt > TorpedoRunTop:
		return refuse(ManeuverRule, "a Torpedo Run begins at %s\" (4,200 ft) or lower, not %s\"", inches(TorpedoRunTop), inches(u.Alt))
	case !geom.InDropCone(u.Pos, u.Facing, t.Pos):
		return refuse("IX.6.1", "the flight path is not within 30° of %s", b.describe(t))
	case !geom.Within(u.Pos, t.Pos, TorpedoAlt, reach(u.Face().Weapons[wi])):
		return refuse(ManeuverRule, "%s is beyond torpedo range", b.describe(t))
	}
	return nil
}

// torpedoBar says why u may not drop its torpedo w at t now (see Bar).
func (b *Battle) torpedoBar(u *Unit, w units.Weapon, t *Unit) (rule, why string) {
	switch {
	case !u.Boost.Torpedo || u.Boost.Against != t.ID:
		return "Table IX.3a", "a torpedo drops only after a Torpedo Run on the ship"
	case u.Alt > TorpedoAlt:
		return "Table IX.3a", "the aircraft has climbed off its torpedo run"
	case !geom.Within(u.Pos, t.Pos, u.Alt, reach(w)):
		return "IX.5.4", "out of range"
	case !geom.InDropCone(u.Pos, u.Facing, t.Pos):
		return "IX.6.1", "the flight path is not within 30° of the target"
	}
	return "", ""
}
