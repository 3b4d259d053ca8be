package main

import (
	"errors"
	"flag"
	"fmt"
	"strings"

	"frontline/game"
	"frontline/game/content"
	"frontline/game/tactical"
	"frontline/game/units"
)

// runReplay replays a save and prints its whole game log: every event in
// plain words with its rule section and dice, optionally as one side saw it.
func runReplay(args []string) error {
	fs := flag.NewFlagSet("replay", flag.ContinueOnError)
	as := fs.String("as", "", "print only what this side saw: us or germany")
	dice := fs.Bool("dice", true, "show the dice of each event")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return errors.New("usage: frontline replay [-as us|germany] [-dice=false] SAVE")
	}
	side, err := parseSide(*as)
	if err != nil {
		return err
	}
	c, err := content.Embedded()
	if err != nil {
		return err
	}
	r, err := game.ReadRecord(fs.Arg(0))
	if err != nil {
		return err
	}
	fmt.Printf("scenario %s, seed %d, %d commands\n", r.Options.Scenario, r.Options.Seed, len(r.Commands))
	g, err := r.Replay(c, fs.Arg(0), func(g *game.Game, cmd *game.Command, evs []game.Event) {
		if side != "" {
			evs = g.FilterEvents(units.Side(side), evs)
		}
		if cmd != nil && (side == "" || string(cmd.Side) == side) {
			fmt.Printf("> %s: %s%s\n", cmd.Side, cmd.Kind, tableOrder(cmd))
		}
		for _, e := range evs {
			fmt.Println(eventLine(e, *dice))
		}
	})
	if err != nil {
		return err
	}
	fmt.Printf("replay reaches the saved state (hash %s…)\n", g.Hash()[:12])
	return nil
}

// eventLine prints one event: rule section, text, and the dice it used.
func eventLine(e game.Event, withDice bool) string {
	var b strings.Builder
	if e.Rule != "" {
		fmt.Fprintf(&b, "[%s] ", e.Rule)
	}
	b.WriteString(e.Text)
	if withDice && len(e.Rolls) > 0 {
		rolls := make([]string, len(e.Rolls))
		for i, r := range e.Rolls {
			rolls[i] = r.String()
		}
		fmt.Fprintf(&b, "  {%s}", strings.Join(rolls, "; "))
	}
	return b.String()
}

// tableOrder names the battle-table order a command carries, "" for
// other commands: " place 3", " move 0", " end-move" (IX.5).
func tableOrder(cmd *game.Command) string {
	o := cmd.Table
	switch {
	case o == nil:
		return ""
	case o.Kind == tactical.CmdPlace || o.Kind == tactical.CmdMove || o.Kind == tactical.CmdFly || o.Kind == tactical.CmdDeclare || o.Kind == tactical.CmdManeuver:
		return fmt.Sprintf(" %s %d", o.Kind, o.Unit)
	}
	return " " + o.Kind.String()
}
