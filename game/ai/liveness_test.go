package ai

import (
	"fmt"
	"testing"

	"frontline/game"
	"frontline/game/content"
	"frontline/game/units"
)

// stubborn answers every round of its own attack with a plain next_round,
// never switching a target: the worst a player may do to an engagement's
// length.
type stubborn struct{ Player }

func (p stubborn) Next(s *game.Seat) Order {
	if v := s.View(); v.Pending.Kind == game.DecideEngagementRound && v.Pending.Side == v.Side {
		return Order{Command: game.Command{Kind: game.CmdNextRound, Side: v.Side}}
	}
	return p.Player.Next(s)
}

// playBounded plays one intro game and fails t when it does not end, an
// engagement outlasts EngagementRoundCap or (checked) an invariant breaks.
// It returns how many engagements were broken off at the cap.
func playBounded(t *testing.T, c *content.Content, seed uint64, players map[units.Side]Player, checked bool) int {
	t.Helper()
	g, _, err := game.New(c, game.Options{Scenario: "intro", Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	capped := 0
	_, err = Play(g, players, game.RandomGameCap, func(o Order, evs []game.Event) {
		for _, e := range evs {
			if e.Kind == game.EvEngagementEnded && e.Rule == "Q141" {
				capped++
			}
		}
		if e := g.OpenEngagement; e != nil && e.Round >= game.EngagementRoundCap {
			t.Fatalf("seed %d: engagement still open after %d rounds", seed, e.Round)
		}
		if checked {
			if err := g.CheckInvariants(); err != nil {
				t.Fatalf("seed %d after %s: %v", seed, o.Kind, err)
			}
		}
	})
	if err != nil || !g.Over {
		t.Fatalf("seed %d: not over (%v), pending %s %q", seed, err, g.Pending.Kind, g.Pending.Prompt)
	}
	return capped
}

// Q141: seed 184 had the computer's P-51D, bombs dropped, fire its
// machine guns at a Tiger I for ever while the 15cm gun beside it, which
// it could hurt, stood engaged. The computer switches such units between
// rounds (computer_retarget.go), and the game ends with no engagement
// broken off at the cap.
func TestQ141_ComputerTurnsFromArmourItCannotHurt(t *testing.T) {
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	switched := 0
	comp := NewComputer(Standard, 184)
	players := map[units.Side]Player{units.US: observed{comp, func(o Order) {
		if o.Kind == game.CmdNextRound && len(o.Units) > 0 && o.Reason != "" {
			switched++
		}
	}}, units.Germany: NewRandom(184)}
	if n := playBounded(t, c, 184, players, false); n != 0 {
		t.Errorf("%d engagements broken off at the cap", n)
	}
	if switched == 0 {
		t.Error("the computer never switched a target between rounds")
	}
}

// observed calls see with each order of its player.
type observed struct {
	Player
	see func(Order)
}

func (p observed) Next(s *game.Seat) Order {
	o := p.Player.Next(s)
	p.see(o)
	return o
}

// Q141, the engine's part: whatever the players answer, every engagement
// ends within EngagementRoundCap rounds and every game ends. Random
// players, random players that never switch targets, and the computer on
// either side, over many seeds; the random games check every invariant
// after every command.
func TestQ141_EveryEngagementEndsWithinTheCap(t *testing.T) {
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	randomSeeds, computerSeeds := uint64(24), uint64(3)
	if testing.Short() {
		randomSeeds, computerSeeds = 6, 1
	}
	capped := 0
	for seed := range randomSeeds {
		players := map[units.Side]Player{units.US: NewRandom(seed), units.Germany: NewRandom(seed + 1)}
		if seed%2 == 1 {
			players = map[units.Side]Player{units.US: stubborn{NewRandom(seed)}, units.Germany: stubborn{NewRandom(seed + 1)}}
		}
		capped += playBounded(t, c, seed, players, true)
	}
	for seed := range computerSeeds {
		for _, side := range game.Sides {
			t.Run(fmt.Sprintf("computer-%s-%d", side, seed), func(t *testing.T) {
				players := map[units.Side]Player{side: NewComputer(Standard, seed), game.Enemy(side): stubborn{NewRandom(seed)}}
				capped += playBounded(t, c, 200+seed, players, false)
			})
		}
	}
	t.Logf("%d engagements broken off at the cap", capped)
}
