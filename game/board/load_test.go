package board

import (
	"fmt"
	"strings"
	"testing"

	"frontline/game/hex"
)

// tiny is a small valid map that the tests below break one thing at a time.
//
//	row 1: 0101 S  0201 C  0301 P  0401 M
//	row 2: 0102 S  0202 C  0302 P  0402 X
//	row 3: 0103 S  0203 C  0303 W  0403 P
const tiny = `[map]
id = "tiny"
name = "Tiny"
width = 4
height = 3
miles_per_hex = 8.5
terrain = [
  "S C P M",
  "S C P X",
  "S C W P",
]
no_landing = ["0203"]
collapsed_bridges = []

[[river]]
name = "Alpha"
edges = ["0301-0401", "0301-0302", "0201-0302"]

[[road]]
name = "Coast road"
hexes = ["0201", "0302", "0303"]

[[city]]
name = "Porto"
hex = "0201"
size = "small"
key = true
port = true

[[city]]
name = "Marsh"
hexes = ["0303", "0403"]
size = "town"

[[airfield]]
name = "Field"
hex = "0301"

[[airfield]]
name = "Harbour field"
hex = "0201"

[[label]]
text = "Open Sea"
hex = "0102"
kind = "sea"
`

func loadTiny(t *testing.T, text string) *Map {
	t.Helper()
	m, err := Load("tiny.toml", []byte(text))
	if err != nil {
		t.Fatalf("load: %v", err)
	}
	return m
}

func TestLoadTinyMap(t *testing.T) {
	m := loadTiny(t, tiny)
	if m.ID != "tiny" || m.Width != 4 || m.Height != 3 || m.MilesPerHex != 8.5 {
		t.Fatalf("header: %+v", m)
	}
	want := map[string]Terrain{"0101": Sea, "0201": Coastal, "0301": Plains, "0401": Mountain, "0402": Impassable, "0303": Swamp}
	for s, tt := range want {
		if got := m.Terrain(hex.MustParse(s)); got != tt {
			t.Errorf("terrain %s = %v, want %v", s, got, tt)
		}
	}
	if got := m.Terrain(hex.MustParse("0504")); got != Sea {
		t.Errorf("off-map terrain = %v, want sea", got)
	}
	if len(m.Hexes()) != 12 {
		t.Errorf("%d hexes, want 12", len(m.Hexes()))
	}
	if r, ok := m.River(hex.MustParse("0302"), hex.MustParse("0301")); !ok || r.Name != "Alpha" {
		t.Errorf("river 0301-0302 missing")
	}
	if _, ok := m.River(hex.MustParse("0302"), hex.MustParse("0303")); ok {
		t.Errorf("river where there is none")
	}
	if r, ok := m.Road(hex.MustParse("0303"), hex.MustParse("0302")); !ok || r.Name != "Coast road" {
		t.Errorf("road 0302-0303 missing")
	}
	if c, ok := m.CityAt(hex.MustParse("0403")); !ok || c.Name != "Marsh" || c.Size != Town || c.Key {
		t.Errorf("city at 0403: %+v %v", c, ok)
	}
	if c, ok := m.CityAt(hex.MustParse("0201")); !ok || !c.Port || !c.Key || c.Size != SmallCity {
		t.Errorf("city at 0201: %+v %v", c, ok)
	}
	if a, ok := m.AirfieldAt(hex.MustParse("0301")); !ok || a.Name != "Field" {
		t.Errorf("airfield at 0301 missing")
	}
	if !m.NoLandingAt(hex.MustParse("0203")) || m.NoLandingAt(hex.MustParse("0202")) {
		t.Errorf("no-landing coast wrong: %v", m.NoLanding)
	}
	if len(m.Labels) != 1 || m.Labels[0].Kind != "sea" {
		t.Errorf("labels: %+v", m.Labels)
	}
}

