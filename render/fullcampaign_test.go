package render

import (
	"os"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/campaign"
	"frontline/game/content"
	"frontline/game/units"
	"frontline/render/input"
	"frontline/render/internal/displaytest"
	"frontline/render/session"
	"frontline/render/settings"
)

// A whole hot-seat Campaign Game (II.1.3) of three legs played through
// the client: Main menu → New campaign (continue mode, a typed seed) →
// the campaign screen → each leg played as the whole-game test plays the
// introduction (render/fullgame_test.go) → its victory screen → back to
// the campaign screen, to the campaign's result. The third leg is picked
// to come before the second, the campaign is saved on the campaign screen
// and loaded back from the Load page, and the first leg is saved and
// loaded back through the pause menu. The campaign is the test campaign
// of game/campaign (the introduction three times, one turn a side a leg).
// Screenshots: campaign-*.png in the artefacts directory.
const fullCampaignChildEnv = "FRONTLINE_FULLCAMPAIGN_CHILD"

func TestII13_WholeCampaignThroughTheScreen(t *testing.T) {
	if testing.Short() {
		t.Skip("a whole campaign: not with -short")
	}
	displaytest.Need(t)
	runChild(t, []string{"-test.run=^TestII13_WholeCampaignChild$", "-test.v", "-test.timeout=30m"}, fullCampaignChildEnv+"=1")
}

func TestII13_WholeCampaignChild(t *testing.T) {
	if os.Getenv(fullCampaignChildEnv) == "" {
		t.Skip("runs only as the child of TestII13_WholeCampaignThroughTheScreen")
	}
	runDriver(t, playFullCampaign)
}

// campaignDriver is the whole-game driver with what the campaign adds.
type campaignDriver struct {
	*driver
	legs      int  // victory screens passed
	picked    bool // a later leg was picked to come next
	savedLoad bool // the campaign was saved and loaded between legs
}

func playFullCampaign(t *testing.T, l *frameLoop) {
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	def, err := campaign.LoadFile("../game/campaign/testdata/intro3.toml", campaign.Known(c))
	if err != nil {
		t.Fatal(err)
	}
	st := settings.Defaults()
	st.Interface.Animation = 4
	h := &appHarness{t: t, in: &input.Fake{X: -1, Y: -1}, screen: ebiten.NewImage(1280, 800)}
	h.slots = &session.Slots{Dir: t.TempDir()}
	h.a = newApp(AppConfig{Content: c, Slots: h.slots, Settings: st, Campaigns: []*campaign.Def{def}}, h.in)
	l.run(func() { h.a.g.Layout(1280, 800) })
	d := &campaignDriver{driver: &driver{appHarness: h, loop: l, totals: map[string]int{}, shots: map[string]bool{},
		saveStep: 2, prefix: "campaign"}}
	for d.frames < fullGameFrames {
		d.look()
		if d.busy || len(d.spots) == 0 && d.scene != "play" {
			for range 6 {
				d.step()
			}
			continue
		}
		switch d.scene {
		case "menu":
			d.snap("menu")
			d.click("menu.campaign")
		case "newcampaign":
			d.newCampaign()
		case "campaign":
			if d.campaignScreen() {
				return
			}
		case "handoff":
			d.click("handoff")
		case "play":
			d.play()
		case "victory":
			d.legs++
			d.snapAlways("victory")
			d.click("victory.menu")
			d.until("the campaign screen", func() bool { return d.scene == "campaign" && !d.busy })
		case "load":
			d.click("load.load")
		case "":
			d.step()
		default:
			d.fail("unexpected scene %q", d.scene)
		}
	}
	d.fail("no campaign result after %d frames", d.frames)
}

func (d *campaignDriver) newCampaign() {
	d.snap("newcampaign")
	d.click("newcampaign.mode/continue")
	d.click("newcampaign.seed")
	for range 20 {
		d.in.Press(ebiten.KeyBackspace)
		d.step()
	}
	d.in.Type("5")
	d.step()
	d.click("newcampaign.start")
	d.until("the campaign screen", func() bool { return d.scene == "campaign" && !d.busy })
}

