package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"frontline/game"
	"frontline/game/content"
	"frontline/game/savefile"
	"frontline/render"
	"frontline/render/session"
	"frontline/render/settings"
)

// runPlay opens the game: the main menu, or straight into a game when
// -load, -scenario or -seed says which.
func runPlay(args []string) error {
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	id := fs.String("scenario", "", "start a new game of this scenario at once (default: the main menu)")
	w := fs.Int("width", 0, "window width in pixels (default: from the settings)")
	h := fs.Int("height", 0, "window height in pixels (default: from the settings)")
	full := fs.Bool("fullscreen", false, "start fullscreen (default: from the settings)")
	mute := fs.Bool("mute", false, "no sound")
	seed := fs.Uint64("seed", 0, "start a new game at once with this dice seed (default: the main menu; 0: from the clock)")
	load := fs.String("load", "", "continue a saved game (a .fgsave file) at once")
	camps := fs.String("campaigns", "", "campaign files (comma-separated, docs/formats/campaigns.md) offered by Main menu → New campaign beside the shipped ones")
	who := addPlayerFlags(fs) // players.go: -us, -germany
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })

	var cfg render.AppConfig
	var err error
	if cfg.SettingsPath, err = settings.Path(); err == nil {
		cleanTemps(filepath.Dir(cfg.SettingsPath))
		cfg.Settings, cfg.SettingsErr = settings.Load(cfg.SettingsPath)
		if cfg.SettingsErr != nil {
			fmt.Fprintf(os.Stderr, "frontline: %v (what could not be read keeps its default)\n", cfg.SettingsErr)
		}
	} else {
		cfg.Settings, cfg.SettingsPath = settings.Defaults(), ""
	}
	win := cfg.Settings.Window
	cfg.Window = render.Options{Width: win.Width, Height: win.Height, Fullscreen: win.Fullscreen, Mute: *mute}
	if set["width"] {
		cfg.Window.Width = *w
	}
	if set["height"] {
		cfg.Window.Height = *h
	}
	if set["fullscreen"] {
		cfg.Window.Fullscreen = *full
	}
	if cfg.Slots, err = session.DefaultSlots(); err != nil {
		fmt.Fprintf(os.Stderr, "frontline: saving is off: %v\n", err)
		cfg.Slots = nil
	} else {
		cleanTemps(cfg.Slots.Dir)
	}
	if err := needDisplay(""); err != nil {
		return err
	}
	if cfg.Content, err = content.Embedded(); err != nil {
		return err
	}
	if cfg.Campaigns, err = campaignFiles(cfg.Content, *camps); err != nil {
		return err
	}
	if set["load"] || set["scenario"] || set["seed"] || set["us"] || set["germany"] {
		if cfg.Session, err = newSession(cfg.Content, *id, *seed, *load, who, cfg.Slots); err != nil {
			return err
		}
	}
	return displayError(render.App(cfg), "")
}

// cleanTemps removes the temporary files interrupted saves or settings
// writes left in dir; failing to is worth a line, not a refusal to start.
func cleanTemps(dir string) {
	if _, err := savefile.CleanTemps(dir); err != nil {
		fmt.Fprintf(os.Stderr, "frontline: could not remove the temporary files left in %s: %v\n", dir, err)
	}
}

// newSession starts a game, the sides played as who says (or loads one,
// played as it was saved).
func newSession(c *content.Content, id string, seed uint64, load string, who playerFlags, slots *session.Slots) (*session.Session, error) {
	if load != "" {
		return session.Load(c, load, nil, slots)
	}
	if id == "" {
		id = content.DefaultScenario
	}
	if _, err := c.Scenario(id); err != nil {
		return nil, err
	}
	if seed == 0 {
		seed = uint64(time.Now().UnixNano())
	}
	players, err := who.players(seed)
	if err != nil {
		return nil, err
	}
	return session.New(c, game.Options{Scenario: id, Seed: seed}, players, slots)
}
