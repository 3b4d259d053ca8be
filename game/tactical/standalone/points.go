package standalone

import (
	"frontline/game/board"
	"frontline/game/hex"
	"frontline/game/tactical"
	"frontline/game/tactical/geom"
)

// PointsTurnLimit is the tactical turn limit of a points battle.
const PointsTurnLimit = 12

// Points is the Battle game of Inset II.3 with nothing authored: open
// ground crossed by two roads, north-south and north-west to south-east,
// their crossroads at the centre as the single primary objective (II.2.3), each side buying up to budget,
// the d20 deciding who chooses to attack, the attacker coming in from
// the north, and the terrain generator placing four features a side.
func Points(budget int) *Def {
	d := &Def{ID: "points", Name: "Points battle", File: "(points battle)",
		Briefing:  "Two forces of equal cost meet at a crossroads; whoever holds it when the fighting stops has won.",
		TurnLimit: PointsTurnLimit, Rules: tactical.Rules{Morale: true, TurnCap: PointsTurnLimit, LimitJudged: true}, Generate: 4,
		Terrain: board.Plains, AttackFrom: []hex.Direction{hex.N},
		Objectives: []Objective{{Name: "the crossroads", At: geom.Pt(0, 0), Radius: DefaultRadius}},
	}
	for _, e := range []hex.Direction{hex.N, hex.S, hex.NW, hex.SE} {
		d.Edges[e].Road = "road"
	}
	for i := range d.Sides {
		d.Sides[i] = SideDef{Side: Players[i], Budget: budget}
	}
	return d
}
