package main

import (
	"fmt"
	"runtime"
	"sort"
	"strings"
	"sync"
	"time"

	"frontline/game"
	"frontline/game/ai"
	"frontline/game/content"
	"frontline/game/units"
)

// matchSummary is the report of `frontline sim -us A -germany B -games N`:
// N games on paired seeds (game i has seed S+i/2; in odd games the two
// players swap sides), each player's results over all its games and by
// the side it played.
type matchSummary struct {
	Scenario  string `json:"scenario"`
	TurnLimit int    `json:"turn_limit"`
	Seed      uint64 `json:"seed"`
	Games     int    `json:"games"`
	// Players: who plays each side in even games (the flags); odd games
	// swap them.
	Players    map[string]string `json:"players"`
	Results    []playerResult    `json:"results"` // the -us player first
	Draws      int               `json:"draws"`
	Unfinished int               `json:"unfinished"`
	MeanTurns  float64           `json:"mean_turns"`
	// Orders counts the command kinds the computer players issued and
	// the engine accepted, over all games (which of them the computer
	// uses at all).
	Orders map[string]int `json:"computer_orders,omitempty"`
	// Miniatures is the -miniatures chance; Battles the engagements
	// resolved by miniatures over all games (IX.1).
	Miniatures float64  `json:"miniatures,omitempty"`
	Battles    int      `json:"battles,omitempty"`
	Errors     []string `json:"errors,omitempty"`
	MsPerGame  float64  `json:"ms_per_game"`
}

// playerResult is one player's record, overall and by side played.
type playerResult struct {
	Player string `json:"player"`
	tally
	As map[string]*tally `json:"as"` // by side played
}

// matchGame is how one game of a match ended for the -us player.
type matchGame struct {
	side     units.Side // the side the -us player had
	result   string
	finished bool
	lead     int // its score minus the other's
	turns    int
	orders   map[string]int
	battles  int
	err      string
}

