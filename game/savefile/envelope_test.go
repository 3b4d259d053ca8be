package savefile

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"
)

const sampleBody = "scenario = \"salerno\"\nseed = 42\n\n[[command]]\nkind = \"move\"\n"

func TestRoundTrip(t *testing.T) {
	for _, body := range []string{"", "x", sampleBody, "no newline at end", "\nEND length=3 sha256=00\n", strings.Repeat("\x00\xff", 5000)} {
		data := Encode([]byte(body))
		got, err := Decode("s.sav", data)
		if err != nil {
			t.Fatalf("body %.20q: %v", body, err)
		}
		if string(got) != body {
			t.Fatalf("body %.20q came back as %.20q", body, got)
		}
	}
}

func TestEncodeLayout(t *testing.T) {
	got := string(Encode([]byte("abc")))
	want := "FRONTLINE-SAVE 1 length=3\nabc\nEND length=3 sha256=ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad\n"
	if got != want {
		t.Fatalf("Encode(abc) =\n%s\nwant\n%s", got, want)
	}
}

// rejection checks that Decode refuses data as kind with a message naming
// the file and containing every part of want.
func rejection(t *testing.T, name string, data []byte, kind error, want ...string) {
	t.Helper()
	_, err := Decode("saves/turn7.sav", data)
	if err == nil {
		t.Fatalf("%s: accepted", name)
	}
	var e *Error
	if !errors.As(err, &e) || !errors.Is(err, kind) {
		t.Fatalf("%s: error %q is not a %v *Error", name, err, kind)
	}
	msg := err.Error()
	if !strings.HasPrefix(msg, "saves/turn7.sav: ") {
		t.Errorf("%s: %q does not name the file", name, msg)
	}
	for _, w := range want {
		if !strings.Contains(msg, w) {
			t.Errorf("%s: %q lacks %q", name, msg, w)
		}
	}
}

func TestRejectsWrongMagic(t *testing.T) {
	for _, data := range []string{"scenario = 1\n", "FRONTLINE-SAVEX 1 length=0\n\nEND", "PK\x03\x04", "frontline-save 1 length=0\n"} {
		rejection(t, fmt.Sprintf("%.12q", data), []byte(data), ErrNotSave, "not a Frontline General save")
	}
}

func TestRejectsOtherVersions(t *testing.T) {
	good := Encode([]byte(sampleBody))
	for _, v := range []string{"2", "0", "17"} {
		data := bytes.Replace(good, []byte("SAVE 1 "), []byte("SAVE "+v+" "), 1)
		rejection(t, "version "+v, data, ErrVersion, "version "+v, "reads version 1")
	}
	// A later version may lay out its header differently; it is still
	// reported as a version problem, not damage.
	rejection(t, "version 2 new header", []byte("FRONTLINE-SAVE 2\nwhatever"), ErrVersion, "version 2")
}

func TestRejectsTruncated(t *testing.T) {
	data := Encode([]byte(sampleBody))
	header := bytes.IndexByte(data, '\n') + 1
	n := len(sampleBody)
	expect := func(found int) string { return fmt.Sprintf("expected %d bytes of game data, found %d", n, found) }
	rejection(t, "empty", nil, ErrTruncated, "empty")
	rejection(t, "inside magic", data[:5], ErrTruncated, "header")
	rejection(t, "inside header", data[:header-3], ErrTruncated, "header")
	rejection(t, "no body", data[:header], ErrTruncated, expect(0))
	rejection(t, "half body", data[:header+25], ErrTruncated, expect(25))
	rejection(t, "no trailer", data[:header+n], ErrTruncated, "checksum line")
	for cut := header + n + 1; cut < len(data); cut++ {
		rejection(t, fmt.Sprintf("cut at %d", cut), data[:cut], ErrTruncated, "checksum line")
	}
}

func TestRejectsEditedBody(t *testing.T) {
	data := Encode([]byte(sampleBody))
	edited := bytes.Replace(data, []byte("seed = 42"), []byte("seed = 43"), 1)
	rejection(t, "edited", edited, ErrDamaged, "damaged or edited: checksum does not match")
}

func TestRejectsDamagedEnvelope(t *testing.T) {
	good := string(Encode([]byte("abc")))
	sum := good[strings.Index(good, "sha256=")+7 : len(good)-1]
	cases := map[string]string{
		"header length not a number": strings.Replace(good, "length=3\n", "length=three\n", 1),
		"header leading zero":        strings.Replace(good, "length=3\n", "length=03\n", 1),
		"header no length":           strings.Replace(good, " length=3\n", "\n", 1),
		"header CRLF":                strings.Replace(good, "length=3\n", "length=3\r\n", 1),
		"version not a number":       strings.Replace(good, "SAVE 1", "SAVE one", 1),
		"trailer missing":            "FRONTLINE-SAVE 1 length=3\nabcXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX\n",
		"trailer length differs":     strings.Replace(good, "\nEND length=3", "\nEND length=4", 1),
		"trailer uppercase hex":      strings.Replace(good, sum, strings.ToUpper(sum), 1),
		"trailer short hash":         strings.Replace(good, sum, sum[:60], 1) + "xxxx",
		"trailing garbage":           good + "more",
		"trailer wrong hash":         strings.Replace(good, sum, strings.Repeat("0", 64), 1),
	}
	for name, data := range cases {
		rejection(t, name, []byte(data), ErrDamaged, "damaged or edited")
	}
	rejection(t, "trailing garbage", []byte(good+"more"), ErrDamaged, "4 unexpected bytes")
	rejection(t, "trailer length differs", []byte(cases["trailer length differs"]), ErrDamaged, "header says 3", "says 4")
}

func TestRejectsOversized(t *testing.T) {
	data := make([]byte, MaxSize+1)
	copy(data, Encode(nil))
	rejection(t, "64 MiB + 1", data, ErrTooLarge, "64 MiB")
}

// FuzzDecode: Decode never panics, every rejection is a located *Error, and
// whatever it accepts is exactly what Encode writes for that body.
func FuzzDecode(f *testing.F) {
	good := Encode([]byte(sampleBody))
	for _, seed := range [][]byte{
		good, Encode(nil), Encode([]byte("\nEND length=0 sha256=\n")),
		good[:len(good)-10], good[:30], good[:3], nil,
		[]byte("FRONTLINE-SAVE 2\n"), []byte("FRONTLINE-SAVE 1 length=9999999999\n"),
		[]byte("FRONTLINE-SAVE 1 length=-1\n"), append(bytes.Clone(good), '\n'),
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		body, err := Decode("fuzz.sav", data)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || e.File != "fuzz.sav" || e.Kind == nil || !errors.Is(err, e.Kind) {
				t.Fatalf("bad rejection %#v", err)
			}
			return
		}
		if again := Encode(body); !bytes.Equal(again, data) {
			t.Fatalf("accepted %q, which re-encodes as %q", data, again)
		}
	})
}
