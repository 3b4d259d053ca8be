package mapview

import "frontline/game/scenario"

// ObjectivesOf gives the map markers of a scenario's objectives: one per
// hex, so an objective over a line of hexes (II.2.1) is marked along its
// whole length.
func ObjectivesOf(objs []scenario.Objective) []Objective {
	var out []Objective
	for _, o := range objs {
		hexes := o.Hexes
		if len(hexes) == 0 {
			hexes = append(hexes, o.Hex)
		}
		for _, h := range hexes {
			out = append(out, Objective{Hex: h, Primary: o.Kind == scenario.Primary, Side: string(o.Side), Name: o.Name})
		}
	}
	return out
}
