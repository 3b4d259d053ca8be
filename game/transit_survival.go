package game

import "fmt"

// Survival of units in transit (VI.3.6, Table VI.1; the text's "Table
// V.1" is Table VI.1, Q6). When a carrier or a tow is destroyed, every
// unit it carried or towed rolls a d10: 1-5 destroyed, 6-8 damaged, 9-10
// intact. Reading, as for crews (VI.7.5): a unit already damaged that is
// damaged again is destroyed. A towed gun's crew rides with the gun: if
// the gun is lost the crew rolls on Table VI.3 like any crew. Survivors
// stand in the hex on their own; a gun towed by two vehicles is free of
// both. Reading: a land unit that survives the loss of its ship in a sea
// hex has nowhere to stand (III.3.1) and is lost at sea.

// Table VI.1 on a d10.
const (
	TransitDestroyedMax = 5 // 1-5: destroyed
	TransitDamagedMax   = 8 // 6-8: damaged; 9-10 intact
)

// EvTransitSurvival: Units[0], carried or towed by Units[1], rolled on
// Table VI.1; Amount is the roll.
const EvTransitSurvival EventKind = "transit_survival"

// transitLosses is called as t is destroyed: t rides in nothing any more,
// and everything it carried or towed rolls for survival, in id order.
func (g *Game) transitLosses(t *Unit) []Event {
	load := g.loadOf(t)
	t.Aboard, t.TowedBy = 0, nil
	var evs []Event
	for _, u := range load {
		evs = append(evs, g.transitSurvival(u, t)...)
	}
	return evs
}

// loadOf lists the units on the map that t carries or tows, in id order.
func (g *Game) loadOf(t *Unit) []*Unit {
	var load []*Unit
	for _, u := range g.Units {
		// Any hex: a carrier destroyed as it enters a hex (an obstacle)
		// has not brought its load along yet.
		if u != t && u.Deployed() && (u.Aboard == t.ID || containsID(u.TowedBy, t.ID)) {
			load = append(load, u)
		}
	}
	return load
}

// transitSurvival rolls Table VI.1 for u, carried or towed by lost.
func (g *Game) transitSurvival(u, lost *Unit) []Event {
	how := "carried by"
	if u.Aboard != lost.ID {
		how = "towed by"
	}
	u.Aboard, u.TowedBy = 0, nil
	v := g.dice.D10("survival in transit ("+g.describe(u)+")", "VI.3.6")
	destroyed := false
	var result string
	switch {
	case v <= TransitDestroyedMax:
		result, destroyed = "is destroyed", true
	case v <= TransitDamagedMax && u.Damaged:
		result, destroyed = "would be damaged, but it was damaged already: destroyed", true
	case v <= TransitDamagedMax:
		result = "survives, damaged, and stays in " + u.Hex.String()
		u.Damaged = true
	default:
		result = "survives intact and stays in " + u.Hex.String()
	}
	if !destroyed && u.Card.Ground() && !g.scenario.Map.Terrain(u.Hex).IsLand() {
		result, destroyed = "survives the sinking, but a land unit cannot stand in a sea hex: lost at sea", true
	}
	evs := []Event{{Kind: EvTransitSurvival, Side: u.Side, Units: []UnitID{u.ID, lost.ID}, Amount: v, Rule: "VI.3.6", Rolls: g.dice.TakeRolls(),
		Text: fmt.Sprintf("Survival in transit for %s, %s %s: d10 %d, it %s (Table VI.1).", g.describe(u), how, g.describe(lost), v, result)}}
	if destroyed {
		evs = append(evs, g.destroyUnit(u, fmt.Sprintf("lost in transit with %s (VI.3.6)", g.describe(lost)))...)
	}
	return evs
}
