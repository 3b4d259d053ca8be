package sound

import (
	"math"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2/audio"

	"frontline/game"
	"frontline/game/content"
	"frontline/game/units"
)

func TestSynthShapes(t *testing.T) {
	for _, e := range Effects {
		s := Synth(e, SampleRate)
		sec := float64(len(s)) / SampleRate
		if sec < 0.02 || sec > 1.5 {
			t.Errorf("%v lasts %.3f s, want a short effect (0.02–1.5 s)", e, sec)
		}
		peak, energy := 0.0, 0.0
		for i, v := range s {
			if math.IsNaN(float64(v)) || math.Abs(float64(v)) > 1 {
				t.Fatalf("%v: sample %d is %v, outside ±1", e, i, v)
			}
			peak = math.Max(peak, math.Abs(float64(v)))
			energy += float64(v) * float64(v)
		}
		if math.Abs(peak-Peak) > 1e-3 {
			t.Errorf("%v peaks at %.3f, want %.2f", e, peak, Peak)
		}
		if rms := math.Sqrt(energy / float64(len(s))); rms < 0.02 {
			t.Errorf("%v is nearly silent (rms %.4f)", e, rms)
		}
		if last := s[len(s)-1]; last != 0 {
			t.Errorf("%v ends on %v, want a fade to 0", e, last)
		}
		if !slices.Equal(s, Synth(e, SampleRate)) {
			t.Errorf("%v differs between two syntheses", e)
		}
		if b := PCM16(s); len(b) != 4*len(s) {
			t.Errorf("%v: %d bytes of PCM for %d samples", e, len(b), len(s))
		}
	}
	if Synth(None, SampleRate) != nil {
		t.Error("None synthesised something")
	}
}

// Effects differ from one another (no copy-paste of one generator).
func TestSynthDistinct(t *testing.T) {
	for i, a := range Effects {
		for _, b := range Effects[i+1:] {
			if slices.Equal(Synth(a, SampleRate), Synth(b, SampleRate)) {
				t.Errorf("%v and %v are the same sound", a, b)
			}
		}
	}
}

func TestPCM16(t *testing.T) {
	b := PCM16([]float32{0, 1, -1, 2})
	want := []byte{0, 0, 0, 0, 0xff, 0x7f, 0xff, 0x7f, 0x01, 0x80, 0x01, 0x80, 0xff, 0x7f, 0xff, 0x7f}
	if !slices.Equal(b, want) {
		t.Errorf("PCM16 = % x, want % x", b, want)
	}
}

// A muted player, or one opened with mute or at volume 0, plays nothing
// and never creates an audio context (tests run without a sound device).
func TestMutedCreatesNoContext(t *testing.T) {
	for _, p := range []*Player{Muted(), Open(0.75, true), Open(0, false), nil} {
		for _, e := range Effects {
			p.Play(e)
		}
		p.SetVolume(0)
		if p.On() || p.Volume() != 0 {
			t.Errorf("player %+v is on", p)
		}
	}
	m := Muted()
	m.SetVolume(1) // not allowed: stays muted
	m.Play(Explosion)
	if audio.CurrentContext() != nil {
		t.Fatal("an audio context exists")
	}
}

func TestCues(t *testing.T) {
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	cards := map[game.UnitID]string{}
	// Find a rifle unit and a gun among the catalog.
	var rifle, gun string
	for _, card := range c.Catalog.All() {
		switch ShotEffect(card, "") {
		case SmallArms:
			if rifle == "" && card.Class == units.Infantry {
				rifle = card.ID
			}
		case Cannon:
			if gun == "" && card.Class == units.Tank {
				gun = card.ID
			}
		}
	}
	if rifle == "" || gun == "" {
		t.Fatalf("no infantry with small arms (%q) or tank with a gun (%q) in the catalog", rifle, gun)
	}
	cards[1], cards[2] = rifle, gun
	cardOf := func(id game.UnitID) (*units.Card, bool) { return c.Catalog.Get(cards[id]) }
	evs := []game.Event{
		{Kind: game.EvInitiative},
		{Kind: game.EvShot, Units: []game.UnitID{1, 2}},
		{Kind: game.EvShot, Units: []game.UnitID{2, 1}},
		{Kind: game.EvShot, Units: []game.UnitID{1, 2}},
		{Kind: game.EvShot}, // fog of war took its units: silent
		{Kind: game.EvUnitDestroyed, Units: []game.UnitID{1}},
		{Kind: game.EvMoved, Units: []game.UnitID{2}, Amount: 2},
		{Kind: game.EvTookOff, Units: []game.UnitID{3}},
		{Kind: game.EvPhaseStarted},
	}
	got := Cues(evs, cardOf)
	want := []Effect{Dice, SmallArms, Cannon, Explosion, Engine, Aircraft}
	if !slices.Equal(got, want) {
		t.Errorf("Cues = %v, want %v", got, want)
	}
}

// Orders that move nothing are heard: a card played, money spent or
// refunded; other events keep their own cue or none.
func TestOrderCue(t *testing.T) {
	for k, want := range map[game.EventKind]Effect{
		game.EvCardPlayed: Card, game.EvTermsOffered: Card,
		game.EvBought: Coins, game.EvPurchaseUndone: Coins, game.EvSetupBought: Coins,
		game.EvSetupUnbought: Coins, game.EvConstructionOrdered: Coins,
		game.EvMoved: None,
	} {
		if got := OrderCue(k); got != want {
			t.Errorf("OrderCue(%s) = %v, want %v", k, got, want)
		}
		if got := Cue(game.Event{Kind: k}, nil); want != None && got != want {
			t.Errorf("Cue(%s) = %v, want %v", k, got, want)
		}
	}
}
