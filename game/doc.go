// Package game is the Frontline General rules engine. It never imports a
// graphics library: the client and the computer opponent read fog-filtered
// views and submit commands (see docs/ and ../shared/DESIGN.md).
package game
