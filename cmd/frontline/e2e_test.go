package main

// The end-to-end test: the real program, built and started as its own
// process in a virtual X display, played with the mouse through xdotool.
// Where to click comes from the layout dump the program writes with
// FRONTLINE_LAYOUT_DUMP (render/e2edump.go: the scene, the phase and the
// rectangles of buttons, rows and lit hexes); what the game did comes from
// the save it writes after every command with FRONTLINE_STATE_DUMP, read
// back with game.Load (which replays it and checks its hash). Screenshots
// of every step are kept (imagemagick's import). See docs/TESTING.md.
//
// Run it alone with `make e2e`; `make test` runs it too.

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"frontline/game"
	"frontline/game/content"
	"frontline/game/hex"
	"frontline/game/units"
	"frontline/render"
	"frontline/render/widget"
)

const (
	e2eSeed   = "1" // dice seed typed on the new-game page
	e2eW      = 1280
	e2eH      = 800
	e2eWait   = 30 * time.Second // longest wait for one step (a loaded machine draws slowly)
	e2ePoll   = 25 * time.Millisecond
	e2eWindow = "Frontline General"
)

// TestEndToEndHotSeat plays the start of a hot-seat game of the intro
// scenario with the mouse: New game, a typed dice seed, Start; a purchase
// in the United States' Production Phase; a move in the Movement Phase;
// an attack in the Combat Phase, the hand-off to Germany, its
// retaliation and the engagement fought out; the end of the US turn and
// the hand-off to Germany's first turn. After each step it checks the
// engine's state and saves a screenshot.
func TestEndToEndHotSeat(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end test: skipped with -short")
	}
	d := startE2E(t)
	l, g := d.newGame()
	if g.Options.Seed != 1 || g.Options.Scenario != "intro" {
		t.Fatalf("game started: options %+v, want the intro with seed %s", g.Options, e2eSeed)
	}
	if g.Active != units.US || g.Phase != game.PhaseProduction || g.Player(units.US).Turn != 1 || l.Game.Viewer != "us" {
		t.Fatalf("game started: %s turn %d, %s phase, viewer %s; want the United States' Production Phase of turn 1",
			g.Active, g.Player(units.US).Turn, g.Phase, l.Game.Viewer)
	}
	d.shot("production-catalog")

	// Production: buy the first unit the catalog offers.
	l = d.wait("catalog open", func(l *render.LayoutDump) bool { return firstBuy(l) != "" })
	card := firstBuy(l)
	before := len(g.Staged(units.US))
	d.act("buy "+card, "buy/"+card)
	g = d.state("after the purchase")
	staged := g.Staged(units.US)
	if len(staged) <= before {
		t.Fatalf("after buying %s: %d units staged, %d before", card, len(staged), before)
	}
	bought := staged[len(staged)-1]
	if bought.CardID != card && g.Unit(bought.Mans) != nil {
		bought = g.Unit(bought.Mans) // the crew is staged after its unit
	}
	if bought.CardID != card || bought.Place != game.Staged || bought.DeployTurn != 5 {
		t.Fatalf("after buying %s: staged unit %d is %s in %q, deploys on turn %d; want %s staged for turn 5 (V.6)",
			card, bought.ID, bought.CardID, bought.Place, bought.DeployTurn, card)
	}
	d.shot("production-bought")
	d.click("close the catalog", "catalog.close")
	d.wait("the catalog closed", func(l *render.LayoutDump) bool { return !hasSpot(l, "catalog.close") && hasSpot(l, "bar.catalog") })
	d.shot("production-panel")

	// End the phase: Supply is automatic, Movement waits.
	d.act("end the Production Phase", "bar.end")
	g = d.state("after ending Production")
	if g.Phase != game.PhaseMovement || g.Active != units.US || g.Player(units.US).Turn != 1 {
		t.Fatalf("after ending Production: %s turn %d, %s phase; want the US Movement Phase", g.Active, g.Player(units.US).Turn, g.Phase)
	}

	// Movement: select the unit that can drive into an enemy-held hex
	// surest, then move it there.
	mover, to := d.pickMove(g, d.layout())
	from := g.Unit(mover).Hex
	t.Logf("moving unit %d (%s) from %s to %s", mover, g.Unit(mover).CardID, from, to)
	d.selectUnit("select the mover", from.String(), mover)
	d.wait("the mover's reachable hexes lit", func(l *render.LayoutDump) bool { return hasSpot(l, "reach/"+to) })
	d.shot("movement-selected")
	d.act("move to "+to, "reach/"+to)
	g = d.state("after the move")
	if u := g.Unit(mover); u.Hex == from || u.Hex.String() != to {
		t.Fatalf("after the move: unit %d is at %s (was at %s); want %s", mover, u.Hex, from, to)
	}
	d.wait("the move animated", func(l *render.LayoutDump) bool { return !l.Busy })
	d.shot("movement-moved")

	d.act("end the Movement Phase", "bar.end")
	g = d.state("after ending Movement")
	if g.Phase != game.PhaseCombat || g.Active != units.US {
		t.Fatalf("after ending Movement: %s phase of %s; want the US Combat Phase", g.Phase, g.Active)
	}

	// Combat: select an attacker, click its ringed target.
	attacker, target := pickAttack(t, g, mover)
	at := g.Unit(attacker).Hex.String()
	th := g.Unit(target).Hex.String()
	t.Logf("unit %d (%s) at %s attacks unit %d (%s) at %s", attacker, g.Unit(attacker).CardID, at, target, g.Unit(target).CardID, th)
	d.selectUnit("select the attacker", at, attacker)
	d.wait("targets ringed", func(l *render.LayoutDump) bool { return hasSpot(l, "target/"+th) })
	d.shot("combat-targets")
	d.click("review the attack on "+th, "target/"+th)
	d.wait("the attack's confirmation", func(l *render.LayoutDump) bool { return hasSpot(l, "confirm.attack") })
	d.shot("combat-confirm")
	d.act("declare the attack on "+th, "confirm.attack")
	l = d.waitScene("the hand-off to the defender", "handoff")
	g = d.state("after the attack")
	if g.Pending.Kind != game.DecideRetaliation || g.Pending.Side != units.Germany {
		t.Fatalf("after the attack: pending %s for %s; want Germany's retaliation", g.Pending.Kind, g.Pending.Side)
	}
	if !strings.Contains(spotOf(l, "handoff").Label, "Germany") {
		t.Fatalf("hand-off screen says %q", spotOf(l, "handoff").Label)
	}
	d.shot("handoff-to-germany")
	d.click("take the computer (Germany)", "handoff")
	d.wait("Germany views the board", func(l *render.LayoutDump) bool {
		return l.Scene == "play" && l.Game.Viewer == "germany" && !l.Busy
	})
	d.shot("retaliation")

	// Resolve: Germany retaliates with all it can (or declines); then
	// whoever is asked answers with the bar's button (Next round,
	// Begin …) until the United States' Combat Phase waits again.
	if l := d.layout(); spotOf(l, "side.retAll").Enabled {
		d.act("retaliate with all", "side.retAll")
	} else {
		d.act("decline to retaliate", "bar.end")
	}
	for i := 0; ; i++ {
		l := d.wait("the engagement goes on", func(l *render.LayoutDump) bool { return !l.Busy })
		gm := l.Game
		if gm.Pending == string(game.DecidePhase) && gm.PendingSide == "us" && gm.Phase == "Combat" && gm.Viewer == "us" {
			break
		}
		if i == 30 {
			t.Fatalf("the engagement did not end after 30 answers: pending %s for %s", gm.Pending, gm.PendingSide)
		}
		if l.Scene == "handoff" {
			d.click("hand-off during the engagement", "handoff")
			d.wait("hand-off taken", func(l *render.LayoutDump) bool { return l.Scene == "play" })
			continue
		}
		d.act(fmt.Sprintf("answer %s (%s)", gm.Pending, spotOf(l, "bar.end").Label), "bar.end")
	}
	d.shot("combat-resolved")
	evs := d.events("after the engagement")
	count := map[game.EventKind]int{}
	for _, e := range evs {
		count[e.Kind]++
	}
	if count[game.EvAttackDeclared] == 0 || count[game.EvShot] == 0 || count[game.EvRoundEnded] == 0 || count[game.EvEngagementEnded] == 0 {
		t.Fatalf("the engagement left no trace: %d attacks declared, %d shots, %d rounds, %d engagements ended",
			count[game.EvAttackDeclared], count[game.EvShot], count[game.EvRoundEnded], count[game.EvEngagementEnded])
	}
	t.Logf("engagement: %d shots, %d rounds, %d units destroyed", count[game.EvShot], count[game.EvRoundEnded], count[game.EvUnitDestroyed])

	// End the US turn: the screen goes to Germany for its first turn.
	d.act("end the Combat Phase", "bar.end")
	d.waitScene("the hand-off at the turn's end", "handoff")
	g = d.state("after the US turn")
	if g.Active != units.Germany || g.Player(units.Germany).Turn != 1 || g.Phase != game.PhaseProduction {
		t.Fatalf("after the US turn: %s turn %d, %s phase; want Germany's Production Phase of turn 1", g.Active, g.Player(units.Germany).Turn, g.Phase)
	}
	d.shot("handoff-turn")
	d.click("take the computer for Germany's turn", "handoff")
	d.wait("Germany's Production Phase shown", func(l *render.LayoutDump) bool {
		return l.Scene == "play" && l.Game.Viewer == "germany" && hasSpot(l, "catalog.close")
	})
	d.shot("germany-production")
}

