package play

import (
	"fmt"
	"slices"
	"strings"

	"frontline/game"
	"frontline/game/combat"
	"frontline/game/hex"
)

// The engagement's finer controls: each retaliating unit's target (a
// click on its row cycles through Game.RetaliationTargets, then "holds
// fire"), the attacker's retargeting between rounds (game.CmdNextRound),
// aircraft leaving after an even round (game.CmdLeaveCombat), the
// scramble answer (game.CmdScramble) and the odds of a shot
// (Game.PredictShot) shown while a target is hovered.

// BestShot is the weapon of attacker with the best odds of harming
// target (in range, allowed to hit it), and those odds; ok is false when
// no weapon may fire at it.
func BestShot(g *game.Game, attacker, target game.UnitID) (weapon string, odds combat.Odds, ok bool) {
	u, t := g.Unit(attacker), g.Unit(target)
	if u == nil || t == nil {
		return "", odds, false
	}
	for i, w := range u.Face().Weapons {
		if !w.Hits(t.Card.TargetKind()) || hex.Distance(u.Hex, t.Hex) > w.RangeOp {
			continue
		}
		o, err := g.PredictShot(attacker, i, target)
		if err != nil {
			continue
		}
		if !ok || o.Damage > odds.Damage || o.Damage == odds.Damage && o.Hit > odds.Hit {
			weapon, odds, ok = w.Name, o, true
		}
	}
	return weapon, odds, ok
}

// OddsLine is the preview of a shot.
func OddsLine(weapon string, o combat.Odds) string {
	return fmt.Sprintf("%s: %d%% to hit, %d%% to damage, %d%% to destroy", weapon, Percent(o.Hit), Percent(o.Damage), Percent(o.Destroy))
}

// hoverOdds is the odds text of the selected unit against the targets in
// the hovered hex (the Combat Phase), or "".
func (s *Scene) hoverOdds() string {
	if !s.sel.hoverOn || !s.sel.own || s.sel.unit == 0 || len(s.sel.targets) == 0 {
		return ""
	}
	g := s.sess.Game()
	var here []game.UnitID
	for _, t := range s.sel.targets {
		if tu := g.Unit(t); tu != nil && tu.Hex == s.sel.hover {
			if _, _, ok := BestShot(g, s.sel.unit, t); ok {
				here = append(here, t)
			}
		}
	}
	switch len(here) {
	case 0:
		return ""
	case 1:
		w, o, _ := BestShot(g, s.sel.unit, here[0])
		return "One shot of " + s.ownName(s.sel.unit) + " at " + s.enemyName(here[0]) + " — " + OddsLine(w, o) + ". Click to review the attack."
	}
	var b strings.Builder
	b.WriteString("One shot of " + s.ownName(s.sel.unit) + " (hit · damage · destroy):")
	const most = 5
	for _, t := range here[:min(most, len(here))] {
		_, o, _ := BestShot(g, s.sel.unit, t)
		fmt.Fprintf(&b, "\n%s — %d%% · %d%% · %d%%", s.enemyName(t), Percent(o.Hit), Percent(o.Damage), Percent(o.Destroy))
	}
	if len(here) > most {
		fmt.Fprintf(&b, "\n+%d more", len(here)-most)
	}
	b.WriteString("\nClick to review an attack on the top target.")
	return b.String()
}

// retTarget is the target unit id retaliates against: the player's
// choice, else the first one it may fire at (0: it holds fire).
func (s *Scene) retTarget(id game.UnitID) game.UnitID {
	o := &s.planr
	if o.retOf != s.view.Step {
		o.ret, o.retOf = nil, s.view.Step
	}
	if t, ok := o.ret[id]; ok {
		return t
	}
	if ts := s.sess.Game().RetaliationTargets(id); len(ts) > 0 {
		return ts[0]
	}
	return 0
}

// cycleRetaliation gives unit id the next target, then none.
func (s *Scene) cycleRetaliation(id game.UnitID) {
	ts := s.sess.Game().RetaliationTargets(id)
	if len(ts) == 0 {
		s.say("It has no attacker within reach of its weapons", true)
		return
	}
	cur := s.retTarget(id)
	next := ts[0]
	if i := slices.Index(ts, cur); i >= 0 {
		next = 0
		if i+1 < len(ts) {
			next = ts[i+1]
		}
	}
	if s.planr.ret == nil {
		s.planr.ret = map[game.UnitID]game.UnitID{}
	}
	s.planr.ret[id] = next
	s.stale = true
}

