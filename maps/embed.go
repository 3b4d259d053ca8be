// Package maps holds the operational maps shipped with the game, one TOML
// file per map (format: docs/formats/maps.md). game/board loads them.
package maps

import "embed"

// FS holds every *.toml file in this directory.
//
//go:embed *.toml
var FS embed.FS