// III.3.1: where a road crosses a river there is an existing bridge; the
// map file does not list bridges, the loader finds them.
func TestIII31_BridgeWhereRoadCrossesRiver(t *testing.T) {
	m := loadTiny(t, tiny)
	b, ok := m.Bridge(hex.MustParse("0302"), hex.MustParse("0201"))
	if !ok {
		t.Fatalf("no bridge at 0201-0302; bridges %+v", m.Bridges)
	}
	if b.Road != "Coast road" || b.River != "Alpha" || b.Collapsed {
		t.Errorf("bridge %+v", b)
	}
	if len(m.Bridges) != 1 {
		t.Errorf("%d bridges, want 1", len(m.Bridges))
	}
	if _, ok := m.Bridge(hex.MustParse("0302"), hex.MustParse("0303")); ok {
		t.Errorf("bridge without a river")
	}
}

// VII.4: a scenario may start with a bridge already down.
func TestVII4_CollapsedBridgeFromFile(t *testing.T) {
	m := loadTiny(t, strings.Replace(tiny, "collapsed_bridges = []", `collapsed_bridges = ["0302-0201"]`, 1))
	b, ok := m.Bridge(hex.MustParse("0201"), hex.MustParse("0302"))
	if !ok || !b.Collapsed {
		t.Fatalf("bridge %+v %v, want collapsed", b, ok)
	}
}

type badCase struct {
	name      string
	find      string // text in tiny to replace
	repl      string // replacement; the error is expected on its (last) occurrence's line
	want      string // part of the message
	elsewhere bool   // the error is located away from repl
}