// retWords is a retaliation row's second line.
func (s *Scene) retWords(id game.UnitID) string {
	t := s.retTarget(id)
	if t == 0 {
		return "holds fire · click to choose a target"
	}
	txt := "→ " + s.enemyName(t)
	if _, o, ok := BestShot(s.sess.Game(), id, t); ok {
		txt += fmt.Sprintf(" · %d%% hit, %d%% dmg", Percent(o.Hit), Percent(o.Damage))
	}
	return txt
}

// retaliationOrders: the heading that tells how to pick targets and the
// weapons' button; with no unit able to retaliate, what is left to do.
func (s *Scene) retaliationOrders() {
	if len(s.view.Pending.Choices) == 0 {
		s.planr.head.Set("No unit of yours can reach an attacker")
	} else {
		s.planr.head.Set("Click a unit above to change its target")
		s.planr.add("Weapons…", true, "", s.editRetaliation).newLine() // fire_choice.go
	}
	if s.view.Battle == nil {
		s.proposeOrders() // miniatures.go
	}
	s.engagementFire() // firemission.go
}

// roundTarget is attacker id's target for the next round.
func (s *Scene) roundTarget(id game.UnitID) game.UnitID {
	if t, ok := s.planr.round[id]; ok {
		return t
	}
	if e := s.view.Engagement; e != nil {
		for _, f := range e.Attackers {
			if f.Unit == id {
				return f.Target
			}
		}
	}
	return 0
}

// defenders are the engaged defending units still on the map.
func (s *Scene) defenders() []game.UnitID {
	e := s.view.Engagement
	if e == nil {
		return nil
	}
	g := s.sess.Game()
	out := slices.Clone(e.Targets)
	for _, f := range e.Defenders {
		if !slices.Contains(out, f.Unit) {
			out = append(out, f.Unit)
		}
	}
	return slices.DeleteFunc(out, func(id game.UnitID) bool {
		u := g.Unit(id)
		return u == nil || u.Place != game.OnMap || slices.Contains(e.Destroyed, id)
	})
}

// roundOrders: the attacker's targets for the next round, aircraft
// leaving, and the order to fight on.
func (s *Scene) roundOrders() {
	o := &s.planr
	e := s.view.Engagement
	if e == nil {
		return
	}
	if o.roundOf != s.view.Step+1000*e.Round || o.round == nil {
		o.round, o.roundOf = map[game.UnitID]game.UnitID{}, s.view.Step+1000*e.Round
	}
	g := s.sess.Game()
	defs := s.defenders()
	var air []game.UnitID
	for _, id := range s.view.Pending.Choices {
		if u := g.Unit(id); u != nil && isAircraft(u) && u.InFlight {
			air = append(air, id)
		}
	}
	_ = defs
	o.add("Fight next round", true, "", func() { s.do(s.roundCmd(false)) }).primary().newLine() // fire_choice.go
	o.add("Weapons…", true, "", s.editRound)
	if len(air) > 0 {
		why := ""
		if e.Round == 0 || e.Round%2 != 0 {
			why = fmt.Sprintf("aircraft leave only after an even number of rounds; %d fought (VI.2.3, Q19)", e.Round)
		}
		o.add("Aircraft leave combat", why == "", why, func() {
			s.do(game.Command{Kind: game.CmdLeaveCombat, Units: air})
		})
	}
	s.engagementFire() // firemission.go
}

// roundTargetOf is attacker id's target as the engagement has it.
func (s *Scene) roundTargetOf(id game.UnitID) game.UnitID {
	if e := s.view.Engagement; e != nil {
		for _, f := range e.Attackers {
			if f.Unit == id {
				return f.Target
			}
		}
	}
	return 0
}

// shortName drops a name's words before its last two and the marker
// number's '#' stays: "Sherman M4A3 #2" → "M4A3 #2".
func shortName(n string) string {
	f := strings.Fields(n)
	if len(f) > 3 {
		f = f[len(f)-3:]
	}
	return strings.Join(f, " ")
}

// scrambleHex is where the attacking aircraft are met.
func (s *Scene) scrambleHex() (hex.Hex, bool) {
	e := s.view.Engagement
	if e == nil {
		return hex.Hex{}, false
	}
	g := s.sess.Game()
	for _, f := range e.Attackers {
		if u := g.Unit(f.Unit); u != nil && isAircraft(u) && u.InFlight {
			return u.Hex, true
		}
	}
	return hex.Hex{}, false
}

