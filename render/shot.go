package render

import (
	"errors"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/content"
	"frontline/game/hex"
	"frontline/game/units"
	"frontline/render/art"
	"frontline/render/cardview"
	"frontline/render/input"
	"frontline/render/mapview"
	"frontline/render/menu"
	"frontline/render/pause"
	"frontline/render/scene"
	"frontline/render/session"
	"frontline/render/settings"
	"frontline/render/victory"
	"frontline/render/widget"
)

// ShotOptions say which frame to render.
type ShotOptions struct {
	// Computer (play scene): end the person's phases until the computer
	// plays, and shoot its turn after that many of its orders.
	Computer int
	Out      string // PNG file to write
	Scene    string // "map" or "play"
	Width    int    // frame size; 0 means 1280×800
	Height   int
	Center   string  // optional CCRR to centre the view on
	Zoom     float64 // 0 or 1: whole map; 2: twice as close as that, …
	Hover    string  // optional CCRR under the pointer (status bar shows it)
	Grid     bool    // show the hex grid
	// NoMinimap hides the play scene's minimap (render/play/minimap.go).
	NoMinimap bool
	// Play scene: the game shown (its viewer's screen) and the stack
	// selected, if any (CCRR).
	Session *session.Session
	Select  string
	// Unit picks the unit of this catalog id in the selected stack, and
	// Order clicks its special order (play.OrderNames: "recon" …).
	Unit, Order string
	// Menu pages ("menu", "newgame", "load", "settings") and the victory
	// screen ("victory", of Session's finished game): the game data, the
	// saves listed and the settings shown.
	Content      *content.Content
	Slots        *session.Slots
	Settings     settings.Settings
	SettingsPath string
	SettingsErr  error
	// Pointer, when set, rests the pointer there (screen pixels), e.g.
	// on a disabled button to show its reason.
	Pointer *image.Point
	// PickStaged picks the first staged unit that can deploy (the play
	// scene in a Deployment Phase), lighting its hexes.
	PickStaged bool
	// Open names a panel of render/cardview to open on the play scene:
	// "hand", "events" or "card" (the selected unit's).
	Open string
	// Plan opens a planning mode for the selected stack: "sortie" or
	// "fire" (render/play orders.go), or that of a command card in the
	// hand: "encircle", "encircle:CCRR" (the stack chosen) or "rush".
	Plan string
	// Attack, "ID:CCRR" (play scene, Combat Phase): select the viewer's
	// unit ID and rest the pointer on the enemy in CCRR, centred unless
	// Center is given, and wait for the outcome preview (odds_preview.go)
	// before the shot; it replaces Select and Hover.
	Attack string
	// Card is the unit card the card scene shows (catalog id); Catalog
	// finds it.
	Card    string
	Catalog func(string) (*units.Card, bool)
	// AnimFrame > 0 (play scene): carry out a sample order (an attack in
	// the Combat Phase, a move in the Movement Phase; play.Scene.Demo)
	// and capture the frame that many frames into its animation, played
	// at AnimSpeed (0: 1).
	AnimFrame int
	AnimSpeed float64
	// Battle scene: the standalone battle shown (its id, or "points";
	// "" : foggia-approaches, the Foggia hex of the intro map), played
	// with Seed by random players to Stage (battle.Stages); Blocked rests
	// the pointer on an enemy out of sight at the fire stage.
	Battle, Stage string
	Seed          uint64
	Blocked       bool
	// Scale is the interface scale (settings.Interface.Scale; 0: 1): the
	// frame is laid out at Width/Scale × Height/Scale and enlarged to
	// Width × Height, as the window shows it.
	Scale float64
}

// ShotScenes are the scenes Shot renders.
var ShotScenes = []string{"map", "play", "card", "menu", "newgame", "load", "settings", "victory", "battle"}

// maxShotFrames bounds the wait for tiles to be painted.
const maxShotFrames = 1800

