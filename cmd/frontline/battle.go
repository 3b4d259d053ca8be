package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"runtime/debug"
	"strings"
	"time"

	"frontline/game/cards"
	"frontline/game/dice"
	"frontline/game/tactical/standalone"
	"frontline/game/units"
)

// runBattle plays standalone battles (II.1.4) between random players, or
// between the table players -attacker and -defender name
// (battle_players.go): an authored battle, or a points battle of Inset
// II.3 without -scenario.
func runBattle(args []string) error {
	fs := flag.NewFlagSet("battle", flag.ContinueOnError)
	id := fs.String("scenario", "", "battle id (scenarios/battles); empty for a points battle of 200 a side")
	seed := fs.Uint64("seed", 1, "dice seed of the first battle; battle i uses seed+i")
	games := fs.Int("games", 100, "how many battles to play")
	asJSON := fs.Bool("json", false, "print the summary as one JSON object")
	log := fs.Bool("log", false, "play one battle (the seed) and print its briefing and every event")
	attacker := fs.String("attacker", "", "table player of the first seat: random, greedy, computer or hard; with it (or -defender) each seed is fought twice, sides swapped; it takes the attacking side first (the US in a points battle, where the players buy their forces and the d20 winner chooses its role)")
	defender := fs.String("defender", "", "table player of the second seat, the defending side first (random when only -attacker is given)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *attacker != "" || *defender != "" {
		if *games < 1 {
			return fmt.Errorf("-games %d: play at least one pair of battles", *games)
		}
		names := [2]string{*attacker, *defender}
		for i, n := range names {
			if n == "" {
				names[i] = "random"
			}
		}
		if *log {
			return matchLog(os.Stdout, *id, *seed, names)
		}
		s, err := battleMatches(*id, *seed, *games, names)
		if err != nil {
			return err
		}
		return s.write(os.Stdout, *asJSON)
	}
	if *log {
		return battleLog(os.Stdout, *id, *seed)
	}
	if *games < 1 {
		return fmt.Errorf("-games %d: play at least one battle", *games)
	}
	s, err := battleGames(*id, *seed, *games)
	if err != nil {
		return err
	}
	if *asJSON {
		b, err := json.MarshalIndent(s, "", "  ")
		if err != nil {
			return err
		}
		fmt.Println(string(b))
		return nil
	}
	s.print()
	return nil
}

// battleSummary is what -games reports.
type battleSummary struct {
	Battle              string         `json:"battle"`
	Seed                uint64         `json:"seed"`
	Games               int            `json:"games"`
	Finished            int            `json:"finished"`
	Wins                map[string]int `json:"wins"`
	Draws               int            `json:"draws"`
	MeanTurns           float64        `json:"mean_tactical_turns"`
	Panics              int            `json:"panics"`
	InvariantViolations int            `json:"invariant_violations"`
	ReplayFailures      int            `json:"replay_failures"`
	MsPerBattle         float64        `json:"ms_per_battle"`
	FirstProblem        *simIssue      `json:"first_problem,omitempty"`
}

// battleData loads what a battle is played with: the embedded data, the
// command cards and battle id (the points battle for "").
func battleData(id string) (*standalone.Def, standalone.Env, *cards.Commands, error) {
	env, err := standalone.EmbeddedEnv()
	if err != nil {
		return nil, env, nil, err
	}
	cs, err := cards.EmbeddedCommands()
	if err != nil {
		return nil, env, nil, err
	}
	def := standalone.Points(standalone.StandardBudget)
	if id != "" {
		def, err = standalone.EmbeddedByID(env, id)
	}
	return def, env, cs, err
}

