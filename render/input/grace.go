package input

// KeyGrace is how many ticks (half a second) Enter and Space wait after
// the computer's turn before they answer the player's own decision: a
// key pressed to skip the computer's turn as it ends must not also end
// the player's step, decline a retaliation or pass a phase.
const KeyGrace = 30
