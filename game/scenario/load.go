package scenario

import (
	"fmt"
	"regexp"
	"strings"

	"frontline/game/board"
	"frontline/game/hex"
	"frontline/game/tomldoc"
	"frontline/game/units"
)

// MapSource finds a map by id (board.EmbeddedByID, or a test's own map).
type MapSource func(id string) (*board.Map, error)

// Load reads one scenario file (named file in messages) and checks it
// against the unit catalog, the maps and the known event ids. eventIDs nil
// skips the event-id check (a tool without the event deck); an empty set
// rejects every id. Every problem found is reported with its position.
func Load(file string, data []byte, cat *units.Catalog, maps MapSource, eventIDs map[string]bool) (*Scenario, error) {
	if cat == nil || maps == nil {
		return nil, fmt.Errorf("%s: scenario.Load needs a unit catalog and a map source", file)
	}
	var f fileScenario
	doc, err := tomldoc.Decode(file, data, &f)
	if err != nil {
		if doc != nil && doc.Has("table") && !doc.Has("scenario") {
			return nil, doc.Errorf("table", "this looks like a battle file (a [table] and no [scenario]): battles live in scenarios/battles and are played with `frontline battle -scenario ID` (docs/formats/battles.md)")
		}
		return nil, err
	}
	l := &loader{doc: doc, f: &f, cat: cat, events: eventIDs, s: &Scenario{File: file}}
	l.header()
	l.loadMap(maps)
	if l.s.Map != nil {
		// Everything below places things on the map.
		l.objectives()
		l.crossings() // lineobj.go: II.2's line to cross
		l.sides()
		l.commandNetwork()
		l.standard()
	}
	l.eventDeck()
	if err := l.errs.Err(); err != nil {
		return nil, err
	}
	return l.s, nil
}

// LoadFile reads a scenario file from disk.
func LoadFile(path string, cat *units.Catalog, maps MapSource, eventIDs map[string]bool) (*Scenario, error) {
	data, err := tomldoc.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Load(path, data, cat, maps, eventIDs)
}

// loader carries the decoded file, what it refers to, the scenario being
// built and the problems found so far.
type loader struct {
	doc    *tomldoc.Doc
	f      *fileScenario
	cat    *units.Catalog
	events map[string]bool
	s      *Scenario
	errs   tomldoc.List
	total  int  // units on the table so far, crews included
	capped bool // total went over MaxUnits (reported once; reading stops)

	roads    map[hex.Hex]bool // hexes a road runs through, built on first use
	used     map[string]int   // counters used per card id (neutral ones shared by both sides)
	overUsed map[string]bool  // build limits already reported
}

func (l *loader) errorf(path, format string, args ...any) {
	l.errs.Add(l.doc.Errorf(path, format, args...))
}

var idPattern = regexp.MustCompile(`^[a-z0-9][a-z0-9-]*$`)

// header checks [scenario].
func (l *loader) header() {
	h := &l.f.Scenario
	s := l.s
	if !l.doc.Has("scenario") {
		l.errorf("scenario", "missing [scenario] table (id, name, map, game_type, turn_limit, ...)")
		return
	}
	switch {
	case h.ID == "":
		l.errorf("scenario.id", "missing scenario id (lower-case letters, digits and hyphens, e.g. \"intro\")")
	case len(h.ID) > MaxNameLen || !idPattern.MatchString(h.ID):
		l.errorf("scenario.id", "scenario id %q is not allowed (lower-case letters, digits and hyphens, at most %d)", h.ID, MaxNameLen)
	}
	l.text("scenario.name", "name", h.Name, MaxNameLen, true)
	l.text("scenario.date", "date", h.Date, MaxDateLen, false)
	s.ID, s.Name, s.Date = h.ID, h.Name, h.Date

	switch GameType(h.GameType) {
	case ScenarioGame, StandardGame:
		s.Type = GameType(h.GameType)
	case battleGame:
		l.errorf("scenario.game_type", "game_type \"battle\" is the standalone tactical battle (II.1.4), which is not a scenario: write it as a battle file in scenarios/battles (docs/formats/battles.md) and play it with `frontline battle -scenario ID`")
	default:
		l.errorf("scenario.game_type", "game_type %q is not allowed (\"scenario\" or \"standard\")", h.GameType)
	}
	switch h.Season {
	case "", "spring", "summer", "autumn", "winter":
		s.Season = h.Season
	default:
		l.errorf("scenario.season", "season %q is not allowed (spring, summer, autumn, winter, or leave it out)", h.Season)
	}
	if h.TurnLimit < 1 || h.TurnLimit > MaxTurnLimit {
		l.errorf("scenario.turn_limit", "turn_limit %d out of range (1..%d operational turns)", h.TurnLimit, MaxTurnLimit)
	}
	s.TurnLimit = h.TurnLimit
	switch FirstPlayer(h.FirstPlayer) {
	case FirstUS, FirstGermany, FirstRoll:
		s.FirstPlayer = FirstPlayer(h.FirstPlayer)
	case "":
		s.FirstPlayer = FirstRoll // Inset II.2 step 7: roll unless the scenario says otherwise
	default:
		l.errorf("scenario.first_player", "first_player %q is not allowed (\"us\", \"germany\" or \"roll\")", h.FirstPlayer)
	}
	s.Rules = Rules(h.Rules)
	l.win()
	b := &h.Briefing
	need := s.Type == ScenarioGame
	l.text("scenario.briefing.overview", "overview briefing", b.Overview, MaxBriefingLen, need)
	l.text("scenario.briefing.us", "US briefing", b.US, MaxBriefingLen, need)
	l.text("scenario.briefing.germany", "German briefing", b.Germany, MaxBriefingLen, need)
	s.Briefing = Briefing{Overview: strings.TrimSpace(b.Overview), US: strings.TrimSpace(b.US), Germany: strings.TrimSpace(b.Germany)}
}

