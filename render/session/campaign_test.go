package session

import (
	"testing"

	"frontline/game"
	"frontline/game/campaign"
	"frontline/game/content"
	"frontline/game/units"
)

func testCampaign(t *testing.T) (*content.Content, *campaign.Def) {
	t.Helper()
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	d, err := campaign.LoadFile("../../game/campaign/testdata/intro3.toml", campaign.Known(c))
	if err != nil {
		t.Fatal(err)
	}
	return c, d
}

// II.1.3: a campaign is saved and loaded between legs and during one;
// the computer players come back with seeds of the leg's dice.
func TestII13_CampaignSavedBetweenAndDuringLegs(t *testing.T) {
	c, d := testCampaign(t)
	slots := &Slots{Dir: t.TempDir()}
	find := campaign.Find([]*campaign.Def{d})
	p, err := campaign.Start(d, campaign.Continue, nil, 11)
	if err != nil {
		t.Fatal(err)
	}
	players := Players{units.Germany: {Player: Standard}}
	opts, _ := p.NextOptions()
	g, r, err := game.PlayRandomGame(c, opts, opts.Seed, 20000, false)
	if err != nil || !r.Finished {
		t.Fatalf("%v %+v", err, r)
	}
	if err := p.Finish(g); err != nil {
		t.Fatal(err)
	}
	if err := slots.SaveBetweenLegs(c, "between", p, players); err != nil {
		t.Fatal(err)
	}
	between, err := LoadCampaign(c, find, slots.Dir+"/between"+Ext, slots)
	if err != nil {
		t.Fatal(err)
	}
	if between.Session != nil || between.Play.Next() != 1 || between.Players[units.Germany].Player != Standard {
		t.Fatalf("between legs: %+v", between)
	}

	s, err := StartLeg(c, between.Play, between.Players, slots)
	if err != nil {
		t.Fatal(err)
	}
	if want := SeedFor(s.Game().Options.Seed, units.Germany); s.Players[units.Germany].Seed != want {
		t.Errorf("the computer's seed is not the leg's")
	}
	if err := s.Save("during"); err != nil {
		t.Fatal(err)
	}
	during, err := LoadCampaign(c, find, slots.Dir+"/during"+Ext, slots)
	if err != nil {
		t.Fatal(err)
	}
	if during.Session == nil || during.Session.Campaign == nil || during.Session.Game().Hash() != s.Game().Hash() {
		t.Fatal("the leg in play did not come back")
	}
	list, err := slots.List()
	if err != nil || len(list) != 2 || list[0].Campaign == nil || list[0].Err != nil {
		t.Fatalf("slots %+v %v", list, err)
	}
	// A single game's save is no campaign.
	if err := slots.Save("single", s.Game(), nil); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadCampaign(c, find, slots.Dir+"/single"+Ext, slots); err == nil {
		t.Error("a single game loads as a campaign")
	}
}

// II.1.3 solo: a person (who only ever passes) against the computer,
// through a whole continue campaign to its result; the second leg is
// saved mid-way and loaded back, and the computer plays on from the
// save.
func TestII13_SoloCampaignToItsResult(t *testing.T) {
	c, d := testCampaign(t)
	slots := &Slots{Dir: t.TempDir()}
	p, err := campaign.Start(d, campaign.Continue, nil, 21)
	if err != nil {
		t.Fatal(err)
	}
	players := Players{units.Germany: {Player: Standard}}
	reloads := 0
	for !p.Over() {
		s, err := StartLeg(c, p, players, slots)
		if err != nil {
			t.Fatal(err)
		}
		reloaded := false
		for n := 0; n < 2000 && !s.Game().Over; n++ {
			if p.Next() == 1 && !reloaded && s.Game().Step == 2 {
				reloaded = true
				if err := s.Save("mid"); err != nil {
					t.Fatal(err)
				}
				r, err := LoadCampaign(c, campaign.Find([]*campaign.Def{d}), slots.Dir+"/mid"+Ext, slots)
				if err != nil {
					t.Fatal(err)
				}
				if r.Session.Game().Hash() != s.Game().Hash() || r.Play.Next() != 1 {
					t.Fatal("the leg in play did not come back")
				}
				s, p = r.Session, r.Play
				reloads++
			}
			if s.ComputerToMove() {
				computerOrders(t, s, 2000)
				continue
			}
			if _, err := s.Do(game.PassCommand(s.Game())); err != nil {
				t.Fatal(err)
			}
		}
		if err := p.Finish(s.Game()); err != nil {
			t.Fatal(err)
		}
	}
	if len(p.State.Results) < 2 || reloads != 1 {
		t.Fatalf("decided after %d legs, reloaded %d times", len(p.State.Results), reloads)
	}
	w, why := p.State.Winner()
	t.Logf("%d legs, winner %q: %s", len(p.State.Results), w, why)
}
