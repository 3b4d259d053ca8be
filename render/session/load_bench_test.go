package session

import (
	"path/filepath"
	"testing"

	"frontline/game"
	"frontline/game/units"
)

// BenchmarkLoad compares loading a whole game between two computers with
// the computers asked again at each of their decisions (Load) against the
// engine's bare replay of the same save (game.Load), in pairs.
func BenchmarkLoad(b *testing.B) {
	c := embedded(&testing.T{})
	dir := b.TempDir()
	s, err := New(c, game.Options{Scenario: "intro", Seed: 21}, Players{units.US: {Player: Standard, Seed: 1}, units.Germany: {Player: Standard, Seed: 2}}, &Slots{Dir: dir})
	if err != nil {
		b.Fatal(err)
	}
	for s.ComputerToMove() {
		q, _ := s.Ask()
		if _, err := s.Give(q, q.Answer()); err != nil {
			b.Fatal(err)
		}
	}
	if err := s.Save("whole"); err != nil {
		b.Fatal(err)
	}
	path := filepath.Join(dir, "whole"+Ext)
	b.Logf("%d commands, over %v", s.Applied, s.Game().Over)
	b.Run("session", func(b *testing.B) {
		for b.Loop() {
			if _, err := Load(c, path, nil, nil); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("engine", func(b *testing.B) {
		for b.Loop() {
			if _, err := game.Load(c, path); err != nil {
				b.Fatal(err)
			}
		}
	})
}
