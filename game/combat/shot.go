// Package combat resolves one shot of the Operational Engagement Sequence
// (Inset V.6 steps 5-8, Inset VI.5 armour piercing, VI.7.2 bullets against
// armour). It is pure: all randomness comes through Dice, so tests script the
// rolls and the engine records them. Initiative, rounds, retaliation and crew
// survival belong to the engagement code that calls it.
package combat

import (
	"fmt"

	"frontline/game/units"
)

// Dice draws one die. purpose names the roll (RollAttack, ...) for logs.
type Dice interface {
	Roll(sides int, purpose string) int
}

// Roll purposes, in the order a shot uses them.
const (
	RollAttack    = "attack"    // d20 against the attack rating
	RollAPWeapon  = "ap-weapon" // d10, passes at or under AP (weapon, X)
	RollAPArmor   = "ap-armor"  // d10 by the defender, holds at or under Defense
	RollIntensity = "intensity" // d10 quality of the hit
)

// Shot is one weapon firing once at one target.
type Shot struct {
	Weapon        units.Weapon // from the attacker's face in use (Attack already degraded if damaged)
	Target        *units.Card
	TargetDamaged bool // target is on its Damaged side
	UseAP         bool // AP rounds declared (VI.7.3); HE otherwise

	AttackBonus     int  // added to the d20: fire missions +3..+10, dive bomb +2, marksman +1, smoke -2
	IntensityBonus  int  // added to intensity: Exploit Weakness +1
	DefenseBonus    int  // added to the target's Defense: dug in +2, city cover +1
	DoubleIntensity bool // Fire for Effect doubles the intensity roll (VI.7.6.2)
}

// Result is everything a shot did, dice included, for events and logs.
type Result struct {
	Roll     int  // the natural d20
	Hit      bool // a hit was scored
	Critical bool // natural 20 on a target the weapon can harm: destroyed outright
	Doubled  bool // natural 19 hit: intensity doubled
	Jammed   bool // natural 1: the weapon may not fire this round or the next
	NoEffect bool // hit, but this weapon cannot harm this target (VI.7.2, VII.3.4)

	APWeapon int  // AP weapon check die, 0 when not rolled
	APArmor  int  // AP armour check die, 0 when not rolled
	Pierced  bool // armour pierced: Defense ignored and the crew is hit too

	Intensity  int // the d10 as rolled, 0 when not rolled
	Raw        int // intensity (doubled when due) + intensity bonus + DI
	Defense    int // defense subtracted from Raw (0 when pierced)
	Net        int // damage that reaches the target's endurance
	CrewDamage int // damage that reaches the crew inside (only when pierced)
}

// Resolve fires s once. It fails only on a shot the rules forbid outright
// (no target, a target the weapon may not engage) or on a die out of range.
func Resolve(d Dice, s Shot) (Result, error) {
	var r Result
	if err := s.check(); err != nil {
		return r, err
	}
	roll, err := draw(d, 20, RollAttack)
	if err != nil {
		return r, err
	}
	r.Roll = roll
	switch {
	case roll == 1:
		r.Jammed = true
		return r, nil
	case roll != 20 && roll+s.AttackBonus < s.Weapon.Attack:
		return r, nil
	}
	r.Hit = true
	if TooSmall(s.Weapon, s.Target) {
		r.NoEffect = true
		return r, nil
	}

	def, blocked, ap := s.armour()
	if roll == 20 {
		if blocked {
			r.NoEffect = true
			return r, nil
		}
		r.Critical = true
		return r, nil
	}
	if blocked && !ap {
		r.NoEffect = true
		return r, nil
	}
	if ap {
		if r.Pierced, err = pierce(d, &r, s.Weapon.AP, def); err != nil {
			return r, err
		}
	}
	if blocked && !r.Pierced {
		r.NoEffect = true // an AP bullet that fails to pierce does nothing
		return r, nil
	}

	r.Doubled = roll == 19
	if r.Intensity, err = draw(d, 10, RollIntensity); err != nil {
		return r, err
	}
	s.damage(&r, def)
	return r, nil
}

// damage fills in what a hit with r's intensity die does (Inset V.6 step
// 7): doubled on a natural 19 or Fire for Effect, plus bonuses and DI, less
// Defense unless the armour was pierced, in which case the crew is hit.
func (s Shot) damage(r *Result, def int) {
	intensity := r.Intensity
	if r.Doubled || s.DoubleIntensity {
		intensity *= 2
	}
	r.Raw = intensity + s.IntensityBonus + s.Weapon.DI
	r.CrewDamage, r.Defense = 0, 0
	if r.Pierced {
		r.CrewDamage = max(r.Raw, 0)
	} else {
		r.Defense = def
	}
	r.Net = max(r.Raw-r.Defense, 0)
}

// check rejects a shot the rules forbid whatever the dice.
func (s Shot) check() error {
	if s.Target == nil {
		return fmt.Errorf("combat: shot without a target")
	}
	if kind := s.Target.TargetKind(); !s.Weapon.Hits(kind) {
		return fmt.Errorf("combat: %s may not target %s (%s)", s.Weapon.Name, kind, s.Target.Name)
	}
	return nil
}

// armour is what stands between a hit and the target: the Defense to
// subtract, whether bullets are stopped by armour, and whether AP checks
// are rolled (Inset VI.5, VI.7.2).
func (s Shot) armour() (def int, blocked, ap bool) {
	face := s.Target.Face(s.TargetDamaged)
	def = max(face.Defense+s.DefenseBonus, 0)
	// Bullets cannot touch armour (printed Defense 2+); dug-in or city
	// cover is not armour, so the check reads the card, not def.
	blocked = s.Weapon.Bullets && face.Defense >= 2
	ap = s.UseAP && s.Weapon.AP > 0 && def > 0
	return def, blocked, ap
}

// pierce runs the checks of Inset VI.5: the attacker's weapon check always,
// the defender's armour check only when the armour is at least as good as
// the weapon's AP rating.
func pierce(d Dice, r *Result, ap, def int) (bool, error) {
	var err error
	if r.APWeapon, err = draw(d, 10, RollAPWeapon); err != nil || r.APWeapon > ap {
		return false, err
	}
	if ap > def {
		return true, nil
	}
	if r.APArmor, err = draw(d, 10, RollAPArmor); err != nil {
		return false, err
	}
	return r.APArmor > def, nil
}

func draw(d Dice, sides int, purpose string) (int, error) {
	v := d.Roll(sides, purpose)
	if v < 1 || v > sides {
		return v, fmt.Errorf("combat: %s roll %d outside 1..%d", purpose, v, sides)
	}
	return v, nil
}

// TooSmall reports whether w's munition is below what a hardened structure
// needs (ports and airfields: 155mm shells or 500 lb bombs, VII.3.4 and
// VII.5.3; engineered bridges: more than 15mm, VII.4.4).
func TooSmall(w units.Weapon, c *units.Card) bool {
	sp := c.Special
	if sp.MinShellMM == 0 && sp.MinBombLb == 0 {
		return false
	}
	shellOK := sp.MinShellMM > 0 && w.ShellMM >= sp.MinShellMM
	bombOK := sp.MinBombLb > 0 && w.BombLb >= sp.MinBombLb
	return !shellOK && !bombOK
}
