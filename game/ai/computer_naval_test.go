package ai

import (
	"strings"
	"testing"

	"frontline/game"
	"frontline/game/board"
	"frontline/game/content"
	"frontline/game/hex"
	"frontline/game/units"
)

func init() {
	// Bernhardt's 8-inch howitzer beside a bridge far behind the front,
	// German panzers come up to its far end, the US objectives on the
	// near side: the gun brings the bridge down (VII.4.4).
	coverSituations["bridge bombarded"] = situation{scenario: "bernhardt", seed: 21, side: units.US,
		at: phaseOf(units.US, game.PhaseCombat, 5), to: game.PhaseProduction, want: game.CmdBombard, edit: bridgeInReach}
}

// bridgeInReach puts the 8-inch howitzer and its crew (on the map or
// still staged) on the near end of
// the first standing land bridge that no unit stands within 4 hexes of,
// and a German column (six of its squads and panzers on the map) two
// hexes beyond its far end; the US sees it (fog off).
func bridgeInReach(t *testing.T, g *game.Game) {
	m := g.Scenario().Map
	gun := anyUnitOf(t, g, "us.howitzer_8in")
	var column []*game.Unit // six squads and panzers
	for _, u := range g.Units {
		if u.Deployed() && len(column) < 6 && (u.CardID == "de.panzer_iv_g" || u.CardID == "de.rifle_squad") {
			column = append(column, u)
		}
	}
	teano := at("1512") // the German objective the US holds: the near side
	for _, b := range m.Bridges {
		near, far := b.Edge.A, b.Edge.B
		if hex.Distance(far, teano) < hex.Distance(near, teano) {
			near, far = far, near
		}
		if b.Collapsed || !land(m, near) || !land(m, far) || crowded(g, near, 4) {
			continue
		}
		for _, beyond := range hex.Neighbors(far) {
			if !land(m, beyond) || hex.Distance(beyond, near) != 2 {
				continue
			}
			for _, u := range []*game.Unit{gun, g.Unit(gun.Crew)} {
				if u != nil { // staged or not, it is put on the map
					u.Place, u.DeployTurn, u.Hex, u.TowedBy, u.Aboard, u.DugIn = game.OnMap, 0, near, nil, 0, false
				}
			}
			for _, u := range column {
				u.Hex, u.DugIn = beyond, false
			}
			g.Rules.FogOfWar = false
			return
		}
	}
	t.Fatal("no bridge to put the howitzer by")
}

// anyUnitOf is the first unit of card id, on the map or not, or fails.
func anyUnitOf(t *testing.T, g *game.Game, card string) *game.Unit {
	for _, u := range g.Units {
		if u.CardID == card {
			return u
		}
	}
	t.Fatalf("no %s in the game", card)
	return nil
}

func land(m *board.Map, h hex.Hex) bool {
	tr := m.Terrain(h)
	return m.InBounds(h) && tr != board.Sea && tr != board.Impassable
}

// crowded: some unit stands within r of h.
func crowded(g *game.Game, h hex.Hex, r int) bool {
	for _, u := range g.Units {
		if u.Deployed() && hex.Distance(u.Hex, h) <= r {
			return true
		}
	}
	return false
}

// VI.7.6, Q88: off Salerno the destroyers stand in to where their guns
// reach the enemy, and the forward observers call their fire with the
// field guns that can fire (the ships named, with a reason).
func TestVI76_NavalGunfireOffSalerno(t *testing.T) {
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	g, _, err := game.New(c, game.Options{Scenario: "salerno", Seed: 4})
	if err != nil {
		t.Fatal(err)
	}
	players := map[units.Side]Player{units.US: NewComputer(Standard, 4), units.Germany: NewComputer(Standard, 5)}
	var sailed, gunfire int
	if _, err := PlayUntil(g, players, 20000, func(g *game.Game) bool { return g.Players[units.US].Turn > 6 }, func(o Order, _ []game.Event) {
		if o.Side != units.US {
			return
		}
		switch o.Kind {
		case game.CmdMove:
			if g.Unit(o.Unit).Card.Class == units.Ship && strings.HasPrefix(o.Reason, "sails") {
				sailed++
			}
		case game.CmdFireMission:
			for _, id := range o.Units {
				if g.Unit(id).Card.Class == units.Ship {
					gunfire++
					if !strings.Contains(o.Reason, "naval gunfire") {
						t.Errorf("a mission with ships, reason %q", o.Reason)
					}
					break
				}
			}
		}
	}); err != nil {
		t.Fatal(err)
	}
	if sailed == 0 || gunfire == 0 {
		t.Errorf("in six US turns: %d ship moves to a firing station, %d fire missions with naval gunfire", sailed, gunfire)
	}
}
