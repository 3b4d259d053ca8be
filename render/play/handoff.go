package play

import (
	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/game/units"
	"frontline/render/art"
	"frontline/render/ui"
	"frontline/render/widget"
)

// HandOffBG is the hand-off screen's colour: nothing of the board shows
// through it.
var HandOffBG = art.RGB{R: 0.07, G: 0.075, B: 0.085}

// handOff is the screen shown whenever the game waits on the other
// player at this computer (DESIGN.md §4 hot-seat privacy): opaque, over
// the whole window, until that player clicks.
type handOff struct {
	side             units.Side
	kind             game.DecisionKind
	title, why, hint ui.Text
	band             widget.Rect
}

func newHandOff() *handOff {
	h := &handOff{}
	h.title.L = lettering(art.Bold, 30, art.Paper)
	h.why.L = lettering(art.Italic, 17, art.Paper)
	h.hint.L = lettering(art.Regular, 16, textDim)
	return h
}

// handOffWhy says what the player taking over is called for when it is
// not its own turn's phase — only what both players already know (the
// kind of answer asked, never what the asker holds); "" for a phase.
var handOffWhy = map[game.DecisionKind]string{
	game.DecideRetaliation:       "to answer an attack",
	game.DecideDefenderRound:     "to fight a round of an engagement",
	game.DecideEngagementRound:   "to fight a round of an engagement",
	game.DecideEngagementStart:   "to begin an engagement",
	game.DecideDefensiveCombat:   "to choose defensive combat",
	game.DecideEncircleResponse:  "to answer an encirclement",
	game.DecideInterdictWithdraw: "to answer a withdrawal",
	game.DecideWithdrawHex:       "to choose where to withdraw",
	game.DecideMiniatures:        "to answer a proposal to fight on the battle table",
	game.DecideBattle:            "to play its part of the battle on the table",
	game.DecideScramble:          "to answer enemy aircraft in reach",
	game.DecideTerms:             "to answer an offer of surrender",
	game.DecideEventPick:         "to choose an event",
}

// HandOffText is what the hand-off screen says.
func HandOffText(to units.Side) (title, hint string) {
	name := SideName(to)
	if to == units.US {
		name = "the United States" // a sentence, not a label
	}
	return "Hand the computer to " + name, "Click when ready — the board stays hidden until then"
}

func (h *handOff) set(to units.Side, kind game.DecisionKind) {
	if h.side == to && h.kind == kind && h.title.String() != "" {
		return // called every frame the screen shows: nothing to build
	}
	h.side, h.kind = to, kind
	t, hint := HandOffText(to)
	h.title.Set(t)
	h.why.Set(upperFirst(handOffWhy[kind]))
	h.hint.Set(hint)
}

// box is the screen area the text may cover; everything else is plain
// HandOffBG (the privacy test samples it).
func (h *handOff) box(w, hh float64) widget.Rect {
	tw, _ := h.title.Size()
	ww, _ := h.why.Size()
	bw := max(tw, ww)
	return widget.Rect{X: w/2 - bw/2 - 40, Y: hh/2 - 80, W: bw + 80, H: 170}
}

func (h *handOff) draw(dst *ebiten.Image, w, hh float64) {
	fill(dst, widget.Rect{X: 0, Y: 0, W: w, H: hh}, HandOffBG.Color())
	b := h.box(w, hh)
	stripe := art.RGB{R: 0.42, G: 0.48, B: 0.23} // olive drab
	if h.side == units.Germany {
		stripe = art.RGB{R: 0.36, G: 0.42, B: 0.48} // field grey
	}
	ui.FillRect(dst, b.X, b.Y, b.W, 4, stripe.Color())
	tw, th := h.title.Size()
	h.title.Draw(dst, w/2-tw/2, b.Y+28)
	y := b.Y + 28 + th + 14
	if ww, wh := h.why.Size(); h.why.String() != "" {
		h.why.Draw(dst, w/2-ww/2, y)
		y += wh + 10
	}
	hw, _ := h.hint.Size()
	h.hint.Draw(dst, w/2-hw/2, y)
}
