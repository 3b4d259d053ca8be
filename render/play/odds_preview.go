package play

import (
	"fmt"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/render/art"
	"frontline/render/ui"
	"frontline/render/widget"
)

// The outcome preview of an attack (Game.EngagementOdds): while a target
// is hovered, the engagement a click would declare is sampled in a
// goroutine on a copy of the game, so frames never wait for it. On the
// engine's compact engagement model that takes milliseconds, and the
// result shows a frame or two later; the few engagements the model does
// not hold (transports, fire missions...) are sampled on copies of the
// game and take about a second. The panel says "computing" until the
// result arrives, and the result is kept for as long as the declaration
// and the game stay the same. The odds hold only what the viewer's View
// shows (fog of war).

// previewSeed fixes the preview's dice: the same declaration shows the
// same numbers each time it is hovered.
const previewSeed = 1944

// previewTrials is how many engagements the preview samples: 0 for the
// engine's defaults (game.OddsTrials on the model; tests lower it to keep
// the package quick).
var previewTrials = 0

// computingText stands in the panel until the odds arrive.
const computingText = "Whole engagement, every round until it ends: computing…"

// outcomePreview is the cached odds of one declaration.
type outcomePreview struct {
	mu      sync.Mutex
	key     string // declaration and game version the fields below belong to
	odds    game.Odds
	err     error
	ready   bool
	running bool        // a computation is under way (one at a time)
	next    *oddsJob    // the latest declaration asked for meanwhile
	arrived atomic.Bool // a result came in since the last poll
	// gen counts the declarations asked for and the commands applied: a
	// job of an older generation is stopped (nobody waits for it).
	gen   atomic.Uint64
	box   para // the preview as drawn (UI thread only)
	shown bool
	done  bool // the box shows the result, not "computing" (UI thread only)
}

// oddsJob is one declaration to sample, on its own copy of the game.
type oddsJob struct {
	g   *game.Game
	cmd game.Command
	key string
	gen uint64
}

// run computes j, then whatever was asked for meanwhile; a result is
// kept only if its declaration is still the one shown.
func (p *outcomePreview) run(j *oddsJob) {
	for j != nil {
		o, err := j.g.EngagementOddsUntil(j.cmd, previewTrials, previewSeed, func() bool { return p.gen.Load() != j.gen })
		p.mu.Lock()
		if p.key == j.key && err != game.ErrOddsStopped {
			p.odds, p.err, p.ready = o, err, true
		}
		j, p.next = p.next, nil
		p.running = j != nil
		p.mu.Unlock()
		p.arrived.Store(true)
	}
}

// drop stops the computation under way: the game changed, so its
// declaration can no longer be the one shown.
func (p *outcomePreview) drop() {
	p.mu.Lock()
	p.key = ""
	p.gen.Add(1)
	p.mu.Unlock()
}

// attackDecl is the declaration a click on target t makes: the selected
// unit and the units joining it that may attack t too (actions.go).
func (s *Scene) attackDecl(t game.UnitID) game.Command {
	us := []game.UnitID{s.sel.unit}
	for _, id := range s.sel.group {
		if id != s.sel.unit && containsID(s.targetsOf(id), t) {
			us = append(us, id)
		}
	}
	kind := game.CmdAttack
	if s.defending() {
		kind = game.CmdDefend
	}
	return game.Command{Kind: kind, Side: s.sess.Viewer, Units: us, Target: t}
}

func previewKey(g *game.Game, cmd game.Command) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d %s %d:", g.Applied(), cmd.Side, cmd.Target)
	for _, id := range cmd.Units {
		b.WriteString(" " + strconv.Itoa(int(id)))
	}
	for _, o := range cmd.Fire { // attack_confirm.go: the weapons chosen
		fmt.Fprintf(&b, " %d/%d>%d%s", o.Unit, o.Weapon, o.Target, o.Ammo)
	}
	return b.String()
}

// outcomeOdds is the preview of attacking t as a click would: the odds
// once computed (ready), else the computation is started or waited for.
func (s *Scene) outcomeOdds(t game.UnitID) (o game.Odds, err error, ready bool) {
	return s.oddsOf(s.attackDecl(t))
}

// oddsOf is outcomeOdds of the declaration cmd (attack_confirm.go).
func (s *Scene) oddsOf(cmd game.Command) (o game.Odds, err error, ready bool) {
	g := s.sess.Game()
	key := previewKey(g, cmd)
	p := &s.outcome
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.key != key {
		p.key, p.ready, p.err = key, false, nil
		j := &oddsJob{g: g.Clone(), cmd: cmd, key: key, gen: p.gen.Add(1)} // the goroutine works on its own copy
		if p.running {
			p.next = j // hovering across targets: only the last one waits its turn
		} else {
			p.running = true
			go p.run(j)
		}
	}
	return p.odds, p.err, p.ready
}

