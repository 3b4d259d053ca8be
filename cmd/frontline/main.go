// Command frontline is Frontline General: the desktop game (default) and the
// headless tools that share its data and rules. `frontline help` lists the
// subcommands; `frontline COMMAND -help` lists a subcommand's flags.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
)

type command struct {
	name, args, usage string
	run               func(args []string) error
}

// commands is filled in init: the commands' -help reads this table, which
// a package-level initialiser referring to them could not allow.
var commands []command

func init() {
	commands = []command{
		{"play", "[-scenario ID] [-seed N] [-load SAVE] [-width W] [-height H] [-fullscreen] [-mute]",
			"open the game window: the main menu, or straight into a game (the default command)", runPlay},
		{"validate", "[FILE.toml ...]",
			"check every embedded data file and any TOML files named, listing errors by file and line", runValidate},
		{"catalog", "[-json] [-side us|germany|neutral]",
			"print the unit catalog (-json for machines)", runCatalog},
		{"shot", "-out FILE.png [-scene NAME] [-width W] [-height H] [flags]",
			"render one frame of a scene to a PNG, as a player would see it", runShot},
		{"replay", "[-as us|germany] [-dice=false] SAVE",
			"replay a save and print its game log", runReplay},
		{"sim", "[-scenario ID] [-seed N] [-games N] [flags]",
			"play whole games between automated players (-games N: N random games, every invariant checked)", runSim},
		{"battle", "[-scenario ID] [-games N] [-seed N] [-json] [-log]",
			"play standalone tactical battles between random players (a points battle without -scenario)", runBattle},
	}
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run carries out one command line and returns the exit status: 0 done
// (help included), 1 the command failed, 2 no such command.
func run(args []string, stdout, stderr io.Writer) int {
	helpOut = stdout
	name := "play"
	if len(args) > 0 {
		switch {
		case args[0] == "help" && len(args) > 1: // frontline help COMMAND
			name, args = args[1], []string{"-help"}
		case args[0] == "help" || isHelpFlag(args[0]):
			usage(stdout)
			return 0
		case !strings.HasPrefix(args[0], "-"):
			name, args = args[0], args[1:]
		}
	}
	c, ok := lookup(name)
	if !ok {
		fmt.Fprintf(stderr, "frontline: unknown command %q\n", name)
		usage(stderr)
		return 2
	}
	err := c.run(args)
	switch {
	case errors.Is(err, errHelp):
		return 0
	case err != nil:
		fmt.Fprintln(stderr, "frontline "+name+":", err)
		return 1
	}
	return 0
}

func isHelpFlag(a string) bool {
	return a == "-h" || a == "-help" || a == "--help"
}

func lookup(name string) (command, bool) {
	for _, c := range commands {
		if c.name == name {
			return c, true
		}
	}
	return command{}, false
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: frontline [COMMAND] [flags]   (no command: play)")
	fmt.Fprintln(w)
	for _, c := range commands {
		fmt.Fprintf(w, "  %-9s %s\n", c.name, c.usage)
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "frontline COMMAND -help lists the flags of a command.")
}
