package cards

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

func counts(ids []string) map[string]int {
	m := map[string]int{}
	for _, id := range ids {
		m[id]++
	}
	return m
}

func TestIII7_CommandDeckIsFortyCards(t *testing.T) {
	d := embeddedCommands(t).Deck()
	if d.Len() != MaxCommands*CommandCopies {
		t.Fatalf("%d cards, want %d", d.Len(), MaxCommands*CommandCopies)
	}
	for id, n := range counts(d.Pile) {
		if n != CommandCopies {
			t.Errorf("%s: %d copies", id, n)
		}
	}
}

func TestIII61_FullEventDeck(t *testing.T) {
	d, err := embeddedEvents(t).Deck(DeckSpec{Size: FullEventDeck})
	if err != nil {
		t.Fatal(err)
	}
	c := counts(d.Pile)
	if d.Len() != 52 || len(c) != 26 {
		t.Fatalf("%d cards of %d events", d.Len(), len(c))
	}
	for id, n := range c {
		if n != EventCopies {
			t.Errorf("%s: %d copies", id, n)
		}
	}
}

func TestIII62_CustomisedEventDecks(t *testing.T) {
	es := embeddedEvents(t)
	core, err := es.Deck(DeckSpec{Size: CustomEventDeck})
	if err != nil {
		t.Fatal(err)
	}
	if core.Len() != 40 || counts(core.Pile)["high_seas"] != 0 {
		t.Errorf("core deck: %d cards, high seas %d", core.Len(), counts(core.Pile)["high_seas"])
	}
	// A naval scenario swaps a land event for High/Rough Seas.
	naval, err := es.Deck(DeckSpec{Size: 40, Exclude: []string{"malaria"}, Include: []string{"high_seas"}})
	if err != nil {
		t.Fatal(err)
	}
	if c := counts(naval.Pile); naval.Len() != 40 || c["high_seas"] != 2 || c["malaria"] != 0 {
		t.Errorf("swapped deck: %d cards, %v", naval.Len(), c)
	}

	bad := []struct {
		spec      DeckSpec
		list      string
		index     int
		substring string
	}{
		{DeckSpec{Size: 45}, "size", 0, "decks total 40 or 52"},
		{DeckSpec{Size: 40, Exclude: []string{"malaria"}}, "size", 0, "has 38 cards, not 40"},
		{DeckSpec{Size: 40, Include: []string{"high_seas"}}, "size", 0, "has 42 cards, not 40"},
		{DeckSpec{Size: 52, Exclude: []string{"malaria"}}, "size", 0, "has 50 cards, not 52"},
		{DeckSpec{Size: 40, Exclude: []string{"malaria", "nonesuch"}}, "exclude", 1, `unknown event "nonesuch"`},
		{DeckSpec{Size: 40, Exclude: []string{"high_seas"}}, "exclude", 0, "is not in the deck"},
		{DeckSpec{Size: 40, Include: []string{"malaria"}}, "include", 0, "already in the deck"},
		{DeckSpec{Size: 40, Include: []string{"nonesuch"}}, "include", 0, "unknown event"},
		{DeckSpec{Size: 40, Exclude: []string{"malaria"}, Include: []string{"malaria"}}, "include", 0, "also excluded"},
	}
	for _, b := range bad {
		_, err := es.Deck(b.spec)
		var de *DeckError
		if !errors.As(err, &de) || de.List != b.list || de.Index != b.index || !strings.Contains(err.Error(), b.substring) {
			t.Errorf("%+v: got %v, want %s[%d] %q", b.spec, err, b.list, b.index, b.substring)
		}
	}
}

func TestShuffleUsesTheInjectedSource(t *testing.T) {
	cs := embeddedCommands(t)
	deal := func(seed uint64) []string {
		d := cs.Deck()
		d.Shuffle(rand.New(rand.NewPCG(seed, 1)))
		return d.Pile
	}
	a, b, c := deal(7), deal(7), deal(8)
	if !slices.Equal(a, b) {
		t.Error("same seed, different order")
	}
	if slices.Equal(a, c) {
		t.Error("different seeds, same order")
	}
	sorted, orig := slices.Sorted(slices.Values(a)), slices.Sorted(slices.Values(cs.Deck().Pile))
	if !slices.Equal(sorted, orig) {
		t.Error("shuffle changed the cards")
	}
	// A scripted source that always answers 0 rotates the pile in a known way.
	d := Deck{Pile: []string{"a", "b", "c"}}
	d.Shuffle(&seqSource{vals: []int{0}})
	if !slices.Equal(d.Pile, []string{"b", "c", "a"}) {
		t.Errorf("scripted shuffle gave %v", d.Pile)
	}
}

func TestDrawReshufflesDiscardsWhenEmpty(t *testing.T) {
	src := rand.New(rand.NewPCG(1, 2))
	d := Deck{Pile: []string{"x", "y"}}
	for range 2 {
		id, ok := d.Draw(src)
		if !ok {
			t.Fatal("deck ran dry early")
		}
		d.Discard(id)
	}
	if d.Len() != 0 || len(d.Discards) != 2 {
		t.Fatalf("pile %v discards %v", d.Pile, d.Discards)
	}
	if _, ok := d.Draw(src); !ok || d.Len() != 1 || len(d.Discards) != 0 {
		t.Errorf("after reshuffle: pile %v discards %v", d.Pile, d.Discards)
	}
	var empty Deck
	if _, ok := empty.Draw(src); ok {
		t.Error("drew from an empty deck")
	}
}
