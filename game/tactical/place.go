package tactical

import (
	"fmt"

	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// MaxSubjective bounds the subjective features on one table.
const MaxSubjective = 80

// CheckPlacement says why the side by may not put a feature of kind on the
// table with footprint shape, or returns nil. Hand placements and the
// generator's proposals pass through the same checks (IX.4.2):
//   - only subjective kinds are placed; basic terrain comes from the hex;
//   - the footprint lies wholly on the table;
//   - its greatest and narrowest extents are within the kind's limits;
//   - objects keep clear of water, crossings and other objects; ground
//     (hills) keeps clear of water, crossings and other placed ground;
//     crossings (fords) lie across water and clear of objects and other
//     crossings. Touching edges is not overlap.
func (t *Table) CheckPlacement(by units.Side, kind string, shape geom.Polygon) error {
	k, ok := t.kinds.Kind(kind)
	switch {
	case !ok:
		return fmt.Errorf("no feature kind %q", kind)
	case k.Group != Subjective:
		return fmt.Errorf("%s is basic terrain, copied from the hex, not placed (IX.4.2)", k.Name)
	case by != units.US && by != units.Germany:
		return fmt.Errorf("terrain is placed by one of the two players, not %v (IX.4.2)", by)
	case shape.Empty():
		return fmt.Errorf("%s has no footprint", k.Name)
	case t.subjective() >= MaxSubjective:
		return fmt.Errorf("the table already holds %d placed features (at most %d)", t.subjective(), MaxSubjective)
	case !shape.Inside(geom.Hexagon):
		return fmt.Errorf("%s must lie wholly on the table", k.Name)
	}
	if d := shape.Diameter(); d < k.Length[0] || d > k.Length[1] {
		return fmt.Errorf("%s is %s\" across; a %s is %s\" to %s\"", k.Name, geom.Inches(d), k.Name, geom.Inches(k.Length[0]), geom.Inches(k.Length[1]))
	}
	if w := shape.Width(); w < k.Width[0] || w > k.Width[1] {
		return fmt.Errorf("%s is %s\" wide; a %s is %s\" to %s\"", k.Name, geom.Inches(w), k.Name, geom.Inches(k.Width[0]), geom.Inches(k.Width[1]))
	}
	onWater := false
	for i := range t.features {
		f := &t.features[i]
		if !f.Shape.Overlaps(shape) {
			continue
		}
		if f.Kind.Layer == Water {
			onWater = true
		}
		if clash(k, f) {
			return fmt.Errorf("%s would overlap the %s", k.Name, describe(f))
		}
	}
	if k.Layer == Crossing && !onWater {
		return fmt.Errorf("%s must lie across water (a river or the sea)", k.Name)
	}
	return nil
}

// clash reports whether a new feature of kind k may not overlap f.
func clash(k *Kind, f *Feature) bool {
	other := f.Kind.Layer
	switch k.Layer {
	case Object:
		return other != Ground
	case Ground:
		return other == Water || other == Crossing || (other == Ground && f.Kind.Group == Subjective)
	case Crossing:
		return other == Object || other == Crossing
	}
	return true
}

func describe(f *Feature) string {
	if f.Name != "" {
		return f.Kind.Name + " (" + f.Name + ")"
	}
	return f.Kind.Name
}

func (t *Table) subjective() int {
	n := 0
	for _, f := range t.features {
		if f.Kind.Group == Subjective {
			n++
		}
	}
	return n
}

// Place checks a placement and, when it is legal, puts the feature on the
// table.
func (t *Table) Place(by units.Side, kind string, shape geom.Polygon) error {
	if err := t.CheckPlacement(by, kind, shape); err != nil {
		return err
	}
	k, _ := t.kinds.Kind(kind)
	t.add(Feature{Kind: k, Shape: shape, By: by})
	return nil
}

// PlaceAuthored puts a feature that a battle file sets (II.1.4) on the
// table: the checks of a player's placement, but the feature belongs to
// nobody.
func (t *Table) PlaceAuthored(kind string, shape geom.Polygon) error {
	if err := t.CheckPlacement(units.US, kind, shape); err != nil { // US only passes the placer check
		return err
	}
	k, _ := t.kinds.Kind(kind)
	t.add(Feature{Kind: k, Shape: shape, By: units.Neutral})
	return nil
}
