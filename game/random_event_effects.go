package game

import (
	"math/rand/v2"
)

// randomEventPick answers an event card's choice at random: mostly a
// legal pick, sometimes a wrong count so refusals are exercised.
func randomEventPick(g *Game, rng *rand.Rand) Command {
	p, side := g.EventPick, g.Pending.Side
	ch := append([]UnitID(nil), g.Pending.Choices...)
	rng.Shuffle(len(ch), func(i, j int) { ch[i], ch[j] = ch[j], ch[i] })
	n := min(p.Count, len(ch))
	if p.UpTo {
		n = rng.IntN(n + 1)
	}
	if rng.IntN(10) == 0 {
		n = rng.IntN(len(ch) + 1)
	}
	cmd := Command{Kind: CmdEventPick, Side: side, Units: ch[:n]}
	for _, id := range cmd.Units {
		if hs := g.EventPickHexes(id); len(hs) > 0 {
			cmd.Path = append(cmd.Path, hs[rng.IntN(len(hs))])
		}
	}
	return cmd
}
