package play

import (
	"fmt"
	"slices"

	"frontline/game"
	"frontline/game/cards"
)

// Rush Deployment (IV.3.6, game/rush_deployment.go), played from the
// hand or from the staging panel's button on the viewer's own turn: the
// staging list takes the choice (a click on a row adds the unit or takes
// it out; a unit that cannot be rushed says why), and "Rush" sends
// game.CmdRushDeployment. The rushed units then deploy in this turn's
// Deployment Phase, where the staging list lights their hexes as for any
// deployment. Each unit's bar is the engine's own (Game.RushBar).

// rushPlan is the Rush Deployment being planned.
type rushPlan struct {
	on    bool
	picks []game.UnitID
}

// rushWhy is why Rush Deployment cannot be played now, or "".
func (s *Scene) rushWhy() string {
	g := s.sess.Game()
	p := s.view.Pending
	switch {
	case s.view.Over || p.Kind != game.DecidePhase || p.Side != s.view.Side:
		return "Rush Deployment is played in one of your own phases (IV.3.6)"
	case !g.HasForwardHQ(s.view.Side):
		return "without your Forward HQ on the map no command card is played (Inset IV.2)"
	case !slices.Contains(s.view.Hand, string(cards.RushDeployment)):
		return "you hold no Rush Deployment card (IV.3.6)"
	}
	first := ""
	for _, e := range s.stage {
		why := g.RushBar(e.Unit.ID)
		if why == "" {
			return ""
		}
		if first == "" {
			first = stagedName(&e) + ": " + why
		}
	}
	if first == "" {
		return "nothing is staged to rush (III.4)"
	}
	return "no staged unit can be rushed now. " + upperFirst(first)
}

// startRush opens the staging list to choose the units.
func (s *Scene) startRush() string {
	if why := s.rushWhy(); why != "" {
		s.say(why, true)
		return ""
	}
	s.planr.sortie, s.planr.fire, s.planr.enc = sortiePlan{}, firePlan{}, encirclePlan{}
	s.planr.rush = rushPlan{on: true}
	s.ord.stopAim()
	s.staging, s.stagedSel = true, 0
	s.stale = true
	return "Rush Deployment: click the staged units to bring forward"
}

func (s *Scene) rushValid() bool {
	p := s.view.Pending
	return s.planr.rush.on && s.stagingOpen() && p.Kind == game.DecidePhase && p.Side == s.view.Side && !s.view.Over
}

// rushRow is a click on a staging row while choosing.
func (s *Scene) rushRow(id game.UnitID) {
	r := &s.planr.rush
	s.stale = true
	if i := slices.Index(r.picks, id); i >= 0 {
		r.picks = slices.Delete(r.picks, i, i+1)
		return
	}
	if why := s.sess.Game().RushBar(id); why != "" {
		s.say("Cannot rush it: "+why, true)
		return
	}
	r.picks = append(r.picks, id)
}

// rushWords is a staging row's second line while choosing.
func (s *Scene) rushWords(e *StagedEntry) (string, bool) {
	if slices.Contains(s.planr.rush.picks, e.Unit.ID) {
		return "chosen: deploys at the end of this turn", true
	}
	if s.sess.Game().RushBar(e.Unit.ID) != "" {
		return "cannot be rushed · click to see why", false
	}
	return "click to rush it", false
}

// rushOrders fills the panel's list while choosing.
func (s *Scene) rushOrders() {
	o := &s.planr
	r := &o.rush
	o.head.Set("Rush Deployment")
	why := ""
	if len(r.picks) == 0 {
		why = "click the staged units to rush in the list above"
	}
	label := "Rush " + fmt.Sprint(len(r.picks)) + " unit" + plural(len(r.picks))
	o.add(label, why == "", why, func() {
		if s.do(game.Command{Kind: game.CmdRushDeployment, Units: slices.Clone(r.picks)}) {
			s.planr.rush = rushPlan{}
			s.say("Rush Deployment played: the rushed units deploy in this turn's Deployment Phase", false)
		}
	}).primary()
	o.add("Cancel", true, "", func() { s.plansCancel() })
}

// rushInfo is the panel's line while choosing.
func (s *Scene) rushInfo() (string, bool) {
	n := len(s.planr.rush.picks)
	return fmt.Sprintf("Rush Deployment (IV.3.6): %d unit%s chosen. Units bought in an earlier turn may deploy in this turn's Deployment Phase, at the end of your turn, where the list then lights their hexes. Click a row to add or remove it; Esc cancels.",
		n, plural(n)), false
}

// stagingRushButton offers Rush Deployment under the staging list when
// the card is in the hand (rushOffer, combat_orders.go).
func (s *Scene) stagingRushButton() {
	if !s.stagingOpen() || !slices.Contains(s.view.Hand, string(cards.RushDeployment)) {
		return
	}
	why := s.rushWhy()
	s.planr.add("Play Rush Deployment", why == "", why, func() {
		if msg := s.startRush(); msg != "" {
			s.say(msg, false)
		}
	})
}
