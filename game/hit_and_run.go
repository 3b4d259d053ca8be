package game

import (
	"fmt"

	"frontline/game/hex"
)

// Hit & Run (glossary): a unit with the characteristic declares it in its
// Movement Phase before moving and may then move one hex less than its
// Movement. An attack made only by such units adds 1 to the attacker's
// initiative; if the attacker wins it, the units fire one round that
// nobody answers and fall back to an adjacent hex, which ends the
// engagement and is no withdrawal. If they lose it, the engagement is
// fought as usual. Readings: the fall-back hex is chosen by the engine,
// the neighbouring hex open to the unit and free of enemy units that is
// nearest to a friendly Command Post or Forward HQ (first in direction
// order on a tie), like a withdrawal (Q33); every attacker must have
// declared Hit & Run for the attack to be one.

// CmdHitAndRun: Command.Unit declares Hit & Run (Movement Phase).
const CmdHitAndRun CommandKind = "hit_and_run"

// EvHitAndRun: a declaration or a fall-back.
const EvHitAndRun EventKind = "hit_and_run"

// HitAndRunInitiative is the attacker's extra initiative.
const HitAndRunInitiative = 1

func init() {
	register(CmdHitAndRun, DecidePhase, PhaseMovement, (*Game).declareHitAndRun)
}

func (g *Game) declareHitAndRun(cmd Command) ([]Event, error) {
	u := g.Unit(cmd.Unit)
	if u == nil || u.Side != cmd.Side {
		return nil, fmt.Errorf("unit %d is not one of your units", cmd.Unit)
	}
	if !u.Card.Special.HitAndRun {
		return nil, fmt.Errorf("%s has no Hit & Run (glossary, Hit & Run)", g.describe(u))
	}
	if err := g.moveBar(u, false); err != nil {
		return nil, fmt.Errorf("Hit & Run is declared before the unit moves: %v", err)
	}
	if u.HitRunStep == g.Step {
		return nil, fmt.Errorf("%s has declared Hit & Run already (glossary, Hit & Run)", g.describe(u))
	}
	u.HitRunStep = g.Step
	return []Event{{Kind: EvHitAndRun, Side: u.Side, Units: []UnitID{u.ID}, Rule: "glossary, Hit & Run",
		Text: fmt.Sprintf("%s declares Hit & Run: it may move %d hex(es) this phase.", g.describe(u), u.Face().Movement-1)}}, nil
}

// hitAndRunShort is what Hit & Run takes off u's Movement this phase.
func (g *Game) hitAndRunShort(u *Unit) int {
	if u.HitRunStep == g.Step && u.HitRunStep != 0 {
		return 1
	}
	return 0
}

// hitAndRunAttack: every attacker of the open engagement declared Hit &
// Run this turn.
func (g *Game) hitAndRunAttack() bool {
	e := g.OpenEngagement
	for _, f := range e.Attackers {
		if u := g.Unit(f.Unit); u.HitRunStep != g.Step || !u.Card.Special.HitAndRun {
			return false
		}
	}
	return len(e.Attackers) > 0 && !e.Defensive
}

// hitAndRunMods is the attacker's +1 for a Hit & Run attack.
func (g *Game) hitAndRunMods() []modifier {
	if g.hitAndRunAttack() {
		return []modifier{{HitAndRunInitiative, "Hit & Run (glossary)"}}
	}
	return nil
}

// hitAndRunRound replaces the first round when a Hit & Run attacker won
// the initiative: one round unanswered, then the fall-back.
func (g *Game) hitAndRunRound() ([]Event, bool) {
	e := g.OpenEngagement
	if e.Round != 0 || !e.AttackerFirst || !g.hitAndRunAttack() {
		return nil, false
	}
	evs := g.bonusRound(true, "glossary, Hit & Run")
	for _, f := range e.Attackers {
		u := g.Unit(f.Unit)
		if !u.Deployed() {
			continue
		}
		to, ok := g.fallBackHex(u)
		if !ok {
			evs = append(evs, Event{Kind: EvHitAndRun, Side: u.Side, Units: []UnitID{u.ID}, Rule: "glossary, Hit & Run",
				Text: fmt.Sprintf("%s finds no hex to fall back to and stays in %s.", g.describe(u), u.Hex)})
			continue
		}
		from := u.Hex
		for _, m := range g.moveGroup(u) {
			m.Hex, m.DugIn, m.Shelter = to, false, 0 // emplacement.go: out of any shelter
		}
		evs = append(evs, Event{Kind: EvHitAndRun, Side: u.Side, Units: []UnitID{u.ID}, Rule: "glossary, Hit & Run",
			Text: fmt.Sprintf("%s hits and runs: it falls back from %s to %s.", g.describe(u), from, to)})
	}
	return append(evs, g.endEngagement()...), true
}

// fallBackHex is the hex u falls back to after a Hit & Run.
func (g *Game) fallBackHex(u *Unit) (hex.Hex, bool) {
	var posts []hex.Hex
	for _, p := range g.Units {
		if p.Side == u.Side && p.Deployed() && IsPost(p) {
			posts = append(posts, p.Hex)
		}
	}
	best, bestD, found := hex.Hex{}, 0, false
	for _, n := range hex.Neighbors(u.Hex) {
		if !g.scenario.Map.InBounds(n) || g.enemyPresent(u.Side, n) || g.terrainBar(u, u.Hex, n, true) != nil {
			continue
		}
		d := 0
		for i, p := range posts {
			if dd := hex.Distance(n, p); i == 0 || dd < d {
				d = dd
			}
		}
		if !found || d < bestD {
			best, bestD, found = n, d, true
		}
	}
	return best, found
}
