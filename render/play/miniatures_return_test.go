package play

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/game/hex"
	"frontline/game/units"
)

// IX.1, issue 13 "the results applied and animated on the markers": on
// the return from the table a unit the battle damaged turns its marker
// over to the damaged face where it stood, and a unit that fell back
// glides to its new hex; the markers end as the View shows them.
func TestIX1_ReturnFlipsDamagedMarkersAndGlidesWithdrawals(t *testing.T) {
	h := newHarness(t, 1)
	h.s.cfg.Animation = 1
	g := h.game()
	h.press(ebiten.KeyEnter) // ends the Production Phase: its sheet leaves the map
	before := h.s.Session().View()
	var hurt, fell *game.Unit
	for _, u := range g.Units {
		if u.Side != units.US || !u.Deployed() || u.Damaged || !u.Card.Ground() {
			continue
		}
		switch {
		case hurt == nil:
			hurt = u
		case fell == nil && u.Hex != hurt.Hex:
			fell = u
		}
	}
	if hurt == nil || fell == nil {
		t.Fatal("no units to stand in for the battle's")
	}
	// What a battle's results do on the map, written directly.
	hurt.Damaged = true
	from := fell.Hex
	fell.Hex = hex.Neighbor(from, hex.S)
	h.s.table.at = from
	h.s.Map().CenterOn(hurt.Hex)
	h.step()
	h.s.returnAnimation(before, nil)
	var flips, glides int
	for _, st := range h.s.anim.steps {
		switch {
		case st.kind == animFlip && st.m.Unit == hurt.ID && !st.m.Damaged:
			flips++
		case st.kind == animGlide && st.m.Unit == fell.ID && st.path[0] == from:
			glides++
		}
	}
	if flips != 1 || glides != 1 {
		t.Fatalf("%d flips of the damaged unit, %d glides of the one that fell back; want one each", flips, glides)
	}
	for i := 0; h.s.Animating() && i < 400; i++ {
		if i == 8 {
			h.save("play-miniatures-flip.png")
		}
		h.step()
	}
	if h.s.Animating() {
		t.Fatal("the animation does not end")
	}
}
