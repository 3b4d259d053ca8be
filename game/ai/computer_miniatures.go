package ai

import (
	"fmt"
	"hash/fnv"
	"math"

	"frontline/game"
	"frontline/game/hex"
	"frontline/game/units"
)

// Resolve by Miniatures (IX.1) for the operational computer: whether to
// fight an engagement on the battle table instead of by the map's dice.
//
// The map's engagement puts every weapon in the hex in range of every
// enemy in it; the table spreads the forces over 72 inches, where a
// rifle reaches 2" and walks an inch a turn while a tank gun or a
// howitzer covers the table. So the same forces weigh differently on the
// two: long-ranged guns and armour gain on the table, infantry loses.
// The computer measures that shift with the Lanchester strength of the
// purchase plan (table_plan.go: each side's round volley on the other's
// mix, times the worth it fields), once with each weapon's table reach
// and once with every weapon in range (the map). The ratio of the two
// ratios, s, moves its chance on the map p (the fast engagement odds when
// it attacks; the open strength ratio's share when the engagement is
// already declared) to a table chance by odds: p·s / (p·s + 1 − p). It
// proposes or accepts when that table chance beats p by tableMargin.
//
// The model is zero-sum, so two computers never agree to a battle; with
// Venture (`frontline sim -miniatures P`) a computer proposes or accepts
// with chance P where its judgement says no, so that simulated games
// fight table battles too.

// tableMargin is how much more the table must promise than the map.
const tableMargin = 0.08

// mapReach weighs every weapon of the map's engagement: all are in range.
func mapReach(*units.Card, units.Weapon) float64 { return 1 }

// tableShift is s for own against foe: how much better own's strength
// ratio is on the table than on the map, and own's chance on the map
// when no odds are at hand (the open ratio's share).
// A side that cannot harm the other at all (rifles against a tank) loses
// as surely on the table as on the map: s is 1.
func tableShift(own, foe []TableOffer) (s, open float64) {
	to, tf := strength(own, foe), strength(foe, own)
	mo, mf := strengthBy(own, foe, mapReach), strengthBy(foe, own, mapReach)
	open = mo / math.Max(mo+mf, 1e-9)
	if to <= 0 || tf <= 0 || mo <= 0 || mf <= 0 {
		return 1, open
	}
	return (to / tf) / (mo / mf), open
}

// onTable is chance p moved by s.
func onTable(p, s float64) float64 {
	if p <= 0 || p >= 1 {
		return p
	}
	return p * s / (p*s + 1 - p)
}

// offers are the cards of units ids on b (units the side does not know
// are left out).
func offers(b *game.Game, ids []game.UnitID) []TableOffer {
	var out []TableOffer
	for _, id := range ids {
		if u := b.Unit(id); u != nil && u.Card != nil && u.Deployed() {
			out = append(out, TableOffer{Card: u.Card, Cost: u.Card.Cost})
		}
	}
	return out
}

// tableCall is the computer's judgement of one engagement.
type tableCall struct {
	mapP, tableP float64
	yes          bool // the table pays
	venture      bool // it does not, but the computer goes anyway
}

// judge weighs the table for own against foe with map chance p (< 0:
// the open strength ratio's); key names the decision for the venture's
// draw.
func (t *turn) judge(own, foe []TableOffer, p float64, key string) tableCall {
	s, open := tableShift(own, foe)
	if p < 0 {
		p = open
	}
	c := tableCall{mapP: p, tableP: onTable(p, s)}
	c.yes = len(own) > 0 && len(foe) > 0 && c.tableP-c.mapP >= tableMargin
	c.venture = !c.yes && t.c.venture > 0 && t.c.draw(t.b, key) < t.c.venture
	return c
}

// fight reports whether the computer fights on the table.
func (c tableCall) fight() bool { return c.yes || c.venture }

// why says the judgement in words, after what the computer does.
func (c tableCall) why(what string) string {
	if c.venture {
		return fmt.Sprintf("%s: about %.0f %% on the table against %.0f %% by the map's dice, but it was told to try the table", what, 100*c.tableP, 100*c.mapP)
	}
	return fmt.Sprintf("%s: about %.0f %% on the table, where ranges count, against %.0f %% by the map's dice", what, 100*c.tableP, 100*c.mapP)
}

