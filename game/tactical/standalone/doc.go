// Package standalone is the Battle game type (II.1.4, Inset II.3,
// II.2.3): a tactical battle fought on its own, without a campaign map.
// It reads authored battle files (docs/formats/battles.md), lets each
// side buy a secret force, rolls for who chooses to attack or defend,
// deals the command cards and then plays the engagement with
// game/tactical, judging the objectives when the turn limit ends it.
// Like the engines beneath it, it changes only through Apply and rolls
// only the one seeded dice stream.
package standalone
