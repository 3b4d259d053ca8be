package battle

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"frontline/game/tactical/standalone"
	"frontline/render/pause"
)

// SaveExt ends the name of a battle save in the saves directory.
const SaveExt = ".battle.json"

// saveFile is a battle on disk: which battle, the dice seed and every
// order given, replayed on load (the engine's dice are not exported, and
// a replay is exact).
type saveFile struct {
	Battle  string               `json:"battle"`
	Seed    uint64               `json:"seed"`
	Orders  []standalone.Command `json:"orders"`
	Players Players              `json:"players,omitempty"` // the sides the computer plays
}

// Save writes m to dir/name.battle.json.
func Save(dir, name string, m *Match) error {
	data, err := json.MarshalIndent(saveFile{Battle: m.ID, Seed: m.Seed, Orders: m.History, Players: m.Players}, "", " ")
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	tmp := filepath.Join(dir, "."+name+SaveExt+".tmp")
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, filepath.Join(dir, name+SaveExt))
}

// Load reads a battle save and replays it.
func Load(d *Data, path string) (*Match, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var f saveFile
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, fmt.Errorf("%s: %v", filepath.Base(path), err)
	}
	m, err := ReplayWith(d, f.Battle, f.Seed, f.Orders, f.Players)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", filepath.Base(path), err)
	}
	return m, nil
}

// Saves lists the battle saves in dir, by name.
func Saves(dir string) []string {
	es, _ := os.ReadDir(dir)
	var out []string
	for _, e := range es {
		if n := e.Name(); strings.HasSuffix(n, SaveExt) && !strings.HasPrefix(n, ".") {
			out = append(out, strings.TrimSuffix(n, SaveExt))
		}
	}
	return out
}

// pauseConfig wires the pause menu: save to a named file, load, main
// menu, quit.
func (s *Scene) pauseConfig() pause.Config {
	pc := pause.Config{MainMenu: s.cfg.MainMenu, Quit: s.cfg.Quit, Load: s.cfg.Load, Help: s.cfg.Help,
		SaveName: func() string {
			turn := 0
			if b := s.m.Battle(); b != nil {
				turn = b.Turn
			}
			id := s.m.Title()
			if s.match != nil {
				id = s.match.ID
			}
			return fmt.Sprintf("%s turn %d", id, turn)
		}}
	if s.cfg.Saves != "" && s.match != nil {
		pc.Save = func(name string) error { return Save(s.cfg.Saves, name, s.match) }
		pc.Exists = func(name string) bool {
			_, err := os.Stat(filepath.Join(s.cfg.Saves, name+SaveExt))
			return err == nil
		}
	}
	return pc
}
