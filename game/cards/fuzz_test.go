package cards

import (
	"bytes"
	"testing"
)

// The loaders take user files: whatever the bytes, they return a value or
// an error and never panic; what they accept builds consistent decks.

func FuzzLoadCommands(f *testing.F) {
	f.Add(asset(f, CommandsFile))
	f.Add([]byte("[[command]]\nid = \"push\"\n[command.push]\ninfantry = 1\n"))
	f.Add([]byte("[[command]]\ntiming = [\"any\", \"any\", \"any\", \"any\", \"any\", \"any\", \"any\", \"any\"]\n"))
	f.Add([]byte("command = 3"))
	f.Add([]byte("\xef\xbb\xbf[[command]]\nid = \"push\"\ntiming = [\"any\"\n\n# open\n[[command]]\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		cs, err := LoadCommands("fuzz.toml", data)
		if err != nil {
			return
		}
		if d := cs.Deck(); d.Len() != MaxCommands*CommandCopies {
			t.Fatalf("accepted a %d-card command deck", d.Len())
		}
	})
}

func FuzzLoadEvents(f *testing.F) {
	f.Add(asset(f, EventsFile))
	f.Add([]byte("[[event]]\nid = \"x\"\nduration = { kind = \"variable\", roll = \"2d6\", add = -99 }\n[[event.effect]]\nkind = \"free_units\"\nunits = []\n"))
	f.Add([]byte("[[event]]\n[[event.effect]]\n[[event.effect]]\n[[event.effect]]\n[[event.effect]]\n[[event.effect]]\n"))
	f.Add([]byte("event = []"))
	f.Add(append([]byte("\xef\xbb\xbf"), asset(f, EventsFile)...))
	f.Add(bytes.Replace(asset(f, EventsFile), []byte("\ncore = false\n"), []byte("\ncore = true\n"), 1))
	f.Fuzz(func(t *testing.T, data []byte) {
		es, err := LoadEvents("fuzz.toml", data)
		if err != nil {
			return
		}
		if d, err := es.Deck(DeckSpec{Size: CustomEventDeck}); err != nil || d.Len() != CustomEventDeck {
			t.Fatalf("accepted events whose core deck fails: %v", err)
		}
		_ = es.CheckUnits(testCatalog(t))
		for _, e := range es.List {
			lo, hi := e.Duration.Range()
			if lo < 0 || hi > MaxDurationTurns {
				t.Fatalf("accepted duration %s", e.Duration)
			}
		}
	})
}
