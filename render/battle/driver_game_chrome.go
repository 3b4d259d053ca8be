package battle

import "github.com/hajimehoshi/ebiten/v2"

// DrawChrome draws the screen's top bar and side panel alone: the play
// screen keeps them up over the map while its camera flies between the
// hex and the table of a battle of the map (render/play
// miniatures_table.go), so the window's edges never go blank.
func (s *Scene) DrawChrome(dst *ebiten.Image) {
	s.bar.draw(dst, s)
	s.side.draw(dst, s)
}
