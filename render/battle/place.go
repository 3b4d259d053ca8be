package battle

import (
	"frontline/game/ai"
	"frontline/game/tactical"
	"frontline/game/tactical/geom"
)

// placingTurn reports whether the viewer places a unit now; it ends
// "Place the rest for me" once placement is over.
func (s *Scene) placingTurn() bool {
	b := s.m.Battle()
	if b.Pending.Kind != tactical.DecidePlace {
		clear(s.placeRest)
		return false
	}
	return s.placeRest[b.Pending.Side] && s.viewer == b.Pending.Side && !s.fx.busy()
}

// autoPlace puts the unit chosen in the panel where the computer player
// would put it (ai.AdvisePlace: the best-scoring ground of its zone,
// facing the enemy's approach); the scan of Battle.Spot when it finds
// none.
func (s *Scene) autoPlace() {
	b := s.m.Battle()
	u := s.side.placing(s)
	if u == nil {
		return
	}
	if c, ok := ai.AdvisePlace(b, s.adviceInput(b), u.ID); ok {
		s.do(c)
		return
	}
	alt := int64(0)
	if u.Aircraft() {
		alt = 10 * geom.Inch
	}
	to, ok := b.Spot(u, alt)
	if !ok {
		s.say(u.Card.Name+" has nowhere to stand in its zone (IX.4.3)", true)
		delete(s.placeRest, s.viewer)
		return
	}
	s.do(tactical.Command{Kind: tactical.CmdPlace, Unit: u.ID, To: to, Facing: s.defaultFacing(u, to), Alt: alt})
}

// adviceInput is what the viewer knows of battle b, as the computer
// player would be told it: the view, the rules and the objectives.
func (s *Scene) adviceInput(b *tactical.Battle) *ai.TableInput {
	in := &ai.TableInput{View: b.View(s.viewer), Rules: b.Rules, Enemy: b.Sides[0]}
	if in.Enemy == s.viewer {
		in.Enemy = b.Sides[1]
	}
	for _, o := range s.m.Objectives() {
		in.Objectives = append(in.Objectives, ai.TableObjective{At: o.At, Radius: o.Radius})
	}
	return in
}