// newGame opens a new hot-seat game of the intro from the main menu
// with the dice seed e2eSeed typed in: the menu, the new-game page, the
// seed, Start.
func (d *e2e) newGame() (*render.LayoutDump, *game.Game) {
	d.t.Helper()
	d.waitScene("main menu", "menu")
	d.shot("menu")
	d.click("open the new-game page", "menu.new")
	d.waitScene("new-game page", "newgame")
	d.click("focus the seed field", "newgame.seed")
	d.wait("seed field focused", func(l *render.LayoutDump) bool { return spotOf(l, "newgame.seed").On })
	d.typeSeed()
	d.shot("newgame")
	d.click("start the game", "newgame.start")
	l := d.waitScene("the game shown", "play")
	return l, d.state("game started")
}

// e2e is the program under test and the means to drive it.
type e2e struct {
	t                     *testing.T
	env                   []string // the program's and xdotool's environment
	win                   string   // the window id
	layoutPath, statePath string
	dir                   string // screenshots and the program's output
	shots, syncs          int
	content               *content.Content
	last                  *render.LayoutDump
	start                 time.Time
}

// startE2E builds the program, opens a display and starts the program on
// it, and waits for its window.
func startE2E(t *testing.T) *e2e {
	for _, tool := range []string{"xdotool", "import"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("end-to-end test: %s is not installed (make test installs xdotool and imagemagick)", tool)
		}
	}
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	d := &e2e{t: t, content: c, dir: artefactDir(t), start: time.Now()}
	tmp := t.TempDir()
	d.layoutPath, d.statePath = filepath.Join(tmp, "layout.json"), filepath.Join(tmp, "state.fgsave")
	display := privateDisplay(t)
	d.env = append(os.Environ(), "DISPLAY="+display, "XDG_CONFIG_HOME="+filepath.Join(tmp, "config"),
		"XDG_DATA_HOME="+filepath.Join(tmp, "data"), "HOME="+tmp,
		render.LayoutDumpEnv+"="+d.layoutPath, render.StateDumpEnv+"="+d.statePath)

	// The settings: animations at their fastest (they still run: the
	// dump says busy until they end).
	cfgDir := filepath.Join(tmp, "config", "frontline")
	if err := os.MkdirAll(cfgDir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(cfgDir, "settings.toml"), []byte("[interface]\nanimation_speed = 4\n"), 0o644); err != nil {
		t.Fatal(err)
	}

	bin := filepath.Join(tmp, "frontline")
	goTool := filepath.Join(runtime.GOROOT(), "bin", "go")
	if _, err := os.Stat(goTool); err != nil {
		goTool = "go"
	}
	build := exec.Command(goTool, "build", "-o", bin, ".")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}

	logf, err := os.Create(filepath.Join(d.dir, "program.log"))
	if err != nil {
		t.Fatal(err)
	}
	prog := exec.Command(bin, "play", "-width", strconv.Itoa(e2eW), "-height", strconv.Itoa(e2eH), "-mute")
	prog.Env, prog.Stdout, prog.Stderr = d.env, logf, logf
	if err := prog.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- prog.Wait() }()
	t.Cleanup(func() {
		_ = prog.Process.Kill()
		<-exited
		logf.Close()
		if t.Failed() {
			if out, _ := os.ReadFile(logf.Name()); len(out) > 0 {
				t.Logf("program output:\n%s", tail(out, 3000))
			}
		}
	})

	// The window: xdotool search --sync waits for it; retried while the
	// program starts, failing early if it exits.
	deadline := time.Now().Add(e2eWait)
	for d.win == "" {
		select {
		case err := <-exited:
			exited <- err
			out, _ := os.ReadFile(logf.Name())
			t.Fatalf("start: the program exited (%v) before its window appeared:\n%s", err, tail(out, 3000))
		default:
		}
		if time.Now().After(deadline) {
			t.Fatalf("start: no window named %q after %s", e2eWindow, e2eWait)
		}
		out, err := d.xdotoolOut(5*time.Second, "search", "--sync", "--onlyvisible", "--name", e2eWindow)
		if err == nil {
			d.win = strings.Fields(out)[0]
		}
	}
	d.wait("first frame", func(l *render.LayoutDump) bool { return l.Width > 0 })
	if l := d.layout(); l.Width != e2eW || l.Height != e2eH {
		t.Fatalf("start: the screen is %d×%d, want %d×%d (a device scale other than 1?)", l.Width, l.Height, e2eW, e2eH)
	}
	return d
}

