package main

import (
	"errors"
	"flag"
	"fmt"
	"image"
	"slices"
	"strings"

	"frontline/game"
	"frontline/game/ai"
	"frontline/game/content"
	"frontline/game/hex"
	"frontline/game/units"
	"frontline/render"
	"frontline/render/session"
	"frontline/render/settings"
)

func runShot(args []string) error {
	fs := flag.NewFlagSet("shot", flag.ContinueOnError)
	out := fs.String("out", "", "PNG file to write (required)")
	id := fs.String("scenario", "", "scenario id (default: the introduction)")
	as := fs.String("as", "", "render what this side's player sees: us or germany")
	sceneName := fs.String("scene", "map", "scene to render: map, play (the hot-seat screen of -as, default us), card (one unit card, -card), menu, newgame, load, settings, victory (a game played to the end by two automated players with -seed), or battle (a standalone battle's table, -battle and -stage)")
	at := fs.String("at", "", "X,Y: rest the pointer at this pixel (menus: hover a button to see its tooltip)")
	cardID := fs.String("card", "us.sherman_m4a3", "card scene: the unit card to show (catalog id)")
	open := fs.String("open", "", "play scene: open a panel: hand, events, card (the selected unit's), help, pause (the Esc menu), save or quit (its pages), summary (of the computer's last turn); menu pages: help")
	scale := fs.Float64("scale", 1, "interface scale (settings: 1, 1.25, 1.5): the frame is laid out smaller and enlarged to -w×-h")
	phase := fs.String("phase", "movement", "play scene: advance the game to this phase of the -as side (production, movement, combat, deployment)")
	buy := fs.String("buy", "", "play scene: card ids (comma-separated) the -as side buys in each Production Phase on the way; default for -phase deployment: a rifle squad, a medium tank and a fighter")
	sel := fs.String("select", "", "play scene: CCRR of a stack to select")
	unit := fs.String("unit", "", "play scene: catalog id of the unit to pick in the -select stack")
	order := fs.String("order", "", "play scene: click this special order of the selected unit (recon, board, getoff, hitch, unhitch, shelter, leave, demolish, repair, hitandrun, push, surrender)")
	standard := fs.Bool("standard", false, "play scene: start a Standard Game and show its setup: -phase force (the -as side buys, with -buy) or place (it places its markers)")
	plan := fs.String("plan", "", "play scene: open a planning mode for the -select stack: sortie (an aircraft, -phase movement) or fire (a gun, -phase combat); or play a command card of the hand: encircle, encircle:CCRR (the stack chosen), rush")
	hand := fs.String("hand", "", "play scene: command card ids (comma-separated) dealt into the -as side's hand once the phase is reached, to show what playing them looks like (a screenshot set-up: the game's own draws are left alone)")
	attack := fs.String("attack", "", "play scene, -phase combat: ID:CCRR selects the -as side's unit ID, rests the pointer on the enemy in hex CCRR (centred unless -center) and waits for the outcome preview of that attack before the shot")
	moves := fs.String("moves", "", "play scene, -phase movement or combat: ID:CCRR,… moves the -as side's unit ID to hex CCRR by its shortest legal path before the shot (with combat, in the Movement Phase before it: e.g. -moves 16:1109 -attack 16:1109)")
	turn := fs.Int("turn", 1, "play scene: the -as side's own turn to show (the game is passed on until then)")
	w := fs.Int("width", 1280, "frame width in pixels")
	h := fs.Int("height", 800, "frame height in pixels")
	center := fs.String("center", "", "CCRR hex to centre on")
	zoom := fs.Float64("zoom", 0, "zoom: 0 or 1 fits the whole map, 2 is twice as close")
	hover := fs.String("hover", "", "CCRR hex under the pointer (status bar describes it)")
	grid := fs.Bool("grid", true, "draw the hex grid")
	minimap := fs.Bool("minimap", true, "play scene: show the minimap (the whole map in small, lower corner)")
	seed := fs.Uint64("seed", 1, "dice seed of the game whose opening position is shown")
	animFrame := fs.Int("anim-frame", 0, "play scene: carry out a sample order (an attack with -phase combat, a move with -phase movement) and capture this many frames into its animation")
	features := fs.String("features", "", featuresHelp)
	animSpeed := fs.Float64("anim-speed", 1, "play scene with -anim-frame: animation speed (0.5 slow, 1 normal, 2 fast)")
	battleID := fs.String("battle", "", "battle scene: the standalone battle (an id of scenarios/battles, or points; default: none, a battle opened by miniatures on the intro map), played by random players with -seed")
	stage := fs.String("stage", "fire", "battle scene: play to this stage: terrain (a feature being placed in the terrain phase of a standalone battle), placement (a unit's ghost being placed), movement (a ghost move), fire (a unit selected, the pointer on an enemy: line of sight and odds), fly (the flight step with an aircraft still to fly its minimum), end (the summary) or, on the intro map, flight (the camera flying from the hex into the table, -anim-frame frames in)")
	who := addPlayerFlags(fs) // players.go: -us, -germany (play scene; -as is a person's side)
	compOrders := fs.Int("computer", 0, "play scene: once the -as side's phase is reached, end its phases until the computer plays and show its turn under way after this many of its orders (with -anim-frame: that many frames into the last one's animation)")
	blocked := fs.Bool("blocked", false, "battle scene, -stage fire: rest the pointer on an enemy out of sight (the red line and the feature that blocks it)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *out == "" {
		return errors.New("-out FILE.png is required")
	}
	if err := needDisplay("shot -out " + *out + " …"); err != nil {
		return err
	}
	side, err := parseSide(*as)
	if err != nil {
		return err
	}
	if !slices.Contains(render.ShotScenes, *sceneName) {
		return fmt.Errorf("-scene %q: the scenes are: %s", *sceneName, strings.Join(render.ShotScenes, ", "))
	}
	switch *open {
	case "", "hand", "events", "card", "help", "pause", "save", "quit", "summary":
	default:
		return fmt.Errorf("-open %q: the panels are: hand, events, card, help, pause, save, quit, summary", *open)
	}
	if *attack != "" {
		if _, _, err := render.ParseAttack(*attack); err != nil {
			return err
		}
		if *sceneName != "play" || *standard {
			return errors.New("-attack shows an attack's outcome preview on the play scene: add -scene play -phase combat")
		}
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
		Center: *center, Zoom: *zoom, Hover: *hover, Grid: *grid, NoMinimap: !*minimap, Select: *sel, Open: *open, Card: *cardID, Plan: *plan,
		Unit: *unit, Order: *order, Attack: *attack, AnimFrame: *animFrame, AnimSpeed: *animSpeed, Scale: *scale,
		Computer: *compOrders}
	if *at != "" {
		var x, y int
		if _, err := fmt.Sscanf(*at, "%d,%d", &x, &y); err != nil {
			return fmt.Errorf("-at %q: give X,Y in pixels", *at)
		}
		opts.Pointer = &image.Point{X: x, Y: y}
	}
	switch *sceneName {
	case "battle":
		opts.Battle, opts.Stage, opts.Seed, opts.Blocked = *battleID, *stage, *seed, *blocked // -zoom: closer on the subject
		return render.Shot(world, opts)
	case "card":
		c, err := content.Embedded()
		if err != nil {
			return err
		}
		opts.Catalog = c.Catalog.Get
		return render.Shot(world, opts)
	case "menu", "newgame", "load", "settings":
		if opts.Content, err = content.Embedded(); err != nil {
			return err
		}
		opts.Slots, _ = session.DefaultSlots()
		if path, err := settings.Path(); err == nil {
			opts.SettingsPath = path
			opts.Settings, opts.SettingsErr = settings.Load(path)
		} else {
			opts.Settings = settings.Defaults()
		}
		return render.Shot(world, opts)
	case "victory":
		if opts.Content, err = content.Embedded(); err != nil {
			return err
		}
		if opts.Session, err = finishedSession(opts.Content, *id, *seed); err != nil {
			return err
		}
		return render.Shot(world, opts)
	}
	if *sceneName == "play" {
		if opts.Content, err = content.Embedded(); err != nil {
			return err
		}
		if side == "" {
			side = "us"
		}
		if *standard {
			if opts.Session, err = standardShotSession(*id, units.Side(side), *seed, *phase, *buy); err != nil {
				return err
			}
			return render.Shot(world, opts)
		}
		// -moves with -phase combat: move in the Movement Phase before it.
		movesFirst := *moves != "" && strings.EqualFold(*phase, "combat")
		at := *phase
		if movesFirst {
			at = "movement"
		}
		players, err := who.players(*seed)
		if err != nil {
			return err
		}
		if opts.Session, err = shotSession(*id, units.Side(side), *seed, at, *buy, *turn, players); err != nil {
			return err
		}
		if err := applyFeatures(opts.Session.Game(), *features); err != nil {
			return err
		}
		if err := shotMoves(opts.Session, *moves); err != nil {
			return err
		}
		if movesFirst {
			if err := passUntil(opts.Session, units.Side(side), game.PhaseCombat); err != nil {
				return err
			}
		}
		if *hand != "" {
			g := opts.Session.Game()
			for _, c := range strings.Split(*hand, ",") {
				g.Players[units.Side(side)].Hand = append(g.Players[units.Side(side)].Hand, strings.TrimSpace(c))
			}
		}
		opts.PickStaged = strings.EqualFold(*phase, "deployment")
		return render.Shot(world, opts)
	}
	if err := addStacks(&world, *id, side, *seed, *features); err != nil {
		return err
	}
	return render.Shot(world, opts)
}

