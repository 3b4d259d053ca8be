package render

import (
	"errors"
	"fmt"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	fgame "frontline/game"
	"frontline/game/content"
	"frontline/game/hex"
	"frontline/game/units"
	"frontline/render/input"
	"frontline/render/internal/displaytest"
	"frontline/render/session"
	"frontline/render/settings"
	"frontline/render/widget"
)

// A whole hot-seat game of the introduction played through the client,
// as issue 4 asks: from the main menu, New game with a typed seed, both
// sides played with clicks and keys only — the hand-off screens, the
// catalog, moves, attacks, retaliations, engagement rounds, deployments
// — to the victory screen. The player is a simple greedy one that sees
// only what is on the screen (the probe's spots, render/e2edump.go) and
// its own side's View; every order it gives is a click, checked against
// the engine after the click. Screenshots of each new screen are kept in
// the artefacts directory (displaytest.Artefacts) as fullgame-*.png.
const fullGameChildEnv = "FRONTLINE_FULLGAME_CHILD"

func TestFullHotSeatGame(t *testing.T) {
	if testing.Short() {
		t.Skip("a whole game: not with -short")
	}
	displaytest.Need(t)
	args := []string{"-test.run=^TestFullHotSeatGameChild$", "-test.v", "-test.timeout=60m"}
	if p := os.Getenv("FRONTLINE_FULLGAME_CPUPROFILE"); p != "" {
		args = append(args, "-test.cpuprofile="+p)
	}
	runChild(t, args, fullGameChildEnv+"=1", fullGameRoundsEnv+"="+os.Getenv(fullGameRoundsEnv))
}

// runChild runs this test binary again with args and the variables env
// (and ARTIFACTS), in a process of its own: a whole game needs the game
// loop of the main thread to itself.
func runChild(t *testing.T, args []string, env ...string) {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	// The variables the child reads, read here too so that go test's
	// cache tells runs with different values apart.
	cmd.Env = append(append(os.Environ(), env...), "ARTIFACTS="+os.Getenv("ARTIFACTS"))
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("child: %v\n%s", err, out)
	}
	t.Logf("%s", out)
}

func TestFullHotSeatGameChild(t *testing.T) {
	if os.Getenv(fullGameChildEnv) == "" {
		t.Skip("runs only as the child of TestFullHotSeatGame")
	}
	runDriver(t, playFullGame)
}

// runDriver runs the game loop with drive on a goroutine of its own,
// which runs each of its frames in a frame of the loop (frameLoop).
func runDriver(t *testing.T, drive func(*testing.T, *frameLoop)) {
	ebiten.SetWindowSize(320, 240)
	ebiten.SetVsyncEnabled(false)
	ebiten.SetTPS(ebiten.SyncWithFPS) // as many frames as the machine can
	l := &frameLoop{req: make(chan func()), ack: make(chan struct{}), done: make(chan struct{})}
	go func() {
		defer close(l.done)
		defer func() {
			if r := recover(); r != nil && r != errStopped {
				t.Errorf("panic: %v\n%s", r, debug.Stack())
			}
		}()
		drive(t, l)
	}()
	if err := ebiten.RunGame(l); err != nil {
		t.Fatal(err)
	}
}

// frameLoop runs the driver's frames one per frame of the real game
// loop, so Ebitengine flushes each frame's draw commands (a whole game
// inside one Update would queue them all in memory).
type frameLoop struct {
	req  chan func()
	ack  chan struct{}
	done chan struct{}
}

func (l *frameLoop) Update() error {
	select {
	case f := <-l.req:
		f()
		l.ack <- struct{}{}
		return nil
	case <-l.done:
		return ebiten.Termination
	}
}
func (l *frameLoop) Draw(*ebiten.Image)         {}
func (l *frameLoop) Layout(int, int) (int, int) { return 320, 240 }

// run runs f in the game loop's next frame.
func (l *frameLoop) run(f func()) {
	l.req <- f
	<-l.ack
}

// errStopped ends the driver after a failure was reported (the driver
// runs on its own goroutine, where t.FailNow may not be called).
var errStopped = errors.New("stopped")