// updateOutcome sets the preview box for the hovered target, or hides
// it. It runs with the panel's line (setInfo), never every frame.
func (s *Scene) updateOutcome() {
	p := &s.outcome
	p.shown, p.done = false, false
	if !s.sel.hoverOn || !s.sel.own || s.sel.unit == 0 || s.planr.sortie.on || s.planr.fire.on || !s.declaring() {
		return
	}
	t := TargetIn(s.view, s.sel.hover, s.sel.targets)
	if t == 0 {
		return
	}
	if p.box.L.Face == nil {
		p.box.L = lettering(art.Regular, 14, textLight)
	}
	o, err, ready := s.outcomeOdds(t)
	text := computingText
	switch {
	case err != nil:
		text = "Whole engagement: " + err.Error()
	case ready:
		text = s.outcomeText(o, t)
	}
	p.done = err != nil || ready
	p.box.set(text, outcomeBoxW)
	p.shown = true
}

// outcomeBoxW is the width of the preview's text.
const outcomeBoxW = 420

// outcomeText reads the odds: the target's fate, the attackers' losses,
// and how the engagement ends.
func (s *Scene) outcomeText(o game.Odds, t game.UnitID) string {
	var b strings.Builder
	how := thousands(o.Trials) + " trials"
	if o.Exact {
		how = "exact" // every way the fire can go, followed (game/engagement_model_exact.go)
	}
	fmt.Fprintf(&b, "Whole engagement, every round until it ends (both sides firing; %s):\n", how)
	if u, ok := o.Of(t); ok {
		fmt.Fprintf(&b, "%s destroyed %d%%, damaged %d%%.\n", s.enemyName(t), Percent(u.P[game.OutDestroyed]), Percent(u.P[game.OutDamaged]))
	}
	var losses []string
	for _, u := range o.Units {
		if u.Side != s.view.Side {
			continue
		}
		lost := Percent(u.P[game.OutDestroyed] + u.P[game.OutCaptured])
		if d := Percent(u.P[game.OutDamaged]); d > 0 {
			losses = append(losses, fmt.Sprintf("%s lost %d%%, damaged %d%%", s.ownName(u.Unit), lost, d))
		} else if lost > 0 {
			losses = append(losses, fmt.Sprintf("%s lost %d%%", s.ownName(u.Unit), lost))
		}
	}
	if len(losses) == 0 {
		losses = append(losses, "none")
	}
	b.WriteString("Your losses: " + strings.Join(losses, "; ") + ".\n")
	fmt.Fprintf(&b, "Left standing: only you %d%% · only they %d%% · neither %d%% · both %d%%.",
		Percent(o.AttackerWins), Percent(o.DefenderHolds), Percent(o.BothGone), Percent(o.BothRemain))
	return b.String()
}

// drawOutcome draws the preview box at the top right of the map.
func (s *Scene) drawOutcome(dst *ebiten.Image) {
	p := &s.outcome
	if !p.shown || s.sheetShown() || s.confirm.on { // the confirmation shows the same preview
		return
	}
	r := widget.Rect{X: s.sideR.X - outcomeBoxW - 28 - 12, Y: BarH + 12, W: outcomeBoxW + 28, H: p.box.height() + 12}
	fill(dst, r, art.RGB{R: 0.08, G: 0.09, B: 0.1}.Alpha(0.92))
	ui.FillRect(dst, r.X, r.Y, 3, r.H, panelLine.Color())
	p.box.draw(dst, r.X+14, r.Y+6)
}

// outcomeBusy: a preview is being computed, or has arrived but is not
// drawn yet (screenshots wait for it: the result may come in between a
// frame's Update and its Draw).
func (s *Scene) outcomeBusy() bool {
	if s.outcome.shown && !s.outcome.done {
		return true
	}
	s.outcome.mu.Lock()
	defer s.outcome.mu.Unlock()
	return s.outcome.key != "" && !s.outcome.ready
}

// pollOutcome shows a preview that has arrived; it runs every frame and
// allocates nothing.
func (s *Scene) pollOutcome() {
	if s.outcome.arrived.Swap(false) {
		s.setInfo()
	}
}

func thousands(n int) string {
	if n < 1000 {
		return strconv.Itoa(n)
	}
	return fmt.Sprintf("%s,%03d", thousands(n/1000), n%1000)
}
