package maps_test

import (
	"testing"

	"frontline/game/board"
	"frontline/game/hex"
)

// These tests pin the geography of the Italian Campaign Introduction map so
// that an edit to foggia-bari.toml cannot quietly move a city into the sea
// or cut a river off from the coast.

func foggiaBari(t *testing.T) *board.Map { return embeddedMap(t, "foggia-bari") }

// embeddedMap loads a shipped map by id.
func embeddedMap(t *testing.T, id string) *board.Map {
	t.Helper()
	m, err := board.EmbeddedByID(id)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func cityNamed(t *testing.T, m *board.Map, name string) board.City {
	t.Helper()
	for _, c := range m.Cities {
		if c.Name == name {
			return c
		}
	}
	t.Fatalf("no city %q", name)
	return board.City{}
}

func TestFoggiaBariScale(t *testing.T) {
	m := foggiaBari(t)
	if m.Width != 20 || m.Height != 14 || m.MilesPerHex != 8.5 {
		t.Fatalf("map is %dx%d at %g miles per hex", m.Width, m.Height, m.MilesPerHex)
	}
}

// VII.1 / VII.2: the key cities, everything else ruined.
func TestFoggiaBariKeyCities(t *testing.T) {
	m := foggiaBari(t)
	want := map[string]bool{"Foggia": true, "Bari": true, "Manfredonia": true, "Barletta": true,
		"San Severo": true, "Lucera": true, "Cerignola": true}
	for _, c := range m.Cities {
		if c.Key != want[c.Name] {
			t.Errorf("%s key = %v", c.Name, c.Key)
		}
	}
	foggia := cityNamed(t, m, "Foggia")
	if foggia.Hexes[0] != hex.MustParse("0807") || foggia.Size != board.LargeCity {
		t.Errorf("Foggia at %v size %v", foggia.Hexes, foggia.Size)
	}
	if a, ok := m.AirfieldAt(foggia.Hexes[0]); !ok || a.Name != "Foggia Main" {
		t.Errorf("no Foggia Main airfield in Foggia")
	}
	if cityNamed(t, m, "Bari").Size != board.LargeCity {
		t.Errorf("Bari is not a large city")
	}
}

// Appendix B lists three Shipping Facilities (VII.3) and four airfields (VII.5).
func TestFoggiaBariPortsAndAirfields(t *testing.T) {
	m := foggiaBari(t)
	ports := map[string]bool{}
	for _, c := range m.Cities {
		if c.Port {
			ports[c.Name] = true
		}
	}
	if len(ports) != 3 || !ports["Bari"] || !ports["Manfredonia"] || !ports["Barletta"] {
		t.Errorf("ports %v, want Bari, Manfredonia, Barletta", ports)
	}
	if len(m.Airfields) != 4 {
		t.Errorf("%d airfields, want 4", len(m.Airfields))
	}
	names := map[string]hex.Hex{}
	for _, a := range m.Airfields {
		names[a.Name] = a.Hex
		if tt := m.Terrain(a.Hex); tt != board.Plains && tt != board.Coastal {
			t.Errorf("airfield %s on %v", a.Name, tt)
		}
	}
	foggia := hex.MustParse("0807")
	amendola, ok := names["Amendola"]
	if !ok || hex.Distance(amendola, foggia) > 2 || amendola.Offset().Col <= foggia.Offset().Col {
		t.Errorf("Amendola at %v, want just east of Foggia", amendola)
	}
	palese, ok := names["Bari-Palese"]
	if !ok || hex.Distance(palese, cityNamed(t, m, "Bari").Hexes[0]) > 1 {
		t.Errorf("Bari-Palese at %v, want at Bari", palese)
	}
}

// Cities on the shore must stand in coastal hexes; none in sea or
// impassable mountains (the loader checks the latter too).
func TestFoggiaBariCoastalCities(t *testing.T) {
	m := foggiaBari(t)
	for _, name := range []string{"Bari", "Barletta", "Manfredonia", "Trani", "Molfetta", "Termoli", "Vieste", "Monopoli", "Margherita di Savoia"} {
		c := cityNamed(t, m, name)
		if tt := m.Terrain(c.Hexes[0]); tt != board.Coastal {
			t.Errorf("%s at %v is %v, want coastal", name, c.Hexes[0], tt)
		}
	}
	for _, name := range []string{"Foggia", "San Severo", "Lucera", "Cerignola", "Andria", "Canosa di Puglia", "Corato"} {
		if tt := m.Terrain(cityNamed(t, m, name).Hexes[0]); tt != board.Plains {
			t.Errorf("%s on %v, want the plain", name, tt)
		}
	}
	for _, name := range []string{"Altamura", "Gravina", "Minervino Murge", "Spinazzola"} {
		if tt := m.Terrain(cityNamed(t, m, name).Hexes[0]); tt != board.Mountain {
			t.Errorf("%s on %v, want the Murge upland", name, tt)
		}
	}
}

// Rivers run unbroken along hexsides from the hills to the sea.
func TestFoggiaBariRivers(t *testing.T) {
	m := foggiaBari(t)
	rivers := map[string]board.River{}
	for _, r := range m.Rivers {
		rivers[r.Name] = r
	}
	for _, name := range []string{"Biferno", "Fortore", "Candelaro", "Cervaro", "Carapelle", "Ofanto"} {
		r, ok := rivers[name]
		if !ok {
			t.Errorf("river %s missing", name)
			continue
		}
		if len(r.Edges) < 4 {
			t.Errorf("%s has only %d hexsides", name, len(r.Edges))
		}
		last := r.Edges[len(r.Edges)-1]
		if m.Terrain(last.A) != board.Coastal && m.Terrain(last.B) != board.Coastal {
			t.Errorf("%s ends at %s, away from the coast", name, last)
		}
		first := r.Edges[0]
		if m.Terrain(first.A) == board.Coastal || m.Terrain(first.B) == board.Coastal {
			t.Errorf("%s starts on the coast at %s", name, first)
		}
	}
	// The Ofanto reaches the sea between Margherita di Savoia and Barletta.
	o := rivers["Ofanto"]
	mouth, _ := hex.EdgeBetween(cityNamed(t, m, "Margherita di Savoia").Hexes[0], cityNamed(t, m, "Barletta").Hexes[0])
	if o.Edges[len(o.Edges)-1] != mouth {
		t.Errorf("Ofanto mouth %s, want %s", o.Edges[len(o.Edges)-1], mouth)
	}
	// The Cervaro passes south of Foggia.
	if _, ok := m.River(hex.MustParse("0807"), hex.MustParse("0808")); !ok {
		t.Errorf("no Cervaro on Foggia's southern hexside")
	}
}

// Each road links the places it is named for, and the main crossings
// have bridges (III.3.1).
func TestFoggiaBariRoads(t *testing.T) {
	m := foggiaBari(t)
	want := map[string][]string{
		"SS16 Adriatica": {"Termoli", "Serracapriola", "San Severo", "Foggia", "Cerignola", "Barletta",
			"Trani", "Molfetta", "Bari", "Monopoli"},
		"SS17 dell'Appennino Abruzzese":   {"Foggia", "Lucera"},
		"SS89 Garganica":                  {"Foggia", "Manfredonia", "Vieste"},
		"SS272 di San Giovanni Rotondo":   {"San Severo", "San Giovanni Rotondo", "Monte Sant'Angelo"},
		"SS90 delle Puglie":               {"Foggia", "Bovino", "Ariano Irpino"},
		"SS98 Andriese-Coratina":          {"Cerignola", "Canosa di Puglia", "Andria", "Corato", "Bitonto", "Bari"},
		"SS96 Barese":                     {"Bari", "Altamura", "Gravina"},
		"SS93 Appulo-Lucana":              {"Barletta", "Canosa di Puglia", "Lavello", "Melfi"},
		"SS159 delle Saline":              {"Manfredonia", "Zapponeta", "Margherita di Savoia", "Barletta"},
		"San Severo-Apricena-Lesina road": {"San Severo", "Apricena"},
	}
	roadsPassThrough(t, m, want)
	bridges := map[string]int{}
	for _, b := range m.Bridges {
		bridges[b.River]++
	}
	for _, river := range []string{"Biferno", "Fortore", "Candelaro", "Cervaro", "Carapelle", "Ofanto"} {
		if bridges[river] == 0 {
			t.Errorf("no bridge over the %s", river)
		}
	}
}

func TestFoggiaBariTerrain(t *testing.T) {
	m := foggiaBari(t)
	is := func(want board.Terrain, why string, hexes ...string) {
		for _, s := range hexes {
			if got := m.Terrain(hex.MustParse(s)); got != want {
				t.Errorf("%s (%s) is %v, want %v", s, why, got, want)
			}
		}
	}
	is(board.Mountain, "Gargano", "0804", "0905", "1005", "1105")
	is(board.Impassable, "Gargano core", "1004")
	is(board.Swamp, "Salpi marshes", "1108")
	is(board.Swamp, "Candelaro and Cervaro mouths", "1006")
	is(board.Plains, "Tavoliere", "0706", "0707", "0806", "0807", "0808", "0906", "0907", "0908", "1008", "1109")
	is(board.Mountain, "Monti Dauni", "0506", "0507", "0508", "0608", "0709")
	is(board.Impassable, "Monte Vulture", "0811")
	is(board.Mountain, "Murge", "1210", "1310", "1410", "1311", "1412", "1513")
	is(board.Sea, "Adriatic", "2001", "1507", "1207")
	impassable := 0
	for _, h := range m.Hexes() {
		if m.Terrain(h) == board.Impassable {
			impassable++
		}
	}
	if impassable < 4 || impassable > 12 {
		t.Errorf("%d impassable hexes", impassable)
	}
}

// III.3.1: the red coast where no amphibious landing may be made.
func TestFoggiaBariCliffCoast(t *testing.T) {
	m := foggiaBari(t)
	for _, s := range []string{"1203", "1304", "1204", "1205"} {
		if !m.NoLandingAt(hex.MustParse(s)) {
			t.Errorf("Gargano cliff %s open to landings", s)
		}
	}
	for _, s := range []string{"1710", "1308", "1107", "0403"} {
		if m.NoLandingAt(hex.MustParse(s)) {
			t.Errorf("beach %s closed to landings", s)
		}
	}
}

func TestFoggiaBariLabels(t *testing.T) {
	m := foggiaBari(t)
	have := map[string]bool{}
	for _, l := range m.Labels {
		have[l.Text] = true
	}
	for _, s := range []string{"Adriatic Sea", "Gulf of Manfredonia", "Gargano", "Tavoliere", "Monti Dauni", "Murge", "Irpinia"} {
		if !have[s] {
			t.Errorf("label %q missing", s)
		}
	}
}

// roadsPassThrough checks that each road of want exists on m and passes
// through the cities it names.
func roadsPassThrough(t *testing.T, m *board.Map, want map[string][]string) {
	t.Helper()
	roads := map[string]board.Road{}
	for _, r := range m.Roads {
		roads[r.Name] = r
	}
	for road, cities := range want {
		r, ok := roads[road]
		if !ok {
			t.Errorf("road %s missing", road)
			continue
		}
		on := map[hex.Hex]bool{}
		for _, h := range r.Hexes {
			on[h] = true
		}
		for _, c := range cities {
			if !on[cityNamed(t, m, c).Hexes[0]] {
				t.Errorf("%s does not pass through %s", road, c)
			}
		}
	}
}
