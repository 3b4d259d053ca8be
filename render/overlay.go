package render

import (
	"os"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	engine "frontline/game"
	"frontline/game/content"
	"frontline/game/units"
	"frontline/render/camera"
	"frontline/render/help"
	"frontline/render/input"
	"frontline/render/pause"
	"frontline/render/scene"
	"frontline/render/session"
)

// overlays shows the help screen and the pause menu over the play scene
// (inside victory.Host): while either is up it takes the input and the
// game underneath only draws.
type overlays struct {
	inner scene.Scene
	idle  input.Fake // what the scene underneath reads meanwhile: nothing
	help  *help.Screen
	pause *pause.Menu
	ready func() bool
	// cam is the play screen's camera: a camera gliding, zooming or edge
	// scrolling with no input counts as busy (rest.go). last is where it
	// stood at the previous tick.
	cam         *camera.Camera
	last        camera.Camera
	camChanging bool
}

// newOverlays makes the help (its marker samples from c's catalog) and
// the pause menu of pc, whose Help opens that help; set inner before use.
func newOverlays(c *content.Content, pc pause.Config) *overlays {
	var cat *units.Catalog
	if c != nil {
		cat = c.Catalog
	}
	h := help.New(cat)
	pc.Help = h.Open
	return &overlays{help: h, pause: pause.New(pc)}
}

func (o *overlays) Update(in input.Source) error {
	err := o.update(in)
	if o.cam != nil {
		o.camChanging = *o.cam != o.last
		o.last = *o.cam
	}
	return err
}

// Busy reports whether the screen changes with no input: the camera
// moved this tick, the pause menu's caret blinks or the game underneath
// is busy.
func (o *overlays) Busy() bool {
	if o.camChanging || o.pause.Busy() {
		return true
	}
	b, ok := o.inner.(scene.Busy)
	return !ok || b.Busy()
}

// Opaque reports whether the scene underneath paints the whole screen
// (scene.Opaque): the help and the pause menu are drawn over it.
func (o *overlays) Opaque() bool {
	s, ok := o.inner.(scene.Opaque)
	return ok && s.Opaque()
}

func (o *overlays) update(in input.Source) error {
	switch {
	case o.help.Shown():
		o.help.Update(in)
	case o.pause.Shown():
		o.pause.Update(in)
	default:
		return o.inner.Update(in)
	}
	if !o.help.Shown() && !o.pause.Shown() {
		return nil // closed this tick (perhaps leaving the game)
	}
	// The game goes on underneath with no input: tiles are painted and an
	// animation under way finishes.
	o.idle.X, o.idle.Y = -1, -1
	return o.inner.Update(&o.idle)
}

func (o *overlays) Draw(dst *ebiten.Image) {
	o.inner.Draw(dst)
	o.pause.Draw(dst)
	o.help.Draw(dst)
}

func (o *overlays) Resize(w, h int) {
	o.inner.Resize(w, h)
	o.help.Resize(w, h)
	o.pause.Resize(w, h)
}

// Ready reports whether the scene underneath is drawn at full quality
// (screenshots wait for it).
func (o *overlays) Ready() bool { return o.ready == nil || o.ready() }

// Effective UI scale: the screen is laid out at the window's size divided
// by the scale (Ebitengine draws it enlarged), but never smaller than
// minW×minH so every screen still fits.
const minW, minH = 1152.0, 720.0

// scaled is the layout size for a window of w×h at interface scale k.
func scaled(w, h int, k float64) (int, int) {
	if k <= 1 {
		return w, h
	}
	k = min(k, max(1, float64(w)/minW), max(1, float64(h)/minH))
	return int(float64(w) / k), int(float64(h) / k)
}

// saveName is the name the pause menu offers for a save of g: the
// scenario, the side to play and its turn ("intro germany turn 3").
func saveName(g *engine.Game) string {
	scenario := strings.TrimSpace(g.Options.Scenario)
	if scenario == "" {
		scenario = content.DefaultScenario
	}
	return scenario + " " + string(g.Active) + " turn " + strconv.Itoa(g.Player(g.Active).Turn)
}

// slotExists reports whether slots holds a save called name.
func slotExists(slots *session.Slots, name string) bool {
	path, err := slots.Path(name)
	if err != nil {
		return false
	}
	_, err = os.Stat(path)
	return err == nil
}
