package main

import (
	"bytes"
	"strings"
	"testing"
)

// validate reads campaign files with the campaign loader, against the
// scenarios this version ships.
func TestValidateChecksCampaignFiles(t *testing.T) {
	var out bytes.Buffer
	if err := validate(&out, []string{"../../game/campaign/testdata/intro3.toml"}); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	if !strings.Contains(out.String(), "intro3.toml: ok (campaign)") {
		t.Errorf("output:\n%s", out.String())
	}
}
