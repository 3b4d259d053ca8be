package main

import (
	"errors"
	"flag"
	"fmt"
	"strings"

	"frontline/game"
	"frontline/game/content"
	"frontline/game/hex"
	"frontline/game/units"
	"frontline/render"
	"frontline/render/session"
)

func runShot(args []string) error {
	fs := flag.NewFlagSet("shot", flag.ContinueOnError)
	out := fs.String("out", "", "PNG file to write (required)")
	id := fs.String("scenario", "", "scenario id (default: the introduction)")
	as := fs.String("as", "", "render what this side's player sees: us or germany")
	sceneName := fs.String("scene", "map", "scene to render: map, play (the hot-seat screen of -as, default us), or card (one unit card, -card)")
	cardID := fs.String("card", "us.sherman_m4a3", "card scene: the unit card to show (catalog id)")
	open := fs.String("open", "", "play scene: open a panel: hand, events, or card (the selected unit's)")
	phase := fs.String("phase", "movement", "play scene: advance the game to this phase of the -as side (production, movement, combat)")
	sel := fs.String("select", "", "play scene: CCRR of a stack to select")
	turn := fs.Int("turn", 1, "play scene: the -as side's own turn to show (the game is passed on until then)")
	w := fs.Int("w", 1280, "frame width")
	h := fs.Int("h", 800, "frame height")
	center := fs.String("center", "", "CCRR hex to centre on")
	zoom := fs.Float64("zoom", 0, "zoom: 0 or 1 fits the whole map, 2 is twice as close")
	hover := fs.String("hover", "", "CCRR hex under the pointer (status bar describes it)")
	grid := fs.Bool("grid", true, "draw the hex grid")
	seed := fs.Uint64("seed", 1, "dice seed of the game whose opening position is shown")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *out == "" {
		return errors.New("-out FILE.png is required")
	}
	side, err := parseSide(*as)
	if err != nil {
		return err
	}
	if *sceneName != "map" && *sceneName != "play" && *sceneName != "card" {
		return fmt.Errorf("-scene %q: the scenes are: map, play, card", *sceneName)
	}
	switch *open {
	case "", "hand", "events", "card":
	default:
		return fmt.Errorf("-open %q: the panels are: hand, events, card", *open)
	}
	for _, v := range []string{*center, *hover, *sel} {
		if v != "" {
			if _, err := hex.Parse(v); err != nil {
				return err
			}
		}
	}
	world, _, err := loadWorld(*id)
	if err != nil {
		return err
	}
	opts := render.ShotOptions{Out: *out, Scene: *sceneName, Width: *w, Height: *h,
		Center: *center, Zoom: *zoom, Hover: *hover, Grid: *grid, Select: *sel, Open: *open, Card: *cardID}
	if *sceneName == "card" {
		c, err := content.Embedded()
		if err != nil {
			return err
		}
		opts.Catalog = c.Catalog.Get
		return render.Shot(world, opts)
	}
	if *sceneName == "play" {
		if side == "" {
			side = "us"
		}
		if opts.Session, err = shotSession(*id, units.Side(side), *seed, *phase, *turn); err != nil {
			return err
		}
		return render.Shot(world, opts)
	}
	if err := addStacks(&world, *id, side, *seed); err != nil {
		return err
	}
	return render.Shot(world, opts)
}

// shotSession starts a hot-seat game with seed and passes every decision
// until side is to act in the named phase of its own turn turn (or
// later), with side at the screen.
func shotSession(id string, side units.Side, seed uint64, phase string, turn int) (*session.Session, error) {
	want := -1
	for p := game.PhaseIncome; p <= game.PhaseDeployment; p++ {
		if strings.EqualFold(p.String(), phase) || strings.EqualFold(strings.Split(p.String(), "/")[0], phase) {
			want = int(p)
		}
	}
	if want < 0 {
		return nil, fmt.Errorf("-phase %q: use production, movement or combat", phase)
	}
	c, err := content.Embedded()
	if err != nil {
		return nil, err
	}
	if id == "" {
		id = content.DefaultScenario
	}
	s, err := session.New(c, game.Options{Scenario: id, Seed: seed}, nil, nil)
	if err != nil {
		return nil, err
	}
	for n := 0; ; n++ {
		if s.NeedsHandOff() {
			s.TakeOver()
		}
		g := s.Game()
		p := g.Pending
		if p.Side == side && p.Kind == game.DecidePhase && int(g.Phase) == want && s.Viewer == side && g.Player(side).Turn >= turn {
			return s, nil
		}
		if g.Over || n > 1000 {
			return nil, fmt.Errorf("-phase %s: the game never reached that phase for %s", phase, side)
		}
		if _, err := s.Do(game.PassCommand(g)); err != nil {
			return nil, err
		}
	}
}
