package battle

import (
	"fmt"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/tactical"
	"frontline/game/tactical/standalone"
	"frontline/game/units"
	"frontline/render/art"
	"frontline/render/input"
	"frontline/render/ui"
	"frontline/render/widget"
)

// buyPage is the points battle before the table (Inset II.3): each side
// buys its force in secret, then the d20 winner chooses to attack or to
// defend.
type buyPage struct {
	shown  bool
	side   units.Side
	phase  standalone.Phase
	rows   []buyRow
	title  ui.Text
	total  ui.Text
	note   widget.Para
	done   widget.Button
	choose [2]widget.Button
	budget int
	hot    *widget.Button
	heads  []buyHead
}

// buyHead is a heading over the rows of one class, as in the map's
// catalog.
type buyHead struct {
	t    ui.Text
	x, y float64
}

// buyClasses are the classes a points battle buys, in the order shown,
// with their headings.
var buyClasses = []buyClass{{units.Infantry, "Infantry"}, {units.Gun, "Guns"}, {units.Vehicle, "Vehicles"}, {units.Tank, "Tanks"}, {units.Aircraft, "Aircraft"}}

type buyClass struct {
	class units.Class
	title string
}

// buyClassIndex is c's place in buyClasses, -1 for a class not bought.
func buyClassIndex(c units.Class) int {
	return slices.IndexFunc(buyClasses, func(b buyClass) bool { return b.class == c })
}

type buyRow struct {
	card      *units.Card
	cost      int
	n         int
	name      ui.Text
	price     ui.Text
	count     ui.Text
	plus, min widget.Button
}

func newBuyPage(*Scene) *buyPage {
	p := &buyPage{}
	p.title.L = widget.Lettering(art.Bold, 24, widget.BrassHot)
	p.total.L = widget.Lettering(art.Bold, 16, art.Paper)
	p.note = widget.NewPara(widget.Lettering(art.Regular, 14, widget.TextDim))
	p.done = widget.NewButton(true, 16)
	for i := range p.choose {
		p.choose[i] = widget.NewButton(i == 0, 18)
	}
	p.choose[0].Set("Attack", true, "Your units come in by the attackers' side and place in its zone (IX.4.3)")
	p.choose[1].Set("Defend", true, "Your units place anywhere on the table, first (IX.4.4)")
	return p
}

// open readies the page for the side to act.
func (p *buyPage) open(s *Scene) {
	g := s.match.Game
	side, _ := g.Pending()
	shown := g.Phase == standalone.PhaseBuy || g.Phase == standalone.PhaseChoose
	if shown != p.shown || side != p.side || g.Phase != p.phase {
		s.tip.Hide() // the page's tip goes with the page it was about
	}
	p.shown = shown
	if !p.shown || (side == p.side && g.Phase == p.phase) {
		return
	}
	p.side, p.phase = side, g.Phase
	if g.Phase == standalone.PhaseChoose {
		p.title.Set(sideName(side) + " chooses: attack or defend?")
		last := ""
		if n := len(s.match.Log); n > 0 {
			last = s.match.Log[n-1].Text
		}
		p.note.Set(last+" The attacker comes in from the north and must take the crossroads; the defender holds it.", 700)
		return
	}
	i := slices.Index(standalone.Players[:], side)
	p.budget = g.Def.Sides[i].Budget
	p.title.Set(fmt.Sprintf("%s buys its force in secret (Inset II.3)", sideName(side)))
	p.note.Set(fmt.Sprintf("Spend up to %d on units of the catalog; a gun or vehicle's crew is bought with it. The other side sees nothing of it until both have bought.", p.budget), 700)
	env := s.match.Data().Env
	p.rows = p.rows[:0]
	for _, c := range env.Catalog.Side(side) {
		if !standalone.Buyable(env.Catalog, c, side) || c.Class == units.Ship {
			continue
		}
		if buyClassIndex(c.Class) < 0 {
			continue
		}
		r := buyRow{card: c, cost: standalone.Cost(env.Catalog, c, side)}
		r.name.L = widget.Lettering(art.Regular, 14, art.Paper)
		r.name.Set(c.Name)
		r.price.L = widget.Lettering(art.Bold, 14, art.Paper)
		r.price.Set(fmt.Sprintf("%d", r.cost))
		r.count.L = widget.Lettering(art.Bold, 14, art.Paper)
		r.count.Set("0")
		r.plus, r.min = widget.NewButton(false, 14), widget.NewButton(false, 14)
		r.plus.Set("+", true, "")
		r.min.Set("−", true, "")
		p.rows = append(p.rows, r)
	}
	// By class, cheapest first within one, as the map's catalog shows them.
	slices.SortStableFunc(p.rows, func(a, b buyRow) int {
		if d := buyClassIndex(a.card.Class) - buyClassIndex(b.card.Class); d != 0 {
			return d
		}
		return a.cost - b.cost
	})
	p.recount()
	p.layout(s)
}