// Shot renders one frame of a scene through the real game loop and writes
// it to opts.Out as a PNG (atomically: a temporary file renamed into
// place), so a shot is exactly what a player would see.
func Shot(w World, opts ShotOptions) error {
	if w.Map == nil {
		return errors.New("render: no map to show")
	}
	if opts.Out == "" {
		return errors.New("render: shot needs an output file")
	}
	if opts.Scene != "" && !slices.Contains(ShotScenes, opts.Scene) {
		return fmt.Errorf("render: unknown scene %q (available: %s)", opts.Scene, strings.Join(ShotScenes, ", "))
	}
	if opts.Scene == "card" {
		return shotCard(opts)
	}
	if opts.Scene == "battle" {
		return shotBattle(opts)
	}
	if (opts.Scene == "play" || opts.Scene == "victory") && opts.Session == nil {
		return fmt.Errorf("render: the %s scene needs a game", opts.Scene)
	}
	if _, isMenu := menu.Pages[opts.Scene]; (isMenu || opts.Scene == "victory") && opts.Content == nil {
		return fmt.Errorf("render: the %s scene needs the game data", opts.Scene)
	}
	width, height := opts.Width, opts.Height
	if width <= 0 || height <= 0 {
		width, height = 1280, 800
	}
	var center, hover, sel *hex.Hex
	for _, p := range []struct {
		s   string
		dst **hex.Hex
	}{{opts.Center, &center}, {opts.Hover, &hover}, {opts.Select, &sel}} {
		if p.s == "" {
			continue
		}
		h, err := hex.Parse(p.s)
		if err != nil {
			return fmt.Errorf("render: %v", err)
		}
		if !w.Map.InBounds(h) {
			return fmt.Errorf("render: hex %s is off the map (columns 01..%02d, rows 01..%02d)", p.s, w.Map.Width, w.Map.Height)
		}
		*p.dst = &h
	}

	var sc interface {
		scene.Scene
		Ready() bool
	}
	var mv *mapview.Scene
	var demo func() error
	if page, isMenu := menu.Pages[opts.Scene]; isMenu {
		ms := menu.New(menu.Config{Content: opts.Content, Slots: opts.Slots, Settings: opts.Settings,
			SettingsPath: opts.SettingsPath, SettingsErr: opts.SettingsErr, Page: page})
		switch opts.Open {
		case "":
		case "help":
			ms.Help().Open()
		default:
			return fmt.Errorf("render: unknown panel %q for a menu page (available: help)", opts.Open)
		}
		sc = ms
	} else if opts.Scene == "victory" {
		sc = victory.New(victory.Config{Content: opts.Content, Game: opts.Session.Game(), MainMenu: func() {},
			Backdrop: widget.NewBackdrop(w.Map)})
	} else if opts.Scene == "play" {
		speed := opts.AnimSpeed
		if speed <= 0 {
			speed = 1
		}
		sess := opts.Session
		o := newOverlays(opts.Content, pause.Config{Save: sess.Save, Load: func() {}, Settings: func() {},
			MainMenu: func() {}, Quit: func() {}, SaveName: func() string { return saveName(sess.Game()) }})
		ps := newPlayScene(w, opts.Session, opts.Grid, false, nil, speed, o) // screenshots are silent
		o.inner, o.ready = ps, ps.Ready
		defer ps.Close()
		ps.KeepMinimap(opts.NoMinimap, nil)
		ps.Resize(scaled(width, height, opts.Scale))
		if sel != nil {
			ps.Select(*sel)
		}
		if opts.Unit != "" {
			if err := ps.SelectCard(opts.Unit); err != nil {
				return fmt.Errorf("render: %v", err)
			}
		}
		if opts.Order != "" {
			if err := ps.AimOrder(opts.Order); err != nil {
				return fmt.Errorf("render: %v", err)
			}
		}
		if opts.Plan != "" {
			if err := ps.StartPlan(opts.Plan); err != nil {
				return fmt.Errorf("render: %v", err)
			}
		}
		if opts.PickStaged {
			ps.PickFirstStaged()
		}
		if opts.Attack != "" {
			id, at, err := ParseAttack(opts.Attack)
			if err == nil {
				err = ps.AimAttack(id, at)
			}
			if err != nil {
				return fmt.Errorf("render: %v", err)
			}
			hover = &at
			if center == nil {
				center = &at
			}
		}
		switch opts.Open {
		case "":
		case "hand":
			ps.OpenHand()
		case "events":
			ps.OpenEvents()
		case "card":
			ps.OpenCard()
		case "help":
			o.help.Open()
		case "pause":
			o.pause.Open()
		case "save":
			o.pause.Open()
			o.pause.Show(pause.SavePage)
		case "quit":
			o.pause.Open()
			o.pause.Show(pause.ConfirmMenu)
		case "summary":
			if !ps.OpenSummary() {
				return errors.New("render: -open summary: the computer has played no turn yet")
			}
		default:
			return fmt.Errorf("render: unknown panel %q (available: hand, events, card, help, pause, save, quit, summary)", opts.Open)
		}
		sc, mv = o, ps.Map()
		if opts.Computer > 0 {
			demo = func() error { return ps.PlayComputer(opts.Computer) } // play/computer_shot.go
		} else if opts.AnimFrame > 0 {
			demo = func() error {
				if _, ok := ps.Demo(); !ok {
					return errors.New("render: -anim-frame: no unit can attack or move in this phase")
				}
				return nil
			}
		}
	} else {
		mv = newMapScene(w, opts.Grid, false)
		defer mv.Close()
		mv.Resize(scaled(width, height, opts.Scale))
		sc = mv
	}
	fake := &input.Fake{X: -1, Y: -1}
	if mv != nil {
		cam := mv.Camera()
		if opts.Zoom > 0 || center != nil {
			cam.Fit() // -zoom and -center start from the whole map; else the scene's own opening view
		}
		if opts.Zoom > 0 {
			cam.ZoomAt((cam.View.MinX+cam.View.MaxX)/2, (cam.View.MinY+cam.View.MaxY)/2, cam.FitZoom()*opts.Zoom)
		}
		if center != nil {
			mv.CenterOn(*center)
		}
	}
	if opts.Pointer != nil {
		fake.X, fake.Y = opts.Pointer.X, opts.Pointer.Y
	}
	if hover != nil && mv != nil {
		cam := mv.Camera()
		x, y := art.World.Center(*hover)
		sx, sy := cam.ToScreen(x, y)
		fake.X, fake.Y = int(sx), int(sy)
	}

	g := &game{in: fake, fixedW: width, fixedH: height, scale: opts.Scale}
	g.scenes.GoTo(sc)
	frames, demoAt := 0, -1
	g.afterDraw = func(screen *ebiten.Image) {
		frames++
		if g.done || frames < 3 || (!sc.Ready() && frames < maxShotFrames) {
			return
		}
		if demo != nil && demoAt < 0 {
			demoAt = frames
			if err := demo(); err != nil {
				g.done, g.err = true, err
			}
			return
		}
		if demo != nil && frames < demoAt+opts.AnimFrame {
			return
		}
		g.done = true
		g.err = writePNG(opts.Out, capture(enlarge(screen, width, height)))
	}
	return runShot(g, windowTitle(w)+" (screenshot)", width, height)
}

