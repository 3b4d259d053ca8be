package scenario

import (
	"testing"

	"frontline/game/board"
	"frontline/game/units"
	"frontline/scenarios"
)

func BenchmarkLoadIntro(b *testing.B) {
	cat, err := units.Embedded()
	if err != nil {
		b.Fatal(err)
	}
	m, err := board.EmbeddedByID("foggia-bari")
	if err != nil {
		b.Fatal(err)
	}
	maps := func(string) (*board.Map, error) { return m, nil }
	data, _ := scenarios.FS.ReadFile("intro.toml")
	for b.Loop() {
		if _, err := Load("intro.toml", data, cat, maps, nil); err != nil {
			b.Fatal(err)
		}
	}
}
