package play

import (
	"fmt"
	"strconv"
	"strings"

	"frontline/game"
	"frontline/game/hex"
	"frontline/game/units"
)

// The Standard Game force purchase (Inset II.1 step 3): the production
// catalog (production.go) over the map with the force limit in place of
// the treasury; the panel lists the purchases with "Take back last"; the
// bar's "Confirm force" ends the purchase. Only the viewer's own View
// and purchases are read, and the screen's setup state is keyed by the
// viewer, so after the hand-off nothing of the first side's force shows.

// Panel modes of the setup (sidebar.go's sideKind).
const (
	sideSetupForce sideKind = iota + 100 // the force bought so far
	sideSetupPlace                       // the markers to place
)

// setupSheetStep marks the catalog as opened for the setup (prodSheet.step
// holds the Step of the Production Phase otherwise).
const setupSheetStep = -2

// setupState is the screen's part of the setup, for one viewer and one
// decision at a time.
type setupState struct {
	side     units.Side
	kind     game.DecisionKind
	pick     game.UnitID // the marker picked to place
	autoPick bool        // pick the next unplaced marker at the next refresh
	markers  []SetupMarker
	zone, hq []hex.Hex
	lit      []hex.Hex // where the picked marker may start
	ov       *zoneOverlay
}

// syncSetup keeps the setup state for the viewer's decision: the zone on
// the map, the marker picked and its hexes, the bar's confirm button.
func (s *Scene) syncSetup() {
	st := &s.setup
	v := s.view
	if st.ov != nil {
		st.ov.zone, st.ov.hq = nil, nil
	}
	if !SetupBuying(v) && !SetupPlacing(v) {
		st.kind, st.pick, st.markers, st.lit = "", 0, nil, nil
		return
	}
	if st.side != v.Side || st.kind != v.Pending.Kind {
		sc := s.sess.Game().Scenario()
		st.side, st.kind, st.pick, st.autoPick = v.Side, v.Pending.Kind, 0, true
		st.zone, st.hq = SetupZone(sc, v.Side)
	}
	if st.ov != nil {
		st.ov.zone, st.ov.hq = st.zone, st.hq
	}
	if SetupBuying(v) {
		st.markers, st.lit = nil, nil
		return
	}
	st.markers = SetupMarkers(v)
	if st.autoPick {
		st.autoPick, st.pick = false, 0
		for _, m := range st.markers {
			if !m.Placed {
				st.pick = m.ID
				break
			}
		}
	}
	st.lit = nil
	if m := st.marker(st.pick); m == nil {
		st.pick = 0
	} else if c, ok := s.sess.Game().Card(m.Card); ok {
		st.lit = SetupHexes(s.cfg.Map, st.zone, st.hq, c)
	}
	s.under.deploy, s.above.deploy = st.lit, st.lit
	why := SetupConfirmWhy(st.markers)
	tip := "Your force stands on the map once both sides have placed theirs. Shortcut: Enter"
	if why != "" {
		tip = why
	}
	s.bar.end.Set("Confirm placement", why == "", tip)
	s.bar.layout()
}

// marker is the setup marker id, or nil.
func (st *setupState) marker(id game.UnitID) *SetupMarker {
	for i := range st.markers {
		if st.markers[i].ID == id {
			return &st.markers[i]
		}
	}
	return nil
}

