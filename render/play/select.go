package play

import (
	"fmt"
	"slices"
	"strconv"

	"frontline/game"
	"frontline/game/hex"
	"frontline/render/mapview"
	"frontline/render/markers"
	"frontline/render/widget"
)

// selection is what the player has picked and what it lights up.
type selection struct {
	hex     hex.Hex
	on      bool // a stack is selected
	own     bool // it is the viewer's
	unit    game.UnitID
	group   []game.UnitID // more attackers sharing the unit's target
	reach   []ReachHex
	targets []game.UnitID
	hover   hex.Hex
	hoverOn bool
}

// stackAt is the stack the viewer sees at h, or nil (as the game has it,
// while an animation may still show the stacks before a move).
func (s *Scene) stackAt(h hex.Hex) *markers.Stack {
	st := s.anim.viewStacks()
	for i := range st {
		if st[i].Hex == h {
			return &st[i]
		}
	}
	return nil
}

// stacksAt are the viewer's own stack and the enemy's at h (either may
// be nil; both stand in one hex while they are engaged).
func (s *Scene) stacksAt(h hex.Hex) (own, enemy *markers.Stack) {
	st := s.anim.viewStacks()
	for i := range st {
		if st[i].Hex != h {
			continue
		}
		if st[i].Own {
			own = &st[i]
		} else {
			enemy = &st[i]
		}
	}
	return own, enemy
}

// reachAt is the move option to h, or nil.
func (s *Scene) reachAt(h hex.Hex) *ReachHex {
	for i := range s.sel.reach {
		if s.sel.reach[i].Hex == h {
			return &s.sel.reach[i]
		}
	}
	return nil
}

// myDecision reports whether the viewer is to act in phase ph.
func (s *Scene) myDecision(ph game.Phase) bool {
	p := s.view.Pending
	return p.Kind == game.DecidePhase && p.Side == s.view.Side && p.Phase == ph && !s.view.Over
}

// refresh rebuilds everything drawn from the game after a change: the
// markers, the phase bar, the highlights, the panel and the log.
func (s *Scene) refresh() {
	s.stale = false
	s.refreshes++ // frame_parts.go: the panels may show anything new
	g := s.sess.Game()
	viewer := s.sess.Viewer
	s.view = s.sess.View()
	s.layer.Set(s.withSetupStacks(markers.StacksOf(s.view, g.Card)))
	s.cmdSrc = g.CommandRadius(viewer) // command_ring.go
	// Bridges, ports and airfields changed in play (mapview/features.go).
	s.mv.SetFeatures(s.view.Features, g.Card)
	s.minimapViewChanged()
	s.anim.cover() // anim.go: a running animation keeps its markers

	undoShown := s.myDecision(game.PhaseMovement)
	undoWhy := ""
	if err := g.CanUndoMove(); err != nil {
		undoWhy = err.Error()
	}
	owed, _ := g.SupplyCost(viewer) // what the next Supply Phase asks at today's force
	s.bar.set(Bar(s.view, g.Income(viewer), owed), viewer, undoShown, undoWhy)

	// Production: the catalog. Deployment: the staging list opens by
	// itself once per phase; the picked unit's hexes are lit.
	s.syncSheet()
	deploying := s.myDecision(game.PhaseDeployment)
	if deploying && s.deployStep != g.Step {
		s.deployStep, s.staging, s.stagedSel = g.Step, true, 0
	}
	if !deploying {
		s.stagedSel = 0
	}
	s.stage = StagingList(g, viewer, deploying, s.placeName)
	s.under.deploy = nil
	if e := s.entryOf(s.stagedSel); e != nil {
		s.under.deploy = e.Hexes
	} else {
		s.stagedSel = 0
	}
	s.bar.setExtras(s.myDecision(game.PhaseProduction) || SetupBuying(s.view), s.sheet.open, !s.view.Over && s.view.Setup == nil, len(s.stage), s.staging, deploying)

	// The selection follows its unit (it may have moved) and is dropped
	// when the unit is gone or the stack no longer seen.
	if s.sel.on && s.sel.own && s.sel.unit != 0 {
		u := g.Unit(s.sel.unit)
		if u == nil || u.Side != viewer || !u.Deployed() {
			s.sel = selection{hover: s.sel.hover, hoverOn: s.sel.hoverOn}
		} else {
			s.sel.hex = u.Hex
		}
	}
	if s.sel.on && s.stackAt(s.sel.hex) == nil {
		s.sel = selection{hover: s.sel.hover, hoverOn: s.sel.hoverOn}
	}
	s.sel.reach, s.sel.targets = nil, nil
	if s.sel.on && s.sel.own && s.sel.unit != 0 {
		switch {
		case s.myDecision(game.PhaseMovement):
			s.sel.reach = Reach(g.MoveOptions(s.sel.unit))
			for i := range s.sel.reach {
				s.sel.reach[i].Stack = s.stackAt(s.sel.reach[i].Hex) != nil
			}
		case s.declaring(): // own Combat Phase, or defensive combat (defence.go)
			s.sel.targets = s.targetsOf(s.sel.unit)
		}
	}
	s.syncOrders() // orders_targeting.go
	s.under.reach, s.under.sel, s.under.selOn = s.sel.reach, s.sel.hex, s.sel.on
	s.above.reach = s.sel.reach
	s.above.targets = TargetHexes(s.view, s.sel.targets)
	s.above.deploy = s.under.deploy
	s.under.targets = s.above.targets
	s.above.prepare()
	s.syncSetup() // setup_buy.go

	s.buildSidebar()
	s.log.sync(s.sess.Logs[viewer], SideName(viewer))
	s.hoverChanged()
	s.buildPlans()    // combat_orders.go
	s.cards.Refresh() // cards.go
	s.placeCardButtons()
}

