package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"runtime"
	"strings"
	"time"

	"frontline/game"
	"frontline/game/ai"
	"frontline/game/content"
	"frontline/game/units"
)

// runSim plays games headlessly between two automated players. Without
// -games it plays one game (Advancers unless -players random) and prints
// how it went; -out keeps the save for `frontline replay` or the window.
// With -games N it plays N games between random players, seeded S, S+1,
// ..., checking every invariant after every accepted command, and prints
// a summary (-json: one JSON object, the same for the same seed apart
// from ms_per_game).
func runSim(args []string) error {
	fs := flag.NewFlagSet("sim", flag.ContinueOnError)
	scen := fs.String("scenario", content.DefaultScenario, "scenario id")
	seed := fs.Uint64("seed", 1, "dice seed of the (first) game (the players' own choices follow it too)")
	out := fs.String("out", "", "write the (first) game to this save file")
	log := fs.Bool("log", false, "print every event (single game)")
	limit := fs.Int("limit", 0, "stop a game after this many accepted commands (default 50000, or game.RandomGameCap with -games)")
	standard := fs.Bool("standard", false, "play a Standard Game: forces bought and placed in secret first (Inset II.1)")
	games := fs.Int("games", 0, "play this many random games, seeded seed, seed+1, ..., and print a summary")
	asJSON := fs.Bool("json", false, "with -games: print the summary as one JSON object")
	players := fs.String("players", "", "advancer or random (default: advancer for one game, random with -games)")
	verify := fs.Int("verify-replay", 1, "with -games: save and reload the first N games and check the state hash")
	mini := fs.Float64("miniatures", 0, "with -games: the chance that a random player proposes to resolve an engagement by miniatures, and that the other accepts; a computer player goes to the table with this chance where its judgement says no (IX.1)")
	us := fs.String("us", "", "the player of the United States: "+strings.Join(ai.Names, ", ")+"; with -games, a match on paired seeds (the players swap sides every other game)")
	de := fs.String("germany", "", "the player of Germany (as -us; the other defaults to random)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	c, err := content.Embedded()
	if err != nil {
		return err
	}
	opts := game.Options{Scenario: *scen, Seed: *seed, Standard: *standard}
	if *mini < 0 || *mini > 1 {
		return fmt.Errorf("-miniatures is a chance between 0 and 1, not %g", *mini)
	}
	if *us != "" || *de != "" {
		return simPlayers(c, opts, orRandom(*us), orRandom(*de), *games, *limit, *asJSON, *log, *out, *mini)
	}
	if *games > 0 {
		if *players != "" && *players != "random" {
			return fmt.Errorf("-games plays random players only; -players %s is for a single game", *players)
		}
		maxCmds := *limit
		if maxCmds <= 0 {
			maxCmds = game.RandomGameCap
		}
		sum, err := simGames(c, opts, *games, maxCmds, *verify, *out, *mini)
		if err != nil {
			return err
		}
		return report(sum, *asJSON)
	}
	if *limit <= 0 {
		*limit = 50000
	}
	return simOne(c, opts, *players, *limit, *log, *out)
}

// simOne plays one game and prints its course and result.
func simOne(c *content.Content, opts game.Options, players string, limit int, log bool, out string) error {
	g, evs, err := game.New(c, opts)
	if err != nil {
		return err
	}
	print := func(evs []game.Event) {
		if log {
			for _, e := range evs {
				fmt.Println(eventLine(e, true))
			}
		}
	}
	print(evs)
	var ps map[units.Side]ai.Player
	switch players {
	case "", "advancer":
		ps = map[units.Side]ai.Player{units.US: ai.NewAdvancer(opts.Seed), units.Germany: ai.NewAdvancer(opts.Seed + 1)}
	case "random":
		ps = map[units.Side]ai.Player{units.US: ai.NewRandom(opts.Seed), units.Germany: ai.NewRandom(opts.Seed + 1)}
	default:
		if ps = splitPlayers(players, opts.Seed); ps == nil {
			return fmt.Errorf("-players is advancer or random, not %q", players)
		}
	}
	st, err := ai.Play(g, ps, limit, func(_ ai.Order, evs []game.Event) { print(evs) })
	if err != nil {
		return err
	}
	result := g.Result
	if !g.Over {
		result = fmt.Sprintf("unfinished after %d commands", limit)
	}
	fmt.Printf("scenario %s, seed %d: %s\n", opts.Scenario, opts.Seed, result)
	fmt.Printf("ended in %s (%d Operational Turns of both sides), %d commands (%d refused and retried)\n", turnReached(g), g.Step, st.Commands, st.Refused)
	for _, s := range game.Sides {
		fmt.Printf("  %-8s score %4d, enemy cost destroyed %4d\n", s, g.Score(s), g.DestroyedCost(s))
	}
	if out != "" {
		if err := g.Save(out); err != nil {
			return err
		}
		fmt.Println("saved to", out)
	}
	return nil
}

// simSummary is the report of `frontline sim -games N`.
type simSummary struct {
	Scenario string `json:"scenario"`
	// TurnLimit is the scenario's, counting each side's own turns (II.2.2).
	TurnLimit int    `json:"turn_limit"`
	Seed      uint64 `json:"seed"` // of the first game; game i has seed+i
	Games     int    `json:"games"`
	// Finished games ended by a win condition, surrender or the turn
	// limit; unfinished ones hit the command cap, got stuck or panicked.
	Finished   int            `json:"finished"`
	Unfinished int            `json:"unfinished"`
	Wins       map[string]int `json:"wins"` // per side
	Draws      int            `json:"draws"`
	// MeanTurns: the last turn number reached, the own turns of the side
	// that played more (the unit of TurnLimit); MeanSteps: Operational
	// Turns of both sides together (game.Game.Step, twice the turn at the
	// limit).
	MeanTurns    float64   `json:"mean_turns"`
	MeanSteps    float64   `json:"mean_operational_turns"`
	MeanCommands float64   `json:"mean_commands"`
	MeanRefused  float64   `json:"mean_refused"`
	Panics       int       `json:"panics"`
	FirstPanic   *simIssue `json:"first_panic,omitempty"`
	// InvariantViolations counts accepted commands after which an
	// invariant broke (game.ApplyChecked), over all games.
	InvariantViolations int       `json:"invariant_violations"`
	FirstViolation      *simIssue `json:"first_violation,omitempty"`
	// Stuck counts games stopped because they accepted no command any more,
	// not even the pass answer to their decision (game.LivenessBar); they
	// are also unfinished, and with checks on each is one violation too.
	Stuck      int       `json:"stuck"`
	FirstStuck *simIssue `json:"first_stuck,omitempty"`
	// ReplaysChecked games were saved, loaded and compared by state hash;
	// ReplayFailures of them did not come back the same.
	ReplaysChecked int       `json:"replays_checked"`
	ReplayFailures int       `json:"replay_failures"`
	FirstReplay    *simIssue `json:"first_replay_failure,omitempty"`
	// MsPerGame is the wall time of the run times the workers (one per
	// CPU) over the games: the time one game takes, checks and replay
	// checks included; the only field that changes between runs with the
	// same seed.
	MsPerGame float64 `json:"ms_per_game"`
	// Miniatures is the -miniatures chance; Battles the engagements
	// resolved by miniatures over all games (IX.1).
	Miniatures float64 `json:"miniatures,omitempty"`
	Battles    int     `json:"battles,omitempty"`

	panicStack string
}

// simIssue is the first problem of a kind: the game's seed and what went
// wrong.
type simIssue struct {
	Seed    uint64 `json:"seed"`
	Message string `json:"message"`
}

// simGames plays n random games in parallel, seeded opts.Seed onwards, and
// sums them up in seed order. The first verify games are saved, reloaded
// and compared; out, if set, receives the first game's save.
func simGames(c *content.Content, opts game.Options, n, maxCmds, verify int, out string, mini float64) (*simSummary, error) {
	type result struct {
		turns   int
		battles int
		replay  error
		checked bool
	}
	var play []game.RandomOption
	if mini > 0 {
		play = append(play, game.WithMiniatures(mini))
	}
	results := make([]result, n)
	start := time.Now()
	games, err := game.PlayRandomGames(c, opts, n, maxCmds, true, func(i int, g *game.Game, r game.RandomGame) {
		if g == nil || r.Panic != "" {
			return
		}
		res := result{turns: max(g.Player(units.US).Turn, g.Player(units.Germany).Turn), battles: battlesFought(g)}
		if i < verify || (i == 0 && out != "") {
			res.checked = i < verify
			res.replay = replayCheck(c, g, i, out)
		}
		results[i] = res
	}, play...)
	if err != nil {
		return nil, err
	}
	elapsed := time.Since(start) * time.Duration(min(runtime.GOMAXPROCS(0), n)) // CPU-time-like: the games ran in parallel

	s := &simSummary{Scenario: opts.Scenario, Seed: opts.Seed, Games: n, Wins: map[string]int{}, Miniatures: mini}
	if sc, err := c.Scenario(opts.Scenario); err == nil {
		s.TurnLimit = sc.TurnLimit
	}
	for _, side := range game.Sides {
		s.Wins[string(side)] = 0
	}
	for i, res := range results {
		r := games[i]
		s.MeanTurns += float64(res.turns)
		s.MeanSteps += float64(r.Steps)
		s.MeanCommands += float64(r.Commands)
		s.MeanRefused += float64(r.Refused)
		s.Battles += res.battles
		switch {
		case !r.Finished:
			s.Unfinished++
		case r.Result == "draw":
			s.Finished++
			s.Draws++
		default:
			s.Finished++
			s.Wins[r.Result]++
		}
		if r.Panic != "" {
			s.Panics++
			if s.FirstPanic == nil {
				s.FirstPanic, s.panicStack = &simIssue{Seed: r.Seed, Message: r.Panic}, r.PanicStack
			}
		}
		if r.Violations > 0 {
			s.InvariantViolations += r.Violations
			if s.FirstViolation == nil {
				s.FirstViolation = &simIssue{Seed: r.Seed, Message: r.FirstViolation}
			}
		}
		if r.Stuck != "" {
			s.Stuck++
			if s.FirstStuck == nil {
				s.FirstStuck = &simIssue{Seed: r.Seed, Message: r.Stuck}
			}
		}
		if res.checked {
			s.ReplaysChecked++
		}
		if res.replay != nil {
			s.ReplayFailures++
			if s.FirstReplay == nil {
				s.FirstReplay = &simIssue{Seed: r.Seed, Message: res.replay.Error()}
			}
		}
	}
	f := float64(n)
	s.MeanTurns, s.MeanSteps, s.MeanCommands, s.MeanRefused = s.MeanTurns/f, s.MeanSteps/f, s.MeanCommands/f, s.MeanRefused/f
	s.MsPerGame = float64(elapsed.Microseconds()) / 1000 / f
	return s, nil
}

// replayCheck saves g to bytes, loads it back and compares the state
// hashes; game 0 is also written to out when set.
func replayCheck(c *content.Content, g *game.Game, i int, out string) error {
	data, err := g.SaveBytes()
	if err != nil {
		return err
	}
	if i == 0 && out != "" {
		if err := os.WriteFile(out, data, 0o644); err != nil {
			return err
		}
	}
	loaded, err := game.LoadBytes(c, "sim save", data)
	if err != nil {
		return err
	}
	if loaded.Hash() != g.Hash() {
		return fmt.Errorf("the reloaded game differs from the played one")
	}
	return nil
}

// print writes the summary for people.
func (s *simSummary) print() {
	fmt.Printf("scenario %s, %d random games from seed %d: %.1f ms per game\n", s.Scenario, s.Games, s.Seed, s.MsPerGame)
	fmt.Printf("  finished %d (us %d, de %d, draws %d), unfinished %d\n", s.Finished, s.Wins[string(units.US)], s.Wins[string(units.Germany)], s.Draws, s.Unfinished)
	fmt.Printf("  mean turn reached %.1f of %d (%.1f Operational Turns of both sides), %.1f commands accepted, %.1f refused\n", s.MeanTurns, s.TurnLimit, s.MeanSteps, s.MeanCommands, s.MeanRefused)
	fmt.Printf("  panics %d, invariant violations %d, replays checked %d (%d failed)\n", s.Panics, s.InvariantViolations, s.ReplaysChecked, s.ReplayFailures)
	if s.Miniatures > 0 {
		fmt.Printf("  resolved by miniatures (chance %g): %d engagements\n", s.Miniatures, s.Battles)
	}
	if s.FirstPanic != nil {
		fmt.Printf("  first panic, seed %d: %s\n%s", s.FirstPanic.Seed, s.FirstPanic.Message, s.panicStack)
	}
	if s.FirstViolation != nil {
		fmt.Printf("  first violation, seed %d: %s\n", s.FirstViolation.Seed, s.FirstViolation.Message)
	}
	if s.Stuck > 0 {
		fmt.Printf("  stuck %d (no command accepted), first seed %d: %s\n", s.Stuck, s.FirstStuck.Seed, s.FirstStuck.Message)
	}
	if s.FirstReplay != nil {
		fmt.Printf("  first replay failure, seed %d: %s\n", s.FirstReplay.Seed, s.FirstReplay.Message)
	}
}

// turnReached says where a game stopped in the rulebook's terms: the
// side playing and its own turn against the turn limit ("germany's turn
// 20 of 20").
func turnReached(g *game.Game) string {
	s := fmt.Sprintf("%s's turn %d", g.Active, g.Player(g.Active).Turn)
	if sc := g.Scenario(); sc != nil && sc.TurnLimit > 0 {
		s += fmt.Sprintf(" of %d", sc.TurnLimit)
	}
	return s
}

// battlesFought counts the engagements of g resolved by miniatures: the
// proposals accepted (IX.1); an accepted cease fire on the table answers
// a battle order and is not counted.
func battlesFought(g *game.Game) int {
	n := 0
	cmds := g.Record().Commands
	for i, cmd := range cmds {
		if cmd.Kind == game.CmdAnswerMiniatures && cmd.Option == game.Accept && (i == 0 || cmds[i-1].Kind != game.CmdBattle) {
			n++
		}
	}
	return n
}

// report prints a summary as one JSON object or for people.
func report(sum interface{ print() }, asJSON bool) error {
	if !asJSON {
		sum.print()
		return nil
	}
	b, err := json.MarshalIndent(sum, "", "  ")
	if err != nil {
		return err
	}
	fmt.Println(string(b))
	return nil
}
