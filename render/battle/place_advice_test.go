package battle

import (
	"testing"

	"frontline/game/ai"
	"frontline/game/tactical"
)

// IX.4.4: "Place it for me" puts the chosen unit where the computer
// player would (ai.AdvisePlace), not on a random spot of its zone, and
// the player's choice of unit in the panel is kept.
func TestIX44_PlaceItForMeTakesTheComputersSpot(t *testing.T) {
	h := opening(t, "altavilla")
	b := h.s.m.Battle()
	placed := 0
	for n := 0; b.Pending.Kind == tactical.DecidePlace && placed < 4; n++ {
		if n > 80 {
			t.Fatalf("placing goes nowhere: %q", h.s.msg.para.String())
		}
		u := h.s.side.placing(h.s)
		if u == nil {
			h.takeOver()
			continue
		}
		want, ok := ai.AdvisePlace(b, h.s.adviceInput(b), u.ID)
		if !ok {
			t.Fatalf("no advice for %s", u.Card.Name)
		}
		id := u.ID
		h.press("Place it for me")
		got := b.Unit(id)
		if got.Status == tactical.Waiting || got.Pos != want.To || got.Facing != want.Facing {
			t.Fatalf("%s placed %v at %v facing %v, advised %v facing %v", got.Card.Name, got.Status, got.Pos, got.Facing, want.To, want.Facing)
		}
		placed++
		h.takeOver()
	}
	if placed == 0 {
		t.Fatal("nothing was placed for the player")
	}
}
