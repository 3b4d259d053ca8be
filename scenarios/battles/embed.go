// Package battles holds the standalone battles shipped with the game, one
// TOML file per battle (format: docs/formats/battles.md).
// game/tactical/standalone loads them.
package battles

import "embed"

// FS holds every *.toml file in this directory.
//
//go:embed *.toml
var FS embed.FS
