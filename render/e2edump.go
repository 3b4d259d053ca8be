package render

import (
	"bytes"
	"encoding/json"
	"fmt"
	rcampaign "frontline/render/campaign"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	fgame "frontline/game"
	"frontline/render/menu"
	"frontline/render/play"
	"frontline/render/session"
	"frontline/render/victory"
	"frontline/render/widget"
)

// The end-to-end test (cmd/frontline/e2e_test.go) runs the real program
// and drives it with the mouse; two debug files, named by environment
// variables, tell it where to click and what the game did. Neither is
// written unless its variable is set.
const (
	// LayoutDumpEnv names a JSON file (LayoutDump) rewritten after each
	// frame drawn that shows something new: the scene, the game's phase
	// and the rectangles of what can be clicked. Writing a number to the
	// file of the same name plus ".sync" asks for a rewrite with that
	// number in Sync after the next frame drawn (a screenshot taken once
	// two such requests are answered shows the screen the dump says).
	LayoutDumpEnv = "FRONTLINE_LAYOUT_DUMP"
	// StateDumpEnv names a save file written when a game is shown and
	// after every command applied to it (game.Load reads it back).
	StateDumpEnv = "FRONTLINE_STATE_DUMP"
)

// LayoutDump is the layout dump file's content.
type LayoutDump struct {
	Seq    int `json:"seq"`  // counts the writes
	Sync   int `json:"sync"` // the last number read from the .sync file
	Width  int `json:"width"`
	Height int `json:"height"`
	// Scene is "menu", "newgame", "load" or "settings" (the menu's
	// pages), "play", "handoff" (the play screen's hand-off screen) or
	// "victory".
	Scene string `json:"scene"`
	// Busy: a scene cross-fade or an animation is under way; clicks now
	// skip it rather than reach the screen.
	Busy  bool          `json:"busy"`
	Game  *LayoutGame   `json:"game,omitempty"` // the game being played
	Spots []widget.Spot `json:"spots"`
}

// LayoutGame is the game's progress in the layout dump.
type LayoutGame struct {
	Viewer      string `json:"viewer"`
	Active      string `json:"active"`
	Phase       string `json:"phase"`
	Turn        int    `json:"turn"` // the active side's own turn
	Step        int    `json:"step"`
	Pending     string `json:"pending"` // the decision awaited (game.DecisionKind)
	PendingSide string `json:"pending_side"`
	Over        bool   `json:"over"`
	Applied     int    `json:"applied"` // commands applied at this computer
}

// dumper writes the dumps: the layout after each frame drawn that changed
// it, the state after each command.
type dumper struct {
	a                 *app
	layout, state     string
	sess              *session.Session
	seq, sync         int
	last              []byte
	stateErr, dumpErr error
}

// newDumper is nil unless a dump is asked for.
func newDumper(a *app) *dumper {
	d := &dumper{a: a, layout: os.Getenv(LayoutDumpEnv), state: os.Getenv(StateDumpEnv)}
	if d.layout == "" && d.state == "" {
		return nil
	}
	return d
}

// frame runs after each frame drawn.
func (d *dumper) frame(g *game) {
	var sess *session.Session
	if d.a.ps != nil {
		sess = d.a.ps.Session()
	}
	d.watch(sess)
	if d.layout == "" {
		return
	}
	if b, err := os.ReadFile(d.layout + ".sync"); err == nil {
		if n, err := strconv.Atoi(strings.TrimSpace(string(b))); err == nil {
			d.sync = n
		}
	}
	out := LayoutDump{Sync: d.sync, Width: g.scenes.Width(), Height: g.scenes.Height()}
	out.Scene, out.Busy = d.a.probe(func(s widget.Spot) { out.Spots = append(out.Spots, s) })
	if sess != nil {
		gm := sess.Game()
		out.Game = &LayoutGame{Viewer: string(sess.Viewer), Active: string(gm.Active), Phase: gm.Phase.String(),
			Turn: gm.Player(gm.Active).Turn, Step: gm.Step, Pending: string(gm.Pending.Kind),
			PendingSide: string(gm.Pending.Side), Over: gm.Over, Applied: sess.Applied}
	}
	body, err := json.Marshal(out)
	if err != nil || bytes.Equal(body, d.last) {
		return
	}
	d.last = body
	d.seq++
	out.Seq = d.seq
	body, _ = json.MarshalIndent(out, "", " ")
	d.report(&d.dumpErr, writeAtomic(d.layout, body))
}

// probe reports the scene shown (LayoutDump.Scene), whether it is busy
// and, through add, what can be clicked on it: what the end-to-end tests
// see of the screen.
func (a *app) probe(add func(widget.Spot)) (scene string, busy bool) {
	busy = a.g.scenes.Fading()
	cur := a.g.scenes.Current()
	if o, ok := cur.(*overlays); ok { // the play screen under its help and pause menu
		cur = o.inner
		switch {
		case o.help.Shown():
			cur = nil
			scene = "help"
		case o.pause.Shown():
			cur = nil
			scene = "pause"
			o.pause.Probe(add)
		}
	}
	switch sc := cur.(type) {
	case nil:
	case *menu.Scene:
		scene = menu.PageName(sc.Page())
		sc.Probe(add)
	case *victory.Host:
		scene = "play"
		if ps, ok := sc.Play.(*play.Scene); ok {
			if ps.Session().NeedsHandOff() {
				scene = "handoff"
			}
			if ps.TableShown() { // the battle table of the map's battle
				scene = "battle"
			}
			busy = busy || ps.Animating() || ps.TableBusy()
			ps.Probe(add)
		}
	case *rcampaign.Scene:
		scene = "campaign"
		sc.Probe(add)
	case *victory.Scene:
		scene = "victory"
		sc.Probe(add)
	default:
		scene = "victory"
	}
	return scene, busy
}

// watch starts writing the state dump of sess (the game shown); d may be
// nil.
func (d *dumper) watch(sess *session.Session) {
	if d == nil || sess == d.sess {
		return
	}
	d.sess = sess
	if sess != nil && d.state != "" {
		sess.OnApply = d.saveState
		d.saveState(sess.Game())
	}
}

func (d *dumper) saveState(g *fgame.Game) {
	d.report(&d.stateErr, g.Save(d.state))
}

// report prints an error once (the dumps never stop the game).
func (d *dumper) report(last *error, err error) {
	if err != nil && *last == nil {
		fmt.Fprintln(os.Stderr, "frontline: debug dump:", err)
	}
	*last = err
}

func writeAtomic(path string, body []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), ".dump-*")
	if err != nil {
		return err
	}
	if _, err := tmp.Write(body); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return os.Rename(tmp.Name(), path)
}
