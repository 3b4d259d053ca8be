package game

import (
	"encoding/json"
	"fmt"

	"frontline/game/hex"
	"frontline/game/tactical"
	"frontline/game/units"
)

// Resolve by Miniatures (chapter IX introduction, IX.1, V.5): an
// engagement declared on the map may be fought on the battle table of
// game/tactical instead, when both sides agree. Readings for a digital
// game (docs/RULES.md Q133):
//
//   - The proposal is made once the engagement is declared and before any
//     shot, which is the start of that engagement's part of the Combat
//     Phase: the attacker proposes with its attack (CmdAttackByMiniatures,
//     fields as CmdAttack), the defender instead of declaring its
//     retaliation (CmdProposeMiniatures). The other side answers
//     (DecideMiniatures, CmdAnswerMiniatures). A declined proposal closes
//     the question for that engagement, which goes on on the map.
//   - Accepted, the battle opens (miniatures_battle.go): while it runs the
//     Game's pending decision is the battle's (DecideBattle) and every
//     order of the table is a CmdBattle wrapping a tactical.Command, so
//     hot-seat, the computer opponent, saves and replays see one stream.
//   - When the battle ends its results return to the map through the
//     engine's own paths (miniatures_results.go) and the Combat Phase goes
//     on as after any engagement.

const (
	// CmdAttackByMiniatures: an attack, fields as CmdAttack, whose
	// engagement the attacker proposes to resolve by miniatures.
	CmdAttackByMiniatures CommandKind = "attack_by_miniatures"
	// CmdProposeMiniatures: the defender, asked for its retaliation,
	// proposes to resolve the engagement by miniatures instead.
	CmdProposeMiniatures CommandKind = "propose_miniatures"
	// CmdAnswerMiniatures: Option Accept or Decline answers the proposal,
	// or a cease fire offered on the table.
	CmdAnswerMiniatures CommandKind = "answer_miniatures"
	// CmdBattle: Command.Table is an order of the battle being fought;
	// its Side is the command's.
	CmdBattle CommandKind = "battle"

	// DecideMiniatures: accept or decline the proposal (or the cease fire
	// offered on the table, Battle().Offer).
	DecideMiniatures DecisionKind = "miniatures"
	// DecideBattle: the battle waits for Side; Battle().Pending says
	// for what (place, move, fly or declare).
	DecideBattle DecisionKind = "battle"

	// EvMiniatures: a proposal, its answer, the battle opening or its
	// results returning to the map. EvBattle: an event of the table.
	EvMiniatures EventKind = "miniatures"
	EvBattle     EventKind = "battle"
)

// MiniaturesRule is the section every proposal cites.
const MiniaturesRule = "IX.1"

func init() {
	register(CmdAttackByMiniatures, DecidePhase, PhaseCombat, (*Game).attackByMiniatures)
	register(CmdProposeMiniatures, DecideRetaliation, PhaseCombat, (*Game).proposeMiniatures)
	register(CmdAnswerMiniatures, DecideMiniatures, PhaseCombat, (*Game).answerMiniatures)
	register(CmdBattle, DecideBattle, PhaseCombat, (*Game).battleOrder)
}

// Miniatures is the proposal of the open engagement and, once accepted,
// its battle. It lives as long as the engagement.
type Miniatures struct {
	Proposer units.Side `json:"proposer"`
	// Asked: the proposal waits for the other side's answer; Declined: it
	// was refused and the engagement is fought on the map.
	Asked    bool `json:"asked,omitempty"`
	Declined bool `json:"declined,omitempty"`
	// Hex is the battle's hex; Members the units on the table, the
	// tactical unit id being the index (miniatures_units.go).
	Hex     hex.Hex  `json:"hex"`
	Members []Member `json:"members,omitempty"`
	// Offer: the side whose cease fire offered on the table waits for
	// the other's answer (IV.3.1).
	Offer units.Side `json:"offer,omitempty"`
	// Returning: the battle is over and its results are coming back to
	// the map; Queue holds the withdrawn units still to fall back, by
	// side, attacker first (IV.3.8).
	Returning bool       `json:"returning,omitempty"`
	Queue     [][]UnitID `json:"queue,omitempty"`

	battle *tactical.Battle // nil until accepted
}

// Member is one unit of the map on the table, with the crew inside it.
type Member struct {
	Unit UnitID `json:"unit"`
	Crew UnitID `json:"crew,omitempty"`
}

// MarshalJSON adds the battle's own hash, so that the game's state hash
// (save.go) covers the battle and a replay that strays from it is seen.
func (m *Miniatures) MarshalJSON() ([]byte, error) {
	type plain Miniatures
	var h uint64
	if m.battle != nil {
		h = m.battle.Hash()
	}
	return json.Marshal(struct {
		*plain
		Battle uint64 `json:"battle,omitempty"`
	}{(*plain)(m), h})
}

// Battle is the battle being fought, nil when none is (read only).
func (g *Game) Battle() *tactical.Battle {
	if g.Miniatures == nil {
		return nil
	}
	return g.Miniatures.battle
}

