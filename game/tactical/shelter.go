package tactical

import (
	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// Emplacements on the table (glossary Emplacement, Q92, Q129). An
// emplacement that shelters (the Panther turret) shields its crew and one
// infantry unit of its side: the infantry unit standing within
// ContactRange of it (the lowest id when several do). While the
// emplacement stands, that unit is no target, except for enemy infantry
// within ContactRange of it, who clear the emplacement by attacking the
// men inside, as on the map; it fires through the emplacement's 45° arc
// (Inset IX.7 item 6).

// EmplacementRule is the section shelter cites.
const EmplacementRule = "glossary, Emplacement"

// shelterOf is the emplacement sheltering u, or nil.
func (b *Battle) shelterOf(u *Unit) *Unit {
	if !b.shelters || u.Card.Class != units.Infantry || u.Alt != 0 || u.Status != OnTable {
		return nil
	}
	for i := range b.Units {
		e := &b.Units[i]
		if e.Side != u.Side || !e.Card.Special.Shelter || e.Status != OnTable || !withinContact(e, u) {
			continue
		}
		if b.sheltered(e) == u {
			return e
		}
	}
	return nil
}

// sheltered is the infantry unit emplacement e shields: the first of its
// side on the table within ContactRange.
func (b *Battle) sheltered(e *Unit) *Unit {
	for i := range b.Units {
		u := &b.Units[i]
		if u.Side == e.Side && u.Card.Class == units.Infantry && u.Status == OnTable && u.Alt == 0 && withinContact(e, u) {
			return u
		}
	}
	return nil
}

// shelterBar says why u may not fire at t in its shelter, or "".
func (b *Battle) shelterBar(u, t *Unit) string {
	if b.shelterOf(t) == nil {
		return ""
	}
	if u.Card.TargetKind() == units.TargetInfantry && u.Alt == 0 && withinContact(u, t) {
		return "" // clearing the emplacement
	}
	return "sheltered in an emplacement"
}

// shelterArc narrows the arc of a unit firing from an emplacement.
func (b *Battle) shelterArc(u *Unit, a geom.Arc) geom.Arc {
	if b.shelterOf(u) != nil {
		return geom.MostRestrictive(a, geom.Arc45)
	}
	return a
}
