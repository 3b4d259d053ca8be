package play

import (
	"fmt"
	"strconv"

	"frontline/game"
	"frontline/game/board"
	"frontline/game/hex"
	"frontline/game/units"
	"frontline/render/widget"
)

// The Production Phase in the right-hand panel: the purchases of the
// phase with "Take back last", the treasury before and after, and the
// construction orders of a selected engineer squad (VI.5.3).

// sheetShown reports whether the catalog covers the map: not while the
// summary of the computer's turn is up (read first, its rows point at
// the map), so the two never lie one over the other.
func (s *Scene) sheetShown() bool {
	return s.sheet.open && (s.myDecision(game.PhaseProduction) || SetupBuying(s.view)) && !s.sess.NeedsHandOff() && !s.comp.sum.shown
}

// syncSheet opens the catalog when the viewer's Production Phase begins
// and refills it from Game.Buyable.
func (s *Scene) syncSheet() {
	if SetupBuying(s.view) {
		s.syncSetupSheet() // setup_buy.go
		return
	}
	if !s.myDecision(game.PhaseProduction) {
		return
	}
	g := s.sess.Game()
	if s.sheet.step != g.Step {
		s.sheet.step, s.sheet.open, s.sheet.scroll = g.Step, true, 0
		clear(s.sheet.xp)
	}
	viewer := s.sess.Viewer
	groups := GroupOffers(g.Buyable(viewer), g.Card)
	owed, _ := g.SupplyCost(viewer)
	s.sheet.set(groups, g.Card, viewer, g.Player(viewer).Treasury, NextDeployTurn(g.Player(viewer).Turn), owed)
	s.sheet.layout(s.sheetR())
}

// sheetR is where the catalog goes: over the map.
func (s *Scene) sheetR() widget.Rect {
	return widget.Rect{X: 8, Y: BarH + 8, W: s.sideR.X - 16, H: s.statusR.Y - BarH - 16}
}

// buildProduction fills the panel with this phase's purchases.
func (s *Scene) buildProduction() {
	sb := s.side
	sb.kind = sideProduction
	g := s.sess.Game()
	sp := SpendingOf(g, s.sess.Viewer)
	sb.header.Set("Production  ·  treasury " + strconv.Itoa(sp.Now))
	n := len(sp.Purchases)
	if n == 0 {
		sb.sub.Set("Nothing bought yet in this phase")
	} else {
		sb.sub.Set(fmt.Sprintf("Bought in this phase: %d order%s", n, plural(n)))
	}
	sb.setRows(n)
	for i, p := range sp.Purchases {
		u := g.Unit(p.Units[0])
		note := ""
		switch {
		case u == nil:
		case p.Builder != 0:
			note = "engineers build it in " + u.Hex.String()
		case p.Rolled:
			note = "with experience rolls"
		}
		sb.rows[n-1-i].setPurchase(u, p.Cost, note) // the latest first: it is the one taken back
	}
	y := sb.layoutRows(190)
	sb.infoY = y + 10
	why := ""
	if err := g.CanUnbuy(s.sess.Viewer); err != nil {
		why = err.Error()
	}
	sb.unbuy.Set("Take back last", why == "", why)
	if why == "" {
		sb.unbuy.Reason = "Cancel the latest purchase and refund it"
	}
	s.setInfo()
}

// productionInfo is the treasury before and after this phase's buying.
func (s *Scene) productionInfo() string {
	sp := SpendingOf(s.sess.Game(), s.sess.Viewer)
	t := fmt.Sprintf("Treasury at the start of the phase: %d\nSpent on %d order%s: %d\nLeft after buying: %d",
		sp.Start, len(sp.Purchases), plural(len(sp.Purchases)), sp.Spent, sp.Now)
	if !s.sheet.open {
		t += "\n\nCatalog (in the bar) opens the catalog. Select one of your Combat Engineer squads on the map to order construction in its hex."
	}
	return t
}

// buy buys one copy of the offer in row r with its experience rolls.
func (s *Scene) buy(r *prodRow) {
	xp := ""
	if r.offer.Experience {
		if n := s.sheet.xp[r.offer.Card]; n > 0 {
			xp = strconv.Itoa(n)
		}
	}
	kind, bought := game.CmdBuy, game.EvBought
	if SetupBuying(s.view) {
		kind, bought = game.CmdSetupBuy, game.EvSetupBought
	}
	evs, err := s.doEvents(game.Command{Kind: kind, Card: r.offer.Card, Count: 1, Option: xp})
	s.stale = true
	if err != nil {
		s.say(err.Error(), true)
		return
	}
	for _, e := range evs {
		if e.Kind == bought {
			s.say(e.Text, false)
		}
	}
}

