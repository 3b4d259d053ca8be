package tomldoc

import (
	"errors"
	"fmt"
	"slices"
	"testing"
)

func TestSortedByFileThenNumericLine(t *testing.T) {
	var l List
	l.Add(&Error{File: "b.toml", Line: 10, Col: 1, Msg: "ten"})
	l.Add(&Error{File: "b.toml", Line: 9, Col: 5, Msg: "nine, col 5"})
	l.Add(&Error{File: "a.toml", Line: 200, Col: 1, Msg: "a"})
	l.Add(fmt.Errorf("b.toml:9:2: formatted by hand"))
	l.Add(errors.New("no position"))
	l.Add(&Error{File: "b.toml", Line: 100, Col: 1, Msg: "hundred"})
	var got []string
	for _, e := range Sorted(l.Err()) {
		got = append(got, e.Error())
	}
	want := []string{
		"no position",
		"a.toml:200:1: a",
		"b.toml:9:2: formatted by hand",
		"b.toml:9:5: nine, col 5",
		"b.toml:10:1: ten",
		"b.toml:100:1: hundred",
	}
	if !slices.Equal(got, want) {
		t.Errorf("got  %q\nwant %q", got, want)
	}
	if Sorted(nil) != nil {
		t.Error("no error gives problems")
	}
}
