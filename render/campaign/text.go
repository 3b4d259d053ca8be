package campaign

import (
	"fmt"

	"frontline/game/campaign"
	"frontline/game/units"
	"frontline/render/art"
	"frontline/render/menu"
	"frontline/render/widget"
)

// refresh remakes every text from the campaign's state.
func (s *Scene) refresh() {
	p := s.cfg.Play
	d, st := p.Def, p.State
	s.title.Set(d.Title)
	rule := fmt.Sprintf("first to %d legs wins", d.Needed())
	if d.BestOf == campaign.All {
		rule = "every leg is played"
	}
	s.sub.Set(fmt.Sprintf("Campaign Game (II.1.3)  ·  %s  ·  %s  ·  %s", menu.ModeName(st.Mode), rule, menu.PlayersText(s.cfg.Players)))
	w, pts := st.Wins(), st.Points()
	s.score.Set(fmt.Sprintf("United States  %d – %d  Germany", w[units.US], w[units.Germany]))
	s.points.Set(fmt.Sprintf("legs won  ·  Table II.1 points over the legs: %d – %d", pts[units.US], pts[units.Germany]))
	s.legs = s.legs[:0]
	for i := range st.Order {
		l := legRow{}
		l.name = widget.Label(art.Bold, 16, art.Paper, fmt.Sprintf("Leg %d  ·  %s", i+1, s.scenarioName(st.Leg(d, i).Scenario)))
		status, ink := s.legStatus(i)
		l.status = widget.Label(art.Regular, 13.5, ink, status)
		l.pickable = i > p.Next() && !p.Over()
		s.legs = append(s.legs, l)
	}
	s.saveB.Set("Save campaign", s.cfg.Slots != nil, "Saves the campaign as \u201c"+SaveName(p)+"\u201d; Load game brings it back")
	if s.cfg.Slots == nil {
		s.saveB.Set("Save campaign", false, "Saving is off in this session")
	}
	s.playB.Set(fmt.Sprintf("Play leg %d", p.Next()+1), true, "Shortcut: Enter")
	s.playB.Shown = !p.Over() // after Set, which shows it
	s.nextTexts()
	s.layout()
}

// legStatus says how the i-th leg went, or what it waits for.
func (s *Scene) legStatus(i int) (string, art.RGB) {
	p := s.cfg.Play
	if i < len(p.State.Results) {
		r := p.State.Results[i]
		pts := fmt.Sprintf("%d to %d points", r.Scores[units.US], r.Scores[units.Germany])
		if r.Winner == "" {
			return "Drawn  ·  " + pts + "; counts for neither side", widget.TextDim
		}
		return fmt.Sprintf("Won by %s  ·  %s", sideShort(r.Winner), pts), winnerInk(r.Winner)
	}
	switch {
	case p.Over():
		return "Not played: the campaign is decided", widget.DimInk
	case i == p.Next():
		return "Next", widget.BrassHot
	}
	return "To play  ·  click to play it next", widget.TextDim
}

// DecidedText is how a campaign is decided, under its result.
const DecidedText = "A campaign goes to the side that wins more than half of its legs (two of three, three of five). " +
	"A drawn leg counts for neither side. When every leg is played and the sides have won as many legs, " +
	"the higher total of Table II.1 points over all the legs takes the campaign; with those level too, it is drawn."

// nextTexts are the right panel's: the next leg, what carries over and
// its briefing; or the campaign's result.
func (s *Scene) nextTexts() {
	p := s.cfg.Play
	if p.Over() {
		winner, why := p.State.Winner()
		head, ink := "The campaign is drawn", art.Paper
		if winner != "" {
			head, ink = campaign.SideName(winner)+map[bool]string{true: " win the campaign", false: " wins the campaign"}[winner == units.US], winnerInk(winner)
		}
		s.nextHead.L.Ink = ink // before Set, which renders
		s.nextHead.Set(head)
		s.nextFacts.Set(fmt.Sprintf("after %d of %d legs", len(p.State.Results), len(p.Def.Legs)))
		s.result.Set(widget.UpperFirst(why)+".\n\n"+DecidedText, s.textW())
		return
	}
	leg := p.State.Leg(p.Def, p.Next())
	s.nextHead.Set(fmt.Sprintf("Leg %d: %s", p.Next()+1, s.scenarioName(leg.Scenario)))
	facts, brief := "", leg.Note
	if sc, err := s.cfg.Content.Scenario(leg.Scenario); err == nil {
		limit := sc.TurnLimit
		if leg.TurnLimit > 0 {
			limit = leg.TurnLimit
		}
		facts = fmt.Sprintf("%s, %s  ·  at most %s each  ·  %s", sc.Date, sc.Season, turns(limit), sc.Map.Name)
		if brief != "" {
			brief += "\n\n"
		}
		brief += sc.Briefing.Overview
	}
	s.nextFacts.Set(facts)
	carry := p.Def.RulesText(p.State.Mode)
	if opts, err := p.NextOptions(); err == nil && opts.Carry != nil {
		carry += "\n\nInto this leg:\n" + campaign.CarryText(opts.Carry, s.cost)
	}
	s.carry.Set(carry, s.textW())
	s.brief.Set(brief, s.textW())
}

func (s *Scene) cost(id string) (int, bool) {
	c, ok := s.cfg.Content.Catalog.Get(id)
	if !ok {
		return 0, false
	}
	return c.Cost, true
}

func (s *Scene) scenarioName(id string) string {
	if sc, err := s.cfg.Content.Scenario(id); err == nil {
		return sc.Name
	}
	return id
}

// turns is "1 turn", "12 turns".
func turns(n int) string {
	if n == 1 {
		return "1 turn"
	}
	return fmt.Sprintf("%d turns", n)
}

func sideShort(side units.Side) string {
	if side == units.US {
		return "the United States"
	}
	return "Germany"
}

// winnerInk is the colour of a side's result (the victory screen's).
func winnerInk(side units.Side) art.RGB {
	if side == units.US {
		return art.RGB{R: 0.62, G: 0.74, B: 0.32}
	}
	return art.RGB{R: 0.6, G: 0.72, B: 0.86}
}

// textW is the width of the right panel's text.
func (s *Scene) textW() float64 { return max(100, s.nextR.W-40) }

func (s *Scene) layout() {
	top := s.h*0.04 + 34 + 60
	by := s.h - 66
	lw := min(440, s.w*0.36)
	x := max(20, s.w/2-min(1200, s.w-40)/2)
	s.legsR = widget.Rect{X: x, Y: top, W: lw, H: by - 20 - top}
	rowY := top + 84
	for i := range s.legs {
		s.legs[i].r = widget.Rect{X: x + 12, Y: rowY, W: lw - 24, H: 56}
		rowY += 60
	}
	rx := x + lw + 20
	s.nextR = widget.Rect{X: rx, Y: top, W: x + min(1200, s.w-40) - rx, H: by - 20 - top}
	s.menuB.R = widget.Rect{X: x, Y: by, W: 160, H: 46}
	s.playB.R = widget.Rect{X: s.nextR.X + s.nextR.W - 220, Y: by, W: 220, H: 46}
	s.saveB.R = widget.Rect{X: s.playB.R.X - 200, Y: by, W: 184, H: 46}
	if !s.playB.Shown {
		s.saveB.R.X = s.playB.R.X + s.playB.R.W - s.saveB.R.W
	}
	s.say(s.msg.String())
	w := s.textW()
	s.carry.Set(s.carry.String(), w)
	s.brief.Set(s.brief.String(), w)
	s.result.Set(s.result.String(), w)
}
