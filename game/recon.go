package game

import (
	"fmt"

	"frontline/game/hex"
	"frontline/game/units"
)

// Reconnaissance (VI.6) and the reveals of fog of war (III.2.4, VIII.1).
const (
	ReconRange           = 1 // hexes from the recon unit to the stack it scouts (VI.6.1)
	ReconTarget          = 5 // d10 to reveal a stack (VI.6.1)
	ReconHiddenTarget    = 8 // d10 to find hidden units too (VI.6.2: 5 made 3 harder)
	ReconInitiativeBonus = 1 // initiative against a reconnoitred stack this turn (VI.6.1)
)

// CmdRecon: Command.Unit, a unit with Reconnaissance, scouts Command.Hex
// (Movement Phase).
const CmdRecon CommandKind = "recon"

const (
	// EvRecon: a reconnaissance attempt and its roll; public, since the
	// scouted side has to show its stack.
	EvRecon EventKind = "recon"
	// EvReconUnit: which unit scouted (secret: recon units stay hidden).
	EvReconUnit EventKind = "recon_unit"
	// EvStackRevealed: an enemy stack is shown to a side for this turn.
	EvStackRevealed EventKind = "stack_revealed"
)

// Why a stack is revealed.
const (
	RevealRecon      = "recon"      // successful reconnaissance (VI.6.1)
	RevealEngagement = "engagement" // attacking or defending (Inset VIII.1)
)

// Reveal shows the enemy stack in Hex to By for the turn step it was made
// in; it lapses when that Operational Turn ends.
type Reveal struct {
	By   units.Side `json:"by"`
	Hex  string     `json:"hex"` // CCRR
	Step int        `json:"step"`
	Why  string     `json:"why"`
}

func init() {
	register(CmdRecon, DecidePhase, PhaseMovement, (*Game).recon)
}

// revealStack shows the enemy stack in h to side by until the end of the
// current turn. Hidden units stay hidden: only reconnaissance finds them.
// Combat calls it for both stacks of an engagement (VIII.1).
func (g *Game) revealStack(by units.Side, h hex.Hex, why string) Event {
	keep := g.Reveals[:0]
	for _, r := range g.Reveals {
		if r.Step == g.Step {
			keep = append(keep, r)
		}
	}
	g.Reveals = append(keep, Reveal{By: by, Hex: h.String(), Step: g.Step, Why: why})
	if why == RevealRecon {
		g.noteScouted(by, h) // demolition.go: Table VI.2 note 2
	}
	return Event{Kind: EvStackRevealed, Side: by, Rule: "VIII.1",
		Text: fmt.Sprintf("The stack in %s is revealed to %s for this turn (%s).", h, sideName(by), why)}
}

// revealed reports whether side sees the whole enemy stack in h this turn,
// and why.
func (g *Game) revealed(side units.Side, h hex.Hex) (string, bool) {
	key := h.String()
	for _, r := range g.Reveals {
		if r.By == side && r.Hex == key && r.Step == g.Step {
			return r.Why, true
		}
	}
	return "", false
}

// ReconBonus is the initiative side gains this turn in attacks on the
// stack in h after reconnoitring it (VI.6.1; adds to the attack bonus).
func (g *Game) ReconBonus(side units.Side, h hex.Hex) int {
	key := h.String()
	for _, r := range g.Reveals {
		if r.By == side && r.Hex == key && r.Step == g.Step && r.Why == RevealRecon {
			return ReconInitiativeBonus
		}
	}
	return 0
}

// ReconnedThisTurn reports whether u performed reconnaissance this turn,
// which keeps it out of any engagement until the turn ends (VI.6).
func (g *Game) ReconnedThisTurn(u *Unit) bool { return u.ReconStep != 0 && u.ReconStep == g.Step }

// IsPost reports whether u is a command post or the Forward HQ: its
// marker shows on the map but it is not a target until found (IV.1.3).
func IsPost(u *Unit) bool {
	k := u.Card.Special.Structure
	return k == units.CommandPost || k == units.ForwardHQ
}

// Found reports whether enemy reconnaissance has found the hidden unit or
// post u where it stands now; it counts as hidden again once it moves
// (glossary, Hidden; IV.1.6).
func Found(u *Unit) bool { return u.FoundAt != "" && u.Deployed() && u.FoundAt == u.Hex.String() }