// artefactDir is $FRONTLINE_E2E_ARTIFACTS, or a temporary directory kept
// only when the test fails.
func artefactDir(t *testing.T) string {
	dir := os.Getenv("FRONTLINE_E2E_ARTIFACTS")
	if dir != "" {
		dir, _ = filepath.Abs(dir)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		old, _ := filepath.Glob(filepath.Join(dir, "[0-9][0-9]-*.png")) // an earlier run's
		for _, f := range old {
			os.Remove(f)
		}
	} else {
		var err error
		if dir, err = os.MkdirTemp("", "frontline-e2e-"); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() {
			if !t.Failed() {
				os.RemoveAll(dir)
			}
		})
	}
	t.Logf("screenshots and program output in %s", dir)
	return dir
}

// privateDisplay starts an Xvfb of our own when it is installed, so no
// other test's window covers ours; otherwise the test's $DISPLAY.
func privateDisplay(t *testing.T) string {
	if _, err := exec.LookPath("Xvfb"); err != nil {
		if d := os.Getenv("DISPLAY"); d != "" {
			return d
		}
		t.Skip("end-to-end test: no Xvfb and no DISPLAY (make test installs xvfb)")
	}
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	x := exec.Command("Xvfb", "-displayfd", "3", "-screen", "0", fmt.Sprintf("%dx%dx24", e2eW+200, e2eH+200), "-nolisten", "tcp")
	x.ExtraFiles = []*os.File{w}
	var xerr bytes.Buffer
	x.Stderr = &xerr
	if err := x.Start(); err != nil {
		t.Fatalf("start: Xvfb: %v", err)
	}
	w.Close()
	var once sync.Once
	stop := func() {
		once.Do(func() {
			_ = x.Process.Kill()
			_ = x.Wait()
		})
	}
	t.Cleanup(stop)
	num := make(chan string, 1)
	go func() {
		line, _ := bufio.NewReader(r).ReadString('\n') // the display number, once it is ready
		num <- line
	}()
	var got string
	select {
	case got = <-num:
	case <-time.After(10 * time.Second):
	}
	_ = r.Close()
	got = strings.TrimSpace(got)
	if got == "" {
		stop()
		t.Fatalf("start: Xvfb gave no display number:\n%s", xerr.String())
	}
	return ":" + got
}

