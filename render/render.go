// Package render is the desktop client: it opens the window and runs the
// scenes (the operational map first), and renders single frames to PNG for
// `frontline shot`.
//
// How it is built (sub-packages, one concern each):
//
//   - scene: the scene manager (examples/blocks pattern, with a fade).
//   - input: the narrow Source interface scenes read; a Fake drives tests
//     and screenshots.
//   - camera: pan/zoom arithmetic in world units (hex size 1), no Ebitengine.
//   - art: all artwork, procedural. Terrain is painted per pixel from noise
//     (coastline from interpolated landness, relief by hill shading); rivers,
//     roads, bridges and symbols are rasterised on the CPU with
//     x/image/vector. Drawing them with Ebitengine's GPU vector package
//     instead cost ~3 s of shader compilation at start-up under Mesa
//     llvmpipe (measured), and the CPU route lets tiles be painted off the
//     game goroutine.
//   - tiles: the picture cached as 512-pixel tiles at three hex sizes (16,
//     32, 64), painted by background workers; the coarsest band is complete
//     from the first frame and stands in while finer tiles are painted.
//   - mapview: the map scene (tiles, overlays such as objective rings and,
//     later, unit markers, names placed per zoom, hex numbers, status bar).
//   - ui: cached text lines and filled panels for the chrome.
//   - markers: the unit markers drawn from a side's View.
//   - session: the client's hold on a game (commands, logs, hand-off,
//     saves); no drawing.
//   - play: the hot-seat operational screen (map, markers, phase bar, unit
//     panel, log, hand-off screen) driven through a session.
//   - help: the help screen (turn sequence, controls, marker states, map
//     legend), over the main menu or the play screen (F1, the ? button).
//   - pause: the menu Esc opens over the play screen (save, load,
//     settings, help, quit); app.go and overlay.go route its choices.
//
// The interface scale (settings) lays every screen out at the window's
// size divided by the scale and lets Ebitengine draw it enlarged
// (overlay.go: scaled).
//
// A steady frame (nothing moving) makes no heap allocations in the scenes'
// Update and Draw; TestSteadyFrameAllocations checks it in the real loop.
package render

import (
	"errors"
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	engine "frontline/game"
	"frontline/game/board"
	"frontline/game/hex"
	"frontline/game/units"
	"frontline/render/input"
	"frontline/render/mapview"
	"frontline/render/markers"
	"frontline/render/scene"
)

// Objective is a marker drawn on the map: primary objectives red,
// secondary orange (III.5).
type Objective struct {
	Hex     hex.Hex
	Primary bool
	Side    string // whose objective
	Name    string
}

// World is what the client shows.
type World struct {
	Title      string
	Map        *board.Map
	Objectives []Objective
	// Stacks are the unit markers to draw, already filtered to what the
	// viewer may see (markers.StacksOf a side's View).
	Stacks []markers.Stack
	// Features are the map features changed in play to draw (a View's
	// Features), Card the catalog for what the status bar says of them.
	Features []engine.FeatureState
	Card     func(string) (*units.Card, bool)
}

// Options configure the window.
type Options struct {
	Width, Height int // window size; 0 means 1280×800
	Fullscreen    bool
	// Mute turns sound off: no audio context is created (RunGame fails
	// on machines with no sound device if one exists); render/sound.
	Mute bool
}

// Run opens the window on the map and runs until it is closed.
func Run(w World, opts Options) error {
	if w.Map == nil {
		return errors.New("render: no map to show")
	}
	openWindow(w, opts)
	mv := newMapScene(w, true, true)
	defer mv.Close()
	g := &game{in: input.Ebiten{}}
	g.scenes.GoTo(mv)
	return ebiten.RunGame(g)
}

// openWindow sets the window's title, size and mode from opts.
func openWindow(w World, opts Options) {
	boundGoMemory() // gomemory.go
	width, height := opts.Width, opts.Height
	if width <= 0 || height <= 0 {
		width, height = 1280, 800
	}
	ebiten.SetWindowTitle(windowTitle(w))
	ebiten.SetWindowSize(width, height)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetFullscreen(opts.Fullscreen)
}

