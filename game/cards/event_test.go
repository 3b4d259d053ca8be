package cards

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
)

func embeddedEvents(t *testing.T) *Events {
	t.Helper()
	es, err := EmbeddedEvents()
	if err != nil {
		t.Fatal(err)
	}
	return es
}

func TestIII61_TwentySixEventsTwoCopiesEach(t *testing.T) {
	es := embeddedEvents(t)
	if len(es.List) != MaxEvents {
		t.Fatalf("%d events, want %d", len(es.List), MaxEvents)
	}
	cards, core := 0, 0
	for _, e := range es.List {
		cards += e.Copies
		if e.Core {
			core += e.Copies
		}
	}
	if cards != FullEventDeck || core != CustomEventDeck {
		t.Errorf("%d cards, %d core; want %d and %d", cards, core, FullEventDeck, CustomEventDeck)
	}
}

// III.6: the rulebook's own example card, Frontline Priority I.
func TestIII6_FrontlinePriorityI(t *testing.T) {
	e, ok := embeddedEvents(t).Get("frontline_priority_1")
	if !ok || e.Title != "Frontline Priority I" {
		t.Fatalf("missing Frontline Priority I: %+v", e)
	}
	if lo, hi := e.Duration.Range(); lo != 5 || hi != 5 {
		t.Errorf("duration %s, want 5 turns", e.Duration)
	}
	w := e.Effects[0]
	if len(e.Effects) != 1 || w.Kind != WithdrawUnits || w.Side != Drawer || w.Count != 2 || w.Filter != "ground" ||
		!w.WithCrews || w.ReturnAt != AtPort || w.ExperienceRolls != 1 || !w.Ongoing() {
		t.Errorf("effect %+v", e.Effects)
	}
}

// III.6.2 names High/Rough Seas as the card to drop when no naval play is
// expected; it must stop ships and delay large ships.
func TestIII62_HighRoughSeas(t *testing.T) {
	e, ok := embeddedEvents(t).Get("high_seas")
	if !ok || e.Title != "High/Rough Seas" || !e.HasTag("naval") {
		t.Fatalf("missing High/Rough Seas: %+v", e)
	}
	var noMove, delay bool
	for _, ef := range e.Effects {
		noMove = noMove || ef.Kind == NavalNoMove
		delay = delay || (ef.Kind == DeploymentDelay && ef.Naval == "large" && ef.Turns > 0)
	}
	if !noMove || !delay {
		t.Errorf("effects %+v", e.Effects)
	}
}

// Every effect kind the engine implements is exercised by the shipped deck,
// so no kind is dead code.
func TestEveryEffectKindIsUsed(t *testing.T) {
	used := map[EffectKind]bool{}
	for _, e := range embeddedEvents(t).List {
		for _, ef := range e.Effects {
			used[ef.Kind] = true
		}
	}
	for _, k := range EffectKinds() {
		if !used[k] {
			t.Errorf("effect kind %s is not used by assets/events.toml", k)
		}
	}
}

func TestV1_EventDrawnOnThreeOrLess(t *testing.T) {
	for roll := 1; roll <= EventDrawDie; roll++ {
		if got := EventDrawn(roll); got != (roll <= 3) {
			t.Errorf("roll %d: drawn = %v", roll, got)
		}
	}
}

func TestIII65_VariableDuration(t *testing.T) {
	cases := []struct {
		d     Duration
		rolls []int
		want  int
		str   string
	}{
		{Duration{Kind: Instant}, nil, 0, "instant"},
		{Duration{Kind: Fixed, Turns: 5}, nil, 5, "5 turns"},
		{Duration{Kind: Fixed, Turns: 1}, nil, 1, "1 turn"},
		{Duration{Kind: Variable, Roll: D6}, []int{4}, 4, "1-6 turns (d6)"},
		{Duration{Kind: Variable, Roll: D3}, []int{5}, 3, "1-3 turns (d3)"},
		{Duration{Kind: Variable, Roll: D3}, []int{1}, 1, "1-3 turns (d3)"},
		{Duration{Kind: Variable, Roll: D6, Add: 1}, []int{6}, 7, "2-7 turns (d6+1)"},
		{Duration{Kind: Variable, Roll: TwoD6}, []int{3, 5}, 8, "2-12 turns (2d6)"},
	}
	for _, c := range cases {
		got, err := c.d.TurnsFor(c.rolls...)
		if err != nil || got != c.want || c.d.String() != c.str {
			t.Errorf("%+v with %v: %d %v %q; want %d %q", c.d, c.rolls, got, err, c.d.String(), c.want, c.str)
		}
	}
	if _, err := (Duration{Kind: Variable, Roll: D6}).TurnsFor(); err == nil {
		t.Error("a variable duration needs its roll")
	}
	if _, err := (Duration{Kind: Variable, Roll: D6}).TurnsFor(7); err == nil {
		t.Error("a d6 does not roll 7")
	}
}

