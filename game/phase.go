package game

import "fmt"

// Phase is a step of an Operational Turn (section V, Inset V.1).
type Phase int

const (
	PhaseIncome     Phase = iota // V.1: every turn but a side's first
	PhaseProduction              // V.2: a side's turns 1, 6, 11, ...
	PhaseSupply                  // V.3: every turn
	PhaseMovement                // V.4
	PhaseCombat                  // V.5
	PhaseDeployment              // V.6: a side's turns 5, 10, 15, ...
	numPhases
)

var phaseNames = [numPhases]string{"Income/Event", "Production", "Supply", "Movement", "Combat", "Deployment"}

func (p Phase) String() string {
	if p < 0 || p >= numPhases {
		return fmt.Sprintf("Phase(%d)", int(p))
	}
	return phaseNames[p]
}

// Rule is the rulebook section of the phase.
func (p Phase) Rule() string {
	return [numPhases]string{"V.1", "V.2", "V.3", "V.4", "V.5", "V.6"}[p]
}

// Occurs reports whether phase p takes place on a side's turn number n
// (1-based, counted per side): Income/Event is skipped on a side's first
// turn; Production comes on turns 1, 6, 11 ...; Deployment on 5, 10, 15 ...
func (p Phase) Occurs(n int) bool {
	switch p {
	case PhaseIncome:
		return n > 1
	case PhaseProduction:
		return n%5 == 1
	case PhaseDeployment:
		return n%5 == 0
	default:
		return p >= 0 && p < numPhases
	}
}

// next returns the phase after p on turn n, or numPhases when the turn ends.
func (p Phase) next(n int) Phase {
	for q := p + 1; q < numPhases; q++ {
		if q.Occurs(n) {
			return q
		}
	}
	return numPhases
}

// firstPhase is the first phase of a side's turn n.
func firstPhase(n int) Phase { return Phase(-1).next(n) }
