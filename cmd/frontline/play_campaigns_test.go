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
	const f = "../../game/campaign/testdata/intro3.toml"
	defs, err := campaignFiles(c, " "+f+" ,")
	if err != nil || len(defs) != 1 || defs[0].ID != "intro-three" {
		t.Fatalf("%v %v", defs, err)
	}
	if _, err := campaignFiles(c, f+","+f); err == nil || !strings.Contains(err.Error(), "given twice") {
		t.Errorf("the same campaign twice: %v", err)
	}
	if _, err := campaignFiles(c, "no-such-campaign.toml"); err == nil || !strings.Contains(err.Error(), "no-such-campaign.toml") {
		t.Errorf("a missing file: %v", err)
	}
	if defs, err := campaignFiles(c, ""); err != nil || defs != nil {
		t.Errorf("no flag: %v %v", defs, err)
	}
}