// fullGameRoundsEnv, when set to N, stops the game after round N (to
// profile or to look at the early turns quickly).
const fullGameRoundsEnv = "FRONTLINE_FULLGAME_ROUNDS"

// fullGameSeed is typed into the new-game page.
const fullGameSeed = "7"

// frames allowed for the whole game (a game takes about a tenth).
const fullGameFrames = 200_000

// driver plays the game through the screen.
type driver struct {
	*appHarness
	loop   *frameLoop
	scene  string
	busy   bool
	spots  []widget.Spot
	frames int

	// the decision under way and what was done in it
	key                       string
	tried                     map[fgame.UnitID]bool
	once                      bool // the decision's one-off step was taken (catalog or staging opened, pick tried)
	moves, attacks, buys, dep int

	totals   map[string]int // orders given over the game, by kind and side
	shots    map[string]bool
	nshot    int
	looks    int
	garrison bool // ownStacks leaves the stacks in ports out (moves)
	reloaded bool // the game was saved and loaded back (saveAndLoad)
	applied  int  // the session's commands applied, when last seen
	stalled  int  // frames since then
	progress *os.File
	// saveStep is the round whose first Movement Phase is saved and
	// loaded back (saveAndLoad); prefix names the screenshots.
	saveStep int
	prefix   string
}

func playFullGame(t *testing.T, l *frameLoop) {
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	st := settings.Defaults()
	st.Interface.Animation = 4 // fast: animations run, the game is not slowed
	h := &appHarness{t: t, in: &input.Fake{X: -1, Y: -1}, screen: ebiten.NewImage(1280, 800)}
	h.slots = &session.Slots{Dir: t.TempDir()}
	h.a = newApp(AppConfig{Content: c, Slots: h.slots, Settings: st}, h.in)
	l.run(func() { h.a.g.Layout(1280, 800) })
	d := &driver{appHarness: h, loop: l, totals: map[string]int{}, shots: map[string]bool{}, saveStep: saveRound, prefix: "fullgame"}
	if f, err := os.Create(filepath.Join(displaytest.Artefacts(t), "fullgame-progress.log")); err == nil {
		d.progress = f
		defer f.Close()
	}
	stop, _ := strconv.Atoi(os.Getenv(fullGameRoundsEnv))
	for d.frames < fullGameFrames {
		if stop > 0 && d.a.ps != nil && d.sess().Game().Step > stop {
			d.t.Logf("stopped at round %d as %s asks; %d frames", stop, fullGameRoundsEnv, d.frames)
			return
		}
		d.look()
		if d.busy || len(d.spots) == 0 && d.scene != "victory" && d.scene != "play" {
			for range 6 { // fading, animating, or a page still starting
				d.step()
			}
			continue
		}
		switch d.scene {
		case "menu":
			d.snap("menu")
			d.click("menu.new")
		case "newgame":
			d.newGame()
		case "handoff":
			d.snap("handoff")
			d.click("handoff")
		case "play":
			d.play()
		case "victory":
			d.victory()
			return
		case "":
			d.step() // a scene is starting
		default:
			d.fail("unexpected scene %q", d.scene)
		}
	}
	d.fail("no victory screen after %d frames", d.frames)
}

// step runs one frame of the game (its Update; the screen is drawn when
// the driver looks at it).
func (d *driver) step() {
	var err error
	d.loop.run(func() { err = d.a.g.Update() })
	if err != nil && err != ebiten.Termination {
		d.fail("update: %v", err)
	}
	d.frames++
	if d.a.ps != nil && d.sess().Applied != d.applied {
		d.applied, d.stalled = d.sess().Applied, 0
	} else if d.stalled++; d.stalled > stallFrames {
		d.fail("stuck: no command applied in %d frames (scene %q, busy %v, pending %+v, toast %q)",
			stallFrames, d.scene, d.busy, d.pending(), d.toast())
	}
	if d.frames%2000 == 0 && d.progress != nil {
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		fmt.Fprintf(d.progress, "frame %d  %s  heap %d MB  sys %d MB\n", d.frames, d.key, m.HeapAlloc>>20, m.Sys>>20)
	}
}

