package battle

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/cards"
	"frontline/game/tactical"
	"frontline/game/tactical/geom"
	"frontline/game/units"
	"frontline/render/art"
	"frontline/render/ui"
	"frontline/render/widget"
)

// sidePanel is the column on the right: both morales, what the step asks
// with its buttons, the unit selected (or under the pointer), and the
// command cards in hand.
type sidePanel struct {
	r        widget.Rect
	gauges   [2]gauge
	title    ui.Text
	guide    widget.Para
	acts     []action
	cardHead ui.Text
	cards    []action
	unit     widget.Para
	shown    tactical.UnitID
	toPlace  tactical.UnitID
	placeMax int    // rows of units to place listed (placeRows)
	terrain  string // the feature kind chosen to place next (IX.4.2)
	hot      *widget.Button
	cardsY   float64 // the bottom of the buttons
}

// action is a button and what it does; half buttons sit two to a row.
type action struct {
	b    widget.Button
	do   func()
	half bool
	// ends: the button that ends the step (End movement, Fire, Pass, Let
	// it stand), which Enter or Space presses as they end a map phase.
	ends bool
}

func (p *sidePanel) init() {
	p.title.L = widget.Lettering(art.Bold, 16, widget.BrassHot)
	p.cardHead.L = widget.Lettering(art.Bold, 14, widget.BrassHot)
	p.cardHead.Set("Command cards")
	p.guide = widget.NewPara(widget.Lettering(art.Regular, 13.5, art.Paper))
	p.unit = widget.NewPara(widget.Lettering(art.Regular, 13, art.Paper))
	p.shown, p.toPlace = -2, -1
}

func (p *sidePanel) layout(s *Scene) {
	r := widget.Rect{X: s.w - panelW, Y: barH, W: panelW, H: s.h - barH}
	resized := r != p.r
	p.r = r
	// How many units to place are listed depends on the height.
	if resized && s.m != nil && s.m.Battle() != nil {
		p.refresh(s)
	}
}

func (p *sidePanel) add(list *[]action, label string, primary bool, reason string, do func()) {
	// A reason starting with "!" disables the button and says why;
	// any other is what the button does.
	a := action{b: widget.NewButton(primary, 14), do: do}
	a.b.Set(label, !strings.HasPrefix(reason, "!"), strings.TrimPrefix(reason, "!"))
	*list = append(*list, a)
}

// refresh works the panel out again after an order or a new selection.
func (p *sidePanel) refresh(s *Scene) {
	b := s.m.Battle()
	p.acts, p.cards = p.acts[:0], p.cards[:0]
	if b == nil {
		return
	}
	w := panelW - 28
	for i, r := range [2]tactical.Role{tactical.Defender, tactical.Attacker} {
		side := b.Sides[r]
		p.gauges[i].set(sideName(side)+" ("+r.String()+")", b.Morale[r], tintOf[side], w)
	}
	p.guide.Set(p.guideText(s), w)
	p.showUnit(s, s.sel)
	// A long list of units to place is cut short where the panel would
	// push the selected unit's card off the screen.
	for p.placeMax = maxPlaceRows; ; p.placeMax-- {
		p.acts, p.cards = p.acts[:0], p.cards[:0]
		p.guidance(s)
		p.hand(s)
		p.layoutButtons(s)
		if p.placeMax <= minPlaceRows || p.cardsY+unitRoom <= s.h {
			break
		}
	}
}

// The rows of units to place: as many as fit above unitRoom pixels
// left for the unit's card, within these bounds.
const (
	maxPlaceRows = 8
	minPlaceRows = 3
	unitRoom     = 130
)

