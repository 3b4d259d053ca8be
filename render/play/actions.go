package play

import (
	"frontline/game"
	"frontline/game/hex"
	"frontline/render/markers"
)

// Every change to the game goes through do, that is through the session.

// do submits cmd; a refused order is shown with the rule that forbids it.
func (s *Scene) do(cmd game.Command) bool {
	if _, err := s.doEvents(cmd); err != nil {
		s.say(err.Error(), true)
		return false
	}
	return true
}

// doEvents submits cmd and follows it up with its sound and animation
// (anim.go); it returns the events for the caller to report, or the
// engine's refusal, unsaid. Orders given from panels (the catalog, the
// hand, construction) go through it too, so they are heard and seen.
func (s *Scene) doEvents(cmd game.Command) ([]game.Event, error) {
	before := s.view
	evs, err := s.sess.Do(cmd)
	s.stale = true
	if err != nil {
		return nil, err
	}
	s.outcome.drop() // odds_preview.go
	s.played(cmd, before, evs)
	return evs, nil
}

// pass answers the pending decision passively: end the phase, decline,
// fight the next round … (game.PassCommand).
func (s *Scene) pass() {
	g := s.sess.Game()
	if g.Over || g.Pending.Side != s.sess.Viewer {
		return
	}
	cmd := game.PassCommand(g)
	if SetupPlacing(s.view) {
		cmd = game.Command{Kind: game.CmdSetupConfirm} // not the pass's automatic placement
	}
	if g.Pending.Kind == game.DecideDefenderRound {
		cmd.Option = game.FightToEnd // one hand-off per engagement: not asked again (game/engagement_handoff.go)
	}
	if s.do(cmd) {
		s.sel.group = nil
	}
}

// undo takes back the last move.
func (s *Scene) undo() {
	if err := s.sess.Game().CanUndoMove(); err != nil {
		s.say(err.Error(), true)
		return
	}
	s.do(game.Command{Kind: game.CmdUndoMove})
}

// digIn spends the selected unit's Movement Phase digging in.
func (s *Scene) digIn() {
	if s.sel.unit != 0 {
		s.do(game.Command{Kind: game.CmdDigIn, Unit: s.sel.unit})
	}
}

// move sends the selected unit along the option's path.
func (s *Scene) move(r *ReachHex) {
	s.do(game.Command{Kind: game.CmdMove, Unit: s.sel.unit, Path: append([]hex.Hex(nil), r.Path...)})
}

// attack asks to confirm an engagement on target t by the selected unit
// and the units joining it that may attack t too (attack_confirm.go).
func (s *Scene) attack(t game.UnitID) {
	s.openConfirm(t)
}

// retaliateAll has every unit that can retaliate fire at its chosen
// target with its pre-selected weapons (fire_choice.go).
func (s *Scene) retaliateAll() {
	s.do(s.retaliationCmd())
}

// clickHex is a left click on the map: move there, attack there, or
// select the stack there.
func (s *Scene) clickHex(h hex.Hex, shift bool) {
	if SetupPlacing(s.view) {
		s.setupClickHex(h) // setup_place.go
		return
	}
	if s.decisionMapClick(h) { // decision_panels.go
		return
	}
	if s.plansMapClick(h) { // combat_orders.go
		return
	}
	if s.aimClickHex(h) { // orders_targeting.go
		return
	}
	if s.stagedSel != 0 && s.myDecision(game.PhaseDeployment) {
		s.deployAt(h)
		return
	}
	if s.staging && !s.myDecision(game.PhaseDeployment) {
		s.staging = false // the map's stacks take the panel back
		s.stale = true
	}
	if s.sel.own && s.sel.unit != 0 {
		if r := s.reachAt(h); r != nil {
			s.move(r)
			return
		}
		if t := TargetIn(s.view, h, s.sel.targets); t != 0 {
			s.attack(t)
			return
		}
	}
	own, enemy := s.stacksAt(h)
	st := own
	if st == nil {
		st = enemy
	}
	if st == nil {
		s.deselect()
		return
	}
	if s.sel.on && s.sel.hex == h && st.Own {
		s.cycle(st.Markers)
		return
	}
	s.sel = selection{hex: h, on: true, own: st.Own, hover: s.sel.hover, hoverOn: s.sel.hoverOn}
	if st.Own {
		s.sel.unit = s.pickUnit(st.Markers)
	}
	s.stale = true
}

// Select selects the stack at h as a click would (screenshots, tests).
func (s *Scene) Select(h hex.Hex) {
	s.start()
	if s.stale {
		s.refresh()
	}
	s.sel.on = false
	s.clickHex(h, false)
	s.refresh()
}

// pickUnit chooses which unit of an own stack a click selects: the
// top-most that can act in this phase, else the top one.
func (s *Scene) pickUnit(ms []markers.Marker) game.UnitID {
	g := s.sess.Game()
	for i := len(ms) - 1; i >= 0; i-- {
		id := ms[i].Unit
		switch {
		case s.myDecision(game.PhaseMovement) && g.CanMove(id) == nil:
			return id
		case s.declaring() && len(s.targetsOf(id)) > 0:
			return id
		}
	}
	return ms[len(ms)-1].Unit
}

