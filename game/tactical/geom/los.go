package geom

// Sight is what a footprint does to a line of sight drawn across it.
type Sight uint8

const (
	// Clear: lines pass (roads, rivers, trenches, low obstacles).
	Clear Sight = iota
	// Soft: lines pass; the footprint only gives cover to units in it or
	// behind it (hedges, walls, wrecks). See docs/TACTICAL.md.
	Soft
	// Blocking: a line that passes through the footprint, touching
	// included, is blocked, unless one of its ends stands in that very
	// footprint (a unit in a wood or a building sees out and is seen).
	Blocking
)

var sightNames = [...]string{"clear", "soft", "blocking"}

// String is the name data files use.
func (s Sight) String() string {
	if int(s) < len(sightNames) {
		return sightNames[s]
	}
	return "unknown"
}

// Screen is one footprint as line of sight sees it.
type Screen struct {
	Shape Polygon
	Sight Sight
}

// Visible reports whether a line from a to b is clear of every blocking
// screen (Target Visibility, Appendix C: an unobstructed straight line
// between the centres). The answer is the same both ways, does not change
// when the whole table is moved or turned by quarter turns, and adding a
// screen can only block more lines: each screen is judged on its own.
func Visible(screens []Screen, a, b Point) bool {
	for i := range screens {
		if Blocks(&screens[i], a, b) {
			return false
		}
	}
	return true
}

// Blocks reports whether the one screen s blocks the line a–b.
func Blocks(s *Screen, a, b Point) bool {
	if s.Sight != Blocking || !s.Shape.Touches(a, b) {
		return false
	}
	return !s.Shape.Contains(a) && !s.Shape.Contains(b)
}

// NearEnd is the point reach along the line from target towards from
// (from itself when it is closer than reach). Cover behind a wall or a
// hedge asks whether this last stretch of the line crosses it.
func NearEnd(target, from Point, reach int64) Point {
	d := Distance(target, from)
	if d <= reach {
		return from
	}
	return Lerp(target, from, reach, d)
}
