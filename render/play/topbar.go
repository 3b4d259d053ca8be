package play

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/units"
	"frontline/render/art"
	"frontline/render/ui"
)

// BarH is the height of the phase bar.
const BarH = 58

// topBar draws BarText with the decision button and Undo.
type topBar struct {
	w                 float64
	status, money, do ui.Text
	side              units.Side
	end, undo         button
	catalog, staging  button
	leftOf            float64 // cards.go: the Hand and Events buttons start here
}

func newTopBar() *topBar {
	b := &topBar{end: newButton(true), undo: newButton(false), catalog: newButton(false), staging: newButton(false)}
	b.status.L = lettering(art.Bold, 16, textLight)
	b.money.L = lettering(art.Medium, 13.5, art.RGB{R: 0.9, G: 0.83, B: 0.62})
	b.do.L = lettering(art.Regular, 13.5, textDim)
	return b
}

// set fills the bar; undoShown/undoWhy say whether Undo is offered and
// why it is disabled ("" when it is enabled).
func (b *topBar) set(t BarText, side units.Side, undoShown bool, undoWhy string) {
	b.side = side
	b.status.Set(t.Status)
	b.money.Set(t.Money)
	b.do.Set(t.Do)
	b.end.shown = t.Button != ""
	if b.end.shown {
		b.end.set(t.Button, true, "Shortcut: Enter or Space")
	}
	b.undo.shown = undoShown
	if undoShown {
		tip := undoWhy
		if tip == "" {
			tip = "Take back the last move. Shortcut: U"
		}
		b.undo.set("Undo", undoWhy == "", tip)
	}
	b.layout()
}

// setExtras shows Catalog (the viewer's Production Phase) and Staging
// (N units staged) and lays the bar out again.
func (b *topBar) setExtras(catalogShown, catalogOpen, stagingShown bool, staged int, stagingOpen, deploying bool) {
	b.catalog.shown = catalogShown
	if catalogShown {
		tip := "Open the catalog of units to buy"
		if catalogOpen {
			tip = "Close the catalog to see the map (Esc)"
		}
		b.catalog.set("Catalog", true, tip)
	}
	b.staging.shown = stagingShown
	if stagingShown {
		label := "Staging (" + strconv.Itoa(staged) + ")"
		switch {
		case stagingOpen && !deploying:
			b.staging.set(label, true, "Close the staging list (Esc)")
		case staged == 0 && !deploying:
			b.staging.set(label, false, "Nothing is staged: units bought in a Production Phase wait in the staging area until a Deployment Phase (III.4)")
		default:
			b.staging.set(label, true, "The units waiting in the staging area and the turn each may deploy (III.4)")
		}
	}
	b.layout()
}

func (b *topBar) layout() {
	x := b.w - 14
	for _, bt := range [...]*button{&b.end, &b.undo, &b.catalog, &b.staging} {
		if !bt.shown {
			continue
		}
		bw := bt.width()
		if bt == &b.end {
			bw = max(150, bw)
		}
		bt.r = rect{x - bw, 11, bw, 36}
		x -= bw + 10
	}
}

// left is the x where the bar's buttons begin.
func (b *topBar) left() float64 {
	x := b.w - 14
	for _, bt := range [...]*button{&b.end, &b.undo, &b.catalog, &b.staging} {
		if bt.shown {
			x = min(x, bt.r.x-10)
		}
	}
	return x
}

// stripe is the viewer's side colour down the bar's left edge.
func stripe(s units.Side) art.RGB {
	if s == units.Germany {
		return art.RGB{R: 0.36, G: 0.42, B: 0.48}
	}
	return art.RGB{R: 0.42, G: 0.48, B: 0.23}
}

func (b *topBar) draw(dst *ebiten.Image) {
	fill(dst, rect{0, 0, b.w, BarH}, panelBG.Color())
	ui.FillRect(dst, 0, BarH-2, b.w, 2, panelLine.Color())
	ui.FillRect(dst, 0, 0, 8, BarH-2, stripe(b.side).Color())
	b.status.Draw(dst, 20, 7)
	b.do.Draw(dst, 20, 32)
	// Money right of the status line, kept clear of the buttons.
	mw, _ := b.money.Size()
	sw, _ := b.status.Size()
	right := b.left()
	if b.leftOf > 0 {
		right = min(right, b.leftOf-10)
	}
	if mx := right - mw - 8; mx > 20+sw+24 {
		b.money.Draw(dst, mx, 9)
	}
	b.end.draw(dst)
	b.undo.draw(dst)
	b.catalog.draw(dst)
	b.staging.draw(dst)
}
