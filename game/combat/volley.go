package combat

import "frontline/game/units"

// Volley is what a unit fires in one combat round (Inset V.6 step 4,
// Inset IX.6 step 5): its first usable primary weapon and its first usable
// secondary, as indexes into ws in card order. usable says whether weapon
// i may fire now (target allowed, in range, not jammed...).
func Volley(ws []units.Weapon, usable func(i int) bool) []int {
	var out []int
	primary, secondary := false, false
	for i, w := range ws {
		if (w.Primary && primary) || (!w.Primary && secondary) || !usable(i) {
			continue
		}
		if w.Primary {
			primary = true
		} else {
			secondary = true
		}
		out = append(out, i)
	}
	return out
}

// Harmless reports whether w can never damage card c on the given side,
// whatever the dice: bullets without AP against armour (printed Defense 2
// or more, VI.7.2), or a munition too small for a hardened structure
// (VII.3.4, VII.4.4).
func Harmless(w units.Weapon, c *units.Card, damaged bool) bool {
	return TooSmall(w, c) || (w.Bullets && w.AP == 0 && c.Face(damaged).Defense >= 2)
}
