package play

import (
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/units"
	"frontline/render/art"
	"frontline/render/ui"
	"frontline/render/widget"
)

// BarH is the height of the phase bar: the status line (and money) over
// the guidance, left of the buttons. Guidance the buttons leave no room
// for wraps to two smaller, closer lines (doWrapY); only what does not fit
// in two is shortened with an ellipsis and shown whole as a tooltip. (The
// bar keeps its height: two more pixels already cost the unit panel a row
// of a big stack at 1280×800.)
const BarH = 58

// doY is where the guidance starts on one line; doWrapY and doPitch place
// its two wrapped lines.
const (
	doY     = 30
	doWrapY = 24
	doPitch = 14
)

// topBar draws BarText with the decision button and Undo.
type topBar struct {
	w                 float64
	status, money, do ui.Text
	doWrap            [2]ui.Text // the guidance wrapped, when it is
	doLines           int        // lines the guidance takes: 1, or 2 in doWrap
	doShort           bool       // the guidance is shortened (its tooltip shows it whole)
	side              units.Side
	end, undo         widget.Button
	catalog, staging  widget.Button
	help              widget.Button // "?": the help screen (shown when the scene has one)
	doFull            string        // the guidance in full
	doR               widget.Rect   // where the guidance is
	statusFull        string        // the status line in full when status is shortened
	statusRoom        float64
	doRoom            float64
	leftOf            float64 // cards.go: the Hand and Events buttons start here
}

func newTopBar(help bool) *topBar {
	b := &topBar{end: newButton(true), undo: newButton(false), catalog: newButton(false), staging: newButton(false),
		help: newButton(false)}
	if help {
		b.help.Set("?", true, "Help: the turn, the controls, the markers and the map (F1)")
	}
	b.status.L = lettering(art.Bold, 16, textLight)
	b.money.L = lettering(art.Medium, 13.5, art.RGB{R: 0.9, G: 0.83, B: 0.62})
	b.do.L = lettering(art.Regular, 13.5, textDim)
	b.doWrap[0].L = lettering(art.Regular, 12.5, textDim)
	b.doWrap[1].L = b.doWrap[0].L
	return b
}

// set fills the bar; undoShown/undoWhy say whether Undo is offered and
// why it is disabled ("" when it is enabled).
func (b *topBar) set(t BarText, side units.Side, undoShown bool, undoWhy string) {
	b.side = side
	if t.Status != b.statusFull {
		b.statusFull, b.statusRoom = t.Status, -1
	}
	b.money.Set(t.Money)
	if t.Do != b.doFull {
		b.doFull, b.doRoom = t.Do, -1
	}
	b.end.Shown = t.Button != ""
	if b.end.Shown {
		b.end.Set(t.Button, true, "Shortcut: Enter or Space")
	}
	b.undo.Shown = undoShown
	if undoShown {
		tip := undoWhy
		if tip == "" {
			tip = "Take back the last move. Shortcut: U"
		}
		b.undo.Set("Undo", undoWhy == "", tip)
	}
	b.layout()
}

// setExtras shows Catalog (the viewer's Production Phase) and Staging
// (N units staged) and lays the bar out again.
func (b *topBar) setExtras(catalogShown, catalogOpen, stagingShown bool, staged int, stagingOpen, deploying bool) {
	b.catalog.Shown = catalogShown
	if catalogShown {
		tip := "Open the catalog of units to buy"
		if catalogOpen {
			tip = "Close the catalog to see the map (Esc)"
		}
		b.catalog.Set("Catalog", true, tip)
	}
	b.staging.Shown = stagingShown
	if stagingShown {
		label := "Staging (" + strconv.Itoa(staged) + ")"
		switch {
		case stagingOpen && !deploying:
			b.staging.Set(label, true, "Close the staging list (Esc)")
		case staged == 0 && !deploying:
			b.staging.Set(label, false, "Nothing is staged: units bought in a Production Phase wait in the staging area until a Deployment Phase (III.4)")
		default:
			b.staging.Set(label, true, "The units waiting in the staging area and the turn each may deploy (III.4)")
		}
	}
	b.layout()
}

