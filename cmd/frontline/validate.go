package main

import (
	"errors"
	"flag"
	"fmt"
	"frontline/game/campaign"
	"io"
	"os"
	"slices"

	"frontline/game/content"
	"frontline/game/tactical/standalone"
	"frontline/game/tomldoc"
)

// runValidate checks the embedded data (loading it runs every loader and
// cross-check) and then each file named on the command line, and lists
// every problem found sorted by file and line.
func runValidate(args []string) error {
	fs := flag.NewFlagSet("validate", flag.ContinueOnError)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	return validate(os.Stdout, fs.Args())
}

func validate(w io.Writer, paths []string) error {
	c, err := content.Embedded()
	if err != nil {
		printSorted(w, err)
		return errors.New("embedded data is invalid")
	}
	env, err := standalone.EmbeddedEnv()
	var defs []*standalone.Def
	if err == nil {
		defs, err = standalone.Embedded(env)
	}
	if err != nil {
		printSorted(w, err)
		return errors.New("embedded battles are invalid")
	}
	camps, err := campaign.Shipped(c)
	if err != nil {
		printSorted(w, err)
		return errors.New("embedded campaigns are invalid")
	}
	fmt.Fprintf(w, "embedded data ok: %d units, %d command decisions, %d events, %d maps, %d scenarios, %d battles, %d campaigns\n",
		len(c.Catalog.All()), len(c.Commands.List), len(c.Events.List), len(c.Maps), len(c.Scenarios), len(defs), len(camps))
	paths = slices.Clone(paths)
	slices.Sort(paths)
	var problems tomldoc.List
	failed := 0
	for _, path := range paths {
		kind, err := validateFile(c, env, path)
		if err != nil {
			problems = append(problems, tomldoc.Sorted(err)...) // every one: List.Add would stop at MaxErrors in all
			failed++
			continue
		}
		fmt.Fprintf(w, "%s: ok (%s)\n", path, kind)
	}
	printSorted(w, problems.Err())
	if failed > 0 {
		return fmt.Errorf("%d of %d files have problems", failed, len(paths))
	}
	return nil
}

func printSorted(w io.Writer, err error) {
	for _, e := range tomldoc.Sorted(err) {
		fmt.Fprintln(w, e)
	}
}

// validateFile checks one named file: a battle file (one with a [table])
// against the embedded data, anything else by content's detection.
func validateFile(c *content.Content, env standalone.Env, path string) (string, error) {
	data, err := tomldoc.ReadFile(path)
	if err != nil {
		return "", err
	}
	if campaign.IsFile(data) {
		_, err := campaign.Load(path, data, campaign.Known(c))
		return "campaign", err
	}
	if !standalone.IsBattleFile(data) {
		kind, err := c.ValidateFile(path)
		return string(kind), err
	}
	_, err = standalone.Load(path, data, env)
	return "battle", err
}
