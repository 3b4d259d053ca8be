package main

import (
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"time"

	"frontline/game/ai"
	"frontline/game/tactical"
	"frontline/game/tactical/standalone"
	"frontline/game/units"
)

// Paired battles between table players (`frontline battle -attacker X
// -defender Y`): each seed is fought twice, the second time with the
// sides swapped, so that neither player draws the better side of the
// table or the dice more often. In an authored battle the side fixes the
// role, so the roles swap with it (-attacker's player attacks first); in
// a points battle each player buys its own force and the d20 winner —
// the same side in both battles of a pair, so each player once — chooses
// its role.

// tablePlayers are the players a seat may be given, by name.
var tablePlayers = map[string]func(seed uint64) ai.TablePlayer{
	"random":   func(s uint64) ai.TablePlayer { return ai.NewRandomTable(s) },
	"greedy":   func(s uint64) ai.TablePlayer { return ai.NewGreedyTable(s) },
	"computer": func(s uint64) ai.TablePlayer { return ai.NewComputerTable(s, ai.Standard) },
	"hard":     func(s uint64) ai.TablePlayer { return ai.NewComputerTable(s, ai.Hard) },
}

// seatSummary is one seat's record; Roles splits it by the role played.
type seatSummary struct {
	tally
	Player string            `json:"player"`
	Roles  map[string]*tally `json:"roles"`
}

// battleMatch is what paired battles report: Seats[0] is the player of
// -attacker, Seats[1] the player of -defender.
type battleMatch struct {
	Battle       string         `json:"battle"`
	Seed         uint64         `json:"seed"`
	Pairs        int            `json:"pairs"`
	Games        int            `json:"games"`
	Seats        [2]seatSummary `json:"seats"`
	Truces       int            `json:"cease_fires"`
	Refused      int            `json:"refused_orders"`
	MeanTurns    float64        `json:"mean_tactical_turns"`
	MsPerBattle  float64        `json:"ms_per_battle"`
	FirstProblem *simIssue      `json:"first_problem,omitempty"`
}

// battleMatches plays pairs seeds from seed with the named players.
func battleMatches(id string, seed uint64, pairs int, names [2]string) (*battleMatch, error) {
	for _, n := range names {
		if tablePlayers[n] == nil {
			return nil, fmt.Errorf("no table player %q (random, greedy, computer, hard)", n)
		}
	}
	def, env, cs, err := battleData(id)
	if err != nil {
		return nil, err
	}
	s := &battleMatch{Battle: def.ID, Seed: seed, Pairs: pairs}
	first := attackingSide(def)
	for i, n := range names {
		s.Seats[i] = seatSummary{Player: n, Roles: map[string]*tally{"attacker": {}, "defender": {}}}
	}
	start := time.Now()
	for k := range pairs {
		sd := seed + uint64(k)
		for swap := range 2 {
			// seat i plays side sideOf[i]: seat 0 takes the attacker's
			// side first.
			sideOf := [2]int{first, 1 - first}
			if swap == 1 {
				sideOf = [2]int{1 - first, first}
			}
			var seats [2]ai.TablePlayer
			for i, n := range names {
				seats[sideOf[i]] = tablePlayers[n](sd*2 + uint64(i))
			}
			m, err := ai.PlayTableMatch(def, env, cs, sd, seats, nil)
			s.Games++
			if err != nil {
				if s.FirstProblem == nil {
					s.FirstProblem = &simIssue{Seed: sd, Message: err.Error()}
				}
				continue
			}
			s.Refused += m.Refused
			s.MeanTurns += float64(m.Turns)
			if m.Truce {
				s.Truces++
			}
			for _, r := range []tactical.Role{tactical.Attacker, tactical.Defender} {
				i := slices.Index(sideOf[:], m.Seat(r))
				won := m.Winner == m.Roles[r]
				lost := m.Winner == m.Roles[r.Other()]
				s.Seats[i].tally.add(won, lost, m.Ahead(r))
				s.Seats[i].Roles[r.String()].add(won, lost, m.Ahead(r))
			}
		}
	}
	s.MeanTurns /= float64(max(s.Games, 1))
	s.MsPerBattle = float64(time.Since(start).Microseconds()) / 1000 / float64(max(s.Games, 1))
	return s, nil
}

func (s *battleMatch) write(w io.Writer, asJSON bool) error {
	if asJSON {
		b, err := json.MarshalIndent(s, "", "  ")
		if err != nil {
			return err
		}
		_, err = fmt.Fprintln(w, string(b))
		return err
	}
	fmt.Fprintf(w, "battle %s, %d seeds from %d, each fought twice with the roles swapped: %.1f ms per battle, mean tactical turns %.1f\n",
		s.Battle, s.Pairs, s.Seed, s.MsPerBattle, s.MeanTurns)
	for _, st := range s.Seats {
		fmt.Fprintf(w, "  %-8s %d games: %d wins, %d draws, %d losses; ahead %d (95%% lower bound %.3f)\n", st.Player, st.Games, st.Wins, st.Draws, st.Losses, st.Ahead, st.AheadLB)
		for _, r := range []string{"attacker", "defender"} {
			x := st.Roles[r]
			fmt.Fprintf(w, "    as %-8s %d games: %d wins, %d draws, %d losses; ahead %d (lower bound %.3f)\n", r, x.Games, x.Wins, x.Draws, x.Losses, x.Ahead, x.AheadLB)
		}
	}
	fmt.Fprintf(w, "  cease fires %d, refused orders %d\n", s.Truces, s.Refused)
	if s.FirstProblem != nil {
		fmt.Fprintf(w, "  first problem, seed %d: %s\n", s.FirstProblem.Seed, s.FirstProblem.Message)
	}
	return nil
}

// matchLog plays the seed's battle once, seat 0 attacking, and prints
// every order with the player's reason and every event.
func matchLog(w io.Writer, id string, seed uint64, names [2]string) error {
	def, env, cs, err := battleData(id)
	if err != nil {
		return err
	}
	var seats [2]ai.TablePlayer
	first := attackingSide(def)
	for i, n := range names {
		mk := tablePlayers[n]
		if mk == nil {
			return fmt.Errorf("no table player %q (random, greedy, computer, hard)", n)
		}
		seats[[2]int{first, 1 - first}[i]] = mk(seed*2 + uint64(i))
	}
	fmt.Fprintf(w, "%s: %s plays %s, %s plays %s\n", def.Name, names[0], standalone.Players[first], names[1], standalone.Players[1-first])
	watch := &ai.TableWatch{Applied: func(s units.Side, o ai.TableOrder, evs []standalone.Event) {
		if o.Why != "" {
			fmt.Fprintf(w, "  %s: %s\n", s, o.Why)
		}
		for _, e := range evs {
			fmt.Fprintf(w, "[%s] %s\n", e.Rule, e.Text)
		}
	}}
	m, err := ai.PlayTableMatch(def, env, cs, seed, seats, watch)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "\nResult after %d tactical turns: winner %s; force left attacker (%s) %d of %d, defender (%s) %d of %d\n", m.Turns, m.Winner,
		m.Roles[tactical.Attacker], m.Force[tactical.Attacker], m.Start[tactical.Attacker], m.Roles[tactical.Defender], m.Force[tactical.Defender], m.Start[tactical.Defender])
	return nil
}

// attackingSide is the index (standalone.Players) of the side that
// attacks in def, 0 when the d20 decides.
func attackingSide(def *standalone.Def) int {
	for i, sd := range def.Sides {
		if sd.Role == standalone.Attacks {
			return i
		}
	}
	return 0
}
