package play

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"frontline/game"
	"frontline/game/cards"
	"frontline/game/hex"
	"frontline/game/units"
)

// An event card's choice of units (III.6.3, game/event_picks.go): the
// card's title heads the panel, its prompt is under it, and the units it
// lets the viewer name are the rows (own units, staged units for Early
// Arrival, or for Radio Intercept one marker of each enemy stack). A
// click on a row chooses it or drops it, a click on a lit hex chooses
// the unit there; Confirm sends game.CmdEventPick once the count is one
// the card allows. For deploy_now a chosen row lights the hexes it may
// deploy in (Game.EventPickHexes) and a click on one places it: the
// hexes go in Command.Path, in the order of the units.

// pickKey says which pending pick a pickState belongs to.
type pickKey struct {
	step           int
	side           units.Side
	card           string
	effect, sideIx int
}

// pickState is the choice being made.
type pickState struct {
	key     pickKey
	chosen  []game.UnitID
	hexes   []hex.Hex   // deploy_now: where chosen[i] deploys
	placing game.UnitID // deploy_now: the unit whose hex is being chosen
	first   int         // the first choice in the list (it pages)
	fit     int         // rows the panel holds
}

// eventPick is the pending pick and its effect's kind; ok is false when
// none waits.
func (s *Scene) eventPick() (p *game.EventPick, title string, kind cards.EffectKind, ok bool) {
	p = s.sess.Game().EventPick
	if p == nil {
		return nil, "", "", false
	}
	e, found := s.sess.Content().Events.Get(p.Card)
	if !found || p.Effect >= len(e.Effects) {
		return p, p.Card, "", true
	}
	return p, e.Title, e.Effects[p.Effect].Kind, true
}

// pickWant is how many units the card wants named: exactly want, or up
// to it when upTo.
func (s *Scene) pickWant() (want int, upTo bool) {
	p, _, _, ok := s.eventPick()
	if !ok {
		return 0, false
	}
	return min(p.Count, len(s.view.Pending.Choices)), p.UpTo
}

// syncPick starts the choice afresh when the pending pick is another.
func (s *Scene) syncPick() {
	p, _, _, _ := s.eventPick()
	st := &s.dec.pick
	k := pickKey{step: s.view.Step, side: s.view.Side}
	if p != nil {
		k.card, k.effect, k.sideIx = p.Card, p.Effect, p.SideIndex
	}
	if st.key != k {
		*st = pickState{key: k}
	}
}

// buildEventPick fills the panel.
func (s *Scene) buildEventPick() {
	s.syncPick()
	sb := s.side
	st := &s.dec.pick
	_, title, kind, _ := s.eventPick()
	choices := s.view.Pending.Choices
	sb.header.Set(title)
	sb.sub.Set("Event card · your choice · III.6.3")
	dy := s.decisionText(upperFirst(strings.TrimPrefix(s.view.Pending.Prompt, title+": ")))
	st.fit = s.decisionFit(dy)
	st.first = max(0, min(st.first, len(choices)-st.fit))
	shown := choices[st.first:min(len(choices), st.first+st.fit)]
	sb.setRows(len(shown))
	g := s.sess.Game()
	for i, id := range shown {
		r := sb.rows[i]
		r.id, r.own = id, kind != cards.RevealStacks
		r.m = s.markerOf(id)
		if u := g.Unit(id); u != nil && u.Place == game.Staged {
			r.m = stagedMarker(u)
		}
		r.name.Set(unitName(&r.m))
		at := slices.Index(st.chosen, id)
		r.chosen, r.joined = at >= 0, id == st.placing
		r.words.Set(s.pickWords(id, kind, at))
	}
	s.layoutDecisionRows(dy)
	s.pickHexes(kind)
	want, upTo := s.pickWant()
	if upTo {
		s.relabelPass("Choose none", "Name no unit: the card lets you choose none")
	} else {
		s.relabelPass("Pick for me", "Name the first "+strconv.Itoa(want)+" units of the list for you")
	}
}

// pickWords is a row's second line; at is its place among the chosen
// (-1: not chosen).
func (s *Scene) pickWords(id game.UnitID, kind cards.EffectKind, at int) string {
	st := &s.dec.pick
	where := ""
	if u := s.sess.Game().Unit(id); u != nil && u.Deployed() {
		where = "in " + s.placeName(u.Hex)
	}
	switch {
	case kind == cards.DeployNow && at >= 0:
		return "deploys in " + s.placeName(st.hexes[at]) + " · click to drop"
	case kind == cards.DeployNow && id == st.placing:
		return "click a lit hex to deploy it there"
	case kind == cards.DeployNow:
		return "staged · click, then a lit hex"
	case at >= 0:
		return "chosen · " + where
	case kind == cards.RevealStacks:
		return "stack " + where + " · click to reveal"
	}
	return where + " · click to choose"
}

// pickHexes lights the map: the placing unit's hexes for deploy_now,
// else the hexes of the choices; the chosen ones are marked.
func (s *Scene) pickHexes(kind cards.EffectKind) {
	d := &s.dec
	st := &d.pick
	g := s.sess.Game()
	if kind == cards.DeployNow {
		if st.placing != 0 {
			d.lit = append(d.lit, g.EventPickHexes(st.placing)...)
		}
		d.marked = append(d.marked, st.hexes...)
		return
	}
	for _, id := range s.view.Pending.Choices {
		u := g.Unit(id)
		if u == nil || !u.Deployed() {
			continue
		}
		if slices.Contains(st.chosen, id) {
			d.marked = append(d.marked, u.Hex)
		} else if !containsHex(d.lit, u.Hex) {
			d.lit = append(d.lit, u.Hex)
		}
	}
}

