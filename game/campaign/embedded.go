package campaign

import (
	"fmt"
	"io/fs"
	"path"
	"sort"

	"frontline/game/content"
	"frontline/game/tomldoc"
	"frontline/scenarios"
)

// Shipped loads the campaigns shipped with the game
// (scenarios/campaigns), checked against the scenarios of c.
func Shipped(c *content.Content) ([]*Def, error) {
	sub, err := fs.Sub(scenarios.Campaigns, "campaigns")
	if err != nil {
		return nil, err
	}
	return LoadFS(sub, Known(c))
}

// Known is the scenario check of the content c.
func Known(c *content.Content) Scenarios {
	return func(id string) bool {
		_, err := c.Scenario(id)
		return err == nil
	}
}

// LoadFS loads every *.toml file of fsys as a campaign, sorted by id; two
// files of one id are an error.
func LoadFS(fsys fs.FS, known Scenarios) ([]*Def, error) {
	names, err := fs.Glob(fsys, "*.toml")
	if err != nil {
		return nil, err
	}
	var out []*Def
	var errs tomldoc.List
	seen := map[string]string{}
	for _, name := range names {
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			errs.Add(err)
			continue
		}
		d, err := Load(path.Join("campaigns", name), data, known)
		if err != nil {
			errs.Add(err)
			continue
		}
		if other, dup := seen[d.ID]; dup {
			errs.Add(fmt.Errorf("%s: campaign id %q is also the id of %s", d.File, d.ID, other))
			continue
		}
		seen[d.ID] = d.File
		out = append(out, d)
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out, nil
}

// Find looks a campaign up by id among defs.
func Find(defs []*Def) func(id string) (*Def, error) {
	return func(id string) (*Def, error) {
		for _, d := range defs {
			if d.ID == id {
				return d, nil
			}
		}
		return nil, fmt.Errorf("no campaign %q among the campaigns of this version", id)
	}
}
