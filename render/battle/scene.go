package battle

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/hex"
	"frontline/game/tactical"
	"frontline/game/tactical/standalone"
	"frontline/game/units"
	"frontline/render/art"
	"frontline/render/camera"
	"frontline/render/input"
	"frontline/render/pause"
	"frontline/render/widget"
)

// Config says what the battle screen plays and where it leads.
type Config struct {
	Data *Data
	// Match is a standalone battle; Driver, when set, is played instead
	// (a battle of the operational game, driver_game.go).
	Match  *Match
	Driver Driver
	// Viewer is the side at the screen when it opens ("": the side to
	// act); the other one is handed the screen when it has a choice.
	// Covered opens on the hand-off screen (a hot-seat game just loaded).
	Viewer  units.Side
	Covered bool
	// Saves is the directory battle saves go to ("" : saving is off).
	Saves string
	// MainMenu leaves for the main menu; Quit ends the program; Load
	// opens the list of battle saves. Nil ones are left out.
	MainMenu, Quit, Load func()
	// Help opens the help screen (F1); nil: none.
	Help func()
	// Done, when set, is the summary's button "Back to the map" (instead
	// of the main menu), and Pause opens the host's pause menu on Esc
	// instead of the screen's own.
	Done, Pause func()
}

// Layout of the chrome, in pixels.
const (
	barH   = 40.0
	panelW = 330.0
	logH   = 170.0
	logW   = 560.0
)

// Scene is the battle screen: the table, the pieces and the controls of
// every step of a standalone battle, hot-seat.
type Scene struct {
	cfg    Config
	m      Driver
	match  *Match // the standalone battle, nil for one of the map
	w, h   float64
	tip    widget.Tip
	cam    *camera.Camera
	sh     *sheet
	tbl    *tactical.Table
	spr    sprites
	spOp   ebiten.DrawImageOptions
	spread spread // pieces of a cluster drawn side by side (spread.go)
	framed bool   // the camera closed in on the fight once (frame.go)
	pen    pen
	// Screen points of the polygon being drawn, and the attackers'
	// placement zones (IX.4.3).
	bufX, bufY []float64
	zones      []outline

	viewer  units.Side // the player at the screen
	stamp   int        // the driver's Stamp the screen shows
	handoff bool       // the screen is hidden until the next player takes over
	sel     tactical.UnitID
	hover   tactical.UnitID
	mouse   mouse
	ord     pending
	ter     terrainGhost                        // a feature being placed (IX.4.2)
	saved   saveStamp                           // the state last autosaved
	plan    map[tactical.UnitID]tactical.UnitID // targets chosen this round
	planFor int                                 // combat round the plan is for
	fx      shots
	msg     message

	bar  topBar
	side sidePanel
	// placeRest: the sides whose players asked to have the rest of their
	// units placed for them (in hot-seat both may).
	placeRest map[units.Side]bool
	log       logView
	hand      handOff
	sum       summary
	buy       *buyPage
	pause     *pause.Menu
	marks     unitLabels
	los       sightLine
	reach     reach
	ready     bool
	// The composed table (compose.go).
	comp     *ebiten.Image
	compKey  tableKey
	composed bool
	compGen  int // counts the compositions (still_frame.go)
	compOp   ebiten.DrawImageOptions
	planVer  int     // bumped when the targets chosen change
	cpu      cpuPlay // computer_show.go: the computer's turn
}

// New opens the battle screen on cfg.Match.
func New(cfg Config) *Scene {
	d := cfg.Driver
	if d == nil {
		d = cfg.Match
	}
	s := &Scene{cfg: cfg, m: d, match: cfg.Match, w: 1280, h: 800, sel: -1, hover: -1, plan: map[tactical.UnitID]tactical.UnitID{}, placeRest: map[units.Side]bool{}}
	s.tip = widget.NewTip()
	s.cam = newCamera(s.view())
	s.cpu.since = input.KeyGrace + 1 // no computer turn has just ended
	s.viewer = s.firstViewer()       // computer_show.go
	if cfg.Viewer != "" {
		s.viewer = cfg.Viewer
	}
	s.m.Look(s.viewer)
	s.pause = pause.New(s.pauseConfig())
	s.bar.init()
	s.side.init()
	s.log.init()
	s.hand.init()
	s.sum.init()
	s.marks.init()
	s.saved = s.saveState() // a battle just opened or loaded is on disk already
	s.refresh()
	s.handoff = s.handoff || cfg.Covered
	return s
}

// Viewer is the side at the screen.
func (s *Scene) Viewer() units.Side { return s.viewer }

// Match is the standalone battle being played, nil for one of the map.
func (s *Scene) Match() *Match { return s.match }

