package play

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/game/hex"
	"frontline/game/units"
	"frontline/render/art"
	"frontline/render/input"
	"frontline/render/mapview"
	"frontline/render/markers"
	"frontline/render/sound"
	"frontline/render/sprite"
	"frontline/render/widget"
)

// Animations and sound effects of the events a command led to: a moved
// stack glides along its path, a shot flashes a tracer from shooter to
// target with a burst there, a destroyed marker fades. Only what the
// viewer's View shows is animated, from the events as the session
// filtered them; when the animation ends (or a click or key skips it)
// the markers are exactly the View's again.

// Animation lengths in ticks at speed 1.
const (
	glideTicksPerHex = 9
	glideTicksMin    = 16
	shotTicks        = 20
	fadeTicks        = 28
	// maxAnimTicks bounds a whole sequence at speed 1 (steps are shortened
	// to fit), so a long engagement does not keep the player waiting.
	maxAnimTicks = 240
)

type animKind int

const (
	animGlide animKind = iota
	animShot
	animFade
	animFlip // a marker turned over to its damaged face (miniatures_return.go)
)

// animStep is one piece of an animation.
type animStep struct {
	kind     animKind
	ticks    int
	path     []hex.Hex // glide: hex to hex
	from, to hex.Hex   // shot
	m        markers.Marker
	effect   sound.Effect // played as the step begins
	stacks   []markers.Stack
}

// animator runs the steps; it is a map overlay drawn above the markers.
type animator struct {
	steps  []animStep
	cur, t int
	final  []markers.Stack // the View's stacks, shown at the end
	layer  *markers.Layer
	play   func(sound.Effect) // Scene.play
	burst  *sprite.Multi
	glow   *sprite.Multi
	line   *ebiten.Image
	lineOp ebiten.DrawImageOptions
	// scratch holds a fading marker so that it can be drawn translucent.
	scratch *ebiten.Image
	sOp     ebiten.DrawImageOptions
}

// on reports whether an animation is running.
func (a *animator) on() bool { return a.cur < len(a.steps) }

// Animating reports whether an animation is running (tests).
func (s *Scene) Animating() bool { return s.anim.on() }

// begin starts the steps (none: nothing to do).
func (a *animator) begin(steps []animStep) {
	a.steps, a.cur, a.t = steps, 0, 0
	if a.on() {
		a.enter()
	}
}

// enter shows the current step's markers and plays its sound.
func (a *animator) enter() {
	st := &a.steps[a.cur]
	if st.stacks != nil {
		a.layer.Set(st.stacks)
	} else {
		a.layer.Set(a.final)
	}
	a.play(st.effect)
}

// viewStacks are the View's stacks, whatever a running animation shows
// for now: the panel and the selection follow the game, not the picture.
func (a *animator) viewStacks() []markers.Stack {
	if a.on() {
		return a.final
	}
	return a.layer.Stacks()
}

// cover is called when the View's stacks were set on the layer: they
// become the end state, and a running step keeps its own.
func (a *animator) cover() {
	a.final = a.layer.Stacks()
	if a.on() {
		if st := a.steps[a.cur].stacks; st != nil {
			a.layer.Set(st)
		}
	}
}

// tick advances one tick.
func (a *animator) tick() {
	if !a.on() {
		return
	}
	a.t++
	if a.t < a.steps[a.cur].ticks {
		return
	}
	a.cur, a.t = a.cur+1, 0
	if a.on() {
		a.enter()
		return
	}
	a.finish()
}

// finish ends the animation at once: the View's markers.
func (a *animator) finish() {
	a.steps, a.cur, a.t = a.steps[:0], 0, 0
	a.layer.Set(a.final)
}

// animUpdate runs the animation one tick while the camera stays free
// (Scene.steer has moved it): a click (a press released without a drag)
// or a key that does not steer the map skips to the end. A button still
// held when the animation ends is not taken as a click on release.
func (s *Scene) animUpdate(in input.Source) {
	if s.ptr.click[left] || s.ptr.click[right] || otherKey(in) {
		s.anim.finish()
		return
	}
	s.anim.tick()
	if !s.anim.on() {
		for i := range buttons {
			if s.ptr.down[i] {
				s.ptr.dragged[i] = true
			}
		}
	}
}

// otherKey reports a key pressed this tick that does not steer the map.
func otherKey(in input.Source) bool {
	for k := ebiten.Key(0); k <= ebiten.KeyMax; k++ {
		if in.KeyPressed(k) && !mapview.CameraKey(k) {
			return true
		}
	}
	return false
}

