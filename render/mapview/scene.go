// Package mapview is the operational map scene: the terrain, features and
// names of a board.Map drawn from cached tiles, with pan, zoom, hover
// information and overlays for markers.
package mapview

import (
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/board"
	"frontline/game/hex"
	"frontline/render/art"
	"frontline/render/camera"
	"frontline/render/input"
	"frontline/render/sprite"
	"frontline/render/tiles"
	"frontline/render/ui"
)

// Bands are the hex sizes the map is pre-rendered at.
var Bands = []float64{16, 32, 64}

// NumbersFrom is the zoom from which hex numbers are printed.
const NumbersFrom = 30

// Screen layout.
const (
	TopBar    = 30
	StatusBar = 52
)

// Config says what the scene shows.
type Config struct {
	Title      string
	Map        *board.Map
	Objectives []Objective
	Grid       bool // start with the hex grid shown
	EdgeScroll bool // scroll when the cursor rests at a window edge
}

// Scene is the map scene. Create it with New.
type Scene struct {
	cfg      Config
	m        *board.Map
	world    hex.Rect
	cam      *camera.Camera
	ctl      control
	cache    *tiles.Cache
	uploaded bool // Background uploaded this tick's tiles
	ground   *art.Ground
	feats    *art.Features
	feat     featureLayer // features.go: map features changed in play
	sheet    sheet        // sheet.go: the map composed while it holds still
	labels   *labelSet
	numbers  *numberSheet // nil until first shown
	overlays []Overlay
	markers  []Overlay
	layers   []Overlay // layers.go: all of them in drawing order
	layersOK bool      // layers lists the overlays added so far
	panels   []Still   // bars.go: the bars and a screen's panels, above the map
	noTitle  bool      // SetTitleBar(false)
	clip     viewClip  // sheet.go: the screen cut to the map's view
	units    Units     // AddMarkers: the unit markers names keep clear of
	unitsAt  int       // its index in markers
	unitGen  int       // its Occupied count when the names were placed
	view     View
	hoverSp  *sprite.Multi
	w, h     int
	placed   bool // the camera has been set up for a screen size
	started  bool
	op       ebiten.DrawImageOptions

	title, hint, what, sides ui.Text
	more                     ui.Text // the sides' parts that go after what on the first line
	described                hex.Hex
	describedOn, redescribe  bool
	note                     string  // SetNote
	statusRoom               float64 // SetStatusRoom; 0: the screen's width
}

// New prepares the scene for cfg.Map. Images are made on first use, inside
// the game loop.
func New(cfg Config) *Scene {
	s := &Scene{cfg: cfg, m: cfg.Map}
	s.panels = []Still{bars{s}}
	s.world = art.World.Bounds(s.m.Width, s.m.Height)
	s.cam = camera.New(s.world, hex.Rect{MaxX: 1280, MaxY: 800})
	s.view.cam = s.cam
	s.ctl = control{cam: s.cam, grid: cfg.Grid, EdgeScroll: cfg.EdgeScroll}
	s.ground, s.feats = art.NewGround(s.m), art.NewFeatures(s.m)
	s.cache = tiles.New(painter{s.ground, s.feats}, s.world.MaxX, s.world.MaxY, Bands)
	s.cache.Ask(0, cfg.Grid) // the first frame's stand-ins, painted while the window opens
	s.title.L = art.Lettering{Face: art.Face(art.Bold, 15), Ink: art.Paper}
	s.hint.L = art.Lettering{Face: art.Face(art.Regular, 12), Ink: art.RGB{R: 0.72, G: 0.74, B: 0.76}}
	s.what.L = art.Lettering{Face: art.Face(art.Bold, 14), Ink: art.Paper}
	s.sides.L = art.Lettering{Face: art.Face(art.Regular, 13), Ink: art.RGB{R: 0.8, G: 0.82, B: 0.84}}
	s.more.L = s.sides.L
	return s
}

// AddOverlay adds something drawn on the map every frame beneath the
// names (objective rings, ranges).
func (s *Scene) AddOverlay(o Overlay) { s.overlays, s.layersOK = append(s.overlays, o), false }

