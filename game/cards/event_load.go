package cards

import (
	"fmt"
	"regexp"

	"frontline/game/tomldoc"
)

// Events is the loaded Event Card set, in file order.
type Events struct {
	List []*Event
	byID map[string]*Event
	doc  *tomldoc.Doc // kept so CheckUnits can locate its errors
}

// Get returns the event with the given id.
func (es *Events) Get(id string) (*Event, bool) {
	e, ok := es.byID[id]
	return e, ok
}

type eventFile struct {
	Event []*Event `toml:"event"`
}

// coreCards is how many cards the core events must make up: exactly the
// reduced deck of III.6.2.
const coreCards = CustomEventDeck

var (
	unitIDPattern = regexp.MustCompile(`^[a-z]+\.[a-z0-9_]{1,40}$`)
	effectKindSet = set[EffectKind](EffectKinds())
)

// LoadEvents reads an events file (file names it in messages).
func LoadEvents(file string, data []byte) (*Events, error) {
	var f eventFile
	doc, err := tomldoc.Decode(file, data, &f)
	if err != nil {
		return nil, err
	}
	var list tomldoc.List
	es := &Events{byID: map[string]*Event{}, doc: doc}
	if len(f.Event) > MaxEvents {
		list.Add(doc.Errorf(fmt.Sprintf("event[%d]", MaxEvents), "%d events (at most %d distinct events, III.6.1)", len(f.Event), MaxEvents))
		f.Event = f.Event[:MaxEvents]
	}
	titles := map[string]bool{}
	core := 0
	overflow, lastOut := "", "" // where the core count went past coreCards; the last event left out of it
	for i, e := range f.Event {
		path := fmt.Sprintf("event[%d]", i)
		checkEvent(doc, path, e, &list)
		if titles[e.Title] && e.Title != "" {
			list.Add(doc.Errorf(path+".title", "duplicate title %q", e.Title))
		}
		titles[e.Title] = true
		if _, dup := es.byID[e.ID]; dup {
			list.Add(doc.Errorf(path+".id", "duplicate id %q (ids are unique)", e.ID))
			continue
		}
		if e.Core {
			core += EventCopies
			if core > coreCards && overflow == "" {
				overflow = path + ".core"
			}
		} else {
			lastOut = path + ".core"
		}
		es.byID[e.ID] = e
		es.List = append(es.List, e)
	}
	if core != coreCards && !list.Full() {
		list.Add(coreCountError(doc, core, overflow, lastOut))
	}
	if err := list.Err(); err != nil {
		return nil, err
	}
	return es, nil
}

// coreCountError locates a wrong core count at a card: the first core
// event past the count, or (too few) the last event left out of the core.
func coreCountError(doc *tomldoc.Doc, core int, overflow, lastOut string) error {
	want := fmt.Sprintf("core events make %d cards (exactly %d: %d events with core = true, III.6.2)", core, coreCards, coreCards/EventCopies)
	switch {
	case core > coreCards && overflow != "":
		return doc.Errorf(overflow, "%s; this event is one too many", want)
	case core < coreCards && lastOut != "":
		return doc.Errorf(lastOut, "%s; %d more needed, e.g. this event", want, (coreCards-core)/EventCopies)
	}
	return doc.Errorf("event[0]", "%s", want)
}

func checkEvent(doc *tomldoc.Doc, path string, e *Event, list *tomldoc.List) {
	if !idPattern.MatchString(e.ID) {
		list.Add(doc.Errorf(path+".id", "id %q is not a lower-case name (a-z, 0-9, _; at most 40)", e.ID))
	}
	checkText(doc, path+".title", e.Title, maxTitle, list)
	checkText(doc, path+".focus", e.Focus, maxShort, list)
	checkText(doc, path+".text", e.Text, maxLong, list)
	if e.Copies != EventCopies {
		list.Add(doc.Errorf(path+".copies", "copies = %d (every Event Card has %d copies, III.6.1)", e.Copies, EventCopies))
	}
	if !doc.Has(path + ".core") {
		list.Add(doc.Errorf(path, "missing key \"core\" (true or false)"))
	}
	checkEnumList(doc, path+".tags", e.Tags, tags, list)
	checkDuration(doc, path+".duration", e.Duration, list)
	if len(e.Effects) == 0 || len(e.Effects) > MaxEffects {
		list.Add(doc.Errorf(path, "%d effects (1..%d [[event.effect]] tables)", len(e.Effects), MaxEffects))
		if len(e.Effects) > MaxEffects {
			return
		}
	}
	ongoing := false
	for i := range e.Effects {
		p := fmt.Sprintf("%s.effect[%d]", path, i)
		checkEffect(doc, p, &e.Effects[i], list)
		if e.Effects[i].Ongoing() {
			ongoing = true
			if e.Duration.Kind == Instant {
				list.Add(doc.Errorf(p+".kind", "%s lasts for the event's duration, but the duration is instant (use fixed or variable)", e.Effects[i].Kind))
			}
		}
	}
	if !ongoing && len(e.Effects) > 0 && e.Duration.Kind != Instant && durationKinds.has(e.Duration.Kind) {
		list.Add(doc.Errorf(path+".duration", "duration %s but every effect acts once when drawn (use kind = \"instant\")", e.Duration))
	}
}

