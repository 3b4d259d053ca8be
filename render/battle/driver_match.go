package battle

import (
	"frontline/game/tactical"
	"frontline/game/tactical/standalone"
	"frontline/game/units"
)

// Match is the Driver of a standalone battle: both players see the whole
// table (standalone battles hide nothing on it but their purchases).

var _ Driver = (*Match)(nil)

// Look has nothing to do: the table is the same for both.
func (m *Match) Look(units.Side) {}

// Pending is the side the battle waits for.
func (m *Match) Pending() (units.Side, bool) { return m.Game.Pending() }

// Over reports whether the battle is decided.
func (m *Match) Over() bool { return m.Game.Over() }

// Offer is the side whose cease fire waits for the answer.
func (m *Match) Offer() units.Side { return m.Game.Offer }

// Check gives c to a copy of the battle.
func (m *Match) Check(c tactical.Command) ([]tactical.Event, error) {
	if err := m.Game.CheckTable(c); err != nil {
		return nil, err
	}
	return m.Battle().Clone().Apply(c)
}

// Order gives table order c.
func (m *Match) Order(c tactical.Command) error {
	_, err := m.Do(standalone.Command{Kind: standalone.CmdTable, Side: c.Side, Table: c})
	return err
}

// Answer answers the cease fire offered.
func (m *Match) Answer(side units.Side, accept bool) error {
	_, err := m.Do(standalone.Command{Kind: standalone.CmdAnswer, Side: side, Accept: accept})
	return err
}

// Entries is the log.
func (m *Match) Entries() []Entry { return m.Log }

// Note inserts e into the log at index at.
func (m *Match) Note(at int, e Entry) {
	m.Log = append(m.Log[:at], append([]Entry{e}, m.Log[at:]...)...)
}

// Stamp is the number of orders given.
func (m *Match) Stamp() int { return len(m.History) }

// Title is the battle's name.
func (m *Match) Title() string { return m.Game.Def.Name }

// TurnLimit is the battle file's limit, else the default cap.
func (m *Match) TurnLimit() int {
	if l := m.Game.Def.TurnLimit; l > 0 {
		return l
	}
	return tactical.DefaultTurnCap
}

// Objectives are the battle file's.
func (m *Match) Objectives() []standalone.Objective { return m.Game.Def.Objectives }

// Controller is who holds o now.
func (m *Match) Controller(o standalone.Objective) units.Side {
	if m.Game.Battle == nil {
		return units.Neutral
	}
	return m.Game.Controller(o)
}

// Summary is the standalone battle's result.
func (m *Match) Summary() (string, string) {
	return resultTitle(m.Game.Result), summaryText(m.Game)
}

// Salt is the match's seed.
func (m *Match) Salt() uint64 { return m.Seed }