var badCases = []badCase{
	{"width zero", "width = 4", "width = 0", "width 0 out of range (1..99)", false},
	{"width too big", "width = 4", "width = 100", "width 100 out of range (1..99)", false},
	{"height zero", "height = 3", "height = 0", "height 0 out of range (1..99)", false},
	{"too many hexes", "width = 4\nheight = 3", "width = 90\nheight = 90", "8100 hexes (at most 4000)", false},
	{"row count", "  \"S C W P\",\n", "", "terrain has 2 rows (height is 3", true},
	{"token count", `"S C P M"`, `"S C P"`, "row 01 has 3 terrain codes (width is 4)", false},
	{"unknown terrain", `"S C P X"`, `"S C P Q"`, `hex 0402: unknown terrain code "Q"`, false},
	{"bad id", `id = "tiny"`, `id = "Tiny Map"`, "map id \"Tiny Map\" is not allowed", false},
	{"terrain left open", "  \"S C W P\",\n]", "  \"S C W P\"", "is a ']' missing here?", false},
	{"id is a path", `id = "tiny"`, `id = "../tiny"`, "map id \"../tiny\" is not allowed", false},
	{"no name", `name = "Tiny"`, `name = ""`, "missing name", false},
	{"miles", "miles_per_hex = 8.5", "miles_per_hex = 0.0", "miles_per_hex 0 out of range", false},
	{"unknown key", "miles_per_hex = 8.5", "scale = 3\nmiles_per_hex = 8.5", "unknown key", false},
	{"syntax", "width = 4", "width = = 4", "TOML syntax", false},

	{"river hex off map", `"0301-0401", "0301-0302"`, `"0301-0401", "0405-0406"`, "hexside 0405-0406 leaves the map", false},
	{"river not adjacent", `"0301-0302", "0201-0302"`, `"0301-0302", "0201-0303"`, "are not adjacent", false},
	{"river at sea", `["0301-0401", "0301-0302", "0201-0302"]`, `["0101-0102"]`, "between two sea hexes", false},
	{"river duplicate edge", `"0301-0302", "0201-0302"]`, `"0301-0302", "0201-0302", "0302-0201"]`, "already carries river \"Alpha\"", false},
	{"river broken chain", `["0301-0401", "0301-0302", "0201-0302"]`, `["0301-0401", "0202-0203"]`, "does not touch the previous one", false},
	{"river no edges", `["0301-0401", "0301-0302", "0201-0302"]`, `[]`, "has no hexsides", false},
	{"river duplicate name", "[[road]]", "[[river]]\nname = \"Alpha\"\nedges = [\"0202-0203\"]\n\n[[road]]", "second river named \"Alpha\"", true},

	{"road gap", `["0201", "0302", "0303"]`, `["0201", "0303"]`, "is not next to the previous road hex 0201", false},
	{"road into sea", `["0201", "0302", "0303"]`, `["0101", "0201"]`, "road enters sea hex 0101", false},
	{"road into impassable", `["0201", "0302", "0303"]`, `["0302", "0402"]`, "road enters impassable mountain hex 0402", false},
	{"road too short", `["0201", "0302", "0303"]`, `["0201"]`, "has 1 hexes (at least 2", false},
	{"road off map", `["0201", "0302", "0303"]`, `["0201", "0901"]`, "hex 0901 is off the map (columns 01..04, rows 01..03)", false},
	{"road bad number", `["0201", "0302", "0303"]`, `["0201", "3a02"]`, "not a four-digit CCRR number", false},

	{"city on sea", `hex = "0201"` + "\nsize", `hex = "0102"` + "\nsize", "stands on sea hex 0102", false},
	{"city on impassable", `hex = "0201"` + "\nsize", `hex = "0402"` + "\nsize", "stands on impassable mountain hex 0402", false},
	{"two cities in a hex", `["0303", "0403"]`, `["0303", "0201"]`, "already holds city \"Porto\"", false},
	{"city duplicate name", `name = "Marsh"`, `name = "Porto"`, "second city named \"Porto\"", false},
	{"city size", `size = "town"`, `size = "village"`, `city size "village" unknown (allowed: large, small, town)`, false},
	{"city apart", `["0303", "0403"]`, `["0303", "0401"]`, "not next to the city's other hexes", false},
	{"city hex and hexes", `hexes = ["0303", "0403"]`, `hex = "0303"` + "\nhexes = [\"0403\"]", "gives both hex and hexes", true},
	{"city without hex", `hexes = ["0303", "0403"]`, ``, "has no hex", true},
	{"port inland", `size = "town"`, "port = true\nsize = \"town\"", "has no coastal hex", false},

	{"airfield on mountain", `hex = "0301"`, `hex = "0401"`, "airfield \"Field\" on mountain hex 0401", false},
	{"airfield on swamp city", `hex = "0301"`, `hex = "0303"`, "airfield \"Field\" on swamp hex 0303", false},
	{"airfield on bare coast", `hex = "0301"`, `hex = "0202"`, "airfield \"Field\" on coastal hex 0202", false},
	{"two airfields in a hex", `hex = "0301"`, `hex = "0201"`, "already holds airfield", true},
	{"airfield duplicate name", `name = "Harbour field"`, `name = "Field"`, "second airfield named \"Field\"", false},

	{"no_landing inland", `no_landing = ["0203"]`, `no_landing = ["0303"]`, "hex 0303 is swamp (no_landing marks coastal hexes only)", false},
	{"no_landing twice", `no_landing = ["0203"]`, `no_landing = ["0203", "0203"]`, "hex 0203 is listed twice", true},
	{"collapsed not a bridge", "collapsed_bridges = []", `collapsed_bridges = ["0302-0303"]`, "hexside 0302-0303 has no bridge", false},
	{"collapsed twice", "collapsed_bridges = []", `collapsed_bridges = ["0201-0302", "0201-0302"]`, "listed twice", true},

	{"label kind", `kind = "sea"`, `kind = "ocean"`, `label kind "ocean" unknown (allowed: sea, region, mountain)`, false},
	{"label text", `text = "Open Sea"`, `text = ""`, "missing label text", false},
	{"label off map", `hex = "0102"` + "\nkind", `hex = "0109"` + "\nkind", "off the map", false},
}

func TestLoadRejects(t *testing.T) {
	for _, c := range badCases {
		t.Run(c.name, func(t *testing.T) {
			if !strings.Contains(tiny, c.find) {
				t.Fatalf("test text %q not in the sample", c.find)
			}
			text := strings.Replace(tiny, c.find, c.repl, 1)
			_, err := Load("tiny.toml", []byte(text))
			if err == nil {
				t.Fatalf("accepted; want %q", c.want)
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error %q\nwant it to contain %q", err, c.want)
			}
			if c.elsewhere || c.repl == "" {
				return
			}
			line := 1 + strings.Count(text[:strings.LastIndex(text, c.repl)], "\n")
			at := fmt.Sprintf("tiny.toml:%d:", line)
			if !strings.Contains(err.Error(), at) {
				t.Errorf("error %q\nwant it located at %s", err, at)
			}
		})
	}
}