// drawEvery: one look in so many draws the screen.
const drawEvery = 16

// stallFrames: frames without a command applied before the game is
// declared stuck (a whole engagement's animations take far fewer).
const stallFrames = 3000

func (d *driver) pending() fgame.Decision {
	if d.a.ps == nil {
		return fgame.Decision{}
	}
	return d.sess().Game().Pending
}

// look reads what the screen offers. The probe reads the layout Update
// made, so only every few looks draw the screen (drawing is most of a
// frame's cost on a software GPU); screenshots always draw.
func (d *driver) look() {
	if d.looks++; d.looks%drawEvery == 0 {
		d.draw()
	}
	d.spots = d.spots[:0]
	d.scene, d.busy = d.a.probe(func(s widget.Spot) { d.spots = append(d.spots, s) })
}

func (d *driver) spot(name string) (widget.Spot, bool) {
	for _, s := range d.spots {
		if s.Name == name {
			return s, true
		}
	}
	return widget.Spot{}, false
}

// named are the spots whose names start with prefix.
func (d *driver) named(prefix string) []widget.Spot {
	var out []widget.Spot
	for _, s := range d.spots {
		if strings.HasPrefix(s.Name, prefix) {
			out = append(out, s)
		}
	}
	return out
}

func (d *driver) clickSpot(s widget.Spot) {
	displaytest.Click(d.in, d.step, s.R.X+s.R.W/2, s.R.Y+s.R.H/2)
	d.look()
}

// click clicks the spot called name, which must be there and enabled.
func (d *driver) click(name string) {
	s, ok := d.spot(name)
	if !ok || !s.Enabled {
		d.fail("cannot click %q (shown %v)", name, ok)
	}
	d.clickSpot(s)
}

// rightClick cancels what is picked, as a player would.
func (d *driver) rightClick() {
	d.in.Hold(ebiten.MouseButtonRight, true)
	d.step()
	d.in.Hold(ebiten.MouseButtonRight, false)
	d.step()
	d.look()
}

func (d *driver) newGame() {
	d.snap("newgame")
	if s, ok := d.spot("newgame.scenario/intro"); ok && !s.On {
		d.clickSpot(s)
	}
	d.click("newgame.seed")
	for i := 0; i < 20; i++ {
		d.in.Press(ebiten.KeyBackspace)
		d.step()
	}
	for _, r := range fullGameSeed {
		d.in.Type(string(r))
		d.step()
	}
	d.look()
	if s, _ := d.spot("newgame.seed"); s.Label != fullGameSeed {
		d.fail("the seed field says %q after typing %s", s.Label, fullGameSeed)
	}
	d.click("newgame.start")
	for i := 0; i < scene20*2 && d.a.ps == nil; i++ {
		d.step()
	}
	if d.a.ps == nil {
		d.fail("Start did not open the game")
	}
	if o := d.sess().Game().Options; o.Scenario != "intro" || o.Seed != 7 {
		d.fail("the game started is %+v", o)
	}
}

func (d *driver) sess() *session.Session { return d.a.ps.Session() }

