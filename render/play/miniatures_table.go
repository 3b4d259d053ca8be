package play

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/game/hex"
	"frontline/game/units"
	"frontline/render/art"
	"frontline/render/battle"
	"frontline/render/camera"
	"frontline/render/input"
	"frontline/render/widget"
)

// The battle table of an accepted proposal (IX.1): while the game's
// battle is fought, the play screen hands its window to the battle
// screen (render/battle) driving the game's battle through a
// battle.GameDriver, whose orders go through the session like any other.
// The camera flies from the hex into the table and, after the summary,
// back out onto the map, where the results are animated on the markers.

// zoomTicks is the length of each half of the flight at speed 1.
const zoomTicks = 40

// readyWait is the most ticks the flight waits for the map's tiles.
const readyWait = 90

// tableFlats is the table's width across the flats in inches (IX.2): the
// hex's flats on the map, √3 world units (art.World has size 1).
const tableFlats = 72.0

// table is the battle screen shown over the play screen.
type table struct {
	sc  *battle.Scene
	drv *battle.GameDriver
	at  hex.Hex
	// before is each side's View as the battle opened; seen the events of
	// the battle's orders (the return animates from both, for the side at
	// the screen then).
	before map[units.Side]game.View
	seen   []game.Event
	// The flight: t of n ticks, out when leaving; the map's camera as it
	// was and the table's fitted pose.
	t, n    int
	out     bool
	held    bool // a button was down last tick
	waited  int  // ticks waited for the map to be painted
	mapPose pose
	fit     pose
	buf     *ebiten.Image
	op      ebiten.DrawImageOptions
	// news is said over the table once it opens: the computer's answer
	// that opened it (miniatures_answer.go).
	news string
}

// pose is a camera's centre and zoom.
type pose struct{ cx, cy, zoom float64 }

func poseOf(c *camera.Camera) pose { return pose{c.CX, c.CY, c.Zoom} }

func (p pose) set(c *camera.Camera) { c.CX, c.CY, c.Zoom = p.cx, p.cy, p.zoom }

// TableShown reports whether the battle table covers the map.
func (s *Scene) TableShown() bool { return s.table.sc != nil }

// Table is the battle screen shown, or nil.
func (s *Scene) Table() *battle.Scene { return s.table.sc }

// TableBusy reports whether the table changes by itself: the flight,
// shots being shown, bands still being painted.
func (s *Scene) TableBusy() bool {
	return s.table.sc != nil && (s.Flying() || s.table.sc.Busy())
}

// probeTable names the table's clickable things while it is shown (or
// "battle.flight" during the flight); it reports whether it is.
func (s *Scene) probeTable(add func(widget.Spot)) bool {
	t := &s.table
	switch {
	case t.sc == nil:
		return false
	case t.t < t.n:
		add(widget.Spot{Name: "battle.flight", R: widget.Rect{W: float64(s.w), H: float64(s.h)}, Enabled: true})
	default:
		t.sc.Probe(add)
	}
	return true
}

// Flying reports whether the camera is flying into or out of the table.
func (s *Scene) Flying() bool { return s.table.sc != nil && s.table.t < s.table.n }

// tableUpdate runs the battle screen while a battle is fought, opening
// it when one starts; it reports whether it took the tick.
func (s *Scene) tableUpdate(in input.Source) bool {
	t := &s.table
	if t.sc == nil {
		b := s.sess.Game().Battle()
		if b == nil || b.Over() {
			t.waited = 0
			return false
		}
		if t.waited++; !s.mv.Ready() && t.waited < readyWait { // the flight starts from the map painted
			return true // nobody plays the battle before its table opens (the map paints in Background)
		}
		if err := s.openTable(); err != nil {
			s.say(err.Error(), true)
			return false
		}
	}
	if t.t < t.n {
		if t.skip(in) {
			t.t = t.n
		} else {
			t.t++
		}
		if t.t == t.n && t.out {
			s.closeTable()
		}
		return true
	}
	if err := t.sc.Update(in); err != nil {
		s.say(err.Error(), true)
	}
	return true
}

