package menu

import "frontline/render/widget"

// PageName is page p's name in Pages ("menu", "newgame" …).
func PageName(p Page) string {
	for name, q := range Pages {
		if q == p {
			return name
		}
	}
	return ""
}

// Probe reports the clickable things of the page shown, for the
// end-to-end test's layout dump (render/e2edump.go): the main page's
// "menu.new", "menu.load", "menu.settings", "menu.help", "menu.quit"; the new-game
// page's "newgame.scenario/ID", "newgame.seed" (its digits as the
// label), "newgame.random", "newgame.start", "newgame.back"; the load
// page's "load.slot/NAME" (On: selected), "load.load", "load.back".
func (s *Scene) Probe(add func(widget.Spot)) {
	if !s.started {
		return
	}
	button := func(b *widget.Button, name string) {
		if sp, ok := b.Spot(name); ok {
			add(sp)
		}
	}
	switch s.page {
	case Main:
		for i, name := range [...]string{"menu.new", "menu.load", "menu.settings", "menu.help", "menu.quit", "menu.battle", "menu.campaign"} {
			button(&s.items[i], name)
		}
	case Load:
		l := s.ld
		for i := l.first; i < l.first+l.shown && i < len(l.rows); i++ {
			add(widget.Spot{Name: "load.slot/" + l.slots[i].Name, Label: l.rows[i].name.String(), R: l.rows[i].r, Enabled: true, On: i == l.sel})
		}
		button(&l.load, "load.load")
		button(&l.back, "load.back")
	case NewGame:
		n := s.ng
		for i, r := range n.rows {
			add(widget.Spot{Name: "newgame.scenario/" + s.cfg.Content.Scenarios[i].ID, Label: r.name.String(), R: r.r, Enabled: true, On: i == n.sel})
		}
		add(widget.Spot{Name: "newgame.seed", Label: n.seed.Text(), R: n.seed.R, Enabled: true, On: n.seed.Focus})
		button(&n.random, "newgame.random")
		button(&n.start, "newgame.start")
		button(&n.back, "newgame.back")
	case NewCampaign:
		n := s.nc
		for i, r := range n.rows {
			add(widget.Spot{Name: "newcampaign.campaign/" + s.cfg.Campaigns[i].ID, Label: r.name.String(), R: r.r, Enabled: true, On: i == n.sel})
		}
		for i, name := range [...]string{"clean", "continue"} {
			button(n.mode.Segment(i), "newcampaign.mode/"+name)
		}
		add(widget.Spot{Name: "newcampaign.seed", Label: n.seed.Text(), R: n.seed.R, Enabled: true, On: n.seed.Focus})
		button(&n.start, "newcampaign.start")
		button(&n.back, "newcampaign.back")
	}
}
