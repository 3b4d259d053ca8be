// Package tactical is chapter IX ("Resolve by Miniatures"): the battle
// table — feature kinds, the table built from an operational hex,
// subjective terrain and its placement rules, line of sight and cover —
// and the Battle fought on it: placement, the tactical turn, ground and
// air movement, combat rounds through game/combat, and morale. Its
// geometry lives in the geom subpackage; docs/TACTICAL.md explains both.
//
// It imports no package of the operational engine (`game`): the
// operational Game will own an open battle and import this package, never
// the reverse (DESIGN.md §1). Beside stdlib it reads only leaf packages:
// game/hex, game/board (the map a table is copied from), game/dice,
// game/units, game/combat, game/scenario (experience stars), game/tomldoc
// and the embedded assets.
package tactical
