package content

import (
	"bytes"
	"fmt"
	"path/filepath"

	toml "github.com/pelletier/go-toml/v2"

	"frontline/game/board"
	"frontline/game/cards"
	"frontline/game/scenario"
	"frontline/game/tomldoc"
	"frontline/game/units"
)

// Kind names the format of a data file, told apart by its top-level table.
type Kind string

const (
	KindUnits     Kind = "units"
	KindCommands  Kind = "commands"
	KindEvents    Kind = "events"
	KindMap       Kind = "map"
	KindScenario  Kind = "scenario"
	kindUndecided Kind = ""
)

// topKeys maps the top-level key that identifies each format.
var topKeys = []struct {
	key  string
	kind Kind
}{{"unit", KindUnits}, {"command", KindCommands}, {"event", KindEvents}, {"map", KindMap}, {"scenario", KindScenario}}

// Detect tells which format data is in.
func Detect(file string, data []byte) (Kind, error) {
	if len(data) > tomldoc.MaxFileSize {
		return kindUndecided, fmt.Errorf("%s:1:1: file is %d bytes (at most %d allowed)", file, len(data), tomldoc.MaxFileSize)
	}
	var top map[string]any
	if err := toml.NewDecoder(bytes.NewReader(tomldoc.StripBOM(data))).Decode(&top); err != nil {
		// Let the format's own loader report the syntax error with its position.
		_, err2 := tomldoc.Decode(file, data, &top)
		if err2 != nil {
			return kindUndecided, err2
		}
		return kindUndecided, fmt.Errorf("%s:1:1: %v", file, err)
	}
	for _, k := range topKeys {
		if _, ok := top[k.key]; ok {
			return k.kind, nil
		}
	}
	return kindUndecided, fmt.Errorf("%s:1:1: not a Frontline General data file (expected a top-level [[unit]], [[command]], [[event]], [map] or [scenario] table; see docs/FORMATS.md)", file)
}

// ValidateFile loads one data file from disk with the loader its content
// calls for, checking references against the embedded data c. It returns
// the detected kind.
func (c *Content) ValidateFile(path string) (Kind, error) {
	data, err := tomldoc.ReadFile(path)
	if err != nil {
		return kindUndecided, err
	}
	kind, err := Detect(path, data)
	if err != nil {
		return kind, err
	}
	switch kind {
	case KindUnits:
		_, err = units.Load(path, data)
	case KindCommands:
		_, err = cards.LoadCommands(path, data)
	case KindEvents:
		var ev *cards.Events
		if ev, err = cards.LoadEvents(path, data); err == nil {
			err = ev.CheckUnits(c.Catalog)
		}
	case KindMap:
		_, err = board.Load(path, data)
	case KindScenario:
		err = c.validateScenario(path, data)
	}
	return kind, err
}

// validateScenario checks a scenario against the embedded data, and also
// against a map file lying next to it (so a new map and its scenario can be
// validated together before either is embedded).
func (c *Content) validateScenario(path string, data []byte) error {
	maps := func(id string) (*board.Map, error) {
		if m, err := c.MapByID(id); err == nil {
			return m, nil
		}
		if !board.PlainID(id) { // the scenario loader refuses it first; never open ../ paths
			return nil, fmt.Errorf("map id %q is not a plain name", id)
		}
		return board.LoadFile(filepath.Join(filepath.Dir(path), id+".toml"))
	}
	s, err := scenario.Load(path, data, c.Catalog, maps, c.EventIDs())
	if err != nil {
		return err
	}
	return c.CheckDeck(s)
}