// Driver is the battle being played.
func (s *Scene) Driver() Driver { return s.m }

// view is the table's part of the screen.
func (s *Scene) view() hex.Rect {
	return hex.Rect{MinX: 0, MinY: barH, MaxX: s.w - panelW, MaxY: s.h}
}

// Resize lays the screen out for w×h pixels.
func (s *Scene) Resize(w, h int) {
	s.w, s.h = float64(w), float64(h)
	s.cam.SetView(s.view())
	s.cam.Cover = logH // the whole table fits above the log, as the map does
	s.cam.Fit()
	s.pause.Resize(w, h)
	s.layout()
}

func (s *Scene) layout() {
	s.bar.layout(s)
	s.side.layout(s)
	s.log.layout(s)
	s.hand.layout(s)
	s.sum.layout(s)
	if s.buy != nil {
		s.buy.layout(s)
	}
}

// Ready reports whether the table is painted at every band.
func (s *Scene) Ready() bool { return s.sh == nil || s.sh.Ready() }

// Busy reports whether the screen changes by itself: bands still being
// painted, shots being shown, a message fading, the computer playing.
func (s *Scene) Busy() bool {
	return !s.Ready() || s.fx.busy() || s.msg.ticks > 0 || s.ComputerBusy()
}

// refresh brings everything derived from the match up to date after an
// order: the table picture (once the table exists), the hand-off, the
// panels.
func (s *Scene) refresh() {
	b := s.m.Battle()
	if b != nil && b.Table != s.tbl {
		if s.sh != nil {
			s.sh.close()
		}
		s.tbl = b.Table
		s.sh = newSheet(NewPicture(b.Table))
		s.sh.upload()
		s.zones = s.zones[:0]
		for _, z := range b.Zones {
			s.zones = append(s.zones, newOutline(z.Shape))
		}
	}
	s.autoSkip()
	s.autosave()
	s.stamp = s.m.Stamp()
	if s.m.Over() {
		s.msg.ticks = 0 // the summary says what matters now
	}
	if side, ok := s.m.Pending(); ok && side != s.viewer && s.realChoice() && !s.computerToMove() {
		s.handoff = true
	}
	if s.buy == nil && s.match != nil && (s.match.Game.Phase == standalone.PhaseBuy || s.match.Game.Phase == standalone.PhaseChoose) {
		s.buy = newBuyPage(s)
	}
	if s.buy != nil {
		s.buy.open(s)
	}
	s.layout()
	s.side.refresh(s)
	s.bar.refresh(s)
	s.log.refresh(s)
	s.marks.refresh(s)
	s.sum.refresh(s)
}

// Update advances one tick.
func (s *Scene) Update(in input.Source) error {
	if s.sh != nil && s.sh.upload() {
		s.ready = s.sh.Ready()
	}
	s.msg.tick()
	if st := s.m.Stamp(); st != s.stamp { // an order given elsewhere (a computer side, a test)
		s.refresh()
	}
	if s.pause.Shown() {
		s.pause.Update(in)
		return nil
	}
	if in.KeyPressed(ebiten.KeyF1) && s.cfg.Help != nil {
		s.cfg.Help()
		return nil
	}
	if in.KeyPressed(ebiten.KeyEscape) && !s.cancel() {
		if s.cfg.Pause != nil {
			s.cfg.Pause()
		} else {
			s.pause.Open()
		}
		return nil
	}
	s.mouse.update(in)
	s.frameOnce()
	s.cameraKeys(in)
	if s.computerUpdate(in) { // computer_show.go
		return nil
	}
	switch {
	case s.handoff:
		s.hand.update(s)
	case s.m.Over() && s.fx.busy(): // the shots that ended it play out before the summary
		if s.mouse.click || in.KeyPressed(ebiten.KeySpace) {
			s.fx.skip()
		}
		s.fx.tick()
		s.camera(in)
	case s.m.Over():
		s.los.on = false // the summary stands alone
		s.sum.update(s)
		s.camera(in)
	case s.buy != nil && s.buy.shown:
		s.buy.update(s, in)
	case len(s.placeRest) > 0 && s.placingTurn():
		s.autoPlace() // place.go
	default:
		s.play(in)
	}
	return nil
}

