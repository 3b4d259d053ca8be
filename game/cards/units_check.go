package cards

import (
	"fmt"

	"frontline/game/tomldoc"
	"frontline/game/units"
)

// UnitLookup finds unit cards by id; *units.Catalog implements it.
type UnitLookup interface {
	Get(id string) (*units.Card, bool)
}

// CheckUnits validates the unit ids of free_units effects against a
// catalog: every id must exist, belong to a country the effect can hit,
// and arrive somewhere its class may deploy (Table V.1). It is separate
// from LoadEvents because the catalog is loaded from its own file.
func (es *Events) CheckUnits(cat UnitLookup) error {
	var list tomldoc.List
	for i, e := range es.List {
		for j := range e.Effects {
			ef := &e.Effects[j]
			if ef.Kind == FreeUnits {
				checkFreeUnits(es.doc, fmt.Sprintf("event[%d].effect[%d]", i, j), ef, cat, &list)
			}
		}
	}
	return list.Err()
}

func checkFreeUnits(doc *tomldoc.Doc, path string, ef *Effect, cat UnitLookup, list *tomldoc.List) {
	got := map[units.Side]bool{}
	for k, id := range ef.Units {
		p := fmt.Sprintf("%s.units[%d]", path, k)
		card, ok := cat.Get(id)
		if !ok {
			list.Add(doc.Errorf(p, "unknown unit id %q (not in the unit catalog)", id))
			continue
		}
		got[card.Side] = true
		if !ef.Side.Relative() && card.Side != units.Neutral && card.Side != units.Side(ef.Side) {
			list.Add(doc.Errorf(p, "%q belongs to %s but the effect gives units to %s", id, card.Side, ef.Side))
		}
		if want := arrival(card); want != ef.At {
			list.Add(doc.Errorf(path+".at", "%q (%s) arrives at %q, not %q (Table V.1)", id, card.Class, want, ef.At))
		}
	}
	// A relative side may hit either country, so each needs its units.
	if ef.Side.Relative() {
		for _, s := range []units.Side{units.US, units.Germany} {
			if !got[s] && !got[units.Neutral] {
				list.Add(doc.Errorf(path+".units", "no unit for %s (the effect can hit either country; list one of each)", s))
			}
		}
	}
}

// arrival is where a unit of card's class deploys (Table V.1).
func arrival(c *units.Card) Place {
	switch {
	case c.Class == units.Aircraft:
		return AtAirfield
	case c.Class == units.Ship && c.Special.Naval == "large":
		return AtMapEdge
	default:
		return AtPort
	}
}
