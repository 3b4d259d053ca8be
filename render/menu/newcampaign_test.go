package menu

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/campaign"
	"frontline/game/content"
	"frontline/game/units"
	"frontline/render/session"
)

// II.1.3: Main menu → New campaign; the suggested mode is chosen, the
// other one may be; with the computer on Germany and a typed seed, Start
// campaign hands on a campaign of that mode, seed and players.
func TestII13_NewCampaignPage(t *testing.T) {
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	d, err := campaign.LoadFile("../../game/campaign/testdata/intro3.toml", campaign.Known(c))
	if err != nil {
		t.Fatal(err)
	}
	var got *campaign.Play
	var gotPlayers session.Players
	h := newHarness(t, Config{Campaigns: []*campaign.Def{d}, StartCampaign: func(p *campaign.Play, pl session.Players) { got, gotPlayers = p, pl }})
	h.clickRect(h.s.items[itemCampaign].R)
	if h.s.Page() != NewCampaign {
		t.Fatalf("New campaign shows page %d", h.s.Page())
	}
	nc := h.s.nc
	if nc.modeChosen() != campaign.Continue || !strings.Contains(nc.legs.String(), "Continue: after each leg") {
		t.Fatalf("mode %s, text %q", nc.modeChosen(), nc.legs.String())
	}
	h.clickRect(nc.mode.Segment(0).R)
	if nc.modeChosen() != campaign.CleanSlate || !strings.Contains(nc.legs.String(), "Clean slate") {
		t.Errorf("clean slate chosen: mode %s, text %q", nc.modeChosen(), nc.legs.String())
	}
	h.clickRect(nc.players.side[1].Segment(1).R) // Germany: Computer: Standard
	h.clickRect(nc.seed.R)
	for range 12 {
		h.press(ebiten.KeyBackspace)
	}
	h.typeDigits("77")
	h.clickRect(nc.start.R)
	if got == nil {
		t.Fatalf("no campaign started (message %q)", nc.msg.String())
	}
	if got.State.Mode != campaign.CleanSlate || got.State.Seed != 77 || got.Def != d || gotPlayers[units.Germany].Player != session.Standard || len(gotPlayers) != 1 {
		t.Errorf("started %+v with players %v", got.State, gotPlayers)
	}
}
