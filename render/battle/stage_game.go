package battle

import (
	"fmt"

	"frontline/game"
	"frontline/game/hex"
	"frontline/game/tactical"
)

// StageGame plays game g with random players that propose and accept
// battles by miniatures (their generator seeded from seed) until a
// battle of the map reaches stage (Stages, or "open": as it opens), and
// returns the driver of
// that battle, its orders given through the driver so that its log is
// the screen's. A battle that ends first is let go and the next one
// waited for.
func StageGame(g *game.Game, seed uint64, stage string) (*GameDriver, error) {
	p := game.NewRandomPlayer(seed, game.WithMiniatures(0.7))
	var d *GameDriver
	placed := 0
	for n := 0; n < 100000 && !g.Over; n++ {
		if d == nil && g.Battle() != nil && !g.Battle().Over() {
			d, _ = NewGameDriver(g, placeName(g, g.Miniatures.Hex), func(cmd game.Command) ([]game.Event, error) {
				evs, err := g.Apply(cmd)
				return g.FilterEvents(cmd.Side, evs), err
			})
			placed = 0
			if stage == "open" {
				return d, nil
			}
		}
		if d != nil {
			switch {
			case d.Over() && stage == "end":
				return d, nil
			case d.Over():
				d = nil
			case d.Offer() == "" && reached(d.b, stage, placed):
				return d, nil
			}
		}
		cmd := p.Next(g)
		switch {
		case d == nil || g.Pending.Kind != game.DecideBattle && g.Pending.Kind != game.DecideMiniatures:
			g.Apply(cmd)
		case cmd.Kind == game.CmdAnswerMiniatures:
			d.Answer(cmd.Side, cmd.Option == game.Accept)
		case cmd.Table != nil:
			o := *cmd.Table
			o.Side = cmd.Side
			if d.Order(o) == nil && o.Kind == tactical.CmdPlace {
				placed++
			}
		default:
			g.Apply(cmd)
		}
	}
	return nil, fmt.Errorf("no battle of the map reached the %s stage (seed %d)", stage, seed)
}

// placeName names hex h of g's map as the play screen does: its city's
// name with the hex, or the hex.
func placeName(g *game.Game, h hex.Hex) string {
	if c, ok := g.Scenario().Map.CityAt(h); ok {
		return c.Name + " (" + h.String() + ")"
	}
	return h.String()
}
