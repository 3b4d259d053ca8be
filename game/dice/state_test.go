package dice

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// A loaded game must go on rolling exactly the dice the saved one would have.
func TestStateRoundTripContinuesSequence(t *testing.T) {
	orig := New(99)
	d20s(orig, 37) // some play before the save
	orig.TakeRolls()
	state, err := orig.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	want := d20s(orig, 500)

	var loaded Roller
	if err := loaded.UnmarshalBinary(state); err != nil {
		t.Fatal(err)
	}
	if loaded.Count() != 37 {
		t.Fatalf("restored Count %d, want 37", loaded.Count())
	}
	if got := d20s(&loaded, 500); !slices.Equal(got, want) {
		t.Fatal("restored Roller rolled a different sequence")
	}
}

func TestStateTextRoundTripInJSON(t *testing.T) {
	type snapshot struct {
		Turn int
		Dice *Roller
	}
	orig := New(5)
	d20s(orig, 10)
	data, err := json.Marshal(snapshot{Turn: 3, Dice: orig})
	if err != nil {
		t.Fatal(err)
	}
	want := d20s(orig, 50)
	var s snapshot
	if err := json.Unmarshal(data, &s); err != nil {
		t.Fatalf("%v in %s", err, data)
	}
	if got := d20s(s.Dice, 50); !slices.Equal(got, want) {
		t.Fatal("Roller restored from JSON rolled a different sequence")
	}
}

func TestRestoreEmptiesLog(t *testing.T) {
	r := New(1)
	state, _ := r.MarshalBinary()
	r.D6("x", "y")
	if err := r.UnmarshalBinary(state); err != nil {
		t.Fatal(err)
	}
	if got := r.TakeRolls(); len(got) != 0 || r.Count() != 0 {
		t.Fatalf("after restore: log %v, Count %d", got, r.Count())
	}
}

func TestScriptedRollerHasNoState(t *testing.T) {
	if _, err := Script(1).MarshalBinary(); err == nil || !strings.Contains(err.Error(), "scripted") {
		t.Fatalf("err = %v", err)
	}
}

func TestBadStateIsRejectedAndRollerKept(t *testing.T) {
	good, _ := New(8).MarshalBinary()
	bad := map[string][]byte{
		"empty":         nil,
		"wrong magic":   append([]byte("dice9:"), good[6:]...),
		"short":         good[:10],
		"truncated pcg": good[:len(good)-1],
		"wrong pcg tag": append(slices.Clone(good[:14]), []byte("xyz:0123456789abcdef")...),
	}
	for name, data := range bad {
		r := New(8)
		want := d20s(New(8), 5)
		if err := r.UnmarshalBinary(data); err == nil {
			t.Errorf("%s: accepted", name)
			continue
		}
		if got := d20s(r, 5); !slices.Equal(got, want) {
			t.Errorf("%s: failed restore changed the Roller", name)
		}
	}
	if err := new(Roller).UnmarshalText([]byte("zz")); err == nil {
		t.Error("non-hex text accepted")
	}
}
