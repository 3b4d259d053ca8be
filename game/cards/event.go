package cards

import "fmt"

// Event is one Event Card design (III.6). The deck holds Copies of it.
type Event struct {
	ID       string   `toml:"id"`
	Title    string   `toml:"title"`
	Focus    string   `toml:"focus"` // what the event acts on, as printed
	Text     string   `toml:"text"`  // the effect in words; Effects is what the engine applies
	Copies   int      `toml:"copies"`
	Core     bool     `toml:"core"` // part of the default 40-card deck (III.6.2)
	Tags     []Tag    `toml:"tags"`
	Duration Duration `toml:"duration"`
	Effects  []Effect `toml:"effect"`
}

// Tag groups events for deck customisation ("no naval play: drop naval").
type Tag string

var tags = set[Tag]{
	"weather", "terrain", "naval", "air", "supply", "command", "intelligence",
	"deployment", "reinforcement", "partisans", "maintenance", "experience",
	"illness", "civilians",
}

// HasTag reports whether the event carries tag t.
func (e *Event) HasTag(t Tag) bool { return set[Tag](e.Tags).has(t) }

// DurationKind is how long an event lasts (III.6.4).
type DurationKind string

const (
	Instant  DurationKind = "instant"  // applied once, now
	Fixed    DurationKind = "fixed"    // Turns of the drawing player's operational turns
	Variable DurationKind = "variable" // rolled when drawn (III.6.5)
)

var durationKinds = set[DurationKind]{Instant, Fixed, Variable}

// Roll is the die expression of a variable duration.
type Roll string

const (
	D3    Roll = "d3"  // one d6 halved, rounded up: 1-3
	D6    Roll = "d6"  // 1-6
	TwoD6 Roll = "2d6" // 2-12
)

var rolls = set[Roll]{D3, D6, TwoD6}

// Duration is counted in the drawing player's operational turns (III.6.4).
// An effect with duration N is active from the draw until the start of the
// drawer's Nth following turn, so it covers the drawer's current turn, the
// next N-1 of them, and every opponent turn in between.
type Duration struct {
	Kind  DurationKind `toml:"kind"`
	Turns int          `toml:"turns"` // fixed
	Roll  Roll         `toml:"roll"`  // variable
	Add   int          `toml:"add"`   // variable: added to the roll
}

// Dice is how many d6 the drawing player rolls for the duration.
func (d Duration) Dice() int {
	switch {
	case d.Kind != Variable:
		return 0
	case d.Roll == TwoD6:
		return 2
	default:
		return 1
	}
}

// Range is the shortest and longest possible duration in turns.
func (d Duration) Range() (lo, hi int) {
	switch d.Kind {
	case Fixed:
		return d.Turns, d.Turns
	case Variable:
		switch d.Roll {
		case D3:
			return 1 + d.Add, 3 + d.Add
		case TwoD6:
			return 2 + d.Add, 12 + d.Add
		default:
			return 1 + d.Add, 6 + d.Add
		}
	}
	return 0, 0
}

// TurnsFor turns the d6 results (Dice() of them) into a duration in turns.
func (d Duration) TurnsFor(d6 ...int) (int, error) {
	if len(d6) != d.Dice() {
		return 0, fmt.Errorf("duration %s needs %d d6 results, got %d", d, d.Dice(), len(d6))
	}
	for _, r := range d6 {
		if r < 1 || r > 6 {
			return 0, fmt.Errorf("d6 result %d out of range (1..6)", r)
		}
	}
	switch d.Kind {
	case Instant:
		return 0, nil
	case Fixed:
		return d.Turns, nil
	}
	switch d.Roll {
	case D3:
		return (d6[0]+1)/2 + d.Add, nil
	case TwoD6:
		return d6[0] + d6[1] + d.Add, nil
	default:
		return d6[0] + d.Add, nil
	}
}

// String reads like the card: "instant", "5 turns", "1-6 turns (d6)".
func (d Duration) String() string {
	lo, hi := d.Range()
	switch d.Kind {
	case Fixed:
		if lo == 1 {
			return "1 turn"
		}
		return fmt.Sprintf("%d turns", lo)
	case Variable:
		expr := string(d.Roll)
		if d.Add != 0 {
			expr = fmt.Sprintf("%s%+d", d.Roll, d.Add)
		}
		return fmt.Sprintf("%d-%d turns (%s)", lo, hi, expr)
	}
	return "instant"
}