// AddMarkers adds an overlay drawn above the map's names, in the order
// added. The first that is a Units layer keeps the towns' names clear of
// its markers, and the names are drawn straight after it: above the
// markers, beneath what is added later (highlights).
func (s *Scene) AddMarkers(o Overlay) {
	if u, ok := o.(Units); ok && s.units == nil {
		s.units, s.unitsAt, s.unitGen = u, len(s.markers), -1
	}
	s.markers, s.layersOK = append(s.markers, o), false
}

// Camera is the scene's camera, for placing the view programmatically.
func (s *Scene) Camera() *camera.Camera { return s.cam }

// Close stops the tile painters.
func (s *Scene) Close() {
	s.cache.Close()
	s.sheet.img.free()
	if s.numbers != nil {
		s.numbers.free()
	}
}

// SetGrid shows or hides the hex grid.
func (s *Scene) SetGrid(on bool) { s.ctl.grid = on }

// Grid reports whether the hex grid is shown.
func (s *Scene) Grid() bool { return s.ctl.grid }

// Hover is the hex under the cursor, if any.
func (s *Scene) Hover() (hex.Hex, bool) { return s.ctl.hover, s.ctl.hoverOn }

// SetCover says how many pixels at the bottom of the view a screen's
// panel covers (camera.Cover): the whole-map zoom fits above it. A zoom
// under way stops where the camera now is.
func (s *Scene) SetCover(px float64) {
	if px == s.cam.Cover {
		return
	}
	s.cam.SetCover(px)
	if s.ctl.zoomTarget != 0 { // 0: no zoom under way or done
		s.ctl.zoomTarget = s.cam.Zoom
	}
}

// CenterOn puts hex h in the middle of the view.
func (s *Scene) CenterOn(h hex.Hex) {
	x, y := art.World.Center(h)
	s.cam.CenterOn(x, y)
}

// Resize lays the screen out: bars at top and bottom, the map between.
func (s *Scene) Resize(w, h int) {
	s.w, s.h = w, h
	s.cam.SetView(hex.Rect{MinX: 0, MinY: TopBar, MaxX: float64(w), MaxY: float64(max(h-StatusBar, TopBar+1))})
	s.cache.SetView(s.cam.View.Width(), s.cam.View.Height()) // tiles kept: the view's, not the map's
	if !s.placed {
		s.placed = true
		s.cam.Fit()
	}
}

// Ready reports whether everything in view is drawn at full quality: the
// screenshot waits for it.
func (s *Scene) Ready() bool {
	return s.started && s.cache.Need(s.cache.BandFor(s.cam.Zoom), s.tileView(), s.ctl.grid) &&
		(s.labels == nil || s.labels.waiting == [2]bool{})
}

// Background does the tick's work that needs no input: the first
// frame's set-up and the upload of tiles painted in the background. A
// screen that keeps the input from the map for a while (a panel over it,
// an animation) calls it every tick, or the map never becomes Ready;
// Update then skips the upload of the same tick.
func (s *Scene) Background() {
	s.start()
	s.cache.Upload()
	s.uploaded = true
}

// SetNote adds a screen's own words about the hex under the pointer to
// the status bar's first line ("" for none): the play screen names the
// command post whose radius it shows. Set it again when the hover moves.
func (s *Scene) SetNote(note string) {
	if note == s.note {
		return
	}
	s.note = note
	if s.started {
		s.describe()
	}
}

// SetStatusRoom limits the status bar's lines to w pixels (a screen's
// own panel covers the bar's right end); longer lines end in "…".
func (s *Scene) SetStatusRoom(w float64) {
	if w == s.statusRoom {
		return
	}
	s.statusRoom = w
	if s.started {
		s.describe()
	}
}

// Status is the status bar's two lines (tests).
func (s *Scene) Status() (what, sides string) {
	return s.what.String() + s.more.String(), s.sides.String()
}

// statusSep separates the parts of a status bar line.
const statusSep = "  ·  "

// Idle reports whether no tiles are being painted in the background.
func (s *Scene) Idle() bool { return s.cache.Idle() }

