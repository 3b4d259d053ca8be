package play

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/game/units"
	"frontline/render/art"
	"frontline/render/markers"
	"frontline/render/ui"
	"frontline/render/widget"
)

// The production sheet (V.2): the catalog over the map in the viewer's
// Production Phase, grouped by type, one row per card with its marker,
// cost (crew included), copies left, experience rolls and a Buy button.
// The purchases of the phase and "Take back last" are in the right-hand
// panel (sidebar.go's production mode).

// CatalogGroup is one heading of the catalog and its offers.
type CatalogGroup struct {
	Title  string
	Offers []game.Offer
}

// catalogGroups are the catalog's headings in the order shown.
var catalogGroups = []struct {
	title   string
	classes []units.Class
}{
	{"Infantry", []units.Class{units.Infantry}},
	{"Guns", []units.Class{units.Gun}},
	{"Vehicles", []units.Class{units.Vehicle}},
	{"Tanks", []units.Class{units.Tank}},
	{"Aircraft", []units.Class{units.Aircraft}},
	{"Ships", []units.Class{units.Ship}},
	{"Crews", []units.Class{units.Crew}},
	{"Structures and obstacles", []units.Class{units.Structure, units.Obstacle, units.Emplacement}},
}

// GroupOffers sorts offers (Game.Buyable) under the catalog's headings,
// cheapest first within a heading; empty headings and cards that are
// never bought (ports: captured, VII.3) are left out.
func GroupOffers(offers []game.Offer, card func(string) (*units.Card, bool)) []CatalogGroup {
	var out []CatalogGroup
	for _, cg := range catalogGroups {
		g := CatalogGroup{Title: cg.title}
		for _, o := range offers {
			c, ok := card(o.Card)
			if !ok || c.Cost <= 0 {
				continue // captured, never bought (VII.3)
			}
			for _, cl := range cg.classes {
				if c.Class == cl {
					g.Offers = append(g.Offers, o)
				}
			}
		}
		sort.SliceStable(g.Offers, func(i, j int) bool { return g.Offers[i].Cost < g.Offers[j].Cost })
		if len(g.Offers) > 0 {
			out = append(out, g)
		}
	}
	return out
}

// Spending is the viewer's money in this Production Phase: the treasury
// at its start, what was spent since and on what.
type Spending struct {
	Start, Spent, Now int
	Purchases         []game.Purchase
}

// SpendingOf reads side's purchases of the current Production Phase
// (Game.Purchases) and its treasury.
func SpendingOf(g *game.Game, side units.Side) Spending {
	var s Spending
	if p := g.Player(side); p != nil {
		s.Now = p.Treasury
	}
	if g.Phase == game.PhaseProduction {
		for _, p := range g.Purchases {
			if p.Step == g.Step && p.Side == side {
				s.Purchases = append(s.Purchases, p)
				s.Spent += p.Cost
			}
		}
	}
	s.Start = s.Now + s.Spent
	return s
}

// OfferCost is what one copy costs with xp experience rolls.
func OfferCost(o game.Offer, xp int) int { return o.Cost + xp*game.ExperienceRollCost }

// OfferWhy says why one copy of o with xp experience rolls cannot be
// bought from a treasury of money, or "".
func OfferWhy(o game.Offer, xp, money int) string {
	if o.Why != "" {
		return o.Why
	}
	if c := OfferCost(o, xp); c > money {
		if xp > 0 {
			return fmt.Sprintf("costs %d with %d experience roll%s; the treasury holds %d (V.2)", c, xp, plural(xp), money)
		}
		return fmt.Sprintf("costs %d; the treasury holds %d (V.2)", c, money)
	}
	return ""
}

// ShortWhy is a reason to refuse a purchase in a few words, for the row;
// the full reason shows when the pointer rests on it.
func ShortWhy(why string) string {
	switch {
	case why == "":
		return ""
	case strings.Contains(why, "Combat Engineers"):
		return "built by engineers on the map"
	case strings.Contains(why, "captured, not built"):
		return "captured, never bought"
	case strings.Contains(why, "build limit"):
		return "all counters in play"
	case strings.Contains(why, "treasury holds"):
		return "not enough money"
	}
	return "cannot be bought now"
}

// OfferLine is the row's second line: cost, crew and copies left.
func OfferLine(o game.Offer, crew string, xp int) string {
	s := "Cost " + strconv.Itoa(OfferCost(o, xp))
	if crew != "" {
		s += " with " + crew
	}
	if xp > 0 {
		s += " and " + strconv.Itoa(xp) + " XP roll" + plural(xp)
	}
	switch {
	case o.Left < 0:
		s += "  ·  no limit"
	default:
		s += "  ·  " + strconv.Itoa(o.Left) + " left"
	}
	return s
}

// Sheet layout.
const (
	sheetRowH  = 34
	sheetHeadH = 26
	sheetTop   = 50 // title block
	sheetPad   = 14
	sheetZ     = 15 // hex size of the catalog's markers
)

