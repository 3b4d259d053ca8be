package tactical

import (
	"fmt"

	"frontline/game/units"
)

// What a successful maneuver earns once no counter stopped it (Tables
// IX.3a/IX.3b), and the bonuses it carries into the combat round.

// Round bonuses maneuvers give (Tables IX.3a/IX.3b).
const (
	DivingAttackInitiative = 3
	DivingAttackBonus      = 2
	DiveBombBonus          = 2
	DiveBombExposure       = 1 // the enemy's bonus against a dive bomber
	ThatchWeaveInitiative  = 2
	ThatchWeaveBonus       = 2
)

// Boost is what maneuvers give an aircraft in the coming combat round;
// the latest maneuver's attack bonus replaces an earlier one.
type Boost struct {
	Initiative int    // added to its side's initiative when it fires (negative: a penalty)
	Attack     int    // added to shots at Against, or with bombs if Bombs
	Against    UnitID // -1: no particular target
	Bombs      bool   // Attack goes to bombs at any target (Dive Bomb)
	Torpedo    bool   // a Torpedo Run on Against: its torpedo may drop, with Attack
	Exposed    int    // added to enemy shots at this aircraft
}

// effect applies e, the maneuver that was not countered.
func (b *Battle) effect(e Exchange) Event {
	m, _ := ManeuverByID(e.Maneuver)
	u, t := b.Unit(e.Flyer), b.Unit(e.Target)
	switch m.ID {
	case "diving_attack":
		u.Boost = Boost{Initiative: DivingAttackInitiative, Attack: DivingAttackBonus, Against: t.ID, Exposed: u.Boost.Exposed}
		return b.boostEvent(u, fmt.Sprintf("+%d initiative and +%d against %s this round", DivingAttackInitiative, DivingAttackBonus, b.describe(t)))
	case "thatch_weave":
		ev := b.gain(u, t)
		u.Boost = Boost{Initiative: ThatchWeaveInitiative, Attack: ThatchWeaveBonus, Against: t.ID, Exposed: u.Boost.Exposed}
		ev.Text += fmt.Sprintf(" The weave gives it +%d initiative and +%d against it this round; the bait stays tailed.", ThatchWeaveInitiative, ThatchWeaveBonus)
		return ev
	case "fast_climb", "chandelle", "immelmann", "barrel_roll":
		return b.gain(u, t)
	case "flat_scissors":
		if e.Answers == "flat_scissors" {
			return b.neutral(u, t)
		}
		return b.gain(u, t)
	case "split_s":
		if e.Answers == "split_s" {
			return Event{Kind: EvManeuver, Side: u.Side, Units: []UnitID{u.ID, t.ID}, Rule: ManeuverRule,
				Text: fmt.Sprintf("%s follows %s through the Split-S: nothing changes.", b.describe(u), b.describe(t))}
		}
		return b.escape(u)
	case "break", "evasive_dive", "defensive_chandelle":
		return b.escape(u)
	case "dive_bomb":
		u.Boost.Attack, u.Boost.Bombs, u.Boost.Torpedo, u.Boost.Against = DiveBombBonus, true, false, -1
		return b.boostEvent(u, fmt.Sprintf("+%d with its bombs this round", DiveBombBonus))
	case "torpedo_run":
		u.Boost = Boost{Initiative: TorpedoRunInitiative, Attack: TorpedoRunBonus, Against: t.ID, Torpedo: true,
			Exposed: max(u.Boost.Exposed, TorpedoRunExposure)}
		return b.boostEvent(u, fmt.Sprintf("a torpedo drop on %s at +%d, %d initiative, the enemy +%d against it", b.describe(t), TorpedoRunBonus, TorpedoRunInitiative, TorpedoRunExposure))
	}
	panic("tactical: no effect for maneuver " + m.ID)
}

func (b *Battle) boostEvent(u *Unit, what string) Event {
	return Event{Kind: EvManeuver, Side: u.Side, Units: []UnitID{u.ID}, Rule: ManeuverRule,
		Text: fmt.Sprintf("%s gets %s.", b.describe(u), what)}
}

// gain gives u Advantage on t; t loses any it held on u.
func (b *Battle) gain(u, t *Unit) Event {
	u.Tailing, u.Passed, u.Lost = t.ID, -1, -1
	if t.Tailing == u.ID {
		t.Tailing, t.Lost = -1, u.ID
	}
	return Event{Kind: EvManeuver, Side: u.Side, Units: []UnitID{u.ID, t.ID}, Rule: ManeuverRule,
		Text: fmt.Sprintf("%s holds Advantage on %s.", b.describe(u), b.describe(t))}
}

// escape sheds every Advantage held on u, which gives up its own: u is
// Neutral. The aircraft shaken off lost their Advantage to its evasion.
func (b *Battle) escape(u *Unit) Event {
	u.Tailing = -1
	for i := range b.Units {
		if e := &b.Units[i]; e.Tailing == u.ID {
			e.Tailing, e.Lost = -1, u.ID
		}
	}
	return Event{Kind: EvManeuver, Side: u.Side, Units: []UnitID{u.ID}, Rule: ManeuverRule,
		Text: fmt.Sprintf("%s shakes off its pursuers: neutral stance.", b.describe(u))}
}

// neutral ends the Advantage either of u and t holds on the other; each
// may open the scissors again.
func (b *Battle) neutral(u, t *Unit) Event {
	u.Tailing, t.Tailing = -1, -1
	u.Lost, t.Lost = t.ID, u.ID
	return Event{Kind: EvManeuver, Side: u.Side, Units: []UnitID{u.ID, t.ID}, Rule: ManeuverRule,
		Text: fmt.Sprintf("%s matches the scissors of %s: neither holds Advantage.", b.describe(u), b.describe(t))}
}

// edgeBonus is the attack bonus maneuvers give u's weapon w against t.
func edgeBonus(u *Unit, w units.Weapon, t *Unit) int {
	n := t.Boost.Exposed
	e := u.Boost
	switch {
	case e.Attack == 0:
	case e.Torpedo:
		if IsTorpedo(w) && e.Against == t.ID {
			n += e.Attack
		}
	case e.Bombs:
		if w.Expended && !IsTorpedo(w) {
			n += e.Attack
		}
	case e.Against == t.ID:
		n += e.Attack
	}
	return n
}

// maneuverLag is the worst initiative penalty of role r's declared
// units (a Torpedo Run's), 0 when none.
func (b *Battle) maneuverLag(r Role) int {
	lag := 0
	for _, d := range b.Declared {
		if u := b.Unit(d.Unit); u.Role == r {
			lag = min(lag, u.Boost.Initiative)
		}
	}
	return lag
}
