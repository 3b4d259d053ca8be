package game

import (
	"slices"

	"frontline/game/combat"
)

// Probes: what the engine says about one fighter and one target for a
// given state of the units it depends on. Within a modelled engagement
// (engModel), legalTarget, canHarm, weaponsAt and shotAt for shooter u
// and target t read only u's state, whether its crew is still inside and
// which of its one-time munitions it has dropped, and t's state and that
// of the unit t crews (its cover and whether it may be fired at). So each
// combination is set on the model's game, asked once, and kept.

// probeCombos: u intact/damaged/gone × crew inside or lost × t's three
// states × its host's three states (× the munitions dropped, spentDim).
const probeCombos = 3 * 2 * 3 * 3

// emProbe is the engine's answer for one combination.
type emProbe struct {
	legal, harm bool
	weapons     []emWeapon // weaponsAt, in card order
	plain       emPlain    // the first primary and secondary among weapons (roundWeapons)
	// aims: what the fighter fires at t with no weapon jammed, when its
	// orders (if any) all follow its target; nil otherwise (aimsOf).
	aims []emAim
}

// emWeapon is one weapon in reach with its shots' spreads.
type emWeapon struct {
	idx     int
	primary bool
	spends  uint8 // a one-time munition: its bits of emTrial.spent, set once fired (VI.7.4)
	rate    int
	draws   [emAmmos]*emDraw // by ammoCode: the default, and the rounds orders ask for
}

// Ammunition in the model, by code: the default, AP, HE.
const emAmmos = 3

var emAmmo = [emAmmos]Ammo{AmmoDefault, AmmoAP, AmmoHE}

func ammoCode(a Ammo) uint8 {
	switch a {
	case AmmoAP:
		return 1
	case AmmoHE:
		return 2
	}
	return 0
}

// probe returns the probe of fighter unit u at t in trial state s.
func (em *engModel) probe(s *emTrial, u, t int8) *emProbe {
	uc, tc := s.state(u), s.state(t)
	cc, hc, dm := uint8(0), uint8(0), 0
	if c := em.units[u].crew; c >= 0 && s.st[c] >= emGone {
		cc = 1
	}
	if h := em.units[t].host; h >= 0 {
		hc = s.state(h)
	}
	if f := em.units[u].fighter; f >= 0 {
		dm = int(s.spent[f])
	}
	n := len(em.units)
	k := ((((int(u)*n+int(t))*3+int(uc))*2+int(cc))*9+int(tc)*3+int(hc))*em.spentDim + dm
	if p := em.probes[k].Load(); p != nil {
		return p
	}
	em.asking.Lock() // the trials' goroutines share the probes; asking changes the model's game for a moment
	defer em.asking.Unlock()
	if p := em.probes[k].Load(); p != nil {
		return p
	}
	p := em.ask(u, t, uc, cc, tc, hc, dm)
	em.probes[k].Store(&p)
	return &p
}

// ask sets the combination on the model's game, asks the engine, and
// puts everything back.
func (em *engModel) ask(u, t int8, uc, cc, tc, hc uint8, dm int) emProbe {
	involved := []int8{u, em.units[u].crew, em.units[u].host, t, em.units[t].crew, em.units[t].host}
	type saved struct {
		place      Place
		damaged    bool
		crew, mans UnitID
		depleted   []int
	}
	var keep [6]saved
	for i, x := range involved {
		if x >= 0 {
			v := em.units[x].u
			keep[i] = saved{v.Place, v.Damaged, v.Crew, v.Mans, v.Depleted}
		}
	}
	defer func() {
		for i, x := range involved {
			if x >= 0 {
				v := em.units[x].u
				v.Place, v.Damaged, v.Crew, v.Mans, v.Depleted = keep[i].place, keep[i].damaged, keep[i].crew, keep[i].mans, keep[i].depleted
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
	if f := em.units[u].fighter; f >= 0 && dm != 0 {
		U.Depleted = slices.Clone(U.Depleted)
		for b, idx := range em.fighters[f].spends {
			if dm&(1<<b) != 0 {
				U.deplete(idx)
			}
		}
	}
	p := emProbe{legal: g.legalTarget(U, T), harm: g.canHarm(U, T)}
	for _, idx := range g.weaponsAt(U, T) {
		w := U.Face().Weapons[idx]
		ew := emWeapon{idx: idx, primary: w.Primary, rate: max(w.Rate, 1)}
		if f := em.units[u].fighter; f >= 0 && w.Expended {
			for b, x := range em.fighters[f].spends {
				if x == idx {
					ew.spends |= 1 << b
				}
			}
		}
		if p.legal {
			for _, a := range em.ammoFor(u, idx) {
				s := g.shotAt(U, idx, T)
				withAmmo(&s, emAmmo[a])
				s.AttackBonus += sumMods(g.attackMods(U, T))
				sp, err := combat.SpreadOf(s)
				if err != nil { // fire: a shot the combat code refuses does nothing
					sp = combat.Spread{None: 1}
				}
				ew.draws[a] = drawOf(sp)
			}
		}
		p.weapons = append(p.weapons, ew)
	}
	p.plain = p.roundWeapons(0)
	if f := em.units[u].fighter; f >= 0 && p.legal {
		p.aims = em.fixedAims(&em.fighters[f], t, tc, &p)
	}
	return p
}

// fixedAims is emProbe.aims of fighter f at t in state tc.
func (em *engModel) fixedAims(f *emFighter, t int8, tc uint8, p *emProbe) []emAim {
	out := []emAim{}
	if len(f.orders) == 0 {
		for _, i := range p.plain.at[:p.plain.n] {
			out = append(out, emAim{w: &p.weapons[i], t: t, at: tc})
		}
	}
	for _, o := range f.orders {
		if o.target >= 0 {
			return nil
		}
		if w := p.weapon(o.weapon); w != nil {
			out = append(out, emAim{w: w, t: t, at: tc, ammo: o.ammo})
		}
	}
	for i := range out {
		out[i].d = out[i].w.draw(out[i].ammo)
	}
	return out
}

// roundWeapons lists, by place among p's weapons, the first primary and
// the first secondary weapon not jammed (bits of blocked, by weapon
// index), as roundWeapons does.
func (p *emProbe) roundWeapons(blocked uint8) emPlain {
	var out emPlain
	primary, secondary := false, false
	for i, w := range p.weapons {
		switch {
		case blocked&(1<<w.idx) != 0:
		case w.primary && !primary:
			primary = true
			out.at[out.n], out.n = int8(i), out.n+1
		case !w.primary && !secondary:
			secondary = true
			out.at[out.n], out.n = int8(i), out.n+1
		}
	}
	return out
}

// emPlain is what a unit without weapon orders fires: at most a primary
// and a secondary weapon.
type emPlain struct {
	at [2]int8
	n  int
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

// ammoFor lists the rounds unit u may fire weapon idx with, by ammoCode:
// the default, and whatever its orders ask for.
func (em *engModel) ammoFor(u int8, idx int) []uint8 {
	out := []uint8{0}
	for _, f := range em.fighters {
		if f.unit != u {
			continue
		}
		for _, o := range f.orders {
			if o.weapon == idx && !slices.Contains(out, o.ammo) {
				out = append(out, o.ammo)
			}
		}
	}
	return out
}

// draw is the shot of w with rounds of ammoCode a.
func (w *emWeapon) draw(a uint8) *emDraw {
	if d := w.draws[a]; d != nil {
		return d
	}
	return w.draws[0]
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
