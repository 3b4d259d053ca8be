package session

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"time"

	"frontline/game"
	"frontline/game/campaign"
)

// Autosave is the slot written at every turn change.
const Autosave = "autosave"

// Ext is the file extension of saves.
const Ext = ".fgsave"

// Slots are the named saves in one directory.
type Slots struct{ Dir string }

// DefaultSlots are in the user's configuration directory
// (~/.config/frontline/saves on Linux).
func DefaultSlots() (*Slots, error) {
	base, err := os.UserConfigDir()
	if err != nil {
		return nil, err
	}
	return &Slots{Dir: filepath.Join(base, "frontline", "saves")}, nil
}

var slotName = regexp.MustCompile(`^[A-Za-z0-9 _.-]{1,40}$`)

// Path is the file of slot name, or an error saying what a name may hold.
func (s *Slots) Path(name string) (string, error) {
	name = strings.TrimSpace(name)
	if !slotName.MatchString(name) || strings.HasPrefix(name, ".") {
		return "", fmt.Errorf("save name %q: use 1 to 40 letters, digits, spaces, dots, dashes or underscores, not starting with a dot", name)
	}
	return filepath.Join(s.Dir, name+Ext), nil
}

// Save writes g, played by players, to slot name atomically.
func (s *Slots) Save(name string, g *game.Game, players Players) error {
	return s.SaveWith(name, g, players, nil)
}

// SaveWith is Save keeping the computers' reasons for their orders.
func (s *Slots) SaveWith(name string, g *game.Game, players Players, reasons Reasons) error {
	path, err := s.Path(name)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(s.Dir, 0o755); err != nil {
		return err
	}
	return WriteSave(path, g, players, reasons)
}

// Slot describes one save for the load screen.
type Slot struct {
	Name     string
	Path     string
	Modified time.Time
	Scenario string
	Step     int
	// TurnLimit is the game's own turn limit (a campaign leg's), 0 for
	// the scenario's.
	TurnLimit int
	Players   Players // the sides the computer plays
	// Campaign is the campaign of a campaign save (campaign.go), nil for
	// a single game.
	Campaign *campaign.Saved
	Err      error // the save cannot be read (it is listed so the player sees why)
}

// List returns the saves, newest first.
func (s *Slots) List() ([]Slot, error) {
	entries, err := os.ReadDir(s.Dir)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []Slot
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), Ext) {
			continue
		}
		sl := Slot{Name: strings.TrimSuffix(e.Name(), Ext), Path: filepath.Join(s.Dir, e.Name())}
		if info, err := e.Info(); err == nil {
			sl.Modified = info.ModTime()
		}
		if r, err := game.ReadRecord(sl.Path); err != nil {
			sl.Err = err
		} else {
			sl.Scenario, sl.Step, sl.TurnLimit = r.Options.Scenario, r.Step, r.Options.TurnLimit
			sl.Players, sl.Err = ReadPlayers(sl.Path)
			if sl.Err == nil {
				sl.Campaign, sl.Err = ReadCampaign(sl.Path)
			}
		}
		out = append(out, sl)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Modified.After(out[j].Modified) })
	return out, nil
}
