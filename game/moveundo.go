package game

import (
	"fmt"

	"frontline/game/hex"
)

// Taking back a move (a digital convenience, as in Battle for Wesnoth): a
// move may be undone while it rolled no dice, made no contact with the
// enemy, and nothing else has been ordered since. Moves undo last first.

// CmdUndoMove takes back the last move of this Movement Phase; it uses no
// fields but Side.
const CmdUndoMove CommandKind = "undo_move"

// EvMoveUndone: a move was taken back; Units lists the units put back.
const EvMoveUndone EventKind = "move_undone"

func init() {
	register(CmdUndoMove, DecidePhase, PhaseMovement, (*Game).undoMove)
}

// MoveRecord is what undoing a move needs.
type MoveRecord struct {
	Step  int         `json:"step"` // the Movement Phase it belongs to
	Seq   int         `json:"seq"`  // its place in the command log
	Units []MovedUnit `json:"units"`
	// Barred says why this move cannot be taken back; such a record
	// replaces the whole stack, since nothing before it can be undone
	// either.
	Barred string `json:"barred,omitempty"`
}

// MovedUnit is one unit's state before the move.
type MovedUnit struct {
	ID        UnitID  `json:"id"`
	From      hex.Hex `json:"from"`
	DugIn     bool    `json:"dug_in,omitempty"`
	MovedStep int     `json:"moved_step,omitempty"`
	MoveLeft  int     `json:"move_left,omitempty"` // transport.go (VI.3.3)
	FoundAt   string  `json:"found_at,omitempty"`  // recon.go: where the enemy had found it (glossary, Hidden)
	Entered   int     `json:"entered,omitempty"`   // miniatures_units.go: the side it had come in by (IX.4.3)
}

// pushUndo keeps rec, dropping records of earlier phases and everything
// under a barred move.
func (g *Game) pushUndo(rec MoveRecord) {
	if n := len(g.MoveUndo); rec.Barred != "" || (n > 0 && g.MoveUndo[n-1].Step != rec.Step) {
		g.MoveUndo = nil
	}
	g.MoveUndo = append(g.MoveUndo, rec)
}

// CanUndoMove says why the last move cannot be taken back, or returns nil.
func (g *Game) CanUndoMove() error {
	_, err := g.lastUndoable()
	return err
}

func (g *Game) lastUndoable() (MoveRecord, error) {
	n := len(g.MoveUndo)
	if n == 0 || g.MoveUndo[n-1].Step != g.Step || g.Phase != PhaseMovement {
		return MoveRecord{}, fmt.Errorf("there is no move to take back in this Movement Phase")
	}
	rec := g.MoveUndo[n-1]
	if rec.Barred != "" {
		return MoveRecord{}, fmt.Errorf("the last move cannot be taken back: %s", rec.Barred)
	}
	// Only moves and undos may have come after it; any other order (recon,
	// digging in, transport) may have revealed or decided something.
	for _, c := range g.log[min(rec.Seq, len(g.log)):] {
		if c.Kind != CmdMove && c.Kind != CmdUndoMove {
			return MoveRecord{}, fmt.Errorf("the last move cannot be taken back: %s was ordered after it", c.Kind)
		}
	}
	return rec, nil
}

func (g *Game) undoMove(Command) ([]Event, error) {
	rec, err := g.lastUndoable()
	if err != nil {
		return nil, err
	}
	g.MoveUndo = g.MoveUndo[:len(g.MoveUndo)-1]
	ids := make([]UnitID, 0, len(rec.Units))
	var to hex.Hex
	for _, m := range rec.Units {
		u := g.Unit(m.ID)
		to = m.From
		u.Hex, u.DugIn, u.MovedStep, u.MoveLeft, u.FoundAt = m.From, m.DugIn, m.MovedStep, m.MoveLeft, m.FoundAt
		u.Entered = m.Entered
		ids = append(ids, u.ID)
	}
	first := g.Unit(rec.Units[0].ID)
	return []Event{{Kind: EvMoveUndone, Side: first.Side, Units: ids, Rule: "V.4",
		Text: fmt.Sprintf("%s's move is taken back; it is in %s again.", g.describe(first), to)}}, nil
}
