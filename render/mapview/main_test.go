package mapview

import (
	"testing"

	"frontline/game/board"
	"frontline/game/hex"
	"frontline/render/internal/displaytest"
)

func TestMain(m *testing.M) { displaytest.MainWithChild(m, featuresAllocEnv) }

func introMap(tb testing.TB) *board.Map {
	m, err := board.EmbeddedByID("foggia-bari")
	if err != nil {
		tb.Fatal(err)
	}
	return m
}

// introObjectives are those of the introductory scenario.
func introObjectives() []Objective {
	return []Objective{
		{Hex: hex.MustParse("0807"), Primary: true, Side: "us", Name: "Foggia"},
		{Hex: hex.MustParse("1106"), Side: "us", Name: "Manfredonia"},
		{Hex: hex.MustParse("1710"), Primary: true, Side: "germany", Name: "Bari"},
	}
}
