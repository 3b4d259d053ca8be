package tactical

import (
	"fmt"
	"strings"

	"frontline/game/tactical/geom"
	"frontline/game/units"
)

// The terrain phase (IX.4.2, Subjective Terrain): once the basic terrain
// is down, the players take turns putting subjective features on the
// table, the defender first (it holds the hex), until both have stopped.
// Each turn a side places one feature (CmdTerrain), stops for good
// (CmdTerrainDone), or takes the generator's proposal for the features
// it has left (CmdTerrainProposal), which also ends its placing. A side
// places at most Rules.Terrain features; a side that has stopped is
// passed over. The book ends the phase "when one or both players agree";
// we read it as each player ending their own placing (docs/RULES.md Q/A),
// so the first to stop cannot deny the other its terrain.

// TerrainRule is the section the terrain phase cites.
const TerrainRule = "IX.4.2"

// MaxTerrain bounds the features a side may place in the terrain phase.
const MaxTerrain = 20

// openTerrain starts the terrain phase, or returns false when the battle
// has none.
func (b *Battle) openTerrain() ([]Event, bool) {
	if b.Rules.Terrain <= 0 {
		return nil, false
	}
	b.Table = b.Table.clone() // the caller's table stays as it was given
	b.Step = StepTerrain
	b.Pending = Decision{Side: b.Sides[Defender], Kind: DecideTerrain}
	return []Event{{Kind: EvStep, Side: b.Sides[Defender], Rule: TerrainRule,
		Text: fmt.Sprintf("Subjective terrain: the sides take turns placing up to %d features each, %s first.", b.Rules.Terrain, SideName(b.Sides[Defender]))}}, true
}

// TerrainLeft is how many more features side s may place now: 0 once it
// has stopped or outside the terrain phase.
func (b *Battle) TerrainLeft(s units.Side) int {
	r, ok := b.RoleOf(s)
	if !ok || b.Step != StepTerrain || b.TerrainDone[r] {
		return 0
	}
	return max(0, min(b.Rules.Terrain, MaxTerrain)-b.TerrainPlaced[r])
}

// CheckTerrain says why side s may not place a feature of kind with the
// given corners now, or nil: the terrain phase, s's turn, features left,
// and the placement checks of Table.CheckPlacement.
func (b *Battle) CheckTerrain(s units.Side, kind string, corners []geom.Point) error {
	if _, err := b.terrainTurn(s, CmdTerrain); err != nil {
		return err
	}
	if b.TerrainLeft(s) == 0 {
		return refuse(TerrainRule, "%s has placed all %d of its features", SideName(s), b.Rules.Terrain)
	}
	shape, err := geom.NewPolygon(corners)
	if err != nil {
		return refuse(TerrainRule, "%s", err.Error())
	}
	if err := b.Table.CheckPlacement(s, kind, shape); err != nil {
		return refuse(TerrainRule, "%s", err.Error())
	}
	return nil
}

// terrainTurn checks that c answers the terrain decision of side s.
func (b *Battle) terrainTurn(s units.Side, c CommandKind) (Role, error) {
	if err := b.expect(DecideTerrain, c); err != nil {
		return 0, err
	}
	r, _ := b.RoleOf(s)
	return r, nil
}

// placeTerrain answers CmdTerrain: one feature of kind Feature with the
// footprint Corners.
func (b *Battle) placeTerrain(c Command) ([]Event, error) {
	if err := b.CheckTerrain(c.Side, c.Feature, c.Corners); err != nil {
		return nil, err
	}
	shape, _ := geom.NewPolygon(c.Corners)
	r, _ := b.RoleOf(c.Side)
	t := b.Table.clone() // clones of the battle share the old table
	if err := t.Place(c.Side, c.Feature, shape); err != nil {
		return nil, refuse(TerrainRule, "%s", err.Error())
	}
	b.Table = t
	b.TerrainPlaced[r]++
	k, _ := t.kinds.Kind(c.Feature)
	evs := []Event{{Kind: EvTerrain, Side: c.Side, Rule: TerrainRule,
		Text: fmt.Sprintf("%s places terrain: %s, %s.", SideName(c.Side), strings.ToLower(k.Name), Where(centre(shape)))}}
	if b.TerrainLeft(c.Side) == 0 {
		b.TerrainDone[r] = true
	}
	return append(evs, b.nextTerrain(r)...), nil
}

// endTerrain answers CmdTerrainDone: side s places no more.
func (b *Battle) endTerrain(c Command) ([]Event, error) {
	r, err := b.terrainTurn(c.Side, CmdTerrainDone)
	if err != nil {
		return nil, err
	}
	b.TerrainDone[r] = true
	evs := []Event{{Kind: EvTerrain, Side: c.Side, Rule: TerrainRule,
		Text: fmt.Sprintf("%s places no more terrain (%d placed).", SideName(c.Side), b.TerrainPlaced[r])}}
	return append(evs, b.nextTerrain(r)...), nil
}

// takeProposal answers CmdTerrainProposal: the generator draws the
// features side s has left (Propose, on the battle's dice) and they are
// placed; s places no more.
func (b *Battle) takeProposal(c Command) ([]Event, error) {
	r, err := b.terrainTurn(c.Side, CmdTerrainProposal)
	if err != nil {
		return nil, err
	}
	t := b.Table.clone()
	ps := Propose(t, c.Side, b.dice, b.TerrainLeft(c.Side))
	var names []string
	for _, p := range ps {
		if err := t.Place(c.Side, p.Kind, p.Shape); err != nil {
			panic(fmt.Sprintf("tactical: a proposed %s refused: %v", p.Kind, err)) // Propose checks on a copy of t
		}
		k, _ := t.kinds.Kind(p.Kind)
		names = append(names, strings.ToLower(k.Name))
	}
	b.Table = t
	b.TerrainPlaced[r] += len(ps)
	b.TerrainDone[r] = true
	text := fmt.Sprintf("%s takes the generator's proposal: nothing fits the table.", SideName(c.Side))
	if len(names) > 0 {
		text = fmt.Sprintf("%s takes the generator's proposal: %s.", SideName(c.Side), strings.Join(names, ", "))
	}
	evs := []Event{{Kind: EvTerrain, Side: c.Side, Rule: GenerateRule, Rolls: b.dice.TakeRolls(), Text: text}}
	return append(evs, b.nextTerrain(r)...), nil
}

// nextTerrain passes the terrain decision on after role r acted: to the
// other side unless it has stopped, back to r unless it has, and when
// both have, on to the units: those with nowhere to stand stay off the
// table, and placement begins (IX.4.3-4).
func (b *Battle) nextTerrain(r Role) []Event {
	for _, next := range []Role{r.Other(), r} {
		if !b.TerrainDone[next] {
			b.Pending = Decision{Side: b.Sides[next], Kind: DecideTerrain}
			return nil
		}
	}
	return append(b.leaveOut(), b.startTurn()...)
}
