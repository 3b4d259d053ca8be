// Command campania writes maps/campania.toml from real coordinates:
//
//	go run ./maps/gen/campania > maps/campania.toml
//
// Projection: the same equirectangular one as the Foggia-Bari map. Hex
// centres are 13.7 km apart across the flats (8.5 miles); a column is 11.86
// km east of the one before and a row 13.7 km south; even printed columns
// hang half a hex lower (game/hex.Layout with Size = 13.7/√3 km). Longitude
// is scaled at 41° N (84.0 km a degree), latitude at 111.0 km a degree, and
// hex 0101 is centred at 42.60 N 12.05 E. At this size the 8.5-mile hex
// grid reaches from Pescara and the Tiber to northern Calabria, which is
// what 36 × 30 hexes cover at the rulebook's scale.
//
// Terrain: each hex is sampled at 19 points against a coarse outline of the
// coast (coast.go); mostly land gives land, mostly sea gives sea, the rest
// is coastal. Land is mountain unless a lowland outline or valley line
// (relief.go) makes it plains or swamp, or a summit makes it impassable.
// Rivers are snapped to hexsides along the shortest corner path between
// their points; roads to the cheapest land path between their towns.
package main

import (
	"fmt"
	"os"
)

func main() {
	m := build()
	if err := m.write(os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	for _, w := range m.warnings {
		fmt.Fprintln(os.Stderr, "warning:", w)
	}
}