// prodRow is one card of the catalog.
type prodRow struct {
	offer      game.Offer
	m          markers.Marker
	cx, cy, cw float64     // place in the scrolled content
	r          widget.Rect // on screen
	vis        bool        // wholly inside the viewport
	name, line ui.Text
	lineBad    ui.Text
	buy, xp    widget.Button
	why        string // why it cannot be bought now ("" when it can)
}

// prodHead is a heading of the catalog.
type prodHead struct {
	t      ui.Text
	cx, cy float64
	vis    bool
}

// prodSheet is the catalog overlay.
type prodSheet struct {
	open    bool
	step    int // the Step of the Production Phase it was opened for
	r, view widget.Rect
	title   ui.Text
	sub     ui.Text
	close   widget.Button
	heads   []*prodHead
	rows    []*prodRow
	nh, nr  int
	counts  []int // rows under each heading
	scroll  float64
	content float64
	xp      map[string]int // experience rolls chosen per card
	more    ui.Text
	moreOn  bool
}

func newProdSheet() *prodSheet {
	p := &prodSheet{close: newButton(false), xp: map[string]int{}, step: -1}
	p.title.L = lettering(art.Bold, 18, textLight)
	p.sub.L = lettering(art.Regular, 13, textDim)
	p.more.L = lettering(art.Italic, 12.5, textDim)
	return p
}

// set fills the catalog from the offers; money is the treasury now, due
// the turn the purchases deploy and supply what the Supply Phase that
// follows asks (V.3).
func (p *prodSheet) set(groups []CatalogGroup, card func(string) (*units.Card, bool), side units.Side, money, due, supply int) {
	p.title.Set("Production  ·  " + SideName(side) + " buys (V.2)")
	p.sub.Set(supplyWarning(money, supply) + fmt.Sprintf("Bought units deploy on your turn %d (V.6).", due))
	p.close.Set("Close", true, "Close the catalog to see the map (Esc). Catalog in the bar opens it again.")
	p.nh, p.nr, p.counts = 0, 0, p.counts[:0]
	for _, g := range groups {
		p.counts = append(p.counts, len(g.Offers))
		h := p.head()
		h.t.Set(g.Title)
		for _, o := range g.Offers {
			r := p.row()
			r.offer = o
			c, _ := card(o.Card)
			r.m = markers.Marker{Card: c, Side: side}
			if c != nil && c.Side == units.Neutral {
				r.m.Side = units.Neutral
			}
			name := o.Card
			if c != nil {
				name = c.Name
			}
			r.name.Set(name)
			crew := ""
			if cc, ok := card(o.Crew); ok {
				crew = cc.Name
			}
			xp := p.xp[o.Card]
			if !o.Experience {
				xp = 0
			}
			r.why = OfferWhy(o, xp, money)
			if o.Why != "" {
				r.lineBad.Set(ShortWhy(o.Why))
			} else {
				r.line.Set(OfferLine(o, crew, xp))
			}
			label := "Buy  " + strconv.Itoa(OfferCost(o, xp))
			if r.why == "" {
				r.buy.Set(label, true, "Buy one "+name+" for "+strconv.Itoa(OfferCost(o, xp))+" into the staging area")
			} else {
				r.buy.Set(label, false, r.why)
			}
			r.xp.Shown = o.Experience && o.Why == ""
			if r.xp.Shown {
				r.xp.Set("XP "+strconv.Itoa(xp), true, fmt.Sprintf("Experience rolls on Table VIII.1, %d each (click for 0–%d). Once rolled, the dice stand: the purchase cannot be taken back (Inset VIII.2 item 3).",
					game.ExperienceRollCost, game.MaxBoughtRolls))
			}
		}
	}
}

func (p *prodSheet) head() *prodHead {
	if p.nh == len(p.heads) {
		h := &prodHead{}
		h.t.L = lettering(art.SmallCaps, 14, panelLine)
		p.heads = append(p.heads, h)
	}
	p.nh++
	return p.heads[p.nh-1]
}

func (p *prodSheet) row() *prodRow {
	if p.nr == len(p.rows) {
		r := &prodRow{buy: widget.NewButton(true, 13), xp: widget.NewButton(false, 12)}
		r.name.L = lettering(art.Bold, 13.5, textLight)
		r.line.L = lettering(art.Regular, 12, textDim)
		r.lineBad.L = lettering(art.Italic, 12, textWarn)
		p.rows = append(p.rows, r)
	}
	p.nr++
	r := p.rows[p.nr-1]
	r.line.Set("")
	r.lineBad.Set("")
	return r
}

