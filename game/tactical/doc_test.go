package tactical

import (
	"os"
	"strings"
	"testing"

	"frontline/assets"
	"frontline/game/board"
	"frontline/game/tactical/geom"
)

// The example in docs/formats/tactical_features.md loads as written when
// appended to the shipped file.
func TestFormatDocExampleLoads(t *testing.T) {
	md, err := os.ReadFile("../../docs/formats/tactical_features.md")
	if err != nil {
		t.Skipf("docs not found: %v", err)
	}
	text := string(md)
	start := strings.Index(text, "```toml\n")
	if start < 0 {
		t.Fatal("no ```toml example in docs/formats/tactical_features.md")
	}
	body := text[start+len("```toml\n"):]
	body = body[:strings.Index(body, "```")]
	shipped, err := assets.Read(KindsFile)
	if err != nil {
		t.Fatal(err)
	}
	ks, err := LoadKinds("example.toml", append(shipped, body...))
	if err != nil {
		t.Fatal(err)
	}
	if k, ok := ks.Kind("orchard"); !ok || k.Sight != geom.Blocking || k.Weights[board.Plains] != 2 {
		t.Error("the example's orchard is missing")
	}
}
