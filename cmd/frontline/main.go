// Command frontline is Frontline General: the desktop game (default) and the
// headless tools that share its data and rules.
//
//	frontline [play] [-scenario ID] [-w W -h H] [-fullscreen] [-mute]
//	frontline validate [FILE...]
//	frontline catalog [-json] [-side us|germany|neutral]
//	frontline shot -out FILE.png [-scenario ID] [-as us|germany] [-scene map] [-w W -h H]
//	frontline replay [-as us|germany] SAVE
//	frontline sim [-scenario ID] [-seed N] [-standard] [-players advancer|random] [-out SAVE] [-log]
//	frontline sim -games N [-seed S] [-json] [-scenario ID] [-limit CMDS] [-verify-replay K]
package main

import (
	"fmt"
	"os"
)

type command struct {
	name, usage string
	run         func(args []string) error
}

var commands = []command{
	{"play", "open the game window (default)", runPlay},
	{"validate", "check all embedded data and any TOML files given", runValidate},
	{"catalog", "print the unit catalog (-json for machines)", runCatalog},
	{"shot", "render one frame of a scene to a PNG", runShot},
	{"replay", "replay a save and print its game log (-as a side)", runReplay},
	{"sim", "play a whole game between two automated players (-games N: N random games, checked)", runSim},
}

func main() {
	args := os.Args[1:]
	name := "play"
	if len(args) > 0 && len(args[0]) > 0 && args[0][0] != '-' {
		name, args = args[0], args[1:]
	}
	if name == "help" || name == "-h" || name == "--help" {
		usage()
		return
	}
	for _, c := range commands {
		if c.name == name {
			if err := c.run(args); err != nil {
				fmt.Fprintln(os.Stderr, "frontline "+name+":", err)
				os.Exit(1)
			}
			return
		}
	}
	fmt.Fprintf(os.Stderr, "frontline: unknown command %q\n", name)
	usage()
	os.Exit(2)
}

func usage() {
	fmt.Fprintln(os.Stderr, "usage: frontline [command] [flags]   (frontline COMMAND -h for flags)")
	for _, c := range commands {
		fmt.Fprintf(os.Stderr, "  %-9s %s\n", c.name, c.usage)
	}
}
