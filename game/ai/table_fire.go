package ai

import (
	"fmt"

	"frontline/game/cards"
	"frontline/game/combat"
	"frontline/game/tactical"
	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// Declarations: the whole round is planned again at each declaration,
// greedily over every pair of a unit that has not declared and a target
// it may fire at, by the worth the volley is expected to take from the
// target times the chance the target is still there when it fires (the
// declarations already made count against it): fire goes where it is
// worth most and piles on a target only while piling on pays. Fire
// missions are weighed beside ordinary fire. A hidden unit that would
// take nothing stays silent rather than give itself away.

// dangerRounds: a target destroyed now does not fire again; its danger
// (what its own volley would take from the side, at its best target) is
// counted for this many rounds on top of its worth.
const dangerRounds = 1.5

// At the limit a side with nobody inside an objective loses to one that
// holds it, and a contested one counts for neither (II.2.3): in the last
// lastTurns turns an enemy ground unit inside an objective is worth
// keepOutWorth more to destroy (a defender that outlives the attacker's
// rush still lost the battle when one Sherman stood in the square).
const keepOutWorth = 12

// keepOut is the bonus for destroying t: keepOutWorth when t is a
// ground unit inside an objective in the battle's last turns.
func keepOut(b *tactical.Battle, in *TableInput, t *tactical.Unit) float64 {
	if b.Rules.TurnCap-b.Turn+1 > lastTurns || !t.Card.Ground() {
		return 0
	}
	for _, o := range in.Objectives {
		if geom.Within(t.Pos, o.At, 0, o.Radius) {
			return keepOutWorth
		}
	}
	return 0
}

// danger is what each visible enemy's round volley is expected to take
// from the side's units, at its best target among them.
func danger(b *tactical.Battle, foes, mine []*tactical.Unit) map[tactical.UnitID]float64 {
	out := make(map[tactical.UnitID]float64, len(foes))
	for _, t := range foes {
		for _, u := range mine {
			v, _ := volley(b, t, u, "")
			out[t.ID] = max(out[t.ID], v)
		}
	}
	return out
}

// declare is the next declaration, or Inspire or Withdraw when they pay,
// or the end of the declarations.
func (p *ComputerTable) declare(b *tactical.Battle, in *TableInput) TableOrder {
	if o, ok := p.offerTruce(b, in); ok {
		return o
	}
	if o, ok := p.withdraw(b, in); ok {
		return o
	}
	alive := map[tactical.UnitID]float64{}
	foes := enemies(b, in.View.Side)
	for _, t := range foes {
		alive[t.ID] = 1
	}
	for _, d := range b.Declared {
		u, t := b.Unit(d.Unit), b.Unit(d.Target)
		if u.Side == in.View.Side && t.Active() {
			_, k := volley(b, u, t, d.Mission)
			alive[t.ID] *= 1 - k
		}
	}
	var best tactical.Command
	bv, total := 0.0, 0.0
	mine := own(b, in.View.Side)
	harm := danger(b, foes, mine)
	for _, u := range mine {
		if b.HasDeclared(u.ID) {
			continue
		}
		uv := 0.0
		for _, t := range foes {
			for _, m := range []string{"", tactical.MissionFireForEffect, tactical.MissionDestroy} {
				if m != "" && b.CheckMission(u, t, m) != nil {
					continue
				}
				v, k := volley(b, u, t, m)
				if v > 0 {
					v += k * (harm[t.ID]*dangerRounds + keepOut(b, in, t))
				}
				v *= alive[t.ID]
				uv = max(uv, v)
				if v > bv {
					bv = v
					best = tactical.Command{Kind: tactical.CmdDeclare, Unit: u.ID, Target: t.ID, Mission: m}
				}
			}
		}
		total += uv
	}
	if bv > 0 {
		t := b.Unit(best.Target)
		return TableOrder{Command: best, Why: fmt.Sprintf("%s fires at %s: it expects to take %.1f of its worth %.0f",
			b.Unit(best.Unit).Card.Name, t.Card.Name, bv, worth(t))}
	}
	if o, ok := p.inspire(b, in); ok {
		return o
	}
	return TableOrder{Command: in.View.Pending.Close(), Why: "no more targets worth a shot"}
}

// Inspire pays when the round's declared fire is worth at least
// inspireWorth (a bonus volley comes on a won initiative check), or when
// the side's morale is low enough to fear a rout.
const (
	inspireWorth  = 6
	inspireMorale = 3
)

// inspire plays the Inspire card after the declarations, while they
// stand to fire a second, unanswered volley.
func (p *ComputerTable) inspire(b *tactical.Battle, in *TableInput) (TableOrder, bool) {
	if p.mem.inspired || !in.holds(cards.Inspire) {
		return TableOrder{}, false
	}
	planned := 0.0
	for _, d := range b.Declared {
		if u, t := b.Unit(d.Unit), b.Unit(d.Target); u.Side == in.View.Side && t.Active() {
			v, _ := volley(b, u, t, d.Mission)
			planned += v
		}
	}
	low := in.Rules.Morale && in.View.Morale[in.View.Role] <= inspireMorale
	if planned < inspireWorth && !low {
		return TableOrder{}, false
	}
	p.mem.inspired = true
	why := fmt.Sprintf("inspires its units: the round's fire is worth %.1f, and a won check doubles it", planned)
	if low {
		why = fmt.Sprintf("inspires its units: morale %d is near a rout", in.View.Morale[in.View.Role])
	}
	return TableOrder{Command: tactical.Command{Kind: tactical.CmdInspire}, Why: why}, true
}

// withdrawShare: a unit withdraws when the enemy threatens at least this
// share of its worth in the coming round and it can harm nobody.
const withdrawShare = 0.5

// withdraw takes off the table the units that could harm no enemy they
// see wherever they stood (out of range now is not enough: a tank out of
// range closes in) and stand to be lost: withdrawn, they cost their side
// a point of morale instead of giving the enemy one too.
func (p *ComputerTable) withdraw(b *tactical.Battle, in *TableInput) (TableOrder, bool) {
	if !in.holds(cards.Withdraw) || p.declaredAny(b, in) {
		return TableOrder{}, false
	}
	foes := enemies(b, in.View.Side)
	var leaving []tactical.UnitID
	for _, u := range own(b, in.View.Side) {
		if u.Aircraft() || u.Face().Movement == 0 || u.Fixed() {
			continue
		}
		harmless, threat := true, 0.0
		for _, e := range foes {
			harmless = harmless && !canHarm(u.Card, e.Card)
			t, _ := volley(b, e, u, "")
			threat += t
		}
		if harmless && threat >= withdrawShare*worth(u) {
			leaving = append(leaving, u.ID)
		}
	}
	if len(leaving) == 0 || len(leaving) == len(own(b, in.View.Side)) {
		return TableOrder{}, false
	}
	return TableOrder{Command: tactical.Command{Kind: tactical.CmdWithdraw, Units: leaving},
		Why: fmt.Sprintf("withdraws %d unit(s) that can harm nobody and stand to be lost", len(leaving))}, true
}

// declaredAny reports whether the side has declared this round already.
func (p *ComputerTable) declaredAny(b *tactical.Battle, in *TableInput) bool {
	for _, d := range b.Declared {
		if b.Unit(d.Unit).Side == in.View.Side {
			return true
		}
	}
	return false
}

// canHarm reports whether a unit of card c has a weapon that may fire at
// and damage a unit of card e, at some range.
func canHarm(c, e *units.Card) bool {
	for _, w := range c.Face(false).Weapons {
		if w.Hits(e.TargetKind()) && !combat.Harmless(w, e, false) {
			return true
		}
	}
	return false
}
