package play

import (
	"fmt"
	"slices"

	"frontline/game"
	"frontline/game/board"
	"frontline/game/hex"
	"frontline/game/scenario"
	"frontline/game/units"
)

// The Standard Game setup (Inset II.1), display-free: what the bar says,
// the viewer's markers to place and the hexes where a marker may start.
// The screens are setup_buy.go (the force purchase, on the production
// catalog) and setup_place.go (placing the markers in the setup zone).
// Everything is read from the viewer's own View (View.Setup, View.Own),
// so nothing of the other side's secret force can show.

// SetupBuying reports whether v's side is to buy its Standard force.
func SetupBuying(v game.View) bool {
	return v.Setup != nil && v.Pending.Kind == game.DecideStandardForce && v.Pending.Side == v.Side
}

// SetupPlacing reports whether v's side is to place its Standard force.
func SetupPlacing(v game.View) bool {
	return v.Setup != nil && v.Pending.Kind == game.DecideStandardPlace && v.Pending.Side == v.Side
}

// SetupMarker is one of the viewer's markers of the setup.
type SetupMarker struct {
	ID     game.UnitID
	Card   string
	Placed bool
	Hex    hex.Hex // where it is placed
}

// SetupMarkers lists v's side's markers to set up, crews left out (they
// are placed with the unit they operate): unplaced ones first, then the
// placed ones in the order they were placed.
func SetupMarkers(v game.View) []SetupMarker {
	if v.Setup == nil {
		return nil
	}
	var out, placed []SetupMarker
	for _, u := range v.Own {
		if u.Place != game.Staged || u.Mans != 0 {
			continue
		}
		m := SetupMarker{ID: u.ID, Card: u.Card, Hex: u.Hex}
		if slices.Contains(v.Setup.Placed, u.ID) {
			m.Placed = true
			placed = append(placed, m)
		} else {
			out = append(out, m)
		}
	}
	slices.SortStableFunc(placed, func(a, b SetupMarker) int {
		return slices.Index(v.Setup.Placed, a.ID) - slices.Index(v.Setup.Placed, b.ID)
	})
	return append(out, placed...)
}

// Unplaced counts the markers of ms not placed yet.
func Unplaced(ms []SetupMarker) int {
	n := 0
	for _, m := range ms {
		if !m.Placed {
			n++
		}
	}
	return n
}

// SetupZone lists side's setup hexes in map order, and its Forward HQ
// sites (both from the scenario's exported Standard data).
func SetupZone(sc *scenario.Scenario, side units.Side) (zone, hq []hex.Hex) {
	z := sc.SetupZone(side)
	for _, h := range sc.Map.Hexes() {
		if z[h] {
			zone = append(zone, h)
		}
	}
	if sc.Standard != nil {
		hq = sc.Standard.HQOptions(side)
	}
	return zone, hq
}

// SetupHexes are the hexes of zone where a marker of card c may start,
// as far as the client can tell: the Forward HQ at one of its sites,
// aircraft at an airfield, ships on sea or coast, nothing else at sea or
// on impassable ground. The engine has no exported query for this
// (setupSiteBar is unexported): the few hexes it refuses beyond these
// (motorised units in swamp off the road) say why when clicked.
func SetupHexes(m *board.Map, zone, hq []hex.Hex, c *units.Card) []hex.Hex {
	var out []hex.Hex
	for _, h := range zone {
		t := m.Terrain(h)
		switch {
		case c.Special.Structure == units.ForwardHQ:
			if len(hq) > 0 && !slices.Contains(hq, h) || t == board.Swamp || t == board.Sea || t == board.Impassable {
				continue
			}
		case c.Class == units.Aircraft:
			if _, ok := m.AirfieldAt(h); !ok {
				continue
			}
		case c.Class == units.Ship:
			if t != board.Sea && t != board.Coastal {
				continue
			}
		case t == board.Sea || t == board.Impassable:
			continue
		}
		out = append(out, h)
	}
	return out
}

// SetupBar is the phase bar during the setup.
func SetupBar(v game.View) BarText {
	var b BarText
	p := v.Pending
	st := v.Setup
	if p.Kind == game.DecideStandardPlace {
		b.Status = "Standard Game set-up  ·  " + SideName(p.Side) + " places its force (Inset II.1)"
	} else {
		b.Status = "Standard Game set-up  ·  " + SideName(p.Side) + " buys its force (Inset II.1)"
	}
	if p.Side != v.Side {
		b.Do = "Waiting for " + SideName(p.Side) + ": " + lowerFirst(p.Prompt)
		return b
	}
	if p.Kind == game.DecideStandardPlace {
		ms := SetupMarkers(v)
		b.Money = fmt.Sprintf("Placed %d of %d", len(ms)-Unplaced(ms), len(ms))
		b.Do = "Pick a marker on the right, click a lit hex of your zone to place it (the Forward HQ on a ringed site); confirm when all are placed."
		b.Button = "Confirm placement"
		return b
	}
	b.Money = fmt.Sprintf("Force limit %d   Spent %d   Left %d", st.Limit, st.Spent, st.Limit-st.Spent)
	b.Do = "Buy your force in the catalog within the force limit; your Forward HQ comes free. Then confirm: the other side buys next, in secret."
	b.Button = "Confirm force"
	return b
}

// SetupConfirmWhy says why the viewer cannot confirm its placement yet,
// or "".
func SetupConfirmWhy(ms []SetupMarker) string {
	if n := Unplaced(ms); n > 0 {
		return fmt.Sprintf("%d marker%s not placed yet: every marker starts on the map (Inset II.1 step 7)", n, map[bool]string{true: "s are", false: " is"}[n != 1])
	}
	return ""
}

// SetupOfferWhy says why one copy of o with xp experience rolls cannot
// join a force with left of limit unspent, or "".
func SetupOfferWhy(o game.Offer, xp, left, limit int) string {
	if o.Why != "" {
		return o.Why
	}
	if c := OfferCost(o, xp); c > left {
		if xp > 0 {
			return fmt.Sprintf("costs %d with %d experience roll%s; %d of the force limit of %d is left (Inset II.1 step 3)", c, xp, plural(xp), left, limit)
		}
		return fmt.Sprintf("costs %d; %d of the force limit of %d is left (Inset II.1 step 3)", c, left, limit)
	}
	return ""
}

// SetupUnbuyWhy says why side cannot take back its last setup purchase
// (the engine's rules of setup_unbuy), or "".
func SetupUnbuyWhy(g *game.Game, side units.Side) string {
	n := len(g.Purchases)
	if n == 0 || g.Purchases[n-1].Side != side {
		return "nothing bought yet to take back"
	}
	if p := g.Purchases[n-1]; p.Rolled {
		name := p.Card
		if c, ok := g.Card(p.Card); ok {
			name = c.Name
		}
		return fmt.Sprintf("the purchase of %s cannot be taken back: its experience rolls are made, and dice once rolled stand (Inset VIII.2 item 3)", name)
	}
	return ""
}

// SetupPurchases are side's purchases of the setup, in order.
func SetupPurchases(g *game.Game, side units.Side) []game.Purchase {
	if g.Setup == nil {
		return nil
	}
	var out []game.Purchase
	for _, p := range g.Purchases {
		if p.Side == side {
			out = append(out, p)
		}
	}
	return out
}
