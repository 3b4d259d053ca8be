package cards

import (
	"fmt"
	"slices"
)

// Source is the random source decks shuffle with: the engine passes its
// seeded generator (a *math/rand/v2.Rand fits) so games replay exactly.
type Source interface {
	IntN(n int) int
}

// Deck is a face-down draw pile and a face-up discard pile of card ids
// (one entry per physical card). Ids rather than pointers keep a deck
// trivially serialisable for saves. The top of each pile is its last entry.
type Deck struct {
	Pile     []string
	Discards []string
}

// Len is the number of cards left to draw.
func (d *Deck) Len() int { return len(d.Pile) }

// Shuffle mixes the draw pile (Fisher-Yates).
func (d *Deck) Shuffle(src Source) {
	for i := len(d.Pile) - 1; i > 0; i-- {
		j := src.IntN(i + 1)
		d.Pile[i], d.Pile[j] = d.Pile[j], d.Pile[i]
	}
}

// Draw takes the top card. When the pile is empty the discards are
// shuffled into a new pile first: the rulebook does not say what happens
// when a deck runs out, and a long campaign must not stop drawing.
func (d *Deck) Draw(src Source) (string, bool) {
	if len(d.Pile) == 0 {
		d.Pile, d.Discards = d.Discards, nil
		d.Shuffle(src)
	}
	if len(d.Pile) == 0 {
		return "", false
	}
	id := d.Pile[len(d.Pile)-1]
	d.Pile = d.Pile[:len(d.Pile)-1]
	return id, true
}

// Discard puts a played or expired card face up on the discard pile.
func (d *Deck) Discard(id string) { d.Discards = append(d.Discards, id) }

// Deck returns the unshuffled Command Card deck: every card's copies, in
// file order (40 cards for the standard set).
func (cs *Commands) Deck() Deck {
	var d Deck
	for _, c := range cs.List {
		for range c.Copies {
			d.Pile = append(d.Pile, string(c.ID))
		}
	}
	return d
}

// DeckSpec describes an Event Card deck (III.6.2). Size 52 starts from
// every event, size 40 from the core events; Exclude then removes events
// and Include adds events that are not in yet. The result must have
// exactly Size cards.
type DeckSpec struct {
	Size    int
	Include []string
	Exclude []string
}

// DeckError is a problem with a DeckSpec. List ("size", "include",
// "exclude") and Index let a scenario loader point at the offending entry.
type DeckError struct {
	List  string
	Index int
	Msg   string
}

func (e *DeckError) Error() string {
	if e.List == "size" {
		return "event deck: " + e.Msg
	}
	return fmt.Sprintf("event deck: %s[%d]: %s", e.List, e.Index, e.Msg)
}

// Deck builds the unshuffled Event Card deck described by spec.
func (es *Events) Deck(spec DeckSpec) (Deck, error) {
	if spec.Size != FullEventDeck && spec.Size != CustomEventDeck {
		return Deck{}, &DeckError{List: "size", Msg: fmt.Sprintf("size %d (decks total %d or %d cards, III.6.2)", spec.Size, CustomEventDeck, FullEventDeck)}
	}
	in := map[string]bool{}
	for _, e := range es.List {
		in[e.ID] = spec.Size == FullEventDeck || e.Core
	}
	for i, id := range spec.Exclude {
		switch known, present := es.byID[id] != nil, in[id]; {
		case !known:
			return Deck{}, &DeckError{"exclude", i, fmt.Sprintf("unknown event %q", id)}
		case !present:
			return Deck{}, &DeckError{"exclude", i, fmt.Sprintf("event %q is not in the deck", id)}
		}
		in[id] = false
	}
	for i, id := range spec.Include {
		switch known, present := es.byID[id] != nil, in[id]; {
		case !known:
			return Deck{}, &DeckError{"include", i, fmt.Sprintf("unknown event %q", id)}
		case present:
			return Deck{}, &DeckError{"include", i, fmt.Sprintf("event %q is already in the deck", id)}
		case slices.Contains(spec.Exclude, id):
			return Deck{}, &DeckError{"include", i, fmt.Sprintf("event %q is also excluded", id)}
		}
		in[id] = true
	}
	var d Deck
	for _, e := range es.List {
		if in[e.ID] {
			for range e.Copies {
				d.Pile = append(d.Pile, e.ID)
			}
		}
	}
	if len(d.Pile) != spec.Size {
		return Deck{}, &DeckError{List: "size", Msg: fmt.Sprintf("the customised deck has %d cards, not %d (exclude and include the same number of events)", len(d.Pile), spec.Size)}
	}
	return d, nil
}
