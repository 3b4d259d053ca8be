package play

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/game/hex"
	"frontline/render/art"
	"frontline/render/ui"
	"frontline/render/widget"
)

// The finer orders of the panel (sortie.go, firemission.go,
// engagement_panel.go): a list of buttons below the panel's own, rebuilt
// with the panel, each with what a click does. A planning mode (a sortie,
// a fire mission) takes the map's clicks until it is confirmed or
// cancelled (Esc, right click).

// planBtn is one button of the list.
type planBtn struct {
	b   widget.Button
	act func()
	on  bool // a toggle shown pressed (the mission chosen)
	br  bool // starts a new line
}

// orders is the state of the finer orders.
type planner struct {
	btns    []*planBtn
	n       int
	head    ui.Text
	headY   float64
	top     float64 // where the list starts
	sortie  sortiePlan
	fire    firePlan
	ret     map[game.UnitID]game.UnitID // retaliation: unit → chosen target (0: holds fire)
	retOf   int                         // the engagement (Step) ret belongs to
	round   map[game.UnitID]game.UnitID // engagement round: attacker → new target
	roundOf int
	picks   []game.UnitID // scramble: aircraft chosen
	ov      *ordersOverlay
	enc     encirclePlan // encircle.go
	rush    rushPlan     // rush.go
	encOv   *encircleOverlay
}

func (o *planner) reset() {
	o.n = 0
	o.head.Set("")
}

// add appends a button; the list is laid out by placePlans.
func (o *planner) add(label string, enabled bool, why string, act func()) *planBtn {
	if o.n == len(o.btns) {
		o.btns = append(o.btns, &planBtn{b: newButton(false)})
	}
	b := o.btns[o.n]
	o.n++
	if enabled {
		why = ""
	}
	b.b.Set(label, enabled, why)
	b.act, b.on, b.br = act, false, false
	b.b.SetPrimary(false)
	return b
}

// newLine starts a new line of buttons with b.
func (b *planBtn) newLine() *planBtn {
	b.br = true
	return b
}

// primary makes b the brass button (Confirm).
func (b *planBtn) primary() *planBtn {
	b.b.SetPrimary(true)
	return b
}

// plansStart makes what the orders need once.
func (s *Scene) plansStart() {
	if s.planr.ov == nil {
		s.planr.head.L = lettering(art.SmallCaps, 13, panelLine)
		s.planr.ov = newOrdersOverlay(s.sp)
		s.mv.AddMarkers(s.planr.ov)
		s.planr.encOv = newEncircleOverlay()
		s.mv.AddMarkers(s.planr.encOv)
	}
}

// buildPlans fills the list for the panel shown; called at the end of
// every refresh.
func (s *Scene) buildPlans() {
	s.plansStart()
	o := &s.planr
	o.reset()
	g := s.sess.Game()
	if !s.sortieValid() {
		o.sortie = sortiePlan{}
	}
	if !s.fireValid() {
		o.fire = firePlan{}
	}
	if !s.encircleValid() {
		o.enc = encirclePlan{}
	}
	if !s.rushValid() {
		o.rush = rushPlan{}
	}
	if o.sortie.on || o.fire.on || o.enc.on { // the plan takes the map: no move or attack highlights
		s.keepChosenRow()
		s.sel.reach, s.sel.targets = nil, nil
		s.under.reach, s.above.reach, s.under.targets, s.above.targets = nil, nil, nil, nil
	}
	switch {
	case s.view.Pending.Side != s.view.Side || s.view.Over || s.sess.NeedsHandOff():
	case s.decisionOrders(): // decision_panels.go
	case o.enc.on:
		s.encircleOrders() // encircle.go
	case o.rush.on:
		s.rushOrders() // rush.go
	case o.fire.on:
		s.fireOrders()
	case s.view.Pending.Kind == game.DecideEncircleResponse:
		s.encircleResponseOrders() // encircle.go
	case s.view.Pending.Kind == game.DecideRetaliation:
		s.retaliationOrders()
	case s.view.Pending.Kind == game.DecideEngagementRound:
		s.roundOrders()
	case s.view.Pending.Kind == game.DecideScramble:
		s.scrambleOrders()
	case s.view.Pending.Kind == game.DecideInterdictWithdraw:
		s.interdictOrders() // interdict.go
	case s.view.Pending.Kind == game.DecideDefensiveCombat:
		s.interceptOrders() // intercept.go
	case o.sortie.on:
		s.sortieOrders()
	case s.stagingOpen():
		s.aboardOrders()      // deploy_aboard.go: the picked unit's first
		s.stagingRushButton() // rush.go
	case s.sel.on && s.sel.own && s.sel.unit != 0 && s.myDecision(game.PhaseMovement):
		if u := g.Unit(s.sel.unit); u != nil && isAircraft(u) {
			why := sortieWhy(g, s.view, u)
			o.add("Plan sortie", why == "", why, func() { s.startSortie(s.sel.unit) })
		}
	case s.sel.on && s.sel.own && s.sel.unit != 0 && s.myDecision(game.PhaseCombat):
		s.combatOrders()
	}
	s.planr.ov.set(s)
	s.planr.encOv.set(s)
	s.placePlans()
}