// scrambleOrders: pick the aircraft, then the field they return to (or
// none), or decline.
func (s *Scene) scrambleOrders() {
	o := &s.planr
	g := s.sess.Game()
	o.picks = slices.DeleteFunc(o.picks, func(id game.UnitID) bool { return !slices.Contains(s.view.Pending.Choices, id) })
	o.head.Set("Where they land")
	at, _ := s.scrambleHex()
	why := ""
	if len(o.picks) == 0 {
		why = "pick the aircraft that scramble first"
	}
	out, pace := 0, 0
	for i, id := range o.picks {
		if u := g.Unit(id); u != nil {
			out = max(out, hex.Distance(u.Hex, at))
			if i == 0 || u.Face().Movement < pace {
				pace = u.Face().Movement
			}
		}
	}
	first := true
	for _, f := range Airfields(s.cfg.Map, &s.view, g.Card) {
		if len(o.picks) > 0 && out+hex.Distance(at, f) > pace {
			continue
		}
		f := f
		b := o.add("Return to "+f.String(), why == "", why, func() {
			if s.do(game.Command{Kind: game.CmdScramble, Units: slices.Clone(o.picks), Hex: &f}) {
				o.picks = nil
			}
		}).primary()
		b.br, first = first, false
	}
	o.add("Stay over the fight", why == "", why, func() {
		if s.do(game.Command{Kind: game.CmdScramble, Units: slices.Clone(o.picks)}) {
			o.picks = nil
		}
	})
	o.add("Decline", true, "", func() {
		if s.do(game.Command{Kind: game.CmdScramble}) {
			o.picks = nil
		}
	})
}

// buildEngagementSide fills the panel between rounds (the attacker's
// units and their targets) and at the scramble offer (the aircraft that
// may go); it reports whether it did.
func (s *Scene) buildEngagementSide() bool {
	p := s.view.Pending
	if p.Side != s.view.Side || s.view.Engagement == nil {
		return false
	}
	sb := s.side
	g := s.sess.Game()
	e := s.view.Engagement
	switch p.Kind {
	case game.DecideEngagementRound:
		if s.planr.roundOf != s.view.Step+1000*e.Round || s.planr.round == nil {
			s.planr.round, s.planr.roundOf = map[game.UnitID]game.UnitID{}, s.view.Step+1000*e.Round
		}
		sb.kind = sideRound
		sb.header.Set(fmt.Sprintf("Your attack · round %d fought", e.Round))
		sb.sub.Set("Click a unit to switch target (V.5.3) · one-shot odds")
	case game.DecideScramble:
		sb.kind = sideScramble
		sb.header.Set("Enemy aircraft attack")
		sb.sub.Set("Click the fighters that scramble (VI.7.1)")
	default:
		return false
	}
	sb.setRows(len(p.Choices))
	for i, id := range p.Choices {
		r := sb.rows[i]
		r.id, r.own, r.chosen, r.joined = id, true, false, false
		r.m = s.markerOf(id)
		r.name.Set(unitName(&r.m))
		if sb.kind == sideScramble {
			r.joined = slices.Contains(s.planr.picks, id)
			words := "stays on the ground"
			if r.joined {
				words = "scrambles"
			}
			r.words.Set(words)
			continue
		}
		t := s.roundTarget(id)
		words := "→ " + s.enemyName(t)
		if _, o, ok := BestShot(g, id, t); ok {
			words += fmt.Sprintf(" · %d%% hit, %d%% dmg", Percent(o.Hit), Percent(o.Damage))
		}
		if t != s.roundTargetOf(id) {
			words = "switches " + words
		}
		r.words.Set(words)
	}
	y := sb.layoutRows(max(150, 60+sb.planH))
	sb.infoY = y + 10
	s.setInfo()
	return true
}

// engagementRow is a click on a row between rounds (the next target) or
// at the scramble offer (the aircraft goes or stays).
func (s *Scene) engagementRow(id game.UnitID) {
	o := &s.planr
	s.stale = true
	if s.side.kind == sideScramble {
		if i := slices.Index(o.picks, id); i >= 0 {
			o.picks = slices.Delete(o.picks, i, i+1)
		} else {
			o.picks = append(o.picks, id)
		}
		return
	}
	defs := s.defenders()
	if len(defs) < 2 {
		s.say("No other engaged enemy to switch to", true)
		return
	}
	i := slices.Index(defs, s.roundTarget(id))
	o.round[id] = defs[(i+1)%len(defs)]
}
