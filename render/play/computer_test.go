package play

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game"
	"frontline/game/units"
	"frontline/render/session"
)

// soloHarness is the introduction with the computer playing Germany and
// the United States at the screen, animations at normal speed.
func soloHarness(t *testing.T, seed uint64) *harness {
	t.Helper()
	_, cfg := newSession(t, seed, nil)
	sess, err := session.New(cfg.Session.Content(), game.Options{Scenario: "intro", Seed: seed},
		session.Players{units.Germany: {Player: session.Standard, Seed: 5}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Session, cfg.Animation = sess, 1
	return newHarnessFor(t, cfg)
}

// watchComputer steps the screen while the computer holds the game,
// waiting for each answer rather than for time; it returns how many
// frames showed an animation. No frame may show a hand-off screen.
func (h *harness) watchComputer() (animated int) {
	h.t.Helper()
	for n := 0; h.s.ComputerBusy(); n++ {
		if n > 50000 {
			h.t.Fatal("the computer's turn does not end")
		}
		if h.s.handOffShown() {
			h.t.Fatal("a hand-off screen during the computer's turn")
		}
		h.s.AwaitComputer()
		h.step()
		if h.s.Animating() {
			animated++
		}
	}
	h.step() // the person's first frame
	return animated
}

// untilComputer ends the person's phases until the computer holds the
// game.
func (h *harness) untilComputer() {
	h.t.Helper()
	for i := 0; !h.s.ComputerBusy(); i++ {
		if i > 40 {
			h.t.Fatalf("the computer never got the game (pending %+v)", h.game().Pending)
		}
		if h.s.SummaryShown() {
			h.press(ebiten.KeyEscape)
			continue
		}
		h.press(ebiten.KeyEnter)
	}
}

// The computer plays Germany's turn on the person's screen: its moves
// are animated, nothing is handed over, the game comes back to the
// United States with the summary of Germany's turn open, and the log
// tells the orders the United States saw with their reasons.
func TestComputerTurnIsShownAndControlReturns(t *testing.T) {
	h := soloHarness(t, 3)
	if h.s.Session().Viewer != units.US {
		t.Fatalf("viewer %s, want the person's side", h.s.Session().Viewer)
	}
	animated := 0
	// Its turn may stop for the person to answer its attacks (retaliation,
	// defensive combat): stretches until the person's own turn begins.
	for stretch := 0; stretch == 0 || h.game().Active != units.US; stretch++ {
		if stretch == 12 {
			t.Fatalf("the computer's turn has not ended after %d stretches", stretch)
		}
		h.untilComputer()
		animated += h.watchComputer()
		if p := h.game().Pending.Side; p != units.US || h.s.Session().Viewer != units.US {
			t.Fatalf("after the computer's stretch: pending %s, viewer %s", p, h.s.Session().Viewer)
		}
	}
	if animated == 0 {
		t.Error("no order of the computer was animated")
	}
	if !h.s.SummaryShown() {
		t.Fatal("no summary of the computer's turn when the person's turn began")
	}
	txt := h.s.SummaryText()
	if !strings.HasPrefix(txt[0], "Germany's turn") || !strings.Contains(txt[0], "Computer (Standard)") {
		t.Errorf("summary title %q", txt[0])
	}
	reasons := 0
	for _, e := range h.s.Session().Logs[units.US] {
		if e.Event.Kind == session.EvComputerOrder {
			reasons++
		}
	}
	if reasons == 0 {
		t.Error("the log holds no reason of the computer's")
	}
	h.press(ebiten.KeyEscape)
	if h.s.SummaryShown() {
		t.Error("Esc did not close the summary")
	}
	h.press(ebiten.KeyT)
	if !h.s.SummaryShown() {
		t.Error("T did not bring the summary back")
	}
}

// Space skips to the end of the computer's turn: after it no order is
// animated until the person's decision is back.
func TestSpaceSkipsTheComputersTurn(t *testing.T) {
	h := soloHarness(t, 3)
	h.untilComputer()
	h.press(ebiten.KeySpace)
	if n := h.watchComputer(); n > 0 {
		t.Errorf("%d frames animated after the skip", n)
	}
	if h.game().Pending.Side != units.US {
		t.Errorf("pending %s after the skipped turn", h.game().Pending.Side)
	}
}

// The computer's turn may end on the person's decision (its last attack
// answered, a scramble declined): the summary still opens when the
// person's own turn begins, on a frame whose key changes so that a
// still screen shows it (render/still.go).
func TestComputerSummaryOpensAfterItsTurnEndsOnTheirDecision(t *testing.T) {
	for _, seed := range []uint64{3, 7, 11} {
		h := soloHarness(t, seed)
		// step steps once and checks the summary never opens on an
		// unchanged frame key.
		step := func() {
			key, kept := h.s.FrameKey()
			was := h.s.SummaryShown()
			h.step()
			if now, ok := h.s.FrameKey(); !was && h.s.SummaryShown() && kept && ok && now == key {
				t.Fatalf("seed %d: the summary opened on an unchanged frame key", seed)
			}
		}
		for turn := 0; turn < 3; turn++ {
			h.untilComputer()
			for i := 0; h.game().Active != units.US; i++ {
				if i > 200 {
					t.Fatalf("seed %d: Germany's turn does not end", seed)
				}
				h.watchComputer()
				if h.game().Active != units.US {
					h.in.Press(ebiten.KeyEnter) // the person's answer within its turn
					step()
				}
			}
			step()
			step()
			if !h.s.SummaryShown() {
				t.Fatalf("seed %d, turn %d: no summary when the person's turn began (phase %v)",
					seed, turn+1, h.game().Phase)
			}
		}
	}
}

// At the start of the person's turn the summary of the computer's turn
// comes first: the catalog of the Production Phase waits under it and
// opens when the summary closes, so the two never lie one on the other.
func TestSummaryBeforeTheCatalog(t *testing.T) {
	h := newHarness(t, 1)
	h.step()
	if h.game().Phase != game.PhaseProduction || !h.s.sheetShown() {
		t.Fatalf("phase %v, catalog %v: the game does not open on the catalog", h.game().Phase, h.s.sheetShown())
	}
	h.s.comp.sum.shown = true // as showSummary leaves it (a hot-seat game has no summary of its own)
	h.step()
	if h.s.sheetShown() {
		t.Error("the catalog is drawn with the summary over it")
	}
	h.s.comp.sum.shown = false // closed (Esc, Enter, T or its button)
	h.step()
	if !h.s.sheetShown() {
		t.Error("the catalog does not come back once the summary is closed")
	}
}

// The panel drawn on top takes the keys: a card panel or an event drawn
// lies over the summary of the computer's turn, so Esc or Enter closes
// it and leaves the summary (seen in play: Enter closed the summary
// hidden under an event card, and the card stayed up).
func TestPanelOnTopTakesTheKeys(t *testing.T) {
	h := soloHarness(t, 3)
	h.untilComputer()
	for i := 0; h.game().Active != units.US; i++ {
		if i > 200 {
			t.Fatal("Germany's turn does not end")
		}
		h.watchComputer()
		if h.game().Active != units.US {
			h.in.Press(ebiten.KeyEnter)
			h.step()
		}
	}
	h.step()
	h.step()
	if !h.s.SummaryShown() {
		t.Fatal("no summary when the person's turn began")
	}
	h.s.cards.OpenHand()
	h.step()
	h.press(ebiten.KeyEscape)
	if h.s.cards.Modal() {
		t.Error("Esc did not close the hand drawn over the summary")
	}
	if !h.s.SummaryShown() {
		t.Error("Esc closed the summary under the hand instead")
	}
}