func checkDuration(doc *tomldoc.Doc, path string, d Duration, list *tomldoc.List) {
	has := func(k string) bool { return doc.Has(path + "." + k) }
	switch d.Kind {
	case Instant:
		for _, k := range []string{"turns", "roll", "add"} {
			if has(k) {
				list.Add(doc.Errorf(path+"."+k, "an instant duration takes no %q", k))
			}
		}
	case Fixed:
		if d.Turns < 1 || d.Turns > MaxDurationTurns {
			list.Add(doc.Errorf(path+".turns", "turns = %d (a fixed duration is 1..%d turns)", d.Turns, MaxDurationTurns))
		}
		for _, k := range []string{"roll", "add"} {
			if has(k) {
				list.Add(doc.Errorf(path+"."+k, "a fixed duration takes no %q (use kind = \"variable\")", k))
			}
		}
	case Variable:
		if !rolls.has(d.Roll) {
			list.Add(doc.Errorf(path+".roll", "unknown roll %q (allowed: %s)", d.Roll, rolls))
			return
		}
		if has("turns") {
			list.Add(doc.Errorf(path+".turns", "a variable duration takes no \"turns\" (it is rolled)"))
		}
		if lo, hi := d.Range(); d.Add < 0 || hi > MaxDurationTurns {
			list.Add(doc.Errorf(path+".add", "add = %d gives %d-%d turns (add 0 or more, at most %d turns)", d.Add, lo, hi, MaxDurationTurns))
		}
	default:
		list.Add(doc.Errorf(path+".kind", "unknown duration %q (allowed: %s)", d.Kind, durationKinds))
	}
}

func checkEffect(doc *tomldoc.Doc, path string, e *Effect, list *tomldoc.List) {
	sp, ok := effectSpecs[e.Kind]
	if !ok {
		list.Add(doc.Errorf(path+".kind", "unknown effect kind %q (allowed: %s)", e.Kind, effectKindSet))
		return
	}
	if !sides.has(e.Side) {
		list.Add(doc.Errorf(path+".side", "unknown side %q (allowed: %s)", e.Side, sides))
	}
	for _, key := range sp.required {
		if !doc.Has(path + "." + key) {
			list.Add(doc.Errorf(path, "%s needs %q (its parameters: %s)", e.Kind, key, sp.params()))
		}
	}
	for _, key := range effectParams {
		p := path + "." + key
		if !doc.Has(p) {
			continue
		}
		if !sp.allows(key) {
			list.Add(doc.Errorf(p, "%q is not a parameter of %s (its parameters: %s)", key, e.Kind, sp.params()))
			continue
		}
		if n, isInt := e.intParam(key); isInt {
			if s, ok := sp.span(key); ok && (n < s.lo || n > s.hi || (s.nonzero && n == 0)) {
				list.Add(doc.Errorf(p, "%d out of range (%s)", n, s))
			}
		}
	}
	checkEffectEnums(doc, path, e, list)
}

func (s span) String() string {
	if s.nonzero {
		return fmt.Sprintf("%d..%d, not 0", s.lo, s.hi)
	}
	return fmt.Sprintf("%d..%d", s.lo, s.hi)
}

// checkEffectEnums validates the named-value parameters that are present.
func checkEffectEnums(doc *tomldoc.Doc, path string, e *Effect, list *tomldoc.List) {
	has := func(k string) bool { return doc.Has(path + "." + k) }
	bad := func(k string, v any, allowed fmt.Stringer) {
		list.Add(doc.Errorf(path+"."+k, "unknown %s %q (allowed: %s)", k, v, allowed))
	}
	if has("classes") {
		checkEnumList(doc, path+".classes", e.Classes, unitClasses, list)
	}
	if has("naval") && !navals.has(e.Naval) {
		bad("naval", e.Naval, navals)
	}
	if has("naval") && len(e.Classes) > 0 && !e.HitsClass("ship") {
		list.Add(doc.Errorf(path+".naval", "naval is set but classes leave out \"ship\""))
	}
	if has("terrain") && !checkTerrains.has(e.Terrain) {
		bad("terrain", e.Terrain, checkTerrains)
	}
	if has("filter") && !filters.has(e.Filter) {
		bad("filter", e.Filter, filters)
	}
	if has("pick") && !picks.has(e.Pick) {
		bad("pick", e.Pick, picks)
	}
	if has("at") && !places.has(e.At) {
		bad("at", e.At, places)
	}
	if has("return_at") && !returnPlaces.has(e.ReturnAt) {
		bad("return_at", e.ReturnAt, returnPlaces)
	}
	if e.OffroadOnly && e.RoadOnly {
		list.Add(doc.Errorf(path+".road_only", "offroad_only and road_only are both true (at most one)"))
	}
	if has("units") {
		checkUnitList(doc, path+".units", e.Units, list)
	}
}

const maxFreeUnits = 8

func checkUnitList(doc *tomldoc.Doc, path string, ids []string, list *tomldoc.List) {
	if len(ids) == 0 || len(ids) > maxFreeUnits {
		list.Add(doc.Errorf(path, "%d unit ids (1..%d)", len(ids), maxFreeUnits))
		return
	}
	for i, id := range ids {
		p := fmt.Sprintf("%s[%d]", path, i)
		if !unitIDPattern.MatchString(id) {
			list.Add(doc.Errorf(p, "%q is not a unit id (like \"us.rifle_squad\")", id))
		} else if set[string](ids[:i]).has(id) {
			list.Add(doc.Errorf(p, "%q listed twice (use count)", id))
		}
	}
}
