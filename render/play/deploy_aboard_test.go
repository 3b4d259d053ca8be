package play

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/game/units"
	"frontline/render/internal/displaytest"
)

// stagedRow is the staging list's row of unit id.
func (h *harness) stagedRow(id game.UnitID) *row {
	h.t.Helper()
	for _, r := range h.s.side.rows {
		if r.id == id {
			return r
		}
	}
	h.t.Fatalf("unit %d is not in the staging list", id)
	return nil
}

// aboardButton is the panel's "Aboard …" button, or nil.
func (h *harness) aboardButton() *planBtn {
	for _, b := range h.s.planr.btns[:h.s.planr.n] {
		if strings.HasPrefix(b.b.Label(), "Aboard ") {
			return b
		}
	}
	return nil
}

// V.6.1: a landing craft deployed this phase is offered to the staged
// rifle squads as an "Aboard" button; a click puts the squad aboard, and
// the second squad's button is disabled and says there is no room.
func TestDeployAboardALandingCraft(t *testing.T) {
	displaytest.Need(t)
	sess, cfg := newSession(t, 1, nil)
	toDeployment(t, sess, units.US, "us.lcvp", "us.rifle_squad", "us.rifle_squad")
	h := newHarnessFor(t, cfg)
	g := h.game()
	var boat, sq1, sq2 game.UnitID
	for _, e := range h.s.stage {
		switch {
		case e.Unit.Card.ID == "us.lcvp":
			boat = e.Unit.ID
		case sq1 == 0:
			sq1 = e.Unit.ID
		default:
			sq2 = e.Unit.ID
		}
	}
	// Before a ship has deployed this phase there is nothing to board.
	h.clickRect(h.stagedRow(sq1).r)
	if h.s.stagedSel != sq1 || h.aboardButton() != nil {
		t.Fatalf("picked %d; Aboard button %v before the LCVP deployed", h.s.stagedSel, h.aboardButton())
	}
	h.press(ebiten.KeyEscape)
	h.clickRect(h.stagedRow(boat).r)
	if len(h.s.under.deploy) == 0 {
		t.Fatalf("the LCVP has no lit hex: %q", h.s.side.info.String())
	}
	to := h.s.under.deploy[0]
	h.s.Map().CenterOn(to)
	h.step()
	h.clickHex(to)
	if u := g.Unit(boat); u.Place != game.OnMap || u.Hex != to {
		t.Fatalf("the LCVP is %v at %s, want deployed at %s (toast %q)", u.Place, u.Hex, to, h.s.Toast())
	}

	h.clickRect(h.stagedRow(sq1).r)
	b := h.aboardButton()
	if b == nil || !b.b.Enabled || !strings.Contains(b.b.Label(), "LCVP") {
		t.Fatalf("no enabled Aboard LCVP button for the squad: %+v", b)
	}
	if !strings.Contains(h.s.side.info.String(), "aboard a ship with an Aboard button") {
		t.Errorf("the panel's line does not mention the ship: %q", h.s.side.info.String())
	}
	h.save("play-deploy-aboard-offered.png")
	h.clickRect(b.b.R)
	if u := g.Unit(sq1); u.Aboard != boat || u.Place != game.OnMap || u.Hex != to {
		t.Fatalf("the squad is %v in %s aboard %d, want aboard the LCVP %d in %s (toast %q)", u.Place, u.Hex, u.Aboard, boat, to, h.s.Toast())
	}
	if !strings.Contains(h.s.Toast(), "aboard LCVP") || h.s.stagedSel != 0 {
		t.Errorf("after boarding: toast %q, picked %d", h.s.Toast(), h.s.stagedSel)
	}

	// The LCVP is full: the second squad's button is disabled and says why.
	h.clickRect(h.stagedRow(sq2).r)
	b = h.aboardButton()
	if b == nil || b.b.Enabled || !strings.Contains(b.b.Reason, "room for 10 soldiers") {
		t.Fatalf("the second squad's Aboard button: %+v", b)
	}
	h.clickRect(b.b.R)
	if u := g.Unit(sq2); u.Place != game.Staged {
		t.Fatalf("a disabled button deployed the squad: %v", u.Place)
	}
	h.in.X, h.in.Y = int(b.b.R.X+5), int(b.b.R.Y+5)
	h.step()
	h.save("play-deploy-aboard-full.png")
}
