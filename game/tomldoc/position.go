package tomldoc

import (
	"bytes"
	"sort"
)

// lines holds the offset at which each line starts, so that turning an
// offset into a line and column is a binary search. (The parser's own Shape
// scans from the top of the file every time, which made indexing a large
// file quadratic: minutes for a 1.5 MB file.)
type lines []int

func newLines(data []byte) lines {
	ls := lines{0}
	for i, b := range data {
		if b == '\n' {
			ls = append(ls, i+1)
		}
	}
	return ls
}

// at is the 1-based line and byte column of offset off.
func (ls lines) at(off int) Position {
	i := sort.Search(len(ls), func(i int) bool { return ls[i] > off }) - 1
	return Position{Line: i + 1, Col: off - ls[i] + 1}
}

// afterLastValue is the offset just past the last value written before off,
// skipping blank lines and comments. A missing closing bracket is only
// noticed at the next token, often on a later line; the bracket belongs
// here.
func afterLastValue(data []byte, off int) int {
	for i := off; i > 0; {
		start := bytes.LastIndexByte(data[:i], '\n') + 1
		if end := contentEnd(data[start:i]); end > 0 {
			return start + end
		}
		if start == 0 {
			break
		}
		i = start - 1
	}
	return off
}

// contentEnd is the length of line without its comment and trailing blanks.
func contentEnd(line []byte) int {
	var quote byte
	end := 0
	for j := 0; j < len(line); j++ {
		c := line[j]
		switch {
		case quote != 0:
			if c == '\\' && quote == '"' {
				j++
			} else if c == quote {
				quote = 0
			}
			end = j + 1
		case c == '#':
			return end
		case c == '"' || c == '\'':
			quote, end = c, j+1
		case c != ' ' && c != '\t' && c != '\r':
			end = j + 1
		}
	}
	return min(end, len(line))
}

// bom is the UTF-8 byte-order mark some editors put at the top of a file.
var bom = []byte("\xef\xbb\xbf")

// StripBOM drops a leading UTF-8 byte-order mark, which TOML does not allow
// but is harmless: the file is UTF-8 either way.
func StripBOM(data []byte) []byte {
	return bytes.TrimPrefix(data, bom)
}