var (
	tracerInk = art.RGB{R: 1, G: 0.97, B: 0.8}
	burstInk  = art.RGB{R: 1, G: 0.55, B: 0.12}
	burstCore = art.RGB{R: 1, G: 0.95, B: 0.7}
)

func (a *animator) sprites() {
	if a.burst != nil {
		return
	}
	a.burst = sprite.New(func(c *art.Canvas, cx, cy, s float64) {
		var pts []art.Pt
		for i := range 16 {
			r := 0.62 * s
			if i%2 == 1 {
				r = 0.3 * s
			}
			ang := float64(i) * math.Pi / 8
			pts = append(pts, art.Pt{X: cx + r*math.Cos(ang), Y: cy + r*math.Sin(ang)})
		}
		c.Fill(pts, burstInk, 0.9)
		c.Disc(art.Pt{X: cx, Y: cy}, 0.24*s, burstCore, 1)
	})
	a.glow = sprite.New(func(c *art.Canvas, cx, cy, s float64) {
		for i := 6; i >= 1; i-- {
			c.Disc(art.Pt{X: cx, Y: cy}, float64(i)*0.13*s, burstInk, 0.12)
		}
	})
	a.line = ebiten.NewImage(1, 1)
	a.line.Fill(color.White)
}

// DrawOverlay draws the running step.
func (a *animator) DrawOverlay(dst *ebiten.Image, v *mapview.View) {
	if !a.on() {
		return
	}
	a.sprites()
	st := &a.steps[a.cur]
	f := float64(a.t) / float64(max(1, st.ticks))
	z := v.Zoom()
	switch st.kind {
	case animGlide:
		p := ease(f) * float64(len(st.path)-1)
		i := min(int(p), len(st.path)-2)
		x0, y0 := v.HexCenter(st.path[i])
		x1, y1 := v.HexCenter(st.path[i+1])
		k := p - float64(i)
		a.layer.DrawMarker(dst, &st.m, x0+(x1-x0)*k, y0+(y1-y0)*k, z)
	case animShot:
		x0, y0 := v.HexCenter(st.from)
		x1, y1 := v.HexCenter(st.to)
		if st.from == st.to {
			// Within one hex (range 0): across it, the sides taking turns.
			d := 0.85 * z
			if a.cur%2 == 1 {
				d = -d
			}
			x0, y0, x1, y1 = x1-d, y1+0.4*d, x1+0.15*d, y1-0.08*d
		}
		const fly = 0.45
		if f < fly+0.3 {
			head := min(1, f/fly)
			tail := max(0, (f-0.3)/fly)
			a.tracer(dst, x0+(x1-x0)*tail, y0+(y1-y0)*tail, x0+(x1-x0)*head, y0+(y1-y0)*head, max(2.5, 0.08*z), 1)
		}
		if f >= fly {
			g := (f - fly) / (1 - fly)
			a.glow.DrawAlpha(dst, x1, y1, z*(0.6+0.8*g), 1-g)
			a.burst.DrawAlpha(dst, x1, y1, z*(0.5+0.7*g), 1-g*g)
		}
	case animFade:
		x, y := v.HexCenter(st.to)
		a.marker(dst, &st.m, x, y, z, 1, 1-f)
		if f < 0.5 {
			a.glow.DrawAlpha(dst, x, y, z*(0.8+f), 1-2*f)
		}
	case animFlip:
		x, y := v.HexCenter(st.to)
		m := st.m // the sound face narrows to its edge, the damaged face widens from it
		m.Damaged = f >= 0.5
		a.marker(dst, &m, x, y, z, math.Abs(1-2*ease(f)), 1)
	}
}

// marker draws m at (x, y), its width scaled by sx about its centre, at
// alpha.
func (a *animator) marker(dst *ebiten.Image, m *markers.Marker, x, y, z, sx, alpha float64) {
	b := dst.Bounds()
	if a.scratch == nil || a.scratch.Bounds() != b {
		a.scratch = ebiten.NewImage(b.Dx(), b.Dy())
	}
	a.scratch.Clear()
	a.layer.DrawMarker(a.scratch, m, x, y, z)
	a.sOp.GeoM.Reset()
	a.sOp.GeoM.Translate(-x, -y)
	a.sOp.GeoM.Scale(max(sx, 0.02), 1)
	a.sOp.GeoM.Translate(x, y)
	a.sOp.ColorScale.Reset()
	a.sOp.ColorScale.ScaleAlpha(float32(alpha))
	dst.DrawImage(a.scratch, &a.sOp)
}