func TestLoadListCaps(t *testing.T) {
	var road strings.Builder
	road.WriteString(`["0201"`)
	for i := 0; i < MaxRoadHexes; i++ {
		road.WriteString(`, "0202", "0201"`[:8])
	}
	road.WriteString("]")
	long := strings.Replace(tiny, `["0201", "0302", "0303"]`, road.String(), 1)
	if _, err := Load("tiny.toml", []byte(long)); err == nil || !strings.Contains(err.Error(), fmt.Sprintf("entries (at most %d)", MaxRoadHexes)) {
		t.Errorf("long road: %v", err)
	}

	var labels strings.Builder
	labels.WriteString(tiny)
	for i := 0; i <= MaxList; i++ {
		labels.WriteString("\n[[label]]\ntext = \"x\"\nhex = \"0101\"\nkind = \"sea\"\n")
	}
	if _, err := Load("tiny.toml", []byte(labels.String())); err == nil || !strings.Contains(err.Error(), fmt.Sprintf("entries (at most %d)", MaxList)) {
		t.Errorf("many labels: %v", err)
	}

	name := strings.Repeat("n", MaxNameLen+1)
	if _, err := Load("tiny.toml", []byte(strings.Replace(tiny, `"Porto"`, `"`+name+`"`, 1))); err == nil || !strings.Contains(err.Error(), "at most 60") {
		t.Errorf("long name: %v", err)
	}
}

func TestLoadReportsManyProblems(t *testing.T) {
	text := strings.Replace(tiny, `hex = "0301"`, `hex = "0401"`, 1)
	text = strings.Replace(text, `kind = "sea"`, `kind = "ocean"`, 1)
	_, err := Load("tiny.toml", []byte(text))
	if err == nil || strings.Count(err.Error(), "\n") != 1 {
		t.Fatalf("want two problems, got %v", err)
	}
}

func TestLoadEmptyFile(t *testing.T) {
	_, err := Load("empty.toml", nil)
	if err == nil || !strings.Contains(err.Error(), "empty.toml:1:1: map: missing [map] table") {
		t.Fatalf("empty file: %v", err)
	}
}

func TestLoadFileMissing(t *testing.T) {
	if _, err := LoadFile("no/such/map.toml"); err == nil {
		t.Fatal("missing file accepted")
	}
}

func TestEmbeddedByIDUnknown(t *testing.T) {
	_, err := EmbeddedByID("atlantis")
	if err == nil || !strings.Contains(err.Error(), "foggia-bari") {
		t.Fatalf("unknown id: %v (want the list of shipped maps)", err)
	}
}

func FuzzLoad(f *testing.F) {
	f.Add([]byte(tiny))
	f.Add([]byte("\xef\xbb\xbf" + tiny))
	f.Add([]byte(strings.Replace(tiny, `  "S C W P",`+"\n]", `  "S C W P", # ]`, 1))) // terrain left open
	f.Add([]byte(strings.Replace(tiny, `id = "tiny"`, `id = "../../etc/passwd"`, 1)))
	for _, c := range badCases {
		f.Add([]byte(strings.Replace(tiny, c.find, c.repl, 1)))
	}
	for _, data := range embeddedFiles(f) {
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := Load("fuzz.toml", data)
		if err != nil {
			if m != nil {
				t.Fatal("map returned with an error")
			}
			return
		}
		// A map that loads must answer every lookup on and around it.
		for c := 0; c <= m.Width+1; c++ {
			for r := 0; r <= m.Height+1; r++ {
				h := hex.Offset{Col: c, Row: r}.ToHex()
				m.Terrain(h)
				m.CityAt(h)
				m.AirfieldAt(h)
				m.NoLandingAt(h)
			}
		}
		for _, b := range m.Bridges {
			if _, ok := m.River(b.Edge.A, b.Edge.B); !ok {
				t.Fatalf("bridge %s over no river", b.Edge)
			}
			if _, ok := m.Road(b.Edge.A, b.Edge.B); !ok {
				t.Fatalf("bridge %s carries no road", b.Edge)
			}
		}
	})
}