// eventPickRow chooses or drops a row's unit; for deploy_now a row
// not chosen waits for its hex.
func (s *Scene) eventPickRow(id game.UnitID) {
	st := &s.dec.pick
	_, _, kind, _ := s.eventPick()
	s.stale = true
	if i := slices.Index(st.chosen, id); i >= 0 {
		st.chosen = slices.Delete(st.chosen, i, i+1)
		if kind == cards.DeployNow {
			st.hexes = slices.Delete(st.hexes, i, i+1)
		}
		return
	}
	if st.placing == id {
		st.placing = 0
		return
	}
	want, _ := s.pickWant()
	if len(st.chosen) >= want {
		s.say(fmt.Sprintf("%d of %d already chosen: click a chosen unit to drop it first", len(st.chosen), want), true)
		return
	}
	if kind == cards.DeployNow {
		st.placing = id
		return
	}
	st.chosen = append(st.chosen, id)
}

// eventPickHex takes a map click: the placing unit deploys there, or
// the choice standing there is chosen (or dropped).
func (s *Scene) eventPickHex(h hex.Hex) bool {
	st := &s.dec.pick
	_, _, kind, _ := s.eventPick()
	g := s.sess.Game()
	if kind == cards.DeployNow {
		if st.placing == 0 || !containsHex(s.dec.lit, h) {
			return false
		}
		st.chosen, st.hexes = append(st.chosen, st.placing), append(st.hexes, h)
		st.placing = 0
		s.stale = true
		return true
	}
	if !containsHex(s.dec.lit, h) && !containsHex(s.dec.marked, h) {
		return false
	}
	var first game.UnitID
	for _, id := range s.view.Pending.Choices {
		if u := g.Unit(id); u != nil && u.Deployed() && u.Hex == h {
			if slices.Contains(st.chosen, id) { // a click on a chosen hex drops it
				s.eventPickRow(id)
				return true
			}
			if first == 0 {
				first = id
			}
		}
	}
	if first != 0 {
		s.eventPickRow(first)
	}
	return true
}

// pickConfirmWhy says why the choice cannot be sent yet, or "".
func (s *Scene) pickConfirmWhy() string {
	want, upTo := s.pickWant()
	n := len(s.dec.pick.chosen)
	switch {
	case !upTo && n < want:
		return fmt.Sprintf("choose %d more: the card names exactly %d (III.6.3)", want-n, want)
	case n > want:
		return fmt.Sprintf("the card names at most %d (III.6.3)", want)
	}
	return ""
}

// pickCommand is the answer the choice makes.
func (s *Scene) pickCommand() game.Command {
	st := &s.dec.pick
	return game.Command{Kind: game.CmdEventPick, Units: slices.Clone(st.chosen), Path: slices.Clone(st.hexes)}
}

// eventPickOrders: the count, Confirm, Clear and the list's pages.
func (s *Scene) eventPickOrders() {
	o := &s.planr
	st := &s.dec.pick
	want, upTo := s.pickWant()
	head := fmt.Sprintf("%d of %d chosen", len(st.chosen), want)
	if upTo {
		head = fmt.Sprintf("%d chosen · up to %d", len(st.chosen), want)
	}
	o.head.Set(head)
	why := s.pickConfirmWhy()
	s.dec.name(o.add("Confirm", why == "", why, func() {
		if s.do(s.pickCommand()) {
			s.dec.pick = pickState{}
		}
	}).primary(), "pick.confirm")
	clearWhy := ""
	if len(st.chosen) == 0 && st.placing == 0 {
		clearWhy = "nothing is chosen yet"
	}
	s.dec.name(o.add("Clear", clearWhy == "", clearWhy, func() {
		st.chosen, st.hexes, st.placing = nil, nil, 0
	}), "pick.clear")
	n := len(s.view.Pending.Choices)
	if n <= st.fit {
		return
	}
	prevWhy, nextWhy := "", ""
	if st.first == 0 {
		prevWhy = "this is the top of the list"
	}
	if st.first+st.fit >= n {
		nextWhy = "this is the end of the list"
	}
	s.dec.name(o.add("Previous", prevWhy == "", prevWhy, func() { st.first = max(0, st.first-st.fit) }).newLine(), "pick.prev")
	s.dec.name(o.add("Next", nextWhy == "", nextWhy, func() { st.first += st.fit }), "pick.next")
}

// eventPickInfo is the line under the rows.
func (s *Scene) eventPickInfo() (string, bool) {
	st := &s.dec.pick
	_, _, kind, _ := s.eventPick()
	n := len(s.view.Pending.Choices)
	txt := ""
	if n > st.fit {
		txt = fmt.Sprintf("Units %d–%d of %d (Previous, Next). ", st.first+1, min(n, st.first+st.fit), n)
	}
	if kind == cards.DeployNow && st.placing != 0 {
		name := s.ownName(st.placing)
		if s.sel.hoverOn && containsHex(s.dec.lit, s.sel.hover) {
			return txt + "Click to deploy " + name + " in " + s.placeName(s.sel.hover) + ".", false
		}
		return txt + fmt.Sprintf("%s may deploy in %d lit hex%s (Table V.1): click one.", name, len(s.dec.lit), map[bool]string{true: "es"}[len(s.dec.lit) != 1]), false
	}
	if why := s.pickConfirmWhy(); why != "" {
		how := "Click a unit in the list, or its lit hex on the map, to choose it."
		if kind == cards.DeployNow {
			how = "Click a staged unit, then a lit hex to deploy it in."
		}
		return txt + how + " " + upperFirst(why) + ".", false
	}
	return txt + "Confirm sends your choice; a click on a chosen unit drops it.", false
}
