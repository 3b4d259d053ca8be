package tomldoc

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"

	"frontline/game/regfile"
	"frontline/game/regfile/regfiletest"
)

const sample = `# units
[[unit]]
id = "a"
cost = 3

[[unit]]
id = "b"
cost = -1
  [[unit.weapon]]
  name = "gun"
  targets = ["infantry", "ships"]
  [[unit.weapon]]
  name = "mg"
  range = { op = 0, tac = 4 }
`

type weapon struct {
	Name    string   `toml:"name"`
	Targets []string `toml:"targets"`
	Range   struct {
		Op  int `toml:"op"`
		Tac int `toml:"tac"`
	} `toml:"range"`
}
type unit struct {
	ID     string   `toml:"id"`
	Cost   int      `toml:"cost"`
	Weapon []weapon `toml:"weapon"`
}
type file struct {
	Unit []unit `toml:"unit"`
}

func TestPositionsOfNestedKeys(t *testing.T) {
	var f file
	d, err := Decode("units.toml", []byte(sample), &f)
	if err != nil {
		t.Fatal(err)
	}
	cases := map[string]Position{
		"unit[0].id":                   {3, 1},
		"unit[1].cost":                 {8, 1},
		"unit[1].weapon[0].name":       {10, 3},
		"unit[1].weapon[0].targets[1]": {11, 26},
		"unit[1].weapon[1].range.tac":  {14, 21},
	}
	for path, want := range cases {
		if got := d.Pos(path); got != want {
			t.Errorf("%s at %v, want %v (have %v)", path, got, want, d.Paths())
		}
	}
	e := d.Errorf("unit[1].cost", "negative cost %d (must be 0 or more)", f.Unit[1].Cost)
	if got := e.Error(); got != "units.toml:8:1: unit[1].cost: negative cost -1 (must be 0 or more)" {
		t.Errorf("message %q", got)
	}
}

func TestUnknownKeyIsLocated(t *testing.T) {
	var f file
	_, err := Decode("u.toml", []byte("[[unit]]\nid = \"a\"\ncots = 3\n"), &f)
	if err == nil || !strings.Contains(err.Error(), "u.toml:3:1") || !strings.Contains(err.Error(), "unknown key") {
		t.Fatalf("got %v", err)
	}
}

func TestSyntaxErrorIsLocated(t *testing.T) {
	var f file
	_, err := Decode("u.toml", []byte("[[unit]]\nid = \"a\"\ncost = = 3\n"), &f)
	if err == nil || !strings.HasPrefix(err.Error(), "u.toml:3:") {
		t.Fatalf("got %v", err)
	}
}

func TestTypeErrorIsLocatedAndSaidInTheFilesTerms(t *testing.T) {
	for src, want := range map[string]string{
		"[[unit]]\nid = \"a\"\ncost = \"three\"\n":   "u.toml:3:8: unit.cost: text where a whole number is expected",
		"[[unit]]\nid = 3\n":                         "u.toml:2:6: unit.id: a whole number where text in quotes is expected",
		"[[unit]]\n[[unit.weapon]]\ntargets = 1.5\n": "u.toml:3:11: unit.weapon.targets: a decimal number where a list is expected",
	} {
		var f file
		if _, err := Decode("u.toml", []byte(src), &f); err == nil || err.Error() != want {
			t.Errorf("%q: got %v, want %s", src, err, want)
		}
	}
}

func TestOversizedFileRejected(t *testing.T) {
	var f file
	_, err := Decode("big.toml", make([]byte, MaxFileSize+1), &f)
	if err == nil || !strings.Contains(err.Error(), "at most") {
		t.Fatalf("got %v", err)
	}
}

