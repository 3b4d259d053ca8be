package render

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"frontline/game/campaign"
	rcampaign "frontline/render/campaign"
	"frontline/render/session"
	"frontline/render/victory"
	"frontline/render/widget"
)

// A campaign (II.1.3) runs through the app as: New campaign page → the
// campaign screen → a leg on the play screen → its victory screen → the
// campaign screen again, until the campaign's result is shown there.

// campaign shows the campaign screen of p, played by players; between
// legs it is autosaved.
func (a *app) campaign(p *campaign.Play, players session.Players) {
	a.closePlay()
	if a.cfg.Slots != nil && p.Next() > 0 {
		_ = a.cfg.Slots.SaveBetweenLegs(a.cfg.Content, session.Autosave, p, players) // as at a turn change: never fatal
	}
	if a.back == nil {
		if sc, err := a.cfg.Content.Scenario(p.State.Leg(p.Def, min(p.Next(), len(p.Def.Legs)-1)).Scenario); err == nil {
			a.back = widget.NewBackdrop(sc.Map)
		}
	}
	ebiten.SetWindowTitle("Frontline General — " + p.Def.Title)
	a.g.scenes.GoTo(rcampaign.New(rcampaign.Config{Content: a.cfg.Content, Play: p, Players: players, Slots: a.cfg.Slots,
		PlayLeg: func(s *session.Session) { _ = a.play(s) }, MainMenu: a.menu, Backdrop: a.back}))
}

// loadCampaign opens a campaign save: the leg in play, or the campaign
// screen between legs.
func (a *app) loadCampaign(path string) error {
	r, err := session.LoadCampaign(a.cfg.Content, campaign.Find(a.cfg.Campaigns), path, a.cfg.Slots)
	if err != nil {
		return err
	}
	if r.Session != nil {
		return a.play(r.Session)
	}
	a.campaign(r.Play, r.Players)
	return nil
}

// legOver records the end of a campaign's leg and sends the victory
// screen's button to the campaign screen.
func (a *app) legOver(sess *session.Session, vc *victory.Config) {
	p := sess.Campaign
	if p == nil {
		return
	}
	if p.Last != sess.Game() { // not recorded yet
		if err := p.Finish(sess.Game()); err != nil {
			return
		}
	}
	vc.Next, vc.NextLabel = func() { a.campaign(p, sess.Players) }, "To the campaign"
	vc.Kind = fmt.Sprintf("%s, leg %d of %d", p.Def.Title, len(p.State.Results), len(p.Def.Legs))
	if p.Over() {
		vc.NextLabel = "The campaign's result"
	}
}

// legTitle names a campaign's leg in play: "Avalanche, leg 2 of 3: The
// Naples Break-out"; title (the scenario's) for a single game.
func legTitle(sess *session.Session, title string) string {
	p := sess.Campaign
	if p == nil {
		return title
	}
	return fmt.Sprintf("%s, leg %d of %d: %s", p.Def.Title, p.Next()+1, len(p.Def.Legs), title)
}