// placePlans lays the list out below the panel's other contents.
func (s *Scene) placePlans() {
	o := &s.planr
	sb := s.side
	y := sb.infoY + s.heldInfoHeight() + 12
	for _, b := range [...]*widget.Button{&sb.retAll, &sb.retNone, &sb.dig, &sb.unbuy} {
		if b.Shown {
			y = max(y, b.R.Y+b.R.H+12)
		}
	}
	for _, b := range sb.builds[:sb.nBuild] {
		y = max(y, b.b.R.Y+b.b.R.H+12)
	}
	if s.ord.n > 0 { // orders_targeting.go: below the Orders row
		y = max(y, s.ord.bottom+12)
	}
	o.headY = y
	if o.head.String() != "" {
		y += 24
	}
	o.top = y
	x := sb.r.X + 14
	for _, b := range o.btns[:o.n] {
		bw := min(max(96, b.b.Width()), sb.r.W-28) // a long name may reach into the margin, the button not
		if x+bw > sb.r.X+sb.r.W-14 || b.br && x > sb.r.X+14 {
			x, y = sb.r.X+14, y+40
		}
		b.b.R = widget.Rect{X: x, Y: y, W: bw, H: 32}
		x += bw + 8
	}
	// The list above leaves the room the plan's buttons took: when it
	// changes, the panel is laid out again (sidebar.planH).
	h := 0.0
	if o.n > 0 {
		h = y + 32 - o.headY
	}
	if h != sb.planH {
		sb.planH = h
		s.stale = true
	}
}

// plansClicks routes a click on the list; it reports whether one was
// used.
func (s *Scene) plansClicks(x, y int, click bool) bool {
	for _, b := range s.planr.btns[:s.planr.n] {
		if b.b.HoverAt(x, y, click) {
			if b.act != nil {
				b.act()
			}
			s.stale = true
			return true
		}
	}
	return false
}

// plansTip is the reason of a disabled list button under the pointer.
func (s *Scene) plansTip(x, y int) *widget.Button {
	for _, b := range s.planr.btns[:s.planr.n] {
		if b.b.Shown && b.b.R.Has(x, y) && b.b.Reason != "" {
			return &b.b
		}
	}
	return nil
}

// plansMapClick takes a map click while a plan is made.
func (s *Scene) plansMapClick(h hex.Hex) bool {
	switch {
	case s.planr.sortie.on:
		s.sortieClick(h)
		return true
	case s.planr.fire.on:
		s.fireClick(h)
		return true
	case s.planr.enc.on:
		s.encircleClick(h)
		return true
	}
	return false
}

// plansCancel is Esc or a right click while a plan is made.
func (s *Scene) plansCancel() bool {
	switch {
	case s.planr.sortie.on:
		s.planr.sortie = sortiePlan{}
		s.say("Sortie plan dropped", false)
	case s.planr.fire.on:
		s.planr.fire = firePlan{}
		s.say("Fire mission dropped", false)
	case s.planr.enc.on:
		s.planr.enc = encirclePlan{}
		s.say("Encircle dropped: the card stays in your hand", false)
	case s.planr.rush.on:
		s.planr.rush = rushPlan{}
		s.say("Rush Deployment dropped: the card stays in your hand", false)
	default:
		return false
	}
	s.stale = true
	return true
}

