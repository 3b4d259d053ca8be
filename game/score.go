package game

import (
	"fmt"
	"iter"

	"frontline/game/hex"
	"frontline/game/units"
)

// Scoring of Table II.1. Both sides' points are tracked in every game; they
// decide it only under a score win condition (II.2.4). One action scores
// once, at the highest value that applies to it.

// EvScored announces points won.
const EvScored EventKind = "scored"

// Table II.1 values besides a unit's cost and the objectives' points
// (scenario.PrimaryPoints, SecondaryPoints).
const (
	StarPoints       = 5  // per experience star of a destroyed unit
	CommandPoints    = 50 // a destroyed Command Post or Forward HQ
	KeyCityPoints    = 25
	RuinedCityPoints = 20
)

// Score is side's Table II.1 total so far.
func (g *Game) Score(side units.Side) int { return g.Scores[side] }

// DestroyedCost is the cost of the enemy units side has destroyed, the
// measure of the II.2.5 variant.
func (g *Game) DestroyedCost(side units.Side) int { return g.Killed[side] }

func (g *Game) addScore(side units.Side, pts int) {
	if g.Scores == nil {
		g.Scores = map[units.Side]int{}
	}
	g.Scores[side] += pts
}

// destroyPoints is what destroying u is worth with stars experience stars
// on it or its crew: its cost plus 5 a star, or 50 for a command post or
// Forward HQ when that is more.
func destroyPoints(u *Unit, stars int) int {
	pts := u.Card.Cost + StarPoints*stars
	if s := u.Card.Special.Structure; (s == units.CommandPost || s == units.ForwardHQ) && pts < CommandPoints {
		pts = CommandPoints
	}
	return pts
}

// scoreLoss credits the enemy of t's side for destroying t, whose crew (if
// any) has just rolled for survival. The crew carries the experience of a
// crewed unit (VIII.2), so its stars count with the unit; a crew lost with
// it adds only its cost, so no star is paid twice.
func (g *Game) scoreLoss(t, crew *Unit) []Event {
	stars := len(t.Stars)
	if crew != nil {
		stars += len(crew.Stars)
	}
	evs := g.credit(t, stars)
	if crew != nil && crew.Place == Destroyed {
		evs = append(evs, g.credit(crew, 0)...)
	}
	return evs
}

func (g *Game) credit(u *Unit, stars int) []Event {
	by := Enemy(u.Side)
	if g.Killed == nil {
		g.Killed = map[units.Side]int{}
	}
	g.Killed[by] += u.Card.Cost
	pts := destroyPoints(u, stars)
	if pts == 0 {
		return nil
	}
	g.addScore(by, pts)
	why := fmt.Sprintf("cost %d", u.Card.Cost)
	if stars > 0 {
		why += fmt.Sprintf(" + %d for %d experience star(s)", StarPoints*stars, stars)
	}
	if pts != u.Card.Cost+StarPoints*stars {
		why = fmt.Sprintf("%d for a command post or Forward HQ", CommandPoints)
	}
	return []Event{{Kind: EvScored, Side: by, Amount: pts, Units: []UnitID{u.ID}, Rule: "Table II.1",
		Text: fmt.Sprintf("%s scores %d points for destroying %s (%s): %d in all.", sideName(by), pts, g.describe(u), why, g.Score(by))}}
}

// takenKey names a hex a side has held, for the once-only capture points.
func takenKey(side units.Side, h hex.Hex) string { return string(side) + " " + h.String() }

// holds reports whether side has taken h: it controls the hex and no enemy
// land unit contests it.
func (g *Game) holds(side units.Side, h hex.Hex) bool {
	if !g.Controls(side, h) {
		return false
	}
	land, _ := g.landUnits(Enemy(side), h)
	return land == 0
}

// scoringHexes are the cities of the map and side's objectives, in that
// order, without a list: checkVictory asks at every phase's end.
func (g *Game) scoringHexes(side units.Side) iter.Seq[hex.Hex] {
	return func(yield func(hex.Hex) bool) {
		for _, c := range g.scenario.Map.Cities {
			for _, h := range c.Hexes {
				if !yield(h) {
					return
				}
			}
		}
		for _, o := range g.scenario.Objectives() {
			if o.Side == side && len(o.Hexes) == 1 && !yield(o.Hex) { // a line scores whole (lineobj.go)
				return
			}
		}
	}
}

// noteStartingHolds marks the cities and objectives each side holds at
// setup: only a capture made in play scores.
func (g *Game) noteStartingHolds() {
	for _, side := range Sides {
		for h := range g.scoringHexes(side) {
			if g.holds(side, h) {
				g.markTaken(side, h)
			}
		}
		g.noteStartingLines(side) // lineobj.go
	}
}

func (g *Game) markTaken(side units.Side, h hex.Hex) { g.markTakenKey(takenKey(side, h)) }

// scoreCaptures pays side for each city or objective hex it holds for the
// first time in the game: a key city 25, a ruined city 20, an objective its
// points; a city that is also an objective pays the higher value only.
func (g *Game) scoreCaptures(side units.Side) []Event {
	var evs []Event
	occupied := map[hex.Hex]bool{} // no one holds a hex without units: most are empty
	for _, u := range g.Units {
		if u.Side == side && u.Deployed() {
			occupied[u.Hex] = true
		}
	}
	for h := range g.scoringHexes(side) {
		if !occupied[h] || g.Taken[takenKey(side, h)] || !g.holds(side, h) {
			continue
		}
		g.markTaken(side, h)
		pts, what := 0, ""
		if c, ok := g.scenario.Map.CityAt(h); ok {
			pts, what = RuinedCityPoints, "ruined city "+c.Name
			if c.Key {
				pts, what = KeyCityPoints, "key city "+c.Name
			}
		}
		for _, o := range g.scenario.ObjectivesOf(side) {
			if len(o.Hexes) == 1 && o.Hex == h && o.Points > pts {
				pts, what = o.Points, fmt.Sprintf("%s objective %s", o.Kind, o.Name)
			}
		}
		g.addScore(side, pts)
		evs = append(evs, Event{Kind: EvScored, Side: side, Amount: pts, Rule: "Table II.1",
			Text: fmt.Sprintf("%s scores %d points for taking the %s (%s): %d in all.", sideName(side), pts, what, h, g.Score(side))})
	}
	return append(evs, g.scoreLines(side)...) // lineobj.go
}