// hoverChanged updates the path preview and the panel's line about the
// hex under the pointer.
func (s *Scene) hoverChanged() {
	s.above.path = nil
	s.syncCommandRing() // command_ring.go
	if !s.sel.hoverOn {
		s.setInfo()
		return
	}
	if r := s.reachAt(s.sel.hover); r != nil {
		s.above.path, s.above.from = r.Path, s.sel.hex
	}
	s.setInfo()
}

// buildSidebar fills the panel: the retaliation choice when the viewer is
// attacked, else the selected stack, else help.
func (s *Scene) buildSidebar() {
	sb := s.side
	sb.dig.Shown, sb.retAll.Shown, sb.retNone.Shown, sb.unbuy.Shown, sb.helpOn = false, false, false, false, false
	sb.nBuild = 0
	s.ord.n, s.ord.nc = 0, 0
	sb.kind = sideStack
	g := s.sess.Game()
	p := s.view.Pending
	switch {
	case s.buildDecisionSide(): // decision_panels.go
		return
	case p.Kind == game.DecideRetaliation && p.Side == s.view.Side:
		sb.kind = sideRetaliation
		s.buildRetaliation()
		return
	case SetupBuying(s.view): // setup_buy.go
		s.buildSetupForce()
		return
	case SetupPlacing(s.view): // setup_place.go
		s.buildSetupPlace()
		return
	case s.buildEngagementSide(): // engagement_panel.go
		return
	case s.stagingOpen():
		s.buildStaging()
		return
	case s.myDecision(game.PhaseProduction) && (s.sheet.open || !s.sel.on):
		s.buildProduction()
		return
	}
	if !s.sel.on {
		sb.header.Set("No stack selected")
		sb.sub.Set("Click one of your stacks on the map")
		sb.setRows(0)
		sb.infoY = sb.layoutRows(0) + 10 // a plan's line (combat_orders.go) goes here
		sb.helpOn = true
		sb.help.set("Keys\n"+
			"Enter or Space — end the phase (or answer the decision)\n"+
			"U — take back the last move\n"+
			"Esc or right click — deselect; Esc again — the game menu\n"+
			"G — hex grid on or off;  L — log hidden or shown\n"+
			"M — minimap on or off;  click or drag it to look\n"+
			"Ctrl+S — quick save\n"+
			"Wheel or +/− — zoom;  drag or arrows — pan\n"+
			"F1 or ? — help: phases, controls, markers, map", sb.r.W-28)
		return
	}
	own, enemy := s.stacksAt(s.sel.hex)
	what, _ := mapview.Describe(s.cfg.Map, s.cfg.Objectives, s.sel.hex)
	sb.sub.Set(clipParts(sb.sub.L, what, sb.r.W-28))
	var head string
	if own != nil {
		head = fmt.Sprintf("Your stack · %d unit%s", own.Count, plural(own.Count))
	}
	if enemy != nil {
		e := fmt.Sprintf("%d marker%s", enemy.Count, plural(enemy.Count))
		if len(enemy.Markers) < enemy.Count {
			e += fmt.Sprintf(", %d seen", len(enemy.Markers))
		}
		if head == "" {
			head = "Enemy stack · " + e
		} else {
			head += " · enemy " + e
		}
	}
	sb.header.Set(head)
	n := 0
	for _, st := range [...]*markers.Stack{own, enemy} {
		if st != nil {
			n += len(st.Markers)
		}
	}
	if sb.listAt != s.sel.hex {
		sb.top, sb.listAt = 0, s.sel.hex
	}
	sb.setRows(n)
	i := 0
	for _, st := range [...]*markers.Stack{own, enemy} {
		if st == nil {
			continue
		}
		for k := range st.Markers {
			m := st.Markers[len(st.Markers)-1-k] // top of the stack first
			r := sb.rows[i]
			i++
			r.id, r.m, r.own = m.Unit, m, st.Own
			r.chosen = st.Own && m.Unit == s.sel.unit
			if r.chosen && (sb.kept.unit != m.Unit || sb.kept.at != s.sel.hex) {
				sb.keep = i - 1
				sb.kept.unit, sb.kept.at = m.Unit, s.sel.hex
			}
			r.joined = containsID(s.sel.group, m.Unit)
			r.name.Set(unitName(&m))
			var f UnitFacts
			if st.Own {
				f = factsOf(g, m.Unit)
			}
			words := StateWords(&m, st.Own, f)
			if !st.Own && containsID(s.sel.targets, m.Unit) {
				words = "in range · click to attack"
				if m.Damaged {
					words = "damaged · in range · click to attack"
				}
			}
			r.words.Set(words)
		}
	}
	s.buildOrders() // orders_targeting.go
	// The line about the selection (a target's one-shot odds run to a
	// dozen lines) comes under the list: rows give way to it, so that
	// the buttons below it stay above the status bar.
	txt, _ := s.infoText()
	sb.info.set(txt, sb.r.W-40)
	y := sb.layoutRows(150 + s.ordersHeight() + max(0, sb.info.height()-infoRoom))
	sb.infoY = y + 10
	s.setInfo()

	if s.sel.own && s.sel.unit != 0 && s.myDecision(game.PhaseMovement) {
		if u := g.Unit(s.sel.unit); u != nil && u.Card.Special.DigIn {
			why := ""
			if err := g.CanDigIn(s.sel.unit); err != nil {
				why = err.Error()
			}
			sb.dig.Set("Dig in", why == "", why)
			if why == "" {
				sb.dig.Reason = "Spend this Movement Phase digging in: a d6 of 3–6 gives +2 Defense until the unit moves"
			}
		}
	}
	if s.sel.own && s.sel.unit != 0 && s.myDecision(game.PhaseProduction) {
		s.buildConstruction()
	}
	s.placeSideButtons()
}