// skip reports a click (on its release, so the table never sees half of
// it) or a key this tick.
func (t *table) skip(in input.Source) bool {
	down := in.MouseDown(ebiten.MouseButtonLeft) || in.MouseDown(ebiten.MouseButtonRight)
	up := t.held && !down
	t.held = down
	return up || otherKey(in)
}

// openTable opens the battle screen on the game's battle and starts the
// flight in.
func (s *Scene) openTable() error {
	g := s.sess.Game()
	t := &s.table
	drv, err := battle.NewGameDriver(g, s.placeName(g.Miniatures.Hex), s.tableDo)
	if err != nil {
		return err
	}
	if len(s.sess.Humans) < len(game.Sides) {
		drv.SetComputer(tableSeats{s}) // miniatures_computer.go
	}
	s.cancel()
	s.confirm.on = false
	s.anim.finish()
	*t = table{drv: drv, at: g.Miniatures.Hex, before: map[units.Side]game.View{}, buf: t.buf, news: t.news}
	for _, side := range game.Sides {
		t.before[side] = g.View(side)
	}
	t.sc = battle.New(battle.Config{Driver: drv, Viewer: s.sess.Viewer, Covered: s.sess.NeedsHandOff(),
		Done: s.leaveTable, Pause: s.cfg.Pause, Help: s.cfg.Help})
	t.sc.Resize(s.w, s.h)
	if t.news != "" {
		t.sc.Say(t.news)
		t.news = ""
	}
	t.fit = poseOf(t.sc.Camera())
	t.mapPose = poseOf(s.mv.Camera())
	t.n = s.flightTicks()
	return nil
}

// flightTicks is the flight's length at the animation speed (none at 0).
func (s *Scene) flightTicks() int {
	if s.cfg.Animation <= 0 {
		return 0
	}
	return 2 * int(math.Round(zoomTicks/s.cfg.Animation))
}

// tableDo submits a battle order for its side: when the battle screen
// has handed the window over, the session's viewer follows it.
func (s *Scene) tableDo(cmd game.Command) ([]game.Event, error) {
	if s.sess.NeedsHandOff() && cmd.Side == s.sess.HandOffTo() {
		s.sess.TakeOver()
	}
	evs, err := s.sess.Do(cmd)
	if err == nil {
		s.table.seen = append(s.table.seen, evs...)
	}
	return evs, err
}

// leaveTable is the summary's "Back to the map": the flight out.
func (s *Scene) leaveTable() {
	t := &s.table
	t.out, t.t, t.n = true, 0, s.flightTicks()
	if t.n == 0 {
		s.closeTable()
	}
}

// closeTable gives the window back to the map and animates the
// battle's results on the markers.
func (s *Scene) closeTable() {
	t := &s.table
	t.mapPose.set(s.mv.Camera())
	// The map comes back to the player at the screen, whoever gave the
	// battle's last order (a side with nothing to choose is passed on by
	// the table without a hand-off).
	s.sess.Viewer = t.sc.Viewer()
	before, seen := t.before[s.sess.Viewer], t.seen
	t.sc, t.drv, t.seen = nil, nil, nil
	s.viewerChanged()
	s.returnAnimation(before, s.sess.Game().FilterEvents(s.sess.Viewer, seen))
}

// tableResize lays the battle screen out again for a new window.
func (s *Scene) tableResize() {
	if t := &s.table; t.sc != nil {
		t.sc.Resize(s.w, s.h)
		t.fit = poseOf(t.sc.Camera())
	}
}

// tableDraw draws the battle screen, or the flight between it and the
// map; it reports whether it drew the frame.
func (s *Scene) tableDraw(dst *ebiten.Image) bool {
	t := &s.table
	if t.sc == nil {
		return false
	}
	if t.t >= t.n {
		t.sc.Draw(dst)
		return true
	}
	f := float64(t.t) / float64(t.n)
	if t.out {
		f = 1 - f
	}
	s.drawFlight(dst, ease(f))
	return true
}

