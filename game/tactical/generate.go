package tactical

import (
	"frontline/game/dice"
	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// GenerateRule is the section every roll of the terrain generator cites.
const GenerateRule = "IX.4.2"

// triesPerFeature bounds the draws spent on one feature before the
// generator gives up on it.
const triesPerFeature = 12

// Placement is one proposed subjective feature.
type Placement struct {
	Kind  string
	Shape geom.Polygon
}

// Propose draws up to n subjective features for side by on a copy of the
// table, for a player who would rather not place terrain by hand
// (IX.4.2). Kinds are drawn by their weights for the hex's terrain, then a
// centre, size and bearing; each proposal must pass CheckPlacement against
// the table and the proposals before it, or is drawn again (at most
// triesPerFeature times). Every roll comes from r and cites IX.4.2. The
// table itself is not changed: the caller places what it accepts.
func Propose(t *Table, by units.Side, r *dice.Roller, n int) []Placement {
	kinds, total := t.generated()
	if total == 0 {
		return nil
	}
	scratch := t.clone()
	var out []Placement
	for range n {
		for range triesPerFeature {
			k := pick(kinds, t, r.Roll(total, "terrain kind", GenerateRule))
			shape, ok := draw(k, r)
			if ok && scratch.Place(by, k.ID, shape) == nil {
				out = append(out, Placement{Kind: k.ID, Shape: shape})
				break
			}
		}
	}
	return out
}

// generated lists the kinds with a weight for the table's terrain.
func (t *Table) generated() ([]*Kind, int) {
	var out []*Kind
	total := 0
	for _, k := range t.kinds.list {
		if w := k.Weights[t.Terrain]; w > 0 && k.Group == Subjective {
			out = append(out, k)
			total += w
		}
	}
	return out, total
}

func pick(kinds []*Kind, t *Table, roll int) *Kind {
	for _, k := range kinds {
		roll -= k.Weights[t.Terrain]
		if roll <= 0 {
			return k
		}
	}
	return kinds[len(kinds)-1]
}

// between draws a value in lo..hi (hundredths) from the dice.
func between(r *dice.Roller, lo, hi int64, purpose string) int64 {
	if hi <= lo {
		return lo
	}
	return lo + int64(r.Roll(int(hi-lo)+1, purpose, GenerateRule)) - 1
}

// draw rolls a footprint of kind k: centre anywhere in the table's
// bounding box, extents within the kind's limits, bearing in 10° steps.
func draw(k *Kind, r *dice.Roller) (geom.Polygon, bool) {
	c := geom.Pt(between(r, -geom.Circumradius, geom.Circumradius, "feature position east-west"),
		between(r, -geom.Apothem, geom.Apothem, "feature position north-south"))
	length := between(r, k.Length[0], k.Length[1], "feature length")
	width := between(r, k.Width[0], min(k.Width[1], length), "feature width")
	bearing := geom.Angle(r.Roll(36, "feature bearing", GenerateRule)-1) * 10 * geom.Degree
	p, err := Footprint(k, c, bearing, length, width)
	return p, err == nil
}

// Footprint is the outline of a feature of kind k centred on c, its
// length along bearing h and width across it: an octagon for the round
// kinds (woods, hills, crops), a rectangle for the rest. The generator
// and a player's hand placement shape features alike.
func Footprint(k *Kind, c geom.Point, h geom.Angle, length, width int64) (geom.Polygon, error) {
	if k.Shape == BlobShape {
		return oval(c, h, length, width)
	}
	return geom.Rect(c, h, length, width)
}

// Placeable lists the subjective kinds the generator uses on this
// table's terrain, in file order: the features a player is offered in
// the terrain phase (any subjective kind passes the checks).
func (t *Table) Placeable() []*Kind {
	ks, _ := t.generated()
	return ks
}

// oval is an octagon with the given length along bearing h and width
// across it: the generator's woods, hills and crops.
func oval(c geom.Point, h geom.Angle, length, width int64) (geom.Polygon, error) {
	pts := make([]geom.Point, 8)
	for i := range pts {
		a := geom.Angle(i) * geom.Turn / 8
		v := geom.Pt(geom.Sin(a)*width/2/geom.Scale, -geom.Cos(a)*length/2/geom.Scale)
		pts[i] = c.Add(geom.Rotate(v, h))
	}
	return geom.NewPolygon(pts)
}

// clone copies the table so proposals can be tried without touching it.
func (t *Table) clone() *Table {
	c := *t
	c.features = append([]Feature(nil), t.features...)
	c.screens = append([]geom.Screen(nil), t.screens...)
	return &c
}
