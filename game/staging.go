package game

import (
	"fmt"

	"frontline/game/scenario"
	"frontline/game/units"
)

// The staging area (III.4): units bought and waiting for a Deployment
// Phase, and the experience rolls made as a unit is staged (Inset VIII.2
// item 3, Table VIII.1).

// DeploymentEvery is the spacing of the regular Deployment Phases (V.6:
// own turns 5, 10, 15 ...), matching Phase.Occurs.
const DeploymentEvery = 5

// nextDeploymentTurn is the first regular Deployment Phase after own turn
// t: bought on turn 1 a unit deploys on turn 5, bought on turn 6 on turn
// 10 (V.2), and never in the turn it was bought (IV.3.6).
func nextDeploymentTurn(t int) int { return (t/DeploymentEvery + 1) * DeploymentEvery }

// Staged lists side's units in the staging area in id order. A crew that
// operates a staged unit is listed too; it deploys with that unit.
func (g *Game) Staged(side units.Side) []*Unit {
	var out []*Unit
	for _, u := range g.Units {
		if u.Side == side && u.Place == Staged {
			out = append(out, u)
		}
	}
	return out
}

// inPlay counts the counters of card that side has on the map, staged or
// temporarily away; only destroyed units free their counter for a new
// purchase. Neutral counters are one pool for both sides, as in the
// scenario loader.
func (g *Game) inPlay(side units.Side, card *units.Card) int {
	n := 0
	for _, u := range g.Units {
		if u.CardID != card.ID || u.Place == Destroyed {
			continue
		}
		if card.Side == units.Neutral || u.Side == side {
			n++
		}
	}
	return n
}

// limitLeft is how many more counters of card side may put in play; -1
// when the card has no build limit.
func (g *Game) limitLeft(side units.Side, card *units.Card) int {
	if card.Limit <= 0 {
		return -1
	}
	return max(card.Limit-g.inPlay(side, card), 0)
}

// experienceTable is Table VIII.1: d10 results 5 to 10; 1-4 earn nothing.
var experienceTable = map[int]scenario.Star{
	5:  scenario.MarksmanPrimary,
	6:  scenario.MarksmanSecondary,
	7:  scenario.Vigilant,
	8:  scenario.Stealthy,
	9:  scenario.ExploitWeakness,
	10: scenario.CombatVeteran,
}

// ExperienceStar reads a d10 on Table VIII.1; ok is false for 1-4.
func ExperienceStar(roll int) (star scenario.Star, ok bool) {
	star, ok = experienceTable[roll]
	return star, ok
}

// experienceBar says why a unit of card (operated by a crew of crewCard,
// or nil) cannot carry experience, or "": experience belongs to crews,
// infantry and large naval ships (VIII.2), on a crewed unit to its crew.
func experienceBar(card, crewCard *units.Card) string {
	switch {
	case crewCard != nil && crewCard.Special.NoExperience:
		return fmt.Sprintf("the crew of %s may not earn experience (VIII.2)", card.Name)
	case crewCard != nil:
		return ""
	case card.Special.NoExperience:
		return fmt.Sprintf("%s may not earn experience (VIII.2)", card.Name)
	case card.Class == units.Infantry || card.Class == units.Crew || card.Special.Naval == units.LargeNaval:
		return ""
	}
	return fmt.Sprintf("%s has no crew or infantry to carry experience (VIII.2)", card.Name)
}

// rollExperience makes n rolls on Table VIII.1 for u and pins the stars
// earned, at most scenario.MaxStars in all (VIII.2.1). It returns the
// results in words, one per roll.
func (g *Game) rollExperience(u *Unit, n int, rule string) []string {
	out := make([]string, 0, n)
	for range n {
		roll := g.dice.D10(fmt.Sprintf("experience (%s)", g.describe(u)), rule)
		star, ok := ExperienceStar(roll)
		switch {
		case !ok:
			out = append(out, fmt.Sprintf("%d: no bonus", roll))
		case len(u.Stars) >= scenario.MaxStars:
			out = append(out, fmt.Sprintf("%d: %s, but %d stars is the most a unit may hold (VIII.2.1)", roll, starName(star), scenario.MaxStars))
		default:
			u.Stars = append(u.Stars, star)
			out = append(out, fmt.Sprintf("%d: %s", roll, starName(star)))
		}
	}
	return out
}

var starNames = map[scenario.Star]string{
	scenario.MarksmanPrimary:   "Marksman, Primary",
	scenario.MarksmanSecondary: "Marksman, Secondary",
	scenario.Vigilant:          "Vigilant",
	scenario.Stealthy:          "Stealthy",
	scenario.ExploitWeakness:   "Exploit Weakness",
	scenario.CombatVeteran:     "Combat Veteran",
}

// starName is the star as Inset VIII.3 names it.
func starName(s scenario.Star) string {
	if n, ok := starNames[s]; ok {
		return n
	}
	return string(s)
}