// cycleXP steps a row's experience rolls 0 → 1 → … → MaxBoughtRolls → 0.
func (s *Scene) cycleXP(r *prodRow) {
	s.sheet.xp[r.offer.Card] = (s.sheet.xp[r.offer.Card] + 1) % (game.MaxBoughtRolls + 1)
	s.stale = true
}

// unbuy takes back the last purchase.
func (s *Scene) unbuy() {
	if SetupBuying(s.view) {
		s.unbuySetup() // setup_buy.go
		return
	}
	if err := s.sess.Game().CanUnbuy(s.sess.Viewer); err != nil {
		s.say(err.Error(), true)
		return
	}
	s.do(game.Command{Kind: game.CmdUnbuy})
}

// toggleCatalog opens or closes the catalog.
func (s *Scene) toggleCatalog() {
	s.sheet.open = !s.sheet.open
	s.stale = true
}

// Buildable reports whether card is raised by engineers where they stand
// (obstacles, emplacements, structures other than posts; V.2, VI.5.3),
// as Game.Buyable's refusals say; the engine has no exported query.
func Buildable(c *units.Card) bool {
	switch c.Class {
	case units.Obstacle, units.Emplacement:
		return c.Cost > 0
	case units.Structure:
		st := c.Special.Structure
		return c.Cost > 0 && st != units.CommandPost && st != units.ForwardHQ && st != units.Port
	}
	return false
}

// buildConstruction offers the selected engineer squad's construction
// orders (VI.5.3): one button per item, a bridge once per river hexside
// of its hex. Reasons the panel can tell without the engine are shown on
// disabled buttons; the engine's refusal of the rest shows on click.
func (s *Scene) buildConstruction() {
	sb := s.side
	g := s.sess.Game()
	u := g.Unit(s.sel.unit)
	if u == nil || !u.Deployed() || !u.Card.Special.Engineer || u.Card.Class != units.Infantry {
		return
	}
	viewer := s.sess.Viewer
	money := g.Player(viewer).Treasury
	turn := g.Player(viewer).Turn
	due := NextDeployTurn(turn)
	busy := ""
	if u.IdleUntil >= turn {
		busy = "the squad is busy this turn (building or another idle function; Inset VI.2 item 1)"
	}
	m := stagedMarker(u)
	name := unitName(&m)
	sb.buildH.Set("Construction by " + name)
	for _, o := range g.Buyable(viewer) {
		c, ok := g.Card(o.Card)
		if !ok || !Buildable(c) {
			continue
		}
		why := busy
		switch {
		case why != "":
		case o.Left == 0:
			why = fmt.Sprintf("build limit reached (%d counters, Appendix B)", c.Limit)
		case o.Cost > money:
			why = fmt.Sprintf("costs %d; the treasury holds %d (V.2)", o.Cost, money)
		case c.Special.Structure == units.Airfield && s.cfg.Map.Terrain(u.Hex) != board.Plains:
			why = fmt.Sprintf("new airfields need plains, and %s is %s (VII.5.2)", u.Hex, s.cfg.Map.Terrain(u.Hex))
		}
		if c.Special.Structure == units.Bridge {
			for _, n := range hex.Neighbors(u.Hex) {
				if _, ok := s.cfg.Map.River(u.Hex, n); !ok {
					continue
				}
				b := sb.build()
				nn := n
				b.card, b.across = c.ID, &nn
				b.b.Set(fmt.Sprintf("%s to %s  ·  %d", c.Name, n, o.Cost), why == "", why)
				if why == "" {
					b.b.Reason = fmt.Sprintf("Bridge the river between %s and %s; it stands at your turn %d's Deployment Phase (VI.5.2, VII.4.3)", u.Hex, n, due)
				}
			}
			continue
		}
		b := sb.build()
		b.card, b.across = c.ID, nil
		b.b.Set(fmt.Sprintf("%s  ·  %d", c.Name, o.Cost), why == "", why)
		if why == "" {
			b.b.Reason = fmt.Sprintf("Build %s in %s: the squad stays idle there and it stands at your turn %d's Deployment Phase (VI.5.3)", c.Name, u.Hex, due)
		}
	}
}

// build orders construction by the selected engineers.
func (s *Scene) build(b *buildButton) {
	cmd := game.Command{Kind: game.CmdBuild, Unit: s.sel.unit, Card: b.card}
	if b.across != nil {
		h := *b.across
		cmd.Hex = &h
	}
	evs, err := s.doEvents(cmd)
	s.stale = true
	if err != nil {
		s.say(err.Error(), true)
		return
	}
	for _, e := range evs {
		if e.Kind == game.EvConstructionOrdered {
			s.say(e.Text, false)
		}
	}
}