func TestLoadEventsRejects(t *testing.T) {
	base := asset(t, EventsFile)
	extra := "\n[[event]]\nid = \"one_too_many\"\n"
	cases := []mutation{
		{name: "duplicate id", old: `id = "malaria"`, new: `id = "refugees"`, want: `duplicate id "refugees"`, at: "id = \"refugees\"\ntitle = \"Refugees"},
		{name: "duplicate title", old: `title = "Malaria"`, new: `title = "Refugees on the Roads"`, want: `duplicate title`, at: "-"},
		{name: "bad id", old: `id = "malaria"`, new: `id = "Malaria Fever"`, want: `is not a lower-case name`},
		{name: "unknown effect kind", old: `kind = "ground_aircraft"`, new: `kind = "rain_of_frogs"`, want: `unknown effect kind "rain_of_frogs"`},
		{name: "unknown tag", old: `tags = ["illness"]`, new: `tags = ["illness", "boredom"]`, want: `unknown "boredom"`, at: `"boredom"`},
		{name: "no tags", old: `tags = ["illness"]`, new: `tags = []`, want: `missing or empty list`},
		{name: "unknown side", old: "kind = \"ground_aircraft\"\n  side = \"both\"", new: "kind = \"ground_aircraft\"\n  side = \"italy\"", want: `unknown side "italy"`, at: `side = "italy"`},
		{name: "missing parameter", old: "count = 2\n  roll = 3\n", new: "count = 2\n", want: `bridge_threat needs "roll"`, at: "-"},
		{name: "foreign parameter", old: "kind = \"ground_aircraft\"\n  side = \"both\"", new: "kind = \"ground_aircraft\"\n  side = \"both\"\n  count = 3", want: `"count" is not a parameter of ground_aircraft`, at: "count = 3"},
		{name: "negative count", old: "count = 2\n  filter = \"infantry\"", new: "count = -2\n  filter = \"infantry\"", want: "-2 out of range (1..5)", at: "count = -2"},
		{name: "absurd attack", old: "attack = 12", new: "attack = 99", want: "99 out of range (1..20)"},
		{name: "absurd delta", old: "delta = -3", new: "delta = -30", want: "-30 out of range (-10..10, not 0)"},
		{name: "zero delta", old: "delta = -2", new: "delta = 0", want: "0 out of range (-3..3, not 0)"},
		{name: "absurd percent", old: "percent = 5", new: "percent = 500", want: "500 out of range"},
		{name: "copies not two", old: "copies = 2", new: "copies = 3", want: "copies = 3 (every Event Card has 2"},
		{name: "fixed too long", old: "turns = 5 }", new: "turns = 50 }", want: "turns = 50 (a fixed duration is 1..12 turns)", at: "turns = 50"},
		{name: "fixed zero", old: "turns = 5 }", new: "turns = 0 }", want: "turns = 0", at: "turns = 0"},
		{name: "variable too long", old: `roll = "d6" }`, new: `roll = "2d6", add = 4 }`, want: "add = 4 gives 6-16 turns", at: "add = 4"},
		{name: "unknown roll", old: `roll = "d6" }`, new: `roll = "d8" }`, want: `unknown roll "d8"`, at: `"d8"`},
		{name: "unknown duration", old: `kind = "instant" }`, new: `kind = "forever" }`, want: `unknown duration "forever"`},
		{name: "instant with turns", old: `kind = "instant" }`, new: `kind = "instant", turns = 2 }`, want: `an instant duration takes no "turns"`, at: `kind = "instant", turns = 2`},
		{name: "ongoing but instant", old: "duration = { kind = \"variable\", roll = \"d3\" }\n\n  [[event.effect]]\n  kind = \"ground_aircraft\"", new: "duration = { kind = \"instant\" }\n\n  [[event.effect]]\n  kind = \"ground_aircraft\"", want: "ground_aircraft lasts for the event's duration", at: `kind = "ground_aircraft"`},
		{name: "one-shot with duration", old: "duration = { kind = \"instant\" }\n\n  [[event.effect]]\n  kind = \"reveal_stacks\"", new: "duration = { kind = \"fixed\", turns = 2 }\n\n  [[event.effect]]\n  kind = \"reveal_stacks\"", want: "every effect acts once when drawn", at: "duration = { kind = \"fixed\", turns = 2 }\n\n  [[event.effect]]\n  kind = \"reveal_stacks\""},
		{name: "more than 26", old: "  delta = 10\n", new: "  delta = 10\n" + extra, want: "27 events (at most 26", at: extra},
		{name: "unknown filter", old: `filter = "mechanised"`, new: `filter = "cavalry"`, want: `unknown filter "cavalry"`},
		{name: "unknown pick", old: `pick = "choice"`, new: `pick = "vote"`, want: `unknown pick "vote"`},
		{name: "unknown class", old: `classes = ["vehicle", "tank"]`, new: `classes = ["vehicle", "horse"]`, want: `unknown "horse"`, at: `"horse"`},
		{name: "unknown place", old: "\n  at = \"port\"", new: "\n  at = \"beach\"", want: `unknown at "beach"`},
		{name: "unknown terrain", old: `terrain = "river"`, new: `terrain = "desert"`, want: `unknown terrain "desert"`},
		{name: "road and offroad", old: "  road_only = true", new: "  road_only = true\n  offroad_only = true", want: "both true", at: "  road_only = true"},
		{name: "naval without ships", old: `classes = ["ship"]`, new: `classes = ["tank"]`, want: `leave out "ship"`, at: `naval = "large"`},
		{name: "bad unit id", old: `"de.rifle_squad"]`, new: `"Rifle Squad"]`, want: `is not a unit id`, at: `"Rifle Squad"`},
		{name: "unit twice", old: `"de.rifle_squad"]`, new: `"us.rifle_squad"]`, want: `listed twice`, at: `"us.rifle_squad"]`},
		{name: "no effects", old: "\n  [[event.effect]]\n  kind = \"breakdown\"\n  side = \"drawer\"\n  count = 1\n  filter = \"mechanised\"\n", new: "", want: "0 effects (1..4", at: "-"},
		{name: "missing core", old: "core = true\ntags = [\"illness\"]", new: "tags = [\"illness\"]", want: `missing key "core"`, at: "-"},
		{name: "empty text", old: `focus = "Road movement"`, new: `focus = ""`, want: "empty text"},
		{name: "long text", old: `focus = "Road movement"`, new: `focus = "` + strings.Repeat("y", 100) + `"`, want: "at most 80", at: "yyyy"},
		{name: "syntax", old: "copies = 2", new: "copies = = 2", want: "TOML syntax"},
	}
	for _, m := range cases {
		t.Run(m.name, func(t *testing.T) {
			data := m.apply(t, base)
			_, err := LoadEvents("events.toml", data)
			m.check(t, "events.toml", data, err)
		})
	}
}

