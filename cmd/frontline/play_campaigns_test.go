package main

import (
	"strings"
	"testing"

	"frontline/game/content"
)

func TestPlayOffersCampaignFiles(t *testing.T) {
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	shipped, err := campaignFiles(c, "")
	if err != nil {
		t.Fatal(err)
	}
	ids := map[string]int{}
	for _, d := range shipped {
		ids[d.ID] = len(d.Legs)
	}
	if ids["avalanche"] != 3 || ids["winter-line"] != 5 {
		t.Fatalf("shipped campaigns (id: legs) %v, want avalanche of 3 and winter-line of 5", ids)
	}
	const f = "../../game/campaign/testdata/intro3.toml"
	defs, err := campaignFiles(c, " "+f+" ,")
	if err != nil || len(defs) != len(shipped)+1 || defs[len(defs)-1].ID != "intro-three" {
		t.Fatalf("%v %v", defs, err)
	}
	if _, err := campaignFiles(c, f+","+f); err == nil || !strings.Contains(err.Error(), "given twice") {
		t.Errorf("the same campaign twice: %v", err)
	}
	if _, err := campaignFiles(c, "no-such-campaign.toml"); err == nil || !strings.Contains(err.Error(), "no-such-campaign.toml") {
		t.Errorf("a missing file: %v", err)
	}
}