// guideText says what the step asks of the player at the screen.
func (p *sidePanel) guideText(s *Scene) string {
	b := s.m.Battle()
	if s.m.Over() {
		return "The battle is over."
	}
	if o := s.m.Offer(); o != "" {
		return fmt.Sprintf("%s offers a cease fire (IV.3.1). Accepted, the battle ends with no winner and both morales rise a point.", sideName(o))
	}
	if b.Pending.Side != s.viewer {
		return sideName(b.Pending.Side) + " is to act."
	}
	switch b.Pending.Kind {
	case tactical.DecideTerrain:
		return terrainGuide(b, s.viewer)
	case tactical.DecidePlace:
		where := "anywhere on the table"
		if r, _ := b.RoleOf(s.viewer); r == tactical.Attacker {
			where = "in the shaded zone of the side it came in by"
		}
		return "Place your units (IX.4.4), taking turns with the enemy. Choose one below, then press on the table " + where + ", drag to the spot and let go; turn it with the wheel or its knob; click it to place."
	case tactical.DecideMove:
		return "Move your ground units (IX.5.2): drag a piece; the ghost shows the way, the inches used and left and the chance of the terrain checks. Click the ghost to move. End the step when done."
	case tactical.DecideFly:
		return "Aircraft (IX.5.3): drag an aircraft for a straight flight (wheel: altitude), or pick a maneuver (IX.7) for the selected one. Pass when every aircraft has flown its minimum."
	case tactical.DecideCounter:
		return "An enemy aircraft maneuvers against yours (IX.7): select your aircraft and answer with a counter maneuver below, or let it stand."
	case tactical.DecideDeclare:
		return "Declare targets (Inset IX.6): each unit has the nearest enemy it can harm chosen. Select a unit and click another enemy to change it; hover an enemy for the line of sight and the odds. Fire ends your declarations."
	}
	return ""
}

// guidance builds the step's buttons.
func (p *sidePanel) guidance(s *Scene) {
	b := s.m.Battle()
	offer := s.m.Offer()
	if s.m.Over() || b.Pending.Side != s.viewer && offer == "" {
		return
	}
	if offer != "" {
		p.add(&p.acts, "Accept the cease fire", true, "", func() {
			s.act(func() error { return s.m.Answer(s.viewer, true) })
		})
		p.add(&p.acts, "Decline and fight on", false, "", func() {
			s.act(func() error { return s.m.Answer(s.viewer, false) })
		})
		return
	}
	switch b.Pending.Kind {
	case tactical.DecideTerrain:
		p.terrainRows(s)
	case tactical.DecidePlace:
		p.placeRows(s)
		p.add(&p.acts, "Place it for me", false, "Put the chosen unit where the computer would: the best ground of its zone, facing the enemy's approach", func() { s.autoPlace() })
		p.add(&p.acts, "Place the rest for me", false, "Each of your units still to place goes on a legal spot in its turn", func() {
			s.placeRest[s.viewer] = true
			s.autoPlace()
		})
	case tactical.DecideMove:
		p.add(&p.acts, "End movement", true, "", func() { s.do(tactical.Command{Kind: tactical.CmdEndMove}) })
		p.markEnd()
		undo := "!Only a move that rolled no dice, before the step ends"
		if s.m.CanUndo() {
			undo = ""
		}
		p.add(&p.acts, "Undo last move", false, undo, func() {
			if err := s.m.Undo(); err != nil {
				s.say(err.Error(), true)
			}
			s.refresh()
		})
	case tactical.DecideFly:
		p.flyRow(s) // air_advice.go
		p.maneuvers(s)
		p.add(&p.acts, "Pass", true, "", func() { s.do(tactical.Command{Kind: tactical.CmdPass}) })
		p.markEnd()
	case tactical.DecideCounter:
		p.maneuvers(s)
		p.add(&p.acts, "Let it stand", true, "IX.7: no counter; the enemy's maneuver takes effect", func() { s.do(tactical.Command{Kind: tactical.CmdPass}) })
		p.markEnd()
	case tactical.DecideDeclare:
		s.defaults()
		p.add(&p.acts, fmt.Sprintf("Fire (%d declared)", len(s.plan)), true, "", func() { s.fire() })
		p.markEnd()
	}
}

// placeRows lists the units waiting to be placed; the one chosen is
// placed next.
func (p *sidePanel) placeRows(s *Scene) {
	b := s.m.Battle()
	if u := b.Unit(p.toPlace); u == nil || !b.Due(u) || u.Side != s.viewer {
		p.toPlace = -1
	}
	n := 0
	for i := range b.Units {
		u := &b.Units[i]
		if u.Side != s.viewer || !b.Due(u) {
			continue
		}
		if p.toPlace < 0 {
			p.toPlace = u.ID
		}
		if n == p.placeMax {
			p.add(&p.acts, "…and more", false, "!Place the ones above first", nil)
			break
		}
		n++
		id := u.ID
		label := fmt.Sprintf("#%d %s", u.Number(), u.Card.Name)
		p.add(&p.acts, label, id == p.toPlace, "", func() { p.toPlace = id; s.ord = pending{}; p.refresh(s) })
	}
}

// placing is the unit chosen to be placed next.
func (p *sidePanel) placing(s *Scene) *tactical.Unit {
	b := s.m.Battle()
	u := b.Unit(p.toPlace)
	if u == nil || !b.Due(u) || u.Side != s.viewer {
		return nil
	}
	return u
}

