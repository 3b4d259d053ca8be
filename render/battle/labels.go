package battle

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/tactical"
	"frontline/game/tactical/geom"
	"frontline/render/art"
	"frontline/render/ui"
	"frontline/render/widget"
)

// unitLabels are the lettering drawn on the table: each piece's number,
// the aircraft's altitudes, the ruler's inches and the objectives'
// names, each lettered once and redrawn from its image.
type unitLabels struct {
	num   map[tactical.UnitID]*ui.Text
	alt   map[tactical.UnitID]*altLabel
	ruler [6][4]ui.Text // 0", 12", 24", 36" along each side
	objs  []ui.Text
}

type altLabel struct {
	at int64
	t  ui.Text
}

func (l *unitLabels) init() {
	l.num = map[tactical.UnitID]*ui.Text{}
	l.alt = map[tactical.UnitID]*altLabel{}
	for s := range l.ruler {
		for k := range l.ruler[s] {
			l.ruler[s][k].L = widget.Lettering(art.Bold, 11, art.Ink)
			l.ruler[s][k].Set(fmt.Sprintf("%d\"", k*12))
		}
	}
}

// refresh letters what is new: numbers of units and the objectives.
func (l *unitLabels) refresh(s *Scene) {
	b := s.m.Battle()
	if b == nil {
		return
	}
	for i := range b.Units {
		u := &b.Units[i]
		if _, ok := l.num[u.ID]; !ok {
			t := &ui.Text{L: art.Lettering{Face: art.Face(art.Bold, 12), Ink: art.Paper, Halo: art.Ink, HaloR: 2}}
			t.Set(fmt.Sprintf("%d", u.Number()))
			l.num[u.ID] = t
		}
	}
	if objs := s.m.Objectives(); len(l.objs) != len(objs) {
		l.objs = make([]ui.Text, len(objs))
		for i, o := range objs {
			l.objs[i].L = art.Lettering{Face: art.Face(art.Bold, 13), Ink: art.Paper, Halo: art.Ink, HaloR: 2}
			l.objs[i].Set(widget.UpperFirst(o.Name))
		}
	}
}

// drawNumber draws u's number centred on (x, y).
func (l *unitLabels) drawNumber(dst *ebiten.Image, u *tactical.Unit, x, y float64) {
	if t := l.num[u.ID]; t != nil {
		w, h := t.Size()
		t.Draw(dst, x-w/2, y-h/2)
	}
}

// drawAltitude letters an aircraft's altitude in feet under it,
// re-lettered only when the altitude changes.
func (l *unitLabels) drawAltitude(dst *ebiten.Image, u *tactical.Unit, alt int64, x, y float64) {
	a := l.alt[u.ID]
	if a == nil {
		a = &altLabel{at: -1, t: ui.Text{L: art.Lettering{Face: art.Face(art.Bold, 12), Ink: art.FireCore, Halo: art.Ink, HaloR: 2}}}
		l.alt[u.ID] = a
	}
	if a.at != alt {
		a.at = alt
		a.t.Set(feet(alt) + " ft")
	}
	w, _ := a.t.Size()
	a.t.Draw(dst, x-w/2, y)
}

// drawRuler letters the ruler: every 12" from each side's left end.
func (l *unitLabels) drawRuler(dst *ebiten.Image, s *Scene) {
	if s.cam.Zoom < 7 {
		return // the table is too small on screen for the numbers
	}
	for side := range 6 {
		a, b := geom.Side(side).Ends()
		pa, pb := pt(a), pt(b)
		ln := math.Hypot(pb.X-pa.X, pb.Y-pa.Y)
		out := outward(side)
		for k := range l.ruler[side] {
			d := float64(k) * 12
			if d > ln {
				break
			}
			x := pa.X + (pb.X-pa.X)*d/ln + out.X*(rulerW*0.55)
			y := pa.Y + (pb.Y-pa.Y)*d/ln + out.Y*(rulerW*0.55)
			sx, sy := s.cam.ToScreen(x, y)
			w, h := l.ruler[side][k].Size()
			l.ruler[side][k].Draw(dst, sx-w/2+out.X*w*0.3, sy-h/2+out.Y*h*0.3)
		}
	}
}
