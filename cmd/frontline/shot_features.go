package main

import (
	"fmt"
	"strings"

	"frontline/game"
	"frontline/game/hex"
)

// featuresHelp documents shot's -features flag.
const featuresHelp = `map and play scenes: map features changed in play, to see how the map shows them, e.g. "port:1710=damaged,airfield:0907=down,bridge:1209-1109=down,bridge:0509-0609=built" (ports and airfields damaged or down, existing bridges down, bridges built over a river; a debug path that writes the engine's state directly, without the units that would have done it)`

// applyFeatures sets the state of map features in g as spec says (see
// featuresHelp). It is a debug path for screenshots: real games reach
// these states only through commands (CmdBombard, CmdBuild, demolition).
func applyFeatures(g *game.Game, spec string) error {
	m := g.Scenario().Map
	set := func(p *map[string]bool, k string) {
		if *p == nil {
			*p = map[string]bool{}
		}
		(*p)[k] = true
	}
	for _, item := range strings.Split(spec, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		what, state, ok := strings.Cut(item, "=")
		kind, where, ok2 := strings.Cut(what, ":")
		if !ok || !ok2 {
			return fmt.Errorf("-features %q: write kind:place=state, e.g. port:1710=damaged", item)
		}
		switch kind {
		case game.FeatureKindPort, game.FeatureKindAirfield:
			h, err := hex.Parse(where)
			if err != nil {
				return fmt.Errorf("-features %q: %v", item, err)
			}
			if c, ok := m.CityAt(h); kind == game.FeatureKindPort && (!ok || !c.Port) {
				return fmt.Errorf("-features %q: no port in %s", item, h)
			}
			if _, ok := m.AirfieldAt(h); kind == game.FeatureKindAirfield && !ok {
				return fmt.Errorf("-features %q: no airfield printed in %s", item, h)
			}
			down, damaged := &g.PortsDown, &g.PortsDamaged
			if kind == game.FeatureKindAirfield {
				down, damaged = &g.AirfieldsDown, &g.AirfieldsDamaged
			}
			switch state {
			case game.FeatureDown:
				set(damaged, h.String())
				set(down, h.String())
			case game.FeatureDamaged:
				set(damaged, h.String())
			default:
				return fmt.Errorf("-features %q: a %s is damaged or down", item, kind)
			}
		case game.FeatureKindBridge:
			e, err := hex.ParseEdge(where)
			if err != nil {
				return fmt.Errorf("-features %q: %v", item, err)
			}
			switch state {
			case game.FeatureDown:
				if b, ok := m.Bridge(e.A, e.B); !ok || b.Collapsed {
					return fmt.Errorf("-features %q: no standing bridge of the map at %s", item, e)
				}
				set(&g.BridgesDown, e.String())
			case game.FeatureBuilt:
				if _, ok := m.River(e.A, e.B); !ok {
					return fmt.Errorf("-features %q: no river to bridge at %s", item, e)
				}
				set(&g.BridgesBuilt, e.String())
			default:
				return fmt.Errorf("-features %q: a bridge is down or built", item)
			}
		default:
			return fmt.Errorf("-features %q: the kinds are port, airfield and bridge", item)
		}
	}
	return nil
}
