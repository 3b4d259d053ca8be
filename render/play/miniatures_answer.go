package play

import "frontline/game"

// computerAnswered tells the person the computer's answer to a proposal
// of miniatures (IX.1), which the log alone kept quiet: a decline is
// said on the map, where the engagement goes on; an acceptance over the
// battle table it opens, once the camera has flown in.
func (s *Scene) computerAnswered(cmd game.Command, evs []game.Event) {
	if cmd.Kind != game.CmdAnswerMiniatures {
		return
	}
	for _, ev := range evs {
		if ev.Kind != game.EvMiniatures || ev.Side != cmd.Side {
			continue
		}
		if cmd.Option == game.Accept {
			s.table.news = ev.Text
		} else {
			s.say(ev.Text, false)
		}
		return
	}
}
