package play

import (
	"fmt"
	"strconv"
	"strings"

	"frontline/game"
	"frontline/game/hex"
)

// AimAttack selects the viewer's unit id, as a click on its stack and its
// row would, and checks that it may attack a unit in hex h: with the
// pointer then resting on h, the outcome preview is computed and Ready
// waits for it (`frontline shot -attack`). The error lists the attacks
// that are possible instead.
func (s *Scene) AimAttack(id game.UnitID, h hex.Hex) error {
	s.start()
	if s.stale {
		s.refresh()
	}
	g := s.sess.Game()
	if !s.myDecision(game.PhaseCombat) {
		return fmt.Errorf("attacks are declared in your Combat Phase (-phase combat)")
	}
	u := g.Unit(id)
	if u == nil || u.Side != s.sess.Viewer || !u.Deployed() {
		return fmt.Errorf("unit %d is not one of your units on the map; %s", id, s.attackChoices())
	}
	s.sel = selection{} // a unit still selected would attack its hex at Select's click
	s.Select(u.Hex)
	s.selectUnit(id)
	s.refresh()
	if TargetIn(s.view, h, s.sel.targets) == 0 {
		return fmt.Errorf("unit %d has no target in %s; %s", id, h, s.attackChoices())
	}
	return nil
}

// attackChoices lists the attacks the viewer may declare now as the
// ID:CCRR pairs -attack takes.
func (s *Scene) attackChoices() string {
	g := s.sess.Game()
	var out []string
	for _, u := range s.view.Own {
		for _, h := range TargetHexes(s.view, g.AttackTargets(u.ID)) {
			out = append(out, strconv.Itoa(int(u.ID))+":"+h.String())
		}
	}
	if len(out) == 0 {
		return "no unit of yours can attack now"
	}
	return "possible: " + strings.Join(out, ", ")
}