// play answers the decision on screen.
func (d *driver) play() {
	sess := d.sess()
	g := sess.Game()
	if g.Over {
		d.snap("over")
		d.step() // the victory screen follows
		return
	}
	for _, name := range []string{"cards.ok", "cards.close"} {
		if s, ok := d.spot(name); ok { // an event card drawn, or a card panel left open
			d.snap(name)
			d.totals["read "+name]++
			d.clickSpot(s)
			return
		}
	}
	p := g.Pending
	if p.Side != sess.Viewer {
		d.fail("the %s player sees the board while %s must decide %s", sess.Viewer, p.Side, p.Kind)
	}
	key := fmt.Sprintf("%s/%d/%s/%s", p.Side, g.Step, g.Phase, p.Kind)
	if key != d.key {
		d.key, d.tried, d.once = key, map[fgame.UnitID]bool{}, false
		d.moves, d.attacks, d.buys, d.dep = 0, 0, 0, 0
		d.snap(fmt.Sprintf("%s-%s-%s", p.Side, g.Phase, p.Kind))
		if g.Step%8 == 1 && p.Kind == fgame.DecidePhase && g.Phase == fgame.PhaseMovement {
			d.snapAlways(fmt.Sprintf("round%02d-%s-movement", g.Step, p.Side))
		}
		if g.Step == d.saveStep && p.Kind == fgame.DecidePhase && g.Phase == fgame.PhaseMovement && !d.reloaded {
			d.saveAndLoad()
			return
		}
	}
	if _, open := d.spot("catalog.close"); open {
		d.shop(g)
		return
	}
	switch {
	case p.Kind == fgame.DecidePhase && g.Phase == fgame.PhaseProduction:
		if !d.once {
			d.once = true
			if s, ok := d.spot("bar.catalog"); ok && s.Enabled {
				d.clickSpot(s)
				return
			}
		}
	case p.Kind == fgame.DecidePhase && g.Phase == fgame.PhaseMovement:
		d.garrison = true
		moved := d.moves < 6 && d.moveOne(sess)
		d.garrison = false
		if moved {
			return
		}
	case p.Kind == fgame.DecidePhase && g.Phase == fgame.PhaseCombat:
		if d.attacks < 2 && d.attackOne(sess) {
			return
		}
	case p.Kind == fgame.DecidePhase && g.Phase == fgame.PhaseDeployment:
		if d.deployOne(sess) {
			return
		}
	case p.Kind == fgame.DecideEventPick:
		if d.pickEvent() {
			return
		}
	case p.Kind == fgame.DecideWithdrawHex:
		if lit := d.named("withdraw.to/"); len(lit) > 0 {
			d.snap("withdraw")
			d.clickSpot(lit[len(lit)-1]) // not the bar's default, the first
			d.totals["withdraw "+string(p.Side)]++
			return
		}
	case p.Kind == fgame.DecideTerms:
		if s, ok := d.spot("terms.accept"); ok && s.Enabled {
			d.snap("terms")
			d.clickSpot(s)
			d.totals["accept terms "+string(p.Side)]++
			return
		}
	case p.Kind == fgame.DecideRetaliation:
		if s, ok := d.spot("side.retAll"); ok && s.Enabled {
			d.snap("retaliation")
			d.clickSpot(s)
			d.totals["retaliate "+string(p.Side)]++
			return
		}
	}
	d.answer()
}

// pickEvent answers an event card's choice in its panel: rows clicked
// until Confirm is enabled, then Confirm. It reports false when the
// panel cannot be satisfied by rows alone (a deploy_now pick needs hexes
// too), leaving the bar's default.
func (d *driver) pickEvent() bool {
	if d.once {
		return false // tried once in this decision
	}
	d.once = true
	d.snap("event-pick")
	for _, r := range d.named("pick/") {
		if c, ok := d.spot("pick.confirm"); ok && c.Enabled {
			break
		}
		if !r.On {
			d.clickSpot(r)
		}
	}
	c, ok := d.spot("pick.confirm")
	if !ok || !c.Enabled {
		if c, ok := d.spot("pick.clear"); ok && c.Enabled {
			d.clickSpot(c)
		}
		return false
	}
	before := d.sess().Applied
	d.clickSpot(c)
	if d.sess().Applied == before {
		d.fail("Confirm of the event pick applied nothing (toast %q)", d.toast())
	}
	d.totals["event pick "+string(d.sess().Viewer)]++
	return true
}

// answer clicks the phase bar's button: End phase, Decline, Next round …
func (d *driver) answer() {
	s, ok := d.spot("bar.end")
	if !ok || !s.Enabled {
		d.fail("dead end: no enabled button on the phase bar (shown %v, pending %+v, toast %q)", ok, d.sess().Game().Pending, d.toast())
	}
	d.totals["answer "+s.Label]++
	d.clickSpot(s)
}

func (d *driver) toast() string {
	if s, ok := d.spot("toast"); ok {
		return s.Label
	}
	return ""
}