// infoRoom is the height of the line about the selection that the
// panel's reserve under the list already allows for.
const infoRoom = 60

// placeSideButtons puts the panel's buttons below the info text.
func (s *Scene) placeSideButtons() {
	sb := s.side
	y := sb.infoY + s.heldInfoHeight() + 12
	x := sb.r.X + 14
	for _, b := range [...]*widget.Button{&sb.retAll, &sb.retNone, &sb.dig, &sb.unbuy} {
		if !b.Shown {
			continue
		}
		bw := max(120, b.Width())
		if x+bw > sb.r.X+sb.r.W-14 {
			x, y = sb.r.X+14, y+42
		}
		b.R = widget.Rect{X: x, Y: y, W: bw, H: 34}
		x += bw + 10
	}
	defer s.placePlans() // combat_orders.go: the finer orders below
	if s.ord.n > 0 {     // orders_targeting.go: the Orders row
		if x > sb.r.X+14 {
			y += 44
		}
		y, x = s.placeOrders(y), sb.r.X+14
	}
	if sb.nBuild == 0 {
		return
	}
	// Construction orders: one a line under their heading.
	if x > sb.r.X+14 {
		y += 44
	}
	sb.buildY = y + 4
	y += 26
	for _, b := range sb.builds[:sb.nBuild] {
		b.b.R = widget.Rect{X: sb.r.X + 14, Y: y, W: sb.r.W - 28, H: 30}
		y += 36
	}
}

