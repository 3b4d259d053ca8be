package main

import (
	"fmt"
	"strings"

	"frontline/game"
	"frontline/game/content"
	"frontline/game/scenario"
	"frontline/game/units"
	"frontline/render"
	"frontline/render/mapview"
	"frontline/render/markers"
)

// loadWorld loads the embedded data and builds what the client shows for a
// scenario.
func loadWorld(id string) (render.World, *scenario.Scenario, error) {
	c, err := content.Embedded()
	if err != nil {
		return render.World{}, nil, err
	}
	if id == "" {
		id = content.DefaultScenario
	}
	s, err := c.Scenario(id)
	if err != nil {
		return render.World{}, nil, err
	}
	w := render.World{Title: s.Name, Map: s.Map}
	for _, o := range mapview.ObjectivesOf(s.Objectives()) {
		w.Objectives = append(w.Objectives, render.Objective(o))
	}
	return w, s, nil
}

// parseSide reads -as: empty (an observer who sees everything public), us
// or germany, case-insensitively.
func parseSide(s string) (string, error) {
	switch v := strings.ToLower(strings.TrimSpace(s)); v {
	case "", "us", "germany":
		return v, nil
	default:
		return "", fmt.Errorf("-as %q: use us or germany", s)
	}
}

// addStacks starts the scenario with seed and puts its unit markers into
// w as side sees them; with no side, every unit of both sides is shown, as
// to an umpire. features changes map features first (shot -features,
// applyFeatures); they are public, shown as the United States sees them
// when no side is given.
func addStacks(w *render.World, id, side string, seed uint64, features string) error {
	c, err := content.Embedded()
	if err != nil {
		return err
	}
	if id == "" {
		id = content.DefaultScenario
	}
	g, _, err := game.New(c, game.Options{Scenario: id, Seed: seed})
	if err != nil {
		return err
	}
	if err := applyFeatures(g, features); err != nil {
		return err
	}
	if viewer := units.Side(side); features != "" {
		if viewer == "" {
			viewer = units.US
		}
		w.Features, w.Card = g.View(viewer).Features, g.Card
	}
	if side != "" {
		w.Stacks = markers.StacksOf(g.View(units.Side(side)), g.Card)
		return nil
	}
	for _, s := range game.Sides {
		for _, st := range markers.StacksOf(g.View(s), g.Card) {
			if st.Own {
				w.Stacks = append(w.Stacks, st)
			}
		}
	}
	return nil
}
