// Package assets holds the data files built into the game binary: the card
// databases (units, and later commands and events) and, later, fonts and art.
// The same loaders also read user copies from disk.
package assets

import "embed"

// Files is every *.toml file of this folder, embedded at build time.
//
//go:embed *.toml
var Files embed.FS

// File names of the databases in Files.
const (
	Units = "units.toml" // unit cards (docs/formats/units.md)
)

// Read returns the embedded file name (for example Units).
func Read(name string) ([]byte, error) { return Files.ReadFile(name) }