// syncSetupSheet fills the catalog for the force purchase.
func (s *Scene) syncSetupSheet() {
	g := s.sess.Game()
	v := s.view
	p := s.sheet
	if p.step != setupSheetStep {
		p.step, p.open, p.scroll = setupSheetStep, true, 0
		clear(p.xp)
	}
	limit, spent := v.Setup.Limit, v.Setup.Spent
	left := limit - spent
	p.set(GroupOffers(g.Buyable(v.Side), g.Card), g.Card, v.Side, left, 0, 0)
	p.title.Set("Standard Game  ·  " + SideName(v.Side) + " buys its force (Inset II.1)")
	p.sub.Set(fmt.Sprintf("Force limit %d: %d spent, %d left.  Your Forward HQ comes free.  The other side sees nothing of what you buy.", limit, spent, left))
	p.close.Set("Close", true, "Close the catalog to see your setup zone on the map (Esc). Catalog in the bar opens it again.")
	for _, r := range p.rows[:p.nr] {
		xp := p.xp[r.offer.Card]
		if !r.offer.Experience {
			xp = 0
		}
		r.why = SetupOfferWhy(r.offer, xp, left, limit)
		if r.offer.Why != "" {
			r.lineBad.Set(setupShortWhy(r.offer.Why))
			if r.m.Card != nil && r.m.Card.Special.Structure == units.ForwardHQ {
				r.lineBad.Set("given: every side starts with one")
			}
		}
		name := r.offer.Card
		if r.m.Card != nil {
			name = r.m.Card.Name
		}
		label := "Buy  " + strconv.Itoa(OfferCost(r.offer, xp))
		if r.why == "" {
			r.buy.Set(label, true, "Add one "+name+" for "+strconv.Itoa(OfferCost(r.offer, xp))+" to your force")
		} else {
			r.buy.Set(label, false, r.why)
		}
	}
	p.layout(s.sheetR())
}

// setupShortWhy is a setup refusal in a few words, for the row.
func setupShortWhy(why string) string {
	switch {
	case strings.Contains(why, "force limit"):
		return "over the force limit"
	case strings.Contains(why, "each side begins with its Forward HQ"):
		return "given: every side starts with one"
	case strings.Contains(why, "established during play"):
		return "established during play"
	case strings.Contains(why, "requested for deployment"):
		return "requested during play"
	case strings.Contains(why, "no hex in the setup zone"):
		return "no place for it in your setup zone"
	}
	return ShortWhy(why)
}

// buildSetupForce fills the panel with the force bought so far.
func (s *Scene) buildSetupForce() {
	sb := s.side
	sb.kind = sideSetupForce
	g := s.sess.Game()
	st := s.view.Setup
	ps := SetupPurchases(g, s.sess.Viewer)
	sb.header.Set(fmt.Sprintf("Your force  ·  %d of %d spent", st.Spent, st.Limit))
	if len(ps) == 0 {
		sb.sub.Set("Nothing bought yet: buy in the catalog")
	} else {
		sb.sub.Set(fmt.Sprintf("%d purchase%s, the latest first", len(ps), plural(len(ps))))
	}
	n := len(ps)
	sb.setRows(n)
	for i, p := range ps {
		note := ""
		if p.Rolled {
			note = "with experience rolls"
		}
		sb.rows[n-1-i].setPurchase(g.Unit(p.Units[0]), p.Cost, note)
	}
	y := sb.layoutRows(230)
	sb.infoY = y + 10
	why := SetupUnbuyWhy(g, s.sess.Viewer)
	sb.unbuy.Set("Take back last", why == "", why)
	if why == "" {
		sb.unbuy.Reason = "Take the latest purchase out of your force"
	}
	s.setInfo()
}

// setupForceInfo is the panel's text under the purchases.
func (s *Scene) setupForceInfo() string {
	st := s.view.Setup
	t := fmt.Sprintf("Force limit: %d\nSpent: %d\nLeft: %d\n\nYour Forward HQ is given, not bought. Confirm force (in the bar) ends your purchase; the other side then buys in secret.",
		st.Limit, st.Spent, st.Limit-st.Spent)
	if !s.sheet.open {
		t += "\n\nYour setup zone is lit on the map. Catalog (in the bar) opens the catalog."
	}
	return t
}

// unbuySetup takes back the last setup purchase.
func (s *Scene) unbuySetup() {
	if why := SetupUnbuyWhy(s.sess.Game(), s.sess.Viewer); why != "" {
		s.say(why, true)
		return
	}
	s.do(game.Command{Kind: game.CmdSetupUnbuy})
}

// setupInfo is the panel's text in the setup; ok is false outside it.
func (s *Scene) setupInfo() (txt string, warn, ok bool) {
	switch s.side.kind {
	case sideSetupForce:
		return s.setupForceInfo(), false, true
	case sideSetupPlace:
		t, w := s.setupPlaceInfo()
		return t, w, true
	}
	return "", false, false
}
