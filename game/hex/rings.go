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

// WithinCount is how many hexes Within(center, radius) lists.
func WithinCount(radius int) int {
	if radius < 0 {
		return 0
	}
	return 3*radius*(radius+1) + 1
}

// WithinAt is Within(center, radius)[i], for any radius that lists i,
// without listing the hexes before it.
func WithinAt(center Hex, i int) Hex {
	if i == 0 {
		return center
	}
	r := 1
	for WithinCount(r) <= i {
		r++
	}
	j := i - WithinCount(r-1) // ring r, the j-th hex of appendRing's walk
	side, k := j/r, j%r
	h := center.Add(Hex{N.Step().Q * r, N.Step().R * r})
	for s := range side {
		step := Direction(s).Turn(2).Step()
		h = h.Add(Hex{step.Q * r, step.R * r})
	}
	step := Direction(side).Turn(2).Step()
	return h.Add(Hex{step.Q * k, step.R * k})
}
