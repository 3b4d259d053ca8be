package tactical

import (
	"encoding/binary"
	"hash/fnv"

	"frontline/game/units"
)

// Clone returns an independent copy of the battle that continues exactly
// as b would, dice included. The table is shared: a battle never changes
// it once the units are placed (the terrain phase places its features on
// a copy, terrain.go).
func (b *Battle) Clone() *Battle {
	c := *b
	c.Units = make([]Unit, len(b.Units))
	for i, u := range b.Units {
		if u.Crew != nil {
			crew := *u.Crew
			u.Crew = &crew
		}
		u.Stars = append(u.Stars[:0:0], u.Stars...)
		u.Jams = append(u.Jams[:0:0], u.Jams...)
		u.Spent = append(u.Spent[:0:0], u.Spent...)
		u.TowedBy = append(u.TowedBy[:0:0], u.TowedBy...)
		c.Units[i] = u
	}
	c.Zones = append(b.Zones[:0:0], b.Zones...)
	c.Declared = append(b.Declared[:0:0], b.Declared...)
	c.dice = b.dice.Clone()
	return &c
}

// Hash is a digest of everything that decides the rest of the battle:
// units, morale, turn, step, decision, declarations, result and the dice
// position. Two battles with the same hash play on alike.
func (b *Battle) Hash() uint64 {
	h := fnv.New64a()
	var buf []byte
	put := func(vs ...int64) {
		for _, v := range vs {
			buf = binary.AppendVarint(buf, v)
		}
	}
	str := func(s string) { put(int64(len(s))); buf = append(buf, s...) }
	flag := func(v bool) int64 {
		if v {
			return 1
		}
		return 0
	}
	for _, u := range b.Units {
		str(u.Card.ID)
		str(string(u.Side))
		put(int64(u.Role), int64(u.Status), flag(u.Damaged), flag(u.DugIn), int64(u.Entered), flag(u.Landing),
			u.Pos.X, u.Pos.Y, int64(u.Facing), u.Alt, flag(u.Moved), u.Flown, flag(u.Footing),
			int64(u.Tailing), int64(u.Passed), int64(u.Lost), int64(u.Arrives), int64(u.Boost.Initiative), int64(u.Boost.Attack), int64(u.Boost.Against), flag(u.Boost.Bombs), flag(u.Boost.Torpedo), int64(u.Boost.Exposed))
		if u.Crew != nil {
			put(1, flag(u.Crew.Damaged), flag(u.Crew.Destroyed))
		}
		for _, j := range u.Jams {
			put(int64(j.Weapon), int64(j.Round))
		}
		for _, s := range u.Spent {
			put(int64(s))
		}
		put(-2, int64(u.ReadyAt), int64(u.Pushed), u.PushMove, int64(u.PassTurn), int64(u.Gaps), int64(u.MissionTarget), int64(u.MissionSince), flag(u.Hidden), int64(u.Found), int64(u.Reconned))
		for _, id := range u.TowedBy {
			put(int64(id))
		}
		put(int64(u.AttackDelta), int64(u.CheckDelta[RiverCheck]), int64(u.CheckDelta[SwampCheck]), int64(u.CheckDelta[MountainCheck]))
		put(-1)
	}
	for _, z := range b.Zones {
		put(int64(z.Side), z.Depth)
	}
	put(int64(b.Morale[0]), int64(b.Morale[1]), int64(b.MoraleDelta[0]), int64(b.MoraleDelta[1]),
		flag(b.Shaken[0]), flag(b.Shaken[1]), flag(b.Inspired[0]), flag(b.Inspired[1]), int64(b.Turn), int64(b.Round), int64(b.Step),
		int64(b.Pending.Kind), flag(b.airDone[0]), flag(b.airDone[1]))
	str(string(b.Pending.Side))
	for _, d := range b.Declared {
		put(int64(d.Unit), int64(d.Target))
		str(d.Mission)
	}
	str(b.Exchange.Maneuver)
	str(b.Exchange.Answers)
	put(int64(b.Exchange.Flyer), int64(b.Exchange.Target), int64(b.Exchange.Opener))
	put(int64(b.MissionHit[0]), int64(b.MissionHit[1]))
	put(int64(b.TerrainPlaced[0]), int64(b.TerrainPlaced[1]), flag(b.TerrainDone[0]), flag(b.TerrainDone[1]))
	for _, f := range b.Table.features {
		if f.By == units.US || f.By == units.Germany { // the players' terrain; the rest comes from the setup
			str(f.Kind.ID)
			str(string(f.By))
			for _, v := range f.Shape.Vertices() {
				put(v.X, v.Y)
			}
		}
	}
	str(string(b.Result.Winner))
	put(int64(b.dice.Count()))
	if state, err := b.dice.MarshalBinary(); err == nil {
		buf = append(buf, state...)
	}
	h.Write(buf)
	return h.Sum64()
}
