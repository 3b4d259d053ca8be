package game

import (
	"fmt"
	"slices"

	"frontline/game/combat"
	"frontline/game/units"
)

// Aircraft in engagements (VI.2.3, VI.7.4, VII.5.4, glossary Dive Bomb):
// aircraft attack in the Combat Phase in which their sortie is over its
// mission hex, through the ordinary engagement sequence; in flight they
// may retaliate and be fired at by weapons allowed to hit aircraft;
// grounded they do not fight and are hit as vehicles.
//
// Readings:
//   - Strike missions (strafe, bomb, dive_bomb) attack ground targets,
//     intercept missions enemy aircraft in flight. Strafing and
//     intercepting aircraft keep their bombs aboard; bombs are used on
//     bomb and dive_bomb missions and by any aircraft defending itself.
//   - A bomb line fires all of its attacks (Double/Triple Fire) in one
//     go at one target and is then depleted until the aircraft lands on
//     a field its side holds (VI.7.4).
//   - Q19: the attacking side may take its aircraft out of an engagement
//     when an even number of rounds has been fought (2, 4 ...), before
//     the next round. With enemy aircraft in the engagement that is a
//     withdrawal: the enemy rolls for experience (Inset VIII.2 item 2).

// CmdLeaveCombat: the attacking side's aircraft Command.Units leave the
// engagement (VI.2.3, Q19). Answers the engagement_round decision.
const CmdLeaveCombat CommandKind = "leave_combat"

// EvLeftCombat: aircraft left an engagement.
const EvLeftCombat EventKind = "left_combat"

func init() {
	register(CmdLeaveCombat, DecideEngagementRound, PhaseCombat, (*Game).leaveCombat)
}

// airFightBar says why aircraft u cannot fire now, or "".
func (g *Game) airFightBar(u *Unit) string {
	if !u.InFlight {
		return "it is grounded: grounded aircraft do not fight and are attacked as vehicles (VII.5.4)"
	}
	return ""
}

// sortieAttackBar says why aircraft u may not start an attack now, or "":
// it attacks over its mission hex in the Combat Phase its sortie brings
// it there, on a mission that attacks (VI.2.3).
func (g *Game) sortieAttackBar(u *Unit) string {
	if u.Card.Class != units.Aircraft {
		return ""
	}
	i := g.sortieIndex(u.ID)
	if i < 0 {
		return "it flies no sortie (VI.2.3)"
	}
	s := g.Sorties[i]
	switch {
	case s.Mission == MissionFerry:
		return "it is on a ferry flight with no combat mission (VI.2.3)"
	case s.StrikeStep != g.Step || s.Strike == nil || u.Hex != *s.Strike:
		return "it is not over its mission hex this Combat Phase (VI.2.3)"
	}
	return ""
}

// missionTargetBar checks an attacking aircraft's target against its
// mission: ground targets for strikes, aircraft in flight for intercepts.
func (g *Game) missionTargetBar(f Fighter) error {
	u, t := g.Unit(f.Unit), g.Unit(f.Target)
	if u == nil || t == nil || u.Card.Class != units.Aircraft {
		return nil
	}
	i := g.sortieIndex(u.ID)
	if i < 0 {
		return nil
	}
	switch m := g.Sorties[i].Mission; {
	case isStrike(m) && airborne(t):
		return fmt.Errorf("%s flies a %s mission against ground targets, not %s (VI.2.3)", g.describe(u), m, g.describe(t))
	case m == MissionIntercept && !airborne(t):
		return fmt.Errorf("%s flies an intercept mission against aircraft in flight, not %s (VI.2.3)", g.describe(u), g.describe(t))
	}
	return nil
}

// weaponReady: weapon idx of u may fire: a one-time munition only from an
// aircraft in flight that has not dropped it and is not strafing or
// intercepting as the attacker (VI.7.4).
func (g *Game) weaponReady(u *Unit, idx int) bool {
	w := u.Face().Weapons[idx]
	if !w.Expended {
		return true
	}
	if !airborne(u) || slices.Contains(u.Depleted, idx) {
		return false
	}
	if e := g.OpenEngagement; e != nil && !containsID(fighterIDs(e.Attackers), u.ID) {
		return true // defending itself
	}
	i := g.sortieIndex(u.ID)
	return i < 0 || g.Sorties[i].Mission == MissionBomb || g.Sorties[i].Mission == MissionDiveBomb
}