// draw is the computer's own uniform number for the decision key on b:
// its seed and what the side sees, nothing else.
func (c *Computer) draw(b *game.Game, key string) float64 {
	h := fnv.New64a()
	fmt.Fprint(h, c.seed, decisionKey(b), key)
	return float64(h.Sum64()>>11) / (1 << 53)
}

// byMiniatures puts before the best attack, when the table pays for it,
// the same attack proposed for miniatures (refused, the attack follows
// as it is).
func (t *turn) byMiniatures(attacks []Order) []Order {
	if len(attacks) == 0 || t.b.Miniatures != nil {
		return attacks
	}
	decl := attacks[0].Command
	target := t.b.Unit(decl.Target)
	if target == nil {
		return attacks
	}
	for i, es := range t.v.Enemy {
		if es.Hex != target.Hex {
			continue
		}
		odds, og, err := t.odds(t.b, decl, es, uint64(i))
		if err != nil {
			return attacks
		}
		foe := offers(og, stackIDs(og, es.Hex, t.side))
		c := t.judge(offers(og, decl.Units), foe, odds.AttackerWins, "attack "+es.Hex.String())
		if !c.fight() {
			return attacks
		}
		decl.Kind = game.CmdAttackByMiniatures
		o := Order{Command: decl, Reason: c.why("proposes to fight the attack on " + es.Hex.String() + " on the battle table")}
		return append([]Order{o}, attacks...)
	}
	return attacks
}

// stackIDs are the units of the side other than side in hex h on b.
func stackIDs(b *game.Game, h hex.Hex, side units.Side) []game.UnitID {
	var out []game.UnitID
	for _, u := range b.Stack(h) {
		if u.Side != side {
			out = append(out, u.ID)
		}
	}
	return out
}

// engagedForces are the declared engagement's forces on the Belief: the
// attackers and the defenders' stack, own first.
func (t *turn) engagedForces() (own, foe []TableOffer, at hex.Hex, ok bool) {
	g := t.b
	e := g.OpenEngagement
	if e == nil || len(e.Targets) == 0 {
		return nil, nil, hex.Hex{}, false
	}
	tg := g.Unit(e.Targets[0])
	if tg == nil || !tg.Deployed() {
		return nil, nil, hex.Hex{}, false
	}
	at = tg.Hex
	var att []game.UnitID
	for _, f := range e.Attackers {
		att = append(att, f.Unit)
	}
	def := stackIDs(g, at, e.Attacker)
	if e.Attacker == t.side {
		return offers(g, att), offers(g, def), at, true
	}
	return offers(g, def), offers(g, att), at, true
}

// proposeMiniatures: the defender, asked for its retaliation, proposes
// the table when it pays (V.5, IX.1).
func (t *turn) proposeMiniatures() []Order {
	if m := t.b.Miniatures; m != nil {
		return nil // a proposal was made and declined in this engagement
	}
	own, foe, at, ok := t.engagedForces()
	if !ok {
		return nil
	}
	c := t.judge(own, foe, -1, "propose "+at.String())
	if !c.fight() {
		return nil
	}
	return []Order{{Command: game.Command{Kind: game.CmdProposeMiniatures, Side: t.side},
		Reason: c.why("proposes to fight the engagement in " + at.String() + " on the battle table")}}
}

// answerMiniatures accepts a proposal when the table pays, else declines.
func (t *turn) answerMiniatures() []Order {
	own, foe, at, ok := t.engagedForces()
	answer := func(opt, why string) []Order {
		return []Order{{Command: game.Command{Kind: game.CmdAnswerMiniatures, Side: t.side, Option: opt}, Reason: why}}
	}
	if !ok {
		return answer(game.Decline, "declines the battle table: it cannot weigh the engagement")
	}
	c := t.judge(own, foe, -1, "answer "+at.String())
	if c.fight() {
		return answer(game.Accept, c.why("accepts to fight the engagement in "+at.String()+" on the battle table"))
	}
	return answer(game.Decline, c.why("declines the battle table in "+at.String()))
}
