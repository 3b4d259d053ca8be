package main

import (
	"os"
	"testing"

	"frontline/game"
	"frontline/game/campaign"
	"frontline/game/content"
	"frontline/render/session"
)

// A campaign's save replays through `frontline replay` as the save of
// its leg: here the second leg, continued from the first.
func TestReplayReadsACampaignSave(t *testing.T) {
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	d, err := campaign.LoadFile("../../game/campaign/testdata/intro3.toml", campaign.Known(c))
	if err != nil {
		t.Fatal(err)
	}
	p, err := campaign.Start(d, campaign.Continue, nil, 4)
	if err != nil {
		t.Fatal(err)
	}
	opts, _ := p.NextOptions()
	g, r, err := game.PlayRandomGame(c, opts, opts.Seed, 20000, false)
	if err != nil || !r.Finished {
		t.Fatalf("%v %+v", err, r)
	}
	if err := p.Finish(g); err != nil {
		t.Fatal(err)
	}
	slots := &session.Slots{Dir: t.TempDir()}
	if err := slots.SaveBetweenLegs(c, "c", p, nil); err != nil {
		t.Fatal(err)
	}
	stdout := os.Stdout
	os.Stdout, _ = os.Open(os.DevNull)
	defer func() { os.Stdout = stdout }()
	if err := runReplay([]string{slots.Dir + "/c" + session.Ext}); err != nil {
		t.Error(err)
	}
}
