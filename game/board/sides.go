package board

import "frontline/game/hex"

// sideFeatures are the features on one hexside, as indexes plus one into
// Rivers, Roads and Bridges (0: none).
type sideFeatures struct{ river, road, bridge int32 }

// indexSides fills m.sides, the features of the six sides of every hex
// on the map, from the hexside maps: the movement rules ask about the
// sides of a step thousands of times a turn, and an array index is far
// cheaper than hashing the hexside.
func (m *Map) indexSides() {
	m.sides = make([]sideFeatures, m.Width*m.Height*6)
	for _, h := range m.Hexes() {
		for _, d := range hex.Directions() {
			e, _ := hex.EdgeBetween(h, hex.Neighbor(h, d))
			s := &m.sides[m.cell(h)*6+int(d)]
			if i, ok := m.riverAt[e]; ok {
				s.river = int32(i) + 1
			}
			if i, ok := m.roadAt[e]; ok {
				s.road = int32(i) + 1
			}
			if i, ok := m.bridgeAt[e]; ok {
				s.bridge = int32(i) + 1
			}
		}
	}
}

// cell is the index of h, on the map, in row-major order.
func (m *Map) cell(h hex.Hex) int {
	o := h.Offset()
	return (o.Row-1)*m.Width + (o.Col - 1)
}

// sideFeature is the index of the feature pick reads on the hexside from
// a to b: from the table when a is on the map, otherwise from the
// hexside map at.
func (m *Map) sideFeature(a, b hex.Hex, at map[hex.Edge]int, pick func(sideFeatures) int32) (int, bool) {
	if m.sides != nil && m.InBounds(a) {
		d, ok := hex.DirectionTo(a, b)
		if !ok {
			return 0, false
		}
		i := pick(m.sides[m.cell(a)*6+int(d)])
		return int(i) - 1, i > 0
	}
	e, ok := hex.EdgeBetween(a, b)
	if !ok {
		return 0, false
	}
	i, ok := at[e]
	return i, ok
}
