// Package battle is the battle table on screen (chapter IX, issue 13):
// the table painted in the operational map's procedural art, the units
// as top-down pieces, and the standalone Battle game type played with
// the mouse — choosing a battle, buying in secret, placing, moving,
// seeing and shooting, hot-seat hand-offs, the summary, save and load.
//
// It changes a battle only through standalone.Game.Apply and reads the
// engine's public fields and queries (Bar, LegalTargets, Route, Sees,
// Cover, CheckPlace); nothing here decides a rule.
//
// Files: shape.go (feature outlines in inches), paint.go / ground.go /
// marks.go / woods.go / structures.go / ruler.go (the table picture),
// sheet.go (its cached bands), pieces.go (unit pieces), draw.go
// (triangles for overlays), the scene and its controls in the rest.
package battle
