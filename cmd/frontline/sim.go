package main

import (
	"flag"
	"fmt"

	"frontline/game"
	"frontline/game/autoplay"
	"frontline/game/content"
	"frontline/game/units"
)

// runSim plays a whole game headlessly between two automated players and
// prints how it went; -out keeps the save for `frontline replay` or the
// window.
func runSim(args []string) error {
	fs := flag.NewFlagSet("sim", flag.ContinueOnError)
	scen := fs.String("scenario", content.DefaultScenario, "scenario id")
	seed := fs.Uint64("seed", 1, "dice seed of the game (the players' own choices follow it too)")
	out := fs.String("out", "", "write the finished game to this save file")
	log := fs.Bool("log", false, "print every event")
	limit := fs.Int("limit", 50000, "stop after this many accepted commands")
	standard := fs.Bool("standard", false, "play a Standard Game: forces bought and placed in secret first (Inset II.1)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	c, err := content.Embedded()
	if err != nil {
		return err
	}
	g, evs, err := game.New(c, game.Options{Scenario: *scen, Seed: *seed, Standard: *standard})
	if err != nil {
		return err
	}
	print := func(evs []game.Event) {
		if *log {
			for _, e := range evs {
				fmt.Println(eventLine(e, true))
			}
		}
	}
	print(evs)
	players := map[units.Side]autoplay.Player{
		units.US:      autoplay.NewAdvancer(*seed),
		units.Germany: autoplay.NewAdvancer(*seed + 1),
	}
	st, err := autoplay.Play(g, players, *limit, func(_ game.Command, evs []game.Event) { print(evs) })
	if err != nil {
		return err
	}
	result := g.Result
	if !g.Over {
		result = fmt.Sprintf("unfinished after %d commands", *limit)
	}
	fmt.Printf("scenario %s, seed %d: %s\n", *scen, *seed, result)
	fmt.Printf("%d operational turns, %d commands (%d refused and retried)\n", g.Step, st.Commands, st.Refused)
	for _, s := range game.Sides {
		fmt.Printf("  %-8s score %4d, enemy cost destroyed %4d\n", s, g.Score(s), g.DestroyedCost(s))
	}
	if *out != "" {
		if err := g.Save(*out); err != nil {
			return err
		}
		fmt.Println("saved to", *out)
	}
	return nil
}