// layout places the sheet in r: two columns, the headings packed so the
// columns end about level; the rows' screen places follow the scroll.
func (p *prodSheet) layout(r widget.Rect) {
	p.r = r
	p.view = widget.Rect{X: r.X, Y: r.Y + sheetTop, W: r.W, H: r.H - sheetTop - 8}
	p.close.R = widget.Rect{X: r.X + r.W - sheetPad - 90, Y: r.Y + 8, W: 90, H: 32}
	colW := (r.W - 3*sheetPad) / 2
	total := 0.0
	for i := 0; i < p.nh; i++ {
		total += sheetHeadH
	}
	total += float64(p.nr) * sheetRowH
	// Walk the headings in order; start the second column at the heading
	// that brings the first past half the total.
	col, y, ri := 0, 0.0, 0
	colH := [2]float64{}
	for i := 0; i < p.nh; i++ {
		n := p.counts[i]
		block := sheetHeadH + float64(n)*sheetRowH
		if col == 0 && y > 0 && y+block/2 > total/2 {
			colH[0], col, y = y, 1, 0
		}
		x := r.X + sheetPad + float64(col)*(colW+sheetPad)
		h := p.heads[i]
		h.cx, h.cy = x, y
		y += sheetHeadH
		for k := 0; k < n; k++ {
			rw := p.rows[ri]
			ri++
			rw.cx, rw.cy, rw.cw = x, y, colW
			y += sheetRowH
		}
	}
	colH[col] = y
	p.content = max(colH[0], colH[1])
	p.scroll = max(0, min(p.scroll, p.content-p.view.H))
	p.place()
}

// place puts the rows on screen for the current scroll.
func (p *prodSheet) place() {
	top, bottom := p.view.Y, p.view.Y+p.view.H
	p.moreOn = false
	for _, h := range p.heads[:p.nh] {
		y := p.view.Y + h.cy - p.scroll
		h.vis = y >= top && y+sheetHeadH+sheetRowH-3 <= bottom // with its first row
	}
	for _, rw := range p.rows[:p.nr] {
		y := p.view.Y + rw.cy - p.scroll
		rw.r = widget.Rect{X: rw.cx, Y: y, W: rw.cw, H: sheetRowH - 3}
		rw.vis = y >= top && y+sheetRowH-3 <= bottom
		if !rw.vis && y >= top {
			p.moreOn = true
		}
		bw := 86.0
		rw.buy.R = widget.Rect{X: rw.r.X + rw.r.W - bw - 5, Y: rw.r.Y + 3, W: bw, H: rw.r.H - 6}
		rw.xp.R = widget.Rect{X: rw.buy.R.X - 58, Y: rw.r.Y + 3, W: 52, H: rw.r.H - 6}
	}
	if p.moreOn {
		p.more.Set("More below: scroll with the wheel")
	}
}

// wheel scrolls the catalog.
func (p *prodSheet) wheel(dy float64) {
	s := max(0, min(p.scroll-dy*sheetRowH, p.content-p.view.H))
	if s != p.scroll {
		p.scroll = s
		p.place()
	}
}

func (p *prodSheet) draw(dst *ebiten.Image, layer *markers.Layer) {
	r := p.r
	fill(dst, r, art.RGB{R: 0.1, G: 0.112, B: 0.125}.Alpha(1))
	outline(dst, r, 1, panelLine.Alpha(1))
	p.title.Draw(dst, r.X+sheetPad, r.Y+6)
	p.sub.Draw(dst, r.X+sheetPad, r.Y+28)
	ui.FillRect(dst, r.X+sheetPad, r.Y+sheetTop-4, r.W-2*sheetPad, 1, panelLine.Alpha(0.6))
	p.close.Draw(dst)
	for _, h := range p.heads[:p.nh] {
		if h.vis {
			h.t.Draw(dst, h.cx+2, p.view.Y+h.cy-p.scroll+7)
		}
	}
	for _, rw := range p.rows[:p.nr] {
		if !rw.vis {
			continue
		}
		bg := art.RGB{R: 0.15, G: 0.165, B: 0.18}
		if rw.why != "" {
			bg = art.RGB{R: 0.125, G: 0.135, B: 0.145}
		}
		fill(dst, rw.r, bg.Alpha(1))
		layer.DrawMarker(dst, &rw.m, rw.r.X+20, rw.r.Y+rw.r.H/2, sheetZ)
		rw.name.Draw(dst, rw.r.X+42, rw.r.Y+1)
		if rw.offer.Why != "" {
			rw.lineBad.Draw(dst, rw.r.X+42, rw.r.Y+16)
		} else {
			rw.line.Draw(dst, rw.r.X+42, rw.r.Y+16)
		}
		if rw.why != "" {
			fill(dst, rw.r, art.RGB{R: 0.1, G: 0.11, B: 0.12}.Alpha(0.35))
		}
		rw.xp.Draw(dst)
		rw.buy.Draw(dst)
	}
	if p.moreOn {
		w, _ := p.more.Size()
		p.more.Draw(dst, r.X+r.W-sheetPad-w, r.Y+r.H-20)
	}
}

// supplyWarning tells the buyer what the Supply Phase right after this
// one will take: money spent below it leaves units idle (V.3.2).
func supplyWarning(money, supply int) string {
	switch {
	case supply <= 0:
		return fmt.Sprintf("Treasury %d, no supply due.  ", money)
	case money <= supply:
		return fmt.Sprintf("Treasury %d; supply next phase %d (V.3): any purchase leaves units idle.  ", money, supply)
	}
	return fmt.Sprintf("Treasury %d; supply next phase %d (V.3): spend over %d and units stand idle.  ", money, supply, money-supply)
}
