package standalone

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"frontline/game/cards"
	"frontline/game/dice"
	"frontline/game/tactical"
	"frontline/game/units"
)

// shuffleOnes scripts the 39 rolls of shuffling the 40 command cards:
// every roll a 1 leaves the deck in a known order.
func shuffleOnes() []int {
	v := make([]int, 39)
	for i := range v {
		v[i] = 1
	}
	return v
}

// pointsNoTerrain is the points battle without generated terrain, so
// that every die it rolls can be scripted.
func pointsNoTerrain() *Def {
	d := Points(StandardBudget)
	d.Generate = 0
	return d
}

func ruleOf(err error) string {
	var re *RuleError
	if errors.As(err, &re) {
		return re.Rule
	}
	return ""
}

// Inset II.3: each side buys up to 200 from its own and neutral cards;
// the engine refuses an enemy card, a structure, an empty force and a
// force over the budget (crews counted with what they man).
func TestInsetII3_BuyingASecretForce(t *testing.T) {
	env := embeddedEnv(t)
	g, _, err := New(pointsNoTerrain(), env, commandCards(t), dice.Script())
	if err != nil {
		t.Fatal(err)
	}
	tiger, _ := env.Catalog.Get("de.tiger_i")
	over := slices.Repeat([]string{"de.tiger_i"}, StandardBudget/Cost(env.Catalog, tiger, units.Germany)+1)
	for _, c := range []Command{
		{Kind: CmdBuy, Side: units.Germany, Buy: []string{"de.rifle_squad"}}, // not Germany's turn yet
		{Kind: CmdBuy, Side: units.US, Buy: []string{"de.rifle_squad"}},
		{Kind: CmdBuy, Side: units.US, Buy: []string{"neutral.barbed_wire"}},
		{Kind: CmdBuy, Side: units.US, Buy: nil},
		{Kind: CmdChoose, Side: units.US, Role: tactical.Attacker},
	} {
		if _, err := g.Apply(c); err == nil {
			t.Errorf("%v %v accepted", c.Kind, c.Buy)
		}
	}
	if _, err := g.Apply(Command{Kind: CmdBuy, Side: units.US, Buy: []string{"us.rifle_squad", "us.at_gun_57mm"}}); err != nil {
		t.Fatal(err)
	}
	if _, err := g.Apply(Command{Kind: CmdBuy, Side: units.Germany, Buy: over}); ruleOf(err) != "Inset II.3" {
		t.Fatalf("a force of %d Tigers: %v", len(over), err)
	}
	gun, _ := env.Catalog.Get("us.at_gun_57mm")
	if Cost(env.Catalog, gun, units.US) <= gun.Cost {
		t.Errorf("a gun's crew is not counted in its cost")
	}
	if g.Phase != PhaseBuy || g.Bought[1] != nil {
		t.Errorf("a refused buy changed the game: %v %v", g.Phase, g.Bought)
	}
}

// Inset II.3: the d20s are rolled once both forces are bought, a tie is
// rolled again, the higher roll chooses attacker or defender, and each
// side then holds five command cards (no event cards).
func TestInsetII3_D20TieRerolledWinnerChooses(t *testing.T) {
	env := embeddedEnv(t)
	script := append([]int{7, 7, 12, 15}, shuffleOnes()...)
	script = append(script, 4) // the attacker's zone depth (IX.4.3)
	r := dice.Script(script...)
	g, _, err := New(pointsNoTerrain(), env, commandCards(t), r)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []Command{
		{Kind: CmdBuy, Side: units.US, Buy: []string{"us.rifle_squad", "us.rifle_squad"}},
		{Kind: CmdBuy, Side: units.Germany, Buy: []string{"de.rifle_squad"}},
	} {
		if _, err := g.Apply(c); err != nil {
			t.Fatal(err)
		}
	}
	if g.Phase != PhaseChoose || g.Chooser != units.Germany {
		t.Fatalf("after 7–7 and 12–15: phase %v, chooser %v; want Germany choosing", g.Phase, g.Chooser)
	}
	if _, err := g.Apply(Command{Kind: CmdChoose, Side: units.US, Role: tactical.Attacker}); err == nil {
		t.Fatal("the loser of the d20 chose")
	}
	if _, err := g.Apply(Command{Kind: CmdChoose, Side: units.Germany, Role: tactical.Attacker}); err != nil {
		t.Fatal(err)
	}
	if g.Roles != [2]units.Side{units.US, units.Germany} || g.Battle.Sides[tactical.Attacker] != units.Germany {
		t.Fatalf("roles %v after Germany chose to attack", g.Roles)
	}
	if len(g.Hands[0]) != HandSize || len(g.Hands[1]) != HandSize || g.Deck.Len() != 40-2*HandSize {
		t.Errorf("hands %v / %v, %d left in the deck", g.Hands[0], g.Hands[1], g.Deck.Len())
	}
	if r.Remaining() != 0 {
		t.Errorf("%d scripted dice unrolled", r.Remaining())
	}
	if g.Battle.Pending != (tactical.Decision{Side: units.US, Kind: tactical.DecidePlace}) {
		t.Errorf("pending %v, want the defender (US) placing", g.Battle.Pending)
	}
}