// coreLines are the lines of the events' core keys with value v, in order.
func coreLines(data []byte, v string) []int {
	var out []int
	for i, line := range strings.Split(string(data), "\n") {
		if line == "core = "+v {
			out = append(out, i+1)
		}
	}
	return out
}

// III.6.2: the core events make exactly the 40-card deck; a wrong count is
// reported at a card, not at the top of the file.
func TestIII62_CoreCountLocatedAtACard(t *testing.T) {
	base := asset(t, EventsFile)
	fewer := bytes.Replace(base, []byte("\ncore = true\n"), []byte("\ncore = false\n"), 1)
	_, err := LoadEvents("events.toml", fewer)
	outs := coreLines(fewer, "false")
	want := fmt.Sprintf("events.toml:%d:1: event[", outs[len(outs)-1])
	if err == nil || !strings.HasPrefix(err.Error(), want) || !strings.Contains(err.Error(), "core events make 38 cards (exactly 40") {
		t.Errorf("too few: got %v, want it at %s", err, want)
	}

	more := bytes.Replace(base, []byte("\ncore = false\n"), []byte("\ncore = true\n"), 1)
	_, err = LoadEvents("events.toml", more)
	want = fmt.Sprintf("events.toml:%d:1: event[", coreLines(more, "true")[20])
	if err == nil || !strings.HasPrefix(err.Error(), want) || !strings.Contains(err.Error(), "core events make 42 cards (exactly 40") {
		t.Errorf("too many: got %v, want it at %s", err, want)
	}
}
