package game

import "frontline/game/combat"

// Probes: what the engine says about one fighter and one target for a
// given state of the units it depends on. Within a modelled engagement
// (engModel), legalTarget, canHarm, weaponsAt and shotAt for shooter u
// and target t read only u's state and whether its crew is still inside,
// and t's state and that of the unit t crews (its cover and whether it
// may be fired at). So each combination is set on the model's game, asked
// once, and kept.

// probeCombos: u intact/damaged/gone × crew inside or lost × t's three
// states × its host's three states.
const probeCombos = 3 * 2 * 3 * 3

// emProbe is the engine's answer for one combination.
type emProbe struct {
	legal, harm bool
	weapons     []emWeapon // weaponsAt, in card order
}

// emWeapon is one weapon in reach with its shots' spreads.
type emWeapon struct {
	idx     int
	primary bool
	rate    int
	spreads []emSpread // by ammunition asked for
}

type emSpread struct {
	ammo Ammo
	sp   combat.Spread
}

// probe returns the probe of fighter unit u at t in state s.
func (em *engModel) probe(s *emState, u, t int8) *emProbe {
	uc, tc := s.status(u), s.status(t)
	cc, hc := uint8(0), uint8(0)
	if c := em.units[u].crew; c >= 0 && s.status(c) == emGone {
		cc = 1
	}
	if h := em.units[t].host; h >= 0 {
		hc = s.status(h)
	}
	n := len(em.units)
	k := (((int(u)*n+int(t))*3+int(uc))*2+int(cc))*9 + int(tc)*3 + int(hc)
	if i := em.probes[k]; i >= 0 {
		return &em.probeSet[i]
	}
	em.probes[k] = int32(len(em.probeSet))
	em.probeSet = append(em.probeSet, em.ask(u, t, uc, cc, tc, hc))
	return &em.probeSet[len(em.probeSet)-1]
}

// ask sets the combination on the model's game, asks the engine, and
// puts everything back.
func (em *engModel) ask(u, t int8, uc, cc, tc, hc uint8) emProbe {
	involved := []int8{u, em.units[u].crew, em.units[u].host, t, em.units[t].crew, em.units[t].host}
	type saved struct {
		place      Place
		damaged    bool
		crew, mans UnitID
	}
	var keep [6]saved
	for i, x := range involved {
		if x >= 0 {
			v := em.units[x].u
			keep[i] = saved{v.Place, v.Damaged, v.Crew, v.Mans}
		}
	}
	defer func() {
		for i, x := range involved {
			if x >= 0 {
				v := em.units[x].u
				v.Place, v.Damaged, v.Crew, v.Mans = keep[i].place, keep[i].damaged, keep[i].crew, keep[i].mans
			}
		}
	}()
	if h := em.units[t].host; h >= 0 {
		em.set(h, hc)
	}
	em.set(t, tc)
	if c := em.units[u].crew; c >= 0 && cc == 1 {
		em.set(c, emGone)
	}
	em.set(u, uc)
	g, U, T := em.g, em.units[u].u, em.units[t].u
	p := emProbe{legal: g.legalTarget(U, T), harm: g.canHarm(U, T)}
	for _, idx := range g.weaponsAt(U, T) {
		w := U.Face().Weapons[idx]
		ew := emWeapon{idx: idx, primary: w.Primary, rate: max(w.Rate, 1)}
		if p.legal {
			for _, a := range em.ammoFor(u, idx) {
				s := g.shotAt(U, idx, T)
				withAmmo(&s, a)
				s.AttackBonus += sumMods(g.attackMods(U, T))
				sp, err := combat.SpreadOf(s)
				if err != nil { // fire: a shot the combat code refuses does nothing
					sp = combat.Spread{None: 1}
				}
				ew.spreads = append(ew.spreads, emSpread{a, sp})
			}
		}
		p.weapons = append(p.weapons, ew)
	}
	return p
}

// set gives model unit i state st on the model's game, as destroyUnit
// would leave it: gone units leave the map and their crew pairing.
func (em *engModel) set(i int8, st uint8) {
	v := em.units[i].u
	v.Damaged = st == emDamaged || (st == emGone && v.Damaged)
	if st != emGone {
		return
	}
	v.Place = Destroyed
	if c := em.g.Unit(v.Crew); c != nil && c.Mans == v.ID {
		c.Mans = 0
	}
	if h := em.g.Unit(v.Mans); h != nil && h.Crew == v.ID {
		h.Crew = 0
	}
	v.Crew, v.Mans = 0, 0
}

// ammoFor lists the rounds unit u may fire weapon idx with: the default,
// and whatever its orders ask for.
func (em *engModel) ammoFor(u int8, idx int) []Ammo {
	out := []Ammo{AmmoDefault}
	for _, f := range em.fighters {
		if f.unit != u {
			continue
		}
		for _, o := range f.orders {
			if o.weapon == idx && o.ammo != AmmoDefault {
				out = append(out, o.ammo)
			}
		}
	}
	return out
}

// spread is the shot of w with ammo a.
func (w *emWeapon) spread(a Ammo) *combat.Spread {
	for i := range w.spreads {
		if w.spreads[i].ammo == a {
			return &w.spreads[i].sp
		}
	}
	return &w.spreads[0].sp
}

// weapon finds idx among p's weapons.
func (p *emProbe) weapon(idx int) *emWeapon {
	for i := range p.weapons {
		if p.weapons[i].idx == idx {
			return &p.weapons[i]
		}
	}
	return nil
}
