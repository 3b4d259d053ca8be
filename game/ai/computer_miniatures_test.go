package ai

import (
	"strings"
	"testing"

	"frontline/game"
	"frontline/game/content"
	"frontline/game/units"
)

// IX.1, issue 14: two computers that venture onto the table fight
// battles of the map through the tactical computer — every battle order
// theirs, with its reason — the battles end and return to the map, and
// the save replays to the same state.
func TestIX1_ComputersFightBattlesOfTheMap(t *testing.T) {
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	g, _, err := game.New(c, game.Options{Scenario: "intro", Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	us, de := NewComputer(Standard, 5), NewComputer(Standard, 6)
	us.Venture(0.6)
	de.Venture(0.6)
	kinds := map[game.CommandKind]int{}
	var answers []string
	if _, err := Play(g, map[units.Side]Player{units.US: us, units.Germany: de}, 12000, func(o Order, _ []game.Event) {
		kinds[o.Kind]++
		switch o.Kind {
		case game.CmdBattle, game.CmdAttackByMiniatures, game.CmdProposeMiniatures, game.CmdAnswerMiniatures:
			if o.Reason == "" {
				t.Errorf("%s without a reason", o.Kind)
			}
		}
		if o.Kind == game.CmdAnswerMiniatures && len(answers) < 6 {
			answers = append(answers, o.Reason)
		}
	}); err != nil {
		t.Fatal(err)
	}
	if kinds[game.CmdBattle] == 0 || kinds[game.CmdAttackByMiniatures]+kinds[game.CmdProposeMiniatures] == 0 {
		t.Fatalf("no battle was fought on the table: %v", kinds)
	}
	if g.Miniatures != nil && g.Battle() != nil && !g.Battle().Over() {
		t.Fatal("a battle is left open")
	}
	data, err := g.SaveBytes()
	if err != nil {
		t.Fatal(err)
	}
	loaded, err := game.LoadBytes(c, "computer battles", data)
	if err != nil {
		t.Fatal(err)
	}
	if loaded.Hash() != g.Hash() {
		t.Fatal("the replayed game differs")
	}
	t.Logf("%d battle orders, %d proposals by attack, %d by the defender, answers %q", kinds[game.CmdBattle],
		kinds[game.CmdAttackByMiniatures], kinds[game.CmdProposeMiniatures], strings.Join(answers, " | "))
}

// miniaturesAsk reports whether the computer weighs the battle table at
// g's pending decision: a proposal to answer, a retaliation to declare
// (it may propose instead), an attack to choose (it may propose with it),
// or a battle order.
func miniaturesAsk(g *game.Game) bool {
	switch g.Pending.Kind {
	case game.DecideMiniatures, game.DecideRetaliation, game.DecideBattle:
		return true
	}
	return g.Pending.Kind == game.DecidePhase && g.Phase == game.PhaseCombat
}

// IX.1, issue 14 "Fair": at every decision where the computer weighs the
// battle table — in games of random players who propose and accept
// battles — the computer asked at the position and at its disguise (the
// same View and events, the hidden state changed: game.Disguise) gives
// the same order and reason, its venture's draw included.
func TestIX1_FairMiniaturesAnswers(t *testing.T) {
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	positions, tabled, changed := 0, map[game.CommandKind]int{}, 0
	for _, seed := range []uint64{1, 2, 3} {
		g, _, err := game.New(c, game.Options{Scenario: "intro", Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		seats := map[units.Side]*game.Seat{units.US: game.NewSeat(g, units.US), units.Germany: game.NewSeat(g, units.Germany)}
		rp := game.NewRandomPlayer(seed, game.WithMiniatures(0.5))
		for accepted, tries := 0, 0; !g.Over && tries < 30000 && positions < 40*int(seed); tries++ {
			evs, err := g.Apply(rp.Next(g))
			if err != nil {
				continue
			}
			for _, s := range seats {
				s.Observe(evs)
			}
			if accepted++; g.Over || !miniaturesAsk(g) || g.Pending.Kind == game.DecideBattle && accepted%15 != 0 { // battles have many orders
				continue
			}
			side := g.Pending.Side
			d, ch := g.Disguise(side, seed<<20+uint64(accepted))
			changed += len(ch)
			positions++
			comp := func() *Computer { p := NewComputer(Standard, uint64(accepted)); p.Venture(0.5); return p }
			a, b := comp().Next(seats[side].At(g)), comp().Next(seats[side].At(d))
			if ka, kb := orderText(a), orderText(b); ka != kb {
				t.Fatalf("seed %d, command %d, %s at %s: the hidden state changed the order:\n  real:     %s\n  disguise: %s (changes %v)",
					seed, accepted, side, g.Pending.Kind, ka, kb, ch)
			}
			tabled[a.Kind]++
		}
	}
	t.Logf("%d positions, %d hidden changes; orders %v", positions, changed, tabled)
	for _, k := range []game.CommandKind{game.CmdAnswerMiniatures, game.CmdBattle} {
		if tabled[k] == 0 {
			t.Errorf("no position asked for %s: the test proves less than it says (%v)", k, tabled)
		}
	}
	if changed == 0 {
		t.Error("no disguise changed anything")
	}
}

// IX.1, the computer's judgement: the table spreads the forces over 72
// inches, so a Panzer IV whose gun outranges the tank hunters' bazookas
// gains on the table what the squads lose (an even fight moves by the
// same shift either way), a howitzer gains against rifles; between like
// forces, or when one side cannot harm the other at all, the table
// changes nothing.
func TestIX1_TheTableFavoursTheLongerReach(t *testing.T) {
	_, env, _ := matchData(t, "")
	card := func(id string) TableOffer {
		c, ok := env.Catalog.Get(id)
		if !ok {
			t.Fatalf("no card %s", id)
		}
		return TableOffer{Card: c, Cost: c.Cost}
	}
	tank := []TableOffer{card("de.panzer_iv_g")}
	hunters := []TableOffer{card("us.tank_hunter_squad"), card("us.tank_hunter_squad")}
	rifles := []TableOffer{card("us.rifle_squad"), card("us.rifle_squad"), card("us.rifle_squad")}
	s, _ := tableShift(tank, hunters)
	back, _ := tableShift(hunters, tank)
	if s <= 1.5 || back >= 1 {
		t.Fatalf("the tank's shift %.2f, the tank hunters' %.2f: the reach should favour the tank", s, back)
	}
	if h, _ := tableShift([]TableOffer{card("de.sfh18")}, rifles); h <= 1.5 {
		t.Fatalf("a howitzer against rifles shifts by %.2f", h)
	}
	if none, _ := tableShift(tank, rifles); none != 1 {
		t.Fatalf("rifles that cannot harm a tank: the shift is %.2f", none)
	}
	if p := onTable(0.5, s); p <= 0.5 || onTable(0.5, back)+p < 0.999 || onTable(0.5, back)+p > 1.001 {
		t.Fatalf("an even fight goes to %.3f for the tank and %.3f for the rifles on the table", p, onTable(0.5, back))
	}
	if same, _ := tableShift(hunters, hunters); same < 0.999 || same > 1.001 {
		t.Fatalf("like forces shift by %.3f", same)
	}
}
