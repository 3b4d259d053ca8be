package board

import (
	"fmt"
	"io/fs"
	"sort"

	"frontline/maps"
)

// Embedded loads every map shipped inside the binary, sorted by id.
func Embedded() ([]*Map, error) {
	names, err := fs.Glob(maps.FS, "*.toml")
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	var out []*Map
	ids := map[string]string{}
	for _, name := range names {
		data, err := maps.FS.ReadFile(name)
		if err != nil {
			return nil, err
		}
		m, err := Load("maps/"+name, data)
		if err != nil {
			return nil, err
		}
		if prev, dup := ids[m.ID]; dup {
			return nil, fmt.Errorf("maps/%s: map id %q already used by maps/%s", name, m.ID, prev)
		}
		ids[m.ID] = name
		out = append(out, m)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out, nil
}

// EmbeddedByID loads the shipped map with the given id.
func EmbeddedByID(id string) (*Map, error) {
	all, err := Embedded()
	if err != nil {
		return nil, err
	}
	for _, m := range all {
		if m.ID == id {
			return m, nil
		}
	}
	known := make([]string, len(all))
	for i, m := range all {
		known[i] = m.ID
	}
	return nil, fmt.Errorf("no map with id %q (shipped maps: %v)", id, known)
}
