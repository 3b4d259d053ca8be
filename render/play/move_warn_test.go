package play

import (
	"strings"
	"testing"

	"frontline/game"
	"frontline/game/hex"
)

// V.5: hovering a move into a hex where the enemy is seen says that the
// move ends there and starts an engagement, before the click commits the
// unit (a new player otherwise walks a tank into a minefield unwarned).
func TestV5_MoveIntoEnemyHexWarns(t *testing.T) {
	h := newAnimHarness(t)
	g := h.game()
	const sherman = game.UnitID(16)
	u := g.Unit(sherman)
	to := hex.MustParse("1109")
	h.s.Map().CenterOn(to)
	h.s.Select(u.Hex)
	h.step()
	h.s.selectUnit(u.ID)
	h.step()
	h.hover(to)
	txt, warn := h.s.infoText()
	if !strings.Contains(txt, "Enemy there") || !warn {
		t.Fatalf("hovering a move into the German stack in %s: %q (warn %v), want the engagement warning", to, txt, warn)
	}
	h.hover(hex.MustParse("1310"))
	if txt, _ := h.s.infoText(); strings.Contains(txt, "Enemy there") {
		t.Errorf("a move to an empty hex warns of an enemy: %q", txt)
	}
}
