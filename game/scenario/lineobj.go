package scenario

import (
	"fmt"

	"frontline/game/board"
	"frontline/game/hex"
	"frontline/game/units"
)

// Objectives over several hexes and the "cross a line" win condition
// (II.2, II.2.1; docs/formats/scenarios.md).
//
// II.2.1 allows "area objectives such as lines of defense that span
// multiple hexes". An [[objective]] gives either hex (one hex) or hexes
// (a line or area of two or more joined hexes). A line is held, by the
// single-hex rule of Q25 applied hex by hex, when the side holds every
// hex of it (hold = "all", the default: the multi-hex Key City rule of
// VII.1 "in every hex"), or at least one hex of it (hold = "any": the
// line is breached).
//
// II.2's example condition, "a line that the Allies must cross with at
// least 100 Cost worth of land-based Units within a set number of
// Operational Turns", is a [[scenario.win.cross]] entry: the hexes beyond
// the line (hexes and rectangles, as a setup zone), the cost, the last
// turn; halt_wins gives the enemy the win when the turn passes without it
// ("the Win Condition for the Axis may be the opposite").

// Hold says how a line or area objective is held.
type Hold string

const (
	HoldAll Hold = "all" // every hex held (the default)
	HoldAny Hold = "any" // one hex held breaches the line
)

// Cross is II.2's condition: Side wins when its land units beyond the
// line cost at least Cost at the end of one of its turns up to ByTurn.
type Cross struct {
	Side     units.Side
	Name     string
	Beyond   map[hex.Hex]bool // the hexes past the line
	Cost     int
	ByTurn   int  // the side's last turn to do it (the turn limit unless given)
	HaltWins bool // the enemy wins if ByTurn ends without it
}

// objectiveHexes reads an objective's hex or hexes (a line) and how a
// line is held; every hex on the map, on land, listed once, the line in
// one joined piece.
func (l *loader) objectiveHexes(path string, fo fileObj) ([]hex.Hex, Hold) {
	switch {
	case fo.Hex != "" && len(fo.Hexes) > 0:
		l.errorf(path+".hexes", "give hex (one hex) or hexes (a line), not both")
		return nil, ""
	case len(fo.Hexes) == 0:
		if fo.Hold != "" {
			l.errorf(path+".hold", "hold is for an objective over several hexes (hexes = [...])")
		}
		h, ok := l.objectiveHex(path+".hex", fo.Hex)
		if !ok {
			return nil, ""
		}
		return []hex.Hex{h}, HoldAll
	case len(fo.Hexes) == 1:
		l.errorf(path+".hexes", "a line needs at least two hexes; write hex = %q for one", fo.Hexes[0])
		return nil, ""
	case !l.count(path+".hexes", len(fo.Hexes), MaxLineHexes):
		return nil, ""
	}
	hold := HoldAll
	switch Hold(fo.Hold) {
	case "", HoldAll:
	case HoldAny:
		hold = HoldAny
	default:
		l.errorf(path+".hold", "hold %q is not allowed (\"all\": every hex held, or \"any\": one hex held breaches the line)", fo.Hold)
	}
	var out []hex.Hex
	at := map[hex.Hex]int{}
	for j, s := range fo.Hexes {
		p := fmt.Sprintf("%s.hexes[%d]", path, j)
		h, ok := l.objectiveHex(p, s)
		if !ok {
			continue
		}
		if prev, dup := at[h]; dup {
			l.errorf(p, "hex %s is listed twice in this line (first as hexes[%d])", s, prev)
			continue
		}
		at[h] = j
		out = append(out, h)
	}
	if len(out) == len(fo.Hexes) {
		l.joined(path, fo, out)
	}
	return out, hold
}

// objectiveHex parses one objective hex: on the map, not sea.
func (l *loader) objectiveHex(path, s string) (hex.Hex, bool) {
	h, ok := l.hex(path, s)
	if ok && l.s.Map.Terrain(h) == board.Sea {
		l.errorf(path, "objective %s is on a sea hex (objectives must be on land or coast)", s)
		return h, false
	}
	return h, ok
}

// joined reports the first hex of a line that cannot be reached from its
// first hex through hexes of the line.
func (l *loader) joined(path string, fo fileObj, line []hex.Hex) {
	in := map[hex.Hex]bool{}
	for _, h := range line {
		in[h] = true
	}
	reached := map[hex.Hex]bool{line[0]: true}
	queue := []hex.Hex{line[0]}
	for len(queue) > 0 {
		h := queue[0]
		queue = queue[1:]
		for _, n := range hex.Neighbors(h) {
			if in[n] && !reached[n] {
				reached[n] = true
				queue = append(queue, n)
			}
		}
	}
	for j, h := range line {
		if !reached[h] {
			l.errorf(fmt.Sprintf("%s.hexes[%d]", path, j), "hex %s is cut off from %s: the hexes of a line or area join up in one piece", fo.Hexes[j], fo.Hexes[0])
			return
		}
	}
}

// objectiveHexPath is the file key of an objective's j-th hex.
func objectiveHexPath(path string, fo fileObj, j int) string {
	if len(fo.Hexes) == 0 {
		return path + ".hex"
	}
	return fmt.Sprintf("%s.hexes[%d]", path, j)
}

// crossings checks [[scenario.win.cross]] (II.2). It needs the map.
func (l *loader) crossings() {
	w := l.f.Scenario.Win
	if w == nil || !l.count("scenario.win.cross", len(w.Cross), MaxCrossings) {
		return
	}
	for i, fc := range w.Cross {
		path := fmt.Sprintf("scenario.win.cross[%d]", i)
		c := Cross{Name: fc.Name, Cost: fc.Cost, ByTurn: fc.ByTurn, HaltWins: fc.HaltWins}
		c.Side, _ = l.side(path+".side", fc.Side)
		l.text(path+".name", "line name", fc.Name, MaxNameLen, true)
		if fc.Cost < 1 || fc.Cost > 10000 {
			l.errorf(path+".cost", "cost %d out of range (1..10000: the cost of land units that must be beyond the line, II.2)", fc.Cost)
		}
		switch {
		case fc.ByTurn == 0:
			c.ByTurn = l.s.TurnLimit
		case fc.ByTurn < 1 || fc.ByTurn > l.s.TurnLimit:
			l.errorf(path+".by_turn", "by_turn %d out of range (1..turn_limit %d; leave it out for the turn limit)", fc.ByTurn, l.s.TurnLimit)
		}
		c.Beyond = l.zone(path+".beyond", fc.Beyond)
		land := false
		for h := range c.Beyond {
			land = land || l.s.Map.Terrain(h) != board.Sea
		}
		if !land && len(fc.Beyond) > 0 && len(c.Beyond) > 0 {
			l.errorf(path+".beyond", "no land hex beyond the line (land units must be able to stand there)")
		}
		if len(fc.Beyond) == 0 {
			l.errorf(path+".beyond", "missing beyond: the hexes past the line, as hexes \"CCRR\" and rectangles \"CCRR:CCRR\"")
		}
		l.s.Win.Cross = append(l.s.Win.Cross, c)
	}
}
