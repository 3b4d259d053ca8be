package units

import "fmt"

// weapons checks the [[unit.weapon]] tables and puts them on both faces;
// the Damaged face carries attack_damaged as its Attack.
func (l *loader) weapons(p string, u *rawUnit, c *Card) {
	if len(u.Weapon) > MaxWeapons {
		l.errf(fmt.Sprintf("%s.weapon[%d]", p, MaxWeapons), "%d weapons (at most %d per card)", len(u.Weapon), MaxWeapons)
		return
	}
	primaries := 0
	names := map[string]bool{}
	for i := range u.Weapon {
		wp := fmt.Sprintf("%s.weapon[%d]", p, i)
		w := l.weapon(wp, &u.Weapon[i], c)
		if w.Primary {
			primaries++
			if primaries == 2 {
				l.errf(wp+".slot", "second primary weapon (a card has exactly one; make this one secondary)")
			}
		}
		if names[w.Name] && w.Name != "" {
			l.errf(wp+".name", "weapon %q listed twice on this card", w.Name)
		}
		names[w.Name] = true
		c.Full.Weapons = append(c.Full.Weapons, w)
		d := w
		d.Attack = w.AttackDamaged
		c.Damaged.Weapons = append(c.Damaged.Weapons, d)
	}
	if len(u.Weapon) > 0 && primaries == 0 {
		l.errf(p+".weapon[0].slot", "no primary weapon (a card with weapons has exactly one)")
	}
}

func (l *loader) weapon(p string, r *rawWeapon, c *Card) Weapon {
	for _, k := range []string{"name", "slot", "attack", "attack_damaged", "di", "range.op", "range.tac", "targets"} {
		l.need(p+"."+k, "every weapon line states it")
	}
	slot, _ := parseEnum(r.Slot, slots)
	if slot == "" && l.doc.Has(p+".slot") {
		l.errf(p+".slot", "unknown slot %q (allowed: %s)", r.Slot, list(slots))
	}
	w := Weapon{
		Name: r.Name, Primary: slot == "primary", Qty: r.Qty,
		Attack: r.Attack, AttackDamaged: r.AttackDamaged, DI: r.DI,
		RangeOp: r.Range.Op, RangeTac: r.Range.Tac,
		Targets: l.targetList(p+".targets", r.Targets),
		AP:      r.AP, Rate: r.Rate,
		Indirect: r.Indirect, Expended: r.Expended, Bullets: r.Bullets,
		ShellMM: r.ShellMM, BombLb: r.BombLb,
	}
	if !l.doc.Has(p + ".qty") {
		w.Qty = 1
	}
	if !l.doc.Has(p + ".rate") {
		w.Rate = 1
	}
	l.text(p+".name", r.Name, MaxNameLen)
	l.between(p+".qty", w.Qty, 1, MaxQty)
	l.between(p+".attack", r.Attack, MinAttack, MaxAttack)
	l.between(p+".attack_damaged", r.AttackDamaged, MinAttack, MaxAttack)
	l.notBetter(p+".attack_damaged", "attack", r.Attack, r.AttackDamaged, false)
	l.between(p+".di", r.DI, 0, MaxDI)
	l.between(p+".ap", r.AP, 0, MaxAP)
	l.between(p+".rate", w.Rate, 1, MaxRate)
	l.between(p+".range.op", r.Range.Op, 0, MaxRangeOp)
	l.between(p+".range.tac", r.Range.Tac, 0, MaxRangeTac)
	l.between(p+".shell_mm", r.ShellMM, 0, MaxShellMM)
	l.between(p+".bomb_lb", r.BombLb, 0, MaxBombLb)
	if len(r.Targets) == 0 && l.doc.Has(p+".targets") {
		l.errf(p+".targets", "no targets (list at least one of: %s)", list(targets))
	}
	switch {
	case r.Bullets && (r.ShellMM > 0 || r.BombLb > 0):
		l.errf(p+".bullets", "a bullet weapon has no shell_mm or bomb_lb")
	case r.BombLb > 0 && !r.Expended:
		l.errf(p+".bomb_lb", "bombs are dropped all at once (set expended = true)")
	case r.Expended && c.Class != Aircraft:
		l.errf(p+".expended", "only aircraft carry expended munitions (VI.7.4)")
	case r.Indirect && c.Class != Gun && c.Class != Infantry && c.Class != Ship:
		l.errf(p+".indirect", "indirect fire is for artillery, mortars and ships")
	}
	return w
}
