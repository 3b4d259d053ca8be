// Package content gathers every data file the game ships with — unit
// catalog, card decks, maps and scenarios — loads them together and checks
// the references between them. The client, the command-line tools and the
// tests all start here.
package content

import (
	"cmp"
	"errors"
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"frontline/game/board"
	"frontline/game/cards"
	"frontline/game/scenario"
	"frontline/game/units"
)

// Content is the loaded, cross-checked game data. Treat it as read-only.
type Content struct {
	Catalog  *units.Catalog
	Commands *cards.Commands
	Events   *cards.Events
	Maps     []*board.Map
	// Scenarios: DefaultScenario first, the rest by id; menus list them in
	// this order and open on the first.
	Scenarios []*scenario.Scenario
}

// DefaultScenario is the scenario the game opens with.
const DefaultScenario = "intro"

// Embedded loads the data built into the binary once and shares it.
var Embedded = sync.OnceValues(loadEmbedded)

func loadEmbedded() (*Content, error) {
	c := &Content{}
	var err error
	if c.Catalog, err = units.Embedded(); err != nil {
		return nil, err
	}
	if c.Commands, err = cards.EmbeddedCommands(); err != nil {
		return nil, err
	}
	if c.Events, err = cards.EmbeddedEvents(); err != nil {
		return nil, err
	}
	if err = c.Events.CheckUnits(c.Catalog); err != nil {
		return nil, err
	}
	if c.Maps, err = board.Embedded(); err != nil {
		return nil, err
	}
	if c.Scenarios, err = scenario.Embedded(c.Catalog, c.MapByID, c.EventIDs()); err != nil {
		return nil, err
	}
	slices.SortStableFunc(c.Scenarios, func(a, b *scenario.Scenario) int {
		return cmp.Or(cmp.Compare(menuRank(a), menuRank(b)), cmp.Compare(whenFought(a.Date), whenFought(b.Date)))
	})
	for _, s := range c.Scenarios {
		if err := c.CheckDeck(s); err != nil {
			return nil, err
		}
	}
	return c, nil
}

// menuRank puts the default scenario before all others.
func menuRank(s *scenario.Scenario) int {
	if s.ID == DefaultScenario {
		return 0
	}
	return 1
}

// whenFought orders scenario dates as "9 September 1943", "Late
// September 1943" or "1943" read: year, month, then day (early 5, mid 15,
// late 25); a date it cannot read sorts last.
func whenFought(date string) int {
	day, month, year := 0, 0, 0
	for _, w := range strings.Fields(date) {
		n, err := strconv.Atoi(w)
		switch {
		case err == nil && n > 31:
			year = n
		case err == nil:
			day = n
		case strings.EqualFold(w, "early"):
			day = 5
		case strings.EqualFold(w, "mid"):
			day = 15
		case strings.EqualFold(w, "late"):
			day = 25
		default:
			if t, err := time.Parse("January", w); err == nil {
				month = int(t.Month())
			}
		}
	}
	if year == 0 {
		return math.MaxInt
	}
	return (year*13+month)*32 + day
}

// MapByID finds a loaded map.
func (c *Content) MapByID(id string) (*board.Map, error) {
	for _, m := range c.Maps {
		if m.ID == id {
			return m, nil
		}
	}
	return nil, fmt.Errorf("no map with id %q (known: %s)", id, c.mapIDs())
}

func (c *Content) mapIDs() string {
	ids := make([]string, len(c.Maps))
	for i, m := range c.Maps {
		ids[i] = m.ID
	}
	return fmt.Sprint(ids)
}

// Scenario finds a loaded scenario.
func (c *Content) Scenario(id string) (*scenario.Scenario, error) {
	for _, s := range c.Scenarios {
		if s.ID == id {
			return s, nil
		}
	}
	ids := make([]string, len(c.Scenarios))
	for i, s := range c.Scenarios {
		ids[i] = s.ID
	}
	return nil, fmt.Errorf("no scenario with id %q (known: %v)", id, ids)
}

// EventIDs is the set of event card ids, for scenario deck checks.
func (c *Content) EventIDs() map[string]bool {
	ids := make(map[string]bool, len(c.Events.List))
	for _, e := range c.Events.List {
		ids[e.ID] = true
	}
	return ids
}

// CheckDeck builds a scenario's suggested event deck, which proves it totals
// 40 or 52 cards (III.6.2).
func (c *Content) CheckDeck(s *scenario.Scenario) error {
	if s.Events == nil {
		return nil
	}
	spec := cards.DeckSpec{Size: s.Events.Size, Include: s.Events.Include, Exclude: s.Events.Exclude}
	_, err := c.Events.Deck(spec)
	var de *cards.DeckError
	if errors.As(err, &de) {
		return s.Events.Errorf(de.List, de.Index, "%s", de.Msg)
	}
	if err != nil {
		return fmt.Errorf("%s: [events]: %v", s.File, err)
	}
	return nil
}

// ScenarioIDs lists scenario ids in order.
func (c *Content) ScenarioIDs() []string {
	ids := make([]string, len(c.Scenarios))
	for i, s := range c.Scenarios {
		ids[i] = s.ID
	}
	sort.Strings(ids)
	return ids
}
