package standalone

import (
	"encoding/binary"
	"hash/fnv"
)

// Hash is a digest of everything that decides the rest of the game: the
// phase, the forces bought, the roles, the hands and deck, the result,
// the dice position and the engagement's own hash.
func (g *Game) Hash() uint64 {
	h := fnv.New64a()
	var buf []byte
	str := func(ss ...string) {
		for _, s := range ss {
			buf = binary.AppendUvarint(buf, uint64(len(s)))
			buf = append(buf, s...)
		}
	}
	truce := byte(0)
	if g.Truce {
		truce = 1
	}
	buf = append(buf, byte(g.Phase), truce)
	for i := range g.Bought {
		str(g.Bought[i]...)
		buf = binary.AppendUvarint(buf, uint64(len(g.Bought[i])))
		for _, c := range g.Hands[i] {
			str(string(c))
		}
		buf = binary.AppendUvarint(buf, uint64(len(g.Hands[i])))
	}
	for _, h := range g.Held {
		str(string(h))
	}
	buf = binary.AppendUvarint(buf, uint64(len(g.Held)))
	str(string(g.Chooser), string(g.Offer), string(g.Roles[0]), string(g.Roles[1]), string(g.Result.Winner), g.Result.Why)
	str(g.Deck.Pile...)
	str(g.Deck.Discards...)
	buf = binary.AppendUvarint(buf, g.dice.Count())
	if g.Battle != nil {
		buf = binary.AppendUvarint(buf, g.Battle.Hash())
	}
	h.Write(buf)
	return h.Sum64()
}
