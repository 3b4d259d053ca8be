package game

import "fmt"

// Liveness, an invariant like those of invariants.go: a game not over
// always accepts at least one command, the pass answer to its pending
// decision (PassCommand) at the least, so no decision can lock a side out
// for good and every save can be played on.

// StuckError says that a game accepts no command: the pass answer to its
// pending decision is refused.
type StuckError struct {
	Pending Decision
	Pass    Command
	Err     error // why the pass was refused
}

func (e *StuckError) Error() string {
	return fmt.Sprintf("no command is accepted: %s waits for %q in the %s Phase and its pass answer %s is refused (%v)",
		sideName(e.Pending.Side), e.Pending.Kind, e.Pending.Phase, e.Pass.Kind, e.Err)
}

// LivenessBar returns a *StuckError when the game is not over and
// refuses the pass answer to its pending decision, else nil. The pass is
// tried on a throwaway copy: g is left as it is.
func (g *Game) LivenessBar() error {
	if g.Over {
		return nil
	}
	pass := PassCommand(g)
	if h, ok := handlers[pass.Kind]; ok && pass.Kind == CmdEndPhase && h.answers(g.Pending.Kind, g.Phase) {
		return nil // ending a phase is never refused once the phase is pending (apply.go): no trial needed
	}
	c := g.cloneState()
	c.log = g.log[:len(g.log):len(g.log)] // read only: an append copies
	if _, err := c.Apply(pass); err != nil {
		return &StuckError{Pending: g.Pending, Pass: pass, Err: err}
	}
	return nil
}