// xdotool runs xdotool on the test's display.
func (d *e2e) xdotool(step string, args ...string) {
	d.t.Helper()
	if _, err := d.xdotoolOut(10*time.Second, args...); err != nil {
		d.t.Fatalf("%s: xdotool %s: %v", step, strings.Join(args, " "), err)
	}
}

func (d *e2e) xdotoolOut(timeout time.Duration, args ...string) (string, error) {
	cmd := exec.Command("xdotool", args...)
	cmd.Env = d.env
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Start(); err != nil {
		return "", err
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			return out.String(), fmt.Errorf("%v: %s", err, strings.TrimSpace(errb.String()))
		}
		if strings.TrimSpace(out.String()) == "" && args[0] == "search" {
			return "", errors.New("no window")
		}
		return out.String(), nil
	case <-time.After(timeout):
		_ = cmd.Process.Kill()
		<-done
		return "", fmt.Errorf("timed out after %s", timeout)
	}
}

// layout reads the layout dump (nil while there is none).
func (d *e2e) layout() *render.LayoutDump {
	body, err := os.ReadFile(d.layoutPath)
	if err != nil {
		return d.last
	}
	var l render.LayoutDump
	if json.Unmarshal(body, &l) != nil {
		return d.last // being replaced: the previous one
	}
	if l.Game == nil {
		l.Game = &render.LayoutGame{}
	}
	d.last = &l
	return &l
}

