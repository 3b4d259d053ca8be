package battle

import (
	"slices"

	"frontline/game/combat"

	"frontline/game/tactical"
)

// The declaration step (Inset IX.6 steps 1–2): each unit of the side
// gets a target, the nearest enemy it may fire at and harm pre-selected;
// a click on another enemy changes it; Fire declares them all and ends
// the side's declarations.

// defaults fills the plan for a new round of declarations.
func (s *Scene) defaults() {
	b := s.m.Battle()
	key := b.Round*2 + int(b.Turn)*1000
	if s.planFor == key {
		return
	}
	s.planFor = key
	s.planVer++
	clear(s.plan)
	for i := range b.Units {
		u := &b.Units[i]
		if u.Side != s.viewer || !u.Active() {
			continue
		}
		if t, ok := nearestTarget(b, u); ok {
			s.plan[u.ID] = t
		}
	}
}

// nearestTarget is the nearest enemy u may fire at now with a weapon
// that can harm it.
func nearestTarget(b *tactical.Battle, u *tactical.Unit) (tactical.UnitID, bool) {
	best, bd := tactical.UnitID(-1), int64(-1)
	for _, id := range b.LegalTargets(u) {
		t := b.Unit(id)
		if !harms(b, u, t) {
			continue
		}
		if d := distance2(u, t); bd < 0 || d < bd {
			best, bd = id, d
		}
	}
	return best, bd >= 0
}

func distance2(u, t *tactical.Unit) int64 {
	dx, dy, dz := t.Pos.X-u.Pos.X, t.Pos.Y-u.Pos.Y, t.Alt-u.Alt
	return dx*dx + dy*dy + dz*dz
}

// harms reports whether a weapon of u that may fire at t can hurt it.
func harms(b *tactical.Battle, u, t *tactical.Unit) bool {
	for wi, w := range u.Face().Weapons {
		if r, _ := b.Bar(u, wi, t); r == "" && !combat.Harmless(w, t.Card, t.Damaged) {
			return true
		}
	}
	return false
}

// aim makes t the target of the selected unit u, or says why not.
func (s *Scene) aim(u, t *tactical.Unit) {
	b := s.m.Battle()
	if u == nil || u.Side != s.viewer {
		s.say("Select one of your own units first, then click the enemy it should fire at.", true)
		return
	}
	if !b.Legal(u, t) {
		_, why := firstBar(b, u, t)
		s.say(why, true)
		return
	}
	s.plan[u.ID] = t.ID
	s.planVer++
	s.side.refresh(s)
}

// firstBar is the first weapon's reason for not firing, in words.
func firstBar(b *tactical.Battle, u, t *tactical.Unit) (string, string) {
	for wi, w := range u.Face().Weapons {
		if r, why := b.Bar(u, wi, t); r != "" {
			return r, w.Name + ": " + why + " (" + r + ")"
		}
	}
	return "Inset IX.6", u.Card.Name + " has no weapon (Inset IX.6)"
}

// fire declares the plan in unit order and ends the declarations.
func (s *Scene) fire() {
	ids := make([]tactical.UnitID, 0, len(s.plan))
	for id := range s.plan {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	for _, id := range ids {
		if !s.do(tactical.Command{Kind: tactical.CmdDeclare, Unit: id, Target: s.plan[id]}) {
			return
		}
	}
	clear(s.plan)
	s.planFor = -1
	s.do(tactical.Command{Kind: tactical.CmdEndDeclare})
}