func battleGames(id string, seed uint64, n int) (*battleSummary, error) {
	def, env, cs, err := battleData(id)
	if err != nil {
		return nil, err
	}
	s := &battleSummary{Battle: def.ID, Seed: seed, Games: n, Wins: map[string]int{string(units.US): 0, string(units.Germany): 0}}
	start := time.Now()
	for i := range n {
		s.add(seed+uint64(i), playBattle(def, env, cs, seed+uint64(i)))
	}
	s.MeanTurns /= float64(n)
	s.MsPerBattle = float64(time.Since(start).Microseconds()) / 1000 / float64(n)
	return s, nil
}

// battleRun is one battle's outcome, its replay and any panic.
type battleRun struct {
	out    *standalone.Outcome
	replay error
	panic  string
}

// playBattle plays one random battle and replays it, catching a panic.
func playBattle(def *standalone.Def, env standalone.Env, cs *cards.Commands, seed uint64) (r battleRun) {
	defer func() {
		if p := recover(); p != nil {
			r.panic = fmt.Sprintf("%v\n%s", p, debug.Stack())
		}
	}()
	out, err := standalone.PlayRandom(def, env, cs, seed)
	if err != nil {
		return battleRun{panic: "setup: " + err.Error()}
	}
	r.out = out
	h, err := standalone.Replay(def, env, cs, seed, out.Commands)
	if err == nil && h != out.Hash {
		err = fmt.Errorf("the replay ends in state %x, the game in %x", h, out.Hash)
	}
	r.replay = err
	return r
}

func (s *battleSummary) add(seed uint64, r battleRun) {
	note := func(msg string) {
		if s.FirstProblem == nil {
			s.FirstProblem = &simIssue{Seed: seed, Message: msg}
		}
	}
	if r.panic != "" {
		s.Panics++
		note(r.panic)
		return
	}
	o := r.out
	s.MeanTurns += float64(o.Turns)
	if o.Finished {
		s.Finished++
		if o.Winner == units.Neutral {
			s.Draws++
		} else {
			s.Wins[string(o.Winner)]++
		}
	}
	if len(o.Violations) > 0 {
		s.InvariantViolations += len(o.Violations)
		note(o.Violations[0])
	}
	if r.replay != nil {
		s.ReplayFailures++
		note(r.replay.Error())
	}
}

func (s *battleSummary) print() {
	fmt.Printf("battle %s, %d random battles from seed %d: %.1f ms per battle\n", s.Battle, s.Games, s.Seed, s.MsPerBattle)
	fmt.Printf("  finished %d (us %d, germany %d, draws %d), mean tactical turns %.1f\n", s.Finished, s.Wins[string(units.US)], s.Wins[string(units.Germany)], s.Draws, s.MeanTurns)
	fmt.Printf("  panics %d, invariant violations %d, replay failures %d\n", s.Panics, s.InvariantViolations, s.ReplayFailures)
	if s.FirstProblem != nil {
		fmt.Printf("  first problem, seed %d: %s\n", s.FirstProblem.Seed, s.FirstProblem.Message)
	}
}

// battleLog plays one random battle and prints its course.
func battleLog(w io.Writer, id string, seed uint64) error {
	def, env, cs, err := battleData(id)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "%s\n\n%s\n", def.Name, strings.TrimSpace(def.Briefing))
	g, evs, err := standalone.New(def, env, cs, dice.New(seed))
	if err != nil {
		return err
	}
	p := standalone.RandomPlayer{R: rand.New(rand.NewPCG(seed, 0x8a77))}
	for n := 0; ; n++ {
		for _, e := range evs {
			fmt.Fprintf(w, "[%s] %s\n", e.Rule, e.Text)
		}
		c, ok := p.Command(g)
		if !ok || n >= standalone.MaxCommands {
			break
		}
		if evs, err = g.Apply(c); err != nil {
			return fmt.Errorf("the random player's %v was refused: %w", c.Kind, err)
		}
	}
	if !g.Over() {
		return fmt.Errorf("no result after %d commands", standalone.MaxCommands)
	}
	fmt.Fprintf(w, "\nResult after %d tactical turns: %s\n", g.Battle.Turn, g.Result.Why)
	return nil
}