// Inset II.3: a command card is played on the table only from the hand,
// and goes to the discards once played.
func TestInsetII3_CardsFromTheHand(t *testing.T) {
	g := squadEach(t)
	advanceTo(t, g, tactical.DecideDeclare, units.US)
	inspire := tactical.Command{Kind: tactical.CmdInspire, Side: units.US}
	g.Hands[0] = []cards.Decision{cards.Push}
	if _, err := g.Apply(Command{Kind: CmdTable, Side: units.US, Table: inspire}); ruleOf(err) != "Inset II.3" {
		t.Fatalf("inspire without the card: %v", err)
	}
	g.Hands[0] = []cards.Decision{cards.Push, cards.Inspire}
	discards := len(g.Deck.Discards)
	mustApply(t, g, Command{Kind: CmdTable, Side: units.US, Table: inspire})
	if !slices.Equal(g.Hands[0], []cards.Decision{cards.Push}) || len(g.Deck.Discards) != discards+1 {
		t.Errorf("after inspire: hand %v, %d discards", g.Hands[0], len(g.Deck.Discards))
	}
}

// squadEach is a points battle without terrain, a rifle squad a side,
// the chooser's side defending.
func squadEach(t *testing.T) *Game {
	t.Helper()
	env := embeddedEnv(t)
	g, _, err := New(pointsNoTerrain(), env, commandCards(t), dice.New(3))
	if err != nil {
		t.Fatal(err)
	}
	mustApply(t, g, Command{Kind: CmdBuy, Side: units.US, Buy: []string{"us.rifle_squad"}})
	mustApply(t, g, Command{Kind: CmdBuy, Side: units.Germany, Buy: []string{"de.rifle_squad"}})
	mustApply(t, g, Command{Kind: CmdChoose, Side: g.Chooser, Role: tactical.Defender})
	return g
}

func mustApply(t *testing.T, g *Game, c Command) {
	t.Helper()
	if _, err := g.Apply(c); err != nil {
		t.Fatalf("%v by %s: %v", c.Kind, c.Side, err)
	}
}

// advanceTo places units at random and closes every step until side s
// is asked for decision k.
func advanceTo(t *testing.T, g *Game, k tactical.DecisionKind, s units.Side) {
	t.Helper()
	p := tactical.RandomPlayer{R: rand.New(rand.NewPCG(1, 2))}
	for n := 0; g.Battle.Pending != (tactical.Decision{Side: s, Kind: k}); n++ {
		if g.Over() || n > 1000 {
			t.Fatalf("never reached %v for %s", k, s)
		}
		o := g.Battle.Pending.Close()
		if g.Battle.Pending.Kind == tactical.DecidePlace {
			o, _ = p.Command(g.Battle)
		}
		mustApply(t, g, Command{Kind: CmdTable, Side: o.Side, Table: o})
	}
}

