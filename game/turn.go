package game

import (
	"fmt"

	"frontline/game/units"
)

// startTurn begins side's next Operational Turn and runs its automatic
// phases until a player decision is needed.
func (g *Game) startTurn(side units.Side) []Event {
	p := g.Players[side]
	p.Turn++
	g.Step++
	g.Active = side
	evs := []Event{{Kind: EvTurnStarted, Side: side, Amount: p.Turn, Rule: "V",
		Text: upperFirst(sideName(side)) + ": " + g.turnOfLimit(p.Turn) + " begins."}}
	evs = append(evs, g.surroundChecks(side)...)      // surrender.go: surrounded a full turn (Inset VI.1, Q18)
	evs = append(evs, g.completeConversions(side)...) // hq_relocation.go (Inset IV.4)
	return append(evs, g.enterPhase(firstPhase(p.Turn))...)
}

// enterPhase starts phase ph of the active side's turn: automatic phases
// resolve at once, the others wait for the player.
func (g *Game) enterPhase(ph Phase) []Event {
	g.Phase = ph
	side := g.Active
	evs := []Event{{Kind: EvPhaseStarted, Side: side, Rule: ph.Rule(), Text: fmt.Sprintf("%s phase.", ph)}}
	evs = append(evs, g.airPhaseStart(ph)...) // air_flight.go: Turns of Flight, flights flying on (VI.2.2)
	switch ph {
	case PhaseIncome:
		evs = append(evs, g.incomePhase()...)
		if g.EventPick != nil { // event_picks.go: an event card waits for a choice
			return evs
		}
		return append(evs, g.advance()...)
	case PhaseSupply:
		evs = append(evs, g.supplyPhase()...)
		if g.Pending.Kind == DecideSupplyIdle {
			return evs
		}
		return append(evs, g.advance()...)
	case PhaseDeployment:
		evs = append(evs, g.deploymentStart()...)    // deployment.go: Table V.2
		evs = append(evs, g.finishConstruction()...) // construction.go: VI.5.3
	case PhaseCombat:
		evs = append(evs, g.momentumAtCombat()...) // momentum.go: groups split by movement (VIII.3.3)
	}
	g.Pending = Decision{Kind: DecidePhase, Side: side, Phase: ph, Prompt: phasePrompt(ph)}
	return evs
}

func phasePrompt(ph Phase) string {
	switch ph {
	case PhaseProduction:
		return "Buy units and order construction, then end the phase."
	case PhaseMovement:
		return "Move, transport, recon, dig in or establish posts, then end the phase."
	case PhaseCombat:
		return "Declare engagements, then end the phase."
	case PhaseDeployment:
		return "Deploy staged units, then end the phase."
	}
	return "End the phase."
}

// advance moves to the next phase, or ends the turn and starts the enemy's.
func (g *Game) advance() []Event {
	if evs, ok := g.offerDefensiveCombat(); ok { // defensive_combat.go: VI.2.1
		return evs
	}
	air := g.endOfCombatFlights() // air_flight.go: return legs, landings, crashes (VI.2.2)
	if next := g.Phase.next(g.Players[g.Active].Turn); next < numPhases {
		return append(air, g.enterPhase(next)...)
	}
	if g.Phase < PhaseDeployment && (g.shipsArriving(g.Active) || g.constructionDue(g.Active)) { // deployment.go: ships late by Table V.2; construction.go: delayed work
		return append(air, g.enterPhase(PhaseDeployment)...)
	}
	side := g.Active
	evs := append(air, Event{Kind: EvTurnEnded, Side: side, Rule: "V", Text: fmt.Sprintf("%s ends its turn %d.", upperFirst(sideName(side)), g.Players[side].Turn)})
	evs = append(evs, g.countDownEvents(side)...)
	// momentum.go: key cities taken and lost (Inset VII.1 items 4-5)
	evs = append(evs, g.momentumKeyCities()...)
	// repair.go: the idle turn has passed (VI.4.1)
	evs = append(evs, g.finishRepairs(side)...)
	// field_repair.go: printed airfields (VII.5)
	evs = append(evs, g.finishFieldRepairs(side)...)
	if evs = append(evs, g.checkVictory(side)...); g.Over { // victory.go: II.2 win conditions, Table II.1 captures
		return evs
	}
	if end, ok := g.turnLimitReached(); ok {
		return append(evs, end)
	}
	g.updatePorts()
	return append(evs, g.startTurn(Enemy(side))...)
}

// turnLimitReached ends the game once both sides have played the
// scenario's turn limit (II.2.2: a draw unless a win condition was met).
func (g *Game) turnLimitReached() (Event, bool) {
	limit := g.scenario.TurnLimit
	if limit <= 0 || g.Players[units.US].Turn < limit || g.Players[units.Germany].Turn < limit {
		return Event{}, false
	}
	g.Over, g.Result = true, "draw"
	g.Pending = Decision{Kind: DecideNone, Prompt: "The game is over."}
	return Event{Kind: EvGameEnded, Rule: "II.2.2", Text: fmt.Sprintf("Both sides have played their %d turns, the scenario's turn limit, and neither has met a win condition: the game is drawn.", limit)}, true
}

// turnOfLimit names a side's Operational Turn n against the scenario's
// turn limit, which counts each side's own turns: "turn 3 of 20".
func (g *Game) turnOfLimit(n int) string {
	if g.scenario == nil || g.scenario.TurnLimit <= 0 {
		return fmt.Sprintf("turn %d", n)
	}
	return fmt.Sprintf("turn %d of %d", n, g.scenario.TurnLimit)
}