// concealed reports whether u is hidden from the enemy until found.
func concealed(u *Unit) bool { return u.Card.Special.Hidden || IsPost(u) }

// reconBar says why u cannot scout now, or "".
func (g *Game) reconBar(u *Unit) string {
	turn := g.Players[u.Side].Turn
	switch {
	case !u.Card.Special.Recon:
		return "it has no Reconnaissance function (VI.6)"
	case !u.Deployed():
		return "it is not on the map (VI.6)"
	case g.Unsupplied(u):
		return "it is left unsupplied this turn (V.3.2)"
	case u.IdleIn(turn):
		return "it is busy with an idle function (Inset V.5)"
	case g.eventIdle(u) != "": // event_ongoing.go: idle_units (III.6.3)
		return g.eventIdleBar(u)
	case g.ReconnedThisTurn(u):
		return "it has already scouted in this Movement Phase (VI.6.1)"
	}
	return ""
}

// recon answers CmdRecon. One d10: 5+ reveals the stack for the rest of
// the turn with +1 initiative against it; 8+ also finds its hidden units,
// and posts when the scout is a land unit (VI.6.1, VI.6.2, IV.1.6). Any
// attempt, failed or not, keeps the scout out of combat this turn.
func (g *Game) recon(cmd Command) ([]Event, error) {
	u := g.Unit(cmd.Unit)
	if u == nil || u.Side != cmd.Side {
		return nil, fmt.Errorf("unit %d is not one of your units", cmd.Unit)
	}
	if bar := g.reconBar(u); bar != "" {
		return nil, fmt.Errorf("%s cannot scout: %s", g.describe(u), bar)
	}
	if cmd.Hex == nil {
		return nil, fmt.Errorf("reconnaissance needs a target hex (VI.6.1)")
	}
	h := *cmd.Hex
	if !g.scenario.Map.InBounds(h) {
		return nil, fmt.Errorf("%s is not on the map", h)
	}
	if d := hex.Distance(u.Hex, h); d > ReconRange {
		return nil, fmt.Errorf("%s cannot scout %s: it is %d hexes away, reconnaissance reaches %d (VI.6.1)", g.describe(u), h, d, ReconRange)
	}

	roll := g.dice.D10("reconnaissance of "+h.String(), "VI.6.1")
	u.ReconStep = g.Step
	side := cmd.Side
	ev := Event{Kind: EvRecon, Side: side, Amount: roll, Rule: "VI.6.1", Rolls: g.dice.TakeRolls()}
	switch {
	case roll < ReconTarget:
		ev.Text = fmt.Sprintf("%s reconnaissance of %s rolls %d: nothing is learned (%d+ needed).", sideName(side), h, roll, ReconTarget)
	case roll < ReconHiddenTarget:
		g.revealStack(side, h, RevealRecon)
		ev.Text = fmt.Sprintf("%s reconnaissance of %s rolls %d: the stack is revealed for this turn, +%d initiative against it; hidden units would need %d+.",
			sideName(side), h, roll, ReconInitiativeBonus, ReconHiddenTarget)
	default:
		g.revealStack(side, h, RevealRecon)
		found := g.findHidden(side, h, u.Card.Ground())
		for _, f := range found {
			ev.Units = append(ev.Units, f.ID)
		}
		ev.Text = fmt.Sprintf("%s reconnaissance of %s rolls %d: the stack is revealed for this turn, +%d initiative against it, and %d hidden unit(s) found.",
			sideName(side), h, roll, ReconInitiativeBonus, len(found))
		ev.Rule = "VI.6.2"
	}
	who := Event{Kind: EvReconUnit, Side: side, Units: []UnitID{u.ID}, Rule: "VI.6", Secret: true,
		Text: fmt.Sprintf("%s made the reconnaissance of %s and may not fight this turn.", g.describe(u), h)}
	return []Event{ev, who}, nil
}

// findHidden marks side's enemy hidden units in h as found; posts only
// yield to land reconnaissance (IV.1.6).
func (g *Game) findHidden(side units.Side, h hex.Hex, land bool) []*Unit {
	var found []*Unit
	for _, e := range g.Stack(h) {
		if e.Side == side || !concealed(e) || (IsPost(e) && !land) {
			continue
		}
		e.FoundAt = h.String()
		found = append(found, e)
	}
	return found
}
