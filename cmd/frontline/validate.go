package main

import (
	"errors"
	"fmt"

	"frontline/game/content"
)

// runValidate checks the embedded data (loading it runs every loader and
// cross-check) and then each file named on the command line.
func runValidate(args []string) error {
	for _, a := range args {
		if a == "-h" || a == "--help" {
			fmt.Println("usage: frontline validate [FILE.toml ...]  (units, commands, events, map or scenario files)")
			return nil
		}
	}
	c, err := content.Embedded()
	if err != nil {
		fmt.Println(err)
		return errors.New("embedded data is invalid")
	}
	fmt.Printf("embedded data ok: %d units, %d command decisions, %d events, %d maps, %d scenarios\n",
		len(c.Catalog.All()), len(c.Commands.List), len(c.Events.List), len(c.Maps), len(c.Scenarios))
	failed := 0
	for _, path := range args {
		kind, err := c.ValidateFile(path)
		if err != nil {
			fmt.Println(err)
			failed++
			continue
		}
		fmt.Printf("%s: ok (%s)\n", path, kind)
	}
	if failed > 0 {
		return fmt.Errorf("%d of %d files have problems", failed, len(args))
	}
	return nil
}