// Update advances one tick.
func (s *Scene) Update(in input.Source) error {
	s.start()
	s.ctl.update(in, s.w, s.h, s.m)
	if !s.uploaded {
		s.cache.Upload()
	}
	s.uploaded = false
	if s.redescribe || s.ctl.hoverOn != s.describedOn || s.ctl.hover != s.described {
		s.describe()
	}
	return nil
}

// start builds what the first frame needs: the coarsest band under the
// view (it stands in while finer tiles are painted; the rest of it
// follows at once), the names and the chrome.
func (s *Scene) start() {
	if s.started {
		return
	}
	s.started = true
	if s.w > 0 && s.h > 0 {
		s.cache.Open(s.tileView(), s.ctl.grid)
	} else { // not laid out yet: no view to go by
		s.cache.Complete(0, s.ctl.grid)
	}
	s.cache.Prewarm(0, !s.ctl.grid) // stands in at once when the grid is switched
	for i := 1; i < s.cache.Bands(); i++ {
		// Paint the closer zooms in the background too, unless the map is
		// so large that memory is better spent only where the player looks.
		s.cache.Prewarm(i, s.ctl.grid)
	}
	s.labels = newLabelSet(s.m, s.cfg.Objectives)
	s.view.labels = s.labels
	s.overlays, s.layersOK = append([]Overlay{newObjectives(s.cfg.Objectives)}, s.overlays...), false
	s.hoverSp = newHoverSprite()
	title := s.cfg.Title
	if title == "" {
		title = s.m.Name
	}
	s.title.Set(title)
	s.hint.Set("Drag or arrows/WASD: pan   Wheel or +/−: zoom   Home: whole map   G: grid")
	s.describe()
}

func (s *Scene) describe() {
	s.described, s.describedOn, s.redescribe = s.ctl.hover, s.ctl.hoverOn, false
	what, sides := "", ""
	if s.ctl.hoverOn {
		what, sides = DescribeWith(s.m, s.cfg.Objectives, &s.feat.info, s.ctl.hover)
	}
	if what != "" && s.note != "" {
		what += "  ·  " + s.note
	}
	if what == "" {
		what = s.m.Name
		if s.m.MilesPerHex > 0 {
			what += "  ·  " + strconv.FormatFloat(s.m.MilesPerHex, 'f', -1, 64) + " miles per hex"
		}
	}
	room := s.statusRoom
	if room <= 0 {
		room = float64(s.w) - 20
	}
	// Two lines, filled in turn: what the hex is on the first; what does
	// not fit there, then the sides, on the second; what the second
	// cannot hold after the first line's end. Only what neither holds is
	// cut.
	wparts := strings.Split(what, statusSep)
	k := fitParts(s.what.L, wparts, room)
	rest := wparts[k:]
	if sides != "" {
		rest = append(rest, strings.Split(sides, statusSep)...)
	}
	j := fitParts(s.sides.L, rest, room)
	s.what.SetFit(strings.Join(wparts[:k], statusSep), room)
	s.sides.SetFit(strings.Join(rest[:j], statusSep), room)
	s.more.Set("")
	if ww, _ := s.what.Size(); j < len(rest) && room-ww > 40 {
		s.more.SetFit(statusSep+strings.Join(rest[j:], statusSep), room-ww)
	}
}

// fitParts is how many of parts, joined, fit in room set in l: at least
// one (shortened when drawn) unless there are none.
func fitParts(l art.Lettering, parts []string, room float64) int {
	k := len(parts)
	for k > 1 {
		if w, _ := l.Measure(strings.Join(parts[:k], statusSep)); w <= room {
			break
		}
		k--
	}
	return k
}

func (s *Scene) tileView() tiles.View {
	ox, oy := s.cam.ToScreen(0, 0)
	v := s.cam.View
	return tiles.View{OX: ox, OY: oy, Zoom: s.cam.Zoom,
		ClipX0: v.MinX, ClipY0: v.MinY, ClipX1: v.MaxX, ClipY1: v.MaxY}
}