// drawFlight draws the flight at f (0 the map as the player left it, 1
// the table fitted): the map's camera closes in on the hex in the first
// half; in the second the table, laid exactly over the hex, grows to
// fill the window, fading in over the map.
func (s *Scene) drawFlight(dst *ebiten.Image, f float64) {
	t := &s.table
	mc := s.mv.Camera()
	// The table's bar is lower than the play screen's: the band between
	// them would keep the last frame's pixels.
	dst.Fill(art.Desk.Color())
	hx, hy := art.World.Center(t.at)
	vx, vy := mc.View.MinX+mc.View.Width()/2, mc.View.MinY+mc.View.Height()/2
	near := mc.ClampZoom(math.Inf(1))
	a := min(1, f*2)
	// The hex's screen point glides to the view's centre while the zoom
	// grows geometrically.
	sx0, sy0 := t.mapPose.toScreen(mc, hx, hy)
	z := geo(t.mapPose.zoom, near, a)
	sx, sy := lerp(sx0, vx, a), lerp(sy0, vy, a)
	mc.CX, mc.CY, mc.Zoom = hx-(sx-vx)/z, hy-(sy-vy)/z, z
	s.mv.Draw(dst)
	t.mapPose.set(mc)
	s.deskBand(dst)
	if f <= 0.5 {
		t.sc.DrawChrome(dst) // the table's bar and panel from the first frame: nothing blank
		return
	}
	// The table: its centre from the hex's screen point to its fitted
	// place, its zoom from the hex's size to the fitted one.
	b := (f - 0.5) * 2
	bc := t.sc.Camera()
	bx, by := bc.View.MinX+bc.View.Width()/2, bc.View.MinY+bc.View.Height()/2
	zb0 := near * math.Sqrt(3) / tableFlats
	fx, fy := bx-t.fit.cx*t.fit.zoom, by-t.fit.cy*t.fit.zoom // the fitted table centre on screen
	zb := geo(zb0, t.fit.zoom, b)
	ox, oy := lerp(vx, fx, b), lerp(vy, fy, b)
	bc.CX, bc.CY, bc.Zoom = (bx-ox)/zb, (by-oy)/zb, zb
	if t.buf == nil || t.buf.Bounds().Dx() != s.w || t.buf.Bounds().Dy() != s.h {
		t.buf = ebiten.NewImage(s.w, s.h)
	}
	t.buf.Clear()
	t.sc.Draw(t.buf)
	t.fit.set(bc)
	t.op.GeoM.Reset()
	t.op.ColorScale.Reset()
	t.op.ColorScale.ScaleAlpha(float32(min(1, b*1.5))) // the map around the hex fades out as the table grows
	dst.DrawImage(t.buf, &t.op)
	t.sc.DrawChrome(dst) // the chrome stays whole while the table fades in
}

// deskBand covers, with the table's desk, what the map leaves showing
// between the table's bar and the map's view: the foot of the play
// screen's taller bar, whose side stripe otherwise stood out as a grey
// block at the top left while the camera flew.
func (s *Scene) deskBand(dst *ebiten.Image) {
	v, top := s.table.sc.Camera().View, s.mv.Camera().View.MinY
	if h := top - v.MinY; h > 0 {
		widget.Fill(dst, widget.Rect{X: v.MinX, Y: v.MinY, W: v.Width(), H: h}, art.Desk.Alpha(1))
	}
}

// toScreen is where world point (x, y) is on screen with the camera at p.
func (p pose) toScreen(c *camera.Camera, x, y float64) (float64, float64) {
	vx, vy := c.View.MinX+c.View.Width()/2, c.View.MinY+c.View.Height()/2
	return vx + (x-p.cx)*p.zoom, vy + (y-p.cy)*p.zoom
}

func lerp(a, b, f float64) float64 { return a + (b-a)*f }

// geo goes from a to b geometrically: a zoom that looks steady.
func geo(a, b, f float64) float64 { return a * math.Pow(b/a, f) }

// Flight is how far the flight is, in ticks of FlightTicks.
func (s *Scene) Flight() (at, ticks int) { return s.table.t, s.table.n }
