package play

import (
	"fmt"

	"frontline/game"
	"frontline/game/hex"
)

// Where a withdrawing unit falls back (IV.3.8, game/withdraw_move.go):
// when a unit of a Withdraw order has more than one hex to go to, its
// player picks one. The panel names the unit and why it moves, lists the
// units of the order still to go, and lights Game.WithdrawHexes on the
// map; a click on one, or its button, sends game.CmdWithdrawTo.

// withdrawing is the unit the engine asks about, or nil.
func (s *Scene) withdrawing() *game.Unit {
	if ch := s.view.Pending.Choices; len(ch) > 0 {
		return s.sess.Game().Unit(ch[0])
	}
	return nil
}

// buildWithdrawPick fills the panel.
func (s *Scene) buildWithdrawPick() {
	sb := s.side
	g := s.sess.Game()
	u := s.withdrawing()
	rule := "IV.3.8"
	var queue []game.UnitID
	if w := g.Withdrawing; w != nil {
		rule, queue = w.Rule, w.Queue
	}
	if len(queue) == 0 && u != nil {
		queue = []game.UnitID{u.ID}
	}
	sb.header.Set("Withdrawal · " + rule)
	sb.sub.Set("Choose where your unit falls back")
	txt := "Your Withdraw order pulls units out of the engagement."
	if u != nil {
		hs := g.WithdrawHexes(u.ID)
		d := &s.dec
		d.lit = append(d.lit, hs...)
		d.marked = append(d.marked, u.Hex)
		txt = fmt.Sprintf("%s withdraws from %s under your Withdraw order. It falls back one hex: a neighbour free of the enemy and no farther from your nearest Command Post or Forward HQ (IV.3.8, Q33). %d hexes qualify, lit on the map: click one. Terrain checks apply on the way; a unit that fails one stays and fights on.",
			s.ownName(u.ID), s.placeName(u.Hex), len(hs))
		if len(hs) > 0 {
			s.relabelPass("Pick for me", "Fall back into "+s.placeName(hs[0])+", the first lit hex")
		}
	}
	dy := s.decisionText(txt)
	sb.setRows(min(len(queue), s.decisionFit(dy)))
	for i, r := range sb.rows {
		id := queue[i]
		r.id, r.own, r.joined = id, true, false
		r.m = s.markerOf(id)
		r.name.Set(unitName(&r.m))
		r.chosen = i == 0
		if i == 0 {
			r.words.Set("falls back now · click to show it")
		} else {
			r.words.Set("falls back next, in this order")
		}
	}
	s.layoutDecisionRows(dy)
}

// withdrawHex falls back into h when it is lit.
func (s *Scene) withdrawHex(h hex.Hex) bool {
	u := s.withdrawing()
	if u == nil || !containsHex(s.dec.lit, h) {
		return false
	}
	to := h
	if s.do(game.Command{Kind: game.CmdWithdrawTo, Unit: u.ID, Hex: &to}) {
		s.say(s.ownName(u.ID)+" falls back to "+s.placeName(h), false)
	}
	return true
}

// withdrawOrders: a button for each hex.
func (s *Scene) withdrawOrders() {
	o := &s.planr
	o.head.Set("Fall back to")
	m := s.cfg.Map
	for _, h := range s.dec.lit {
		h := h
		s.dec.name(o.add(h.String()+" · "+m.Terrain(h).String(), true, "", func() { s.withdrawHex(h) }), "withdraw.to/"+h.String())
	}
}

// withdrawInfo is the line under the rows.
func (s *Scene) withdrawInfo() (string, bool) {
	u := s.withdrawing()
	if u == nil {
		return "", false
	}
	if s.sel.hoverOn {
		h := s.sel.hover
		switch {
		case containsHex(s.dec.lit, h):
			return "Click to fall back into " + s.placeName(h) + ".", false
		case h == u.Hex:
			return s.ownName(u.ID) + " stands here: click a lit neighbouring hex.", false
		case hex.Distance(h, u.Hex) == 1:
			return s.placeName(h) + " is not open to it: an enemy is seen there, it is farther from your command posts, or the terrain bars it (IV.3.8, Q33).", true
		}
	}
	return "Click a lit hex on the map, or its button below.", false
}
