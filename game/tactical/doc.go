// Package tactical is the battle table of chapter IX ("Resolve by
// Miniatures"): the feature kinds, the table built from an operational hex,
// subjective terrain and its placement rules, line of sight and cover. Its
// geometry lives in the geom subpackage.
//
// It imports no package of the operational engine (`game`): the
// operational Game will own an open battle and import this package, never
// the reverse (DESIGN.md §1). Beside stdlib it reads only leaf packages:
// game/hex, game/board (the map a table is copied from), game/dice,
// game/tomldoc and the embedded assets.
package tactical
