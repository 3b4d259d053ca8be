// Package scenarios holds the scenarios shipped with the game, one TOML
// file per scenario (format: docs/formats/scenarios.md). game/scenario
// loads them.
package scenarios

import "embed"

// FS holds every *.toml file in this directory.
//
//go:embed *.toml
var FS embed.FS