// Draw renders the frame.
func (s *Scene) Draw(screen *ebiten.Image) {
	s.start()
	if s.units != nil {
		if hexes, gen := s.units.Occupied(); gen != s.unitGen {
			s.unitGen = gen
			s.labels.setUnits(hexes)
		}
	}
	s.labels.place(s.cam.Zoom)
	s.drawMap(screen) // sheet.go
	if s.ctl.hoverOn {
		s.drawHover(screen)
	}
	s.statusText(screen) // bars.go
}

// desk fills the view around the map sheet, with the sheet's shadow.
// Only the uncovered strips are filled: on a software renderer every
// pixel drawn twice costs.
func (s *Scene) desk(dst *ebiten.Image, x0, y0, x1, y1 float64) {
	v := s.cam.View
	desk := art.Desk.Color()
	top, bot := math.Max(v.MinY, y0), math.Min(v.MaxY, y1)
	ui.FillRect(dst, v.MinX, v.MinY, v.Width(), math.Max(0, y0-v.MinY), desk)
	ui.FillRect(dst, v.MinX, bot, v.Width(), math.Max(0, v.MaxY-bot), desk)
	ui.FillRect(dst, v.MinX, top, math.Max(0, x0-v.MinX), bot-top, desk)
	ui.FillRect(dst, x1, top, math.Max(0, v.MaxX-x1), bot-top, desk)
	shadow := art.RGB{}.Alpha(0.45)
	ui.FillRect(dst, x1, y0+5, 4, y1-y0, shadow)
	ui.FillRect(dst, x0+4, y1, x1-x0-4, 5, shadow)
}

// frame draws a thin rule round the map, as on a printed sheet.
func (s *Scene) frame(dst *ebiten.Image, x0, y0, x1, y1 float64) {
	ink := art.Ink.Alpha(1)
	for _, r := range [][4]float64{
		{x0 - 2, y0 - 2, x1 - x0 + 4, 2}, {x0 - 2, y1, x1 - x0 + 4, 2},
		{x0 - 2, y0, 2, y1 - y0}, {x1, y0, 2, y1 - y0},
	} {
		ui.FillRect(dst, r[0], r[1], r[2], r[3], ink)
	}
}

// drawLabels draws the names of one kind placed at the zoom.
func (s *Scene) drawLabels(dst *ebiten.Image, kind labelKind) {
	v := s.cam.View
	budget := letterPerFrame
	s.labels.waiting[kind] = false
	for i := range s.labels.labels {
		l := &s.labels.labels[i]
		if !l.shown || l.kind != kind {
			continue
		}
		ax, ay := s.cam.ToScreen(l.at.X, l.at.Y)
		x, y := math.Round(ax+l.dx), math.Round(ay+l.dy)
		if l.kind == areaLabel {
			// Keep names of seas and regions on the map sheet.
			x0, y0 := s.cam.ToScreen(s.world.MinX, s.world.MinY)
			x1, y1 := s.cam.ToScreen(s.world.MaxX, s.world.MaxY)
			x = math.Max(x0+2, math.Min(x, math.Round(x1-l.w-2)))
			y = math.Max(y0+2, math.Min(y, math.Round(y1-l.h-2)))
		}
		if x > v.MaxX || y > v.MaxY || x+l.w < v.MinX || y+l.h < v.MinY {
			continue
		}
		if l.img == nil {
			if budget == 0 {
				s.labels.waiting[kind] = true
				continue
			}
			budget--
			s.labels.lettered++
		}
		if l.plate {
			ui.FillRect(dst, x, y+1, l.w, l.h-2, plateInk)
			ui.FillRect(dst, x, y+l.h-2, l.w, 1, plateEdge)
		}
		s.op.GeoM.Reset()
		s.op.GeoM.Translate(x, y)
		s.op.ColorScale.Reset()
		dst.DrawImage(l.image(), &s.op)
	}
}

// A name over a marker sits on a paper plate with a dark lower edge, so
// it reads as a label laid on the counters rather than part of them.
var (
	plateInk  = art.Paper.Alpha(0.88)
	plateEdge = art.Ink.Alpha(0.55)
)