func windowTitle(w World) string {
	if w.Title != "" {
		return "Frontline General — " + w.Title
	}
	return "Frontline General"
}

// newMapScene makes the map scene for w with its unit markers.
func newMapScene(w World, grid, edgeScroll bool) *mapview.Scene {
	mv := mapview.New(mapConfig(w, grid, edgeScroll))
	if len(w.Stacks) > 0 {
		l := markers.New()
		l.Set(w.Stacks)
		mv.AddMarkers(l)
	}
	mv.SetFeatures(w.Features, w.Card)
	return mv
}

func mapConfig(w World, grid, edgeScroll bool) mapview.Config {
	cfg := mapview.Config{Title: w.Title, Map: w.Map, Grid: grid, EdgeScroll: edgeScroll}
	for _, o := range w.Objectives {
		cfg.Objectives = append(cfg.Objectives, mapview.Objective(o))
	}
	return cfg
}

// game is the ebiten.Game: input in, scenes run, frames out.
type game struct {
	scenes scene.Manager
	in     input.Source
	// fixedW, fixedH pin the screen size (screenshots); 0 follows the window.
	fixedW, fixedH int
	// scale is the interface scale (settings.Interface.Scale): the screen
	// is laid out that much smaller and drawn enlarged to the window, so
	// every letter, panel and button grows by it (scaled, overlay.go).
	scale float64
	// afterDraw, when set, sees every finished frame (screenshots).
	afterDraw func(screen *ebiten.Image)
	// done ends the game loop after the current frame.
	done bool
	err  error
	// dump writes the end-to-end test's debug files (e2edump.go); nil
	// unless asked for.
	dump *dumper
	// firstFrame: print FirstFrameLine after the first frame and quit.
	firstFrame bool
	// rest lets the loop rest while nothing changes (rest.go); nil: never.
	rest *rest
	// w, h are the layout size last returned.
	w, h int
	// still leaves a still screen undrawn (still.go).
	still stillFrames
	// patch draws a frame that changed only in places only there (patch.go).
	patch patchFrames
	// opaque: the screen is not cleared before this frame.
	opaque bool
}

func (g *game) Update() error {
	if g.done {
		if g.err != nil {
			return g.err
		}
		return ebiten.Termination
	}
	busy := g.scenes.Busy()
	if err := g.scenes.Update(g.in); err != nil {
		return err
	}
	g.still.tick(g.in, busy, g.scenes.Busy())
	g.rest.tick(g.in, g.scenes.Busy())
	if !g.rest.skipDraw() {
		// The frame that follows is drawn by the scenes as they are now.
		g.opaque = g.scenes.Opaque()
		ebiten.SetScreenClearedEveryFrame(!g.opaque)
	}
	if f, ok := g.in.(interface{ Tick() }); ok {
		f.Tick()
	}
	return nil
}

func (g *game) Draw(screen *ebiten.Image) {
	if g.rest.skipDraw() {
		return // the screen keeps the last frame
	}
	if !g.still.keep(g, screen, g.opaque) {
		g.patch.draw(g, screen, g.opaque) // patch.go: only where it changed, when it can
		g.still.drew(g, screen)
	}
	if g.firstFrame {
		g.firstFrame, g.done = false, true
		fmt.Println(FirstFrameLine)
	}
	if g.afterDraw != nil {
		g.afterDraw(screen)
	}
	if g.dump != nil {
		g.dump.frame(g)
	}
}

func (g *game) Layout(outsideW, outsideH int) (int, int) {
	w, h := outsideW, outsideH
	if g.fixedW > 0 {
		w, h = g.fixedW, g.fixedH
	}
	w, h = scaled(w, h, g.scale)
	if w != g.w || h != g.h {
		g.w, g.h = w, h
		g.rest.wake()
	}
	g.scenes.Resize(w, h)
	return w, h
}
