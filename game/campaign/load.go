package campaign

import (
	"fmt"
	"regexp"
	"strings"

	"frontline/game/tomldoc"
)

// Scenarios answers whether a scenario id exists (content.Content's
// scenarios, or a test's list).
type Scenarios func(id string) bool

// Load reads one campaign file (named file in messages) and checks it;
// every problem is reported as file:line:col: key: what is wrong.
func Load(file string, data []byte, known Scenarios) (*Def, error) {
	var f fileCampaign
	doc, err := tomldoc.Decode(file, data, &f)
	if err != nil {
		return nil, err
	}
	l := &loader{doc: doc, d: &Def{File: file}}
	l.header(&f.Campaign)
	l.legs(f.Leg, known)
	if err := l.errs.Err(); err != nil {
		return nil, err
	}
	return l.d, nil
}

// LoadFile reads a campaign file from disk.
func LoadFile(path string, known Scenarios) (*Def, error) {
	data, err := tomldoc.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Load(path, data, known)
}

type loader struct {
	doc  *tomldoc.Doc
	d    *Def
	errs tomldoc.List
}

func (l *loader) errorf(path, format string, args ...any) {
	l.errs.Add(l.doc.Errorf(path, format, args...))
}

var idPattern = regexp.MustCompile(`^[a-z0-9-]{1,60}$`)

func (l *loader) header(h *fileHeader) {
	d := l.d
	if !idPattern.MatchString(h.ID) {
		l.errorf("campaign.id", "id %q: use 1 to 60 lower-case letters, digits or hyphens", h.ID)
	}
	d.ID = h.ID
	if t := strings.TrimSpace(h.Title); t == "" || len(t) > MaxTitle {
		l.errorf("campaign.title", "a title of 1 to %d bytes is required", MaxTitle)
	}
	d.Title = strings.TrimSpace(h.Title)
	if b := strings.TrimSpace(h.Briefing); b == "" || len(b) > MaxText {
		l.errorf("campaign.briefing", "a briefing of 1 to %d bytes is required", MaxText)
	}
	d.Briefing = joinLines(h.Briefing)
	switch Mode(h.Mode) {
	case CleanSlate, Continue:
		d.Mode = Mode(h.Mode)
	default:
		l.errorf("campaign.mode", "mode %q (\"clean\" or \"continue\", II.1.3)", h.Mode)
	}
	switch BestOf(h.BestOf) {
	case "":
		d.BestOf = Majority
	case Majority, All:
		d.BestOf = BestOf(h.BestOf)
	default:
		l.errorf("campaign.best_of", "best_of %q (\"majority\" or \"all\")", h.BestOf)
	}
	c := h.Carry
	if !c.Forces && (c.Experience || c.Damage) {
		path := "campaign.carry.experience"
		if !c.Experience {
			path = "campaign.carry.damage"
		}
		l.errorf(path, "experience and damage travel with the units: they need forces = true")
	}
	d.Carry = Carry(c)
}

func (l *loader) legs(legs []fileLeg, known Scenarios) {
	n := len(legs)
	if n < MinLegs || n > MaxLegs || n%2 == 0 {
		at := "campaign"
		if n > 0 {
			at = fmt.Sprintf("leg[%d]", n-1) // the last leg, where one is missing or one too many
		}
		l.errorf(at, "%d legs: a campaign has an odd number of legs, %d to %d (II.1.3)", n, MinLegs, MaxLegs)
	}
	for i, fl := range legs {
		path := fmt.Sprintf("leg[%d]", i)
		switch {
		case !idPattern.MatchString(fl.Scenario):
			l.errorf(path+".scenario", "scenario %q: a scenario id (lower-case letters, digits, hyphens)", fl.Scenario)
		case known != nil && !known(fl.Scenario):
			l.errorf(path+".scenario", "no scenario %q (scenarios/*.toml)", fl.Scenario)
		}
		if fl.TurnLimit < 0 || fl.TurnLimit > MaxTurnLimit {
			l.errorf(path+".turn_limit", "turn_limit %d (1..%d operational turns; leave it out for the scenario's)", fl.TurnLimit, MaxTurnLimit)
		}
		if len(fl.Note) > MaxText {
			l.errorf(path+".note", "note of %d bytes (at most %d)", len(fl.Note), MaxText)
		}
		l.d.Legs = append(l.d.Legs, Leg{Scenario: fl.Scenario, TurnLimit: fl.TurnLimit, Note: joinLines(fl.Note)})
	}
}

// joinLines reads a text as scenario briefings are: a blank line starts
// a paragraph, other line breaks are spaces.
func joinLines(s string) string {
	paras := strings.Split(strings.TrimSpace(s), "\n\n")
	for i, p := range paras {
		paras[i] = strings.Join(strings.Fields(p), " ")
	}
	return strings.Join(paras, "\n\n")
}

// IsFile reports whether data looks like a campaign file (it has a
// [campaign] table), for tools that take any data file.
func IsFile(data []byte) bool {
	for _, line := range strings.Split(string(data), "\n") {
		if strings.TrimSpace(line) == "[campaign]" {
			return true
		}
	}
	return false
}