func FuzzDecode(f *testing.F) {
	f.Add([]byte(sample))
	f.Add([]byte("a = [[[[1]]]]"))
	f.Add([]byte("[[x]]\n[[x.y]]\n[x.y.z]\nq = {a={b=[{c=1}]}}"))
	f.Add([]byte("\xef\xbb\xbfa = 1\n"))
	f.Add([]byte("a = [1, 2 # ]\n\n# x\nb = {c = 'd#'\ne = 3\n"))
	f.Add([]byte("\xef\xbb\xbf"))
	f.Fuzz(func(t *testing.T, data []byte) {
		var v map[string]any
		d, err := Decode("fuzz.toml", data, &v)
		var e *Error
		if errors.As(err, &e) && (e.Line < 1 || e.Col < 1) {
			t.Fatalf("error located at %d:%d: %v", e.Line, e.Col, e)
		}
		for _, p := range d.Paths() {
			_ = d.Pos(p + ".x[3]")
		}
	})
}

func TestReadFileRefusesOversizedFiles(t *testing.T) {
	path := t.TempDir() + "/big.toml"
	if err := os.WriteFile(path, make([]byte, MaxFileSize+10), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := ReadFile(path)
	if err == nil || !strings.HasPrefix(err.Error(), path+":1:1:") {
		t.Fatalf("got %v", err)
	}
	if _, err := ReadFile(path + ".missing"); err == nil {
		t.Fatal("missing file accepted")
	}
}

func TestByteOrderMarkIsSkipped(t *testing.T) {
	var f file
	d, err := Decode("u.toml", []byte("\xef\xbb\xbf[[unit]]\nid = \"a\"\ncost = 3\n"), &f)
	if err != nil || len(f.Unit) != 1 || f.Unit[0].Cost != 3 {
		t.Fatalf("got %+v, %v", f, err)
	}
	if got := d.Pos("unit[0].cost"); got != (Position{3, 1}) {
		t.Errorf("cost at %v", got)
	}
}

// The parser notices a missing ']' only at the next token; the error must
// point at the line where the array was left open, past comments and blank
// lines.
func TestUnclosedArrayReportedOnItsOwnLine(t *testing.T) {
	for name, src := range map[string]string{
		"next key":        "[[unit]]\nid = \"a\"\ntargets = [\"infantry\", \"ships\"\ncost = 3\n",
		"comment between": "[[unit]]\nid = \"a\"\ntargets = [\"infantry\", \"ships\" # ]\n\n# more\ncost = 3\n",
		"next table":      "[[unit]]\nid = \"a\"\ntargets = [\"infantry\", \"sh#ips\"\n\n[[unit]]\n",
	} {
		var f file
		_, err := Decode("u.toml", []byte(src), &f)
		if err == nil || !strings.HasPrefix(err.Error(), "u.toml:3:") || !strings.Contains(err.Error(), "']' missing") {
			t.Errorf("%s: got %v", name, err)
		}
	}
	var f file
	_, err := Decode("u.toml", []byte("[[unit]]\nid = \"a\"\nrange = { op = 0, tac = 4\ncost = 3\n"), &f)
	if err == nil || !strings.HasPrefix(err.Error(), "u.toml:3:26:") || !strings.Contains(err.Error(), "'}' missing") {
		t.Errorf("inline table: got %v", err)
	}
}

// manyTables is a file of n small [[unit]] tables.
func manyTables(n int) []byte {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "[[unit]]\nid = \"u%d\"\ncost = %d\n", i, i%7)
	}
	return []byte(b.String())
}

// Positions are looked up, not scanned for: a file of 60,000 tables
// indexes in linear time (it once took minutes; units.BenchmarkLoadTinyUnits
// measures it).
func TestDecodeLargeFileKeepsPositions(t *testing.T) {
	var f file
	d, err := Decode("big.toml", manyTables(60000), &f)
	if err != nil || len(f.Unit) != 60000 {
		t.Fatalf("%d units, %v", len(f.Unit), err)
	}
	if got := d.Pos("unit[59999].cost"); got != (Position{3 * 60000, 1}) {
		t.Errorf("last cost at %v", got)
	}
}

// A data file that is a named pipe must be refused at once, naming it.
func TestReadFileRefusesANamedPipe(t *testing.T) {
	path := regfiletest.Pipe(t, "units.toml")
	_, err := ReadFile(path)
	if !errors.Is(err, regfile.ErrNotRegular) || !strings.HasPrefix(err.Error(), path+":") {
		t.Fatalf("got %v", err)
	}
}