// shotCard renders the card scene (one unit card on the desk).
func shotCard(opts ShotOptions) error {
	if opts.Catalog == nil {
		return errors.New("render: the card scene needs the unit catalog")
	}
	cs, err := cardview.NewCardScene(opts.Catalog, opts.Card)
	if err != nil {
		return fmt.Errorf("render: %v", err)
	}
	width, height := opts.Width, opts.Height
	if width <= 0 || height <= 0 {
		width, height = 1280, 800
	}
	g := &game{in: &input.Fake{X: -1, Y: -1}, fixedW: width, fixedH: height}
	g.scenes.GoTo(cs)
	frames := 0
	g.afterDraw = func(screen *ebiten.Image) {
		frames++
		if g.done || frames < 3 {
			return
		}
		g.done = true
		g.err = writePNG(opts.Out, capture(screen))
	}
	return runShot(g, "Frontline General — "+opts.Card+" (screenshot)", width, height)
}

// enlarge is screen drawn at w×h, as Ebitengine draws a screen laid out
// smaller than the window (an interface scale above 1); screen itself
// when it is that size already.
func enlarge(screen *ebiten.Image, w, h int) *ebiten.Image {
	b := screen.Bounds()
	if b.Dx() == w && b.Dy() == h {
		return screen
	}
	big := ebiten.NewImage(w, h)
	var op ebiten.DrawImageOptions
	op.GeoM.Scale(float64(w)/float64(b.Dx()), float64(h)/float64(b.Dy()))
	op.Filter = ebiten.FilterPixelated
	big.DrawImage(screen, &op)
	return big
}

// capture copies the screen. Ebitengine's pixels are premultiplied; the
// map is opaque, so they are also plain RGBA.
func capture(screen *ebiten.Image) *image.RGBA {
	b := screen.Bounds()
	img := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	screen.ReadPixels(img.Pix)
	return img
}

// writePNG writes img to path through a temporary file in the same
// directory, so a reader never sees half a picture.
func writePNG(path string, img image.Image) error {
	dir := filepath.Dir(path)
	f, err := os.CreateTemp(dir, ".shot-*.png")
	if err != nil {
		return err
	}
	tmp := f.Name()
	defer os.Remove(tmp)                   // a no-op once renamed
	if err := f.Chmod(0o644); err != nil { // CreateTemp makes it private
		f.Close()
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}