// miniaturesBar says why the open engagement (or the one cmd would
// declare) cannot be resolved by miniatures now, or "".
func (g *Game) miniaturesBar(targets []UnitID) string {
	var h hex.Hex
	for i, id := range targets {
		t := g.Unit(id)
		if t == nil {
			return fmt.Sprintf("unit %d is not on the map", id)
		}
		if i > 0 && t.Hex != h {
			return "a battle is fought in one hex: every target must stand in it (IX.1)"
		}
		h = t.Hex
	}
	if len(targets) == 0 {
		return "the attack names no target"
	}
	if _, err := g.battleTable(h); err != nil {
		return err.Error()
	}
	return ""
}

// attackByMiniatures answers CmdAttackByMiniatures: the attack is
// declared as CmdAttack would declare it, and the defender is asked to
// accept or decline once any scramble is settled (askRetaliation).
func (g *Game) attackByMiniatures(cmd Command) ([]Event, error) {
	fs, err := pairs(cmd, false)
	if err != nil {
		return nil, err
	}
	var targets []UnitID
	for _, f := range fs {
		targets = appendID(targets, f.Target)
	}
	for _, o := range cmd.Fire { // a weapon's own target is engaged too (fire_orders.go)
		targets = appendID(targets, o.Target)
	}
	if why := g.miniaturesBar(targets); why != "" {
		return nil, fmt.Errorf("no battle by miniatures: %s", why)
	}
	g.Miniatures = &Miniatures{Proposer: cmd.Side, Asked: true, Hex: g.Unit(targets[0]).Hex}
	if why := g.joinBar(cmd.Side, cmd.Units); why != "" {
		g.Miniatures = nil
		return nil, fmt.Errorf("no battle by miniatures: %s", why)
	}
	cmd.Kind = CmdAttack
	evs, err := g.attack(cmd)
	if err != nil {
		g.Miniatures = nil
		return nil, err
	}
	return append(evs, Event{Kind: EvMiniatures, Side: cmd.Side, Rule: MiniaturesRule,
		Text: fmt.Sprintf("%s proposes to resolve the engagement in %s by miniatures.", sideName(cmd.Side), g.Miniatures.Hex)}), nil
}

// proposeMiniatures answers CmdProposeMiniatures: the defender proposes
// instead of declaring its retaliation; the attacker answers.
func (g *Game) proposeMiniatures(cmd Command) ([]Event, error) {
	e := g.OpenEngagement
	switch {
	case g.Miniatures != nil:
		return nil, fmt.Errorf("resolving this engagement by miniatures was proposed already (IX.1)")
	case e.Defensive:
		return nil, fmt.Errorf("a defensive engagement is not resolved by miniatures: the table has no place for the side that started it from the passive turn (Q133)")
	}
	if why := g.miniaturesBar(e.Targets); why != "" {
		return nil, fmt.Errorf("no battle by miniatures: %s", why)
	}
	m := &Miniatures{Proposer: cmd.Side, Asked: true, Hex: g.Unit(e.Targets[0]).Hex}
	g.Miniatures = m
	if why := g.joinBar(e.Attacker, fighterIDs(e.Attackers)); why != "" {
		g.Miniatures = nil
		return nil, fmt.Errorf("no battle by miniatures: %s", why)
	}
	g.askMiniatures()
	return []Event{{Kind: EvMiniatures, Side: cmd.Side, Rule: MiniaturesRule,
		Text: fmt.Sprintf("%s proposes to resolve the engagement in %s by miniatures.", sideName(cmd.Side), m.Hex)}}, nil
}

// askMiniatures puts a proposal waiting for its answer to the other
// side; it reports whether one was waiting (engagement.go asks it before
// the retaliation).
func (g *Game) askMiniatures() bool {
	m := g.Miniatures
	if m == nil || !m.Asked {
		return false
	}
	g.Pending = Decision{Kind: DecideMiniatures, Side: Enemy(m.Proposer), Phase: PhaseCombat,
		Prompt: fmt.Sprintf("%s proposes to resolve the engagement in %s by miniatures on the battle table: accept or decline (IX.1).", sideName(m.Proposer), m.Hex)}
	return true
}

// answerMiniatures answers CmdAnswerMiniatures.
func (g *Game) answerMiniatures(cmd Command) ([]Event, error) {
	if cmd.Option != Accept && cmd.Option != Decline {
		return nil, fmt.Errorf("answer with %q or %q (IX.1)", Accept, Decline)
	}
	m := g.Miniatures
	if m.Offer != "" {
		return g.answerTableTruce(cmd) // miniatures_battle.go (IV.3.1)
	}
	if cmd.Option == Accept {
		return g.openBattle(cmd.Side) // miniatures_battle.go
	}
	m.Asked, m.Declined = false, true
	evs := []Event{{Kind: EvMiniatures, Side: cmd.Side, Rule: MiniaturesRule,
		Text: fmt.Sprintf("%s declines: the engagement in %s is fought on the map.", sideName(cmd.Side), m.Hex)}}
	g.askRetaliation()
	return evs, nil
}