// spent is the cost of the force chosen so far.
func (p *buyPage) spent() int {
	t := 0
	for _, r := range p.rows {
		t += r.n * r.cost
	}
	return t
}

func (p *buyPage) recount() {
	t := p.spent()
	p.total.Set(fmt.Sprintf("Spent %d of %d", t, p.budget))
	why := ""
	switch {
	case t == 0:
		why = "Buy at least one unit"
	case t > p.budget:
		why = "Over the budget"
	}
	p.done.Set("Buy this force", why == "", why)
	for i := range p.rows {
		r := &p.rows[i]
		r.count.Set(fmt.Sprintf("%d", r.n))
		r.plus.Enabled = t+r.cost <= p.budget
		r.min.Enabled = r.n > 0
	}
}

// buyColW is the width of one column of rows: buttons, name and price.
const buyColW = 430

// layout puts the rows in two columns under their class headings; the
// second column starts at the first heading past half the lines.
func (p *buyPage) layout(s *Scene) {
	const rowH, headH = 30.0, 30.0
	x0, y0 := s.w/2-buyColW-15, 160.0
	lines := len(p.rows)
	for i := range p.rows {
		if i == 0 || p.rows[i].card.Class != p.rows[i-1].card.Class {
			lines++
		}
	}
	p.heads = p.heads[:0]
	x, y, line := x0, y0, 0
	for i := range p.rows {
		r := &p.rows[i]
		if i == 0 || r.card.Class != p.rows[i-1].card.Class {
			if line >= (lines+1)/2 && x == x0 {
				x, y = x0+buyColW+30, y0
			}
			h := buyHead{x: x, y: y + 6}
			h.t.L = widget.Lettering(art.Bold, 15, widget.BrassHot)
			h.t.Set(buyClasses[buyClassIndex(r.card.Class)].title)
			p.heads = append(p.heads, h)
			y += headH
			line++
		}
		r.min.R = widget.Rect{X: x, Y: y, W: 26, H: 24}
		r.plus.R = widget.Rect{X: x + 58, Y: y, W: 26, H: 24}
		y += rowH
		line++
	}
	p.done.R = widget.Rect{X: s.w/2 - 130, Y: s.h - 80, W: 260, H: 44}
	p.choose[0].R = widget.Rect{X: s.w/2 - 230, Y: s.h / 2, W: 200, H: 52}
	p.choose[1].R = widget.Rect{X: s.w/2 + 30, Y: s.h / 2, W: 200, H: 52}
}

func (p *buyPage) update(s *Scene, in input.Source) {
	mo := &s.mouse
	if p.phase == standalone.PhaseChoose {
		for i, role := range [2]tactical.Role{tactical.Attacker, tactical.Defender} {
			if p.choose[i].HoverAt(mo.x, mo.y, mo.click) {
				s.send(standalone.Command{Kind: standalone.CmdChoose, Side: p.side, Role: role})
				return
			}
		}
		return
	}
	for i := range p.rows {
		r := &p.rows[i]
		if r.plus.HoverAt(mo.x, mo.y, mo.click) {
			r.n++
			p.recount()
		}
		if r.min.HoverAt(mo.x, mo.y, mo.click) {
			r.n--
			p.recount()
		}
	}
	if p.done.HoverAt(mo.x, mo.y, mo.click) {
		var ids []string
		for _, r := range p.rows {
			for range r.n {
				ids = append(ids, r.card.ID)
			}
		}
		p.side = ""
		s.send(standalone.Command{Kind: standalone.CmdBuy, Side: s.viewer, Buy: ids})
	}
	if p.done.Hot && p.done.Reason != "" {
		s.tip.Show(p.done.Reason, p.done.R, s.w, s.h)
	} else {
		s.tip.Hide()
	}
}

func (p *buyPage) draw(dst *ebiten.Image, s *Scene) {
	dst.Fill(panelFill)
	tw, _ := p.title.Size()
	p.title.Draw(dst, s.w/2-tw/2, 50)
	p.note.Draw(dst, s.w/2-350, 96)
	if p.phase == standalone.PhaseChoose {
		p.choose[0].Draw(dst)
		p.choose[1].Draw(dst)
		return
	}
	for i := range p.rows {
		r := &p.rows[i]
		r.min.Draw(dst)
		r.plus.Draw(dst)
		cw, _ := r.count.Size()
		r.count.Draw(dst, r.min.R.X+42-cw/2, r.min.R.Y+3)
		r.name.Draw(dst, r.plus.R.X+36, r.min.R.Y+3)
		pw, _ := r.price.Size()
		r.price.Draw(dst, r.min.R.X+buyColW-pw, r.min.R.Y+3)
	}
	for i := range p.heads {
		h := &p.heads[i]
		h.t.Draw(dst, h.x, h.y)
	}
	w, _ := p.total.Size()
	p.total.Draw(dst, s.w/2-w/2, p.done.R.Y-34)
	p.done.Draw(dst)
}
