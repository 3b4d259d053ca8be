package cardview

import (
	"strconv"

	"frontline/game"
	"frontline/game/content"
	"frontline/game/units"
	"frontline/render/session"
)

// EventInfo is an event card as the events panel and the pop-up show it.
type EventInfo struct {
	Card     string
	Title    string
	Focus    string
	Text     string
	Duration string // "Lasts 3 more of Germany's turns", "Takes effect at once"
}

// eventInfo fills the card's words from the deck.
func eventInfo(c *content.Content, id string) EventInfo {
	ei := EventInfo{Card: id, Title: id}
	if e, ok := c.Events.Get(id); ok {
		ei.Title, ei.Focus, ei.Text = e.Title, e.Focus, e.Text
	}
	return ei
}

// InForce lists the events in force (View.InForce) with who drew them and
// how many of the drawer's turns they still last.
func InForce(v *game.View, c *content.Content) []EventInfo {
	out := make([]EventInfo, 0, len(v.InForce))
	for _, a := range v.InForce {
		ei := eventInfo(c, a.Card)
		who := "your"
		if a.Drawer != v.Side {
			who = possessive(sideName(a.Drawer))
		}
		ei.Duration = "Drawn by " + sideName(a.Drawer) + " · lasts " + turnsWords(a.TurnsLeft) + " of " + who + " turns"
		out = append(out, ei)
	}
	return out
}

func turnsWords(n int) string {
	if n == 1 {
		return "1 more"
	}
	return strconv.Itoa(n) + " more"
}

func possessive(s string) string {
	if s == "United States" {
		return "the United States'"
	}
	return s + "'s"
}

// IsDraw reports whether a log event is an event card being drawn (the
// engine also reports an event running out with event_drawn, under
// III.6.4).
func IsDraw(e game.Event) bool {
	return e.Kind == game.EvEventDrawn && e.Card != "" && e.Rule == "III.6"
}

// Popups remembers, for each side, how far into its log the event cards
// drawn have been shown, so each is presented once to each player.
type Popups struct {
	seen  map[units.Side]int
	queue map[units.Side][]EventInfo
}

// Sync looks at the viewer's log for event cards drawn since the last
// call and queues them. On the first call for a side, draws from earlier
// operational turns (Step) count as seen: a loaded game does not replay
// its history.
func (p *Popups) Sync(viewer units.Side, log []session.Entry, step int, c *content.Content) {
	if p.seen == nil {
		p.seen, p.queue = map[units.Side]int{}, map[units.Side][]EventInfo{}
	}
	from, ok := p.seen[viewer]
	if !ok {
		from = 0
		for from < len(log) && log[from].Step < step {
			from++
		}
	}
	for _, en := range log[min(from, len(log)):] {
		if !IsDraw(en.Event) {
			continue
		}
		ei := eventInfo(c, en.Event.Card)
		who := sideName(en.Event.Side)
		if en.Event.Side == viewer {
			who = "You"
		}
		switch n := en.Event.Amount; {
		case n > 0:
			ei.Duration = who + " drew it · it lasts " + strconv.Itoa(n) + " of " + map[bool]string{true: "your", false: possessive(sideName(en.Event.Side))}[en.Event.Side == viewer] + " turns"
		default:
			ei.Duration = who + " drew it · it takes effect at once"
		}
		p.queue[viewer] = append(p.queue[viewer], ei)
	}
	p.seen[viewer] = len(log)
}

// Next takes the next event to present to viewer, if any.
func (p *Popups) Next(viewer units.Side) (EventInfo, bool) {
	q := p.queue[viewer]
	if len(q) == 0 {
		return EventInfo{}, false
	}
	p.queue[viewer] = q[1:]
	return q[0], true
}
