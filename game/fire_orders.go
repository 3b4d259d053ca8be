package game

import (
	"fmt"
	"strings"

	"frontline/game/combat"
	"frontline/game/units"
)

// Weapon orders: which weapons each engaged unit fires, at whom, and with
// which rounds (Inset V.6 steps 1 and 4, VI.7.3). In a round a unit may
// fire its primary weapon and one secondary, each at a legal target of
// its own, and a weapon with an AP rating fires AP or HE rounds at the
// controlling player's option. The orders travel in Command.Fire of an
// attack, a retaliation or a retargeting between rounds and hold for the
// rest of the engagement until changed. A unit given no orders fires as
// commands without them always did (so old saves replay unchanged): the
// first allowed primary and secondary at its target, AP against printed
// Defense 2 or more. DefaultFire is the choice of the best expected
// effect that the client pre-selects.

// Ammo is the kind of rounds a weapon fires (VI.7.3).
type Ammo string

const (
	AmmoDefault Ammo = ""   // AP against armour (printed Defense 2+), else HE
	AmmoAP      Ammo = "ap" // armour-piercing: the checks of Inset VI.5
	AmmoHE      Ammo = "he" // high explosive: the target's Defense counts in full
)

// WeaponOrder is one weapon of one unit in an engagement.
type WeaponOrder struct {
	Unit   UnitID `json:"unit"`
	Weapon int    `json:"weapon"`           // index among the card's weapons (the same on both faces)
	Target UnitID `json:"target,omitempty"` // 0: the unit's own target, whichever it is at the time
	Ammo   Ammo   `json:"ammo,omitempty"`
}

// aim is one weapon to fire this round.
type aim struct {
	idx  int
	t    *Unit
	ammo Ammo
}

// withFireOrders checks cmd.Fire against the declared fighters fs and
// attaches each unit's orders to its fighter. allowed says which enemy
// units the engagement lets a weapon aim at.
func (g *Game) withFireOrders(cmd Command, fs []Fighter, allowed func(*Unit) bool) error {
	for _, o := range cmd.Fire {
		i := fighterIndex(fs, o.Unit)
		if i < 0 {
			return fmt.Errorf("fire order for unit %d, which is not among the units declared (Inset V.6 step 1)", o.Unit)
		}
		u := g.Unit(o.Unit)
		if err := g.checkFireOrder(u, o, fs[i].Target, fs[i].Fire, allowed); err != nil {
			return err
		}
		if o.Target == fs[i].Target {
			o.Target = 0 // follows the unit's target when it switches (V.5.3)
		}
		fs[i].Fire = append(fs[i].Fire, o)
	}
	return nil
}

func fighterIndex(fs []Fighter, id UnitID) int {
	for i, f := range fs {
		if f.Unit == id {
			return i
		}
	}
	return -1
}