// Inset II.3: a bought force stays secret from the enemy until both
// sides have bought.
func TestInsetII3_ForcesSecretUntilBothBought(t *testing.T) {
	env := embeddedEnv(t)
	g, _, err := New(pointsNoTerrain(), env, commandCards(t), dice.New(1))
	if err != nil {
		t.Fatal(err)
	}
	mustApply(t, g, Command{Kind: CmdBuy, Side: units.US, Buy: []string{"us.jeep"}})
	if f, ok := g.Force(units.US, units.Germany); ok || f != nil {
		t.Errorf("Germany sees the US force before buying its own: %v", f)
	}
	if f, ok := g.Force(units.US, units.US); !ok || len(f) != 1 {
		t.Errorf("the US does not see its own force: %v", f)
	}
	mustApply(t, g, Command{Kind: CmdBuy, Side: units.Germany, Buy: []string{"de.bmw_r75"}})
	if f, ok := g.Force(units.US, units.Germany); !ok || len(f) != 1 {
		t.Errorf("the US force still hidden after both bought: %v", f)
	}
}

// IV.3.1 in a standalone battle: a cease fire is offered from the hand
// and spent either way; the other side answers; declined, the battle
// goes on; accepted, it ends with no winner.
func TestIV31_CeaseFireOfferedAndAnswered(t *testing.T) {
	env := embeddedEnv(t)
	g, _, err := New(pointsNoTerrain(), env, commandCards(t), dice.New(4))
	if err != nil {
		t.Fatal(err)
	}
	mustApply(t, g, Command{Kind: CmdBuy, Side: units.US, Buy: []string{"us.rifle_squad"}})
	mustApply(t, g, Command{Kind: CmdBuy, Side: units.Germany, Buy: []string{"de.rifle_squad"}})
	mustApply(t, g, Command{Kind: CmdChoose, Side: g.Chooser, Role: tactical.Defender})
	offer := Command{Kind: CmdTable, Side: units.Germany, Table: tactical.Command{Kind: tactical.CmdCeaseFire, Side: units.Germany}}
	g.Hands[1] = []cards.Decision{cards.CeaseFire, cards.CeaseFire}
	if _, err := g.Apply(offer); err == nil || len(g.Hands[1]) != 2 {
		t.Fatalf("a cease fire offered while placing: %v, hand %v", err, g.Hands[1])
	}
	advanceTo(t, g, tactical.DecideMove, units.Germany)
	mustApply(t, g, offer)
	if s, _ := g.Pending(); s != units.US || len(g.Hands[1]) != 1 {
		t.Fatalf("after the offer: pending %v, German hand %v", s, g.Hands[1])
	}
	mustApply(t, g, Command{Kind: CmdAnswer, Side: units.US, Accept: false})
	if g.Over() || g.Offer != "" {
		t.Fatalf("a declined cease fire ended the battle")
	}
	mustApply(t, g, offer)
	mustApply(t, g, Command{Kind: CmdAnswer, Side: units.US, Accept: true})
	if !g.Over() || !g.Truce || g.Result.Winner != units.Neutral || len(g.Hands[1]) != 0 {
		t.Errorf("accepted: over %v, truce %v, result %+v, hand %v", g.Over(), g.Truce, g.Result, g.Hands[1])
	}
	if _, err := g.Apply(offer); err == nil {
		t.Error("an order after the truce was accepted")
	}
}

// IV.3.5 in the Battle: Push is played from the hand in the side's
// movement step and then discarded.
func TestIV35_PushFromTheHand(t *testing.T) {
	g := squadEach(t)
	advanceTo(t, g, tactical.DecideMove, units.US)
	var squad tactical.UnitID
	for _, u := range g.Battle.Units {
		if u.Side == units.US {
			squad = u.ID
		}
	}
	push := tactical.Command{Kind: tactical.CmdPush, Side: units.US, Units: []tactical.UnitID{squad}}
	g.Hands[0] = []cards.Decision{cards.Inspire}
	if _, err := g.Apply(Command{Kind: CmdTable, Side: units.US, Table: push}); ruleOf(err) != "Inset II.3" {
		t.Fatalf("push without the card: %v", err)
	}
	g.Hands[0] = []cards.Decision{cards.Push, cards.Inspire}
	mustApply(t, g, Command{Kind: CmdTable, Side: units.US, Table: push})
	if !slices.Equal(g.Hands[0], []cards.Decision{cards.Inspire}) || g.Battle.Unit(squad).Pushed != g.Battle.Turn {
		t.Errorf("after push: hand %v, pushed at %d", g.Hands[0], g.Battle.Unit(squad).Pushed)
	}
}