// startingIncome is the scenario-wide starting currency (default 30,
// Inset II.1 step 5).
func (l *loader) startingIncome() int {
	if p := l.f.Scenario.StartingIncome; p != nil {
		return l.income("scenario.starting_income", *p)
	}
	return 30
}

func (l *loader) income(path string, n int) int {
	if n < 0 || n > MaxIncome {
		l.errorf(path, "income %d out of range (0..%d currency)", n, MaxIncome)
		return 0
	}
	return n
}

// win checks [scenario.win]; without it the Standard Game default applies:
// objectives, draw at the turn limit (II.2.2).
func (l *loader) win() {
	w := l.f.Scenario.Win
	if w == nil {
		l.s.Win = Win{Objectives: true, AtTurnLimit: LimitDraw}
		return
	}
	out := Win{Objectives: w.Objectives, Skirmish: w.Skirmish}
	switch TurnLimitOutcome(w.AtTurnLimit) {
	case LimitDraw, LimitScore:
		out.AtTurnLimit = TurnLimitOutcome(w.AtTurnLimit)
	case "":
		out.AtTurnLimit = LimitDraw
	default:
		l.errorf("scenario.win.at_turn_limit", "at_turn_limit %q is not allowed (\"draw\" or \"score\")", w.AtTurnLimit)
	}
	if w.ScoreTarget < 0 || w.ScoreTarget > 10000 {
		l.errorf("scenario.win.score_target", "score_target %d out of range (0 = off, up to 10000 points)", w.ScoreTarget)
	}
	if w.SkirmishDestroyed < 0 || w.SkirmishDestroyed > 10000 {
		l.errorf("scenario.win.skirmish_destroyed", "skirmish_destroyed %d out of range (0 = off, up to 10000 cost)", w.SkirmishDestroyed)
	}
	if w.SkirmishDestroyed > 0 && !w.Skirmish {
		l.errorf("scenario.win.skirmish_destroyed", "skirmish_destroyed needs skirmish = true (II.2.5 variant)")
	}
	out.ScoreTarget, out.SkirmishDestroyed = w.ScoreTarget, w.SkirmishDestroyed
	if !out.Objectives && out.AtTurnLimit != LimitScore && out.ScoreTarget == 0 && !out.Skirmish && len(w.Cross) == 0 {
		l.errorf("scenario.win", "no way to win: set objectives = true, at_turn_limit = \"score\", a score_target, skirmish = true, or a [[scenario.win.cross]] line (II.2)")
	}
	l.s.Win = out
}

// text checks a free text: required or not, and not too long.
func (l *loader) text(path, what, s string, max int, required bool) {
	switch {
	case required && strings.TrimSpace(s) == "":
		l.errorf(path, "missing %s", what)
	case len(s) > max:
		l.errorf(path, "%s is %d bytes (at most %d)", what, len(s), max)
	}
}

func (l *loader) loadMap(maps MapSource) {
	id := l.f.Scenario.Map
	if id == "" {
		if l.doc.Has("scenario") {
			l.errorf("scenario.map", "missing map id (e.g. \"foggia-bari\"; see maps/)")
		}
		return
	}
	if !board.PlainID(id) { // it names a file when validating: no paths
		l.errorf("scenario.map", "map id %q is not a plain name (lower-case letters, digits and hyphens, at most %d, as the map's own id)", id, board.MaxNameLen)
		return
	}
	m, err := maps(id)
	if err != nil || m == nil {
		l.errorf("scenario.map", "unknown map id %q (%v)", id, err)
		return
	}
	l.s.Map = m
}

// side parses a side name.
func (l *loader) side(path, s string) (units.Side, bool) {
	switch units.Side(s) {
	case units.US, units.Germany:
		return units.Side(s), true
	}
	l.errorf(path, "side %q is not allowed (\"us\" or \"germany\")", s)
	return "", false
}

// hex parses a CCRR number that must lie on the map.
func (l *loader) hex(path, s string) (hex.Hex, bool) {
	h, err := hex.Parse(s)
	if err != nil {
		l.errorf(path, "%v", err)
		return hex.Hex{}, false
	}
	if m := l.s.Map; !m.InBounds(h) {
		l.errorf(path, "hex %s is off the map %q (columns 01..%02d, rows 01..%02d)", s, m.ID, m.Width, m.Height)
		return hex.Hex{}, false
	}
	return h, true
}

// count rejects lists longer than max.
func (l *loader) count(path string, n, max int) bool {
	if n > max {
		l.errorf(path, "%d entries (at most %d)", n, max)
		return false
	}
	return true
}
