package game

import (
	"fmt"
	"strings"

	"frontline/game/cards"
	"frontline/game/hex"
	"frontline/game/units"
)

// Ongoing event effects (III.6.3, III.6.4) as the rules they change read
// them: income, supply, movement, terrain checks, attack and initiative
// rolls, command cards and radii, ships, and units an event idles. Every
// helper names the card, so refusals and rolls can say why.

// forceNote lists the cards behind a sum of deltas: " (Autumn Rains -1)".
func forceNote(fs []force, delta func(*cards.Effect) int) string {
	var parts []string
	for _, f := range fs {
		if d := delta(f.Effect); d != 0 {
			parts = append(parts, fmt.Sprintf("%s %+d", f.Title, d))
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return " (" + strings.Join(parts, ", ") + ", III.6.3)"
}

func effDelta(e *cards.Effect) int { return e.Delta }

// incomeDelta is the change of side's income by income_delta effects.
func (g *Game) incomeDelta(side units.Side) (int, string) {
	fs := g.forcesOn(side, cards.IncomeDelta)
	n := 0
	for _, f := range fs {
		n += f.Effect.Delta
	}
	return n, forceNote(fs, effDelta)
}

// supplyPercent is side's supply rate: 10% plus supply_delta effects,
// never below 0 (Inset V.4, III.6.3).
func (g *Game) supplyPercent(side units.Side) int {
	n := SupplyPercent
	for _, e := range g.effectsOn(side, cards.SupplyDelta) {
		n += e.Percent
	}
	return max(n, 0)
}

// supplyNote says which cards change side's supply cost, or "".
func (g *Game) supplyNote(side units.Side) string {
	var parts []string
	for _, f := range g.forcesOn(side, cards.SupplyFree) {
		parts = append(parts, f.Title+": no supply cost")
	}
	for _, f := range g.forcesOn(side, cards.SupplyDelta) {
		parts = append(parts, fmt.Sprintf("%s %+d%%", f.Title, f.Effect.Percent))
	}
	if len(parts) == 0 {
		return ""
	}
	return " (" + strings.Join(parts, ", ") + ", III.6.3)"
}

// moveDeltas are the movement_delta effects on u's side and class: always,
// on a move that follows a road somewhere (road_only), and on one that
// leaves the roads somewhere (offroad_only).
type moveDeltas struct {
	always, road, offroad int
	fs                    []force
}

func (g *Game) moveDeltasOf(u *Unit) moveDeltas {
	var d moveDeltas
	for _, f := range g.forcesOn(u.Side, cards.MovementDelta) {
		e := f.Effect
		if !e.HitsClass(u.Card.Class) {
			continue
		}
		switch {
		case e.RoadOnly:
			d.road += e.Delta
		case e.OffroadOnly:
			d.offroad += e.Delta
		default:
			d.always += e.Delta
		}
		d.fs = append(d.fs, f)
	}
	return d
}

// moveAllowance is how many hexes u may enter along path (V.4) with the
// movement_delta effects in force, and a note naming the cards that
// changed it. Reading: a road_only effect counts when any step of the
// move follows a road, an offroad_only one when any step leaves the roads.
func (g *Game) moveAllowance(u *Unit, path []hex.Hex) (int, string) {
	if g.mayGoOn(u) { // transport.go: what a pickup left already counts the cards
		return u.MoveLeft, ""
	}
	mv := g.baseAllowance(u)
	d := g.moveDeltasOf(u)
	if len(d.fs) == 0 {
		return mv, ""
	}
	road, off := false, false
	from := u.Hex
	for _, to := range path {
		if g.roadStep(from, to) {
			road = true
		} else {
			off = true
		}
		from = to
	}
	n := mv + d.always
	var used []force
	for _, f := range d.fs {
		if (f.Effect.RoadOnly && !road) || (f.Effect.OffroadOnly && !off) {
			continue
		}
		used = append(used, f)
	}
	if road {
		n += d.road
	}
	if off {
		n += d.offroad
	}
	return max(n, 0), forceNote(used, effDelta)
}

// moveMode is one search of MoveOptions: a budget and which steps it may
// take (nil: any).
type moveMode struct {
	budget int
	step   func(a, b hex.Hex) bool
}

// moveModes: one search with the unit's Movement when no road-bound
// effect is in force; otherwise one along roads only, one off roads only
// and one mixing both, each with the allowance such a move has.
func (g *Game) moveModes(u *Unit) []moveMode {
	mv := g.baseAllowance(u)
	d := g.moveDeltasOf(u)
	if g.mayGoOn(u) {
		return []moveMode{{budget: u.MoveLeft}}
	}
	if d.road == 0 && d.offroad == 0 {
		return []moveMode{{budget: max(mv+d.always, 0)}}
	}
	return []moveMode{
		{max(mv+d.always+d.road, 0), g.roadStep},
		{max(mv+d.always+d.offroad, 0), func(a, b hex.Hex) bool { return !g.roadStep(a, b) }},
		{max(mv+d.always+d.road+d.offroad, 0), nil},
	}
}

// checkDeltas applies terrain_check_delta effects to the checks of a step
// of u (III.3.1, III.6.3): each adds its delta to the score needed, and
// to What the card that adds it when the checks are named.
func (g *Game) checkDeltas(u *Unit, checks []terrainCheck, named bool) {
	if len(checks) == 0 {
		return
	}
	fs := g.forcesOn(u.Side, cards.TerrainCheckDelta)
	for i := range checks {
		for _, f := range fs {
			if f.Effect.Terrain == checks[i].Terrain && f.Effect.HitsClass(u.Card.Class) {
				checks[i].Need += f.Effect.Delta
				if named {
					checks[i].What += fmt.Sprintf(" (%s %+d)", f.Title, f.Effect.Delta)
				}
				checks[i].Rule += ", III.6.3"
			}
		}
	}
}

// eventInitiative: one initiative modifier per initiative_delta card on
// side (III.6.3).
func (g *Game) eventInitiative(side units.Side) []modifier {
	var ms []modifier
	for _, f := range g.forcesOn(side, cards.InitiativeDelta) {
		ms = append(ms, modifier{f.Effect.Delta, f.Title + " (III.6.3)"})
	}
	return ms
}

// cardsBarred names the card that forbids side to play Command Cards, or "".
func (g *Game) cardsBarred(side units.Side) string {
	if fs := g.forcesOn(side, cards.NoCommandCards); len(fs) > 0 {
		return fs[0].Title
	}
	return ""
}

// shipsHeld names the card that keeps ship u in port, or "".
func (g *Game) shipsHeld(u *Unit) string {
	if u.Card.Class != units.Ship {
		return ""
	}
	for _, f := range g.forcesOn(u.Side, cards.NavalNoMove) {
		if f.Effect.Naval == "" || string(f.Effect.Naval) == string(u.Card.Special.Naval) {
			return f.Title
		}
	}
	return ""
}

// eventIdle names the card under which u may neither move nor fight, or "".
func (g *Game) eventIdle(u *Unit) string {
	for _, a := range g.InForce {
		if containsID(a.Idle, u.ID) {
			return g.eventTitle(a.Card)
		}
	}
	return ""
}

// eventIdleBar is eventIdle as a reason for a refusal, or "".
func (g *Game) eventIdleBar(u *Unit) string {
	if t := g.eventIdle(u); t != "" {
		return fmt.Sprintf("%s keeps it from moving or fighting (III.6.3)", t)
	}
	return ""
}

// inForceFor is the list of events in force as side may see it: the units
// an event idles or took away are shown to their owner only.
func (g *Game) inForceFor(side units.Side) []ActiveEvent {
	out := make([]ActiveEvent, 0, len(g.InForce))
	for _, a := range g.InForce {
		a.Idle, a.Away = g.ownIDs(side, a.Idle), g.ownIDs(side, a.Away)
		out = append(out, a)
	}
	return out
}

func (g *Game) ownIDs(side units.Side, in []UnitID) []UnitID {
	var out []UnitID
	for _, id := range in {
		if g.Unit(id).Side == side {
			out = append(out, id)
		}
	}
	return out
}

// ongoingText tells an ongoing effect in words, for the draw.
func (g *Game) ongoingText(e *cards.Effect, drawer units.Side) string {
	who := whoText(e.Side, drawer)
	classes := classText(e.Classes)
	switch e.Kind {
	case cards.IncomeDelta:
		return fmt.Sprintf("%s income changes by %+d at each Income phase", who, e.Delta)
	case cards.SupplyDelta:
		return fmt.Sprintf("%s supply rate is %d%% instead of %d%%", who, SupplyPercent+e.Percent, SupplyPercent)
	case cards.SupplyFree:
		if who := whoSubject(e.Side, drawer); who != "both sides" {
			return who + " pays no supply costs"
		}
		return "both sides pay no supply costs"
	case cards.MovementDelta:
		where := ""
		switch {
		case e.OffroadOnly:
			where = " on a move that leaves the roads"
		case e.RoadOnly:
			where = " on a move along roads"
		}
		return fmt.Sprintf("%s %s move %s%s", who, classes, hexesLessMore(e.Delta), where)
	case cards.TerrainCheckDelta:
		return fmt.Sprintf("%s %s need %+d on %s checks", who, classes, e.Delta, e.Terrain)
	case cards.GroundAircraft:
		return fmt.Sprintf("%s aircraft may not take off, fly sorties or scramble", who)
	case cards.NavalNoMove:
		return fmt.Sprintf("%s ships may neither move nor land troops", who)
	case cards.AttackDelta:
		return fmt.Sprintf("%s %s add %+d to their attack rolls", who, classes, e.Delta)
	case cards.InitiativeDelta:
		return fmt.Sprintf("%s initiative rolls get %+d", who, e.Delta)
	case cards.NoFireMissions:
		return fmt.Sprintf("%s artillery may not fire fire missions", who)
	case cards.NoCommandCards:
		return fmt.Sprintf("%s may not play Command Cards", whoSubject(e.Side, drawer))
	case cards.CommandRadiusDelta:
		return fmt.Sprintf("%s command radii change by %+d hexes", who, e.Delta)
	}
	return string(e.Kind)
}

// hexesLessMore: "1 hex less", "2 hexes more".
func hexesLessMore(d int) string {
	word, n := "more", d
	if d < 0 {
		word, n = "less", -d
	}
	if n == 1 {
		return "1 hex " + word
	}
	return fmt.Sprintf("%d hexes %s", n, word)
}

// whoText: "both sides'", "the United States'", "Germany's".
func whoText(s cards.Side, drawer units.Side) string {
	return possessive(whoSubject(s, drawer))
}

// possessive: "the United States'", "Germany's".
func possessive(name string) string {
	if strings.HasSuffix(name, "s") {
		return name + "'"
	}
	return name + "'s"
}

// whoSubject: "both sides", "the United States", "Germany".
func whoSubject(s cards.Side, drawer units.Side) string {
	sides := affectedSides(s, drawer)
	if len(sides) == 1 {
		return sideName(sides[0])
	}
	return "both sides"
}

// classText: "vehicle, tank and gun units", or "units" for all classes.
func classText(cs []units.Class) string {
	if len(cs) == 0 {
		return "units"
	}
	names := make([]string, len(cs))
	for i, c := range cs {
		names[i] = string(c)
	}
	if len(names) == 1 {
		return names[0] + " units"
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1] + " units"
}
