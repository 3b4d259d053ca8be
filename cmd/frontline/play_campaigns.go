package main

import (
	"strings"

	"frontline/game/campaign"
	"frontline/game/content"
)

// campaignFiles is the campaigns shipped with the game and those of
// play's -campaigns flag (comma-separated paths), checked against the
// scenarios of c; two of one id are refused.
func campaignFiles(c *content.Content, list string) ([]*campaign.Def, error) {
	out, err := campaign.Shipped(c)
	if err != nil {
		return nil, err
	}
	for _, path := range strings.Split(list, ",") {
		if path = strings.TrimSpace(path); path == "" {
			continue
		}
		d, err := campaign.LoadFile(path, campaign.Known(c))
		if err != nil {
			return nil, err
		}
		if _, err := campaign.Find(out)(d.ID); err == nil {
			return nil, &dupCampaign{path, d.ID}
		}
		out = append(out, d)
	}
	return out, nil
}

type dupCampaign struct{ path, id string }

func (e *dupCampaign) Error() string {
	return e.path + ": campaign id " + e.id + " is given twice"
}