// hand lists the cards of the viewer's hand the table plays, each
// enabled when its order is legal now.
func (p *sidePanel) hand(s *Scene) {
	if s.m.Over() {
		return
	}
	for _, c := range s.cardOrders(s.viewer) {
		why := ""
		if _, err := s.m.Check(c); err != nil {
			why = "!" + ruleText(err)
		}
		name := map[tactical.CommandKind]string{tactical.CmdInspire: "Inspire", tactical.CmdWithdraw: "Withdraw", tactical.CmdCeaseFire: "Offer a cease fire"}[c.Kind]
		if why == "" {
			why = map[tactical.CommandKind]string{
				tactical.CmdInspire:   "IV.3.4: an initiative check; won, your units fire one volley unanswered. Morale +1 either way",
				tactical.CmdWithdraw:  "IV.3.8: your mobile ground units leave the table; if the enemy wins the initiative it fires at them first. Morale −1",
				tactical.CmdCeaseFire: "IV.3.1: the other side accepts (a draw, both morales +1) or declines; the card is spent either way",
			}[c.Kind]
		}
		cmd := c
		p.add(&p.cards, name, false, why, func() { s.do(cmd) })
	}
}

// cardOrders are the orders the side's hand could give on the table.
func (s *Scene) cardOrders(side units.Side) []tactical.Command {
	var out []tactical.Command
	seen := map[cards.Decision]bool{}
	for _, d := range s.m.Hand(side) {
		if seen[d] {
			continue
		}
		seen[d] = true
		switch d {
		case cards.Inspire:
			out = append(out, tactical.Command{Kind: tactical.CmdInspire, Side: side})
		case cards.Withdraw:
			out = append(out, tactical.Command{Kind: tactical.CmdWithdraw, Side: side, Units: s.withdrawers(side)})
		case cards.CeaseFire:
			out = append(out, tactical.Command{Kind: tactical.CmdCeaseFire, Side: side})
		}
	}
	return out
}

// withdrawers are the side's mobile ground units (IV.3.8).
func (s *Scene) withdrawers(side units.Side) []tactical.UnitID {
	var out []tactical.UnitID
	for _, u := range ownUnits(s.m.Battle(), side) {
		if u.Active() && !u.Aircraft() && u.Card.Ground() && u.Face().Movement > 0 {
			out = append(out, u.ID)
		}
	}
	return out
}

// showUnit puts unit id's card summary in the panel.
func (p *sidePanel) showUnit(s *Scene, id tactical.UnitID) {
	if id == p.shown && id != s.sel {
		return
	}
	p.shown = id
	b := s.m.Battle()
	u := b.Unit(id)
	if u == nil {
		p.unit.Set("Click a piece to see its card and its arcs; hover an enemy with one of yours selected to see the line of sight.", panelW-28)
		return
	}
	p.unit.Set(cardSummary(b, u), panelW-28)
}

// cardSummary is a unit's card in a few lines.
func cardSummary(b *tactical.Battle, u *tactical.Unit) string {
	var sb strings.Builder
	f := u.Face()
	fmt.Fprintf(&sb, "#%d %s (%s %s)\n", u.Number(), u.Card.Name, sideName(u.Side), u.Card.Class)
	face := "full"
	if u.Damaged {
		face = "DAMAGED"
	}
	fmt.Fprintf(&sb, "Move %d\" · Defense %d · Endurance %d · %s face\n", f.Movement, f.Defense, f.Endurance, face)
	for _, w := range f.Weapons {
		tg := make([]string, len(w.Targets))
		for i, t := range w.Targets {
			tg[i] = string(t)
		}
		rng := fmt.Sprintf("%d\"", w.RangeTac)
		if w.RangeTac == 0 {
			rng = "contact"
		}
		fmt.Fprintf(&sb, "%s: %d+ to hit, DI %d, %s, %s\n", w.Name, w.Attack, w.DI, rng, strings.Join(tg, "/"))
	}
	var st []string
	st = append(st, u.Status.String())
	if u.DugIn {
		st = append(st, "dug in")
	}
	if u.Moved {
		st = append(st, "moved this turn")
	}
	if u.Aircraft() {
		st = append(st, fmt.Sprintf("%s ft, %s\" of flight left, %s", feet(u.Alt), geom.Inches(tactical.FlightLeft(u)), b.Stance(u)))
	}
	if u.Crew != nil && u.Crew.Destroyed {
		st = append(st, "crew lost")
	}
	for _, star := range u.Stars {
		st = append(st, string(star))
	}
	sb.WriteString(widget.UpperFirst(strings.Join(st, ", ")) + ".")
	return sb.String()
}

