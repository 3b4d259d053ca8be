package game

import (
	"fmt"
	"slices"

	"frontline/game/combat"
	"frontline/game/hex"
	"frontline/game/units"
)

// Obstacles (glossary Obstacle (Infantry) and Obstacle (Vehicle), VI.5.1):
// a unit of a kind an obstacle stops that enters the obstacle's hex is
// attacked by it once, as by an attacking unit but with no initiative,
// since this is no engagement: the obstacle's weapon against that kind,
// with its DI and an intensity roll on a hit. The obstacle stops units of
// every country; only when it stands with an emplacement or structure of
// its controller does it guard that perimeter and let the controller's
// own units through. A damaged obstacle lets its safe passage number of
// units through each turn unharmed (its OnDamage effect).

// EvObstacleAttack: an obstacle attacked a unit entering its hex, or let
// it through; Units lists the obstacle and the unit.
const EvObstacleAttack EventKind = "obstacle_attack"

// obstacleRule is the rule section obstacle attacks cite.
const obstacleRule = "glossary, Obstacle"

// stops reports whether obstacle o attacks units of kind k.
func stops(o *Unit, k units.Target) bool {
	return o.Card.Class == units.Obstacle && slices.Contains(o.Card.Special.ObstacleFor, k)
}

// guardsPerimeter: o stands with an emplacement or structure of its
// controller and lets that side's units through.
func (g *Game) guardsPerimeter(o *Unit) bool {
	for _, s := range g.unitsIn(o.Hex) {
		if s.Side == o.Side && (s.Card.Class == units.Emplacement || s.Card.Class == units.Structure) {
			return true
		}
	}
	return false
}

// crossObstacles lets each obstacle in h attack u, which has just entered
// h on a move; the events go to evs and, once a die is rolled on an own
// obstacle, the move can no longer be taken back. It reports whether the move ends here
// because u was destroyed.
func (g *Game) crossObstacles(u *Unit, h hex.Hex, evs *[]Event, rec *MoveRecord) bool {
	kind := u.Card.TargetKind()
	for _, o := range g.unitsIn(h) {
		if !stops(o, kind) || (o.Side == u.Side && g.guardsPerimeter(o)) {
			continue
		}
		if o.PassStep != g.Step {
			o.PassStep, o.Passed = g.Step, 0
		}
		if o.Passed < o.Face().SafePassage {
			o.Passed++
			*evs = append(*evs, Event{Kind: EvObstacleAttack, Side: o.Side, Units: []UnitID{o.ID, u.ID}, Rule: obstacleRule,
				Text: fmt.Sprintf("%s crosses %s through a gap, unharmed (%d of %d this turn).", g.describe(u), g.describe(o), o.Passed, o.Face().SafePassage)})
			continue
		}
		idx := slices.IndexFunc(o.Face().Weapons, func(w units.Weapon) bool { return w.Hits(kind) })
		if idx < 0 {
			continue
		}
		// An enemy obstacle is contact, which already bars the undo.
		if g.obstacleShot(o, idx, u, h, evs) && o.Side == u.Side && rec.Barred == "" {
			rec.Barred = fmt.Sprintf("%s was attacked by %s, and rolls stand (%s)", g.describe(u), g.describe(o), obstacleRule)
		}
		if !u.Deployed() {
			return true
		}
	}
	return false
}

// obstacleShot fires obstacle o's weapon idx at u in h and applies the
// result (Inset V.6 steps 5-9 without initiative). It reports whether
// dice were rolled.
func (g *Game) obstacleShot(o *Unit, idx int, u *Unit, h hex.Hex, evs *[]Event) bool {
	w := o.Face().Weapons[idx]
	s := combat.Shot{Weapon: w, Target: u.Card, TargetDamaged: u.Damaged, UseAP: w.AP > 0 && u.Face().Defense >= 2}
	r, err := combat.Resolve(g.dice.Rule(obstacleRule), s)
	ev := Event{Kind: EvObstacleAttack, Side: o.Side, Units: []UnitID{o.ID, u.ID}, Rule: obstacleRule, Rolls: g.dice.TakeRolls()}
	head := fmt.Sprintf("%s attacks %s crossing into %s with %s", g.describe(o), g.describe(u), h, w.Name)
	if err != nil {
		ev.Text = fmt.Sprintf("%s: the attack cannot be resolved (%v).", head, err)
		*evs = append(*evs, ev)
		return false
	}
	crew := g.crewOf(u)
	for _, m := range g.moveGroup(u) {
		m.Hex = h // the unit (and its crew) stand in the obstacle's hex now
	}
	var more []Event
	outcome := ""
	switch st := combat.After(u.Card, u.Damaged, r); {
	case !r.Hit || r.NoEffect || (r.Net == 0 && !r.Critical):
	case st == combat.Destroyed:
		outcome = " → destroyed"
		more = g.obstacleKill(o, u, "attacked crossing an obstacle ("+obstacleRule+")")
	case st == combat.Damaged && !u.Damaged:
		outcome, u.Damaged = " → damaged", true
	default:
		outcome = " → holds"
	}
	if crew != nil && u.Deployed() && r.Pierced && r.CrewDamage > 0 {
		ev.Units = append(ev.Units, crew.ID)
		switch combat.Outcome(crew.Card, crew.Damaged, r.CrewDamage) {
		case combat.Destroyed:
			outcome += fmt.Sprintf("; %s inside is killed", g.describe(crew))
			more = append(more, g.obstacleKill(o, crew, "a hit through the armour (VI.7.3)")...)
		case combat.Damaged:
			outcome += fmt.Sprintf("; %s inside is damaged", g.describe(crew))
			crew.Damaged = true
		}
	}
	ev.Text = head + ": " + shotText(s, r, nil) + outcome + "."
	*evs = append(append(*evs, ev), more...)
	return true
}

// obstacleKill destroys u: an enemy's obstacle scores as a kill (Table
// II.1); one's own obstacle gives the enemy nothing.
func (g *Game) obstacleKill(o, u *Unit, why string) []Event {
	if o.Side == u.Side {
		return g.wreck(u, u.Side, why)
	}
	return g.destroyUnit(u, why)
}
