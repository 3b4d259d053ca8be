package play

import (
	"strings"
	"testing"

	"frontline/game"
	"frontline/game/units"
)

// The catalog groups cards by type in a fixed order, cheapest first, and
// leaves out cards never bought (ports are captured).
func TestGroupOffers(t *testing.T) {
	sess, _ := newSession(t, 1, nil)
	g := sess.Game()
	groups := GroupOffers(g.Buyable(units.US), g.Card)
	var titles []string
	n := 0
	for _, gr := range groups {
		titles = append(titles, gr.Title)
		for i, o := range gr.Offers {
			n++
			if o.Card == "neutral.port" {
				t.Error("the port is offered")
			}
			if i > 0 && gr.Offers[i-1].Cost > o.Cost {
				t.Errorf("%s not cheapest first: %v", gr.Title, gr.Offers)
			}
		}
	}
	if got := strings.Join(titles, ", "); got != "Infantry, Guns, Vehicles, Tanks, Aircraft, Ships, Crews, Structures and obstacles" {
		t.Errorf("headings %s", got)
	}
	if n != len(g.Buyable(units.US))-1 {
		t.Errorf("%d offers grouped of %d", n, len(g.Buyable(units.US)))
	}
}

// The treasury before and after this phase's purchases.
func TestSpendingOf(t *testing.T) {
	sess, _ := newSession(t, 1, nil)
	g := sess.Game()
	start := g.Player(units.US).Treasury
	for _, c := range []string{"us.rifle_squad", "us.jeep"} {
		if _, err := sess.Do(game.Command{Kind: game.CmdBuy, Card: c}); err != nil {
			t.Fatal(err)
		}
	}
	sp := SpendingOf(g, units.US)
	if sp.Start != start || sp.Spent != 6 || sp.Now != start-6 || len(sp.Purchases) != 2 {
		t.Errorf("spending %+v, want start %d spent 6", sp, start)
	}
}

func TestOfferWhyAndLine(t *testing.T) {
	o := game.Offer{Card: "x", Cost: 15, Left: 3, Experience: true}
	if w := OfferWhy(o, 0, 20); w != "" {
		t.Errorf("affordable offer refused: %s", w)
	}
	if w := OfferWhy(o, 2, 20); !strings.Contains(w, "costs 25 with 2 experience rolls") || ShortWhy(w) != "not enough money" {
		t.Errorf("why %q / %q", w, ShortWhy(w))
	}
	if l := OfferLine(o, "Tank Crew", 1); l != "Cost 20 with Tank Crew and 1 XP roll  ·  3 left" {
		t.Errorf("line %q", l)
	}
	if ShortWhy("Barbed Wire is built by Combat Engineers in the hex") != "built by engineers on the map" {
		t.Error("construction reason")
	}
}

// The staging list folds a crew into its unit and, in the Deployment
// Phase, lists the units that can deploy first with their hexes.
func TestStagingList(t *testing.T) {
	sess, _ := newSession(t, 1, nil)
	g := sess.Game()
	for _, c := range []string{"us.sherman_m4a3", "us.rifle_squad"} {
		if _, err := sess.Do(game.Command{Kind: game.CmdBuy, Card: c}); err != nil {
			t.Fatal(err)
		}
	}
	l := StagingList(g, units.US, false, nil)
	if len(l) != 2 || l[0].Crew == nil || l[0].Words != "deploys on your turn 5" {
		t.Fatalf("staging list %+v", l)
	}
	toDeployment(t, sess, units.US)
	l = StagingList(g, units.US, true, nil)
	for _, e := range l {
		if len(e.Hexes) == 0 || e.Why != "" {
			t.Errorf("%s cannot deploy: %s", e.Unit.Card.Name, e.Why)
		}
	}
	// Left in the staging area at the end of turn 5's Deployment Phase,
	// they wait for turn 10's, and the list says so.
	for n := 0; g.Player(units.US).Turn < 6; n++ {
		if sess.NeedsHandOff() {
			sess.TakeOver()
		}
		if n > 2000 || g.Over {
			t.Fatal("never reached the US turn 6")
		}
		if _, err := sess.Do(game.PassCommand(g)); err != nil {
			t.Fatal(err)
		}
	}
	// One held until turn 3 (a late arrival) is past its hold as well.
	g.Staged(units.US)[0].DeployTurn = 3
	for _, e := range StagingList(g, units.US, false, nil) {
		if e.Words != "deploys on your turn 10" {
			t.Errorf("%s (held until turn %d) on turn 6: %q", e.Unit.Card.Name, e.Unit.DeployTurn, e.Words)
		}
	}
}
