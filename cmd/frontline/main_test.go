package main

import (
	"bytes"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

func runArgs(args ...string) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	code = run(args, &out, &errb)
	return code, out.String(), errb.String()
}

func TestHelpListsEveryCommand(t *testing.T) {
	for _, ask := range []string{"--help", "-h", "-help", "help"} {
		code, out, errs := runArgs(ask)
		if code != 0 || errs != "" {
			t.Errorf("%s: exit %d, stderr %q", ask, code, errs)
		}
		for _, c := range commands {
			if !strings.Contains(out, "\n  "+c.name+" ") {
				t.Errorf("%s: %q not listed in\n%s", ask, c.name, out)
			}
		}
	}
}

func TestEachCommandHasItsOwnHelp(t *testing.T) {
	for _, c := range commands {
		for _, args := range [][]string{{c.name, "-help"}, {c.name, "-h"}, {c.name, "--help"}, {"help", c.name}} {
			code, out, errs := runArgs(args...)
			if code != 0 || errs != "" || !strings.HasPrefix(out, "usage: frontline "+c.name+" ") {
				t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, out, errs)
			}
		}
	}
}

// -h means help, so the window size is -width and -height; the old -w is
// refused with a pointer to the list of flags.
func TestWindowSizeFlags(t *testing.T) {
	for _, name := range []string{"play", "shot"} {
		_, out, _ := runArgs(name, "-help")
		if !strings.Contains(out, "-width int") || !strings.Contains(out, "-height int") {
			t.Errorf("%s -help does not list -width and -height:\n%s", name, out)
		}
	}
	code, _, errs := runArgs("play", "-w", "1280")
	if code != 1 || !strings.Contains(errs, "-w") || !strings.Contains(errs, "frontline play -help lists the flags") {
		t.Errorf("exit %d, stderr %q", code, errs)
	}
}

func TestUnknownCommand(t *testing.T) {
	code, _, errs := runArgs("plya")
	if code != 2 || !strings.Contains(errs, `unknown command "plya"`) || !strings.Contains(errs, "  validate ") {
		t.Errorf("exit %d, stderr %q", code, errs)
	}
}

// Without a display, play says so and how to run it instead of passing on
// Ebitengine's "fbdev: failed to open /dev/fb0"; on the way it has removed
// what interrupted writes left in the settings and saves folders.
func TestPlayWithoutADisplay(t *testing.T) {
	switch runtime.GOOS {
	case "linux", "freebsd", "netbsd", "openbsd", "dragonfly":
	default:
		t.Skip("a display is found another way here")
	}
	config := t.TempDir()
	t.Setenv("DISPLAY", "")
	t.Setenv("XDG_CONFIG_HOME", config)
	old := time.Now().Add(-time.Hour)
	var leftovers []string
	for _, p := range []string{"frontline/.settings.toml.tmp-1234", "frontline/saves/.quicksave.fgsave.tmp-99"} {
		p = filepath.Join(config, p)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("half"), 0o600); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, old, old); err != nil {
			t.Fatal(err)
		}
		leftovers = append(leftovers, p)
	}

	code, _, errs := runArgs("play", "-mute")
	if code != 1 || strings.Contains(errs, "fbdev") || !strings.Contains(errs, "no display found") ||
		!strings.Contains(errs, "xvfb-run -a ./bin/frontline") || !strings.Contains(errs, "make run") {
		t.Errorf("exit %d, stderr %q", code, errs)
	}
	for _, p := range leftovers {
		if _, err := os.Stat(p); !os.IsNotExist(err) {
			t.Errorf("%s left behind (%v)", p, err)
		}
	}
}
