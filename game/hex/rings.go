package hex

// Ring returns the hexes exactly radius steps from center: 6*radius hexes,
// starting with the one due north and going clockwise. Radius 0 gives just
// the center; a negative radius gives nil.
func Ring(center Hex, radius int) []Hex {
	if radius < 0 {
		return nil
	}
	if radius == 0 {
		return []Hex{center}
	}
	out := make([]Hex, 0, 6*radius)
	return appendRing(out, center, radius)
}

// appendRing walks the ring clockwise: from the north corner, go SE to the
// NE corner, then S, SW, NW, N and NE back to the start.
func appendRing(out []Hex, center Hex, radius int) []Hex {
	h := center.Add(Hex{N.Step().Q * radius, N.Step().R * radius})
	for side := range 6 {
		step := Direction(side).Turn(2).Step()
		for range radius {
			out = append(out, h)
			h = h.Add(step)
		}
	}
	return out
}

// Within returns every hex at most radius steps from center (command radius,
// weapon range): 3r(r+1)+1 hexes in spiral order, the center first, then
// each Ring outward. A negative radius gives nil.
func Within(center Hex, radius int) []Hex {
	if radius < 0 {
		return nil
	}
	out := make([]Hex, 1, 3*radius*(radius+1)+1)
	out[0] = center
	for r := 1; r <= radius; r++ {
		out = appendRing(out, center, r)
	}
	return out
}
