package battle

import (
	"fmt"
	"strings"
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

// IX.5.3: "Fly it for me" gives the aircraft short of its minimum the
// flight the computer player would choose (ai.AdviseFly), so a player
// is never left at a flight step he cannot end without learning to fly.
func TestIX53_FlyItForMeTakesTheComputersFlight(t *testing.T) {
	var h *harness
	for seed := uint64(1); seed < 40 && h == nil; seed++ {
		if m, err := Stage(data(t), PointsID, seed, "fly"); err == nil {
			h = newHarness(t, m, Config{})
		}
	}
	if h == nil {
		t.Fatal("no points battle of seeds 1-39 comes to a flight step")
	}
	h.takeOver()
	b := h.s.m.Battle()
	var label string
	for _, a := range h.s.side.acts {
		if strings.HasPrefix(a.b.Label(), "Fly #") {
			label = a.b.Label()
		}
	}
	if label == "" {
		t.Fatal("no Fly it for me button at the flight step")
	}
	var u *tactical.Unit
	for i := range b.Units {
		if w := &b.Units[i]; strings.HasPrefix(label, fmt.Sprintf("Fly #%d ", w.Number())) && w.Side == h.s.viewer {
			u = w
		}
	}
	want, ok := ai.AdviseFly(b, h.s.adviceInput(b), u.ID)
	if !ok {
		t.Fatalf("no advice for %s", u.Card.Name)
	}
	h.press(label)
	if got := h.s.m.Battle().Unit(u.ID); got.Pos != want.To || got.Alt != want.Alt || got.Flown < tactical.MinimumFlight(got) {
		t.Errorf("%s flew to %v at %d (flown %d), advised %v at %d", got.Card.Name, got.Pos, got.Alt, got.Flown, want.To, want.Alt)
	}
}