// heldInfoHeight is the room under the line about the selection: its
// height, or the most it took since the selection or the step changed.
func (s *Scene) heldInfoHeight() float64 {
	sb, step := s.side, s.sess.Game().Step
	h := &sb.held
	if h.unit != s.sel.unit || h.at != s.sel.hex || h.step != step {
		h.h, h.unit, h.at, h.step = 0, s.sel.unit, s.sel.hex, step
	}
	h.h = max(h.h, sb.info.height())
	return h.h
}

// setInfo writes the panel's line about the selected unit: why it cannot
// move, where it can go and with what chance, what it can attack.
func (s *Scene) setInfo() {
	s.updateOutcome() // odds_preview.go
	sb := s.side
	txt, warn := s.infoText()
	sb.infoWarn = warn
	sb.info.set(txt, sb.r.W-40)
	s.placeSideButtons()
}

func (s *Scene) infoText() (string, bool) {
	if t, w, ok := s.setupInfo(); ok {
		return t, w
	}
	if t, w, ok := s.decisionInfo(); ok { // decision_panels.go
		return t, w
	}
	if t, warn, ok := s.plansInfo(); ok {
		return t, warn
	}
	if !s.sel.on && s.side.kind == sideStack {
		return "", false
	}
	p := s.view.Pending
	if p.Kind == game.DecideRetaliation && p.Side == s.view.Side {
		return p.Prompt, false
	}
	switch s.side.kind {
	case sideStaging:
		return s.stagingInfo()
	case sideProduction:
		return s.productionInfo(), false
	}
	if !s.sel.own {
		_, st := s.stacksAt(s.sel.hex)
		switch {
		case st == nil:
			return "", false
		case len(st.Markers) < st.Count:
			return "Fog of war: you see only what the enemy's markers show until recon or an engagement reveals the stack (VIII.1).", false
		}
		return "", false
	}
	g := s.sess.Game()
	id := s.sel.unit
	if id == 0 {
		return "Click a unit in the list to select it.", false
	}
	if t := s.aimText(); t != "" { // orders_targeting.go
		return t, false
	}
	switch {
	case s.myDecision(game.PhaseMovement):
		if err := g.CanMove(id); err != nil {
			return "Cannot move: " + err.Error(), true
		}
		if len(s.sel.reach) == 0 {
			return "No hex in reach this phase.", true
		}
		if s.sel.hoverOn {
			if r := s.reachAt(s.sel.hover); r != nil {
				txt := MoveLine(r.Hex, len(r.Path), r.Chance, r.Checks)
				warn := s.enemyAhead(r.Hex, g.Unit(id).Card)
				return txt + warn, r.Chance < 1 || warn != ""
			}
		}
		return strconv.Itoa(len(s.sel.reach)) + " hexes in reach (lit on the map; amber ones need terrain checks). Hover one to see the route, click to move.", false
	case s.declaring():
		if len(s.sel.targets) == 0 && s.defending() {
			return "This unit has no target for defensive combat: only enemy units that moved within its range this turn and have not fought may be attacked (VI.2.1).", true
		}
		if len(s.sel.targets) == 0 {
			return g.NoTargetWhy(id), true // game/attack_why.go: why, and how to start an engagement
		}
		txt := strconv.Itoa(len(s.sel.targets)) + " enemy unit" + plural(len(s.sel.targets)) + " in range (red rings). Click a ringed stack to attack."
		if n := len(s.sel.group); n > 0 {
			txt += " " + strconv.Itoa(n) + " more unit" + plural(n) + " join the attack."
		} else {
			txt += " Shift-click units in the list to join the attack."
		}
		return txt, false
	}
	return "", false
}

