package game

import (
	"fmt"

	"frontline/game/hex"
)

// Interdict against a withdrawal (VI.7.6.2 Interdict, IV.3.8, Q30): "If an
// enemy is attempting to ... withdraw from Combat, and a player is
// prepared to use Artillery to Interdict, after winning initiative, the
// Fire Mission may be attempted. If successful, all enemies in the target
// zone are delayed from withdrawing ... by one additional Combat Round,
// which in the case of a Withdrawal, results in another required Withdraw
// Initiative check the following Combat Round."
//
// Readings:
//   - "Winning initiative" is winning the Withdraw card's initiative check:
//     the winner has its bonus round, then is asked whether to interdict
//     (a fire_mission with option interdict at the withdrawing units'
//     hex, or let_withdraw). Only when it has a unit with Fire Missions and
//     a gun with an Indirect Fire weapon on the map.
//   - A hit holds every withdrawing unit in the target hex in the
//     engagement; the others fall back as ordered. When the next combat
//     round ends, the held units roll the Withdraw check again (no card):
//     won, they fall back; lost, the enemy has another bonus round and
//     then they fall back (IV.3.8).
//   - One Interdict per engagement, as against an attack.

// DecideInterdictWithdraw: the side that won a Withdraw check may fire an
// Interdict at the withdrawing units (Choices).
const DecideInterdictWithdraw DecisionKind = "interdict_withdraw"

// CmdLetWithdraw: no Interdict; the withdrawal goes ahead.
const CmdLetWithdraw CommandKind = "let_withdraw"

// EvWithdrawInterdicted: units held back by an Interdict, or checking
// again after it.
const EvWithdrawInterdicted EventKind = "withdraw_interdicted"

func init() {
	register(CmdLetWithdraw, DecideInterdictWithdraw, PhaseCombat, (*Game).letWithdraw)
	registerAlso(CmdFireMission, DecideInterdictWithdraw)
}

// offerInterdictWithdrawal asks the enemy of the withdrawing side whether
// it interdicts; false when it has no observer and gun, or the Interdict
// of this engagement has been fired.
func (g *Game) offerInterdictWithdrawal() bool {
	w, e := g.Withdrawing, g.OpenEngagement
	if w == nil || e == nil || (e.Artillery != nil && e.Artillery.Interdict) {
		return false
	}
	var live []UnitID
	for _, id := range w.Queue {
		if g.Unit(id).Deployed() {
			live = append(live, id)
		}
	}
	foe := Enemy(w.Side)
	observer, gun := false, false
	for _, u := range g.Units {
		if u.Side != foe || !u.Deployed() {
			continue
		}
		observer = observer || (u.Card.Special.FireMissions && u.Card.Special.SpottingOp >= 0)
		gun = gun || g.indirectWeapon(u) >= 0
	}
	if len(live) == 0 || !observer || !gun {
		return false
	}
	g.Pending = Decision{Kind: DecideInterdictWithdraw, Side: foe, Phase: PhaseCombat, Choices: live,
		Prompt: "The enemy falls back: fire an Interdict mission at the withdrawing units to hold them one more round, or let them go (VI.7.6.2 Interdict)."}
	return true
}

// letWithdraw answers CmdLetWithdraw.
func (g *Game) letWithdraw(cmd Command) ([]Event, error) {
	ev := Event{Kind: EvFireMission, Side: cmd.Side, Rule: "VI.7.6.2", Text: fmt.Sprintf("%s fires no Interdict.", sideName(cmd.Side))}
	return append([]Event{ev}, g.carryOutWithdrawal()...), nil
}

// interdictWithdrawal fires the Interdict orders at the withdrawing units
// in h; a hit holds them back a round. The rest fall back.
func (g *Game) interdictWithdrawal(orders []FireOrder, h hex.Hex) []Event {
	w := g.Withdrawing
	evs, hit := g.interdictFire(orders, h, w.Queue, "the withdrawal", "withdrawing unit")
	if hit {
		var held, rest []UnitID
		for _, id := range w.Queue {
			if u := g.Unit(id); u.Deployed() && u.Hex == h {
				held = append(held, id)
			} else {
				rest = append(rest, id)
			}
		}
		a := g.artillery()
		a.Delayed, a.DelayedRound, w.Queue = held, g.OpenEngagement.Round+1, rest
		evs = append(evs, Event{Kind: EvWithdrawInterdicted, Side: w.Side, Units: held, Rule: "VI.7.6.2",
			Text: fmt.Sprintf("The Interdict holds %s in the fight for one more round; they must check again to withdraw (VI.7.6.2 Interdict).", g.names(g.units(held)))})
	} else {
		evs = append(evs, Event{Kind: EvFireMission, Side: Enemy(w.Side), Rule: "VI.7.6.2", Text: "The Interdict fails; the withdrawal goes ahead."})
	}
	return append(evs, g.carryOutWithdrawal()...)
}

// withdrawAgain runs as a combat round ends: units an Interdict held back
// check again to withdraw, with no card (VI.7.6.2 Interdict, IV.3.8).
func (g *Game) withdrawAgain() []Event {
	e := g.OpenEngagement
	a := e.Artillery
	if a == nil || len(a.Delayed) == 0 || e.Round < a.DelayedRound || g.Withdrawing != nil {
		return nil
	}
	var ids []UnitID
	for _, id := range a.Delayed {
		if u := g.Unit(id); u.Deployed() && g.withdrawBar(u) == "" {
			ids = append(ids, id)
		}
	}
	a.Delayed, a.DelayedRound = nil, 0
	if len(ids) == 0 {
		return nil
	}
	side := g.Unit(ids[0]).Side
	won, _ := g.dice.Contest(0, 0, "IV.3.8")
	rolls := g.dice.TakeRolls()
	result := "loses: the enemy has a bonus round first"
	if won {
		result = "wins"
	}
	evs := []Event{{Kind: EvWithdrawInterdicted, Side: side, Units: ids, Rule: "IV.3.8", Rolls: rolls,
		Text: fmt.Sprintf("After the Interdict, %s try again to withdraw: d10 %d against %d, %s %s.", g.names(g.units(ids)),
			rolls[len(rolls)-2].Value, rolls[len(rolls)-1].Value, sideName(side), result)}}
	if !won {
		evs = append(evs, g.bonusRound(side != e.Attacker, "IV.3.8")...)
	}
	g.Withdrawing = &Withdrawal{Side: side, Queue: ids, Resume: g.Pending, Rule: "IV.3.8"}
	return append(evs, g.carryOutWithdrawal()...)
}
