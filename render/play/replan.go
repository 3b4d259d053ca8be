package play

import (
	"frontline/game"
)

// Sending a flight home mid-Combat-Phase (VI.2.3, game/air_replan.go):
// for an own aircraft in flight selected in the Combat Phase, one button
// per airfield it can reach (the nearest few), or one disabled button
// with the engine's reason (Game.ReturnFields).

// maxReturnFields is how many airfields are offered.
const maxReturnFields = 3

// flightOf is the selected aircraft's flight: the aircraft of its sortie
// flying with it.
func flightOf(g *game.Game, u *game.Unit) []game.UnitID {
	ids := []game.UnitID{u.ID}
	if so := g.SortieOf(u.ID); so != nil {
		for _, id := range so.Units {
			if w := g.Unit(id); id != u.ID && w != nil && w.Hex == u.Hex && w.InFlight == u.InFlight {
				ids = append(ids, id)
			}
		}
	}
	return ids
}

// returnOrders adds the return-to-base buttons for the selected aircraft
// in flight (combatOrders).
func (s *Scene) returnOrders(u *game.Unit) {
	g := s.sess.Game()
	if !isAircraft(u) || !u.InFlight || g.SortieOf(u.ID) == nil {
		return
	}
	o := &s.planr
	if o.head.String() == "" {
		o.head.Set("Flight")
	}
	ids := flightOf(g, u)
	fields, err := g.ReturnFields(s.view.Side, ids)
	if err != nil {
		o.add("Return to base", false, err.Error(), nil)
		return
	}
	for i, f := range fields[:min(len(fields), maxReturnFields)] {
		b := o.add("Return to "+f.String(), true, "", func() {
			h := f
			if s.do(game.Command{Kind: game.CmdReturnToBase, Units: ids, Hex: &h}) {
				s.say("The flight drops its mission and flies home to "+h.String()+" as the phase ends", false)
			}
		})
		if i == 0 {
			b.primary()
		}
	}
}
