package help

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// unfinishedWords are the words that promise what the program does not
// do: "coming later", "for now", "not offered". A player reads every
// string the client shows as a statement of what exists; where something
// does not exist the text says so plainly or stays silent.
var unfinishedWords = regexp.MustCompile(`(?i)\b(not yet|coming (later|soon)|(comes|added|arrives?) later|later (version|release|milestone)|for now|not offered|does not offer)\b`)

// explainWords adds a bare "yet" for the texts that explain the game
// (help, menus, settings, cards, data): there "no sound yet" is the
// usual slip. The play screen's state lines ("no waypoint yet") are
// checked for the promises only.
var explainWords = regexp.MustCompile(unfinishedWords.String() + `|(?i)\byet\b`)

// The texts a player sees: every string literal of the client's Go code
// and every text of the data files (cards, briefings, maps).
var (
	goTextDirs = map[string]*regexp.Regexp{"..": unfinishedWords, "../../cmd/frontline": unfinishedWords,
		".": explainWords, "../menu": explainWords, "../settings": explainWords, "../cardview": explainWords,
		"../victory": explainWords, "../pause": explainWords, "../session": explainWords}
	dataTextDirs = []string{"../../assets", "../../scenarios", "../../maps"}
)

// Help, settings, menu, card texts and every other string the client
// shows claim only what exists.
func TestPlayerTextsClaimOnlyWhatExists(t *testing.T) {
	bad := map[string]bool{} // ".." holds the other folders: report each text once
	for dir, words := range goTextDirs {
		for _, b := range goStringClaims(t, dir, words) {
			bad[b] = true
		}
	}
	for _, dir := range dataTextDirs {
		for _, b := range tomlClaims(t, dir) {
			bad[b] = true
		}
	}
	for b := range bad {
		t.Error(b)
	}
}

// goStringClaims lists the string literals of the non-test Go files under
// dir that use one of words.
func goStringClaims(t *testing.T, dir string, words *regexp.Regexp) []string {
	var bad []string
	fset := token.NewFileSet()
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			if s, err := strconv.Unquote(lit.Value); err == nil && words.MatchString(s) {
				bad = append(bad, fset.Position(lit.Pos()).String()+": "+s)
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return bad
}

// tomlClaims lists the lines of the TOML files under dir that use an
// unfinished word outside a comment.
func tomlClaims(t *testing.T, dir string) []string {
	var bad []string
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".toml") {
			return err
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for i, line := range strings.Split(string(b), "\n") {
			if text, _, _ := strings.Cut(line, "#"); explainWords.MatchString(text) {
				bad = append(bad, path+":"+strconv.Itoa(i+1)+": "+strings.TrimSpace(line))
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return bad
}

// The scan catches what it is for and lets plain statements pass.
func TestUnfinishedWordsPattern(t *testing.T) {
	for _, s := range []string{"There is no sound yet.", "The computer opponent is coming later: hot-seat for now.",
		"Cease Fire is an order this screen does not offer yet.", "Not yet built"} {
		if !explainWords.MatchString(s) {
			t.Errorf("%q passes the scan", s)
		}
	}
	for _, s := range []string{"Staged units deploy two turns later than planned.", "Allied divisions are coming ashore there.",
		"Nothing bought in this phase."} {
		if explainWords.MatchString(s) {
			t.Errorf("%q is refused by the scan", s)
		}
	}
	if unfinishedWords.MatchString("no waypoint yet") {
		t.Error("a state line of the play screen is refused")
	}
}