func (b *topBar) layout() {
	x := b.w - 14
	for _, bt := range [...]*widget.Button{&b.help, &b.end, &b.undo, &b.catalog, &b.staging} {
		if !bt.Shown {
			continue
		}
		bw := bt.Width()
		switch bt {
		case &b.end:
			bw = max(150, bw)
		case &b.help:
			bw = 36
		}
		bt.R = widget.Rect{X: x - bw, Y: 11, W: bw, H: 36}
		x -= bw + 10
	}
	b.doRoom = -1 // fitted again at the next draw
}

// fitDo sets the guidance to the room left of x = right (the buttons):
// one line when it fits, else wrapped to two smaller lines, the second
// shortened with an ellipsis when even two do not hold it (the full text
// is then the guidance's tooltip). Called only when the room or the text
// changes, so a steady frame wraps nothing.
func (b *topBar) fitDo(right float64) {
	b.doRoom = right
	room := right - 20 - 4
	b.doR = widget.Rect{X: 20, Y: doWrapY - 2, W: max(0, room), H: BarH - doWrapY - 2}
	b.doLines, b.doShort = 1, false
	if w, _ := b.do.L.Measure(b.doFull); room <= 0 || b.doFull == "" || w <= room {
		b.do.Set(b.doFull)
		return
	}
	ls := wrap(b.doWrap[0].L, b.doFull, room)
	if len(ls) == 1 { // one word wider than the room
		b.do.SetFit(b.doFull, room)
		b.doShort = true
		return
	}
	if len(ls) == 2 {
		ls = balance(b.doWrap[0].L, b.doFull, room)
	}
	b.doLines = 2
	b.doWrap[0].Set(ls[0])
	rest := strings.Join(ls[1:], " ")
	b.doWrap[1].SetFit(rest, room)
	b.doShort = b.doWrap[1].String() != rest
}

// balance wraps s, which fits in two lines of width room, to the
// narrowest width that still takes two, so the lines come out even
// rather than a full line over a word or two.
func balance(l art.Lettering, s string, room float64) []string {
	lo, hi := room/2, room
	for hi-lo > 4 {
		mid := (lo + hi) / 2
		if len(wrap(l, s, mid)) <= 2 {
			hi = mid
		} else {
			lo = mid
		}
	}
	return wrap(l, s, hi)
}

// doTip is the guidance or the status line in full while the pointer is
// on a shortened one.
func (b *topBar) doTip(x, y int) (widget.Rect, string) {
	sw, sh := b.status.Size()
	if sr := (widget.Rect{X: 20, Y: 3, W: sw, H: sh + 4}); b.status.String() != b.statusFull && sr.Has(x, y) {
		return sr, b.statusFull
	}
	if !b.doShort || !b.doR.Has(x, y) {
		return widget.Rect{}, ""
	}
	return b.doR, b.doFull
}

// left is the x where the bar's buttons begin.
func (b *topBar) left() float64 {
	x := b.w - 14
	for _, bt := range [...]*widget.Button{&b.help, &b.end, &b.undo, &b.catalog, &b.staging} {
		if bt.Shown {
			x = min(x, bt.R.X-10)
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
	// The background: panel_backs.go.
	// The status line kept clear of the buttons (shortened when they
	// leave too little room: worked out again only when that changes).
	// The money is under the panel, in every phase (corner.go).
	right := b.left()
	if b.leftOf > 0 {
		right = min(right, b.leftOf-10)
	}
	if right != b.statusRoom {
		b.statusRoom = right
		b.status.SetFit(b.statusFull, right-20-4)
	}
	if right != b.doRoom {
		b.fitDo(right)
	}
	b.status.Draw(dst, 20, 5)
	if b.doLines == 2 {
		b.doWrap[0].Draw(dst, 20, doWrapY)
		b.doWrap[1].Draw(dst, 20, doWrapY+doPitch)
	} else {
		b.do.Draw(dst, 20, doY)
	}
	b.help.Draw(dst)
	b.end.Draw(dst)
	b.undo.Draw(dst)
	b.catalog.Draw(dst)
	b.staging.Draw(dst)
}
