package play

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/render/art"
	"frontline/render/input"
	"frontline/render/widget"
)

// The attack confirmation (as Wesnoth's attack dialog): a click on a
// target no longer declares the attack at once. The panel lists the
// attackers and the defenders, each attacker's weapons with their
// targets and rounds (game.DefaultFire pre-selects the best expected
// effect; a click on a weapon's line cycles through its other legal
// choices, Inset V.6 step 4, VI.7.3), the one-shot odds of each weapon
// and the whole-engagement preview. Attack or Enter declares it; Cancel,
// Esc or a right click closes the panel. The same panel edits the
// weapons of a retaliation and of the next round ("Weapons…" in the
// engagement's panel), without the preview.

// confirmW is the panel's width.
const confirmW = 560

type attackConfirm struct {
	on      bool
	cmd     game.Command
	target  game.UnitID
	title   string                          // first line, e.g. "Attack?"
	mine    string                          // what the own units are, e.g. "Attackers"
	cands   func(game.UnitID) []game.UnitID // the enemy units a unit's weapons may aim at
	preview bool                            // show the whole-engagement odds (attacks only)
	head    para
	lines   []fireLine
	odds    para
	attack  widget.Button
	cancel  widget.Button
	mini    widget.Button // miniatures.go: Resolve by Miniatures
	miniWhy string        // why it may not, "" when it may
	r       widget.Rect
}

// fireLine is one weapon order's line, clicked to change it.
type fireLine struct {
	order int // index in cmd.Fire
	text  para
	r     widget.Rect
}

// openConfirm shows the confirmation of the attack a click on t makes.
func (s *Scene) openConfirm(t game.UnitID) {
	g := s.sess.Game()
	cmd := s.attackDecl(t) // odds_preview.go
	for _, id := range cmd.Units {
		cmd.Fire = append(cmd.Fire, g.DefaultFire(id, t, s.targetsOf(id))...)
	}
	title := "Attack?"
	if s.defending() { // defence.go
		title = "Defensive combat? (VI.2.1: no +2 initiative bonus)"
	}
	s.openFire(cmd, t, title, "Attackers", "Attack", s.targetsOf)
	s.confirm.preview = true
	s.layoutConfirm()
}

// openFire shows the panel for cmd, whose main target is t (0: none);
// verb labels the button that gives the order.
func (s *Scene) openFire(cmd game.Command, t game.UnitID, title, mine, verb string, cands func(game.UnitID) []game.UnitID) {
	s.toastTicks = 0 // an older message would cover the panel's title
	c := &s.confirm
	*c = attackConfirm{on: true, cmd: cmd, target: t, title: title, mine: mine, cands: cands, attack: newButton(true), cancel: newButton(false), mini: newButton(false)}
	c.head.L = lettering(art.Regular, 14, textLight)
	c.odds.L = lettering(art.Regular, 14, textLight)
	c.attack.Set(verb, true, "Give these orders (Enter)")
	c.cancel.Set("Cancel", true, "Close without giving them (Esc)")
	s.layoutConfirm()
}

// fireOptions are the orders unit id may give the weapon slot of order
// i: every weapon of that slot (primary or secondary) at each target it
// may hit, with each kind of rounds it has.
func (s *Scene) fireOptions(o game.WeaponOrder) []game.WeaponOrder {
	g := s.sess.Game()
	u := g.Unit(o.Unit)
	primary := u.Face().Weapons[o.Weapon].Primary
	var out []game.WeaponOrder
	for _, c := range g.WeaponChoices(o.Unit, s.confirm.cands(o.Unit)) {
		if c.Primary != primary {
			continue
		}
		for _, t := range c.Targets {
			for _, a := range c.Ammo {
				out = append(out, game.WeaponOrder{Unit: o.Unit, Weapon: c.Weapon, Target: t, Ammo: a})
			}
		}
	}
	return out
}

