package battle

import (
	"math"

	"frontline/game/tactical"
	"frontline/game/units"
)

// The whole table is shown while the sides place their units, so that
// both zones can be seen. Once the fighting starts the pieces (never
// smaller than 38 pixels) would be several inches across at that zoom
// and be drawn far from their spots, so the camera closes in once on the
// part of the table where the units and objectives are; F does it again,
// Home shows the whole table.

// framePad is the room in inches kept round the units framed: a move
// and a piece's width.
const framePad = 4.0

// frameCloseness caps the framing zoom at a share of the closest view,
// so a lone pair of units is not framed nose to nose.
const frameCloseness = 0.4

// frameFight zooms and centres the camera on the units on the table and
// the battle's objectives.
func (s *Scene) frameFight() {
	b := s.m.Battle()
	if b == nil {
		return
	}
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	take := func(x, y float64) {
		x0, y0, x1, y1 = math.Min(x0, x), math.Min(y0, y), math.Max(x1, x), math.Max(y1, y)
	}
	for i := range b.Units {
		if u := &b.Units[i]; u.Status == tactical.OnTable {
			take(inch(u.Pos.X), inch(u.Pos.Y))
		}
	}
	for _, o := range s.m.Objectives() {
		take(inch(o.At.X), inch(o.At.Y))
	}
	if x0 > x1 {
		return
	}
	c := s.cam
	vw, vh := c.View.Width()-16, c.View.Height()-c.Cover-16
	w, h := x1-x0+2*framePad, y1-y0+2*framePad
	c.Zoom = c.ClampZoom(math.Min(MaxZoom*frameCloseness, math.Min(vw/w, vh/h)))
	c.CenterOn((x0+x1)/2, (y0+y1)/2+c.Cover/2/c.Zoom)
}

// frameOnce frames the fight the first time the battle is past placing
// with both sides on the table (a side still coming in by its edge would
// be left out of the frame).
func (s *Scene) frameOnce() {
	b := s.m.Battle()
	if s.framed || b == nil || b.Step == tactical.StepPlacement || b.Step == tactical.StepTerrain {
		return
	}
	var first units.Side
	both := false
	for i := range b.Units {
		if u := &b.Units[i]; u.Status == tactical.OnTable {
			if first == "" {
				first = u.Side
			}
			both = both || u.Side != first
		}
	}
	if !both {
		return
	}
	s.framed = true
	s.frameFight()
}