// shotMoves orders the moves of -moves ("ID:CCRR,…") through the
// session, each along the engine's own path to its hex.
func shotMoves(s *session.Session, moves string) error {
	if moves == "" {
		return nil
	}
	for _, m := range strings.Split(moves, ",") {
		var id int
		var to string
		if _, err := fmt.Sscanf(strings.Replace(strings.TrimSpace(m), ":", " ", 1), "%d %s", &id, &to); err != nil {
			return fmt.Errorf("-moves %q: give ID:CCRR", m)
		}
		opt, ok := s.Game().MoveOptions(game.UnitID(id))[to]
		if !ok {
			return fmt.Errorf("-moves: unit %d cannot move to %s now", id, to)
		}
		if _, err := s.Do(game.Command{Kind: game.CmdMove, Unit: game.UnitID(id), Path: opt.Path}); err != nil {
			return fmt.Errorf("-moves: %v", err)
		}
	}
	return nil
}

// passUntil passes every decision until side is to act in phase ph
// (the rest of its turn: after -moves, its Combat Phase).
func passUntil(s *session.Session, side units.Side, ph game.Phase) error {
	for n := 0; n < 1000; n++ {
		if s.NeedsHandOff() {
			s.TakeOver()
		}
		g := s.Game()
		if p := g.Pending; p.Side == side && p.Kind == game.DecidePhase && g.Phase == ph && s.Viewer == side {
			return nil
		}
		if g.Over {
			break
		}
		if _, err := s.Do(game.PassCommand(g)); err != nil {
			return err
		}
	}
	return fmt.Errorf("the game never reached the %s phase for %s", ph, side)
}