// checkFireOrder validates one order of u, whose target is main and
// whose orders so far are given.
func (g *Game) checkFireOrder(u *Unit, o WeaponOrder, main UnitID, given []WeaponOrder, allowed func(*Unit) bool) error {
	ws := u.Face().Weapons
	if o.Weapon < 0 || o.Weapon >= len(ws) {
		return fmt.Errorf("%s has no weapon %d (Inset V.6 step 4)", g.describe(u), o.Weapon)
	}
	w := ws[o.Weapon]
	for _, p := range given {
		switch {
		case p.Weapon == o.Weapon:
			return fmt.Errorf("%s: %s is ordered twice; a weapon fires once per round (Inset V.6 step 4)", g.describe(u), w.Name)
		case ws[p.Weapon].Primary == w.Primary && w.Primary:
			return fmt.Errorf("%s: only one primary weapon fires per round (Inset V.6 step 4)", g.describe(u))
		case ws[p.Weapon].Primary == w.Primary:
			return fmt.Errorf("%s: %s and %s are both secondary weapons; the primary and one secondary fire per round (Inset V.6 step 4)",
				g.describe(u), ws[p.Weapon].Name, w.Name)
		}
	}
	tid := o.Target
	if tid == 0 {
		tid = main
	}
	t := g.Unit(tid)
	if t == nil || t.Side == u.Side || !g.Sees(u.Side, t.ID) || !allowed(t) || g.targetBarFor(u, t) != "" || g.truceBar(u, t) != "" {
		return fmt.Errorf("%s: %s may fire only at an enemy unit it may attack in this engagement; unit %d is not one (V.5.2)", g.describe(u), w.Name, tid)
	}
	if !containsInt(g.weaponsAt(u, t), o.Weapon) {
		return fmt.Errorf("%s: %s cannot fire at %s: it is not allowed to hit %s there or is out of reach or action (Inset V.6 step 4, V.5.2)",
			g.describe(u), w.Name, g.describe(t), t.Card.TargetKind())
	}
	switch o.Ammo {
	case AmmoDefault:
	case AmmoAP:
		if w.AP == 0 {
			return fmt.Errorf("%s: %s has no AP rating and cannot fire armour-piercing rounds (VI.7.3)", g.describe(u), w.Name)
		}
	case AmmoHE:
		if w.Bullets {
			return fmt.Errorf("%s: %s fires bullets, not high-explosive rounds (VI.7.2, VI.7.3)", g.describe(u), w.Name)
		}
	default:
		return fmt.Errorf("%s: unknown ammunition %q (ap or he, VI.7.3)", g.describe(u), o.Ammo)
	}
	return nil
}

func containsInt(xs []int, x int) bool {
	for _, v := range xs {
		if v == x {
			return true
		}
	}
	return false
}

// roundFire is what u, fighting as f with current target t, fires this
// round: its orders, each weapon at its own target while that one can
// still be hit (else at t), or without orders roundWeapons at t.
func (g *Game) roundFire(u *Unit, f Fighter, t *Unit) []aim {
	var out []aim
	if len(f.Fire) == 0 {
		for _, idx := range g.roundWeapons(u, t) {
			out = append(out, aim{idx: idx, t: t})
		}
		return out
	}
	if g.holdingFire(u) { // transport.go: passengers getting off (VI.3.3)
		return nil
	}
	for _, o := range f.Fire {
		at := t
		if o.Target != 0 {
			if x := g.Unit(o.Target); g.legalTarget(u, x) && containsInt(g.weaponsAt(u, x), o.Weapon) {
				at = x
			}
		}
		if !containsInt(g.weaponsAt(u, at), o.Weapon) || g.jammed(u.ID, o.Weapon) {
			continue
		}
		out = append(out, aim{idx: o.Weapon, t: at, ammo: o.Ammo})
	}
	return out
}

// withAmmo sets the rounds of shot s (AmmoDefault keeps shotAt's).
func withAmmo(s *combat.Shot, a Ammo) {
	switch a {
	case AmmoAP:
		s.UseAP = true
	case AmmoHE:
		s.UseAP = false
	}
}

// PredictFire gives the exact odds of one shot of attacker's weapon at
// target with the given rounds, as things stand (the one-shot odds the
// client shows beside each weapon).
func (g *Game) PredictFire(attacker UnitID, weapon int, target UnitID, ammo Ammo) (combat.Odds, error) {
	u, t := g.Unit(attacker), g.Unit(target)
	if u == nil || t == nil {
		return combat.Odds{}, fmt.Errorf("no such unit")
	}
	if weapon < 0 || weapon >= len(u.Face().Weapons) {
		return combat.Odds{}, fmt.Errorf("%s has no weapon %d", g.describe(u), weapon)
	}
	s := g.shotAt(u, weapon, t)
	withAmmo(&s, ammo)
	s.AttackBonus += sumMods(g.attackMods(u, t))
	return combat.Predict(s)
}

// WeaponChoice is one weapon of a unit with the targets it may fire at
// among the candidates and the rounds it may use.
type WeaponChoice struct {
	Weapon  int
	Name    string
	Primary bool
	Targets []UnitID
	Ammo    []Ammo // the rounds to choose from; one entry when there is no choice
}

