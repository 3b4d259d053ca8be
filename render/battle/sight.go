package battle

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/tactical"
	"frontline/game/tactical/geom"
	"frontline/render/art"
	"frontline/render/ui"
	"frontline/render/widget"
)

// sightLine is the line of sight from the selected unit to the enemy
// under the pointer (Appendix C, IX.5.4): green when clear, red with the
// feature that blocks it lit, and the one-shot odds of each weapon.
type sightLine struct {
	from, to tactical.UnitID
	turn     int // the battle state the line was worked out for
	on       bool
	clear    bool
	blocker  outline
	blocked  bool
	lines    []ui.Text
	stamp    int
}

// update works the line out again when the pair or the battle changed.
func (l *sightLine) update(s *Scene) {
	b := s.m.Battle()
	u, t := b.Unit(s.sel), b.Unit(s.hover)
	// While a ghost is shaped its note is what the player reads; a sight
	// line from the unit's old spot would cover it and say nothing of
	// the ghost's.
	if s.ord.on || u == nil || t == nil || t.Side == u.Side || u.Status != tactical.OnTable || t.Status != tactical.OnTable {
		l.on = false
		return
	}
	if l.on && l.from == u.ID && l.to == t.ID && l.stamp == s.m.Stamp() {
		return
	}
	l.on, l.from, l.to, l.stamp = true, u.ID, t.ID, s.m.Stamp()
	l.clear = b.Table.Sees(u.Pos, u.Alt, t.Pos, t.Alt)
	l.blocked = false
	if !l.clear {
		for _, f := range b.Table.Features() {
			sc := geom.Screen{Shape: f.Shape, Sight: f.Kind.Sight}
			if geom.Blocks(&sc, u.Pos, t.Pos) {
				l.blocker, l.blocked = newOutline(f.Shape), true
				break
			}
		}
	}
	texts := odds(b, u, t)
	l.lines = l.lines[:0]
	for i, tx := range texts {
		ink := art.Paper
		if strings.HasPrefix(tx, "·") {
			ink = widget.TextDim
		}
		lt := ui.Text{L: widget.Lettering(art.Regular, 13, ink)}
		if i == 0 {
			lt.L = widget.Lettering(art.Bold, 13, art.Paper)
		}
		lt.Set(tx)
		l.lines = append(l.lines, lt)
	}
}

// odds is the line of sight and each weapon's one-shot odds in words:
// a weapon that may fire gets its chances of hitting, damaging and
// destroying; one that may not, the rule that bars it.
func odds(b *tactical.Battle, u, t *tactical.Unit) []string {
	dist := geom.Distance3(u.Pos, t.Pos, u.Alt-t.Alt)
	head := fmt.Sprintf("%s → %s #%d, %s\"", u.Card.Marker, t.Card.Marker, t.Number(), geom.Inches(dist))
	if !b.Table.Sees(u.Pos, u.Alt, t.Pos, t.Alt) {
		head += " · no line of sight"
	}
	out := []string{head}
	for wi, w := range u.Face().Weapons {
		if rule, why := b.Bar(u, wi, t); rule != "" {
			out = append(out, fmt.Sprintf("· %s: %s (%s)", w.Name, why, rule))
			continue
		}
		o, err := b.ShotOdds(u, wi, t, "")
		if err != nil {
			out = append(out, fmt.Sprintf("· %s: %v", w.Name, err))
			continue
		}
		out = append(out, fmt.Sprintf("%s: hit %s, damage %s, destroy %s", w.Name, pct(o.Hit), pct(o.Damage), pct(o.Destroy)))
	}
	return out
}

// draw draws the line, the blocker and the odds beside the target.
func (l *sightLine) draw(dst *ebiten.Image, s *Scene) {
	if !l.on {
		return
	}
	b := s.m.Battle()
	u, t := b.Unit(l.from), b.Unit(l.to)
	x0, y0 := s.screenOf(u.Pos)
	x1, y1 := s.screenOf(t.Pos)
	col := clearLine
	if !l.clear {
		col = blockLine
	}
	if l.blocked {
		xs, ys := s.screenPoly(&l.blocker)
		s.pen.poly(dst, xs, ys, blockLine.Alpha(0.3))
		s.pen.outline(dst, xs, ys, 3, blockLine.Alpha(1))
	}
	s.pen.line(dst, x0, y0, x1, y1, 5, art.Ink.Alpha(0.5))
	s.pen.line(dst, x0, y0, x1, y1, 2.5, col.Alpha(1))
	s.pen.flush(dst)
	w := 0.0
	for i := range l.lines {
		lw, _ := l.lines[i].Size()
		w = max(w, lw)
	}
	r := s.pieceRadius(t)
	x, y := x1+r+14, y1-r
	if x+w+16 > s.w-panelW {
		x = x1 - r - 14 - w - 16
	}
	h := float64(len(l.lines))*18 + 10
	y = max(barH+4, min(y, s.h-h-4))
	widget.Panel(dst, widget.Rect{X: x, Y: y, W: w + 16, H: h}, 0.92)
	for i := range l.lines {
		l.lines[i].Draw(dst, x+8, y+5+float64(i)*18)
	}
}