// targetKind is the Targets Allowed icon that hits t: grounded aircraft
// are vehicles (VII.5.4).
func (g *Game) targetKind(t *Unit) units.Target {
	if groundedAircraft(t) {
		return units.TargetVehicles
	}
	return t.Card.TargetKind()
}

// airShot adds the air rules to a shot: a grounded aircraft is hit as a
// vehicle (VII.5.4); bombs of a dive bombing aircraft get +2, and ground
// units firing back at it +1 (glossary, Dive Bomb).
func (g *Game) airShot(s *combat.Shot, u *Unit, t *Unit) {
	if groundedAircraft(t) {
		c := *t.Card
		c.Class = units.Vehicle
		s.Target = &c
	}
	if s.Weapon.Expended && g.diving(u) {
		s.AttackBonus += DiveBombBonus
	}
	if u.Card.Ground() && g.diving(t) {
		s.AttackBonus += DiveRetaliationBonus
	}
}

// diving: u is an aircraft dive bombing in this Combat Phase.
func (g *Game) diving(u *Unit) bool {
	if !airborne(u) {
		return false
	}
	i := g.sortieIndex(u.ID)
	return i >= 0 && g.Sorties[i].Mission == MissionDiveBomb && g.Sorties[i].StrikeStep == g.Step
}

// afterAirShot: a one-time munition is depleted once fired (VI.7.4), and
// an aircraft fired at is under threat (VI.2.3). It returns the event
// telling the munition is spent, if it was.
func (g *Game) afterAirShot(u *Unit, idx int, t *Unit) []Event {
	if airborne(t) {
		t.ThreatStep = g.Step
	}
	w := u.Face().Weapons[idx]
	if !w.Expended || u.depleted(idx) {
		return nil
	}
	u.deplete(idx)
	return []Event{{Kind: EvMunitionsSpent, Side: u.Side, Units: []UnitID{u.ID}, Rule: "VI.7.4",
		Text: fmt.Sprintf("%s has dropped its %s: munitions depleted until it lands.", g.describe(u), w.Name)}}
}

// leaveCombat answers CmdLeaveCombat.
func (g *Game) leaveCombat(cmd Command) ([]Event, error) {
	e := g.OpenEngagement
	if len(cmd.Units) == 0 {
		return nil, fmt.Errorf("name the aircraft that leave the engagement (VI.2.3)")
	}
	if e.Round == 0 || e.Round%2 != 0 {
		return nil, fmt.Errorf("aircraft leave an engagement only after an even number of rounds; %d fought (VI.2.3, Q19)", e.Round)
	}
	for _, id := range cmd.Units {
		u := g.Unit(id)
		if u == nil || !containsID(fighterIDs(e.Attackers), id) || !airborne(u) {
			return nil, fmt.Errorf("unit %d is not an attacking aircraft in flight in this engagement (VI.2.3)", id)
		}
	}
	e.Attackers = slices.DeleteFunc(e.Attackers, func(f Fighter) bool { return containsID(cmd.Units, f.Unit) })
	left := fighterIDs(e.Attackers)
	keep := e.Defenders[:0]
	for _, d := range e.Defenders {
		if containsID(cmd.Units, d.Target) {
			t := g.retarget(g.Unit(d.Unit), left)
			if t == nil {
				continue
			}
			d.Target = t.ID
		}
		keep = append(keep, d)
	}
	e.Defenders = keep
	evs := []Event{{Kind: EvLeftCombat, Side: cmd.Side, Units: cmd.Units, Rule: "VI.2.3",
		Text: fmt.Sprintf("%s leaves the engagement after %d rounds.", g.names(g.units(cmd.Units)), e.Round)}}
	enemyAir := slices.ContainsFunc(g.defendingIDs(), func(id UnitID) bool { return airborne(g.Unit(id)) })
	if enemyAir {
		evs[0].Text += " Enemy aircraft were engaged, so it is a withdrawal."
		evs = append(evs, g.withdrawalExperience(false)...)
	}
	if len(left) == 0 || !g.engagementGoesOn() {
		return append(evs, g.endEngagement()...), nil
	}
	g.Pending.Choices = g.liveAttackers()
	return evs, nil
}