// shop buys one unit per Production Phase from the catalog, turn by turn
// a different one, and closes it.
func (d *driver) shop(g *fgame.Game) {
	d.snap("catalog")
	side := d.sess().Viewer
	if d.buys == 0 && g.Phase == fgame.PhaseProduction {
		var offers []widget.Spot
		for _, s := range d.named("buy/") {
			if s.Enabled {
				offers = append(offers, s)
			}
		}
		d.buys++ // one try per phase, bought or not
		if len(offers) > 0 {
			before := len(staged(g, side))
			s := offers[g.Player(side).Turn%len(offers)]
			d.clickSpot(s)
			if len(staged(g, side)) <= before { // a crewed unit brings its crew
				d.fail("Buy %s staged nothing (toast %q)", s.Label, d.toast())
			}
			d.totals["buy "+string(side)]++
			return
		}
	}
	d.click("catalog.close")
}

// staged are side's units in the staging area.
func staged(g *fgame.Game, side units.Side) []fgame.UnitID {
	var out []fgame.UnitID
	for _, u := range g.Units {
		if u.Side == side && u.Place == fgame.Staged {
			out = append(out, u.ID)
		}
	}
	return out
}

// goals are the hexes a side's units head for: the US its objectives,
// Germany the American stacks it sees.
func goals(sess *session.Session) []hex.Hex {
	g := sess.Game()
	var out []hex.Hex
	if sess.Viewer == units.US {
		for _, o := range g.Scenario().Objectives() {
			if o.Side == units.US {
				out = append(out, o.Hex)
			}
		}
		return out
	}
	for _, st := range sess.View().Enemy {
		out = append(out, st.Hex)
	}
	return out
}

func nearest(h hex.Hex, to []hex.Hex) int {
	best := 1 << 30
	for _, x := range to {
		best = min(best, hex.Distance(h, x))
	}
	return best
}

// ownStacks are the viewer's stacks on screen, those nearest the goals
// first.
func (d *driver) ownStacks(goal []hex.Hex) []widget.Spot {
	var own []widget.Spot
	m := d.sess().Game().Scenario().Map
	for _, s := range d.named("stack/") {
		if c, port := m.CityAt(spotHex(s)); port && c.Port && d.garrison {
			continue // the port's garrison stays: units deploy at ports held (Table V.1)
		}
		if s.On {
			own = append(own, s)
		}
	}
	sort.SliceStable(own, func(i, j int) bool {
		return nearest(spotHex(own[i]), goal) < nearest(spotHex(own[j]), goal)
	})
	return own
}

// spotHex is the hex of a "kind/CCRR" spot.
func spotHex(s widget.Spot) hex.Hex {
	return hex.MustParse(s.Name[strings.IndexByte(s.Name, '/')+1:])
}

func spotUnit(s widget.Spot) fgame.UnitID {
	n, _ := strconv.Atoi(s.Name[strings.IndexByte(s.Name, '/')+1:])
	return fgame.UnitID(n)
}

// pickNext selects, in the viewer's stacks, the next unit not yet tried
// this phase: a click on its stack, then on its row. It reports false
// when every unit on screen was tried.
func (d *driver) pickNext(goal []hex.Hex) (fgame.UnitID, hex.Hex, bool) {
	for _, st := range d.ownStacks(goal) {
		d.clickSpot(st)
		if _, ok := d.spot("confirm.attack"); ok {
			// The selected unit has a target in that (shared) hex, so the
			// click reviews an attack on it: cancel, as a player picking
			// another unit would (render/play/attack_confirm.go).
			d.snap("confirm-cancelled")
			d.rightClick()
		}
		for _, r := range d.named("row/") {
			id := spotUnit(r)
			if d.tried[id] {
				continue
			}
			d.tried[id] = true
			if !r.On {
				d.clickSpot(r)
			}
			return id, spotHex(st), true
		}
	}
	return 0, hex.Hex{}, false
}

