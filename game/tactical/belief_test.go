package tactical_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"frontline/game/cards"
	"frontline/game/combat"
	"frontline/game/dice"
	"frontline/game/tactical"
	"frontline/game/tactical/standalone"
	"frontline/game/units"
)

// A belief battle built from a side's View answers the side's queries as
// the real battle does: the legal targets of each of its units and
// whether the random player's next order is allowed — across whole
// random points battles.
func TestFromViewAnswersAsTheBattle(t *testing.T) {
	env, err := standalone.EmbeddedEnv()
	if err != nil {
		t.Fatal(err)
	}
	cs, err := cards.EmbeddedCommands()
	if err != nil {
		t.Fatal(err)
	}
	compared := 0
	for seed := uint64(1); seed <= 3; seed++ {
		g, _, err := standalone.New(standalone.Points(standalone.StandardBudget), env, cs, dice.New(seed))
		if err != nil {
			t.Fatal(err)
		}
		p := standalone.RandomPlayer{R: rand.New(rand.NewPCG(seed, 1))}
		for n := 0; !g.Over() && n < 5000; n++ {
			c, _ := p.Command(g)
			if b := g.Battle; b != nil && c.Kind == standalone.CmdTable && g.Offer == "" {
				s := b.Pending.Side
				enemy := b.Sides[0]
				if enemy == s {
					enemy = b.Sides[1]
				}
				bel := tactical.FromView(b.View(s), enemy, b.Rules, dice.New(seed))
				for i := range b.Units {
					if u := &b.Units[i]; u.Side == s && u.Active() {
						if got, want := bel.LegalTargets(bel.Unit(u.ID)), b.LegalTargets(u); !slices.Equal(got, want) {
							t.Fatalf("seed %d, order %d: %s targets %v in belief, %v in the battle", seed, n, u.Card.Name, got, want)
						}
						compared++
					}
				}
				if _, err := bel.Clone().Apply(c.Table); err != nil && c.Table.Kind != tactical.CmdCeaseFire {
					t.Fatalf("seed %d, order %d: the belief refuses %v the battle allows: %v", seed, n, c.Table.Kind, err)
				}
			}
			if _, err := g.Apply(c); err != nil {
				t.Fatal(err)
			}
		}
	}
	if compared < 100 {
		t.Errorf("only %d units compared", compared)
	}
}

// A belief of a unit whose crew is hurt (the view says so but does not
// name the crew's card) can be played on: the crew stands in with a
// card of its own, which a further hit wounds (Inset V.6) instead of
// failing on a missing card.
func TestFromViewHurtCrewCanBeWoundedFurther(t *testing.T) {
	env, err := standalone.EmbeddedEnv()
	if err != nil {
		t.Fatal(err)
	}
	tank, ok := env.Catalog.Get("us.sherman_m4a3")
	if !ok {
		t.Fatal("no Sherman in the catalog")
	}
	v := tactical.View{Side: units.US, Role: tactical.Defender, Units: []tactical.UnitView{
		{ID: 0, Card: tank, Side: units.US, Role: tactical.Defender, Status: tactical.OnTable, Own: true, CrewDamaged: true}}}
	b := tactical.FromView(v, units.Germany, tactical.Rules{}, dice.New(1))
	crew := b.Unit(0).Crew
	if crew == nil || crew.Card == nil || !crew.Damaged {
		t.Fatalf("the hurt crew is believed as %+v", crew)
	}
	if got := combat.Outcome(crew.Card, true, crew.Card.Damaged.Endurance); got != combat.Destroyed {
		t.Errorf("a hurt crew taking its half endurance is %v, want destroyed", got)
	}
}
