package play

import (
	"math"

	"frontline/game"
	"frontline/game/hex"
	"frontline/render/markers"
)

// returnAnimation shows the battle's results on the map as the window
// comes back to it: the battle hex pulses (its markers show the losses
// and the damaged faces now), the map's animations show what they show
// of the events (the markers of destroyed units fade), then each unit
// that withdrew from the table glides from the battle hex to the hex it
// fell back to. before is the viewer's View as the battle opened, evs the battle's
// events as the viewer may see them.
func (s *Scene) returnAnimation(before game.View, evs []game.Event) {
	s.played(game.Command{Kind: game.CmdBattle}, before, evs)
	speed := s.cfg.Animation
	if speed <= 0 {
		return
	}
	s.pulse.add(s.table.at, false, int(math.Round(pulseTicks/speed)))
	g := s.sess.Game()
	pre, post := markers.StacksOf(before, g.Card), markers.StacksOf(s.sess.View(), g.Card)
	var glides []animStep
	for _, st := range pre {
		if st.Hex != s.table.at {
			continue
		}
		for _, m := range st.Markers {
			to, ok := hexOf(m.Unit, post)
			if !ok || to == st.Hex {
				continue
			}
			move := game.Command{Kind: game.CmdMove, Unit: m.Unit, Path: []hex.Hex{to}}
			if gl, ok := glideOf(move, game.Event{Units: []game.UnitID{m.Unit}, Amount: 1}, pre, post); ok {
				gl.ticks = max(1, int(math.Round(float64(gl.ticks)/speed)))
				glides = append(glides, gl)
			}
		}
	}
	if len(glides) == 0 {
		return
	}
	if s.anim.on() {
		s.anim.steps = append(s.anim.steps, glides...)
		return
	}
	s.anim.final = post
	s.anim.begin(glides)
}