// play handles a tick of the battle on the table.
func (s *Scene) play(in input.Source) {
	if s.fx.busy() {
		if s.mouse.click || in.KeyPressed(ebiten.KeySpace) {
			s.fx.skip()
		}
		s.fx.tick()
		s.camera(in)
		return
	}
	// With no order being shaped, Enter or Space ends the step, as they
	// end a phase on the map.
	if !s.ord.on && !s.ter.on && s.cpu.since > input.KeyGrace && (in.KeyPressed(ebiten.KeyEnter) || in.KeyPressed(ebiten.KeyKPEnter) || in.KeyPressed(ebiten.KeySpace)) && s.side.endStep() {
		return
	}
	// A ghost being dragged or turned keeps the pointer even over the
	// log or the panel, so a drag towards the table's lower left works.
	held := s.ord.on && (s.ord.dragging || s.ord.turning || s.overGhost())
	if !held && (s.side.update(s) || s.log.update(s, in)) {
		return
	}
	if !held && !s.onTable() {
		s.hover = -1
		return
	}
	s.hover = s.unitAt(s.mouse.x, s.mouse.y)
	s.los.update(s)
	if s.orders(in) {
		return
	}
	s.camera(in)
}

// overGhost reports whether the pointer is on the ghost or its knob.
func (s *Scene) overGhost() bool {
	o := &s.ord
	u := s.m.Battle().Unit(o.unit)
	gx, gy := s.screenOf(o.to)
	r := s.pieceRadius(u)
	kx, ky := knob(gx, gy, r, o.facing)
	x, y := float64(s.mouse.x), float64(s.mouse.y)
	return math.Hypot(x-gx, y-gy) < r || math.Hypot(x-kx, y-ky) < 10
}

// onTable reports whether the pointer is over the table's part of the
// screen, clear of the chrome.
func (s *Scene) onTable() bool { return s.onTableAt(s.mouse.x, s.mouse.y) }

// onTableAt reports whether screen point (x, y) is on the table's part
// of the screen, clear of the chrome.
func (s *Scene) onTableAt(x, y int) bool {
	return float64(x) < s.w-panelW && float64(y) > barH && !s.log.rect().Has(x, y)
}

// camera pans with a drag of the right or middle button (or the left on
// empty table) and zooms with the wheel, round the pointer.
func (s *Scene) camera(in input.Source) {
	if s.mouse.panning {
		s.cam.Pan(float64(s.mouse.dx), float64(s.mouse.dy))
	}
	if _, wy := in.Wheel(); wy != 0 && s.onTable() {
		z := s.cam.Zoom * 1.15
		if wy < 0 {
			z = s.cam.Zoom / 1.15
		}
		s.cam.ZoomAt(float64(s.mouse.x), float64(s.mouse.y), z)
	}
}

// cancel drops what is under way (a pending order, a selection); it
// reports whether there was anything.
func (s *Scene) cancel() bool {
	switch {
	case s.ord.on:
		s.ord = pending{}
	case s.ter.on:
		s.ter = terrainGhost{}
	case s.sel >= 0:
		s.sel = -1
	default:
		return false
	}
	s.side.refresh(s)
	return true
}

// Draw renders the screen.
func (s *Scene) Draw(dst *ebiten.Image) {
	switch {
	case s.handoff:
		dst.Fill(clothFill)
		s.hand.draw(dst, s)
		s.pause.Draw(dst)
		return
	case s.buy != nil && s.buy.shown:
		dst.Fill(clothFill)
		s.buy.draw(dst, s)
		s.pause.Draw(dst)
		return
	}
	s.drawTable(dst)
	s.drawComputer(dst) // computer_show.go
	s.log.draw(dst, s)
	s.bar.draw(dst, s)
	s.side.draw(dst, s)
	s.msg.draw(dst, s)
	if s.m.Over() && !s.fx.busy() {
		s.sum.draw(dst, s)
	}
	s.tip.Draw(dst)
	s.pause.Draw(dst)
}

// say shows a message over the table for a few seconds (a refusal with
// its rule, what an order did).
func (s *Scene) say(text string, bad bool) { s.msg.set(text, bad, s) }

var _ = art.Ink

// cameraKeys frames the fight (F), shows the whole table (Home) and pans
// with the arrows wherever the pointer is.
func (s *Scene) cameraKeys(in input.Source) {
	if s.handoff || (s.buy != nil && s.buy.shown) {
		return
	}
	switch {
	case in.KeyPressed(ebiten.KeyF):
		s.frameFight()
		s.framed = true
	case in.KeyPressed(ebiten.KeyHome):
		s.cam.Fit()
		s.framed = true // the player's view: not framed again
	}
	const step = 12
	for _, k := range [...]struct {
		key    ebiten.Key
		dx, dy float64
	}{{ebiten.KeyArrowLeft, step, 0}, {ebiten.KeyArrowRight, -step, 0}, {ebiten.KeyArrowUp, 0, step}, {ebiten.KeyArrowDown, 0, -step}} {
		if in.KeyDown(k.key) {
			s.cam.Pan(k.dx, k.dy)
		}
	}
}