// Stamp (mapview.Still): nothing is drawn while no animation runs, and
// a running one changes every frame.
func (a *animator) Stamp() (mapview.Stamp, bool) { return mapview.NewStamp(), !a.on() }

// tracer draws a glowing line from (x0, y0) to (x1, y1).
func (a *animator) tracer(dst *ebiten.Image, x0, y0, x1, y1, w, alpha float64) {
	dx, dy := x1-x0, y1-y0
	n := math.Hypot(dx, dy)
	if n < 1 {
		return
	}
	for _, l := range [...]struct {
		w, a float64
		c    art.RGB
	}{{3 * w, 0.55, burstInk}, {w, 1, tracerInk}} {
		a.lineOp.GeoM.Reset()
		a.lineOp.GeoM.Translate(0, -0.5)
		a.lineOp.GeoM.Scale(n, l.w)
		a.lineOp.GeoM.Rotate(math.Atan2(dy, dx))
		a.lineOp.GeoM.Translate(x0, y0)
		a.lineOp.ColorScale.Reset()
		a.lineOp.ColorScale.Scale(float32(l.c.R), float32(l.c.G), float32(l.c.B), 1)
		a.lineOp.ColorScale.ScaleAlpha(float32(l.a * alpha))
		dst.DrawImage(a.line, &a.lineOp)
	}
}

// ease is smooth start and stop.
func ease(f float64) float64 { return f * f * (3 - 2*f) }

// played follows up a command the session carried out: its sound
// effects and, at a non-zero animation speed, its animation. before is
// the viewer's View before the command; evs are the events as the
// viewer may see them.
func (s *Scene) played(cmd game.Command, before game.View, evs []game.Event) {
	g := s.sess.Game()
	cardOf := func(id game.UnitID) (*units.Card, bool) {
		u := g.Unit(id)
		if u == nil {
			return nil, false
		}
		return g.Card(u.CardID)
	}
	speed := s.cfg.Animation
	if speed <= 0 {
		for _, e := range sound.Cues(evs, cardOf) {
			s.play(e)
		}
		return
	}
	after := s.sess.View()
	s.pulseOrder(cmd, evs, before, after, speed) // pulse.go: orders that move nothing
	steps := AnimSteps(cmd, before, after, evs, g.Card, cardOf)
	// Sounds of what is not animated play now, once each.
	var heard [32]bool
	for _, st := range steps {
		heard[st.effect] = true
	}
	for _, e := range sound.Cues(evs, cardOf) {
		if !heard[e] {
			heard[e] = true
			s.play(e)
		}
	}
	total := 0
	for i := range steps {
		steps[i].ticks = max(1, int(math.Round(float64(steps[i].ticks)/speed)))
		total += steps[i].ticks
	}
	if limit := int(maxAnimTicks / speed); total > limit {
		for i := range steps {
			steps[i].ticks = max(1, steps[i].ticks*limit/total)
		}
	}
	s.anim.final = markers.StacksOf(after, g.Card)
	s.anim.begin(steps)
}

// AnimSteps are the animation of a command's events (ticks at speed 1),
// drawn only from what the viewer's Views before and after show: a unit
// neither View places is not animated, nor is a shot whose ends the
// viewer does not see.
func AnimSteps(cmd game.Command, before, after game.View, evs []game.Event,
	card func(string) (*units.Card, bool), cardOf func(game.UnitID) (*units.Card, bool)) []animStep {
	pre, post := markers.StacksOf(before, card), markers.StacksOf(after, card)
	var steps []animStep
	for _, ev := range evs {
		switch ev.Kind {
		case game.EvMoved:
			if st, ok := glideOf(cmd, ev, pre, post); ok {
				steps = append(steps, st)
			}
		case game.EvShot:
			if len(ev.Units) < 2 {
				continue
			}
			from, ok1 := hexOf(ev.Units[0], post, pre)
			to, ok2 := hexOf(ev.Units[1], post, pre)
			if !ok1 || !ok2 {
				continue
			}
			e := sound.Cannon
			if c, ok := cardOf(ev.Units[0]); ok {
				e = sound.ShotEffect(c, ev.Text)
			}
			steps = append(steps, animStep{kind: animShot, ticks: shotTicks, from: from, to: to, effect: e, stacks: pre})
		case game.EvUnitDestroyed:
			if len(ev.Units) == 0 {
				continue
			}
			m, at, ok := markerOf(ev.Units[0], pre)
			if !ok {
				continue
			}
			steps = append(steps, animStep{kind: animFade, ticks: fadeTicks, to: at, m: m, effect: sound.Explosion})
		}
	}
	return steps
}