// simMatch plays n games between the players named us and de.
func simMatch(c *content.Content, opts game.Options, us, de string, n, maxCmds int, mini float64) (*matchSummary, error) {
	for _, name := range []string{us, de} {
		if _, err := ai.New(name, 0); err != nil {
			return nil, err
		}
	}
	games := make([]matchGame, n)
	next := make(chan int)
	var wg sync.WaitGroup
	start := time.Now()
	for range min(runtime.GOMAXPROCS(0), n) {
		wg.Go(func() {
			for i := range next {
				games[i] = playMatchGame(c, opts, us, de, i, maxCmds, mini)
			}
		})
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
	elapsed := time.Since(start) * time.Duration(min(runtime.GOMAXPROCS(0), n))

	s := &matchSummary{Scenario: opts.Scenario, Seed: opts.Seed, Games: n,
		Players: map[string]string{string(units.US): us, string(units.Germany): de}, Orders: map[string]int{}, Miniatures: mini}
	if sc, err := c.Scenario(opts.Scenario); err == nil {
		s.TurnLimit = sc.TurnLimit
	}
	a, b := newPlayerResult(us), newPlayerResult(de)
	for _, m := range games {
		if m.err != "" {
			s.Errors = append(s.Errors, m.err)
		}
		if !m.finished {
			s.Unfinished++
		} else if m.result == "draw" {
			s.Draws++
		}
		s.MeanTurns += float64(m.turns)
		s.Battles += m.battles
		for k, v := range m.orders {
			s.Orders[k] += v
		}
		a.add(m.side, m.result, m.finished, m.lead)
		b.add(game.Enemy(m.side), m.result, m.finished, -m.lead)
	}
	s.MeanTurns /= float64(n)
	s.Results = []playerResult{*a, *b}
	s.MsPerGame = float64(elapsed.Microseconds()) / 1000 / float64(n)
	if len(s.Orders) == 0 {
		s.Orders = nil
	}
	return s, nil
}

// playMatchGame plays game i of a match: seed opts.Seed+i/2, the players
// swapped in odd games.
func playMatchGame(c *content.Content, opts game.Options, us, de string, i, maxCmds int, mini float64) (m matchGame) {
	opts.Seed += uint64(i / 2)
	m.side = units.US
	if i%2 == 1 {
		us, de, m.side = de, us, units.Germany
	}
	defer func() {
		if p := recover(); p != nil {
			m.err = fmt.Sprintf("seed %d game %d: panic: %v", opts.Seed, i, p)
		}
	}()
	g, _, err := game.New(c, opts)
	if err != nil {
		m.err = err.Error()
		return m
	}
	pu, pd := matchPlayer(us, opts.Seed*2+1, mini), matchPlayer(de, opts.Seed*2+2, mini)
	players := map[units.Side]ai.Player{units.US: pu, units.Germany: pd}
	m.orders = map[string]int{}
	_, err = ai.Play(g, players, maxCmds, func(o ai.Order, _ []game.Event) {
		if _, ok := players[o.Side].(*ai.Computer); ok {
			m.orders[string(o.Kind)]++
		}
	})
	if err != nil {
		m.err = fmt.Sprintf("seed %d game %d: %v", opts.Seed, i, err)
	}
	m.finished, m.result, m.battles = g.Over, g.Result, battlesFought(g)
	m.lead = g.Score(m.side) - g.Score(game.Enemy(m.side))
	m.turns = max(g.Player(units.US).Turn, g.Player(units.Germany).Turn)
	return m
}

// matchPlayer is the player called name (known to ai.New) with the
// miniatures chance mini: a random player proposes and accepts with it,
// a computer ventures onto the table with it (ai.Computer.Venture).
func matchPlayer(name string, seed uint64, mini float64) ai.Player {
	if name == "random" && mini > 0 {
		return ai.NewRandom(seed, game.WithMiniatures(mini))
	}
	p, _ := ai.New(name, seed)
	if c, ok := p.(*ai.Computer); ok {
		c.Venture(mini)
	}
	return p
}

func newPlayerResult(name string) *playerResult {
	return &playerResult{Player: name, As: map[string]*tally{}}
}

// add counts one game the player played as side.
func (p *playerResult) add(side units.Side, result string, finished bool, lead int) {
	r := p.As[string(side)]
	if r == nil {
		r = &tally{}
		p.As[string(side)] = r
	}
	won := result == string(side)
	lost := finished && !won && result != "draw"
	for _, x := range []*tally{&p.tally, r} {
		x.add(won, lost, lead > 0)
	}
}

// print writes the match report for people.
func (s *matchSummary) print() {
	fmt.Printf("scenario %s, %d games on paired seeds from %d (sides swapped every other game): %.1f ms per game\n", s.Scenario, s.Games, s.Seed, s.MsPerGame)
	for _, r := range s.Results {
		fmt.Printf("  %-14s wins %3d draws %3d losses %3d, ahead %3d of %d (95%% lower bound %.3f)", r.Player, r.Wins, r.Draws, r.Losses, r.Ahead, r.Games, r.AheadLB)
		sides := make([]string, 0, len(r.As))
		for k := range r.As {
			sides = append(sides, k)
		}
		sort.Strings(sides)
		for _, k := range sides {
			x := r.As[k]
			fmt.Printf("; as %s ahead %d of %d (%.3f)", k, x.Ahead, x.Games, x.AheadLB)
		}
		fmt.Println()
	}
	fmt.Printf("  mean turn reached %.1f of %d, unfinished %d\n", s.MeanTurns, s.TurnLimit, s.Unfinished)
	if s.Miniatures > 0 {
		fmt.Printf("  resolved by miniatures (chance %g): %d engagements\n", s.Miniatures, s.Battles)
	}
	for _, e := range s.Errors {
		fmt.Println("  error:", e)
	}
}

func orRandom(name string) string {
	if name == "" {
		return "random"
	}
	return name
}

// splitPlayers reads "us-player/germany-player" (simPlayers' way of
// handing per-side players to simOne), nil when players is not that.
func splitPlayers(players string, seed uint64) map[units.Side]ai.Player {
	us, de, ok := strings.Cut(players, "/")
	if !ok {
		return nil
	}
	pu, err1 := ai.New(us, seed*2+1)
	pd, err2 := ai.New(de, seed*2+2)
	if err1 != nil || err2 != nil {
		return nil
	}
	return map[units.Side]ai.Player{units.US: pu, units.Germany: pd}
}

// simPlayers runs `frontline sim -us A -germany B`: one game, or with
// -games a match (simMatch).
func simPlayers(c *content.Content, opts game.Options, us, de string, games, limit int, asJSON, log bool, out string, mini float64) error {
	for _, name := range []string{us, de} {
		if _, err := ai.New(name, 0); err != nil {
			return err
		}
	}
	if limit <= 0 {
		limit = 50000
	}
	if games <= 0 {
		return simOne(c, opts, us+"/"+de, limit, log, out)
	}
	sum, err := simMatch(c, opts, us, de, games, limit, mini)
	if err != nil {
		return err
	}
	return report(sum, asJSON)
}
