package play

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"frontline/game"
	"frontline/game/hex"
	"frontline/game/units"
)

// ownStackMove finds a US unit that can move now into a hex holding
// another US stack.
func ownStackMove(t *testing.T, g *game.Game) (*game.Unit, hex.Hex) {
	t.Helper()
	for _, u := range g.Units {
		if u.Side != units.US || !u.Deployed() || g.CanMove(u.ID) != nil {
			continue
		}
		for at := range g.MoveOptions(u.ID) {
			h := hex.MustParse(at)
			if h == u.Hex {
				continue
			}
			for _, o := range g.Units {
				if o.Side == units.US && o.Deployed() && o.Hex == h {
					return u, h
				}
			}
		}
	}
	t.Fatal("no US unit can move onto another US stack")
	return nil, hex.Hex{}
}

// After a click moves the selected unit into a hex with another stack,
// the panel lists the stack as it is now — while the glide is still
// being drawn too — and its line speaks of the unit that moved.
func TestStackPanelShowsTheStackMovedInto(t *testing.T) {
	h := newAnimHarness(t)
	g := h.game()
	u, to := ownStackMove(t, g)
	h.s.Map().CenterOn(u.Hex)
	h.s.Select(u.Hex)
	h.step()
	h.s.selectUnit(u.ID)
	h.step()
	h.s.Map().CenterOn(to)
	h.step()
	h.clickHex(to)
	if u.Hex != to {
		t.Fatalf("the click did not move %s to %s (toast %q)", u.Card.Name, to, h.s.Toast())
	}
	var want []game.UnitID
	for _, o := range g.Units {
		if o.Side == units.US && o.Deployed() && o.Hex == to {
			want = append(want, o.ID)
		}
	}
	check := func(when string) {
		t.Helper()
		var got []game.UnitID
		for _, r := range h.s.side.rows {
			got = append(got, r.id)
		}
		slices.Sort(got)
		slices.Sort(want)
		if h.s.side.moreOn { // a long stack shows a window of it (sidebar.go)
			for _, id := range got {
				if !slices.Contains(want, id) {
					t.Errorf("%s: the panel lists %d, not in the stack in %s %v", when, id, to, want)
				}
			}
		} else if !slices.Equal(got, want) {
			t.Errorf("%s: the panel lists %v, the stack in %s holds %v", when, got, to, want)
		}
		if head := h.s.side.header.String(); !strings.Contains(head, strconv.Itoa(len(want))+" units") {
			t.Errorf("%s: panel title %q, want %d units", when, head, len(want))
		}
		if h.s.sel.unit != u.ID || !slices.Contains(got, h.s.sel.unit) {
			t.Errorf("%s: the unit selected (%d) is not the one moved or not in the list", when, h.s.sel.unit)
		}
	}
	if !h.s.Animating() {
		t.Log("the glide had already ended") // the check still holds
	}
	check("during the glide")
	for i := 0; i < 300 && h.s.Animating(); i++ {
		h.step()
	}
	check("after the glide")
}

// A stack longer than the panel shows a window of it: the selected unit
// is always in the window, and the wheel over the panel brings every
// other unit of the stack into view (before, the rows past the panel's
// foot could not be reached from the list).
func TestLongStackScrollsAndKeepsTheSelection(t *testing.T) {
	h := newAnimHarness(t)
	g := h.game()
	var at hex.Hex
	var ids []game.UnitID
	for _, u := range g.Units {
		if u.Side != units.US || !u.Deployed() {
			continue
		}
		var here []game.UnitID
		for _, o := range g.Units {
			if o.Side == units.US && o.Deployed() && o.Hex == u.Hex {
				here = append(here, o.ID)
			}
		}
		if len(here) > len(ids) {
			at, ids = u.Hex, here
		}
	}
	h.s.Map().CenterOn(at)
	h.step()
	for _, u := range g.Units { // more units join it until it outgrows the panel
		if len(ids) > 9 {
			break
		}
		if u.Side != units.US || !u.Deployed() || u.Hex == at || g.CanMove(u.ID) != nil {
			continue
		}
		if _, ok := g.MoveOptions(u.ID)[at.String()]; !ok {
			continue
		}
		h.s.Select(u.Hex)
		h.step()
		h.s.selectUnit(u.ID)
		h.step()
		h.clickHex(at)
		for i := 0; i < 300 && h.s.Animating(); i++ {
			h.step()
		}
		if u.Hex == at {
			ids = append(ids, u.ID)
		}
	}
	h.s.Select(at)
	h.step()
	if !h.s.side.moreOn {
		t.Fatalf("a stack of %d units in %s fits the panel: no long list to test", len(ids), at)
	}
	last := ids[0] // the unit at the foot of the list (stack order is reversed on screen)
	h.s.selectUnit(last)
	h.step()
	shown := func() []game.UnitID {
		var got []game.UnitID
		for _, r := range h.s.side.rows {
			got = append(got, r.id)
		}
		return got
	}
	if !slices.Contains(shown(), last) {
		t.Fatalf("selected unit %d is not in the panel's window %v", last, shown())
	}
	seen := map[game.UnitID]bool{}
	r := h.s.side.r
	h.in.X, h.in.Y = int(r.X+r.W/2), int(r.Y+100)
	for range 2 * len(ids) {
		for _, id := range shown() {
			seen[id] = true
		}
		h.in.WheelY = 1
		h.step()
		h.in.WheelY = 0
		h.step()
	}
	for range 2 * len(ids) {
		for _, id := range shown() {
			seen[id] = true
		}
		h.in.WheelY = -1
		h.step()
		h.in.WheelY = 0
		h.step()
	}
	for _, id := range ids {
		if !seen[id] {
			t.Errorf("unit %d of the stack in %s never came into the panel's window", id, at)
		}
	}
}
