package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
)

// errHelp says a command printed its help as asked: not a failure.
var errHelp = errors.New("help printed")

// helpOut is where a command's -help goes (tests catch it).
var helpOut io.Writer = os.Stdout

// parseFlags parses a command's flags. -h, -help and --help print the
// command's usage line and every flag to helpOut and return errHelp; a
// wrong flag is an error that says where the flags are listed.
func parseFlags(fs *flag.FlagSet, args []string) error {
	fs.SetOutput(io.Discard) // flag's own messages go to stderr with exit 1; ours are clearer
	err := fs.Parse(args)
	switch {
	case errors.Is(err, flag.ErrHelp):
		printHelp(helpOut, fs)
		return errHelp
	case err != nil:
		return fmt.Errorf("%v (frontline %s -help lists the flags)", err, fs.Name())
	}
	return nil
}

func printHelp(w io.Writer, fs *flag.FlagSet) {
	c, _ := lookup(fs.Name())
	fmt.Fprintf(w, "usage: frontline %s %s\n\n%s.\n", c.name, c.args, c.usage)
	n := 0
	fs.VisitAll(func(*flag.Flag) { n++ })
	if n > 0 {
		fmt.Fprintln(w, "\nflags:")
		fs.SetOutput(w)
		fs.PrintDefaults()
		fs.SetOutput(io.Discard)
	}
}