// plansInfo replaces the panel's line while a plan is made or a target
// is hovered.
func (s *Scene) plansInfo() (string, bool, bool) {
	switch {
	case s.planr.sortie.on:
		t, warn := s.sortieInfo()
		return t, warn, true
	case s.planr.fire.on:
		t, warn := s.fireInfo()
		return t, warn, true
	case s.planr.enc.on:
		t, warn := s.encircleInfo()
		return t, warn, true
	case s.planr.rush.on && s.side.kind == sideStaging:
		t, warn := s.rushInfo()
		return t, warn, true
	}
	if p := s.view.Pending; p.Kind == game.DecideEncircleResponse && p.Side == s.view.Side {
		return p.Prompt, false, true // encircle.go
	}
	if k := s.side.kind; k == sideRound || k == sideScramble {
		return s.view.Pending.Prompt, false, true
	}
	if t := s.hoverOdds(); t != "" {
		return t, false, true
	}
	if t := s.aircraftInfo(); t != "" {
		return t, false, true
	}
	return "", false, false
}

func (s *Scene) drawPlans(dst *ebiten.Image) {
	o := &s.planr
	if o.head.String() != "" {
		o.head.Draw(dst, s.side.r.X+14, o.headY)
	}
	for _, b := range o.btns[:o.n] {
		b.b.Draw(dst)
		if b.on {
			outline(dst, b.b.R, 2, selectInk.Alpha(1))
		}
	}
}

// StartPlan opens a planning mode for the selected stack, as its button
// would (screenshots, tests): "sortie" for its first aircraft, "fire" for
// its first gun with Indirect Fire.
func (s *Scene) StartPlan(kind string) error {
	s.start()
	if s.stale {
		s.refresh()
	}
	if done, err := s.startCardPlan(kind); done {
		return err
	}
	own, _ := s.stacksAt(s.sel.hex)
	if !s.sel.on || own == nil {
		return fmt.Errorf("select one of your stacks first (-select)")
	}
	g := s.sess.Game()
	for k := len(own.Markers) - 1; k >= 0; k-- {
		u := g.Unit(own.Markers[k].Unit)
		switch {
		case u == nil:
		case kind == "sortie" && isAircraft(u) && s.myDecision(game.PhaseMovement):
			s.selectUnit(u.ID)
			s.refresh()
			s.startSortie(u.ID)
			s.refresh()
			return nil
		case kind == "fire" && hasIndirect(u) && s.myDecision(game.PhaseCombat):
			s.selectUnit(u.ID)
			s.refresh()
			s.startFire(u.ID)
			s.refresh()
			return nil
		}
	}
	return fmt.Errorf("no unit in %s can plan a %s now (sortie: an aircraft in the Movement Phase; fire: a gun in the Combat Phase)", s.sel.hex, kind)
}

// startCardPlan opens the plan of a command card in the hand, as a
// click on its tile would: "encircle" (or "encircle:CCRR", the stack
// chosen too) and "rush". It reports whether kind was one of them.
func (s *Scene) startCardPlan(kind string) (bool, error) {
	name, at, _ := strings.Cut(kind, ":")
	switch name {
	case "encircle":
		if why := s.encircleWhy(); why != "" {
			return true, fmt.Errorf("Encircle: %s", why)
		}
		s.startEncircle()
		s.refresh()
		if at != "" {
			h, err := hex.Parse(at)
			if err != nil {
				return true, err
			}
			s.encircleClick(h)
			s.refresh()
		}
		return true, nil
	case "rush":
		if why := s.rushWhy(); why != "" {
			return true, fmt.Errorf("Rush Deployment: %s", why)
		}
		s.startRush()
		s.refresh()
		return true, nil
	}
	return false, nil
}

// keepChosenRow trims the panel's list to the selected unit while a plan
// is made, so the plan's buttons fit.
func (s *Scene) keepChosenRow() {
	sb := s.side
	for _, r := range sb.rows {
		if r.chosen {
			sb.rows[0], r.r = r, sb.rows[0].r
			sb.rows = sb.rows[:1]
			sb.header.Set(unitName(&r.m))
			y := sb.layoutRows(150)
			sb.infoY = y + 10
			s.setInfo()
			return
		}
	}
}