// MoveLine describes a move option for the panel.
func MoveLine(to hex.Hex, hexes int, chance float64, checks int) string {
	s := fmt.Sprintf("Move to %s: %d hex%s", to, hexes, map[bool]string{true: "es"}[hexes != 1])
	if chance < 1 {
		s += fmt.Sprintf(", %d%% chance to pass %d terrain check%s", Percent(chance), checks, plural(checks))
	} else {
		s += ", no terrain checks"
	}
	return s + ". Click to move."
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// buildRetaliation lists the units that may retaliate and their targets.
func (s *Scene) buildRetaliation() {
	sb := s.side
	g := s.sess.Game()
	p := s.view.Pending
	sb.header.Set("You are attacked")
	sb.sub.Set("Declare retaliation (Inset V.6) · one-shot odds")
	if len(p.Choices) == 0 { // asked for a card, a fire mission or smoke (game/engagement_handoff.go)
		sb.sub.Set("None can fire back: a card (H), a fire mission or none")
	}
	sb.setRows(len(p.Choices))
	any := false
	for i, id := range p.Choices {
		r := sb.rows[i]
		r.id, r.own, r.chosen, r.joined = id, true, false, false
		r.m = s.markerOf(id)
		r.name.Set(unitName(&r.m))
		if ts := g.RetaliationTargets(id); len(ts) > 0 {
			any = true
			r.words.Set(s.retWords(id))
		} else {
			r.words.Set("no attacker within reach of its weapons")
		}
	}
	y := sb.layoutRows(150 + sb.planH)
	sb.infoY = y + 10
	sb.retAll.Set("Retaliate", any, "")
	if !any {
		sb.retAll.Reason = "None of your engaged units can reach an attacker"
	}
	sb.retNone.Set("Do not retaliate", true, "")
	s.setInfo()
}

// markerOf is the marker of an own unit as the markers layer shows it.
func (s *Scene) markerOf(id game.UnitID) markers.Marker {
	for _, st := range s.anim.viewStacks() {
		for _, m := range st.Markers {
			if m.Unit == id {
				return m
			}
		}
	}
	u := s.sess.Game().Unit(id)
	if u == nil {
		return markers.Marker{Unit: id}
	}
	return markers.Marker{Unit: id, Card: u.Card, Side: u.Side, Number: u.Marker}
}

// enemyName names an enemy unit the viewer sees (attackers are revealed
// by the engagement).
func (s *Scene) enemyName(id game.UnitID) string {
	for _, es := range s.view.Enemy {
		for _, u := range es.Units {
			if u.ID == id {
				if c, ok := s.sess.Game().Card(u.Card); ok {
					return c.Name + " #" + strconv.Itoa(u.Marker)
				}
			}
		}
	}
	if e := s.view.Engagement; e != nil && inEngagement(e, id) {
		// Everything in an engagement is known to both sides (VIII.1),
		// even a target the view lists under no stack (an obstacle).
		if u := s.sess.Game().Unit(id); u != nil && u.Card != nil {
			return u.Card.Name + " #" + strconv.Itoa(u.Marker)
		}
	}
	return "an enemy unit"
}

// inEngagement reports whether unit id fights in e or is one of its targets.
func inEngagement(e *game.Engagement, id game.UnitID) bool {
	for _, f := range e.Attackers {
		if f.Unit == id || f.Target == id {
			return true
		}
	}
	for _, f := range e.Defenders {
		if f.Unit == id || f.Target == id {
			return true
		}
	}
	return slices.Contains(e.Targets, id)
}
