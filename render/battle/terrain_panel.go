package battle

import (
	"fmt"

	"frontline/game/tactical"
	"frontline/game/units"
)

// terrainGuide says what the terrain phase asks of side (IX.4.2).
func terrainGuide(b *tactical.Battle, side units.Side) string {
	return fmt.Sprintf("Subjective terrain (IX.4.2): you and the enemy take turns adding features to the table; %d left for you. "+
		"Choose one below, press on the table and drag it where you want it, turn it with the wheel (Shift+wheel: its length) and click it to place it. "+
		"Or let the generator place the rest for you in one go.", b.TerrainLeft(side))
}

// terrainRows lists the features the table's terrain offers (the one
// chosen is placed next), the generator's proposal and the end of the
// viewer's placing.
func (p *sidePanel) terrainRows(s *Scene) {
	b := s.m.Battle()
	kinds := b.Table.Placeable()
	if p.terrainKind(s) == nil && len(kinds) > 0 {
		p.terrain = kinds[0].ID
	}
	left := b.TerrainLeft(s.viewer)
	p.add(&p.acts, "Use the generator's proposal", true,
		fmt.Sprintf("The terrain generator places your %d remaining feature(s) at once, drawn with the dice (IX.4.2); you place no more after it", left),
		func() { s.ter = terrainGhost{}; s.do(tactical.Command{Kind: tactical.CmdTerrainProposal}) })
	for _, k := range kinds {
		id := k.ID
		p.add(&p.acts, k.Name, id == p.terrain, k.About, func() { p.terrain = id; s.ter = terrainGhost{}; p.refresh(s) })
		p.acts[len(p.acts)-1].half = true
	}
	p.add(&p.acts, "Place no more terrain", false, "End your placing; the enemy may go on with its own", func() {
		s.ter = terrainGhost{}
		s.do(tactical.Command{Kind: tactical.CmdTerrainDone})
	})
}

// terrainKind is the feature kind chosen to place next, nil for none.
func (p *sidePanel) terrainKind(s *Scene) *tactical.Kind {
	b := s.m.Battle()
	if b == nil || p.terrain == "" {
		return nil
	}
	k, _ := b.Table.Kinds().Kind(p.terrain)
	return k
}
