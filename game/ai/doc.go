// Package ai holds the computer players of Frontline General: the random
// player, the greedy Advancer and the computer opponent of the operational
// game side by side, all deciding through one interface (Player), and the
// tactical players of the battle table (table_*.go).
//
// Fair by construction: an operational player sees the game only through
// a game.Seat — its side's View, the events filtered for that side and a
// Belief game built from what the side may know, with everything hidden
// (enemy units out of sight, the contents of fogged stacks, the enemy's
// hand, the order of the decks, future dice) removed or drawn from the
// player's own seed. It keeps its own memory of what it saw. The fairness
// test (fairness_test.go) plays real games and checks that positions which
// differ only in what the side may not know get the same commands.
//
// Its randomness comes from its own seed, so a game with computer players
// replays exactly from its save (the command log).
package ai
