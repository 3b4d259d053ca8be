// Package tomldoc decodes TOML data files strictly and remembers where every
// key sits, so that loaders can report problems as "file:line:col: what is
// wrong (what is allowed)" instead of a bare message.
package tomldoc

import (
	"bytes"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"

	toml "github.com/pelletier/go-toml/v2"
	"github.com/pelletier/go-toml/v2/unstable"
)

// MaxFileSize caps every data file the game reads. The largest embedded file
// is a few tens of kilobytes; anything beyond this is a mistake or an attack.
const MaxFileSize = 2 << 20

// Position is a 1-based line and column in a file.
type Position struct{ Line, Col int }

// Doc is a decoded file plus the position of every key path in it.
// Paths use TOML key names with array indices: `unit[3].weapon[0].attack`.
type Doc struct {
	File  string
	pos   map[string]Position
	lines lines
}

// Decode parses data (named file in messages) into v, rejecting unknown keys,
// and indexes key positions. Syntax and type errors come back as *Error. A
// leading UTF-8 byte-order mark is skipped (columns on line 1 count from
// after it).
func Decode(file string, data []byte, v any) (*Doc, error) {
	d := &Doc{File: file, pos: map[string]Position{}}
	if len(data) > MaxFileSize {
		return d, &Error{File: file, Line: 1, Col: 1, Msg: fmt.Sprintf("file is %d bytes (at most %d allowed)", len(data), MaxFileSize)}
	}
	data = StripBOM(data)
	d.lines = newLines(data)
	if err := d.index(data); err != nil {
		return d, err
	}
	dec := toml.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return d, d.convert(err)
	}
	return d, nil
}

func (d *Doc) convert(err error) error {
	var strict *toml.StrictMissingError
	if errors.As(err, &strict) {
		var list List
		for _, e := range strict.Errors {
			if list.Full() { // each Position scans the file from the top
				break
			}
			line, col := e.Position()
			list.Add(&Error{File: d.File, Line: line, Col: col, Path: strings.Join(e.Key(), "."), Msg: "unknown key (not part of this format; see docs/FORMATS.md)"})
		}
		return list.Err()
	}
	var de *toml.DecodeError
	if errors.As(err, &de) {
		line, col := de.Position()
		return &Error{File: d.File, Line: line, Col: col, Path: strings.Join(de.Key(), "."), Msg: plainTypeMsg(cleanMsg(de.Error()))}
	}
	return &Error{File: d.File, Line: 1, Col: 1, Msg: cleanMsg(err.Error())}
}

func cleanMsg(s string) string {
	s = strings.TrimPrefix(s, "toml: ")
	return s
}

// index walks the document with the low-level parser and records positions.
func (d *Doc) index(data []byte) (err error) {
	defer func() {
		// The unstable parser may panic on pathological input; never let a
		// data file crash the game.
		if r := recover(); r != nil {
			err = &Error{File: d.File, Line: 1, Col: 1, Msg: fmt.Sprintf("unreadable TOML (%v)", r)}
		}
	}()
	var p unstable.Parser
	p.Reset(data)
	arrays := map[string]int{} // array-table path -> element count
	current := ""
	for p.NextExpression() {
		e := p.Expression()
		switch e.Kind {
		case unstable.Table, unstable.ArrayTable:
			keys := keyParts(e.Key())
			var path string
			if e.Kind == unstable.ArrayTable && len(keys) > 0 {
				// Parents resolve to their latest element; the last segment
				// gains a new element.
				path = join(resolve(arrays, keys[:len(keys)-1]), keys[len(keys)-1])
			} else {
				path = resolve(arrays, keys)
			}
			if e.Kind == unstable.ArrayTable {
				n := arrays[path]
				arrays[path] = n + 1
				path = path + "[" + strconv.Itoa(n) + "]"
			}
			current = path
			d.record(path, e.Key())
		case unstable.KeyValue:
			d.keyValue(current, e)
		}
	}
	if perr := p.Error(); perr != nil {
		var pe *unstable.ParserError
		if errors.As(perr, &pe) && len(pe.Highlight) > 0 {
			off, msg := int(p.Range(pe.Highlight).Offset), pe.Message
			if closer, ok := unclosed[msg]; ok {
				off = afterLastValue(data, off)
				msg += " (is a " + closer + " missing here?)"
			}
			pos := d.lines.at(off)
			return &Error{File: d.File, Line: pos.Line, Col: pos.Col, Msg: "TOML syntax: " + msg}
		}
		return &Error{File: d.File, Line: 1, Col: 1, Msg: "TOML syntax: " + perr.Error()}
	}
	return nil
}