// glideOf is the glide of a moved stack: the units the event names that
// the View after shows, from their hex before along the command's path
// to where they stand now.
func glideOf(cmd game.Command, ev game.Event, pre, post []markers.Stack) (animStep, bool) {
	if cmd.Kind != game.CmdMove || len(ev.Units) == 0 || ev.Amount == 0 {
		return animStep{}, false
	}
	moved := map[game.UnitID]bool{}
	for _, id := range ev.Units {
		moved[id] = true
	}
	start, ok1 := hexOf(cmd.Unit, pre, nil)
	end, ok2 := hexOf(cmd.Unit, post, nil)
	if !ok1 || !ok2 || start == end {
		return animStep{}, false
	}
	path := []hex.Hex{start}
	for _, h := range cmd.Path {
		path = append(path, h)
		if h == end {
			break
		}
	}
	if path[len(path)-1] != end {
		path = []hex.Hex{start, end}
	}
	// The layer meanwhile: the View after without the moving markers;
	// the glide shows the top one of them.
	during, m, found := without(post, moved)
	if !found {
		return animStep{}, false
	}
	ticks := max(glideTicksMin, glideTicksPerHex*(len(path)-1))
	return animStep{kind: animGlide, ticks: ticks, path: path, m: m, effect: sound.Engine, stacks: during}, true
}

// without is stacks with the markers of units out taken off (a stack
// left empty goes), and the topmost marker taken off; found is false
// when none was.
func without(stacks []markers.Stack, out map[game.UnitID]bool) (rest []markers.Stack, m markers.Marker, found bool) {
	rest = make([]markers.Stack, 0, len(stacks))
	for _, st := range stacks {
		var keep []markers.Marker
		for _, mk := range st.Markers {
			if out[mk.Unit] {
				m, found = mk, true
				continue
			}
			keep = append(keep, mk)
		}
		if len(keep) == len(st.Markers) {
			rest = append(rest, st)
			continue
		}
		if len(keep) > 0 {
			st.Count -= len(st.Markers) - len(keep)
			st.Markers = keep
			rest = append(rest, st)
		}
	}
	return rest, m, found
}

// hexOf is where unit id is shown in the first list of stacks that has
// it.
func hexOf(id game.UnitID, lists ...[]markers.Stack) (hex.Hex, bool) {
	for _, l := range lists {
		for _, st := range l {
			for _, m := range st.Markers {
				if m.Unit == id {
					return st.Hex, true
				}
			}
		}
	}
	return hex.Hex{}, false
}

func markerOf(id game.UnitID, l []markers.Stack) (markers.Marker, hex.Hex, bool) {
	for _, st := range l {
		for _, m := range st.Markers {
			if m.Unit == id {
				return m, st.Hex, true
			}
		}
	}
	return markers.Marker{}, hex.Hex{}, false
}

// clickSound clicks when a click lands on a shown button.
func (s *Scene) clickSound(x, y int) {
	for _, b := range [...]*widget.Button{&s.bar.end, &s.bar.undo, &s.bar.catalog, &s.bar.staging,
		&s.side.dig, &s.side.retAll, &s.side.retNone, &s.side.unbuy} {
		if b.Shown && b.R.Has(x, y) {
			s.play(sound.Click)
			return
		}
	}
}

// Demo carries out a sample order through the session, as a player's
// click would, so that its animation can be seen (screenshots): in the
// Combat Phase the first own unit that can attack attacks its first
// target; in the Movement Phase the first unit that can move goes to the
// farthest hex it surely reaches. It says what it did, or false.
func (s *Scene) Demo() (string, bool) {
	s.start()
	g := s.sess.Game()
	v := s.sess.View()
	for _, u := range v.Own {
		switch {
		case s.myDecision(game.PhaseCombat):
			if ts := g.AttackTargets(u.ID); len(ts) > 0 {
				if s.do(game.Command{Kind: game.CmdAttack, Units: []game.UnitID{u.ID}, Target: ts[0]}) {
					return "attack", true
				}
			}
		case s.myDecision(game.PhaseMovement):
			var best *ReachHex
			reach := Reach(g.MoveOptions(u.ID))
			for i := range reach {
				if r := &reach[i]; r.Chance >= 1 && (best == nil || len(r.Path) > len(best.Path)) {
					best = r
				}
			}
			if best != nil && s.do(game.Command{Kind: game.CmdMove, Unit: u.ID, Path: best.Path}) {
				return "move", true
			}
		}
	}
	return "", false
}