// WeaponChoices lists the weapons of unit id that may fire at some of
// cands (the units the engagement lets it aim at), in card order.
func (g *Game) WeaponChoices(id UnitID, cands []UnitID) []WeaponChoice {
	u := g.Unit(id)
	if u == nil {
		return nil
	}
	var out []WeaponChoice
	for i, w := range u.Face().Weapons {
		c := WeaponChoice{Weapon: i, Name: w.Name, Primary: w.Primary, Ammo: ammoChoices(w)}
		for _, tid := range cands {
			if t := g.Unit(tid); t != nil && g.legalTarget(u, t) && containsInt(g.weaponsAt(u, t), i) {
				c.Targets = append(c.Targets, tid)
			}
		}
		if len(c.Targets) > 0 {
			out = append(out, c)
		}
	}
	return out
}

func ammoChoices(w units.Weapon) []Ammo {
	switch {
	case w.AP > 0 && !w.Bullets:
		return []Ammo{AmmoAP, AmmoHE}
	case w.AP > 0:
		return []Ammo{AmmoAP}
	case w.Bullets:
		return []Ammo{AmmoDefault}
	}
	return []Ammo{AmmoHE}
}

// DefaultFire is the choice of the best expected effect for unit id
// aiming at target, the others among cands: for the primary and for one
// secondary, the weapon and rounds with the highest chance to destroy
// plus half the chance to damage target in one round; a slot whose
// weapons cannot harm target (a machine gun against a tank) aims at the
// candidate it harms most instead. A slot that can harm nobody still
// fires at target if it reaches it, as the old default did.
func (g *Game) DefaultFire(id, target UnitID, cands []UnitID) []WeaponOrder {
	u := g.Unit(id)
	if u == nil {
		return nil
	}
	choices := g.WeaponChoices(id, append([]UnitID{target}, cands...))
	var out []WeaponOrder
	for _, primary := range []bool{true, false} {
		best, score := WeaponOrder{Weapon: -1}, -1.0
		consider := func(onlyTarget bool) {
			for _, c := range choices {
				for _, tid := range c.Targets {
					if c.Primary != primary || (onlyTarget && tid != target) {
						continue
					}
					for _, a := range c.Ammo {
						if s := g.fireScore(u, c.Weapon, g.Unit(tid), a); s > score {
							best, score = WeaponOrder{Unit: id, Weapon: c.Weapon, Target: tid, Ammo: a}, s
						}
					}
				}
			}
		}
		if consider(true); score <= 0 {
			consider(false)
		}
		if best.Weapon >= 0 {
			out = append(out, best)
		}
	}
	return out
}

// fireScore: one round of weapon idx at t, as chances to destroy plus
// half the chances to damage, by its rate of fire.
func (g *Game) fireScore(u *Unit, idx int, t *Unit, a Ammo) float64 {
	o, err := g.PredictFire(u.ID, idx, t.ID, a)
	if err != nil {
		return 0
	}
	return float64(max(u.Face().Weapons[idx].Rate, 1)) * (o.Destroy + o.Damage/2)
}

// fireText describes f's orders for the declaration events, e.g.
// " (7.5cm KwK 40 with AP; MG 34 at Rifle Squad #2)", and lists the
// units it names in ids.
func (g *Game) fireText(f Fighter, ids *[]UnitID) string {
	if len(f.Fire) == 0 {
		return ""
	}
	u := g.Unit(f.Unit)
	var parts []string
	for _, o := range f.Fire {
		p := u.Face().Weapons[o.Weapon].Name
		if o.Target != 0 {
			p += " at " + g.describe(g.Unit(o.Target))
			*ids = appendID(*ids, o.Target)
		}
		switch o.Ammo {
		case AmmoAP:
			p += " with AP"
		case AmmoHE:
			p += " with HE"
		}
		parts = append(parts, p)
	}
	return " (" + strings.Join(parts, "; ") + ")"
}