// unclosed maps the parser's messages for an array or inline table left
// open to the bracket that is missing.
var unclosed = map[string]string{
	"expected ',' or ']' after array value":            "']'",
	"expected ',' or '}' after inline table key-value": "'}'",
}

func keyParts(it unstable.Iterator) []string {
	var parts []string
	for it.Next() {
		parts = append(parts, string(it.Node().Data))
	}
	return parts
}

// resolve turns header keys into an indexed path: a segment naming an array
// of tables refers to its latest element.
func resolve(arrays map[string]int, keys []string) string {
	path := ""
	for _, k := range keys {
		path = join(path, k)
		if n, ok := arrays[path]; ok && n > 0 {
			path = path + "[" + strconv.Itoa(n-1) + "]"
		}
	}
	return path
}

func join(a, b string) string {
	if a == "" {
		return b
	}
	return a + "." + b
}

func (d *Doc) record(path string, it unstable.Iterator) {
	if _, seen := d.pos[path]; seen {
		return
	}
	if it.Next() {
		n := it.Node()
		if n.Raw.Length > 0 || n.Raw.Offset > 0 {
			d.pos[path] = d.lines.at(int(n.Raw.Offset))
		}
	}
}

func (d *Doc) keyValue(base string, kv *unstable.Node) {
	path := base
	for _, k := range keyParts(kv.Key()) {
		path = join(path, k)
	}
	d.record(path, kv.Key())
	d.value(path, kv.Value())
}

func (d *Doc) value(path string, v *unstable.Node) {
	switch v.Kind {
	case unstable.InlineTable:
		it := v.Children()
		for it.Next() {
			d.keyValue(path, it.Node())
		}
	case unstable.Array:
		it := v.Children()
		i := 0
		for it.Next() {
			el := it.Node()
			ep := path + "[" + strconv.Itoa(i) + "]"
			if el.Raw.Length > 0 {
				d.pos[ep] = d.lines.at(int(el.Raw.Offset))
			}
			d.value(ep, el)
			i++
		}
	}
}

// Pos returns the position of path, or of its nearest recorded ancestor, or
// line 1 column 1 when nothing matches (a missing top-level key).
func (d *Doc) Pos(path string) Position {
	for p := path; p != ""; p = parent(p) {
		if pos, ok := d.pos[p]; ok {
			return pos
		}
	}
	return Position{1, 1}
}

// Has reports whether the file spelled out this exact key.
func (d *Doc) Has(path string) bool {
	_, ok := d.pos[path]
	return ok
}

func parent(p string) string {
	if strings.HasSuffix(p, "]") {
		if i := strings.LastIndexByte(p, '['); i >= 0 {
			return p[:i]
		}
	}
	if i := strings.LastIndexByte(p, '.'); i >= 0 {
		return p[:i]
	}
	return ""
}

// Paths lists every recorded path (sorted); used by tests.
func (d *Doc) Paths() []string {
	out := make([]string, 0, len(d.pos))
	for p := range d.pos {
		out = append(out, p)
	}
	sort.Strings(out)
	return out
}

// Errorf makes an error located at path.
func (d *Doc) Errorf(path, format string, args ...any) *Error {
	pos := d.Pos(path)
	return &Error{File: d.File, Line: pos.Line, Col: pos.Col, Path: path, Msg: fmt.Sprintf(format, args...)}
}

// Error is one located problem in a data file.
type Error struct {
	File      string
	Line, Col int
	Path      string // key path, may be empty
	Msg       string
}

func (e *Error) Error() string {
	if e.Path != "" {
		return fmt.Sprintf("%s:%d:%d: %s: %s", e.File, e.Line, e.Col, e.Path, e.Msg)
	}
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg)
}

// MaxErrors bounds how many problems one file reports.
const MaxErrors = 50

// List collects problems; Err returns nil when there are none.
type List []error

// Add appends err (flattening nested lists), ignoring nil.
func (l *List) Add(err error) {
	if err == nil {
		return
	}
	if sub, ok := err.(List); ok {
		for _, e := range sub {
			l.Add(e)
		}
		return
	}
	if len(*l) < MaxErrors {
		*l = append(*l, err)
	}
}

// Full reports whether the list reached MaxErrors.
func (l List) Full() bool { return len(l) >= MaxErrors }

// Err returns the list as an error, or nil.
func (l List) Err() error {
	if len(l) == 0 {
		return nil
	}
	return l
}

func (l List) Error() string {
	parts := make([]string, len(l))
	for i, e := range l {
		parts[i] = e.Error()
	}
	return strings.Join(parts, "\n")
}
