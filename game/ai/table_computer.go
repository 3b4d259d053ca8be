package ai

// Strength is how hard the computer table player searches.
type Strength uint8

const (
	Standard Strength = iota
	Hard
)

// ComputerTable is the computer opponent of tactical battles.
type ComputerTable struct{ *GreedyTable }

func NewComputerTable(seed uint64, s Strength) *ComputerTable {
	return &ComputerTable{NewGreedyTable(seed)}
}
