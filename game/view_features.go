package game

import (
	"slices"
	"strings"

	"frontline/game/hex"
	"frontline/game/units"
)

// Map features changed in play (bridges.go, bombard.go, structures.go,
// construction.go, demolition.go): the View lists what differs from the
// printed map, so that the client can draw it. Collapsed bridges from the
// map file are part of the map and are not listed.
//
// Fog of war (VIII.1) hides units, not terrain: a bridge blown, a port or
// airfield bombed and a bridge built change the map both sides play on
// (movement, supply and air operations read them), and the events that
// change them are told to both sides (bombard.go). Every feature state is
// therefore in both Views, even in hexes where the side sees no units.
// The one exception is how an Engineered Bridge stands: it is a unit, so
// its damage shows only to its owner and to a side whose View shows the
// bridge's marker.

// Feature kinds of FeatureState (the options of CmdBombard).
const (
	FeatureKindBridge   = FeatureBridge
	FeatureKindPort     = FeaturePort
	FeatureKindAirfield = FeatureAirfield
)

// The neutral cards that give ports and map airfields their values, for
// clients that tell what damage did.
const (
	PortCard     = portCardID
	AirfieldCard = airfieldCardID
)

// Feature states.
const (
	// FeatureDown: an existing bridge destroyed in play, or a port or map
	// airfield destroyed (out of use for the rest of the game).
	FeatureDown = "down"
	// FeatureDamaged: a port or map airfield bombarded to its damaged side,
	// or an Engineered Bridge unit damaged.
	FeatureDamaged = "damaged"
	// FeatureBuilt: a bridge built by engineers spans the hexside.
	FeatureBuilt = "built"
)

// FeatureState is one map feature whose state changed in play.
type FeatureState struct {
	Kind string `json:"kind"` // FeatureKindBridge, FeatureKindPort or FeatureKindAirfield
	// Hex is the port or airfield hex; for a bridge the first hex of its
	// hexside.
	Hex hex.Hex `json:"hex"`
	// Edge is a bridge's hexside ("0807-0808", hex.Edge String).
	Edge  string `json:"edge,omitempty"`
	State string `json:"state"` // FeatureDown, FeatureDamaged or FeatureBuilt
}

// Key names the feature: "bridge 0807-0808", "port 1710".
func (f FeatureState) Key() string {
	if f.Kind == FeatureKindBridge {
		return f.Kind + " " + f.Edge
	}
	return f.Kind + " " + f.Hex.String()
}

// features lists the map features changed in play as side may know them,
// sorted by kind, then hexside or hex. v is side's View with its enemy
// stacks already filled in.
func (g *Game) features(side units.Side, v *View) []FeatureState {
	var out []FeatureState
	for k, down := range g.BridgesDown {
		if e, err := hex.ParseEdge(k); down && err == nil && !g.BridgesBuilt[k] {
			out = append(out, FeatureState{Kind: FeatureKindBridge, Hex: e.A, Edge: e.String(), State: FeatureDown})
		}
	}
	for k, built := range g.BridgesBuilt {
		e, err := hex.ParseEdge(k)
		if !built || err != nil {
			continue
		}
		st := FeatureBuilt
		if u := g.builtBridgeUnit(k); u != nil && u.Damaged && seesMarker(side, u, v) {
			st = FeatureDamaged
		}
		out = append(out, FeatureState{Kind: FeatureKindBridge, Hex: e.A, Edge: e.String(), State: st})
	}
	out = appendPlaces(out, FeatureKindPort, g.PortsDown, g.PortsDamaged)
	out = appendPlaces(out, FeatureKindAirfield, g.AirfieldsDown, g.AirfieldsDamaged)
	slices.SortFunc(out, func(a, b FeatureState) int {
		if c := strings.Compare(a.Kind, b.Kind); c != 0 {
			return c
		}
		return strings.Compare(a.Key(), b.Key())
	})
	return out
}

// appendPlaces adds the ports or airfields (by CCRR) destroyed or
// damaged; destroyed wins.
func appendPlaces(out []FeatureState, kind string, down, damaged map[string]bool) []FeatureState {
	add := func(k, st string) []FeatureState {
		h, err := hex.Parse(k)
		if err != nil {
			return out
		}
		return append(out, FeatureState{Kind: kind, Hex: h, State: st})
	}
	for k, ok := range down {
		if ok {
			out = add(k, FeatureDown)
		}
	}
	for k, ok := range damaged {
		if ok && !down[k] {
			out = add(k, FeatureDamaged)
		}
	}
	return out
}

// seesMarker reports whether side's View v shows unit u's marker.
func seesMarker(side units.Side, u *Unit, v *View) bool {
	if u.Side == side {
		return true
	}
	for _, es := range v.Enemy {
		if es.Hex != u.Hex {
			continue
		}
		for _, s := range es.Units {
			if s.ID == u.ID {
				return true
			}
		}
	}
	return false
}