// finishedSession is a game of scenario id played to the end by two
// automated players (as `frontline sim` plays it).
func finishedSession(c *content.Content, id string, seed uint64) (*session.Session, error) {
	if id == "" {
		id = content.DefaultScenario
	}
	s, err := session.New(c, game.Options{Scenario: id, Seed: seed}, nil, nil)
	if err != nil {
		return nil, err
	}
	players := map[units.Side]ai.Player{units.US: ai.NewAdvancer(seed), units.Germany: ai.NewAdvancer(seed + 1)}
	if _, err := ai.Play(s.Game(), players, 50000, nil); err != nil {
		return nil, err
	}
	if !s.Game().Over {
		return nil, fmt.Errorf("the game with seed %d did not end", seed)
	}
	return s, nil
}

// shotSession starts a game with seed, played by players (nil:
// hot-seat), and passes every decision of the people (the computers
// play theirs) until side is to act in the named phase of its own turn
// turn (or later), with side at the screen.
func shotSession(id string, side units.Side, seed uint64, phase, buy string, turn int, players session.Players) (*session.Session, error) {
	want := -1
	for p := game.PhaseIncome; p <= game.PhaseDeployment; p++ {
		if strings.EqualFold(p.String(), phase) || strings.EqualFold(strings.Split(p.String(), "/")[0], phase) {
			want = int(p)
		}
	}
	if want < 0 {
		return nil, fmt.Errorf("-phase %q: use production, movement, combat or deployment", phase)
	}
	c, err := content.Embedded()
	if err != nil {
		return nil, err
	}
	if id == "" {
		id = content.DefaultScenario
	}
	s, err := session.New(c, game.Options{Scenario: id, Seed: seed}, players, nil)
	if err != nil {
		return nil, err
	}
	var cards []string
	if buy != "" {
		cards = strings.Split(buy, ",")
	} else if want == int(game.PhaseDeployment) {
		cards = []string{"us.rifle_squad", "us.sherman_m4a3", "us.p51d_escort",
			"de.rifle_squad", "de.panzer_iv_g", "de.fw190a3"}
	}
	bought := -1
	for n := 0; ; n++ {
		if s.NeedsHandOff() {
			s.TakeOver()
		}
		g := s.Game()
		p := g.Pending
		if p.Side == side && p.Kind == game.DecidePhase && g.Phase == game.PhaseProduction && bought != g.Step {
			bought = g.Step
			for _, c := range cards {
				if card, ok := g.Card(strings.TrimSpace(c)); ok && card.Side == side {
					s.Do(game.Command{Kind: game.CmdBuy, Card: card.ID}) // a refused buy is left out
				}
			}
		}
		if p.Side == side && p.Kind == game.DecidePhase && int(g.Phase) == want && s.Viewer == side && g.Player(side).Turn >= turn {
			return s, nil
		}
		if g.Over || n > 5000 {
			return nil, fmt.Errorf("-phase %s: the game never reached that phase for %s", phase, side)
		}
		if q, ok := s.Ask(); ok {
			if _, err := s.Give(q, q.Answer()); err != nil {
				return nil, err
			}
			continue
		}
		if _, err := s.Do(game.PassCommand(g)); err != nil {
			return nil, err
		}
	}
}

