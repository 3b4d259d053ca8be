package cardview

import (
	"reflect"
	"strings"
	"testing"

	"frontline/game"
	"frontline/game/content"
	"frontline/game/units"
	"frontline/render/session"
)

func embedded(t testing.TB) *content.Content {
	t.Helper()
	c, err := content.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// Every special characteristic of every card in the catalog becomes a
// chip with a glossary text, and no glossary text is empty.
func TestEveryChipOfTheCatalogHasAGlossaryText(t *testing.T) {
	c := embedded(t)
	for _, card := range c.Catalog.All() {
		for _, ch := range Chips(card) {
			if ch.Label == "" || ch.Help == "" || ch.Help != Glossary[ch.Key] {
				t.Errorf("%s: chip %q (key %q) has no glossary text", card.ID, ch.Label, ch.Key)
			}
		}
	}
	for k, v := range Glossary {
		if len(strings.TrimSpace(v)) < 20 {
			t.Errorf("glossary %q: %q is not an explanation", k, v)
		}
	}
}

// Every field of units.Special (and every value of its enumerations)
// gives a chip with a glossary text, so a new special cannot be added
// without one.
func TestEverySpecialFieldHasAChip(t *testing.T) {
	partOf := map[string]string{"TowVehicles": "TowedGun"} // printed inside another chip
	enums := map[reflect.Type][]string{
		reflect.TypeOf(units.CrewType("")):      {"tank", "artillery", "pilot", "aircraft"},
		reflect.TypeOf(units.Bearer("")):        {"soldier", "team", "squad"},
		reflect.TypeOf(units.Size("")):          {"S", "M", "L"},
		reflect.TypeOf(units.AirRole("")):       {"fighter", "fighter-bomber", "dive-bomber", "bomber"},
		reflect.TypeOf(units.NavalKind("")):     {"large", "small"},
		reflect.TypeOf(units.StructureKind("")): {"command_post", "forward_hq", "airfield", "port", "bridge"},
	}
	st := reflect.TypeOf(units.Special{})
	for i := 0; i < st.NumField(); i++ {
		f := st.Field(i)
		if partOf[f.Name] != "" {
			continue
		}
		var values []reflect.Value
		switch f.Type.Kind() {
		case reflect.Bool:
			values = []reflect.Value{reflect.ValueOf(true)}
		case reflect.Int:
			values = []reflect.Value{reflect.ValueOf(2)}
		case reflect.String:
			vs := enums[f.Type]
			if len(vs) == 0 {
				t.Fatalf("Special.%s: enumeration %s not known to this test", f.Name, f.Type)
			}
			for _, s := range vs {
				values = append(values, reflect.ValueOf(s).Convert(f.Type))
			}
		case reflect.Slice:
			values = []reflect.Value{reflect.ValueOf([]units.Target{units.TargetInfantry})}
		default:
			t.Fatalf("Special.%s: kind %s not known to this test", f.Name, f.Type.Kind())
		}
		for _, v := range values {
			card := &units.Card{ID: "test"}
			reflect.ValueOf(&card.Special).Elem().Field(i).Set(v)
			chips := Chips(card)
			if len(chips) == 0 {
				t.Errorf("Special.%s = %v gives no chip", f.Name, v)
			}
			for _, ch := range chips {
				if ch.Help == "" {
					t.Errorf("Special.%s = %v: chip %q (key %q) has no glossary text", f.Name, v, ch.Label, ch.Key)
				}
			}
		}
	}
	// the face and weapon notes
	card := &units.Card{ID: "test"}
	card.Full = units.Face{CommandRadius: 3, Income: 2, PortBonus: 1, SortieLimit: 2, SafePassage: 1, Crossing: []units.Target{units.TargetInfantry},
		Weapons: []units.Weapon{{AP: 2, Indirect: true, Rate: 2, Expended: true, Bullets: true}, {Rate: 3}}}
	card.Damaged = units.Face{Damaged: true, OnDamage: []string{"x"}}
	got := map[string]bool{}
	for _, ch := range Chips(card) {
		got[ch.Key] = true
		if ch.Help == "" {
			t.Errorf("chip %q has no glossary text", ch.Label)
		}
	}
	for _, k := range []string{"command_radius", "income", "port_bonus", "sortie_limit", "crossing", "safe_passage", "on_damage",
		"ap", "indirect", "double_fire", "triple_fire", "expended", "bullets"} {
		if !got[k] {
			t.Errorf("no %s chip", k)
		}
	}
}

// The Sherman's armament table, both faces, with the values of its card.
func TestShermanWeaponRows(t *testing.T) {
	c := embedded(t)
	card, ok := c.Catalog.Get("us.sherman_m4a3")
	if !ok {
		t.Fatal("no Sherman in the catalog")
	}
	full := WeaponRows(&card.Full)
	if len(full) != len(card.Full.Weapons) || len(full) < 2 {
		t.Fatalf("%d rows for %d weapons", len(full), len(card.Full.Weapons))
	}
	want := []WeaponRow{
		{Slot: "P", Qty: "1", Name: "75mm Gun M3", Attack: "12", DI: "3", Range: "0 / 6\"", Targets: "Veh Inf Shp", AP: "3", Notes: "75mm"},
		{Slot: "S", Qty: "2", Name: ".30 cal M1919A4 coaxial and bow", Attack: "12", DI: "2", Range: "0 / 4\"", Targets: "Inf Veh", AP: "–", Notes: "bullets"},
	}
	for i, w := range want {
		if full[i] != w {
			t.Errorf("full row %d:\n got %+v\nwant %+v", i, full[i], w)
		}
	}
	dmg := WeaponRows(&card.Damaged)
	for i, a := range []string{"14", "14"} {
		if dmg[i].Attack != a {
			t.Errorf("damaged row %d attack %s, want %s", i, dmg[i].Attack, a)
		}
	}
	if m := Mechanics(&card.Full); m != [3][2]string{{"Movement", "3"}, {"Defense", "4"}, {"Endurance", "10"}} {
		t.Errorf("full mechanics %v", m)
	}
	if m := Mechanics(&card.Damaged); m != [3][2]string{{"Movement", "2"}, {"Defense", "3"}, {"Half endurance", "5"}} {
		t.Errorf("damaged mechanics %v", m)
	}
}

// The Damaged face explains its higher Attack numbers (III.1.4): each
// weapon's change, and that a higher number hits less often.
func TestDamagedFaceExplainsItsAttackNumbers(t *testing.T) {
	c := embedded(t)
	card, _ := c.Catalog.Get("us.sherman_m4a3")
	note := DamagedAttackNote(card)
	for _, want := range []string{"75mm Gun M3 12 → 14", ".30 cal M1919A4 coaxial and bow 12 → 14", "hits less often", "III.1.4"} {
		if !strings.Contains(note, want) {
			t.Errorf("note %q lacks %q", note, want)
		}
	}
	for _, card := range c.Catalog.All() {
		for i, w := range card.Damaged.Weapons {
			if w.Attack < card.Full.Weapons[i].Attack {
				t.Errorf("%s: %s is better damaged (%d) than whole (%d): the note would mislead", card.ID, w.Name, w.Attack, card.Full.Weapons[i].Attack)
			}
		}
	}
}

// An event drawn is presented once to each player; an event running out
// is not presented.
func TestEventPopupOncePerSide(t *testing.T) {
	c := embedded(t)
	id := c.Events.List[0].ID
	log := []session.Entry{
		{Step: 3, Event: game.Event{Kind: game.EvPhaseStarted, Text: "Income phase."}},
		{Step: 3, Event: game.Event{Kind: game.EvEventDrawn, Side: units.Germany, Card: id, Amount: 2, Rule: "III.6"}},
	}
	var p Popups
	p.Sync(units.US, log, 3, c)
	e, ok := p.Next(units.US)
	if !ok || e.Card != id || !strings.Contains(e.Duration, "Germany drew it") {
		t.Fatalf("first sync: %+v %v", e, ok)
	}
	if _, ok := p.Next(units.US); ok {
		t.Fatal("the event is presented twice")
	}
	p.Sync(units.US, log, 3, c)
	if _, ok := p.Next(units.US); ok {
		t.Fatal("a second sync presents it again")
	}
	// the other player sees it once too
	p.Sync(units.Germany, log, 3, c)
	if e, ok := p.Next(units.Germany); !ok || !strings.Contains(e.Duration, "You drew it") {
		t.Fatalf("germany: %+v %v", e, ok)
	}
	// running out is not a draw
	log = append(log, session.Entry{Step: 4, Event: game.Event{Kind: game.EvEventDrawn, Side: units.Germany, Card: id, Rule: "III.6.4", Text: "… has run its course."}})
	p.Sync(units.US, log, 4, c)
	if e, ok := p.Next(units.US); ok {
		t.Fatalf("an event running out popped up: %+v", e)
	}
	// a loaded game does not replay earlier turns' draws
	var q Popups
	q.Sync(units.US, log, 4, c)
	if e, ok := q.Next(units.US); ok {
		t.Fatalf("an earlier turn's draw popped up on first sight: %+v", e)
	}
}

func TestWhenTextReadsTheTiming(t *testing.T) {
	c := embedded(t)
	for _, cmd := range c.Commands.List {
		w := WhenText(cmd)
		if w == "" || strings.Contains(w, ", .") || strings.HasPrefix(w, ",") {
			t.Errorf("%s: %q", cmd.ID, w)
		}
	}
}
