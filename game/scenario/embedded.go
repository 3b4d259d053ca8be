package scenario

import (
	"fmt"
	"io/fs"
	"sort"

	"frontline/game/units"
	"frontline/scenarios"
)

// Embedded loads every scenario shipped inside the binary, sorted by id.
func Embedded(cat *units.Catalog, maps MapSource, eventIDs map[string]bool) ([]*Scenario, error) {
	names, err := fs.Glob(scenarios.FS, "*.toml")
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	var out []*Scenario
	ids := map[string]string{}
	for _, name := range names {
		data, err := scenarios.FS.ReadFile(name)
		if err != nil {
			return nil, err
		}
		s, err := Load("scenarios/"+name, data, cat, maps, eventIDs)
		if err != nil {
			return nil, err
		}
		if prev, dup := ids[s.ID]; dup {
			return nil, fmt.Errorf("scenarios/%s: scenario id %q already used by scenarios/%s", name, s.ID, prev)
		}
		ids[s.ID] = name
		out = append(out, s)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out, nil
}

// EmbeddedByID loads the shipped scenario with the given id.
func EmbeddedByID(id string, cat *units.Catalog, maps MapSource, eventIDs map[string]bool) (*Scenario, error) {
	all, err := Embedded(cat, maps, eventIDs)
	if err != nil {
		return nil, err
	}
	known := make([]string, len(all))
	for i, s := range all {
		if s.ID == id {
			return s, nil
		}
		known[i] = s.ID
	}
	return nil, fmt.Errorf("no scenario with id %q (shipped scenarios: %v)", id, known)
}
