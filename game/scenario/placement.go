package scenario

import (
	"frontline/game/board"
	"frontline/game/hex"
	"frontline/game/units"
)

// placeable checks that a unit may stand on h: ships afloat, aircraft on
// an airfield unless airborne, everything else on ground it can occupy.
func (l *loader) placeable(path string, st *sideState, card *units.Card, h hex.Hex, inFlight bool) bool {
	t := l.s.Map.Terrain(h)
	switch card.Class {
	case units.Ship:
		if t != board.Sea && t != board.Coastal {
			l.errorf(path, "%s is a ship and %s is %s (ships start on sea or coastal hexes)", card.ID, h, t)
			return false
		}
		return true
	case units.Aircraft:
		if !inFlight {
			st.aircraft = append(st.aircraft, pendingAir{path: path, h: h})
		}
		return true
	}
	if !l.placeGround(path, card, h) {
		return false
	}
	if card.Special.Structure == units.Airfield {
		st.airfield[h] = true
	}
	return true
}

// placeGround checks a land unit or structure against the terrain of h
// (III.3.1; IV.1.3 for command posts).
func (l *loader) placeGround(path string, card *units.Card, h hex.Hex) bool {
	t := l.s.Map.Terrain(h)
	switch {
	case t == board.Sea:
		l.errorf(path, "%s cannot start on sea hex %s (land units need land or coast)", card.ID, h)
	case t == board.Impassable:
		l.errorf(path, "%s cannot start on %s: impassable mountain", card.ID, h)
	case t == board.Swamp && isCommand(card):
		l.errorf(path, "%s cannot be established in swamp hex %s (IV.1.3: passable, non-water, non-marsh)", card.ID, h)
	case t == board.Swamp && wheeled(card) && !l.roadIn(h):
		l.errorf(path, "%s cannot stand in swamp hex %s off the road (vehicles and guns need a road there)", card.ID, h)
	case card.Special.Structure == units.Airfield && t != board.Plains && !l.printedAirfield(h):
		l.errorf(path, "airfield at %s needs plains (%s is %s; III.3.1)", h, h, t)
	case card.Special.Structure == units.Port && t != board.Coastal:
		l.errorf(path, "port at %s needs a coastal hex (%s is %s)", h, h, t)
	default:
		return true
	}
	return false
}

// wheeled reports units that cannot leave a road in swamp.
func wheeled(c *units.Card) bool {
	switch c.Class {
	case units.Vehicle, units.Tank, units.Gun:
		return !c.Special.Amphibious
	}
	return false
}

// roadIn reports whether a road runs through h.
func (l *loader) roadIn(h hex.Hex) bool {
	if l.roads == nil {
		l.roads = map[hex.Hex]bool{}
		for _, r := range l.s.Map.Roads {
			for _, x := range r.Hexes {
				l.roads[x] = true
			}
		}
	}
	return l.roads[h]
}

func (l *loader) printedAirfield(h hex.Hex) bool {
	_, ok := l.s.Map.AirfieldAt(h)
	return ok
}

// parkedAircraft checks, once the side's own airfields are known, that
// every aircraft not in flight sits on an airfield (V.6: aircraft deploy
// and land at airfields; V.6.2: otherwise the scenario puts them in flight).
func (l *loader) parkedAircraft(st *sideState) {
	for _, a := range st.aircraft {
		if !l.printedAirfield(a.h) && !st.airfield[a.h] {
			l.errorf(a.path, "aircraft at %s is not on an airfield (park it on one, or set in_flight = true)", a.h)
		}
	}
}

// commandGround reports whether a command post or HQ may be established
// at h: passable land that is not swamp (IV.1.3).
func (l *loader) commandGround(h hex.Hex) bool {
	switch l.s.Map.Terrain(h) {
	case board.Sea, board.Impassable, board.Swamp:
		return false
	}
	return true
}
