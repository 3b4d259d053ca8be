package standalone

import (
	"fmt"
	"io/fs"
	"slices"

	"frontline/game/board"
	"frontline/game/tactical"
	"frontline/game/units"
	"frontline/scenarios/battles"
)

// EmbeddedEnv is the catalog, feature kinds and maps built into the binary.
func EmbeddedEnv() (Env, error) {
	cat, err := units.Embedded()
	if err != nil {
		return Env{}, err
	}
	ks, err := tactical.EmbeddedKinds()
	if err != nil {
		return Env{}, err
	}
	return Env{Catalog: cat, Kinds: ks, Map: board.EmbeddedByID}, nil
}

// Embedded loads every battle shipped with the game, sorted by id; ids
// must be unique.
func Embedded(env Env) ([]*Def, error) {
	names, err := fs.Glob(battles.FS, "*.toml")
	if err != nil {
		return nil, err
	}
	slices.Sort(names)
	var out []*Def
	seen := map[string]string{}
	for _, n := range names {
		data, err := battles.FS.ReadFile(n)
		if err != nil {
			return nil, err
		}
		d, err := Load("scenarios/battles/"+n, data, env)
		if err != nil {
			return nil, err
		}
		if first, dup := seen[d.ID]; dup {
			return nil, fmt.Errorf("%s: battle id %q is also used by %s", d.File, d.ID, first)
		}
		seen[d.ID] = d.File
		out = append(out, d)
	}
	slices.SortFunc(out, func(a, b *Def) int {
		if a.ID < b.ID {
			return -1
		}
		return 1
	})
	return out, nil
}

// EmbeddedByID loads the shipped battle with the given id.
func EmbeddedByID(env Env, id string) (*Def, error) {
	all, err := Embedded(env)
	if err != nil {
		return nil, err
	}
	for _, d := range all {
		if d.ID == id {
			return d, nil
		}
	}
	return nil, fmt.Errorf("no battle %q", id)
}
