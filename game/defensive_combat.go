package game

import "fmt"

// Defensive combat (VI.2.1): when the active side ends its Combat Phase
// while some of its units that moved this turn stand, unengaged, within
// range of passive units, the passive side may start an engagement
// against them. It is the engagement's attacker for firing order and
// rounds but never gets the +2 initiative bonus; the active side declares
// retaliation.
//
// Readings:
//   - The offer comes when the active side issues end_phase in its Combat
//     Phase: by then it has started every engagement it wanted to.
//   - Targets are active units with MovedStep == Step that have not
//     fought this phase; the passive units must be free to fight as for a
//     retaliation (fighterBar: supplied, not engaged this phase). The idle
//     limit of attackerBar counts the active side's own turns, so it
//     applies to the active side only.
//   - After a defensive engagement the offer is made again while targets
//     remain; declining ends the phase.

// Commands of defensive combat.
const (
	// CmdDefend: the passive side attacks; Units and Targets as for
	// CmdAttack, targets among the active units that moved this turn.
	CmdDefend CommandKind = "defend"
	// CmdDeclineDefence: no (further) defensive combat this phase.
	CmdDeclineDefence CommandKind = "decline"
)

// DecideDefensiveCombat: the passive side may start defensive combat.
// Choices lists its units that have a target.
const DecideDefensiveCombat DecisionKind = "defensive_combat"

// EvDefenceDeclined: the passive side lets the moved units be.
const EvDefenceDeclined EventKind = "defence_declined"

func init() {
	register(CmdDefend, DecideDefensiveCombat, PhaseCombat, (*Game).defend)
	register(CmdDeclineDefence, DecideDefensiveCombat, PhaseCombat, (*Game).declineDefence)
}

// DefenceTargets lists the active units that passive unit id may attack
// in defensive combat now.
func (g *Game) DefenceTargets(id UnitID) []UnitID {
	var sc targetScan
	return g.defenceTargets(id, &sc)
}

// defenceTargets is DefenceTargets sharing sc (engagement.go) with the
// other units of the same side asked about: the candidates are the
// enemies that moved unengaged.
func (g *Game) defenceTargets(id UnitID, sc *targetScan) []UnitID {
	u := g.Unit(id)
	if u == nil || u.Side == g.Active || g.fighterBar(u, true) != "" {
		return nil
	}
	if !sc.scanned {
		for _, t := range g.enemiesOnMap(u.Side) {
			if g.movedUnengaged(t) {
				sc.enemies = append(sc.enemies, t)
			}
		}
		sc.scanned = true
	}
	return g.legalAmongSeen(u, sc.enemies, &sc.seen)
}

// movedUnengaged: t moved in this turn's Movement Phase and has not fought
// in this Combat Phase (VI.2.1: combat not started over it).
func (g *Game) movedUnengaged(t *Unit) bool {
	return t.Side == g.Active && t.MovedStep == g.Step && t.EngagedStep != g.Step
}

// offerDefensiveCombat is called by advance (turn.go) as the active side
// leaves its Combat Phase: when the passive side has a defensive target
// and has not declined this phase, it is asked.
func (g *Game) offerDefensiveCombat() ([]Event, bool) {
	if g.Phase != PhaseCombat || g.OpenEngagement != nil || g.DefenceDeclined == g.Step {
		return nil, false
	}
	passive := Enemy(g.Active)
	var choices []UnitID
	var sc targetScan // shared by the passive side's units
	for _, u := range g.Units {
		if u.Side == passive && (len(g.defenceTargets(u.ID, &sc)) > 0 || len(g.ScrambleTargets(u.ID)) > 0) { // scramble_passing.go: VI.7.1
			choices = append(choices, u.ID)
		}
	}
	if len(choices) == 0 {
		return nil, false
	}
	g.Pending = Decision{Kind: DecideDefensiveCombat, Side: passive, Phase: PhaseCombat, Choices: choices,
		Prompt: "Enemy units moved within your range: attack them in defensive combat, without the +2 bonus, scramble fighters against passing aircraft, or decline (VI.2.1, VI.7.1)."}
	return nil, true
}

// defend answers CmdDefend: the ordinary attack with the passive side as
// attacker, limited to moved, unengaged targets.
func (g *Game) defend(cmd Command) ([]Event, error) {
	fs, err := pairs(cmd, false)
	if err != nil {
		return nil, err
	}
	for _, f := range fs {
		if t := g.Unit(f.Target); t != nil && t.Side != cmd.Side && !g.movedUnengaged(t) {
			return nil, fmt.Errorf("%s did not move this turn or has fought already: defensive combat is only against units that moved within range (VI.2.1)", g.describe(t))
		}
	}
	evs, err := g.attack(cmd) // validates the rest and opens the engagement
	if err != nil {
		return nil, err
	}
	g.OpenEngagement.Defensive = true
	head := Event{Kind: EvAttackDeclared, Side: cmd.Side, Rule: "VI.2.1",
		Text: fmt.Sprintf("%s starts defensive combat in the enemy's Combat Phase; it gets no attack bonus.", sideName(cmd.Side))}
	return append([]Event{head}, evs...), nil
}

// declineDefence answers CmdDeclineDefence and ends the Combat Phase.
func (g *Game) declineDefence(cmd Command) ([]Event, error) {
	g.DefenceDeclined = g.Step
	g.Pending = Decision{Kind: DecidePhase, Side: g.Active, Phase: PhaseCombat, Prompt: phasePrompt(PhaseCombat)}
	evs := []Event{{Kind: EvDefenceDeclined, Side: cmd.Side, Rule: "VI.2.1",
		Text: fmt.Sprintf("%s starts no defensive combat.", sideName(cmd.Side))}}
	return append(evs, g.advance()...), nil
}

// defensiveBonusBar is why the attacker of the open engagement has no +2
// for defensive combat, or "".
func (g *Game) defensiveBonusBar() string {
	if e := g.OpenEngagement; e != nil && e.Defensive {
		return fmt.Sprintf("%s started defensive combat (VI.2.1)", sideName(e.Attacker))
	}
	return ""
}
