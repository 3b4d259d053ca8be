package campaign

import (
	"encoding/json"
	"strings"
	"testing"

	"frontline/game"
	"frontline/game/content"
)

// playLegs plays n legs of p between random players, each to its end.
func playLegs(t *testing.T, c *content.Content, p *Play, n int) {
	t.Helper()
	for range n {
		opts, err := p.NextOptions()
		if err != nil {
			t.Fatal(err)
		}
		g, r, err := game.PlayRandomGame(c, opts, opts.Seed, 20000, false)
		if err != nil || !r.Finished {
			t.Fatalf("leg %d: %v %+v", p.Next()+1, err, r)
		}
		if err := p.Finish(g); err != nil {
			t.Fatal(err)
		}
	}
}

// roundTrip is s written and read back as a save file holds it.
func roundTrip(t *testing.T, s Saved) Saved {
	t.Helper()
	body, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var out Saved
	if err := json.Unmarshal(body, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

func TestII13_SaveReplaysAndChecksEveryLeg(t *testing.T) {
	c, d := testContent(t), loadTestCampaign(t)
	p, err := Start(d, Continue, nil, 3)
	if err != nil {
		t.Fatal(err)
	}
	playLegs(t, c, p, 2)
	find := Find([]*Def{d})
	back, err := Restore(c, find, roundTrip(t, p.Saved(false)), "test")
	if err != nil {
		t.Fatal(err)
	}
	if back.Next() != 2 || back.Last.Hash() != p.Last.Hash() {
		t.Fatalf("restored at leg %d", back.Next()+1)
	}
	next, _ := p.NextOptions()
	if err := back.CheckNext(next); err != nil {
		t.Errorf("the next leg of the restored campaign: %v", err)
	}
	next.Seed++
	if err := back.CheckNext(next); err == nil {
		t.Error("a leg with other dice passes as the campaign's next")
	}

	tampered := []struct {
		name string
		edit func(s *Saved)
		want string
	}{
		{"result", func(s *Saved) { s.State.Results[0].Scores["us"] += 5 }, "replays to a different result"},
		{"leg seed", func(s *Saved) { s.Legs[1].Options.Seed++ }, "leg 2: leg 2 is not the leg the campaign starts there"},
		{"carry", func(s *Saved) { s.Legs[1].Options.Carry = nil }, "leg 2: leg 2 is not the leg"},
		{"missing leg", func(s *Saved) { s.Legs = s.Legs[:1] }, "1 legs recorded for 2 results"},
		{"campaign", func(s *Saved) { s.State.Campaign = "anzio" }, `no campaign "anzio"`},
		{"format", func(s *Saved) { s.Format = 9 }, "campaign save format 9"},
	}
	for _, tc := range tampered {
		s := roundTrip(t, p.Saved(false))
		tc.edit(&s)
		if _, err := Restore(c, find, s, "test"); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v (want %q)", tc.name, err, tc.want)
		}
	}
}
