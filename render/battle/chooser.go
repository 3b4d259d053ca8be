package battle

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/tactical/standalone"
	"frontline/render/art"
	"frontline/render/input"
	"frontline/render/ui"
	"frontline/render/widget"
)

// ChooserConfig says where the New battle page leads.
type ChooserConfig struct {
	Data *Data
	// Saves is the directory of battle saves ("" : none are listed).
	Saves string
	// Seed gives the dice of a new battle; nil: the clock's.
	Seed func() uint64
	// Start receives the battle begun or loaded; Back leaves the page.
	Start func(*Match)
	Back  func()
	// Loading opens the page on the saved battles.
	Loading bool
}

// Chooser is the New battle page: the shipped battles and the points
// battle, each with its briefing and a preview of its table, and the
// saved battles to load.
type Chooser struct {
	cfg     ChooserConfig
	w, h    float64
	ptr     widget.Pointer
	tip     widget.Tip
	ids     []string
	rows    []widget.Button
	sel     int
	title   ui.Text
	name    ui.Text
	brief   widget.Para
	sides   widget.Para
	start   widget.Button
	back    widget.Button
	loadTab widget.Button
	saves   []string
	saveRow []widget.Button
	loading bool
	prev    *ebiten.Image
	prevFor int
	msg     widget.Para
	op      ebiten.DrawImageOptions
	who     playerRows // chooser_players.go
}

// previewScale is the preview's pixels per inch.
const previewScale = 4.2

// listW is the width of the list of battles.
const listW = 300.0

// NewChooser makes the page.
func NewChooser(cfg ChooserConfig) *Chooser {
	c := &Chooser{cfg: cfg, w: 1280, h: 800, prevFor: -1, loading: cfg.Loading}
	c.tip = widget.NewTip()
	c.title.L = widget.Lettering(art.Bold, 26, widget.BrassHot)
	c.title.Set("New battle")
	c.name.L = widget.Lettering(art.Bold, 20, art.Paper)
	c.brief = widget.NewPara(widget.Lettering(art.Regular, 14, art.Paper))
	c.sides = widget.NewPara(widget.Lettering(art.Regular, 13.5, widget.TextDim))
	c.msg = widget.NewPara(widget.Lettering(art.Regular, 14, widget.TextBad))
	for _, b := range cfg.Data.Battles {
		c.ids = append(c.ids, b.ID)
	}
	c.ids = append(c.ids, PointsID)
	for _, id := range c.ids {
		d, _ := cfg.Data.Def(id)
		b := widget.NewButton(false, 15)
		b.Set(d.Name, true, "")
		c.rows = append(c.rows, b)
	}
	c.shortenNames()
	c.start = widget.NewButton(true, 17)
	c.start.Set("Start the battle", true, "")
	c.back = widget.NewButton(false, 16)
	c.back.Set("Back", true, "")
	c.loadTab = widget.NewButton(false, 15)
	if cfg.Saves != "" {
		c.saves = Saves(cfg.Saves)
	}
	c.loadTab.Set(fmt.Sprintf("Saved battles (%d)", len(c.saves)), len(c.saves) > 0, "No battle saved yet: save one from the Esc menu while you play")
	for _, n := range c.saves {
		b := widget.NewButton(false, 15)
		b.Set(n, true, "")
		c.saveRow = append(c.saveRow, b)
	}
	c.who = newPlayerRows()
	c.pick(0)
	return c
}

// shortenNames names every battle in the list by the part of its name
// before the colon when one name does not fit: the whole name heads the
// page once the battle is chosen, and is the row's tip.
func (c *Chooser) shortenNames() {
	fits := true
	for i := range c.rows {
		fits = fits && c.rows[i].Width() <= listW-16
	}
	if fits {
		return
	}
	for i := range c.rows {
		name := c.rows[i].Label()
		if short, _, ok := strings.Cut(name, ":"); ok {
			c.rows[i].Set(short, true, name)
		}
	}
}

// pick shows battle i.
func (c *Chooser) pick(i int) {
	c.sel, c.loading = i, false
	for k := range c.rows {
		c.rows[k].SetPrimary(k == i)
	}
	d, err := c.cfg.Data.Def(c.ids[i])
	if err != nil {
		return
	}
	c.name.Set(d.Name)
	c.brief.Set(d.Briefing, 600)
	c.sides.Set(sidesText(d), 600)
}

// sidesText says who fights with what and for how long.
func sidesText(d *standalone.Def) string {
	var sb strings.Builder
	for _, s := range d.Sides {
		switch {
		case s.Budget > 0:
			fmt.Fprintf(&sb, "%s buys a secret force of up to %d. ", sideName(s.Side), s.Budget)
		default:
			fmt.Fprintf(&sb, "%s: %d units", sideName(s.Side), len(s.Units))
			if s.Role == standalone.Attacks {
				sb.WriteString(", attacking. ")
			} else if s.Role == standalone.Defends {
				sb.WriteString(", defending. ")
			} else {
				sb.WriteString(". ")
			}
		}
	}
	if !d.FixedRoles() {
		sb.WriteString("The d20 decides who chooses to attack or defend (Inset II.3). ")
	}
	fmt.Fprintf(&sb, "%d tactical turns", d.TurnLimit)
	if d.Rules.Morale {
		sb.WriteString(", morale in play")
	}
	sb.WriteString(".")
	if d.Generate > 0 {
		fmt.Fprintf(&sb, " The terrain generator places %d more features for each side at the start (IX.4.2).", d.Generate)
	}
	return sb.String()
}