// cycle selects the next unit down the stack (a second click on it).
func (s *Scene) cycle(ms []markers.Marker) {
	for i := len(ms) - 1; i >= 0; i-- {
		if ms[i].Unit == s.sel.unit {
			j := i - 1
			if j < 0 {
				j = len(ms) - 1
			}
			s.selectUnit(ms[j].Unit)
			return
		}
	}
	s.selectUnit(ms[len(ms)-1].Unit)
}

// clickRow selects a unit in the list; with shift in the Combat Phase it
// joins (or leaves) the selected unit's attack instead.
func (s *Scene) clickRow(r *row, shift bool) {
	switch s.side.kind {
	case sideSetupPlace:
		s.setupPickRow(r.id) // setup_place.go
		return
	case sideRetaliation:
		s.cycleRetaliation(r.id)
		return
	case sideRound, sideScramble:
		s.engagementRow(r.id)
		return
	case sideEventPick, sideWithdrawHex, sideTerms:
		s.decisionRow(r.id) // decision_panels.go
		return
	case sideProduction, sideSetupForce:
		return
	case sideStaging:
		if s.planr.rush.on { // rush.go
			s.rushRow(r.id)
			return
		}
		if s.myDecision(game.PhaseDeployment) {
			s.stagedSel = r.id
			s.stale = true
		}
		return
	}
	if s.aimClickRow(r) { // orders_targeting.go
		return
	}
	if !r.own {
		if s.sel.own && containsID(s.sel.targets, r.id) {
			s.attack(r.id)
		}
		return
	}
	if shift && s.sel.unit != 0 && r.id != s.sel.unit && s.declaring() {
		if containsID(s.sel.group, r.id) {
			s.sel.group = removeID(s.sel.group, r.id)
		} else if len(s.targetsOf(r.id)) > 0 {
			s.sel.group = append(s.sel.group, r.id)
		} else {
			s.say(unitName(&r.m)+" has no enemy in range to attack", true)
		}
		s.stale = true
		return
	}
	s.selectUnit(r.id)
}

func (s *Scene) selectUnit(id game.UnitID) {
	s.sel.unit = id
	s.sel.group = removeID(s.sel.group, id)
	s.stale = true
}

// deselect drops the selection.
func (s *Scene) deselect() {
	if s.sel.on {
		s.sel = selection{hover: s.sel.hover, hoverOn: s.sel.hoverOn}
		s.stale = true
	}
}

// viewerChanged starts the new viewer's screen afresh: no selection, the
// log showing that side's own log.
func (s *Scene) viewerChanged() {
	s.cards.ViewerChanged() // cards.go: close the panels of the previous player
	s.planr = planner{btns: s.planr.btns, head: s.planr.head, ov: s.planr.ov, encOv: s.planr.encOv}
	s.sel = selection{hover: s.sel.hover, hoverOn: s.sel.hoverOn}
	s.staging, s.stagedSel, s.deployStep, s.sheet.step = false, 0, -1, -1
	s.log.reset()
	s.toastTicks = 0
	s.stale = true
	s.refresh()
}

// save writes the quick-save slot.
func (s *Scene) save() {
	if err := s.sess.Save(QuickSlot); err != nil {
		s.say("Not saved: "+err.Error(), true)
		return
	}
	s.say("Game saved to slot “"+QuickSlot+"”", false)
}

func removeID(ids []game.UnitID, id game.UnitID) []game.UnitID {
	out := ids[:0]
	for _, x := range ids {
		if x != id {
			out = append(out, x)
		}
	}
	return out
}

// sheetClicks routes a click on the catalog; it reports whether the
// click was used. Every row's buttons follow the pointer for their
// hover look.
func (s *Scene) sheetClicks(x, y int, click bool) bool {
	used := false
	if s.sheet.close.HoverAt(x, y, click) {
		s.sheet.open = false
		s.stale = true
		return true
	}
	for _, rw := range s.sheet.rows[:s.sheet.nr] {
		if !rw.vis {
			rw.buy.Hot, rw.xp.Hot = false, false
			continue
		}
		switch {
		case rw.buy.HoverAt(x, y, click):
			s.buy(rw)
			used = true
		case rw.xp.Shown && rw.xp.HoverAt(x, y, click):
			s.cycleXP(rw)
			used = true
		}
	}
	return used || (click && s.sheet.r.Has(x, y))
}

// buildClicked reports a click on a construction button and orders it.
func (s *Scene) buildClicked(x, y int, click bool) bool {
	for _, b := range s.side.builds[:s.side.nBuild] {
		if b.b.HoverAt(x, y, click) {
			s.build(b)
			return true
		}
	}
	return false
}

// cancel is Esc or a right click: close the catalog, drop the staged
// unit picked, close the staging list, or deselect, in that order. It
// reports whether there was anything to drop (Esc opens the pause menu
// when not).
func (s *Scene) cancel() bool {
	switch {
	case s.decisionCancel(): // decision_panels.go
	case s.plansCancel(): // combat_orders.go
	case s.cancelOrder(): // orders_targeting.go
	case s.sheetShown():
		s.sheet.open = false
		s.stale = true
	case s.setup.pick != 0 && SetupPlacing(s.view):
		s.setup.pick = 0
		s.stale = true
	case s.stagedSel != 0:
		s.stagedSel = 0
		s.stale = true
	case s.staging && !s.myDecision(game.PhaseDeployment):
		s.staging = false
		s.stale = true
	case s.sel.on:
		s.deselect()
	default:
		return false
	}
	return true
}
