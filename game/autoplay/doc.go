// Package autoplay holds simple programs that play Frontline General through
// the engine's public interface, exactly as a client does: they read the
// pending decision and the side's fog-of-war View, ask the engine's legal
// order queries (MoveOptions, AttackTargets, Buyable, DeployHexes …) and
// submit Commands. They are the headless opponents of `frontline sim`,
// smoke tests of whole games and the baseline a real computer opponent must
// beat; they are not that opponent.
package autoplay
