package tactical

import (
	"fmt"
	"slices"
	"sync"

	"frontline/game/combat"
	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// The hex's obstacles and structures on the table (IX.4.3, glossary
// Obstacle, Q129). They come in the Setup as Forces like any unit; the
// defender places them anywhere, as part of the alternating placement,
// and they never move or turn after. An obstacle covers a belt
// ObstacleLength wide across its facing and ObstacleDepth deep; it
// protects the defender (IX.4.3), whoever built it, so the defender's own
// units cross it freely. An enemy unit of a kind it stops whose move
// enters the belt is attacked once by it, as on the map (game/obstacles.go):
// its weapon against that kind, no initiative, DI and intensity on a hit;
// a damaged obstacle lets its safe passage number of units through each
// tactical turn unharmed. Obstacles never fire in combat rounds but may be
// fired at. Structures (command posts, HQs, airfields, ports, bridges)
// are targets and nothing else; neither keeps a side in the battle.

// The belt an obstacle covers, in hundredths of an inch: 2,400 yards of
// wire or mines across an approach, 400 deep.
const (
	ObstacleLength = 12 * geom.Inch
	ObstacleDepth  = 2 * geom.Inch
)

// obstacleMargin is the least distance from an obstacle's centre to the
// table's edge: half the belt's diagonal, rounded up.
const obstacleMargin = 609

// edgeBands are the strips along the six sides an obstacle's centre keeps
// out of.
var edgeBands = sync.OnceValue(func() []geom.Polygon {
	var out []geom.Polygon
	for s := range geom.Side(6) {
		band, err := s.Band(0, obstacleMargin)
		if err != nil {
			panic(err) // fixed numbers: a failure is a programming error
		}
		out = append(out, band)
	}
	return out
})

// ObstacleRule is the section obstacle attacks cite.
const ObstacleRule = "glossary, Obstacle"

// Fixed reports whether u is an obstacle or a structure: placed once,
// taking no orders after.
func (u *Unit) Fixed() bool { return fixedClass(u.Card.Class) }

// fights reports whether u keeps its side in the battle (checkGone).
func (u *Unit) fights() bool { return !u.Fixed() }

// ObstacleArea is the belt an obstacle placed at p facing f covers.
func ObstacleArea(p geom.Point, f geom.Angle) (geom.Polygon, error) {
	return geom.Rect(p, f+geom.Quarter, ObstacleLength, ObstacleDepth)
}

// structureFeature is the table feature a structure of the map stands on
// when the table has it (IX.4.2 draws them from the hex).
var structureFeature = map[units.StructureKind]string{units.Airfield: "airfield", units.Port: "port", units.Bridge: "bridge"}

// checkFixed says why fixed unit u may not be placed at p: an obstacle
// stands far enough inside the table for its belt to lie on it at any
// facing; an airfield, port or bridge stands on its feature when the table
// has one.
func (b *Battle) checkFixed(u *Unit, p geom.Point) error {
	if u.Card.Class == units.Obstacle {
		for _, band := range edgeBands() {
			if band.ContainsStrictly(p) {
				return refuse("IX.4.3", "the belt of %s would run off the table: its centre stands %s\" inside the edge at least", b.describe(u), inches(obstacleMargin))
			}
		}
		return nil
	}
	id, ok := structureFeature[u.Card.Special.Structure]
	if !ok {
		return nil
	}
	found := false
	for _, ft := range b.Table.Features() {
		if ft.Kind.ID == id {
			found = true
			if ft.Shape.Contains(p) {
				return nil
			}
		}
	}
	if found {
		return refuse("IX.4.3", "%s stands on the table's %s", b.describe(u), id)
	}
	return nil
}

// crossObstacles lets every obstacle the group's move a→…→to enters
// attack each member of a kind it stops (the movers have reached to).
func (b *Battle) crossObstacles(grp []*Unit, pts []geom.Point) []Event {
	var evs []Event
	for i := range b.Units {
		o := &b.Units[i]
		if o.Card.Class != units.Obstacle || !o.Active() || o.Role == grp[0].Role || !entersArea(o.Area, pts) {
			continue
		}
		for _, r := range grp {
			if r.Status == OnTable && slices.Contains(o.Card.Special.ObstacleFor, r.Card.TargetKind()) {
				evs = append(evs, b.obstacleAttack(o, r)...)
			}
		}
	}
	return evs
}

// entersArea: a path starting outside area touches it.
func entersArea(area geom.Polygon, pts []geom.Point) bool {
	if area.Empty() || area.Contains(pts[0]) {
		return false
	}
	for i := 1; i < len(pts); i++ {
		if area.Touches(pts[i-1], pts[i]) {
			return true
		}
	}
	return false
}

// obstacleAttack: o attacks u crossing it, or lets it through a gap.
func (b *Battle) obstacleAttack(o, u *Unit) []Event {
	ids := []UnitID{o.ID, u.ID}
	if o.PassTurn != b.Turn {
		o.PassTurn, o.Gaps = b.Turn, 0
	}
	if o.Gaps < o.Face().SafePassage {
		o.Gaps++
		return []Event{{Kind: EvObstacle, Side: o.Side, Units: ids, Rule: ObstacleRule,
			Text: fmt.Sprintf("%s crosses %s through a gap, unharmed.", b.describe(u), b.describe(o))}}
	}
	b.reveal(u) // the defender knows where its belt was crossed
	kind := u.Card.TargetKind()
	wi := slices.IndexFunc(o.Face().Weapons, func(w units.Weapon) bool { return w.Hits(kind) })
	if wi < 0 {
		return nil
	}
	w := o.Face().Weapons[wi]
	s := combat.Shot{Weapon: w, Target: u.Card, TargetDamaged: u.Damaged, UseAP: w.AP > 0 && u.Face().Defense >= 2}
	r, err := combat.Resolve(b.dice.Rule(ObstacleRule), s)
	ev := Event{Kind: EvObstacle, Side: o.Side, Units: ids, Rule: ObstacleRule, Rolls: b.dice.TakeRolls()}
	head := fmt.Sprintf("%s attacks %s crossing it with %s", b.describe(o), b.describe(u), w.Name)
	switch {
	case err != nil:
		ev.Text = fmt.Sprintf("%s: the attack cannot be resolved (%v).", head, err)
		return []Event{ev}
	case r.Jammed:
		r.Jammed, r.Hit = false, false // no weapon to jam: a natural 1 misses
	}
	ev.Text = fmt.Sprintf("%s: d20 %d vs %d, %s.", head, r.Roll, w.Attack, b.apply(u, r, newRoundDamage()))
	evs := []Event{ev}
	if u.Status == Destroyed {
		evs = append(evs, b.lost(u, Destroyed, ObstacleRule)...)
	}
	return evs
}

func fixedClass(c units.Class) bool { return c == units.Obstacle || c == units.Structure }