// cycleFire gives order i the next of its options.
func (s *Scene) cycleFire(i int) {
	c := &s.confirm
	opts := s.fireOptions(c.cmd.Fire[i])
	if len(opts) < 2 {
		s.say("This weapon has no other target or rounds to choose", false)
		return
	}
	next := opts[0]
	for k, o := range opts {
		if o == c.cmd.Fire[i] {
			next = opts[(k+1)%len(opts)]
		}
	}
	c.cmd.Fire[i] = next
	s.layoutConfirm()
}

// ammoName is how the rounds read on screen.
func ammoName(a game.Ammo) string {
	switch a {
	case game.AmmoAP:
		return "AP rounds"
	case game.AmmoHE:
		return "HE rounds"
	}
	return "bullets"
}

// layoutConfirm builds the panel's texts and places it over the map.
func (s *Scene) layoutConfirm() {
	g := s.sess.Game()
	c := &s.confirm
	var who []string
	for _, id := range c.cmd.Units {
		who = append(who, s.ownName(id))
	}
	var foes []string
	seen := map[game.UnitID]bool{}
	for _, o := range append(append([]game.WeaponOrder{{Target: c.target}}, c.cmd.Fire...), targetsOf(c.cmd)...) {
		if o.Target != 0 && !seen[o.Target] {
			seen[o.Target] = true
			foes = append(foes, s.enemyName(o.Target))
		}
	}
	s.confirmMiniaturesWhy() // miniatures.go
	c.head.set(c.title+"\n"+c.mine+": "+strings.Join(who, ", ")+"\nEnemy units aimed at: "+strings.Join(foes, ", ")+
		"\nWeapons (click a line to change its target or rounds; one-shot odds: hit · damage · destroy):"+miniaturesLine(c.miniWhy), confirmW-28)
	c.lines = c.lines[:0]
	for i, o := range c.cmd.Fire {
		w := g.Unit(o.Unit).Face().Weapons[o.Weapon]
		slot := "secondary"
		if w.Primary {
			slot = "primary"
		}
		line := fmt.Sprintf("• %s, %s %s → %s, %s", s.ownName(o.Unit), slot, w.Name, s.enemyName(o.Target), ammoName(o.Ammo))
		if p, err := g.PredictFire(o.Unit, o.Weapon, o.Target, o.Ammo); err == nil {
			line += fmt.Sprintf(" — %d%% · %d%% · %d%%", Percent(p.Hit), Percent(p.Damage), Percent(p.Destroy))
		}
		fl := fireLine{order: i}
		fl.text.L = lettering(art.Regular, 14, textLight)
		fl.text.set(line, confirmW-28)
		c.lines = append(c.lines, fl)
	}
	s.confirmOdds()
}

// confirmOdds sets the whole-engagement preview of the declaration as it
// stands (computed in the background, odds_preview.go).
func (s *Scene) confirmOdds() {
	c := &s.confirm
	text := ""
	if c.preview {
		o, err, ready := s.oddsOf(c.cmd)
		text = computingText
		switch {
		case err != nil:
			text = "Whole engagement: " + err.Error()
		case ready:
			text = s.outcomeText(o, c.target)
		}
	}
	c.odds.set(text, confirmW-28)
	h := c.head.height() + c.odds.height() + 90
	for _, l := range c.lines {
		h += l.text.height() + 4
	}
	mapW := s.sideR.X
	c.r = widget.Rect{X: max(8, mapW/2-confirmW/2), Y: BarH + 56, W: confirmW, H: h} // below a one-line message
	y := c.r.Y + 10 + c.head.height() + 4
	for i := range c.lines {
		l := &c.lines[i]
		l.r = widget.Rect{X: c.r.X + 8, Y: y - 2, W: confirmW - 16, H: l.text.height() + 4}
		y += l.text.height() + 4
	}
	by := c.r.Y + c.r.H - 44
	c.attack.R = widget.Rect{X: c.r.X + c.r.W - 14 - c.attack.Width(), Y: by, W: c.attack.Width(), H: 32}
	c.cancel.R = widget.Rect{X: c.attack.R.X - 10 - c.cancel.Width(), Y: by, W: c.cancel.Width(), H: 32}
	c.attack.Shown, c.cancel.Shown = true, true
	s.confirmMiniatures() // miniatures.go
}

