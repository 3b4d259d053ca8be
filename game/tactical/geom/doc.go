// Package geom is the geometry of the battle table (chapter IX): points in
// integer hundredths of an inch, angles in integer tenths of a degree with
// a fixed sine table, fire arcs, convex footprints, line of sight, the
// hexagonal table and shortest paths around impassable footprints.
//
// Everything is integer arithmetic, so a battle replays bit for bit on any
// machine: no result depends on floating point. Coordinates are limited to
// ±MaxCoord so that every product the package forms fits in an int64.
//
// Screen convention, as on the operational map (game/hex): x grows east,
// y grows south (down). Bearings are compass bearings: 0 is north (up),
// growing clockwise. See docs/TACTICAL.md.
//
//go:generate go run gen_sintable.go
package geom