// Resize lays the page out.
func (c *Chooser) Resize(w, h int) {
	c.w, c.h = float64(w), float64(h)
	x, y := 40.0, 100.0
	for i := range c.rows {
		c.rows[i].R = widget.Rect{X: x, Y: y, W: listW, H: 38}
		y += 46
	}
	c.loadTab.R = widget.Rect{X: x, Y: y + 16, W: listW, H: 38}
	y = 100
	for i := range c.saveRow {
		c.saveRow[i].R = widget.Rect{X: 380, Y: y, W: 420, H: 36}
		y += 42
	}
	c.start.R = widget.Rect{X: c.w - 300, Y: c.h - 76, W: 260, H: 46}
	c.who.layout(380, c.h-76)
	c.back.R = widget.Rect{X: 40, Y: c.h - 76, W: 160, H: 46}
}

// Ready: the page draws at once.
func (c *Chooser) Ready() bool { return true }

// Busy: nothing moves by itself.
func (c *Chooser) Busy() bool { return false }

// Update handles a tick.
func (c *Chooser) Update(in input.Source) error {
	c.ptr.Update(in)
	if in.KeyPressed(ebiten.KeyEscape) || c.ptr.RClick || c.back.Hover(&c.ptr) {
		if c.cfg.Back != nil {
			c.cfg.Back()
		}
		return nil
	}
	for i := range c.rows {
		if c.rows[i].Hover(&c.ptr) {
			c.pick(i)
		}
	}
	if c.loadTab.Hover(&c.ptr) {
		c.loading = true
	}
	var hot *widget.Button
	if c.loading {
		for i := range c.saveRow {
			if c.saveRow[i].Hover(&c.ptr) {
				m, err := Load(c.cfg.Data, filepath.Join(c.cfg.Saves, c.saves[i]+SaveExt))
				if err != nil {
					c.msg.Set(err.Error(), 600)
				} else if c.cfg.Start != nil {
					c.cfg.Start(m)
				}
			}
		}
	} else if c.start.Hover(&c.ptr) {
		c.begin()
	} else {
		hot = c.who.update(&c.ptr)
	}
	for _, b := range []*widget.Button{&c.loadTab, &c.start} { // or a player choice (hot already)
		if b.Hot && b.Reason != "" {
			hot = b
		}
	}
	if hot != nil {
		c.tip.Show(hot.Reason, hot.R, c.w, c.h)
	} else {
		c.tip.Hide()
	}
	return nil
}

// begin starts the battle chosen.
func (c *Chooser) begin() {
	seed := uint64(1)
	if c.cfg.Seed != nil {
		seed = c.cfg.Seed()
	}
	m, err := NewMatch(c.cfg.Data, c.ids[c.sel], seed)
	if err == nil {
		err = m.seat(c.who.playersFor(seed)) // computer.go
	}
	if err != nil {
		c.msg.Set(err.Error(), 600)
		return
	}
	if c.cfg.Start != nil {
		c.cfg.Start(m)
	}
}

// Choose picks the battle id, for tests and the probe.
func (c *Chooser) Choose(id string) bool {
	for i, v := range c.ids {
		if v == id {
			c.pick(i)
			return true
		}
	}
	return false
}

// StartRect is the Start button, for tests.
func (c *Chooser) StartRect() widget.Rect { return c.start.R }

// Draw draws the page.
func (c *Chooser) Draw(dst *ebiten.Image) {
	dst.Fill(panelFill)
	c.title.Draw(dst, 40, 36)
	for i := range c.rows {
		c.rows[i].Draw(dst)
	}
	c.loadTab.Draw(dst)
	c.back.Draw(dst)
	if c.loading {
		for i := range c.saveRow {
			c.saveRow[i].Draw(dst)
		}
		c.msg.Draw(dst, 380, c.h-130)
		c.tip.Draw(dst)
		return
	}
	c.preview()
	x := 380.0
	c.name.Draw(dst, x, 100)
	y := c.brief.Draw(dst, x, 136) + 12
	y = c.sides.Draw(dst, x, y) + 16
	if c.prev != nil {
		b := c.prev.Bounds()
		s := min(1, (c.who.top()-40-y)/float64(b.Dy()), (c.w-x-40)/float64(b.Dx()))
		c.op.GeoM.Reset()
		c.op.GeoM.Scale(s, s)
		c.op.GeoM.Translate(x, y)
		c.op.Filter = ebiten.FilterLinear
		dst.DrawImage(c.prev, &c.op)
	}
	c.msg.Draw(dst, x, c.who.top()-30)
	c.who.draw(dst)
	c.start.Draw(dst)
	c.tip.Draw(dst)
}

// preview paints the chosen battle's table, authored features only.
func (c *Chooser) preview() {
	if c.prevFor == c.sel {
		return
	}
	c.prevFor = c.sel
	if c.prev != nil {
		c.prev.Deallocate()
		c.prev = nil
	}
	d, err := c.cfg.Data.Def(c.ids[c.sel])
	if err != nil {
		return
	}
	t, err := d.Table(c.cfg.Data.Env.Kinds)
	if err != nil {
		c.msg.Set(err.Error(), 600)
		return
	}
	img := NewPicture(t).Paint(previewScale)
	c.prev = ebiten.NewImage(img.Rect.Dx(), img.Rect.Dy())
	c.prev.WritePixels(img.Pix)
}
