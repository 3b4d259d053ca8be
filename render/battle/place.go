package battle

import (
	"math/rand/v2"

	"frontline/game/tactical"
	"frontline/game/tactical/geom"
)

// placingTurn reports whether the viewer places a unit now; it ends
// "Place the rest for me" once placement is over.
func (s *Scene) placingTurn() bool {
	b := s.m.Battle()
	if b.Pending.Kind != tactical.DecidePlace {
		s.placeRest = ""
		return false
	}
	return b.Pending.Side == s.placeRest && s.viewer == s.placeRest && !s.fx.busy()
}

// autoPlace puts the unit chosen in the panel on a legal spot: random
// points of the table, tried until one passes the placement rules
// (IX.4.3), facing across the table; the scan of Battle.Spot when the
// zone is too narrow for chance to find. The points come from the
// match's seed and length, never from the game's dice.
func (s *Scene) autoPlace() {
	b := s.m.Battle()
	u := s.side.placing(s)
	if u == nil {
		return
	}
	r := rand.New(rand.NewPCG(s.m.Salt(), uint64(s.m.Stamp())))
	alt := int64(0)
	if u.Aircraft() {
		alt = 10 * geom.Inch
	}
	to, ok := geom.Point{}, false
	for range 200 {
		p := geom.Pt(r.Int64N(2*geom.Circumradius+1)-geom.Circumradius, r.Int64N(2*geom.Apothem+1)-geom.Apothem)
		if b.CheckPlace(u, p, alt) == nil {
			to, ok = p, true
			break
		}
	}
	if !ok {
		if to, ok = b.Spot(u, alt); !ok {
			s.say(u.Card.Name+" has nowhere to stand in its zone (IX.4.3)", true)
			s.placeRest = ""
			return
		}
	}
	s.do(tactical.Command{Kind: tactical.CmdPlace, Unit: u.ID, To: to, Facing: s.defaultFacing(u, to), Alt: alt})
}
