package tactical

import (
	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// terrain answers the terrain phase (IX.4.2): now and then the
// generator's proposal or an end, otherwise one feature of a kind the
// table's terrain offers, drawn at random until one passes the checks.
func (p RandomPlayer) terrain(b *Battle, s units.Side) Command {
	switch p.R.IntN(6) {
	case 0:
		return Command{Kind: CmdTerrainProposal, Side: s}
	case 1:
		return Command{Kind: CmdTerrainDone, Side: s}
	}
	kinds := b.Table.Placeable()
	if len(kinds) == 0 {
		return Command{Kind: CmdTerrainDone, Side: s}
	}
	for range placeTries {
		k := kinds[p.R.IntN(len(kinds))]
		c := geom.Pt(p.R.Int64N(2*geom.Circumradius+1)-geom.Circumradius, p.R.Int64N(2*geom.Apothem+1)-geom.Apothem)
		length := k.Length[0] + p.R.Int64N(k.Length[1]-k.Length[0]+1)
		widest := min(k.Width[1], length)
		if widest < k.Width[0] {
			continue
		}
		width := k.Width[0] + p.R.Int64N(widest-k.Width[0]+1)
		shape, err := Footprint(k, c, geom.Angle(p.R.IntN(int(geom.Turn))), length, width)
		if err != nil {
			continue
		}
		cmd := Command{Kind: CmdTerrain, Side: s, Feature: k.ID, Corners: shape.Vertices()}
		if b.CheckTerrain(s, k.ID, cmd.Corners) == nil {
			return cmd
		}
	}
	return Command{Kind: CmdTerrainDone, Side: s}
}
