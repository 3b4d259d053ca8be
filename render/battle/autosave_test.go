package battle

import (
	"path/filepath"
	"slices"
	"testing"

	"frontline/game/cards"
	"frontline/game/tactical"
)

// A standalone battle is autosaved when a new tactical turn begins, like
// the map; the save is listed with the saved battles and loads to the
// same battle.
func TestBattleAutosavedEachTurn(t *testing.T) {
	m, err := Stage(data(t), "foggia-approaches", 3, "movement")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	h := newHarness(t, m, Config{Saves: dir})
	if slices.Contains(Saves(dir), AutosaveName) {
		t.Fatal("autosaved on opening, before anything changed")
	}
	turn := m.Battle().Turn
	d := driver{h: h, t: t}
	for n := 0; n < 400 && h.s.m.Battle().Turn == turn && !h.s.match.Game.Over(); n++ {
		d.act()
	}
	if !slices.Contains(Saves(dir), AutosaveName) {
		t.Fatalf("no autosave after turn %d ended (saves %v)", turn, Saves(dir))
	}
	r, err := Load(data(t), filepath.Join(dir, AutosaveName+SaveExt))
	if err != nil {
		t.Fatal(err)
	}
	if r.Battle().Turn != turn+1 {
		t.Errorf("the autosave holds turn %d, want %d", r.Battle().Turn, turn+1)
	}
}

// A cease fire offered hands the screen over with the offer spelled out,
// and the other player answers it from the panel (IV.3.1).
func TestIV31_CeaseFireHandOffAsksForTheAnswer(t *testing.T) {
	var h *harness
	for seed := uint64(1); seed < 40 && h == nil; seed++ {
		m, err := Stage(data(t), PointsID, seed, "movement")
		if err != nil {
			continue
		}
		if side := m.Battle().Pending.Side; slices.Contains(m.Hand(side), cards.CeaseFire) {
			h = newHarness(t, m, Config{})
		}
	}
	if h == nil {
		t.Fatal("no points battle in 40 seeds has a cease fire in hand at the movement step")
	}
	h.takeOver()
	offerer := h.s.viewer
	h.press("Offer a cease fire")
	if !h.s.handoff || h.s.match.Game.Offer != offerer {
		t.Fatalf("hand-off %v, offer %q after the offer", h.s.handoff, h.s.match.Game.Offer)
	}
	h.step()
	if got := h.s.hand.title.String(); got != sideName(offerer)+" offers a cease fire" {
		t.Errorf("hand-off title %q", got)
	}
	h.takeOver()
	if h.s.viewer == offerer {
		t.Fatal("the offerer answers its own offer")
	}
	h.press("Decline")
	if h.s.match.Game.Offer != "" || h.s.m.Battle().Pending.Kind != tactical.DecideMove {
		t.Errorf("after declining: offer %q, pending %v", h.s.match.Game.Offer, h.s.m.Battle().Pending)
	}
}
