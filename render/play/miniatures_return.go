package play

import (
	"math"

	"frontline/game"
	"frontline/game/hex"
	"frontline/render/markers"
	"frontline/render/sound"
)

// flipTicks is how long a marker takes to turn over at speed 1.
const flipTicks = 26

// returnAnimation shows the battle's results on the map as the window
// comes back to it: the battle hex pulses, the map's animations show
// what they show of the events (the markers of destroyed units fade),
// each unit the table damaged turns its marker over to the damaged face,
// and each unit that withdrew from the table glides from the battle hex
// to the hex it fell back to. before is the viewer's View as the battle
// opened, evs the battle's events as the viewer may see them.
func (s *Scene) returnAnimation(before game.View, evs []game.Event) {
	s.played(game.Command{Kind: game.CmdBattle}, before, evs)
	speed := s.cfg.Animation
	if speed <= 0 {
		return
	}
	s.pulse.add(s.table.at, false, int(math.Round(pulseTicks/speed)))
	g := s.sess.Game()
	pre, post := markers.StacksOf(before, g.Card), markers.StacksOf(s.sess.View(), g.Card)
	var steps []animStep // nothing else moves on the map while a battle is fought: every change is the battle's
	for _, st := range pre {
		for _, m := range st.Markers {
			to, ok := hexOf(m.Unit, post)
			if !ok {
				continue
			}
			if now, _, _ := markerOf(m.Unit, post); now.Damaged && !m.Damaged {
				during, _, _ := without(post, map[game.UnitID]bool{m.Unit: true})
				// Turned over where it stood, before any glide away.
				steps = append(steps, animStep{kind: animFlip, ticks: max(1, int(math.Round(flipTicks/speed))), to: st.Hex, m: m,
					effect: sound.Card, stacks: during})
			}
			if to == st.Hex {
				continue
			}
			move := game.Command{Kind: game.CmdMove, Unit: m.Unit, Path: []hex.Hex{to}}
			if gl, ok := glideOf(move, game.Event{Units: []game.UnitID{m.Unit}, Amount: 1}, pre, post); ok {
				gl.ticks = max(1, int(math.Round(float64(gl.ticks)/speed)))
				steps = append(steps, gl)
			}
		}
	}
	if len(steps) == 0 {
		return
	}
	if s.anim.on() {
		s.anim.steps = append(s.anim.steps, steps...)
		return
	}
	s.anim.final = post
	s.anim.begin(steps)
}
