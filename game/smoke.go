package game

import (
	"fmt"

	"frontline/game/cards"
	"frontline/game/hex"
)

// Smoke (glossary, Smoke; VI.7.6.2 Blind): laid in a hex by a Blind
// mission or by a unit with Smoke instead of firing. For 3 combat rounds,
// counting the one it is laid in, attacks on units in the hex take -2,
// units there may Withdraw or Suspend Attack with +4 on the check, and an
// observer standing in it cannot call fire. Smoke lives in the engagement
// it was laid in: engagements are fought one after another, each complete.

// Smoke values (glossary, Smoke).
const (
	SmokePenalty    = -2
	SmokeRounds     = 3
	SmokeCheckBonus = 4
)

// CmdLaySmoke: Command.Unit, a unit with Smoke fighting in the open
// engagement (or, for the defender while it declares, about to
// retaliate), lays smoke on Command.Hex, a hex within reach of its primary
// weapon, at its next turn to fire instead of attacking.
const CmdLaySmoke CommandKind = "lay_smoke"

// EvSmoke: smoke was laid or ordered.
const EvSmoke EventKind = "smoke"

// SmokeScreen is smoke over a hex through round Until of the engagement.
type SmokeScreen struct {
	Hex   hex.Hex `json:"hex"`
	Until int     `json:"until"`
}

func init() {
	register(CmdLaySmoke, DecideEngagementRound, PhaseCombat, (*Game).orderSmoke)
	registerAlso(CmdLaySmoke, DecideRetaliation)
}

// smokedIn: smoke covers h in round r of the open engagement.
func (g *Game) smokedIn(h hex.Hex, r int) bool {
	e := g.OpenEngagement
	if e == nil || e.Artillery == nil {
		return false
	}
	for _, s := range e.Artillery.Smoke {
		if s.Hex == h && r <= s.Until {
			return true
		}
	}
	return false
}

// smokeMods is the -2 on an attack at t in a smoked hex.
func (g *Game) smokeMods(t *Unit) []modifier {
	if e := g.OpenEngagement; e != nil && g.smokedIn(t.Hex, max(e.Round, 1)) {
		return []modifier{{SmokePenalty, "smoke (glossary, Smoke)"}}
	}
	return nil
}

// addSmoke lays smoke on h from the current round for SmokeRounds rounds.
func (g *Game) addSmoke(h hex.Hex) {
	a := g.artillery()
	until := max(g.OpenEngagement.Round, 1) + SmokeRounds - 1
	for i := range a.Smoke {
		if a.Smoke[i].Hex == h {
			a.Smoke[i].Until = max(a.Smoke[i].Until, until)
			return
		}
	}
	a.Smoke = append(a.Smoke, SmokeScreen{Hex: h, Until: until})
}

// artilleryCardCheck adjusts a Suspend Attack or Withdraw check: +4 when
// every affected unit stands in smoke (glossary, Smoke); refused while one
// of them is pinned (VI.7.6.2 Pin).
func (g *Game) artilleryCardCheck(id cards.Decision, affected []UnitID) ([]modifier, error) {
	if id != cards.SuspendAttack && id != cards.Withdraw {
		return nil, nil
	}
	e := g.OpenEngagement
	all := len(affected) > 0
	for _, uid := range affected {
		u := g.Unit(uid)
		if g.pinnedAhead(u) {
			return nil, fmt.Errorf("%s is pinned and may not withdraw (VI.7.6.2 Pin)", g.describe(u))
		}
		all = all && e != nil && g.smokedIn(u.Hex, e.Round+1) // smoke lies only inside an engagement
	}
	if all {
		return []modifier{{SmokeCheckBonus, "smoke (glossary, Smoke)"}}, nil
	}
	return nil, nil
}

// orderSmoke answers CmdLaySmoke.
func (g *Game) orderSmoke(cmd Command) ([]Event, error) {
	e := g.OpenEngagement
	u := g.Unit(cmd.Unit)
	if u == nil || u.Side != cmd.Side {
		return nil, fmt.Errorf("unit %d is not one of your units", cmd.Unit)
	}
	if !u.Card.Special.Smoke {
		return nil, fmt.Errorf("%s has no Smoke (glossary, Smoke)", g.describe(u))
	}
	if cmd.Hex == nil {
		return nil, fmt.Errorf("name the hex to lay smoke on (glossary, Smoke)")
	}
	mine := fighterIDs(e.Attackers)
	foes := g.defendingIDs()
	if cmd.Side != e.Attacker {
		mine, foes = fighterIDs(e.Defenders), fighterIDs(e.Attackers)
	}
	bar := g.shooterBar(u)
	if !containsID(mine, u.ID) {
		if cmd.Side == e.Attacker {
			return nil, fmt.Errorf("%s does not fight in this engagement: smoke is laid in a combat round instead of firing (glossary, Smoke)", g.describe(u))
		}
		bar = g.fighterBar(u, false)
	}
	if bar != "" {
		return nil, fmt.Errorf("%s cannot lay smoke: %s", g.describe(u), bar)
	}
	reach := 0
	for _, w := range u.Face().Weapons {
		if w.Primary {
			reach = w.RangeOp
		}
	}
	if d := hex.Distance(u.Hex, *cmd.Hex); d > reach {
		return nil, fmt.Errorf("%s is %d hex(es) away, beyond the range %d of %s's primary weapon (glossary, Smoke)", *cmd.Hex, d, reach, g.describe(u))
	}
	if o := g.orderOf(u.ID); o != nil && o.Mission == MissionFireForEffect {
		return nil, fmt.Errorf("%s is ordered to Fire for Effect (Inset VI.6)", g.describe(u))
	}
	target := UnitID(0)
	for _, f := range append(e.Attackers, e.Defenders...) {
		if f.Unit == u.ID {
			target = f.Target
		}
	}
	if target == 0 {
		for _, id := range foes {
			if g.legalTarget(u, g.Unit(id)) {
				target = id
				break
			}
		}
		if target == 0 && len(foes) > 0 {
			target = foes[0]
		}
	}
	g.dropOrder(u.ID)
	a := g.artillery()
	a.Orders = append(a.Orders, FireOrder{Gun: u.ID, Mission: missionSmoke, Hex: *cmd.Hex, Target: target})
	return []Event{{Kind: EvSmoke, Side: cmd.Side, Units: []UnitID{u.ID}, Rule: "glossary, Smoke",
		Text: fmt.Sprintf("%s will lay smoke on %s instead of firing.", g.describe(u), *cmd.Hex)}}, nil
}

// laySmoke carries out a smoke order at the unit's turn to fire; the unit
// fires normally in later rounds.
func (g *Game) laySmoke(u *Unit, o *FireOrder) []Event {
	h := o.Hex
	g.addSmoke(h)
	g.dropOrder(u.ID)
	return []Event{{Kind: EvSmoke, Side: u.Side, Units: []UnitID{u.ID}, Rule: "glossary, Smoke",
		Text: fmt.Sprintf("%s lays smoke on %s instead of firing: attacks on units there take %d for %d combat rounds.", g.describe(u), h, SmokePenalty, SmokeRounds)}}
}