// wait polls the layout dump until ok holds; it fails naming step.
func (d *e2e) wait(step string, ok func(*render.LayoutDump) bool) *render.LayoutDump {
	d.t.Helper()
	deadline := time.Now().Add(e2eWait)
	for {
		if l := d.layout(); l != nil && ok(l) {
			return l
		}
		if time.Now().After(deadline) {
			d.shot("FAILED")
			d.t.Fatalf("%s: not reached after %s; the screen: %s", step, e2eWait, describe(d.layout()))
		}
		time.Sleep(e2ePoll)
	}
}

// waitScene waits for a scene shown and settled.
func (d *e2e) waitScene(step, scene string) *render.LayoutDump {
	d.t.Helper()
	return d.wait(step, func(l *render.LayoutDump) bool { return l.Scene == scene && !l.Busy })
}

// click waits for the spot named, enabled and with nothing moving, and
// clicks its centre. The press and the release are each followed by two
// frames drawn (frames), so the program's once-a-tick look at the mouse
// sees the button held, then released, however slowly the machine runs.
func (d *e2e) click(step, name string) {
	d.t.Helper()
	l := d.wait(step+": "+name+" clickable", func(l *render.LayoutDump) bool {
		return !l.Busy && hasSpot(l, name) && spotOf(l, name).Enabled
	})
	r := spotOf(l, name).R
	x, y := int(r.X+r.W/2), int(r.Y+r.H/2)
	if testing.Verbose() {
		d.t.Logf("%5.1fs %s: click %s at %d,%d", time.Since(d.start).Seconds(), step, name, x, y)
	}
	d.xdotool(step, "mousemove", "--window", d.win, strconv.Itoa(x), strconv.Itoa(y))
	d.xdotool(step, "mousedown", "1") // the program reads where the pointer is and the button in one tick
	d.frames(step, 2)
	d.xdotool(step, "mouseup", "1")
	d.frames(step, 2)
}

// frames waits for n frames drawn from now (the .sync file of the
// layout dump: render/e2edump.go).
func (d *e2e) frames(step string, n int) {
	d.t.Helper()
	for range n {
		d.syncs++
		k := d.syncs
		if err := os.WriteFile(d.layoutPath+".sync", []byte(strconv.Itoa(k)), 0o644); err != nil {
			d.t.Fatal(err)
		}
		d.wait(step+": a frame drawn", func(l *render.LayoutDump) bool { return l.Sync >= k })
	}
}