// standardShotSession starts a hot-seat Standard Game with seed and
// answers the setup until side is to buy its force (-phase force, the
// default) or place it (-phase place); each side buys the -buy cards of
// its own (default: a rifle squad and a medium tank) and the other side's
// markers are placed by passes.
func standardShotSession(id string, side units.Side, seed uint64, phase, buy string) (*session.Session, error) {
	want := game.DecideStandardForce
	switch strings.ToLower(phase) {
	case "", "force", "movement": // movement: the flag's default
	case "place":
		want = game.DecideStandardPlace
	default:
		return nil, fmt.Errorf("-standard -phase %q: use force or place", phase)
	}
	c, err := content.Embedded()
	if err != nil {
		return nil, err
	}
	if id == "" {
		id = content.DefaultScenario
	}
	s, err := session.New(c, game.Options{Scenario: id, Seed: seed, Standard: true}, nil, nil)
	if err != nil {
		return nil, err
	}
	cards := []string{"us.rifle_squad", "us.sherman_m4a3", "de.rifle_squad", "de.panzer_iv_g"}
	if buy != "" {
		cards = strings.Split(buy, ",")
	}
	bought := map[units.Side]bool{}
	for n := 0; ; n++ {
		if s.NeedsHandOff() {
			s.TakeOver()
		}
		g := s.Game()
		p := g.Pending
		if p.Kind == game.DecideStandardForce && !bought[p.Side] {
			bought[p.Side] = true
			for _, c := range cards {
				if card, ok := g.Card(strings.TrimSpace(c)); ok && card.Side == p.Side {
					s.Do(game.Command{Kind: game.CmdSetupBuy, Card: card.ID}) // a refused buy is left out
				}
			}
		}
		if p.Side == side && p.Kind == want && s.Viewer == side {
			return s, nil
		}
		if g.Setup == nil || n > 1000 {
			return nil, fmt.Errorf("-standard: the setup never asked %s for that", side)
		}
		if _, err := s.Do(game.PassCommand(g)); err != nil {
			return nil, err
		}
	}
}