// campaignScreen acts on the campaign screen; it reports the end.
func (d *campaignDriver) campaignScreen() bool {
	p := d.a.g.scenes.Current().(interface{ Play() *campaign.Play }).Play()
	if p.Over() {
		d.snapAlways("result")
		d.result(p)
		return true
	}
	d.snapAlways("screen-leg" + string(rune('1'+p.Next())))
	switch {
	case p.Next() == 1 && !d.picked:
		d.picked = true
		order := append([]int(nil), p.State.Order...)
		d.click("campaign.leg/3")
		if p.State.Order[1] != order[2] || p.State.Order[2] != order[1] {
			d.fail("picking leg 3 gave the order %v (was %v)", p.State.Order, order)
		}
		return false
	case p.Next() == 1 && !d.savedLoad:
		d.saveAndLoadCampaign(p)
		return false
	}
	if p.Next() == 1 && p.State.Mode == campaign.Continue {
		if s, _ := d.spot("campaign.play"); !s.Enabled {
			d.fail("Play is not offered")
		}
	}
	d.click("campaign.play")
	d.until("the next leg", func() bool { return d.a.ps != nil && !d.busy })
	return false
}

// saveAndLoadCampaign saves the campaign on its screen, leaves for the
// main menu and loads it back from the Load page.
func (d *campaignDriver) saveAndLoadCampaign(p *campaign.Play) {
	d.savedLoad = true
	d.click("campaign.save")
	d.click("campaign.menu")
	d.until("the main menu", func() bool { return d.scene == "menu" && !d.busy })
	d.click("menu.load")
	d.until("the Load page", func() bool { return len(d.named("load.slot/")) > 0 })
	d.snap("load")
	d.click("load.slot/campaign intro-three")
	d.click("load.load")
	d.until("the campaign screen", func() bool { return d.scene == "campaign" && !d.busy })
	back := d.a.g.scenes.Current().(interface{ Play() *campaign.Play }).Play()
	if back == p || back.Next() != 1 || back.Last.Hash() != p.Last.Hash() || back.State.Order[1] != p.State.Order[1] {
		d.fail("the campaign loaded back is not the one saved (leg %d)", back.Next()+1)
	}
	d.totals["campaign save and load"]++
}

func (d *campaignDriver) result(p *campaign.Play) {
	winner, why := p.State.Winner()
	d.t.Logf("campaign over after %d legs: %q, %s; %d frames", len(p.State.Results), winner, why, d.frames)
	for i, r := range p.State.Results {
		d.t.Logf("  leg %d %s: winner %q, US %d, Germany %d", i+1, r.Scenario, r.Winner, r.Scores[units.US], r.Scores[units.Germany])
	}
	if d.legs != len(p.State.Results) {
		d.t.Errorf("%d victory screens for %d legs", d.legs, len(p.State.Results))
	}
	if d.totals["save and load"] != 1 || d.totals["campaign save and load"] != 1 {
		d.t.Errorf("saved and loaded %d times during a leg, %d between legs", d.totals["save and load"], d.totals["campaign save and load"])
	}
	if s, ok := d.spot("campaign.play"); ok {
		d.t.Errorf("a decided campaign still offers %q", s.Label)
	}
	for _, s := range d.named("campaign.leg/") {
		if strings.HasPrefix(s.Label, "Next") {
			d.t.Errorf("a decided campaign still has a next leg: %+v", s)
		}
	}
	// The last leg's carry: every leg after the first began with the
	// survivors of the one before in its staging area.
	if p.State.Mode != campaign.Continue || p.Legs[1].Options.Carry == nil || len(p.Legs[1].Options.Carry.Units) == 0 {
		d.t.Error("the second leg did not continue from the first")
	}
}