// act clicks the spot named and waits for the command it gives to be
// applied.
func (d *e2e) act(step, name string) {
	d.t.Helper()
	n := d.wait(step, func(*render.LayoutDump) bool { return true }).Game.Applied
	d.click(step, name)
	d.wait(step+": the command applied", func(l *render.LayoutDump) bool { return l.Game.Applied > n })
}

// key presses and releases a key, each followed by two frames (see
// click).
func (d *e2e) key(k string) {
	d.t.Helper()
	d.xdotool("key "+k, "keydown", k)
	d.frames("key "+k, 2)
	d.xdotool("key "+k, "keyup", k)
	d.frames("key "+k, 2)
}

// typeSeed clears the focused seed field and types e2eSeed, again if a
// key was lost.
func (d *e2e) typeSeed() {
	d.t.Helper()
	for try := 0; ; try++ {
		d.key("Delete")
		for _, c := range e2eSeed {
			d.key(string(c))
		}
		ok := func(l *render.LayoutDump) bool { return spotOf(l, "newgame.seed").Label == e2eSeed }
		if try == 2 {
			d.wait("seed "+e2eSeed+" typed", ok)
			return
		}
		time.Sleep(200 * time.Millisecond)
		if ok(d.layout()) {
			return
		}
		d.t.Logf("seed field holds %q after typing %s: again", spotOf(d.layout(), "newgame.seed").Label, e2eSeed)
	}
}

// selectUnit clicks the stack at hex h, then the unit's row unless it is
// already the one selected.
func (d *e2e) selectUnit(step, h string, id game.UnitID) {
	d.t.Helper()
	row := "row/" + strconv.Itoa(int(id))
	if l := d.layout(); spotOf(l, row).On {
		return // still selected (a click on its hex now would attack)
	}
	d.click(step+": click the stack", "stack/"+h)
	l := d.wait(step+": its units listed", func(l *render.LayoutDump) bool { return hasSpot(l, row) })
	if !spotOf(l, row).On {
		d.click(step+": click the unit's row", row)
	}
	d.wait(step+": the unit selected", func(l *render.LayoutDump) bool { return spotOf(l, row).On })
}

// state loads the game the program saved after its last command.
func (d *e2e) state(step string) *game.Game {
	d.t.Helper()
	n := d.layout().Game.Applied
	var last error
	deadline := time.Now().Add(e2eWait)
	for time.Now().Before(deadline) {
		r, err := game.ReadRecord(d.statePath)
		if err == nil && len(r.Commands) >= n {
			g, err := game.Load(d.content, d.statePath)
			if err == nil {
				return g
			}
			last = err
		} else if err != nil {
			last = err
		} else {
			last = fmt.Errorf("the save holds %d commands, the screen %d", len(r.Commands), n)
		}
		time.Sleep(e2ePoll)
	}
	d.t.Fatalf("%s: the state dump: %v", step, last)
	return nil
}

// events replays the saved game and returns every event, in order.
func (d *e2e) events(step string) []game.Event {
	d.t.Helper()
	d.state(step)
	r, err := game.ReadRecord(d.statePath)
	if err != nil {
		d.t.Fatalf("%s: %v", step, err)
	}
	var out []game.Event
	if _, err := r.Replay(d.content, d.statePath, func(_ *game.Game, _ *game.Command, evs []game.Event) { out = append(out, evs...) }); err != nil {
		d.t.Fatalf("%s: %v", step, err)
	}
	return out
}

// shot saves a screenshot of the window as NN-name.png, once the
// program has drawn two frames since: the screen shows what the layout
// dump last said.
func (d *e2e) shot(name string) {
	d.t.Helper()
	d.frames("screenshot "+name, 2)
	d.shots++
	path := filepath.Join(d.dir, fmt.Sprintf("%02d-%s.png", d.shots, name))
	cmd := exec.Command("import", "-window", d.win, "-quality", "10", path) // quality 10: fast zlib
	cmd.Env = d.env
	if out, err := cmd.CombinedOutput(); err != nil {
		d.t.Errorf("screenshot %s: %v\n%s", name, err, out)
	}
}

func hasSpot(l *render.LayoutDump, name string) bool {
	for _, s := range l.Spots {
		if s.Name == name {
			return true
		}
	}
	return false
}

