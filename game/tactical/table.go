package tactical

import (
	"frontline/game/board"
	"frontline/game/hex"
	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// Feature is one piece of terrain on the table.
type Feature struct {
	Kind  *Kind
	Shape geom.Polygon
	// Name is what the map calls it ("Cervaro", "SS16 Adriatica",
	// "Foggia"), empty for subjective features.
	Name string
	// By is the side that placed a subjective feature (IX.4.2); basic
	// terrain belongs to nobody and has Neutral.
	By units.Side
}

// Edge records what the operational map has on one hexside, the table
// edge of the same number (Table IX.1: the table is the hex).
type Edge struct {
	Neighbour hex.Hex
	OffMap    bool   // the map ends here
	Sea       bool   // the neighbour is a sea hex
	River     string // river on this hexside, "" for none
	Road      string // road crossing this hexside, "" for none
	Bridge    bool   // an intact bridge carries the road over the river
	Collapsed bool   // the map's bridge here is down (no bridge is drawn)
}

// Table is a battle table: the operational hex copied onto a 72" hexagon
// (IX.4.2), plus the subjective terrain placed on it.
type Table struct {
	Hex      hex.Hex
	Terrain  board.Terrain
	Ground   *Kind // what every point not covered by a feature is
	Edges    [6]Edge
	features []Feature
	screens  []geom.Screen // the features that affect sight, kept in step with features
	kinds    *Kinds
}

// Features returns the features in placement order: basic terrain first.
// The slice is the table's own; do not modify it.
func (t *Table) Features() []Feature { return t.features }

// add puts a feature on the table without checks (the builder and Place
// call it).
func (t *Table) add(f Feature) {
	t.features = append(t.features, f)
	if f.Kind.Sight != geom.Clear {
		t.screens = append(t.screens, geom.Screen{Shape: f.Shape, Sight: f.Kind.Sight})
	}
}

// Kinds returns the feature database the table was built with.
func (t *Table) Kinds() *Kinds { return t.kinds }

// Outline is the table's hexagon.
func (t *Table) Outline() geom.Polygon { return geom.Hexagon }

// At lists the features whose footprint holds p (edges included), in
// placement order. The pointers are valid until the next placement.
func (t *Table) At(p geom.Point) []*Feature {
	var out []*Feature
	for i := range t.features {
		if t.features[i].Shape.Contains(p) {
			out = append(out, &t.features[i])
		}
	}
	return out
}

// Crossed lists the features the segment a–b touches, in placement order:
// the movement rules read their passages from it.
func (t *Table) Crossed(a, b geom.Point) []*Feature {
	var out []*Feature
	for i := range t.features {
		if t.features[i].Shape.Touches(a, b) {
			out = append(out, &t.features[i])
		}
	}
	return out
}
