package cardview

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/units"
	"frontline/render/art"
	"frontline/render/input"
	"frontline/render/markers"
)

// CardScene shows one unit card on its own (frontline shot -scene card):
// the card panel over a plain desk, with the chips' glossary on hover.
type CardScene struct {
	card  *units.Card
	panel *CardPanel
	layer *markers.Layer
	w, h  int
	set   bool
}

// NewCardScene shows card id of catalog (lookup finds cards by id).
func NewCardScene(lookup func(string) (*units.Card, bool), id string) (*CardScene, error) {
	c, ok := lookup(id)
	if !ok {
		return nil, fmt.Errorf("no unit card %q", id)
	}
	return &CardScene{card: c, panel: newCardPanel(lookup), layer: markers.New(), w: 1280, h: 800}, nil
}

// Panel is the card panel shown.
func (s *CardScene) Panel() *CardPanel { return s.panel }

// Ready: the scene has everything from its first frame.
func (s *CardScene) Ready() bool { return true }

// Resize lays the panel out for the screen.
func (s *CardScene) Resize(w, h int) {
	s.w, s.h = w, h
	s.set = false
}

// Update tracks the pointer over the chips.
func (s *CardScene) Update(in input.Source) error {
	s.prepare()
	x, y := in.Cursor()
	s.panel.update(x, y)
	return nil
}

func (s *CardScene) prepare() {
	if !s.set {
		s.set = true
		s.panel.show(s.card, nil, float64(s.w), float64(s.h))
	}
}

// Draw draws the desk and the card.
func (s *CardScene) Draw(dst *ebiten.Image) {
	s.prepare()
	dst.Fill(art.Desk.Color())
	s.panel.draw(dst, s.layer)
}