// confirmUpdate runs the panel while it is open; it reports whether it
// held the input.
func (s *Scene) confirmUpdate(in input.Source, x, y int) bool {
	c := &s.confirm
	if !c.on {
		return false
	}
	if s.outcome.arrived.Swap(false) {
		s.confirmOdds()
	}
	click := s.ptr.click[left]
	c.attack.HoverAt(x, y, false)
	c.cancel.HoverAt(x, y, false)
	c.mini.HoverAt(x, y, false)
	switch {
	case in.KeyPressed(ebiten.KeyEscape) || s.ptr.click[right] || (click && c.cancel.R.Has(x, y)):
		c.on = false
		s.say("Nothing ordered", false)
	case in.KeyPressed(ebiten.KeyEnter) || in.KeyPressed(ebiten.KeyNumpadEnter) || (click && c.attack.R.Has(x, y)):
		c.on = false
		if s.do(c.cmd) {
			s.sel.group = nil
		}
	case s.confirmMiniaturesClick(x, y, click): // miniatures.go
	case click:
		for _, l := range c.lines {
			if l.r.Has(x, y) {
				s.cycleFire(l.order)
				break
			}
		}
	}
	s.stale = true
	return true
}

// drawConfirm draws the panel when it is open.
func (s *Scene) drawConfirm(dst *ebiten.Image) {
	c := &s.confirm
	if !c.on {
		return
	}
	fill(dst, c.r, art.RGB{R: 0.08, G: 0.09, B: 0.1}.Alpha(0.96))
	outline(dst, c.r, 1, panelLine.Color())
	c.head.draw(dst, c.r.X+14, c.r.Y+10)
	for _, l := range c.lines {
		fill(dst, l.r, art.RGB{R: 0.16, G: 0.17, B: 0.19}.Alpha(0.9))
		l.text.draw(dst, l.r.X+6, l.r.Y+2)
	}
	y := c.r.Y + 10 + c.head.height() + 4
	for _, l := range c.lines {
		y += l.text.height() + 4
	}
	c.odds.draw(dst, c.r.X+14, y+8)
	c.cancel.Draw(dst)
	c.attack.Draw(dst)
	if c.mini.Shown {
		c.mini.Draw(dst)
	}
}

// probeConfirm names the panel's parts for end-to-end tests.
func (s *Scene) probeConfirm(add func(widget.Spot)) bool {
	c := &s.confirm
	if !c.on {
		return false
	}
	add(widget.Spot{Name: "confirm.attack", Label: c.attack.Label(), R: c.attack.R, Enabled: true})
	add(widget.Spot{Name: "confirm.cancel", Label: c.cancel.Label(), R: c.cancel.R, Enabled: true})
	if c.mini.Shown {
		add(widget.Spot{Name: "confirm.miniatures", Label: c.mini.Label(), R: c.mini.R, Enabled: c.mini.Enabled})
	}
	for i, l := range c.lines {
		add(widget.Spot{Name: fmt.Sprintf("confirm.fire/%d", i), Label: l.text.String(), R: l.r, Enabled: true})
	}
	return true
}

// targetsOf lists the targets of cmd's units as weapon orders without a
// weapon, so units holding fire with every weapon still show their foe.
func targetsOf(cmd game.Command) []game.WeaponOrder {
	var out []game.WeaponOrder
	for i := range cmd.Units {
		switch {
		case i < len(cmd.Targets):
			out = append(out, game.WeaponOrder{Target: cmd.Targets[i]})
		case cmd.Target != 0:
			out = append(out, game.WeaponOrder{Target: cmd.Target})
		}
	}
	return out
}
