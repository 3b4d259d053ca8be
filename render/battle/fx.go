package battle

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/tactical"
	"frontline/render/art"
)

// shots shows the combat round's shots one by one after the orders that
// fired them: a tracer from the firer to the target, a burst where it
// lands, and the log line with its dice lit. A click or Space skips.
type shots struct {
	list []shotFx
	t    int // ticks the shot has shown
}

type shotFx struct {
	entry    int // index in the match's log
	from, to tactical.UnitID
}

// shotTicks is how long each shot shows.
const shotTicks = 45

// queue lines up the shots among the log entries from index from on:
// each shot's event names firer and target by id.
func (f *shots) queue(s *Scene, from int) {
	log := s.m.Entries()
	for i := from; i < len(log); i++ {
		if e := &log[i]; e.Shot {
			f.list = append(f.list, shotFx{entry: i, from: e.Units[0], to: e.Units[1]})
		}
	}
	f.t = 0
}

func (f *shots) busy() bool { return len(f.list) > 0 }

func (f *shots) skip() { f.list, f.t = f.list[:0], 0 }

// tick advances the shot shown.
func (f *shots) tick() {
	if len(f.list) == 0 {
		return
	}
	f.t++
	if f.t >= shotTicks {
		f.list, f.t = f.list[1:], 0
	}
}

// current is the log entry of the shot shown, -1 for none.
func (f *shots) current() int {
	if len(f.list) == 0 {
		return -1
	}
	return f.list[0].entry
}

func (f *shots) draw(dst *ebiten.Image, s *Scene) {
	if len(f.list) == 0 {
		return
	}
	b := s.m.Battle()
	sh := f.list[0]
	u, t := b.Unit(sh.from), b.Unit(sh.to)
	if u == nil || t == nil {
		return
	}
	x0, y0 := s.pieceAt(u)
	x1, y1 := s.pieceAt(t)
	k := math.Min(1, float64(f.t)/18) // the tracer's flight
	hx, hy := x0+(x1-x0)*k, y0+(y1-y0)*k
	tx, ty := x0+(x1-x0)*math.Max(0, k-0.25), y0+(y1-y0)*math.Max(0, k-0.25)
	s.pen.line(dst, x0, y0, x1, y1, 1, art.Paper.Alpha(0.35))
	s.pen.line(dst, tx, ty, hx, hy, 3, art.FireCore.Alpha(1))
	if f.t >= 18 {
		r := s.pieceRadius(t) * (0.6 + 0.5*math.Sin(float64(f.t-18)/27*math.Pi))
		s.pen.wedge(dst, x1, y1, r, 0, 2*math.Pi, art.Fire.Alpha(0.55))
		s.pen.wedge(dst, x1, y1, r*0.5, 0, 2*math.Pi, art.FireCore.Alpha(0.8))
	}
	s.pen.flush(dst)
}
