package scenario

import (
	"fmt"
	"sort"
	"strings"
)

// Deck sizes allowed by III.6.2.
const (
	FullDeck    = 52 // every event, two copies each
	ReducedDeck = 40 // the core events (assets/events.toml marks them)
)

// eventDeck checks [events], the suggested deck (III.6.2). It follows the
// deck builder of game/cards: the deck starts as the full 52 or the core
// 40, exclude takes events out (all their copies), include puts events in
// that are not in yet. Here the ids are checked against the known events,
// each list names an event once, and no event is both excluded and
// included; that the result totals exactly deck cards depends on the copy
// counts and core flags of assets/events.toml, so the deck builder checks
// it (and the tests of every shipped scenario do).
func (l *loader) eventDeck() {
	e := l.f.Events
	if e == nil {
		return
	}
	if e.Deck != FullDeck && e.Deck != ReducedDeck {
		l.errorf("events.deck", "deck %d is not allowed (%d, or %d; III.6.2)", e.Deck, FullDeck, ReducedDeck)
	}
	ex := l.eventList("events.exclude", e.Exclude)
	l.eventList("events.include", e.Include)
	for i, id := range e.Include {
		if ex[id] {
			l.errorf(fmt.Sprintf("events.include[%d]", i), "event %q is both excluded and included", id)
		}
	}
	l.s.Events = &EventDeck{Size: e.Deck, Include: e.Include, Exclude: e.Exclude, doc: l.doc}
}

// eventList checks one list of event ids and returns them as a set.
func (l *loader) eventList(path string, ids []string) map[string]bool {
	seen := map[string]bool{}
	if !l.count(path, len(ids), MaxEventList) {
		return seen
	}
	for i, id := range ids {
		p := fmt.Sprintf("%s[%d]", path, i)
		switch {
		case l.events != nil && !l.events[id]:
			l.errorf(p, "unknown event id %q (see assets/events.toml; e.g. %s)", id, sample(l.events))
		case seen[id]:
			l.errorf(p, "event %q is listed twice (each entry stands for all copies of the event)", id)
		}
		seen[id] = true
	}
	return seen
}

// sample names a few known ids for an error message.
func sample(ids map[string]bool) string {
	var out []string
	for id := range ids {
		out = append(out, id)
	}
	sort.Strings(out)
	if len(out) > 3 {
		out = append(out[:3], "...")
	}
	if len(out) == 0 {
		return "none known"
	}
	return strings.Join(out, ", ")
}
