package board

import (
	"os"
	"strings"
	"testing"
)

// The example in the format documentation must load as written.
func TestFormatDocExampleLoads(t *testing.T) {
	data, err := os.ReadFile("../../docs/formats/maps.md")
	if err != nil {
		t.Skipf("docs not found: %v", err)
	}
	text := string(data)
	start := strings.Index(text, "```toml\n")
	if start < 0 {
		t.Fatal("no ```toml example in docs/formats/maps.md")
	}
	body := text[start+len("```toml\n"):]
	body = body[:strings.Index(body, "```")]
	m, err := Load("maps.md", []byte(body))
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Bridges) != 1 {
		t.Errorf("example has %d bridges, the text promises one", len(m.Bridges))
	}
}
