package game

import (
	"math/rand/v2"
	"slices"
	"testing"

	"frontline/game/content"
	"frontline/game/hex"
)

// fuzzCommand decodes one command from the front of data: most fields
// come from the bytes (any kind, unit, target, hex, path, option), and
// now and then the random player's order, so fuzzed games get past the
// opening phases. It returns the rest of data.
func fuzzCommand(g *Game, kinds []CommandKind, data []byte) (Command, []byte) {
	next := func() int {
		if len(data) == 0 {
			return 0
		}
		b := int(data[0])
		data = data[1:]
		return b
	}
	op := next()
	if op%4 == 0 {
		rng := rand.New(rand.NewPCG(uint64(next()), uint64(next())))
		return RandomCommand(g, rng), data
	}
	cmd := Command{Kind: kinds[next()%len(kinds)], Side: g.Pending.Side}
	if op&0x80 != 0 {
		cmd.Side = Enemy(cmd.Side)
	}
	n := len(g.Units) + 2 // ids 0 and one past the end are wrong on purpose
	cmd.Unit = UnitID(next() % n)
	if op&0x10 != 0 {
		cmd.Target = UnitID(next() % n)
	}
	if op&0x20 != 0 {
		for range next() % 4 {
			cmd.Units = append(cmd.Units, UnitID(next()%n))
		}
		for range next() % 3 {
			cmd.Targets = append(cmd.Targets, UnitID(next()%n))
		}
	}
	if op&0x40 != 0 {
		h := hex.Offset{Col: next() % 40, Row: next() % 40}.ToHex()
		cmd.Hex = &h
		for range next() % 5 {
			h = hex.Neighbors(h)[next()%6]
			cmd.Path = append(cmd.Path, h)
		}
	}
	if op&0x08 != 0 {
		if p := g.Players[cmd.Side]; p != nil && len(p.Hand) > 0 {
			cmd.Card = p.Hand[next()%len(p.Hand)]
		}
		cmd.Count = next()%5 - 1
		cmd.Option = []string{"", MissionBomb, FeaturePort, FeatureBridge, FeatureAirfield, "yes", "no"}[next()%7]
	}
	return cmd, data
}

func commandKinds() []CommandKind {
	var kinds []CommandKind
	for k := range handlers {
		kinds = append(kinds, k)
	}
	slices.Sort(kinds)
	return kinds
}

// FuzzApply: any sequence of commands, legal or not, never panics; a
// refused command changes nothing; after an accepted one every invariant
// holds, liveness included (the game still accepts a command: a lock-up
// fails at once, with its seed), and it was no act of a destroyed or idle
// unit.
func FuzzApply(f *testing.F) {
	f.Add(uint64(1), []byte{0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14})
	f.Add(uint64(2), []byte{0x51, 3, 7, 9, 11, 0x33, 1, 2, 3, 1, 2, 0x4d, 9, 9, 4, 1, 2, 3, 4, 0, 0, 0})
	f.Add(uint64(3), []byte("the quick brown fox jumps over the lazy dog, twice: the quick brown fox"))
	seq := make([]byte, 600) // mostly random orders: deep into the game
	for i := range seq {
		seq[i] = byte(i * 37)
	}
	f.Add(uint64(4), seq)
	c, err := content.Embedded()
	if err != nil {
		f.Fatal(err)
	}
	kinds := commandKinds()
	f.Fuzz(func(t *testing.T, seed uint64, data []byte) {
		g, _, err := New(c, Options{Scenario: "intro", Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		if err := g.LivenessBar(); err != nil {
			t.Fatalf("seed %d, at the start: %v", seed, err)
		}
		for steps := 0; len(data) > 0 && !g.Over && steps < 400; steps++ {
			var cmd Command
			cmd, data = fuzzCommand(g, kinds, data)
			before := g.Hash()
			if _, refused, broken := g.ApplyChecked(cmd); refused != nil {
				if g.Hash() != before {
					t.Fatalf("seed %d: refused %+v (%v) changed the game", seed, cmd, refused)
				}
			} else if broken != nil {
				t.Fatalf("seed %d, after %+v: %v", seed, cmd, broken)
			}
		}
	})
}

// FuzzLoad: a damaged, truncated or forged save is refused with an error,
// never a panic; whatever loads keeps every invariant.
func FuzzLoad(f *testing.F) {
	c, err := content.Embedded()
	if err != nil {
		f.Fatal(err)
	}
	g, _, err := PlayRandomGame(c, Options{Scenario: "intro"}, 5, 120, false)
	if err != nil {
		f.Fatal(err)
	}
	save, err := g.SaveBytes()
	if err != nil {
		f.Fatal(err)
	}
	f.Add(save)
	f.Add(save[:len(save)/2])
	f.Add(save[:len(save)-3])
	tampered := slices.Clone(save)
	tampered[len(tampered)/3] ^= 0x20
	f.Add(tampered)
	f.Add([]byte("FRONTLINE-SAVE 1 length=2\n{}\nEND length=2 sha256=44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a\n"))
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := LoadBytes(c, "fuzz", data)
		if err != nil {
			return
		}
		if err := g.CheckInvariants(); err != nil {
			t.Fatal(err)
		}
	})
}
