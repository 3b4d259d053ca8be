package savefile

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strconv"
)

// The envelope is three parts, all plain text around an opaque body:
//
//	FRONTLINE-SAVE 1 length=<N>\n
//	<N bytes of body>
//	\nEND length=<N> sha256=<64 lowercase hex digits>\n
//
// The length up front lets Decode find the body without looking inside it and
// say how much of a cut-off file is missing; the closing line proves the file
// was written to the end and that the body was not changed since.
const (
	Magic   = "FRONTLINE-SAVE"
	Version = 1
	MaxSize = 64 << 20 // whole file, envelope included
)

// Encode wraps body in the envelope.
func Encode(body []byte) []byte {
	out := make([]byte, 0, len(body)+128)
	out = fmt.Appendf(out, "%s %d length=%d\n", Magic, Version, len(body))
	out = append(out, body...)
	return appendTrailer(out, body)
}

func appendTrailer(out, body []byte) []byte {
	sum := sha256.Sum256(body)
	return fmt.Appendf(out, "\nEND length=%d sha256=%x\n", len(body), sum)
}

// Decode checks an envelope read from file and returns its body, which
// shares memory with data. Every rejection is an *Error naming file.
func Decode(file string, data []byte) ([]byte, error) {
	fail := func(kind error, format string, args ...any) ([]byte, error) {
		return nil, &Error{File: file, Kind: kind, Msg: kind.Error() + ": " + fmt.Sprintf(format, args...)}
	}
	if len(data) > MaxSize {
		return fail(ErrTooLarge, "%d bytes (a save may hold at most %d MiB)", len(data), MaxSize>>20)
	}
	if len(data) == 0 {
		return fail(ErrTruncated, "the file is empty")
	}
	prefix := Magic + " "
	if !bytes.HasPrefix(data, []byte(prefix)) {
		if len(data) < len(prefix) && bytes.HasPrefix([]byte(prefix), data) {
			return fail(ErrTruncated, "the file ends inside its header line")
		}
		return nil, &Error{File: file, Kind: ErrNotSave, Msg: ErrNotSave.Error()}
	}

	// The version comes first, so that a newer layout is reported as
	// unsupported rather than as damage.
	rest := data[len(prefix):]
	end := bytes.IndexAny(rest, " \n")
	if end < 0 {
		return fail(ErrTruncated, "the file ends inside its header line")
	}
	version, ok := parseCount(rest[:end])
	if !ok {
		return fail(ErrDamaged, "malformed header line")
	}
	if version != Version {
		return nil, &Error{File: file, Kind: ErrVersion, Msg: fmt.Sprintf(
			"%s %d (this build reads version %d)", ErrVersion, version, Version)}
	}

	nl := bytes.IndexByte(data, '\n')
	if nl < 0 {
		return fail(ErrTruncated, "the file ends inside its header line")
	}
	field, ok := bytes.CutPrefix(data[len(prefix)+end:nl], []byte(" length="))
	if !ok {
		return fail(ErrDamaged, "malformed header line")
	}
	n, ok := parseCount(field)
	if !ok {
		return fail(ErrDamaged, "malformed header line")
	}

	start := nl + 1
	if found := len(data) - start; found < n {
		return fail(ErrTruncated, "expected %d bytes of game data, found %d", n, found)
	}
	body, trailer := data[start:start+n], data[start+n:]
	want := appendTrailer(nil, body)
	if bytes.Equal(trailer, want) {
		return body, nil
	}
	if len(trailer) < len(want) && bytes.HasPrefix(want, trailer) {
		return fail(ErrTruncated, "the file ends before its checksum line is complete")
	}
	return nil, trailerError(file, n, body, trailer)
}

// trailerError says what is wrong with a closing line that is not the one
// Encode would have written for body.
func trailerError(file string, n int, body, trailer []byte) error {
	damaged := func(format string, args ...any) error {
		return &Error{File: file, Kind: ErrDamaged, Msg: ErrDamaged.Error() + ": " + fmt.Sprintf(format, args...)}
	}
	line, ok := bytes.CutPrefix(trailer, []byte("\nEND length="))
	if !ok {
		return damaged("the checksum line is missing after %d bytes of game data", n)
	}
	nl := bytes.IndexByte(line, '\n')
	if nl < 0 {
		return damaged("malformed checksum line")
	}
	line, extra := line[:nl], line[nl+1:]
	lenField, sumField, ok := bytes.Cut(line, []byte(" sha256="))
	length, okLen := parseCount(lenField)
	if !ok || !okLen || len(sumField) != 2*sha256.Size || !isLowerHex(sumField) {
		return damaged("malformed checksum line")
	}
	if length != n {
		return damaged("the header says %d bytes of game data, the checksum line says %d", n, length)
	}
	sum := sha256.Sum256(body)
	if hex.EncodeToString(sum[:]) != string(sumField) {
		return damaged("checksum does not match")
	}
	return damaged("%d unexpected bytes after the checksum line", len(extra))
}

// parseCount reads a decimal count written by Encode: digits only, no sign,
// no leading zeros, at most 10 digits. Being this strict means anything
// Decode accepts is exactly what Encode writes.
func parseCount(b []byte) (int, bool) {
	if len(b) == 0 || len(b) > 10 || (b[0] == '0' && len(b) > 1) {
		return 0, false
	}
	for _, c := range b {
		if c < '0' || c > '9' {
			return 0, false
		}
	}
	n, err := strconv.Atoi(string(b))
	return n, err == nil
}

func isLowerHex(b []byte) bool {
	for _, c := range b {
		if (c < '0' || c > '9') && (c < 'a' || c > 'f') {
			return false
		}
	}
	return true
}