// moveOne moves one unit a step nearer its goals, by clicking the lit
// hex that brings it nearest; it reports false when no unit is left.
func (d *driver) moveOne(sess *session.Session) bool {
	goal := goals(sess)
	if len(goal) == 0 {
		return false
	}
	g := sess.Game()
	for {
		id, at, ok := d.pickNext(goal)
		if !ok {
			return false
		}
		var best widget.Spot
		bestD := nearest(at, goal)
		for _, r := range d.named("reach/") {
			if dd := nearest(spotHex(r), goal); dd < bestD {
				best, bestD = r, dd
			}
		}
		if best.Name == "" {
			d.rightClick()
			continue
		}
		d.snap("reach")
		to := spotHex(best)
		before := sess.Applied
		d.clickSpot(best)
		if sess.Applied == before {
			d.fail("clicking lit hex %s for unit %d applied nothing (toast %q)", to, id, d.toast())
		}
		// A failed terrain check (III.3.1) may stop the unit on the way.
		if u := g.Unit(id); u != nil && u.Place == fgame.OnMap && hex.Distance(u.Hex, at) > hex.Distance(to, at) {
			d.fail("unit %d moved to %s, beyond %s clicked", id, u.Hex, to)
		}
		d.moves++
		d.totals["move "+string(sess.Viewer)]++
		return true
	}
}

// attackOne declares an attack by a unit that has a lit target.
func (d *driver) attackOne(sess *session.Session) bool {
	g := sess.Game()
	for {
		id, _, ok := d.pickNext(goals(sess))
		if !ok {
			return false
		}
		targets := d.named("target/")
		if len(targets) == 0 {
			d.rightClick()
			continue
		}
		d.snap("targets")
		d.clickSpot(targets[0])
		if c, ok := d.spot("confirm.attack"); ok { // render/play/attack_confirm.go
			d.snap("confirm")
			d.clickSpot(c)
		}
		if g.Pending.Kind == fgame.DecidePhase && g.Phase == fgame.PhaseCombat && g.Pending.Side == sess.Viewer && !sess.NeedsHandOff() {
			// Not declared: an order may need a second click, or the
			// target was refused; say why and go on with another unit.
			d.t.Logf("attack by %d at %s not declared: %q", id, targets[0].Name, d.toast())
			d.rightClick()
			continue
		}
		d.attacks++
		d.totals["attack "+string(sess.Viewer)]++
		return true
	}
}

// deployOne deploys a staged unit to a lit hex.
func (d *driver) deployOne(sess *session.Session) bool {
	g := sess.Game()
	if len(staged(g, sess.Viewer)) == 0 {
		return false
	}
	if s, ok := d.spot("side.header"); ok && !strings.HasPrefix(s.Label, "Staging area") {
		b, ok := d.spot("bar.staging")
		if !ok || !b.Enabled || d.once {
			return false
		}
		d.once = true
		d.clickSpot(b)
		d.snap("staging")
	}
	for _, r := range d.named("row/") {
		id := spotUnit(r)
		if d.tried[id] {
			continue
		}
		d.tried[id] = true
		d.clickSpot(r)
		lit := d.named("deploy/")
		if len(lit) == 0 {
			info, _ := d.spot("side.info")
			d.t.Logf("round %d: %s cannot deploy %s: %s", g.Step, sess.Viewer, r.Label, info.Label)
			continue
		}
		d.snap("deploy")
		d.clickSpot(lit[0])
		if u := g.Unit(id); u == nil || u.Place == fgame.Staged {
			d.fail("clicking %s did not deploy unit %d (toast %q)", lit[0].Name, id, d.toast())
		}
		d.dep++
		d.totals["deploy "+string(sess.Viewer)]++
		return true
	}
	return false
}

// saveRound: in its first Movement Phase the game is saved from the
// pause menu and loaded back from the menu's Load page.
const saveRound = 12