func spotOf(l *render.LayoutDump, name string) widget.Spot {
	for _, s := range l.Spots {
		if s.Name == name {
			return s
		}
	}
	return widget.Spot{}
}

// firstBuy is the first card the catalog lets the viewer buy, or "".
func firstBuy(l *render.LayoutDump) string {
	for _, s := range l.Spots {
		if card, ok := strings.CutPrefix(s.Name, "buy/"); ok && s.Enabled {
			return card
		}
	}
	return ""
}

// describe sums the layout dump up for a failure message.
func describe(l *render.LayoutDump) string {
	if l == nil {
		return "no layout dump yet"
	}
	var names []string
	for _, s := range l.Spots {
		n := s.Name
		if s.Label != "" {
			n += fmt.Sprintf("(%q)", s.Label)
		}
		if !s.Enabled {
			n += "[off]"
		}
		names = append(names, n)
	}
	if len(names) > 40 {
		names = append(names[:40], fmt.Sprintf("… %d more", len(names)-40))
	}
	return fmt.Sprintf("scene %s busy %v game %+v spots %s", l.Scene, l.Busy, *l.Game, strings.Join(names, " "))
}

// pickMove is the US unit to move and where: one whose stack is on
// screen (l: not under the log) and that can attack in the Combat Phase
// after the move, tried on copies of the game (the dice are in the state,
// so the program will see the same rolls); moves into a hex the enemy
// holds first, the surest (fewest terrain checks) first.
func (d *e2e) pickMove(g *game.Game, l *render.LayoutDump) (game.UnitID, string) {
	d.t.Helper()
	enemy := map[string]bool{}
	for _, u := range g.Units {
		if u.Side == units.Germany && u.Deployed() {
			enemy[u.Hex.String()] = true
		}
	}
	type cand struct {
		id     game.UnitID
		to     string
		path   []hex.Hex
		engage bool
		chance float64
	}
	var cs []cand
	for _, u := range g.Units {
		if u.Side != units.US || !u.Deployed() || !hasSpot(l, "stack/"+u.Hex.String()) {
			continue
		}
		for to, o := range g.MoveOptions(u.ID) {
			cs = append(cs, cand{u.ID, to, o.Path, enemy[to] && hasSpot(l, "stack/"+to), o.Chance})
		}
	}
	sort.Slice(cs, func(i, j int) bool {
		a, b := cs[i], cs[j]
		if a.engage != b.engage {
			return a.engage
		}
		if a.chance != b.chance {
			return a.chance > b.chance
		}
		if a.id != b.id {
			return a.id < b.id
		}
		return a.to < b.to
	})
	for i, c := range cs {
		if i == 40 {
			break
		}
		try, err := game.Load(d.content, d.statePath)
		if err != nil {
			d.t.Fatal(err)
		}
		if _, err := try.Apply(game.Command{Kind: game.CmdMove, Side: units.US, Unit: c.id, Path: c.path}); err != nil {
			continue
		}
		if _, err := try.Apply(game.PassCommand(try)); err != nil || try.Phase != game.PhaseCombat {
			continue
		}
		if len(try.AttackTargets(c.id)) > 0 {
			return c.id, c.to
		}
	}
	d.t.Fatalf("movement: of %d moves on screen none lets the unit attack in the Combat Phase", len(cs))
	return 0, ""
}

// pickAttack is a US attacker (the mover when it can) and its target.
func pickAttack(t *testing.T, g *game.Game, prefer game.UnitID) (game.UnitID, game.UnitID) {
	t.Helper()
	if ts := g.AttackTargets(prefer); len(ts) > 0 {
		return prefer, ts[0]
	}
	for _, u := range g.Units {
		if u.Side == units.US && u.Deployed() {
			if ts := g.AttackTargets(u.ID); len(ts) > 0 {
				return u.ID, ts[0]
			}
		}
	}
	t.Fatal("combat: no US unit can attack")
	return 0, 0
}

func tail(b []byte, n int) string {
	if len(b) > n {
		b = b[len(b)-n:]
	}
	return string(b)
}
