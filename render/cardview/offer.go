package cardview

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/game/cards"
	"frontline/game/content"
	"frontline/game/units"
	"frontline/render/art"
	"frontline/render/ui"
	"frontline/render/widget"
)

// Cease Fire is the one card played with terms (IV.3.1, A3): a click on
// it in the hand opens this panel, where the General picks the truce and
// how many turns it lasts, and Offer sends game.CmdOfferTerms. Every
// choice is tried on a copy of the game first (OfferTrial), so Offer is
// lit only for terms the engine accepts, and otherwise says why not.

// termNames and termWords say each term in our words.
var (
	termNames = map[cards.Term]string{cards.TermMutualWithdraw: "Both withdraw", cards.TermPause: "Pause", cards.TermHoldFire: "Hold fire"}
	termWords = map[cards.Term]string{
		cards.TermMutualWithdraw: "Both sides leave the engagement, nobody earns experience for it, and the units that fought may not attack each other for the turns agreed.",
		cards.TermPause:          "The engagement stops, and its units may not attack each other again before the next Operational Turn.",
		cards.TermHoldFire:       "The units may not attack each other for the turns agreed but may move; offered outside an engagement it covers both whole armies.",
	}
)

// OfferPanel is the Cease Fire panel.
type OfferPanel struct {
	fr          frame
	terms       []cards.Term
	term, turns widget.Choice
	labels      [2]ui.Text
	words, why  widget.Para
	offer       widget.Button
	sw, sh      float64
}

func newOfferPanel() *OfferPanel {
	p := &OfferPanel{fr: newFrame(), offer: widget.NewButton(true, 16)}
	p.fr.title.Set("Offer a Cease Fire · IV.3.1")
	p.fr.note.Set("The card is spent whether the enemy General accepts or not.")
	for i, l := range [...]string{"Terms", "Turns of each side"} {
		p.labels[i] = widget.Label(art.Medium, 14, widget.TextLight, l)
	}
	p.words = widget.NewPara(widget.Lettering(art.Regular, 13.5, widget.TextLight))
	p.why = widget.NewPara(widget.Lettering(art.Bold, 13.5, widget.TextBad))
	return p
}

// show sets the panel up for the card's terms and up to most turns.
func (p *OfferPanel) show(terms []cards.Term, most int, sw, sh float64) {
	p.sw, p.sh = sw, sh
	if len(p.terms) != len(terms) || p.turns.Len() != most {
		p.terms = terms
		names := make([]string, len(terms))
		for i, t := range terms {
			names[i] = termNames[t]
		}
		p.term = widget.NewChoice(names...)
		counts := make([]string, most)
		for i := range counts {
			counts[i] = strconv.Itoa(i + 1)
		}
		p.turns = widget.NewChoice(counts...)
	}
	p.layout()
}

func (p *OfferPanel) layout() {
	p.fr.place(620, 330, p.sw, p.sh)
	r := p.fr.r
	p.term.Layout(widget.Rect{X: r.X + 190, Y: r.Y + 70, W: r.W - 210, H: 32})
	p.turns.Layout(widget.Rect{X: r.X + 190, Y: r.Y + 116, W: min(r.W-210, 48*float64(p.turns.Len())), H: 32})
	p.offer.R = widget.Rect{X: r.X + r.W - 258, Y: r.Y + r.H - 56, W: 240, H: 40}
}

// Chosen are the terms picked: the term and the turns (0 for a pause,
// which lasts to the next Operational Turn).
func (p *OfferPanel) Chosen() (cards.Term, int) {
	t := p.terms[p.term.Sel]
	if t == cards.TermPause {
		return t, 0
	}
	return t, p.turns.Sel + 1
}

// Choose picks term i and n turns (tests and the shot tool).
func (p *OfferPanel) Choose(i, n int) {
	p.term.Sel, p.turns.Sel = i, n-1
}

// Offer is the Offer button.
func (p *OfferPanel) Offer() *widget.Button { return &p.offer }

// Term is the terms choice (tests click its segments).
func (p *OfferPanel) Term() *widget.Choice { return &p.term }

// set shows the chosen terms' meaning and the engine's answer to them.
func (p *OfferPanel) set(refusal error) {
	t, n := p.Chosen()
	for i := range p.turns.Len() {
		p.turns.Enable(i, t != cards.TermPause, "A pause lasts to the next Operational Turn")
	}
	p.words.Set(termWords[t], p.fr.r.W-36)
	label := "Offer · " + termNames[t]
	if n > 0 {
		label += ", " + strconv.Itoa(n) + " turn" + plural(n)
	}
	if refusal != nil {
		p.why.Set(widget.UpperFirst(refusal.Error()), p.fr.r.W-36)
		p.offer.Set(label, false, refusal.Error())
		return
	}
	p.why.Set("", p.fr.r.W-36)
	p.offer.Set(label, true, "Enter")
}

func (p *OfferPanel) draw(dst *ebiten.Image) {
	p.fr.draw(dst, p.sw, p.sh)
	r := p.fr.r
	for i, c := range [...]*widget.Choice{&p.term, &p.turns} {
		_, h := p.labels[i].Size()
		p.labels[i].Draw(dst, r.X+18, c.R.Y+(c.R.H-h)/2)
		c.Draw(dst)
	}
	y := p.words.Draw(dst, r.X+18, r.Y+166)
	p.why.Draw(dst, r.X+18, y+10)
	p.offer.Draw(dst)
}

// OfferTrial is the engine's answer to side offering a Cease Fire on term
// for turns, asked on a copy rebuilt from the game's record (as Playable
// asks, the real game untouched): nil when it would be accepted.
func OfferTrial(c *content.Content, g *game.Game, side units.Side, term cards.Term, turns int) error {
	cp, err := trialCopy(c, g)
	if err != nil {
		return err
	}
	_, err = cp.Apply(offerCommand(side, term, turns))
	return err
}

func offerCommand(side units.Side, term cards.Term, turns int) game.Command {
	return game.Command{Kind: game.CmdOfferTerms, Side: side, Card: string(cards.CeaseFire), Option: string(term), Count: turns}
}