// saveAndLoad saves the game to a named slot through the pause menu
// (Esc, Save game…, Enter), loads it through Load game…, and checks the
// game goes on from exactly the same state.
func (d *driver) saveAndLoad() {
	d.reloaded = true
	before := d.sess()
	hash, step := before.Game().Hash(), before.Game().Step
	for i := 0; i < 4 && d.scene != "pause"; i++ {
		d.in.Press(ebiten.KeyEscape) // the first ones deselect
		d.step()
		d.look()
	}
	if d.scene != "pause" {
		d.fail("Esc did not open the pause menu (scene %q)", d.scene)
	}
	d.snap("pause")
	d.click("pause/Save game…")
	d.in.Press(ebiten.KeyEnter) // the name offered
	d.step()
	d.until("the pause menu after saving", func() bool { _, ok := d.spot("pause/Load game…"); return ok })
	d.click("pause/Load game…")
	d.until("the Load page", func() bool { return len(d.named("load.slot/")) > 0 })
	d.snap("load")
	var slot widget.Spot
	g := before.Game()
	offered := string(g.Active) + " turn " + strconv.Itoa(g.Player(g.Active).Turn) // the name the pause menu offers
	for _, s := range d.named("load.slot/") {
		if strings.HasSuffix(s.Name, offered) {
			slot = s
		}
	}
	if slot.Name == "" {
		d.fail("the save of %s is not listed: %v", offered, d.named("load.slot/"))
	}
	d.clickSpot(slot)
	d.click("load.load")
	d.until("the loaded game", func() bool { return d.a.ps != nil && d.sess() != before && !d.busy })
	if g := d.sess().Game(); g.Hash() != hash || g.Step != step {
		d.fail("the loaded game differs: round %d hash %s, saved round %d hash %s", g.Step, g.Hash(), step, hash)
	}
	d.applied = d.sess().Applied
	d.totals["save and load"]++
}

// until steps until cond holds (the screen looked at after each step).
func (d *driver) until(what string, cond func() bool) {
	for i := 0; i < 600; i++ {
		d.look()
		if cond() {
			return
		}
		d.step()
	}
	d.fail("%s did not come (scene %q)", what, d.scene)
}

func (d *driver) victory() {
	for range scene20 {
		d.step()
	}
	d.snapAlways("victory")
	g := d.sess().Game()
	d.t.Logf("game over after round %d: result %q; %d frames", g.Step, g.Result, d.frames)
	keys := make([]string, 0, len(d.totals))
	for k := range d.totals {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		d.t.Logf("  %-28s %d", k, d.totals[k])
	}
	for _, side := range []units.Side{units.US, units.Germany} {
		for _, kind := range []string{"move", "buy", "deploy"} {
			if d.totals[kind+" "+string(side)] == 0 {
				d.t.Errorf("%s never managed to %s through the screen", side, kind)
			}
		}
	}
	if d.totals["save and load"] != 1 {
		d.t.Error("the game was not saved and loaded back")
	}
	if d.totals["attack us"]+d.totals["attack germany"] == 0 {
		d.t.Error("no attack was declared through the screen")
	}
}

// snap saves the screen once per key.
func (d *driver) snap(key string) {
	if d.shots[key] {
		return
	}
	d.shots[key] = true
	d.snapAlways(key)
}

func (d *driver) draw() {
	d.loop.run(func() {
		d.a.g.drawAsEbitengine(d.screen)
	})
}

func (d *driver) snapAlways(key string) {
	d.draw()
	img := image.NewRGBA(d.screen.Bounds())
	d.loop.run(func() { d.screen.ReadPixels(img.Pix) })
	d.nshot++
	path := filepath.Join(displaytest.Artefacts(d.t), fmt.Sprintf("%s-%03d-%s.png", d.prefix, d.nshot, strings.ReplaceAll(key, "/", "-")))
	f, err := os.Create(path)
	if err != nil {
		d.t.Fatal(err)
	}
	defer f.Close()
	enc := png.Encoder{CompressionLevel: png.BestSpeed}
	if err := enc.Encode(f, img); err != nil {
		d.t.Fatal(err)
	}
}

// fail stops the game with a screenshot of the screen it stopped on.
func (d *driver) fail(format string, args ...any) {
	d.t.Helper()
	d.snapAlways("FAILED")
	d.t.Errorf(format, args...)
	panic(errStopped)
}
