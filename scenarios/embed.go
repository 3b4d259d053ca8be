// Package scenarios holds the scenarios shipped with the game, one TOML
// file per scenario (format: docs/formats/scenarios.md), and the
// campaigns that link them (campaigns/, docs/formats/campaigns.md).
// game/scenario and game/campaign load them.
package scenarios

import "embed"

// FS holds every *.toml file in this directory.
//
//go:embed *.toml
var FS embed.FS

// Campaigns holds the campaign files, under "campaigns/".
//
//go:embed campaigns/*.toml
var Campaigns embed.FS