// markEnd makes the last button added the one that ends the step, and
// its tip names the keys.
func (p *sidePanel) markEnd() {
	a := &p.acts[len(p.acts)-1]
	a.ends = true
	if a.b.Reason == "" {
		a.b.Reason = "Shortcut: Enter or Space"
	} else {
		a.b.Reason += " (Enter or Space)"
	}
}

// endStep presses the button that ends the step, if the panel has one
// and it is enabled; it reports whether it did.
func (p *sidePanel) endStep() bool {
	for i := range p.acts {
		if a := &p.acts[i]; a.ends && a.b.Enabled && a.do != nil {
			a.do()
			return true
		}
	}
	return false
}

// layoutButtons stacks the panel's parts.
func (p *sidePanel) layoutButtons(s *Scene) {
	y := p.r.Y + 12
	if s.m.Battle().Rules.Morale {
		for i := range p.gauges {
			y += p.gauges[i].height()
		}
	}
	y += p.guide.Height() + 12
	col := 0 // the column of the next half button
	for i := range p.acts {
		a := &p.acts[i]
		if !a.half {
			if col == 1 {
				y += 34
			}
			col = 0
			a.b.R = widget.Rect{X: p.r.X + 14, Y: y, W: panelW - 28, H: 30}
			y += 36
			continue
		}
		hw := (panelW - 28 - 6) / 2
		a.b.R = widget.Rect{X: p.r.X + 14 + float64(col)*(hw+6), Y: y, W: hw, H: 28}
		if col == 1 {
			y += 34
		}
		col = 1 - col
	}
	if col == 1 {
		y += 34
	}
	y += 6
	if len(p.cards) > 0 {
		y += 22
		for i := range p.cards {
			p.cards[i].b.R = widget.Rect{X: p.r.X + 14, Y: y, W: panelW - 28, H: 28}
			y += 34
		}
	}
	p.cardsY = y
}

// update handles the panel's buttons; it reports whether the pointer is
// over the panel.
func (p *sidePanel) update(s *Scene) bool {
	mo := &s.mouse
	if !p.r.Has(mo.x, mo.y) {
		if p.hot != nil {
			s.tip.Hide()
			p.hot = nil
		}
		if s.hover != p.shown && s.sel < 0 {
			p.showUnit(s, s.hover)
		}
		return false
	}
	p.hot = nil
	for _, list := range [2][]action{p.acts, p.cards} {
		for i := range list {
			a := &list[i]
			if a.b.HoverAt(mo.x, mo.y, mo.click) && a.do != nil {
				// The button may be gone once it acts: its tip goes
				// with the click, not when the pointer leaves.
				s.tip.Hide()
				a.do()
				return true
			}
			if a.b.Hot {
				p.hot = &a.b
			}
		}
	}
	if p.hot != nil && p.hot.Reason != "" {
		s.tip.Show(p.hot.Reason, p.hot.R, s.w, s.h)
	} else {
		s.tip.Hide()
	}
	return true
}

func (p *sidePanel) draw(dst *ebiten.Image, s *Scene) {
	widget.Fill(dst, p.r, widget.PanelBG.Alpha(1))
	widget.Fill(dst, widget.Rect{X: p.r.X, Y: p.r.Y, W: 1, H: p.r.H}, widget.PanelLine.Alpha(1))
	if s.m.Battle() == nil {
		return
	}
	x, y := p.r.X+14, p.r.Y+12
	if s.m.Battle().Rules.Morale {
		for i := range p.gauges {
			p.gauges[i].draw(dst, x, y, panelW-28)
			y += p.gauges[i].height()
		}
	}
	p.guide.Draw(dst, x, y)
	for i := range p.acts {
		p.acts[i].b.Draw(dst)
	}
	if len(p.cards) > 0 {
		p.cardHead.Draw(dst, x, p.cardsTop())
		for i := range p.cards {
			p.cards[i].b.Draw(dst)
		}
	}
	widget.Fill(dst, widget.Rect{X: x, Y: p.cardsY + 6, W: panelW - 28, H: 1}, widget.PanelLine.Alpha(0.6))
	p.unit.Draw(dst, x, p.cardsY+14)
}

// cardsTop is where the cards' heading goes.
func (p *sidePanel) cardsTop() float64 {
	if len(p.cards) == 0 {
		return p.cardsY
	}
	return p.cards[0].b.R.Y - 22
}
