package game

import (
	"errors"
	"fmt"
	"runtime"
	"runtime/debug"
	"sync"

	"frontline/game/content"
)

// RandomGame is how one game between two random players went
// (PlayRandomGame).
type RandomGame struct {
	Seed     uint64 // the game's dice seed; the players' choices follow it too
	Commands int    // commands accepted
	Refused  int    // commands refused (random orders need not be legal)
	// Finished: the game ended by a win condition, surrender or the turn
	// limit; otherwise it hit the command cap (or panicked).
	Finished bool
	Result   string // "us", "de", "draw", or "" when not finished
	Steps    int    // Operational Turns begun, both sides together
	// Violations counts accepted commands after which an invariant broke
	// or that were the act of a destroyed or idle unit (ApplyChecked);
	// FirstViolation describes the first.
	Violations     int
	FirstViolation string
	// Stuck says why the game stopped accepting any command (LivenessBar:
	// its pending decision refuses even the pass answer), empty when it
	// did not; such a game is stopped at once, unfinished.
	Stuck string
	// Panic is the engine panic that stopped the game, empty when none;
	// PanicStack where it happened.
	Panic, PanicStack string
}

// stuckCheckEvery: an unchecked game asks LivenessBar after this many
// refusals in a row, so a lock-up stops it long before its command cap.
const stuckCheckEvery = 100

// PlayRandomGame plays a game of opts with the given seed between random
// players until it is over or maxCommands commands were accepted, checking
// every accepted command (ApplyChecked) when check is set. It recovers from
// an engine panic and reports it, and stops a game that accepts no command
// any more (Stuck): with check at once, otherwise after stuckCheckEvery
// refusals in a row. The game is returned as it stands (nil if it could
// not start or the start panicked).
func PlayRandomGame(c *content.Content, opts Options, seed uint64, maxCommands int, check bool, play ...RandomOption) (g *Game, r RandomGame, err error) {
	r.Seed = seed
	opts.Seed = seed
	defer func() {
		if p := recover(); p != nil {
			r.Panic, r.PanicStack = fmt.Sprint(p), string(debug.Stack())
		}
	}()
	if g, _, err = New(c, opts); err != nil {
		return nil, r, err
	}
	g.playRandom(NewRandomPlayer(seed, play...).Next, &r, maxCommands, check)
	return g, r, nil
}

// playRandom plays g on with the orders next gives, adding to r, until
// the game is over, maxCommands commands were accepted, or it accepts no
// command any more.
func (g *Game) playRandom(next func(*Game) Command, r *RandomGame, maxCommands int, check bool) {
	stuck := func(err error) {
		if s := (*StuckError)(nil); errors.As(err, &s) {
			r.Stuck = g.lastCommand() + ": " + s.Error()
		}
	}
	stuck(g.LivenessBar())
	streak := 0
	for tries := 0; r.Stuck == "" && !g.Over && r.Commands < maxCommands && tries < 20*maxCommands; tries++ {
		var refused, broken error
		if check {
			_, refused, broken = g.ApplyChecked(next(g))
		} else {
			_, refused = g.Apply(next(g))
		}
		if refused != nil {
			r.Refused++
			if streak++; streak%stuckCheckEvery == 0 && !check {
				stuck(g.LivenessBar())
			}
			continue
		}
		r.Commands++
		streak = 0
		if broken != nil {
			if r.Violations == 0 {
				r.FirstViolation = g.lastCommand() + ": " + broken.Error()
			}
			r.Violations++
			stuck(broken)
		}
	}
	r.Finished, r.Steps = g.Over, g.Step
	if g.Over {
		r.Result = g.Result
	}
}

// lastCommand says where a game stands in its log, for reports.
func (g *Game) lastCommand() string {
	if len(g.log) == 0 {
		return "at the start"
	}
	return fmt.Sprintf("after command %d (%s)", len(g.log), g.log[len(g.log)-1].Kind)
}

// RandomGameCap is the usual command cap of a random game: far more than
// a random intro game needs to reach its turn limit.
const RandomGameCap = 20000

// PlayRandomGames plays n random games of opts (PlayRandomGame), seeded
// opts.Seed, opts.Seed+1, ..., spread over the CPUs, and returns them in
// seed order. each, when not nil, sees every game as it ends (from the
// worker that played it); err is the first game that could not start.
func PlayRandomGames(c *content.Content, opts Options, n, maxCommands int, check bool, each func(i int, g *Game, r RandomGame), play ...RandomOption) ([]RandomGame, error) {
	out := make([]RandomGame, n)
	errs := make([]error, n)
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), n) {
		wg.Go(func() {
			for i := range next {
				var g *Game
				g, out[i], errs[i] = PlayRandomGame(c, opts, opts.Seed+uint64(i), maxCommands, check, play...)
				if each != nil && errs[i] == nil {
					each(i, g, out[i])
				}
			}
		})
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
	return out, errors.Join(errs...)
}
